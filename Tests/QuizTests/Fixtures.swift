import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

/// Counts the notifications a center posts under one name (posted on the main actor, as `Game`
/// posts them).
@MainActor
final class NotificationCounter {
    private(set) var count = 0
    private var observer: (any NSObjectProtocol)?
    private let center: NotificationCenter

    init(_ name: Notification.Name, center: NotificationCenter) {
        self.center = center
        observer = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }

    isolated deinit {
        if let observer { center.removeObserver(observer) }
    }
}

/// A test with a fresh temporary folder, removed once the stores' writes on `files` have landed.
class TemporaryFolderTestCase: XCTestCase {
    let files = FileWriter()
    var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFiles.makeFolder("oq-\(Self.self)")
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }
}
