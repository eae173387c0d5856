import Foundation
import QuizCore

/// Deals a deck game after game (`--deck NAME`, `--questions FILE`).
///
/// The least played first (plays kept per deck, `PlayStore`), at random among equals or
/// (`inOrder`) as written: no question repeats until every one the filters let through was
/// played, and a game that straddles two rounds never holds one twice. The filters are strict.
public final class DeckDealer: QuestionSource {
    /// The deck's name, as its questions carry it.
    public let name: String
    /// The questions the filters let through, in the deck's order.
    public let questions: [Question]
    /// The questions the player asked for.
    public let filter: QuestionFilter
    private let playedStore: any PlayStore
    private let inOrder: Bool
    private let generator: Locked<SeededGenerator>

    /// Deals `questions` (in the deck's order, each given `name` and the origin `.deck`); `seed`
    /// makes the random order reproducible (nil: the system's entropy); `played` is what was
    /// played before (by default, remembered for this run only).
    public init(
        name: String, questions: [Question], filter: QuestionFilter = .any, inOrder: Bool = false,
        seed: UInt64? = nil, played: any PlayStore = PlaysThisRun()
    ) {
        self.name = name
        let wanted = filter == .any ? questions : questions.filter(filter.matches)
        // A deck read under this name (`DeckFile.read`) is kept as it is, not copied question by question.
        self.questions =
            wanted.indices.allSatisfy { wanted[$0].origin == .deck && wanted[$0].deck == name }
            ? wanted
            : wanted.map { question in
                var question = question
                (question.origin, question.deck) = (.deck, name)
                return question
            }
        self.filter = filter
        self.inOrder = inOrder
        self.playedStore = played
        self.generator = Locked(seed.map(SeededGenerator.init(seed:)) ?? SeededGenerator())
    }

    /// The file in `directory` that keeps which questions of deck `name` were played: named after
    /// the deck, or its hash when the name is too long for a file name.
    public static func playsFile(for name: String, in directory: URL) -> URL {
        let base = name.utf8.count <= 200 && !name.hasPrefix(".") ? name : "deck-" + Question.id(for: name)
        return directory.appendingPathComponent(base + ".played.json")
    }

    nonisolated(nonsending) public func questions(
        amount: Int, progress: @escaping @Sendable (LoadProgress) -> Void
    ) async throws(QuestionSourceError) -> QuestionBatch {
        try gameAtHand(amount: amount)
    }

    /// A deck is always at hand.
    public func gameAtHand(amount: Int) throws(QuestionSourceError) -> QuestionBatch {
        let drawn = draw(amount)
        guard !drawn.isEmpty else { throw .noQuestions }
        return QuestionBatch(questions: drawn, origin: .deck)
    }

    /// Remembers that a game started with these questions (asking uses nothing up: two requests
    /// may be offered the same questions).
    public func played(_ questions: [Question]) {
        playedStore.record(questions.filter { $0.origin == .deck && $0.deck == name }.map(\.id))
    }

    /// Up to `amount` different questions, the least played first (at random among equals, or in
    /// the deck's order); nothing is marked played.
    ///
    /// Only what a game takes is drawn: 100,000 questions are grouped by their plays, never sorted.
    public func draw(_ amount: Int) -> [Question] {
        let wanted = max(0, amount)
        guard wanted > 0 else { return [] }
        let counts = playedStore.playCounts(of: questions.map(\.id))
        // Every question played as often (a deck's first game): one group, no hashing.
        let groups =
            counts.allSatisfy { $0 == counts.first }
            ? [counts.first ?? 0: Array(counts.indices)]
            : Dictionary(grouping: counts.indices) { counts[$0] }
        var picked: [Int] = []
        // The same statement twice in a deck is one question (one id): dealt once a game.
        var seen = Set<String>()
        for count in groups.keys.sorted() {
            var group = groups[count] ?? []
            var next = 0
            while picked.count < wanted, next < group.count {
                if !inOrder {
                    let chosen = generator.withLock { Int.random(in: next..<group.count, using: &$0) }
                    group.swapAt(next, chosen)
                }
                if seen.insert(questions[group[next]].id).inserted { picked.append(group[next]) }
                next += 1
            }
            if picked.count == wanted { break }
        }
        return picked.map { questions[$0] }
    }
}
