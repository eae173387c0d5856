import Foundation
import Quiz

/// Questions numbered 1…n, true for odd numbers.
func makeQuestions(_ count: Int) -> [Question] {
    (1...max(1, count)).prefix(count).map { number in
        Question(
            title: "Statement \(number).",
            answer: number % 2 == 1,
            category: "General Knowledge",
            difficulty: .easy
        )
    }
}

/// A source that answers when the test says so, and counts requests.
final class ControlledSource: QuestionSource, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<QuestionBatch, QuestionSourceError>) -> Void] = []
    private(set) var requestedAmounts: [Int] = []
    private var playedBatches: [[Question]] = []

    func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        lock.lock()
        defer { lock.unlock() }
        requestedAmounts.append(amount)
        pending.append(completion)
    }

    func played(_ questions: [Question]) {
        lock.lock()
        defer { lock.unlock() }
        playedBatches.append(questions)
    }

    /// The questions of each batch a game started with, in order.
    var played: [[Question]] {
        lock.lock()
        defer { lock.unlock() }
        return playedBatches
    }

    var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }

    /// Completes the oldest request.
    func complete(with result: Result<QuestionBatch, QuestionSourceError>) {
        lock.lock()
        let completion = pending.removeFirst()
        lock.unlock()
        completion(result)
    }
}

/// A source that answers at once with a fixed result.
struct FixedSource: QuestionSource {
    var result: Result<QuestionBatch, QuestionSourceError>

    func fetch(
        amount: Int,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion
    ) {
        completion(result)
    }
}

/// Delivery for tests: runs the work at once. Tests run on the main thread, and the sources
/// above complete on the thread that calls them.
let immediateDelivery: Game.Delivery = { work in
    MainActor.assumeIsolated { work() }
}

/// Counts the notifications a center posts under one name.
final class NotificationCounter: @unchecked Sendable {
    // @unchecked: posts happen on the test's thread only.
    private(set) var count = 0
    private var observer: (any NSObjectProtocol)?
    private let center: NotificationCenter

    init(_ name: Notification.Name, center: NotificationCenter) {
        self.center = center
        observer = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
            self?.count += 1
        }
    }

    deinit {
        if let observer { center.removeObserver(observer) }
    }
}
