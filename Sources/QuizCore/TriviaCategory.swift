import Foundation

/// An Open Trivia DB category: its id (9–32 on opentdb.com) and name.
public struct TriviaCategory: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

extension TriviaCategory {
    /// The Open Trivia DB's categories, as api_category.php lists them (used offline and to read
    /// `--category NAME`).
    public static let openTriviaDB: [TriviaCategory] = [
        TriviaCategory(id: 9, name: "General Knowledge"),
        TriviaCategory(id: 10, name: "Entertainment: Books"),
        TriviaCategory(id: 11, name: "Entertainment: Film"),
        TriviaCategory(id: 12, name: "Entertainment: Music"),
        TriviaCategory(id: 13, name: "Entertainment: Musicals & Theatres"),
        TriviaCategory(id: 14, name: "Entertainment: Television"),
        TriviaCategory(id: 15, name: "Entertainment: Video Games"),
        TriviaCategory(id: 16, name: "Entertainment: Board Games"),
        TriviaCategory(id: 17, name: "Science & Nature"),
        TriviaCategory(id: 18, name: "Science: Computers"),
        TriviaCategory(id: 19, name: "Science: Mathematics"),
        TriviaCategory(id: 20, name: "Mythology"),
        TriviaCategory(id: 21, name: "Sports"),
        TriviaCategory(id: 22, name: "Geography"),
        TriviaCategory(id: 23, name: "History"),
        TriviaCategory(id: 24, name: "Politics"),
        TriviaCategory(id: 25, name: "Art"),
        TriviaCategory(id: 26, name: "Celebrities"),
        TriviaCategory(id: 27, name: "Animals"),
        TriviaCategory(id: 28, name: "Vehicles"),
        TriviaCategory(id: 29, name: "Entertainment: Comics"),
        TriviaCategory(id: 30, name: "Science: Gadgets"),
        TriviaCategory(id: 31, name: "Entertainment: Japanese Anime & Manga"),
        TriviaCategory(id: 32, name: "Entertainment: Cartoon & Animations"),
    ]

    /// The ids `--category` accepts (9–32): a category a server lists outside them is dropped.
    public static let acceptedIDs: ClosedRange<Int> = {
        let ids = openTriviaDB.map(\.id)
        guard let lowest = ids.min(), let highest = ids.max() else { preconditionFailure("no bundled category") }
        return lowest...highest
    }()

    /// Why `--category` could not be read.
    public enum LookupError: Error, Equatable, Sendable {
        /// No category has this id or name.
        case unknown(String)
        /// Several categories have this in their names.
        case ambiguous(String, [String])
    }

    /// The category for an id ("17") or a name, whole, without its family ("music"), or a unique
    /// part of it, in any case and spacing ("science & nature", "computers", "science:computers").
    public static func lookup(_ text: String, in categories: [TriviaCategory] = openTriviaDB) throws(LookupError)
        -> TriviaCategory
    {
        let wanted = text.trimmingCharacters(in: .whitespaces)
        if let id = Int(wanted) {
            guard let category = categories.first(where: { $0.id == id }) else { throw .unknown(text) }
            return category
        }
        let key = lookupKey(wanted)
        guard !key.isEmpty else { throw .unknown(text) }
        if let exact = categories.first(where: { lookupKey($0.name) == key }) { return exact }
        // "music" is Entertainment: Music, though "Musicals & Theatres" holds it too.
        let shortExact = categories.filter { lookupKey(shortName(of: $0.name)) == key }
        if shortExact.count == 1 { return shortExact[0] }
        let partial = categories.filter { lookupKey($0.name).contains(key) }
        switch partial.count {
        case 0: throw .unknown(text)
        case 1: return partial[0]
        default: throw .ambiguous(text, partial.map(\.name))
        }
    }

    /// A name as `lookup` compares it: lowercased, without spaces.
    private static func lookupKey(_ name: String) -> String {
        String(name.lowercased().filter { !$0.isWhitespace })
    }

    /// A category's name without its family: "Entertainment: Japanese Anime & Manga" is
    /// "Japanese Anime & Manga", "Science: Computers" is "Computers".
    public static func shortName(of name: String) -> String {
        guard let colon = name.range(of: ": ") else { return name }
        let rest = name[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? name : rest
    }
}
