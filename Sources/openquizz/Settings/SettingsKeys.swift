import Foundation
import QuizCore

/// The settings file's keys and values: each setting as the file writes it and reads it back.
extension Settings {
    /// A key of the settings file, as written there.
    enum Key: String, CaseIterable, Sendable {
        case source, category, difficulty, amount, mode, lang, color, motion, explanations, mouse, player1, player2
    }

    /// What a key takes, for the notice that says a value was not it.
    enum Expected: Equatable, Sendable {
        /// A whole number in the range.
        case number(ClosedRange<Int>)
        /// One of these words.
        case oneOf([String])
        /// `opentdb`, `shipped` or `deck:NAME`.
        case source
        /// `any` or a category the Open Trivia DB has (an id or a part of a name).
        case category
        /// A player's name: any text (printable, cut to `Settings.nameLength`).
        case name
    }

    static func expected(_ key: Key) -> Expected {
        switch key {
        case .source: .source
        case .category: .category
        case .difficulty: .oneOf(["any"] + Difficulty.allCases.map(\.rawValue))
        case .amount: .number(Options.amountRange)
        case .mode: .oneOf(Options.Mode.allCases.map(\.rawValue))
        case .lang: .oneOf(["auto"] + Language.allCases.map(\.rawValue))
        case .color, .explanations, .mouse: .oneOf(["on", "off"])
        case .motion: .oneOf(["full", "reduced"])
        case .player1, .player2: .name
        }
    }

    /// The value of `key` as the file writes it.
    func written(_ key: Key) -> String {
        switch key {
        case .source:
            switch source {
            case .openTriviaDB: "opentdb"
            case .shipped: "shipped"
            case .deck(let name): "deck:" + name
            }
        case .category: category ?? "any"
        case .difficulty: difficulty?.rawValue ?? "any"
        case .amount: String(amount)
        case .mode: mode.rawValue
        case .lang: language?.rawValue ?? "auto"
        case .color: color ? "on" : "off"
        case .motion: reducedMotion ? "reduced" : "full"
        case .explanations: explanations ? "on" : "off"
        case .mouse: mouse ? "on" : "off"
        case .player1: player1
        case .player2: player2
        }
    }

    /// Reads `text` as the value of `key` (words in any case); false, and nothing changed, when
    /// the key doesn't take it.
    ///
    /// A category is checked against the Open Trivia DB's unless the source is a deck, whose
    /// categories are known once it is read: read the source first.
    mutating func read(_ key: Key, _ text: String) -> Bool {
        let word = text.lowercased()
        func onOff(_ set: (inout Settings, Bool) -> Void) -> Bool {
            guard word == "on" || word == "off" else { return false }
            set(&self, word == "on")
            return true
        }
        switch key {
        case .source:
            if word == "opentdb" {
                source = .openTriviaDB
            } else if word == "shipped" {
                source = .shipped
            } else if word.hasPrefix("deck:"), text.count > 5 {
                source = .deck(String(text.dropFirst(5)).trimmingCharacters(in: .whitespaces))
            } else {
                return false
            }
        case .category:
            if word == "any" {
                category = nil
            } else {
                if case .deck = source {
                } else {
                    guard (try? TriviaCategory.lookup(text)) != nil else { return false }
                }
                category = text
            }
        case .difficulty:
            guard word == "any" || Difficulty(rawValue: word) != nil else { return false }
            difficulty = Difficulty(rawValue: word)
        case .amount:
            guard let number = Int(text), Options.amountRange.contains(number) else { return false }
            amount = number
        case .mode:
            guard let chosen = Options.Mode(rawValue: word) else { return false }
            mode = chosen
        case .lang:
            guard word == "auto" || Language(flag: word) != nil else { return false }
            language = Language(flag: word)
        case .color: return onOff { $0.color = $1 }
        case .motion:
            guard word == "full" || word == "reduced" else { return false }
            reducedMotion = word == "reduced"
        case .explanations: return onOff { $0.explanations = $1 }
        case .mouse: return onOff { $0.mouse = $1 }
        case .player1: player1 = Self.name(text)
        case .player2: player2 = Self.name(text)
        }
        return true
    }

    /// The most characters a player's name keeps.
    static let nameLength = 20

    /// A name as typed: printable characters only, trimmed, at most `nameLength` of them.
    ///
    /// A key's escape sequence typed at the prompt (an arrow, to mend a typo: ESC [ D) goes whole,
    /// not only its ESC.
    static func name(_ text: String) -> String {
        String(uncutName(text).prefix(nameLength))
    }

    /// Whether `text`, as a name, is longer than `nameLength` characters (and `name` cuts it).
    static func isCut(name text: String) -> Bool {
        uncutName(text).count > nameLength
    }

    private static func uncutName(_ text: String) -> String {
        let keys = text.replacingOccurrences(
            of: "\u{1B}(\\[[0-9;?]*[ -/]*[@-~]|O[@-~]|[@-Z\\\\-_]?)", with: "", options: .regularExpression)
        return keys.removingControlCharacters.trimmingCharacters(in: .whitespaces)
    }
}
