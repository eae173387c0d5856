import Foundation
import QuizCore
import QuizDecks
import QuizStore
import QuizView

@testable import openquizz

// The text types and the command line take the wording to speak in; the tests written before
// French ask for English, as these do (the game itself always passes its wording).

extension Options {
    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(ParseError) -> Action {
        try parse(arguments, environment: environment, words: .english)
    }
}

extension CommandLineText {
    static let english = CommandLineText(words: .english)
    static let emptyPath = Wording.english(CommandLineWords.emptyPath)
    static let primesTakeNoDeck = Wording.english(CommandLineWords.primesTakeNoDeck)

    static func terminalProblem(_ error: Terminal.StartError) -> String { english.terminalProblem(error) }
    static func unusableTerminal(_ error: Terminal.StartError) -> String { english.unusableTerminal(error) }
    static func playingLineByLine(_ error: Terminal.StartError) -> String { english.playingLineByLine(error) }
    static func tryHelp(_ error: Options.ParseError) -> String { english.tryHelp(error) }
    static func daily(_ problem: DailyDateProblem, today: DailyDate? = nil) -> String {
        english.daily(problem, today: today)
    }
    static func checkTakesNo(_ flag: String) -> String { Wording.english(CommandLineWords.checkTakesNo(flag)) }
    static func expected(_ value: Flag.Value) -> String { CommandLineWords.englishExpected(value) }
}

extension PlayerText {
    /// Said on standard error, by `CommandLineText` now.
    func bankProblem(_ error: BankError) -> String { CommandLineText.english.bankProblem(error) }
    func categoryProblem(_ error: TriviaCategory.LookupError) -> String {
        Wording.english(CommandLineWords.category(error))
    }
}

extension DeckText {
    init(file: String) {
        self.init(file: file, words: .english)
    }

    static let longStatement = Wording.english(DeckProblemWords.longStatement)
    static let rowsInQuotes = Wording.english(DeckProblemWords.rowsInQuotes)
}

extension KeptDeckText {
    static let english = KeptDeckText(words: .english)

    static func ambiguousDeck(_ name: String, decks: [String]) -> String { english.ambiguousDeck(name, decks: decks) }
    static func contents(_ reading: DeckReading, file: String) -> String { english.contents(reading, file: file) }
    static func noDecks(folder: String, listing: DeckStore.Listing) -> [String] {
        english.noDecks(folder: folder, listing: listing)
    }
    static func reason(_ refusal: DeckRefusal) -> String { english.reason(refusal) }
    static func unknownCategory(_ wanted: String, deck: String, categories: [String]) -> String {
        english.unknownCategory(wanted, deck: deck, categories: categories)
    }
    static func unknownDeck(_ name: String, decks: [String], folder: DeckStore.Listing = .decks([])) -> String {
        english.unknownDeck(name, decks: decks, folder: folder)
    }
    static func unplayable(_ name: String, _ reading: DeckReading, file: String) -> String {
        english.unplayable(name, reading, file: file)
    }
    static func unplayable(_ reading: DeckReading, file: String) -> String { english.unplayable(reading, file: file) }
}

extension KeptDecks {
    static func listing(
        paths: StoragePaths, stats: HistoryStats, read: Reader = { DeckFile.read($0, fitsCard: nil) },
        emit: ([String]) -> Void
    ) {
        listing(paths: paths, stats: stats, text: .english, read: read, emit: emit)
    }

    static func listing(
        paths: StoragePaths, stats: HistoryStats, read: Reader = { DeckFile.read($0, fitsCard: nil) }
    ) -> [String] {
        listing(paths: paths, stats: stats, text: .english, read: read)
    }

    static func choose(
        _ options: Options, paths: StoragePaths, writer: FileWriter, problems: StorageProblems? = nil,
        read: Reader = { DeckFile.read($0, fitsCard: nil) }
    ) throws(Refusal) -> Chosen {
        try choose(options, paths: paths, writer: writer, text: .english, problems: problems, read: read)
    }

    static func dealer(
        _ name: String, _ reading: DeckReading, options: Options, played: PlayedQuestions
    ) throws(Refusal) -> DeckDealer {
        try dealer(name, reading, options: options, played: played, text: .english)
    }

    static func category(_ wanted: String, of deck: String, in questions: [Question]) throws(Refusal) -> String {
        try category(wanted, of: deck, in: questions, text: .english)
    }
}

extension DeckCommand {
    static func checked(_ path: String, decks: DeckStore) -> (lines: [String], clean: Bool) {
        checked(path, decks: decks, words: .english)
    }

    static func deckToPlay(_ path: String, options: Options, paths: StoragePaths, writer: FileWriter)
        -> KeptDecks.Chosen
    {
        deckToPlay(path, options: options, paths: paths, writer: writer, words: .english)
    }
}
