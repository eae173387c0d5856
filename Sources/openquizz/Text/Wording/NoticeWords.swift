import QuizCore

/// The header's notice: where the questions came from, how the filter was widened, why a source
/// failed.
///
/// Each source has a full and a short form (`PlayerText.notice` keeps the fullest that
/// fits); the French ones say that the Open Trivia DB's questions are in English.
enum NoticeWords: Phrase {
    /// The Open Trivia DB's credit: "Open Trivia DB, CC BY-SA 4.0", then shorter.
    case credit, creditShort, creditShortest
    /// Another server's questions (`--api-url`), by its host: "Questions from HOST", "From HOST".
    case questionsFrom(String)
    case from(String)
    /// The cache of another server's questions.
    case cachedFrom(String, offline: Bool)
    case cachedQuestions(offline: Bool)
    /// The cache of the Open Trivia DB's questions, credited: full, then short.
    case cachedOpenTriviaDB(offline: Bool)
    case cachedOpenTriviaDBShort(offline: Bool)
    /// The cache's shortest credit, for 40 columns: "Cached OpenTDB, CC BY-SA".
    case cachedCreditShortest
    /// The questions shipped with the game.
    case bundledQuestions(offline: Bool)
    case bundled(offline: Bool)
    case offline
    /// The endless prime numbers.
    case primes(short: Bool)
    /// A deck played with no name to show.
    case yourDeck(short: Bool)
    /// The difficulty a deck is played at, among its filters: "hard" / "difficiles".
    case deckDifficulty(Difficulty)
    /// A deck's name after its label: "Deck: week-12".
    case deckNamed(String)
    /// A deck of Open Trivia DB questions: their credit, full then short.
    case deckCredit(short: Bool)
    /// The multiple-choice questions a deck's file held and the game skipped, then shorter.
    case skippedMultipleChoice(Int, short: Bool)
    /// The next game's questions are in: "Open Trivia DB ready: press N", then shorter.
    case ready(server: String)
    case openTriviaDBPressN, nextGamePressN
    /// Why, after "Offline": "opentdb.com unreachable", "libcurl.so.4 missing".
    case unreachable(host: String)
    case missing(library: String)
    /// Too few questions for the filter, and what was played instead.
    case tooFew(difficulty: Difficulty?, category: String?, instead: String)
    case anyDifficulty, anyCategory, anyQuestion
    /// Why a source gave nothing.
    case noQuestionsAvailable
    case stillLoading(server: String)
    case failure(OpenTriviaDBError, server: String)

    func english(_ words: Wording) -> String {
        switch self {
        case .credit: "Open Trivia DB, CC BY-SA 4.0"
        case .creditShort: "Open Trivia DB, CC BY-SA"
        case .creditShortest: "OpenTDB, CC BY-SA"
        case .questionsFrom(let server): "Questions from \(server)"
        case .from(let server): "From \(server)"
        case .cachedFrom(let server, let offline):
            (offline ? "Offline: cached" : "Cached") + " questions from \(server)"
        case .cachedQuestions(let offline): offline ? "Offline: cached questions" : "Cached questions"
        case .cachedOpenTriviaDB(let offline):
            (offline ? "Offline: cached" : "Cached") + " questions from the Open Trivia DB, CC BY-SA 4.0"
        case .cachedOpenTriviaDBShort(let offline):
            (offline ? "Offline: cached" : "Cached") + " Open Trivia DB questions, CC BY-SA"
        case .cachedCreditShortest: "Cached OpenTDB, CC BY-SA"
        case .bundledQuestions(let offline): offline ? "Offline: bundled questions" : "Bundled questions"
        case .bundled(let offline): offline ? "Offline: bundled" : "Bundled"
        case .offline: "Offline"
        case .primes(let short): short ? "Is it prime?" : "Is it prime? Endless, offline"
        case .yourDeck(let short): short ? "Deck" : "Your deck"
        case .deckDifficulty(let difficulty): difficulty.rawValue
        case .deckNamed(let name): "Deck: \(name)"
        case .deckCredit(let short): short ? "Open Trivia DB, CC BY-SA" : "from the Open Trivia DB, CC BY-SA 4.0"
        case .skippedMultipleChoice(let count, let short):
            short
                ? "\(words.number(count)) skipped"
                : words.count(count, one: "multiple-choice question", other: "multiple-choice questions") + " skipped"
        case .ready(let server): "\(server) ready: press N"
        case .openTriviaDBPressN: "Open Trivia DB: press N"
        case .nextGamePressN: "Next game ready: press N"
        case .unreachable(let host): "\(host) unreachable"
        case .missing(let library): "\(library) missing"
        case .tooFew(let difficulty, let category, let instead):
            if let category {
                "too few \([difficulty?.rawValue, category].compactMap { $0 }.joined(separator: " ")): \(instead)"
            } else {
                "too few \(difficulty?.rawValue ?? "such") questions: \(instead)"
            }
        case .anyDifficulty: "any difficulty"
        case .anyCategory: "any category"
        case .anyQuestion: "any question"
        case .noQuestionsAvailable: "no questions available"
        case .stillLoading(let server): "\(server) still loading"
        case .failure(let error, let server): Self.englishFailure(error, server: server)
        }
    }

    /// What went wrong with the Open Trivia DB.
    ///
    /// Only an unreachable server (or no libcurl to
    /// reach it with) is "Offline": every other failure reached it, and says what happened.
    private static func englishFailure(_ error: OpenTriviaDBError, server: String) -> String {
        switch error {
        case .unreachable(let host): "Offline: \(clean(host)) unreachable"
        case .networkLibraryMissing(let library): "Offline: \(clean(library)) missing"
        case .timedOut(let host, let seconds): "\(clean(host)) did not answer within \(seconds) s"
        case .secureConnectionFailed(let host): "secure connection to \(clean(host)) failed"
        case .httpStatus(let host, let status): "\(clean(host)) answered HTTP \(status)"
        case .malformedResponse(let host): "\(clean(host)) sent an answer we can't read"
        case .cutShort(let host): "\(clean(host))'s answer was cut short"
        case .tooLarge(let host): "\(clean(host)) sent an answer over 1 MiB"
        case .redirected(let host): "redirected away from \(clean(host))"
        case .unusableToken(let host): "\(clean(host)) sent an unusable token"
        case .notEnoughQuestions: "not enough questions for this choice"
        case .invalidParameter: "\(server) refused the request"
        case .tokenNotFound, .tokenEmpty: "\(server) refused our token"
        case .rateLimited(let host): "\(clean(host)) is busy (rate limit)"
        case .cancelled: "the request was cancelled"
        }
    }

    /// A host or a library's name, as the server or the system gave it: safe to show.
    static func clean(_ text: String) -> String {
        text.removingControlCharacters
    }
}
