import Foundation
import QuizCore

/// The cache file's format, pure functions of its bytes: version 2 rows (version 1 entries are
/// still read), and the journal replayed on what the file holds.
extension QuestionCache {
    /// The entries of a cache file as written, duplicates included; nil when the file isn't a
    /// version 1 or 2 cache file, or holds more than `maximumEntriesRead` entries.
    package static func decodeFile(_ data: Data) -> [Entry]? {
        (try? JSONDecoder().decode(CacheFile.self, from: data))?.entries
    }

    /// A version 2 cache file holding `entries`.
    package static func encodeFile(_ entries: [Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(CacheFile(entries: entries))
    }

    /// A version 1 cache file (one object an entry), as earlier versions of the game wrote.
    static func encodeVersion1File(_ entries: [Entry]) throws -> Data {
        struct Version1: Encodable {
            var version = 1
            var entries: [Entry]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(Version1(entries: entries))
    }

    /// The questions a cache file holds, as the game keeps them: each once, none without words,
    /// at most `capacity`; nil when the file isn't a cache file.
    static func entries(inFile data: Data) -> [Entry]? {
        // An entry without words (hand-edited, or from an older writer) would be a blank card.
        decodeFile(data).map { replay($0, played: [], on: []) }
    }
}

/// A cache file, version 2: one row a question.
///
/// `{"version": 2, "entries": [[id, title, answer, category, difficulty, seen], ...]}`. Rows
/// decode about three times faster than objects, which the first game waits for when the Open
/// Trivia DB can't be reached. Version 1 files (one object an entry) are still read.
private struct CacheFile: Codable {
    static let version = 2

    var entries: [QuestionCache.Entry]

    enum CodingKeys: String, CodingKey {
        case version, entries
    }

    /// Why a file is not read.
    enum Refusal: Error {
        /// More entries than the game ever keeps: not a file it wrote.
        case tooManyEntries
    }

    init(entries: [QuestionCache.Entry]) {
        self.entries = entries
    }

    /// Reads versions 1 and 2; refuses a file with more than `maximumEntriesRead` entries
    /// after reading no more than that.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == 1 || version == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "unknown version \(version)")
        }
        var list = try container.nestedUnkeyedContainer(forKey: .entries)
        entries = []
        while !list.isAtEnd {
            guard entries.count < QuestionCache.maximumEntriesRead else { throw Refusal.tooManyEntries }
            entries.append(
                version == 1 ? try list.decode(QuestionCache.Entry.self) : try list.decode(CacheRow.self).entry)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(entries.map(CacheRow.init), forKey: .entries)
    }
}

/// One entry as a version 2 file holds it: an array of its six fields.
private struct CacheRow: Codable {
    var entry: QuestionCache.Entry

    init(_ entry: QuestionCache.Entry) {
        self.entry = entry
    }

    init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        entry = QuestionCache.Entry(
            id: try fields.decode(String.self),
            title: try fields.decode(String.self),
            answer: try fields.decode(Bool.self),
            category: try fields.decode(String.self),
            difficulty: try fields.decode(Difficulty.self),
            seen: try fields.decode(Bool.self)
        )
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(entry.id)
        try fields.encode(entry.title)
        try fields.encode(entry.answer)
        try fields.encode(entry.category)
        try fields.encode(entry.difficulty)
        try fields.encode(entry.seen)
    }
}
