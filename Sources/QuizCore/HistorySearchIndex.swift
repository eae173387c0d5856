import Foundation

/// Which answers a history search keeps.
public enum VerdictFilter: CaseIterable, Hashable, Sendable {
    case all, wrong, right

    /// The next one, for a key that cycles through them.
    public var next: VerdictFilter {
        switch self {
        case .all: .wrong
        case .wrong: .right
        case .right: .all
        }
    }
}

/// The answers' statements, categories and decks, folded for search, in one block of bytes.
///
/// Folding drops case and accents ("Éclair" finds "eclair" and "ECLAIR"). A query matches an
/// answer when each of its words appears in the statement, the category or the deck's name, in any order. 100,000
/// answers are searched in a few milliseconds (`memmem` over one buffer).
public struct HistorySearchIndex: Sendable {
    /// Each answer's folded text, followed by a 0 byte (a query never contains one).
    private var text: [UInt8] = []
    /// Where each answer's text starts in `text`.
    private var starts: [Int] = []
    private var rightAnswers: [Bool] = []

    public init() {}

    public init(_ records: some Sequence<AnswerRecord>) {
        for record in records { add(record) }
    }

    /// How many answers it holds.
    public var count: Int { starts.count }

    public mutating func add(_ record: AnswerRecord) {
        starts.append(text.count)
        text += Self.fold(record.statement)
        text.append(UInt8(ascii: " "))
        text += Self.fold(record.category)
        if let deck = record.deck {
            text.append(UInt8(ascii: " "))
            text += Self.fold(deck)
        }
        // A daily challenge's answer is found as its line marks it: "daily", "daily 26", "#26".
        if let daily = record.daily { text += Array(" daily #\(daily)".utf8) }
        text.append(0)
        rightAnswers.append(record.isRight)
    }

    /// The answers that match `query` and `verdicts`, by their place in the order they were
    /// added, newest first.
    public func matches(_ query: String, verdicts: VerdictFilter = .all) -> [Int] {
        let words = Self.fold(query).split(separator: UInt8(ascii: " ")).map(Array.init).sorted { $0.count > $1.count }
        let keeps: (Int) -> Bool =
            switch verdicts {
            case .all: { _ in true }
            case .wrong: { !rightAnswers[$0] }
            case .right: { rightAnswers[$0] }
            }
        guard let longest = words.first else { return starts.indices.reversed().filter(keeps) }
        var found: [Int] = []
        text.withUnsafeBytes { bytes in
            var position = 0
            while position < bytes.count,
                let offset = Self.find(longest, in: UnsafeRawBufferPointer(rebasing: bytes[position...])).map({
                    $0 + position
                })
            {
                let answer = answerIndex(at: offset)
                let end = answer + 1 < starts.count ? starts[answer + 1] : bytes.count
                let record = UnsafeRawBufferPointer(rebasing: bytes[starts[answer]..<end])
                if keeps(answer), words.dropFirst().allSatisfy({ Self.contains(record, $0) }) {
                    found.append(answer)
                }
                position = end
            }
        }
        return found.reversed()
    }

    /// Text as the index keeps it: lower case, without accents, runs of spaces as one space.
    public static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte == 0 ? 32 : byte)
            }
        } else {
            let folded = text.folding(
                options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
            )
            .lowercased()
            for byte in folded.utf8 { bytes.append(byte == 0 ? 32 : byte) }
        }
        return bytes
    }

    // MARK: - Private

    /// The answer whose text holds byte `offset`.
    private func answerIndex(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }

    private static func contains(_ record: UnsafeRawBufferPointer, _ word: [UInt8]) -> Bool {
        find(word, in: record) != nil
    }

    /// Where `needle` first occurs in `haystack`: `memchr` finds its first byte, `memcmp` the rest.
    private static func find(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let base = haystack.baseAddress, let first = needle.first, needle.count <= haystack.count else {
            return nil
        }
        return needle.withUnsafeBytes { word -> Int? in
            guard let wordStart = word.baseAddress else { return nil }
            let last = haystack.count - needle.count
            var position = 0
            while position <= last, let hit = memchr(base + position, Int32(first), last - position + 1) {
                let offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + offset, wordStart, needle.count) == 0 { return offset }
                position = offset + 1
            }
            return nil
        }
    }
}
