import QuizCore

/// The words of the stats, printed (`--stats`) and in the stats panel.
///
/// The labels and the phrases around the figures (`StatsPhrase`, in the player's language);
/// `StatsReport` lays them out. Every count is grouped as the player reads numbers everywhere
/// (`Wording.number`: "200,851", "200 851").
struct StatsText {
    let words: Wording

    var title: String { words(StatsPhrase.title) }
    var emptyPrintout: String { words(StatsPhrase.emptyPrintout) }
    var emptyPanel: String { words(StatsPhrase.emptyPanel) }
    func gamesPlayed(narrow: Bool) -> String { words(StatsPhrase.gamesPlayed(narrow: narrow)) }
    func answered(narrow: Bool) -> String { words(StatsPhrase.answered(narrow: narrow)) }
    var accuracy: String { words(StatsPhrase.accuracy) }
    func bestScore(narrow: Bool) -> String { words(StatsPhrase.bestScore(narrow: narrow)) }
    func streak(narrow: Bool) -> String { words(StatsPhrase.streak(narrow: narrow)) }
    func bestCombo(narrow: Bool) -> String { words(StatsPhrase.bestCombo(narrow: narrow)) }
    var otherCategories: String { words(StatsPhrase.otherCategories) }
    var byCategory: String { words(StatsPhrase.byCategory) }
    var byDifficulty: String { words(StatsPhrase.byDifficulty) }
    var byDeck: String { words(StatsPhrase.byDeck) }
    var noGameFinished: String { words(StatsPhrase.noGameFinished) }
    /// The best score when every game finished is a daily challenge (which has no best of its own).
    var dailiesOnly: String { words(StatsPhrase.dailiesOnly) }
    /// The daily section's heading.
    var dailyHeading: String { words(StatsPhrase.dailyHeading) }

    /// The headings of the report's lists, which the panel shows stronger.
    var headings: [String] { [byCategory, byDifficulty, byDeck] + StatsReport.modes.compactMap { $0.heading(self) } }

    /// "70% (7 right)".
    func accuracyValue(_ percent: Int, right: Int) -> String {
        words(StatsPhrase.accuracyValue(percent: percent, right: right))
    }

    /// "2 now, 5 at best".
    func streakValue(now: Int, best: Int) -> String {
        words(StatsPhrase.streakValue(now: now, best: best))
    }

    /// "12 in a row".
    func comboValue(_ combo: Int) -> String {
        words(StatsPhrase.comboValue(combo))
    }

    /// "7 / 10".
    func score(_ right: Int, of count: Int) -> String {
        "\(n(right)) / \(n(count))"
    }

    /// "70%": a share right, on the rows of the lists.
    func percent(_ percent: Int) -> String {
        n(percent) + (words.language == .french ? "\u{202F}%" : "%")
    }

    /// The games finished, and those left unfinished in a long and a short form.
    func gamesPlayedForms(finished: Int, unfinished: Int) -> [String] {
        [false, true].map { words(StatsPhrase.gamesPlayedValue(finished: finished, unfinished: unfinished, short: $0)) }
    }

    /// "(7 of 10)", after a row's share right.
    func rowCounts(right: Int, of answered: Int) -> String {
        words(StatsPhrase.rowCounts(right: right, of: answered))
    }

    /// A deck's finished games and best: "2 games, best 4 / 4", "2 games" (practice and
    /// blitzes have no best), "no game finished yet".
    func deckGames(_ record: HistoryStats.DeckRecord) -> String {
        guard record.finished > 0 else { return noGameFinished }
        return words(StatsPhrase.deckGames(record.finished, best: record.best.map { score($0.right, of: $0.of) }))
    }

    /// A deck by its name: "deck “physics lab”".
    func deck(_ name: String) -> String {
        words(StatsPhrase.deck(name.removingControlCharacters))
    }

    /// Where a kind of game's questions came from, in a few words.
    func source(_ source: HistoryStats.Source) -> String {
        words(StatsPhrase.source(source))
    }

    /// A difficulty's name: "hard", "difficile".
    func difficulty(_ difficulty: Difficulty) -> String {
        words(StatsPhrase.difficulty(difficulty))
    }

    /// Why `--stats` can't say anything: the history file is there, but can't be read.
    func unreadable(_ problem: StorageProblem) -> String {
        words(StatsPhrase.unreadable(path: problem.path, reason: problem.kind.reason(in: words)))
    }

    /// A count as the player reads it.
    func n(_ number: Int) -> String {
        words.number(number)
    }
}
