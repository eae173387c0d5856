import Foundation

/// One true/false question.
public struct Question: Hashable, Sendable {
    /// Who the question is, whatever its source: computed once from the title (see `id(for:)`),
    /// and the key the question cache and the played questions' file store it under.
    public private(set) var id: String
    /// The statement the player judges, as shown on the card.
    public var title: String {
        didSet { id = Self.id(for: title) }
    }
    /// Whether the statement is true.
    public var answer: Bool
    /// The Open Trivia DB category name, for example "Science & Nature".
    public var category: String
    public var difficulty: Difficulty
    /// One sentence stating the fact behind the answer; bundled questions only.
    public var explanation: String?
    public var origin: QuestionOrigin
    /// The deck's name, for a question from a deck (`origin == .deck`); nil otherwise.
    public var deck: String?
    /// The file a `--questions` deck was read from (an absolute path); nil for a kept deck.
    ///
    /// With `deck`, who the deck is in the history: a file never counts as a kept deck of the
    /// same name. nil for any other question too.
    public var deckFile: String?
    /// A deck question whose file names no category: `category` is the deck's name, shown as the
    /// deck's, never chosen by `--category` nor counted under "By category".
    public var categoryUnstated = false
    /// A deck question whose file gives no difficulty: `difficulty` is `medium` only because it
    /// must be something; never chosen by `--difficulty` nor counted under "By difficulty".
    public var difficultyUnstated = false

    public init(
        title: String,
        answer: Bool,
        category: String,
        difficulty: Difficulty,
        explanation: String? = nil,
        origin: QuestionOrigin = .bundled,
        deck: String? = nil
    ) {
        self.id = Self.id(for: title)
        self.title = title
        self.answer = answer
        self.category = category
        self.difficulty = difficulty
        self.explanation = explanation
        self.origin = origin
        self.deck = deck
    }

    /// A deck's question, made whole at once (a copy of it to set the rest was a retain and a
    /// release of each of its strings); `key` is `key(for: title)`.
    package init(
        deckQuestion title: String, key: UInt64, answer: Bool, category: String, difficulty: Difficulty,
        explanation: String?, deck: String, deckFile: String?, categoryUnstated: Bool, difficultyUnstated: Bool
    ) {
        self.id = Self.hexadecimal(key)
        self.title = title
        self.answer = answer
        self.category = category
        self.difficulty = difficulty
        self.explanation = explanation
        self.origin = .deck
        self.deck = deck
        self.deckFile = deckFile
        self.categoryUnstated = categoryUnstated
        self.difficultyUnstated = difficultyUnstated
    }
}

extension Question {
    /// This question worded in another language: its statement and explanation replaced, its
    /// id (which names the question in every language), answer, category and difficulty kept.
    package func worded(title: String, explanation: String?) -> Question {
        var copy = self
        copy.title = title
        copy.id = id
        copy.explanation = explanation
        return copy
    }

    /// The id of a question titled `title`: a 64-bit FNV-1a hash, in hexadecimal, of its letters
    /// and digits in lower case, so that case, spaces and punctuation don't make a new question.
    ///
    /// Files written by earlier versions key on it (the cache, the played questions): it must not
    /// change.
    package static func id(for title: String) -> String {
        hexadecimal(key(for: title))
    }

    /// `key` as `String(key, radix: 16)` writes it (lower case, no leading zero), without its
    /// generic digits: a 100,000-question deck makes as many ids when it is read.
    static func hexadecimal(_ key: UInt64) -> String {
        let digits = max(1, (67 - key.leadingZeroBitCount) / 4)
        return String(unsafeUninitializedCapacity: digits) { buffer in
            for index in 0..<digits {
                let nibble = UInt8(truncatingIfNeeded: key >> (4 * (digits - 1 - index))) & 0xF
                buffer[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return digits
        }
    }

    /// The 64 bits of `id(for: title)`, as a number.
    package static func key(for title: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        // ASCII (most titles) byte by byte: the same letters and digits, lowered, the same hash,
        // without a Unicode property lookup each (a 100,000-question deck starts in time).
        let ascii: UInt64? =
            title.utf8.withContiguousStorageIfAvailable { bytes in
                // One pass, and no branch on which bytes count (spaces and punctuation between
                // words were mispredicted): each byte's step is taken or not by a select.
                var ascii = hash
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
                    let counts = lowered &- 0x61 < 26 || lowered &- 0x30 < 10
                    let next = (ascii ^ UInt64(lowered)) &* 0x100_0000_01B3
                    ascii = counts ? next : ascii
                }
                return ascii
            } ?? nil
        if let ascii { return ascii }
        for scalar in title.lowercased().unicodeScalars
        where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            UTF8.encode(scalar) { byte in
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01B3
            }
        }
        return hash
    }
}
