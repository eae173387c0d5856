import Foundation

/// Entry points for the fuzz targets (`Sources/FuzzTargets`, run by `Scripts/fuzz.sh`): the pure
/// decoders behind every answer the game reads from the network and every file it reads from
/// disk, made public so that a release build with sanitizers can reach them without `@testable`
/// (which needs a debug build). Each one only forwards to the code the game runs. The game itself
/// never calls these.
public enum FuzzEntryPoints {
    /// The host named in `OpenTriviaDBError`s.
    public static let host = "fuzz.invalid"

    // MARK: - Open Trivia DB answers

    /// An `api.php` answer, as the client decodes it.
    public static func decodeQuestions(_ data: Data, encoding: FieldEncoding) -> Result<
        [Question], OpenTriviaDBError
    > {
        OpenTriviaDBClient.decodeQuestions(data, encoding: encoding, host: host)
    }

    /// An `api.php` answer's response code (nil when the JSON can't be read) and its questions.
    public static func decodeQuestionsAnswer(_ data: Data, encoding: FieldEncoding) -> (
        responseCode: Int?, result: Result<[Question], OpenTriviaDBError>
    ) {
        OpenTriviaDBClient.decodeQuestionsAnswer(data, encoding: encoding, host: host)
    }

    /// An `api_category.php` answer.
    public static func decodeCategories(_ data: Data) -> Result<[TriviaCategory], OpenTriviaDBError> {
        OpenTriviaDBClient.decodeCategories(data, host: host)
    }

    /// An `api_token.php?command=request` answer.
    public static func decodeToken(_ data: Data) -> Result<String, OpenTriviaDBError> {
        OpenTriviaDBClient.decodeToken(data, host: host)
    }

    /// An `api_token.php?command=reset` answer.
    public static func decodeTokenReset(_ data: Data) -> Bool {
        OpenTriviaDBClient.decodeTokenReset(data)
    }

    // MARK: - Text fields

    /// A string field as the client decodes it: once, then trimmed.
    public static func decodeField(_ text: String, encoding: FieldEncoding) -> String? {
        encoding.decode(text)
    }

    public static func decodeHTMLEntities(_ text: String) -> String {
        HTMLEntities.decode(text)
    }

    public static func decodePercentEncoding(_ text: String) -> String? {
        PercentDecoding.decode(text)
    }

    public static func decodeBase64Field(_ text: String) -> String? {
        Base64Field.decode(text)
    }

    // MARK: - The question cache file

    /// One cached question, as the cache file holds it.
    public struct CacheEntry: Equatable, Sendable {
        public var id: String
        public var title: String
        public var answer: Bool
        public var category: String
        public var difficulty: Difficulty
        public var seen: Bool
    }

    /// The entries of a cache file as written (duplicates included); nil when the cache would set
    /// the file aside.
    public static func decodeCacheFile(_ data: Data) -> [CacheEntry]? {
        QuestionCache.decodeFile(data)?.map(CacheEntry.init)
    }

    /// A cache file holding `entries`, as the cache writes it.
    public static func encodeCacheFile(_ entries: [CacheEntry]) throws -> Data {
        try QuestionCache.encodeFile(entries.map(QuestionCache.Entry.init))
    }

    /// The id the cache gives a question with this title.
    public static func cacheID(for title: String) -> String {
        QuestionCache.id(for: title)
    }

    // MARK: - The Open Trivia DB state file

    /// A state file's contents; nil when the store would set the file aside.
    public static func decodeStateFile(_ data: Data) -> OpenTriviaDBState? {
        OpenTriviaDBStateStore.decode(data)
    }

    /// A state file's contents, as the store writes them.
    public static func encodeStateFile(_ state: OpenTriviaDBState) throws -> Data {
        try OpenTriviaDBStateStore.encode(state)
    }
}

extension FuzzEntryPoints.CacheEntry {
    fileprivate init(_ entry: QuestionCache.Entry) {
        self.init(
            id: entry.id,
            title: entry.title,
            answer: entry.answer,
            category: entry.category,
            difficulty: entry.difficulty,
            seen: entry.seen
        )
    }
}

extension QuestionCache.Entry {
    fileprivate init(_ entry: FuzzEntryPoints.CacheEntry) {
        self.init(
            id: entry.id,
            title: entry.title,
            answer: entry.answer,
            category: entry.category,
            difficulty: entry.difficulty,
            seen: entry.seen
        )
    }
}
