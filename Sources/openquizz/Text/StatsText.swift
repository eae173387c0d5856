import QuizCore

/// The words of the stats, printed (`--stats`) and in the stats panel.
///
/// The labels and the phrases around the figures; `StatsReport` lays them out. Every count is
/// grouped as the player reads numbers everywhere (`PlayerText.grouped`: "200,851").
enum StatsText {
    static let title = "OpenQuizz stats"
    static let emptyPrintout = "No answers yet: play a game (openquizz), and --stats will count its answers."
    static let emptyPanel = "No answers yet: play a game, and its answers are counted here."
    static let gamesPlayed = "Games played"
    static func answered(narrow: Bool) -> String { narrow ? "Answered" : "Questions answered" }
    static let accuracy = "Accuracy"
    static let bestScore = "Best score"
    static func streak(narrow: Bool) -> String { narrow ? "Streak 7/10+" : "Streak at 7/10 or better" }
    static func bestCombo(narrow: Bool) -> String { narrow ? "Best combo" : "Best combo (Is it prime?)" }
    static let otherCategories = "Other categories"
    static let byCategory = "By category"
    static let byDifficulty = "By difficulty"
    static let byDeck = "By deck"
    static let noGameFinished = "no game finished yet"
    /// The best score when every game finished is a daily challenge (which has no best of its own).
    static let dailiesOnly = "dailies only so far"

    /// "70% (7 right)".
    static func accuracyValue(_ percent: Int, right: Int) -> String {
        "\(percent)% (\(n(right)) right)"
    }

    /// "2 now, 5 at best".
    static func streakValue(now: Int, best: Int) -> String {
        "\(n(now)) now, \(n(best)) at best"
    }

    /// "12 in a row".
    static func comboValue(_ combo: Int) -> String {
        "\(n(combo)) in a row"
    }

    /// "7 / 10".
    static func score(_ right: Int, of count: Int) -> String {
        "\(n(right)) / \(n(count))"
    }

    /// The games finished, and those left unfinished in a long and a short form.
    static func gamesPlayedForms(finished: Int, unfinished: Int) -> [String] {
        ["\(n(finished)) (and \(n(unfinished)) unfinished)", "\(n(finished)) (+\(n(unfinished)) unfinished)"]
    }

    /// "(7 of 10)", after a row's share right.
    static func rowCounts(right: Int, of answered: Int) -> String {
        "(\(n(right)) of \(n(answered)))"
    }

    /// A deck's finished games and best: "2 games, best 4 / 4", "no game finished yet".
    static func deckGames(_ record: HistoryStats.DeckRecord) -> String {
        guard record.finished > 0, let best = record.best else { return "no game finished yet" }
        return
            "\(n(record.finished)) \(record.finished == 1 ? "game" : "games"), best \(score(best.right, of: best.of))"
    }

    /// A deck by its name: "deck “physics lab”".
    static func deck(_ name: String) -> String {
        "deck \u{201C}\(name.removingControlCharacters)\u{201D}"
    }

    /// Where a kind of game's questions came from, in a few words.
    static func source(_ source: HistoryStats.Source) -> String {
        switch source {
        case .openTriviaDB: "Open Trivia DB"
        case .bundled: "shipped questions"
        case .generated: "Is it prime?"
        case .deck: "your decks"
        case .mixed: "mixed sources"
        }
    }

    /// Why `--stats` can't say anything: the history file is there, but can't be read.
    static func unreadable(_ problem: StorageProblem) -> String {
        "can't read your history, \(problem.path): \(PlayerText.storageReason(problem.kind))"
    }

    /// A count as the player reads it.
    static func n(_ number: Int) -> String {
        PlayerText.grouped(number)
    }
}
