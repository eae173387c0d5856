import Foundation
import Quiz

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

    /// The report as lines of at most 80 columns (36 when narrow, but for long numbers).
    func text() -> [String] {
        var lines = ["OpenQuizz stats", ""]
        guard stats.overall.answered > 0 else {
            return lines + ["No answers yet: play a game, and they are kept here."]
        }
        let overall = stats.overall
        lines.append(row("Games played", "\(stats.gamesPlayed) (\(stats.gamesFinished) to the end)"))
        lines.append(row(isNarrow ? "Answered" : "Questions answered", "\(overall.answered)"))
        lines.append(row("Accuracy", "\(overall.accuracy ?? 0) % (\(overall.right) right)"))
        lines.append(row("Best score", stats.best.map { "\($0.right) / \($0.of)" } ?? "no game finished yet"))
        lines.append(
            row(
                isNarrow ? "Streak 7/10+" : "Streak of 7 / 10 or more",
                "\(stats.currentStreak) now, \(stats.bestStreak) at best"))
        if stats.hasGeneratedAnswers {
            lines.append(row(isNarrow ? "Best combo" : "Best combo (Is it prime?)", "\(stats.bestCombo) in a row"))
        }
        lines += ["", "By category"]
        let names = stats.byCategory.keys.sorted()
        // Wide enough for every name, difficulties included ("medium"), at most 36 columns.
        let nameWidth = min(isNarrow ? 12 : 36, (names + Difficulty.allCases.map(\.rawValue)).map(\.count).max() ?? 0)
        for name in names {
            guard let tally = stats.byCategory[name] else { continue }
            lines.append(tallyLine(shortName(name, width: nameWidth), width: nameWidth, tally))
        }
        lines += ["", "By difficulty"]
        for difficulty in [Difficulty.easy, .medium, .hard] {
            guard let tally = stats.byDifficulty[difficulty] else { continue }
            lines.append(tallyLine(difficulty.rawValue, width: nameWidth, tally))
        }
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

    /// A category's name in `width` characters: narrow, "Entertainment: Books" is "Books" (so
    /// that two such categories never read alike), and a name cut short ends with an ellipsis.
    private func shortName(_ name: String, width: Int) -> String {
        var name = name
        if isNarrow, let colon = name.range(of: ": ") { name = String(name[colon.upperBound...]) }
        guard name.count > width else { return name }
        return String(name.prefix(max(0, width - 1))) + (ascii ? "." : "…")
    }

    private func row(_ label: String, _ value: String) -> String {
        label.padding(toLength: isNarrow ? 14 : 26, withPad: " ", startingAt: 0) + value
    }

    /// One category's or difficulty's line, such as "  Mythology   ███████░░░  70 %  (7 of 10)".
    private func tallyLine(_ name: String, width: Int, _ tally: HistoryStats.Tally) -> String {
        let accuracy = tally.accuracy ?? 0
        let barWidth = isNarrow ? Self.barWidth / 2 : Self.barWidth
        let filled = (accuracy * barWidth + 50) / 100
        let bar =
            String(repeating: ascii ? "#" : "█", count: filled)
            + String(repeating: ascii ? "." : "░", count: barWidth - filled)
        let percent = String(accuracy).leftPadded(to: 3)
        let gap = isNarrow ? " " : "  "
        return "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + gap + (bars ? bar + gap : "")
            + "\(percent) %"
            + "  (\(tally.right) of \(tally.answered))"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
