import Foundation
import QuizCore
import QuizView

/// What `openquizz --stats` prints: the history's stats as plain text (with a bar per category,
/// block characters or ASCII) or, with `--json`, as JSON for scripts.
struct StatsReport {
    let stats: HistoryStats
    /// Draw the bars with `#` and `.` instead of blocks (a locale that isn't UTF-8).
    var ascii = false
    /// Whether each category has its bar (not line by line: a screen reader reads them out).
    var bars = true
    /// The width it is read at: under 60 columns the labels, names and bars are shorter.
    var columns = 80

    private var isNarrow: Bool { columns < 60 }

    /// The width of a category's bar, in characters.
    static let barWidth = 10

    /// Whether it is printed (`openquizz --stats`) rather than shown in the game's stats panel.
    var isPrintout = true
    /// Today (UTC), for the daily streak; nil counts it up to the last challenge played on its day.
    var today: DailyDate?
    /// The language the report is written in (the JSON's keys and values stay the same in every one).
    var words = Wording.english
    /// The names the settings give the players' seats now (`player1`, `player2`, in order), for a
    /// game for several players: the history keeps seats, not names.
    var playerNames: [String] = []
    /// The questions each practised pool has now (`PracticePoolQuestions`), so a question edited
    /// out of a deck is neither learnt nor to go; nil counts the history's boxes as they are.
    var poolQuestions: PoolQuestions?

    /// The report's words.
    var say: StatsText { StatsText(words: words) }

    /// The report as lines of at most `columns` columns (but for numbers too long for any line).
    ///
    /// A game counts as played once it is finished: games left unfinished are said apart.
    func text() -> [String] {
        var lines = [say.title, ""]
        guard stats.overall.answered > 0 else {
            // Games kept apart from the tallies (duels) may still have been played.
            let apart = Self.modes.flatMap { $0.apart(self) }
            return lines
                + (apart.isEmpty ? [isPrintout ? say.emptyPrintout : say.emptyPanel] : Array(apart.dropFirst()))
        }
        let overall = stats.overall
        lines += gamesPlayedRow()
        lines += rows(say.answered(narrow: isNarrow), say.n(overall.answered))
        lines += rows(say.accuracy, say.accuracyValue(overall.accuracy ?? 0, right: overall.right))
        lines += rows(say.bestScore(narrow: isNarrow), best)
        lines += rows(say.streak(narrow: isNarrow), say.streakValue(now: stats.currentStreak, best: stats.bestStreak))
        if stats.hasGeneratedAnswers {
            lines += rows(say.bestCombo(narrow: isNarrow), say.comboValue(stats.bestCombo))
        }
        lines += Self.modes.flatMap { $0.summaryRows(self) }
        let (top, other) = stats.topCategories(Self.categoriesShown)
        // Names as a terminal shows them on one line: no newline, tab or escape to break the bars.
        // A known category in the player's language (a deck's own, another name, as it is).
        var categories: [TallyTable.Row] = top.map {
            (label: CategoryPhrase.name($0.name.removingControlCharacters, words: words), tally: $0.tally)
        }
        if let other { categories.append((label: say.otherCategories, tally: other)) }
        let difficulties = [Difficulty.easy, .medium, .hard].compactMap { difficulty in
            stats.byDifficulty[difficulty].map { (label: say.difficulty(difficulty), tally: $0) }
        }
        let deckRecords = stats.byDeck.sorted {
            $0.value.answers.answered != $1.value.answers.answered
                ? $0.value.answers.answered > $1.value.answers.answered : $0.key < $1.key
        }.prefix(Self.categoriesShown)
        let decks: [TallyTable.Row] = deckRecords.map {
            (label: $0.key.removingControlCharacters, tally: $0.value.answers)
        }
        // The lists side by side line up; a list whose labels don't fit stands alone.
        let all = table(categories + difficulties + decks)
        let (byCategory, byDifficulty, byDeck) =
            all.stacked ? (table(categories), table(difficulties), table(decks)) : (all, all, all)
        lines += Self.modes.flatMap { $0.section(self) }
        // A heading with nothing under it is left out (decks without a category column).
        if !categories.isEmpty { lines += ["", say.byCategory] + categories.flatMap(byCategory.lines) }
        if !difficulties.isEmpty { lines += ["", say.byDifficulty] + difficulties.flatMap(byDifficulty.lines) }
        if !decks.isEmpty {
            // Each deck's games and best under its bar, as the JSON has them.
            lines += ["", say.byDeck]
            lines += zip(decks, deckRecords).flatMap { row, deck in
                byDeck.lines(row) + byDeck.under(row, say.deckGames(deck.value))
            }
        }
        return lines
    }

    /// The most categories listed, those with the most answers; the others are summed up on one
    /// line ("Other categories"), in the text and in the JSON alike.
    static let categoriesShown = 40
    /// The most kinds of games the JSON lists, those with the most finished games.
    static let kindsShown = 20

