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
        lines.append(row("Best score", best))
        lines.append(
            row(
                isNarrow ? "Streak 7/10+" : "Streak of 7 / 10 or more",
                "\(stats.currentStreak) now, \(stats.bestStreak) at best"))
        if stats.hasGeneratedAnswers {
            lines.append(row(isNarrow ? "Best combo" : "Best combo (Is it prime?)", "\(stats.bestCombo) in a row"))
        }
        lines += ["", "By category"]
        let (top, other) = stats.topCategories(Self.categoriesShown)
        // Names as a terminal shows them on one line: no newline, tab or escape to break the bars.
        var named = top.map { (name: $0.name.removingControlCharacters, tally: $0.tally) }
        if let other { named.append(("Other categories", other)) }
        // Wide enough for every name, difficulties included ("medium"), at most 36 columns.
        let nameWidth = min(
            isNarrow ? 12 : 36, (named.map(\.name) + Difficulty.allCases.map(\.rawValue)).map(\.count).max() ?? 0)
        for (name, tally) in named {
            lines.append(tallyLine(shortName(name, width: nameWidth), width: nameWidth, tally))
        }
        lines += ["", "By difficulty"]
        for difficulty in [Difficulty.easy, .medium, .hard] {
            guard let tally = stats.byDifficulty[difficulty] else { continue }
            lines.append(tallyLine(difficulty.rawValue, width: nameWidth, tally))
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
        guard let score = stats.best, let kind = stats.latestKind else { return "no game finished yet" }
        let fraction = "\(score.right) / \(score.of)"
        return stats.byKind.count > 1 ? "\(fraction) (\(Self.describe(kind)))" : fraction
    }

    /// A kind of game in a few words: "Open Trivia DB, Mythology, hard".
    static func describe(_ kind: HistoryStats.GameKind) -> String {
        let source =
            switch kind.source {
            case .openTriviaDB: "Open Trivia DB"
            case .bundled: "shipped questions"
            case .generated: "Is it prime?"
            case .mixed: "mixed sources"
            }
        return ([source, kind.category?.removingControlCharacters, kind.difficulty?.rawValue] as [String?])
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// Why `--stats` can't say anything: the history file is there, but can't be read.
    static func unreadable(_ problem: StorageProblem) -> String {
        "can't read your history, \(problem.path): \(problem.reason)"
    }

    /// The report as one JSON object (sorted keys, stable for scripts), names as the file holds
    /// them; with `asciiOnly` (a locale that isn't UTF-8), every character past ASCII is written
    /// as a `\\u` escape, which any JSON reader turns back into it: the text is ASCII and still
    /// the same JSON. (Characters a terminal would act on are escaped either way.)
    func json(asciiOnly: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(JSONStatsReport(stats)), as: UTF8.self)
        return Self.escaping(text, asciiOnly: asciiOnly)
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
