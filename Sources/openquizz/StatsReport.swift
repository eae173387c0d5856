import Foundation
import Quiz
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

    /// The report as lines of at most `columns` columns (but for numbers too long for any line).
    ///
    /// A game counts as played once it is finished: games left unfinished are said apart.
    func text() -> [String] {
        var lines = ["OpenQuizz stats", ""]
        guard stats.overall.answered > 0 else {
            let empty =
                isPrintout
                ? "No answers yet: play a game (openquizz), and --stats will count its answers."
                : "No answers yet: play a game, and its answers are counted here."
            return lines + [empty]
        }
        let overall = stats.overall
        lines.append(gamesPlayedRow())
        lines.append(row(isNarrow ? "Answered" : "Questions answered", "\(overall.answered)"))
        lines.append(row("Accuracy", "\(overall.accuracy ?? 0)% (\(overall.right) right)"))
        lines.append(row("Best score", stats.best.map { "\($0.right) / \($0.of)" } ?? "no game finished yet"))
        lines.append(
            row(
                isNarrow ? "Streak 7/10+" : "Streak at 7/10 or better",
                "\(stats.currentStreak) now, \(stats.bestStreak) at best"))
        if stats.hasGeneratedAnswers {
            lines.append(row(isNarrow ? "Best combo" : "Best combo (Is it prime?)", "\(stats.bestCombo) in a row"))
        }
        let categories = stats.byCategory.keys.sorted().compactMap { name in
            stats.byCategory[name].map { (label: name, tally: $0) }
        }
        let difficulties = [Difficulty.easy, .medium, .hard].compactMap { difficulty in
            stats.byDifficulty[difficulty].map { (label: difficulty.rawValue, tally: $0) }
        }
        // The two lists side by side line up; a list whose labels don't fit stands alone.
        let both = table(categories + difficulties)
        let (byCategory, byDifficulty) =
            both.stacked ? (table(categories), table(difficulties)) : (both, both)
        lines += ["", "By category"] + categories.flatMap(byCategory.lines)
        lines += ["", "By difficulty"] + difficulties.flatMap(byDifficulty.lines)
        return lines
    }

    /// The report as one JSON object (sorted keys, stable for scripts).
    func json() throws -> String {
        struct Tally: Encodable {
            var answered: Int
            var right: Int
            var accuracy: Int?
        }
        struct Score: Encodable {
            var right: Int
            var of: Int
        }
        struct Report: Encodable {
            var gamesPlayed: Int
            var gamesFinished: Int
            var questionsAnswered: Int
            var right: Int
            var accuracy: Int?
            var best: Score?
            var bestStreak: Int
            var currentStreak: Int
            var bestCombo: Int
            var byCategory: [String: Tally]
            var byDifficulty: [String: Tally]

            enum CodingKeys: String, CodingKey {
                case gamesPlayed, gamesFinished, questionsAnswered, right, accuracy, best, bestStreak, currentStreak
                case bestCombo, byCategory, byDifficulty
            }

            /// Every key, null where there is no value yet: the same shape with no answers.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(gamesPlayed, forKey: .gamesPlayed)
                try container.encode(gamesFinished, forKey: .gamesFinished)
                try container.encode(questionsAnswered, forKey: .questionsAnswered)
                try container.encode(right, forKey: .right)
                try container.encode(accuracy, forKey: .accuracy)
                try container.encode(best, forKey: .best)
                try container.encode(bestStreak, forKey: .bestStreak)
                try container.encode(currentStreak, forKey: .currentStreak)
                try container.encode(bestCombo, forKey: .bestCombo)
                try container.encode(byCategory, forKey: .byCategory)
                try container.encode(byDifficulty, forKey: .byDifficulty)
            }
        }
        func tally(_ value: HistoryStats.Tally) -> Tally {
            Tally(answered: value.answered, right: value.right, accuracy: value.accuracy)
        }
        let report = Report(
            gamesPlayed: stats.gamesPlayed, gamesFinished: stats.gamesFinished,
            questionsAnswered: stats.overall.answered, right: stats.overall.right, accuracy: stats.overall.accuracy,
            best: stats.best.map { Score(right: $0.right, of: $0.of) }, bestStreak: stats.bestStreak,
            currentStreak: stats.currentStreak, bestCombo: stats.bestCombo,
            byCategory: stats.byCategory.mapValues(tally),
            byDifficulty: Dictionary(
                uniqueKeysWithValues: stats.byDifficulty.map { ($0.key.rawValue, tally($0.value)) })
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// "Games played  2 (and 1 unfinished)": a game counts as played once finished; the games
    /// left unfinished are said apart, more briefly where the line would be too long.
    private func gamesPlayedRow() -> String {
        let finished = "\(stats.gamesFinished)"
        let unfinished = stats.gamesPlayed - stats.gamesFinished
        guard unfinished > 0 else { return row("Games played", finished) }
        let forms = ["\(finished) (and \(unfinished) unfinished)", "\(finished) (+\(unfinished) unfinished)"]
        let rows = forms.map { row("Games played", $0) }
        return rows.first { $0.count <= columns } ?? rows[rows.count - 1]
    }

    private func table(_ rows: [TallyTable.Row]) -> TallyTable {
        TallyTable(
            rows: rows, columns: columns, gap: isNarrow ? 1 : 2,
            barWidth: bars ? (isNarrow ? Self.barWidth / 2 : Self.barWidth) : 0, ascii: ascii)
    }

    private func row(_ label: String, _ value: String) -> String {
        label.padding(toLength: isNarrow ? 14 : 26, withPad: " ", startingAt: 0) + value
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

    init(rows: [Row], columns: Int, gap: Int, barWidth: Int, ascii: Bool) {
        self.gap = gap
        self.ascii = ascii
        self.columns = columns
        let numbers = rows.map { ScreenBuffer.displayWidth(ofText: Self.numbers($0.tally)) }.max() ?? 0
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
            return [Self.indent + row.label + padding + gapText + bar + Self.numbers(row.tally)]
        }
        let label = TextLayout.wrap(row.label, width: max(1, columns - Self.indent.count)).map { Self.indent + $0 }
        return label + [Self.indent + "  " + bar + Self.numbers(row.tally)]
    }

    /// " 70%  (7 of 10)": the share right on 4 columns, then the counts.
    static func numbers(_ tally: HistoryStats.Tally) -> String {
        let percent = "\(tally.accuracy ?? 0)%"
        return String(repeating: " ", count: max(0, 4 - percent.count)) + percent
            + "  (\(tally.right) of \(tally.answered))"
    }
}
