import Foundation

/// Where a batch's questions came from, in words, from the fullest to the shortest form (the
/// header picks the fullest that fits).
public struct SourceLabel: Sendable, Hashable {
    /// For example "cached questions (Open Trivia DB, CC BY-SA 4.0)".
    public var full: String
    /// For example "cached Open Trivia DB, CC BY-SA"; credits must survive the shortening.
    public var short: String

    public init(full: String, short: String? = nil) {
        self.full = full
        self.short = short ?? full
    }
}

/// Questions for one game, and a word on where they came from.
public struct QuestionBatch: Sendable, Equatable {
    public var questions: [Question]
    /// One line for the player about the source, for example "Offline: bundled questions". The
    /// `QuestionManager` rewrites it from `source`, `widening` and any earlier failure.
    public var notice: String?
    /// Where the questions came from.
    public var source: SourceLabel?
    /// Set when too few questions matched the filter and it was widened.
    public var widening: FilterWidening?
    /// Which of the manager's sources answered (so it can tell that source when they are played).
    var answeredBy: Int?

    public init(questions: [Question], notice: String? = nil) {
        self.questions = questions
        self.notice = notice
        self.source = notice.map { SourceLabel(full: $0) }
    }

    public init(questions: [Question], source: SourceLabel, widening: FilterWidening? = nil) {
        self.questions = questions
        self.source = source
        self.widening = widening
        self.notice = HeaderNotice.compose(failure: nil, source: source, widening: widening)
    }
}

/// Why no questions could be had.
public enum QuestionSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The source has nothing to offer.
    case noQuestions
    /// The source failed; the message is one line a player understands.
    case unavailable(String)
    /// A newer request replaced this one (New Game pressed again while loading). Nothing was
    /// used up for it, and no other source is asked.
    case cancelled

    public var description: String {
        switch self {
        case .noQuestions: "No questions available"
        case .unavailable(let message): message
        case .cancelled: "Replaced by a newer game"
        }
    }
}

/// The answer to a fetch.
public typealias QuestionSourceCompletion = @Sendable (Result<QuestionBatch, QuestionSourceError>) -> Void

/// Somewhere questions come from: the Open Trivia DB, the disk cache, the bundled bank.
///
/// `fetch` completes once, on any thread; it may report progress (a rate-limit wait) before.
/// Fetching uses nothing up: two fetches may offer the same questions. Only `played` does, once
/// a game has started with them, so a game replaced while loading costs nothing.
public protocol QuestionSource: Sendable {
    func fetch(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping QuestionSourceCompletion)

    /// A game started with these questions, which this source gave: they are used up now
    /// (marked played, so others come first next time).
    func played(_ questions: [Question])
}

extension QuestionSource {
    /// Fetches without following progress.
    public func fetch(amount: Int, completion: @escaping QuestionSourceCompletion) {
        fetch(amount: amount, progress: { _ in }, completion: completion)
    }

    /// Nothing to remember by default.
    public func played(_ questions: [Question]) {}
}

/// The one line the header shows beside the title: where the questions came from, why when an
/// earlier source failed, and a widened filter.
public enum HeaderNotice {
    /// The widest notice, in columns: an 80-column header holds " OpenQuizz", a 2-column gap, the
    /// notice and a 1-column margin, with one column to spare.
    public static let maximumWidth = 66

    /// The fullest notice that fits `maximumWidth`: first everything, then shorter forms of the
    /// source and the widening, then without the failure. A source's credit and a widening are
    /// never dropped; the failure is, when nothing else makes room.
    ///
    /// - Parameters:
    ///   - failure: why an earlier source gave nothing, for example "Offline: opentdb.com unreachable".
    ///   - source: where the questions came from.
    ///   - widening: set when the filter asked for was widened.
    public static func compose(failure: String?, source: SourceLabel?, widening: FilterWidening?) -> String? {
        var bodies: [String] = []
        let sources = source.map { [$0.full, $0.short] } ?? []
        if let widening {
            if sources.isEmpty {
                bodies = [widening.fullText, widening.shortText]
            } else {
                bodies = sources.map { "\($0); \(widening.fullText)" } + sources.map { "\($0), \(widening.shortText)" }
            }
        } else {
            bodies = sources
        }
        if let failure, !failure.isEmpty {
            let withFailure = bodies.isEmpty ? [failure] : bodies.map { "\(failure); \($0)" }
            if let chosen = withFailure.first(where: { width(of: $0) <= maximumWidth }) { return chosen }
            guard !bodies.isEmpty else { return failure }
            // No room for the reason: the notice starts with the source, as a sentence.
            bodies = bodies.map(capitalizingFirstLetter)
        }
        return bodies.first { width(of: $0) <= maximumWidth } ?? bodies.last
    }

    /// Columns a notice takes; notices are plain text, one column a character.
    static func width(of text: String) -> Int {
        text.count
    }

    private static func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