    /// The best score of the kind of game last finished; which kind, when there are others.
    private var best: String {
        guard let score = stats.best, let kind = stats.latestKind else {
            // Games finished but none with a best: as the modes whose games they are say, else
            // daily challenges only (said in their section).
            if let said = Self.modes.lazy.compactMap({ $0.noBest(self) }).first { return said }
            return stats.sizedGamesFinished > 0 ? say.dailiesOnly : say.noGameFinished
        }
        let fraction = say.score(score.right, of: score.of)
        guard stats.byKind.count > 1 else { return fraction }
        // Which kind, where the line has room for it.
        let named = "\(fraction) (\(describe(kind)))"
        return row(say.bestScore(narrow: isNarrow), named).count <= columns ? named : fraction
    }

    /// A kind of game in a few words: "Open Trivia DB, Mythology, hard".
    func describe(_ kind: HistoryStats.GameKind) -> String {
        let source = kind.deck.map(say.deck) ?? say.source(kind.source)
        return ([source, kind.category?.removingControlCharacters, kind.difficulty.map(say.difficulty)] as [String?])
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// The report as one JSON object (sorted keys, stable for scripts), names as the file holds
    /// them; with `asciiOnly` (a locale that isn't UTF-8), every character past ASCII is written
    /// as a `\\u` escape, which any JSON reader turns back into it: the text is ASCII and still
    /// the same JSON. (Characters a terminal would act on are escaped either way.)
    func json(asciiOnly: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let text = String(
            decoding: try encoder.encode(JSONStatsReport(stats, today: dailyToday, poolQuestions: poolQuestions)),
            as: UTF8.self)
        return Self.escaping(Self.closingEmpty(text), asciiOnly: asciiOnly)
    }

    /// `json` with each empty object and array as `{}` and `[]`: the encoder's pretty printing
    /// writes `{`, a blank line, then `}`. (A string never holds a newline: JSON escapes it.)
    static func closingEmpty(_ json: String) -> String {
        json.replacingOccurrences(of: #"([\[{])\n *\n *([\]}])"#, with: "$1$2", options: .regularExpression)
    }

    /// `json` with some scalars escaped.
    ///
    /// Those a terminal acts on (DEL, C1, line and paragraph separators, bidirectional controls)
    /// and, with `asciiOnly`, every scalar past ASCII are written as `\\uXXXX` (a surrogate pair
    /// past U+FFFF). Such scalars only occur inside JSON strings, where the
    /// escape means the same.
    static func escaping(_ json: String, asciiOnly: Bool) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            return (asciiOnly && value > 0x7E) || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
        guard json.unicodeScalars.contains(where: escapes) else { return json }
        var escaped = ""
        escaped.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            guard escapes(scalar) else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16, uppercase: false)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return escaped
    }

    /// "Games played  2 (and 1 unfinished)": a game counts as played once finished; the games
    /// left unfinished are said apart, more briefly where the line would be too long.
    private func gamesPlayedRow() -> [String] {
        // A blitz is played to its end by its first answer (`HistoryStats.gamesFinished`).
        let unfinished = stats.gamesPlayed - stats.gamesFinished
        let label = say.gamesPlayed(narrow: isNarrow)
        guard unfinished > 0 else { return rows(label, say.n(stats.gamesFinished)) }
        let forms = say.gamesPlayedForms(finished: stats.gamesFinished, unfinished: unfinished)
        let lines = forms.map { row(label, $0) }
        return lines.first { $0.count <= columns }.map { [$0] } ?? rows(label, forms[forms.count - 1])
    }

    private func table(_ rows: [TallyTable.Row]) -> TallyTable {
        TallyTable(
            rows: rows, columns: columns, gap: isNarrow ? 1 : 2,
            barWidth: bars ? (isNarrow ? Self.barWidth / 2 : Self.barWidth) : 0, ascii: ascii, say: say)
    }

    /// A label padded to its column, then the value; a label too long for the column (in a
    /// longer language) is never cut: one space parts it from the value.
    private func row(_ label: String, _ value: String) -> String {
        let column = max(isNarrow ? 14 : 26, label.count + 1)
        return label.padding(toLength: column, withPad: " ", startingAt: 0) + value
    }

    /// `row`, or, when a label too long for its column leaves the line too wide, the label on a
    /// line and the value under it, indented (wrapped, never cut).
    func rows(_ label: String, _ value: String) -> [String] {
        let line = row(label, value)
        guard ScreenBuffer.displayWidth(ofText: line) > columns else { return [line] }
        // A label within its column: the value wraps under the value's column.
        let column = isNarrow ? 14 : 26
        if label.count < column, columns - column >= 8 {
            let wrapped = TextLayout.wrap(value, width: columns - column)
            let indent = String(repeating: " ", count: column)
            return [row(label, wrapped.first ?? "")] + wrapped.dropFirst().map { indent + $0 }
        }
        let indent = TallyTable.indent
        return [label] + TextLayout.wrap(value, width: max(1, columns - indent.count)).map { indent + $0 }
    }
}

