import Foundation
import QuizCore
import QuizDecks
import QuizStore

/// What each practised pool holds now, read for the stats (`--stats` and the stats panel).
///
/// The shipped questions, or a deck: the kept deck of that name, else the `--questions` file the
/// history last played it from. A question a teacher has edited out of a deck is then neither
/// learnt nor to go, as in a practice game. Each pool is read once: the panel asks again as
/// answers come in.
final class PracticePoolQuestions {
    private let paths: StoragePaths
    private let language: Language
    /// The file a deck not kept in the decks folder was last played from.
    private let deckFile: (String) -> String?
    private let read: KeptDecks.Reader
    /// Each pool's contents once looked for.
    private var known: [PracticeSchedule.Pool: StatsReport.PoolContents] = [:]

    init(
        paths: StoragePaths, language: Language, deckFile: @escaping (String) -> String?,
        read: @escaping KeptDecks.Reader = { DeckFile.read($0, fitsCard: nil) }
    ) {
        self.paths = paths
        self.language = language
        self.deckFile = deckFile
        self.read = read
    }

    /// With the files of the decks `records` were played from.
    convenience init(paths: StoragePaths, language: Language, records: [AnswerRecord]) {
        var files: [String: String] = [:]
        for record in records {
            if let deck = record.deckIdentity, let file = record.deckFile { files[deck] = file }
        }
        self.init(paths: paths, language: language) { files[$0] }
    }

    /// The keys of `pool`'s questions as the history knows them (ids, and statements), or why
    /// they can't be known.
    func questions(_ pool: PracticeSchedule.Pool) -> StatsReport.PoolContents {
        if let kept = known[pool] { return kept }
        let contents = look(pool)
        known[pool] = contents
        return contents
    }

    private func look(_ pool: PracticeSchedule.Pool) -> StatsReport.PoolContents {
        switch pool {
        case .bank:
            return (try? BundledBank.loadInstalled(in: language)).map { .questions(Self.keys($0.questions)) }
                ?? .unreadable
        case .deck(let name):
            var found = false
            if let entry = KeptDecks.store(paths).list().entries.first(where: { $0.name == name }) {
                found = true
                let reading = KeptDecks.reading(entry, read)
                if reading.refusal == nil { return .questions(Self.keys(reading.questions)) }
            }
            // A file named in the history or played this run; neither for a `--questions` file
            // played in an earlier run (its path isn't kept): nothing to say then.
            guard let file = deckFile(name) else { return found ? .unreadable : .unlocated }
            let reading = read(URL(fileURLWithPath: file))
            return reading.refusal == nil ? .questions(Self.keys(reading.questions)) : .unreadable
        }
    }

    /// What the history knows `questions` by: their ids, and their statements (lines written
    /// before ids were kept).
    static func keys(_ questions: [Question]) -> Set<String> {
        Set(questions.flatMap { [PracticeSchedule.key(of: $0), $0.title] })
    }
}