/// The stats' "By category" and "By difficulty" rows, laid out together: a label, a bar, the
/// share right ("70%") and the counts ("(7 of 10)").
///
/// The numbers are never cut: the bar shrinks first (down to 3 cells), and when a label still
/// doesn't fit beside it, every row of the table puts its label on a line of its own (wrapped,
/// never cut), with the bar and numbers indented under it. One rule for the whole table, so no
/// two labels are shortened two ways.
struct TallyTable {
    typealias Row = (label: String, tally: HistoryStats.Tally)

    /// The narrowest bar drawn.
    static let minimumBar = 3
    static let indent = "  "

    let gap: Int
    let ascii: Bool
    let columns: Int
    /// Whether each label has a line of its own.
    let stacked: Bool
    let labelWidth: Int
    let barWidth: Int
    /// The words of the share right and the counts.
    let say: StatsText

    init(rows: [Row], columns: Int, gap: Int, barWidth: Int, ascii: Bool, say: StatsText) {
        self.say = say
        self.gap = gap
        self.ascii = ascii
        self.columns = columns
        let numbers = rows.map { ScreenBuffer.displayWidth(ofText: say.numbers($0.tally)) }.max() ?? 0
        let widest = rows.map { ScreenBuffer.displayWidth(ofText: $0.label) }.max() ?? 0
        // Columns left for the label, the bar and the gap after each.
        let room = columns - Self.indent.count - numbers
        let bar = min(barWidth, room - widest - 2 * gap)
        if barWidth == 0 ? widest + gap <= room : bar >= Self.minimumBar {
            stacked = false
            labelWidth = widest
            self.barWidth = max(0, bar)
        } else {
            stacked = true
            labelWidth = 0
            self.barWidth = max(0, min(barWidth, room - 2 * gap))
        }
    }

    /// One row's line, or two (or more) when labels stand on their own lines.
    func lines(_ row: Row) -> [String] {
        let gapText = String(repeating: " ", count: gap)
        var bar = ""
        if barWidth > 0 {
            let filled = ((row.tally.accuracy ?? 0) * barWidth + 50) / 100
            bar =
                String(repeating: ascii ? "#" : "█", count: filled)
                + String(repeating: ascii ? "." : "░", count: barWidth - filled) + gapText
        }
        guard stacked else {
            let padding = String(
                repeating: " ", count: max(0, labelWidth - ScreenBuffer.displayWidth(ofText: row.label)))
            return [Self.indent + row.label + padding + gapText + bar + say.numbers(row.tally)]
        }
        let label = TextLayout.wrap(row.label, width: max(1, columns - Self.indent.count)).map { Self.indent + $0 }
        return label + [Self.indent + "  " + bar + say.numbers(row.tally)]
    }

    /// `text` on the lines under `row`'s, starting where its bar does, or, where that leaves
    /// too little room, where a stacked row's bar does (wrapped, never cut).
    func under(_ row: Row, _ text: String) -> [String] {
        let start =
            stacked
            ? Self.indent.count + 2
            : Self.indent.count + max(labelWidth, ScreenBuffer.displayWidth(ofText: row.label)) + gap
        let column = start + ScreenBuffer.displayWidth(ofText: text) <= columns ? start : Self.indent.count + 2
        let indent = String(repeating: " ", count: column)
        return TextLayout.wrap(text, width: max(1, columns - column)).map { indent + $0 }
    }

}

extension StatsText {
    /// " 70%  (7 of 10)": the share right on 4 columns (5 in French, whose sign has a space
    /// before it), then the counts.
    func numbers(_ tally: HistoryStats.Tally) -> String {
        let percent = percent(tally.accuracy ?? 0)
        let column = words.language == .french ? 5 : 4
        return String(repeating: " ", count: max(0, column - percent.count)) + percent
            + "  " + rowCounts(right: tally.right, of: tally.answered)
    }
}

/// A mode's part of the stats, in the text (`--stats`, the stats panel) and in `--stats --json`:
/// each mode with stats of its own conforms (in its StatsReport+Mode.swift), with no defaults,
/// and `StatsReport.modes` lists them.
protocol ModeStatsPart: Sendable {
    /// Its rows among the summary's, after the best combo; none before any game of it.
    func summaryRows(_ report: StatsReport) -> [String]
    /// Its section, after a blank line, before the categories; nothing before any game of it.
    func section(_ report: StatsReport) -> [String]
    /// Its section when no answer is counted in the tallies, for games kept apart from them (a
    /// duel's), after a blank line; nothing otherwise.
    func apart(_ report: StatsReport) -> [String]
    /// The best score's row when no finished game keeps a best and this mode's games are why
    /// (practice's, blitzes only); nil to leave it to the others (then daily challenges only, or
    /// no game finished).
    func noBest(_ report: StatsReport) -> String?
    /// Its section's heading, which the stats panel shows stronger; nil for none.
    func heading(_ say: StatsText) -> String?
    /// Its key in `--stats --json`, and its value there (every key always there).
    var jsonKey: String { get }
    func json(_ stats: HistoryStats, today: Int, poolQuestions: StatsReport.PoolQuestions?) -> any Encodable
}
