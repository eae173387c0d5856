import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What to ask the Open Trivia DB for.
public struct TriviaQuery: Equatable, Sendable {
    public var amount: Int
    public var category: Int?
    public var difficulty: Difficulty?

    public init(amount: Int, category: Int? = nil, difficulty: Difficulty? = nil) {
        self.amount = amount
        self.category = category
        self.difficulty = difficulty
    }
}

/// Where a request stands, for the loading card.
public enum LoadProgress: Equatable, Sendable {
    /// Held back by the 5-second rate limit until `until` (the scheduler's clock).
    case waiting(until: Double)
    /// Sent, waiting for the answer.
    case requesting
}

/// A client for the Open Trivia DB (or any compatible server) over URLSession.
///
/// - Requests are at least `minimumSpacing` (5 s) apart, token, categories and questions alike,
///   across runs too; a rate-limited answer (code 5 or HTTP 429) is waited out and retried.
/// - Every request has a deadline (10 s from sending to the last byte) and a 1 MiB answer limit,
///   and follows no redirect away from the configured host (`OpenTriviaDBTransport`). A whole
///   question fetch, token repair included, gets the same 10 s from its first request: what can't
///   be done within them fails at once, and the game falls back.
/// - A session token keeps questions from repeating: it is kept on disk with its last use,
///   renewed after 6 hours, replaced on code 3 and reset on code 4 — within the fetch when the
///   deadline allows it, or else at the start of the next one. A token longer than 128 characters
///   or not made of letters and digits is refused and never saved.
/// - Every failure becomes an `OpenTriviaDBError` with a one-line message; nothing traps.
///
/// Operations run one at a time, in the order they were asked for; completions run on a
/// background queue.
public final class OpenTriviaDBClient: @unchecked Sendable {
    // @unchecked: mutable state is touched only on `queue`.

    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Seconds from sending a request to its last byte; also the budget of a whole question
        /// fetch, from its first request.
        public var deadline: Double
        /// Seconds between two requests.
        public var minimumSpacing: Double
        /// Seconds of inactivity after which a token is considered expired.
        public var tokenLifetime: Double
        /// How many times a rate-limited request is retried (within the deadline) before giving up.
        public var rateLimitRetries: Int
        public var encoding: FieldEncoding

        public init(
            baseURL: URL,
            deadline: Double = 10,
            minimumSpacing: Double = 5,
            tokenLifetime: Double = 6 * 3600,
            rateLimitRetries: Int = 3,
            encoding: FieldEncoding = .url3986
        ) {
            self.baseURL = baseURL
            self.deadline = deadline
            self.minimumSpacing = minimumSpacing
            self.tokenLifetime = tokenLifetime
            self.rateLimitRetries = rateLimitRetries
            self.encoding = encoding
        }

        public static let defaultBaseURL = URL(string: "https://opentdb.com")!
    }

    public let configuration: Configuration
    private let session: URLSession
    private let transport: OpenTriviaDBTransport
    private let scheduler: any Scheduler
    private let stateStore: OpenTriviaDBStateStore?
    private let wallClock: @Sendable () -> Date
    private let queue = DispatchQueue(label: "openquizz.opentdb")

    // State, on `queue` only.
    private var state: OpenTriviaDBState
    private var nextAllowedRequest: Double
    /// Code 4 was answered: the token must be reset before it is used again.
    private var tokenNeedsReset = false
    private var operations: [@Sendable (@escaping @Sendable () -> Void) -> Void] = []
    private var isBusy = false
    /// The first problem saving the state file, for the player to see once.
    private let firstStorageProblem = Mutex<String?>(nil)

    /// - Parameters:
    ///   - stateStore: where the token is kept; nil keeps it in memory only.
    ///   - wallClock: the date, for token ages across runs.
    public init(
        configuration: Configuration,
        scheduler: any Scheduler = DispatchScheduler(),
        stateStore: OpenTriviaDBStateStore? = nil,
        wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.configuration = configuration
        self.scheduler = scheduler
        self.stateStore = stateStore
        self.wallClock = wallClock
        transport = OpenTriviaDBTransport(
            origin: configuration.baseURL,
            deadlineSeconds: Int(configuration.deadline.rounded()),
            scheduler: scheduler
        )
        session = URLSession(
            configuration: Self.sessionConfiguration(idleTimeout: configuration.deadline),
            delegate: transport,
            delegateQueue: nil
        )
        state = stateStore?.load() ?? OpenTriviaDBState()
        // A request sent by an earlier run a moment ago still counts.
        nextAllowedRequest = scheduler.now
        if let last = state.lastRequest {
            let age = wallClock().timeIntervalSince(last)
            if age >= 0, age < configuration.minimumSpacing {
                nextAllowedRequest += configuration.minimumSpacing - age
            }
        }
    }

    deinit {
        // Never invalidateAndCancel() here: it waits on the session's queue, and the last
        // reference may be dropped on that very queue (libdispatch then traps). This only posts.
        session.finishTasksAndInvalidate()
    }

    /// A session that writes nothing anywhere: no URL cache, cookie or credential storage, and
    /// (see `sharedStoragesWithoutFolders`) no folder made on the way. URLSession's timeouts are
    /// idle timeouts; the deadline is ours.
    private static func sessionConfiguration(idleTimeout: Double) -> URLSessionConfiguration {
        _ = sharedStoragesWithoutFolders
        // Not `.ephemeral`: on Linux it makes a URLCache with a folder of its own each time.
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = idleTimeout
        configuration.timeoutIntervalForResource = idleTimeout
        configuration.httpMaximumConnectionsPerHost = 1
        return configuration
    }

    /// Swift's Foundation on Linux makes the shared URL cache and cookie storage the first time
    /// any session configuration is made, and with them the folders
    /// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>` and `$XDG_DATA_HOME/<folder of
    /// the executable>` — before we can set the configuration's storages to nil. So, once per
    /// process, before the first configuration: the shared URL cache is replaced by one without a
    /// folder (a path under /dev/null can't be made), and the shared cookie storage is made while
    /// XDG_DATA_HOME points under /dev/null too (it then keeps no file; we never give it cookies).
    private static let sharedStoragesWithoutFolders: Void = {
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null/openquizz")
        let dataHome = getenv("XDG_DATA_HOME").map { String(cString: $0) }
        setenv("XDG_DATA_HOME", "/dev/null", 1)
        _ = HTTPCookieStorage.shared
        if let dataHome { setenv("XDG_DATA_HOME", dataHome, 1) } else { unsetenv("XDG_DATA_HOME") }
    }()

    public var host: String { configuration.baseURL.host ?? configuration.baseURL.absoluteString }

    /// The first problem saving the state file, for the player to see once.
    public var storageProblem: String? {
        firstStorageProblem.withLock { $0 }
    }

    /// The longest a request can take from being asked for to its completion: the spacing wait,
    /// then the deadline.
    public var longestRequest: Double {
        configuration.minimumSpacing + configuration.deadline
    }

    // MARK: - Public operations

    /// Fetches true/false questions.
    public func fetchQuestions(
        _ query: TriviaQuery,
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in },
        completion: @escaping @Sendable (Result<[Question], OpenTriviaDBError>) -> Void
    ) {
        enqueue { [self] done in
            questions(query, attempt: QuestionAttempt(), progress: progress) { result in
                done()
                completion(result)
            }
        }
    }

    /// Fetches the list of categories: those `--category` accepts, names cleaned of control
    /// characters.
    public func fetchCategories(completion: @escaping @Sendable (Result<[TriviaCategory], OpenTriviaDBError>) -> Void) {
        enqueue { [self] done in
            send(path: "api_category.php", query: [], progress: { _ in }, budgetEnd: nil) { [self] result in
                done()
                completion(result.flatMap { data in Self.decodeCategories(data, host: host) })
            }
        }
    }

    /// The token in use, if any (for tests and diagnostics).
    public var currentToken: String? {
        queue.sync { state.token }
    }

    // MARK: - One operation at a time

    private func enqueue(_ operation: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        queue.async { [self] in
            operations.append(operation)
            startNextIfIdle()
        }
    }

    /// On `queue`.
    private func startNextIfIdle() {
        guard !isBusy, !operations.isEmpty else { return }
        isBusy = true
        let operation = operations.removeFirst()
        operation { [self] in
            queue.async { [self] in
                isBusy = false
                startNextIfIdle()
            }
        }
    }

    // MARK: - Questions

    private struct QuestionAttempt {
        var rateLimitRetries = 0
        var tokenRepairs = 0
        /// When the whole fetch must be over: its first request's send time plus the deadline.
        var budgetEnd: Double?
    }

    /// When the next request could go out. On `queue`.
    private var nextSendTime: Double {
        max(scheduler.now, nextAllowedRequest)
    }

    /// Whether `count` more requests, each `minimumSpacing` after the previous one, can all be
    /// sent before the fetch's budget ends. On `queue`.
    private func canStillSend(_ count: Int, within attempt: QuestionAttempt) -> Bool {
        guard let end = attempt.budgetEnd else { return true }
        return nextSendTime + Double(count - 1) * configuration.minimumSpacing < end
    }

    /// The attempt with its budget started, if this is its first request. On `queue`.
    private func started(_ attempt: QuestionAttempt) -> QuestionAttempt {
        var started = attempt
        started.budgetEnd = attempt.budgetEnd ?? nextSendTime + configuration.deadline
        return started
    }

    /// On `queue`; completes on `queue`.
    private func questions(
        _ query: TriviaQuery,
        attempt: QuestionAttempt,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping @Sendable (Result<[Question], OpenTriviaDBError>) -> Void
    ) {
        // The last question request must still fit in the budget, or it isn't worth sending.
        guard canStillSend(1, within: attempt) else {
            return completion(.failure(.timedOut(host: host, seconds: Int(configuration.deadline.rounded()))))
        }
        guard let token = validToken() else {
            // A token first, so that no question of this game comes back in a later one.
            let attempt = started(attempt)
            requestToken(progress: progress, budgetEnd: attempt.budgetEnd) { [self] result in
                switch result {
                case .success:
                    questions(query, attempt: attempt, progress: progress, completion: completion)
                case .failure(.rateLimited)
                where attempt.rateLimitRetries < configuration.rateLimitRetries && canStillSend(2, within: attempt):
                    var next = attempt
                    next.rateLimitRetries += 1
                    questions(query, attempt: next, progress: progress, completion: completion)
                case .failure(let error):
                    completion(.failure(error))
                }
            }
            return
        }
        if tokenNeedsReset {
            let attempt = started(attempt)
            resetToken(token, progress: progress, budgetEnd: attempt.budgetEnd) { [self] result in
                switch result {
                case .success(let reset) where reset || canStillSend(2, within: attempt):
                    // Reset: the questions. Refused (the token is gone): a new token, then them.
                    questions(query, attempt: attempt, progress: progress, completion: completion)
                case .success:
                    completion(.failure(.tokenRejected))
                case .failure(let error):
                    completion(.failure(error))
                }
            }
            return
        }
        var parameters: [URLQueryItem] = [
            URLQueryItem(name: "amount", value: String(query.amount)),
            URLQueryItem(name: "type", value: "boolean"),
        ]
        if let category = query.category { parameters.append(URLQueryItem(name: "category", value: String(category))) }
        if let difficulty = query.difficulty {
            parameters.append(URLQueryItem(name: "difficulty", value: difficulty.rawValue))
        }
        if configuration.encoding != .html {
            parameters.append(URLQueryItem(name: "encode", value: configuration.encoding.rawValue))
        }
        parameters.append(URLQueryItem(name: "token", value: token))

        let attempt = started(attempt)
        send(path: "api.php", query: parameters, progress: progress, budgetEnd: attempt.budgetEnd) { [self] result in
            var responseCode: Int?
            let answer = result.flatMap { data in
                let decoded = Self.decodeQuestionsAnswer(data, encoding: configuration.encoding, host: host)
                responseCode = decoded.responseCode
                return decoded.result
            }
            var next = attempt
            switch answer {
            case .success(let questions):
                touchToken()
                completion(.success(questions))
            case .failure(.rateLimited)
            where attempt.rateLimitRetries < configuration.rateLimitRetries && canStillSend(1, within: attempt):
                next.rateLimitRetries += 1
                questions(query, attempt: next, progress: progress, completion: completion)
            case .failure(.tokenRejected):
                // Code 3: the server forgot the token, get another. Code 4: it served every
                // question to it, reset it. Now if a repair and the questions after it fit in
                // the budget, else at the start of the next fetch.
                if responseCode == 4 {
                    tokenNeedsReset = true
                } else {
                    forgetToken()
                }
                guard attempt.tokenRepairs < 1, canStillSend(2, within: attempt) else {
                    return completion(.failure(.tokenRejected))
                }
                next.tokenRepairs += 1
                questions(query, attempt: next, progress: progress, completion: completion)
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    // MARK: - Token

    /// The stored token if it is still fresh. On `queue`.
    private func validToken() -> String? {
        guard let token = state.token, let lastUsed = state.tokenLastUsed else { return nil }
        let age = wallClock().timeIntervalSince(lastUsed)
        guard age >= 0, age < configuration.tokenLifetime else {
            forgetToken()
            return nil
        }
        return token
    }

    /// On `queue`.
    private func forgetToken() {
        state.token = nil
        state.tokenLastUsed = nil
        tokenNeedsReset = false
        persist()
    }

    /// On `queue`.
    private func touchToken() {
        state.tokenLastUsed = wallClock()
        persist()
    }

    /// Code 4 (token empty): asks for the token to be reset. Completes with whether it was; a
    /// token the server won't reset is forgotten (the next request asks for a new one), one that
    /// could not be asked about is reset later. On `queue`; completes on `queue`.
    private func resetToken(
        _ token: String,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        budgetEnd: Double?,
        completion: @escaping @Sendable (Result<Bool, OpenTriviaDBError>) -> Void
    ) {
        let query = [URLQueryItem(name: "command", value: "reset"), URLQueryItem(name: "token", value: token)]
        send(path: "api_token.php", query: query, progress: progress, budgetEnd: budgetEnd) { [self] result in
            switch result {
            case .success(let data) where Self.decodeTokenReset(data):
                tokenNeedsReset = false
                touchToken()
                completion(.success(true))
            case .success:
                forgetToken()
                completion(.success(false))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    /// Asks for a new token and keeps it, if it is one we accept. On `queue`; completes on `queue`.
    private func requestToken(
        progress: @escaping @Sendable (LoadProgress) -> Void,
        budgetEnd: Double?,
        completion: @escaping @Sendable (Result<String, OpenTriviaDBError>) -> Void
    ) {
        let query = [URLQueryItem(name: "command", value: "request")]
        send(path: "api_token.php", query: query, progress: progress, budgetEnd: budgetEnd) { [self] result in
            switch result.flatMap({ Self.decodeToken($0, host: host) }) {
            case .failure(let error):
                completion(.failure(error))
            case .success(let token):
                state.token = token
                state.tokenLastUsed = wallClock()
                tokenNeedsReset = false
                persist()
                completion(.success(token))
            }
        }
    }

    /// On `queue`.
    private func persist() {
        guard let stateStore, let problem = stateStore.save(state) else { return }
        firstStorageProblem.withLock { $0 = $0 ?? problem }
    }

    // MARK: - Sending, 5 s apart

    /// Sends one GET once the spacing allows, and hands back the body of a 200 answer. The
    /// request must be over by its deadline, and by `budgetEnd` when given. On `queue`;
    /// completes on `queue`, after the spacing and the state file are brought up to date.
    private func send(
        path: String,
        query: [URLQueryItem],
        progress: @escaping @Sendable (LoadProgress) -> Void,
        budgetEnd: Double?,
        completion: @escaping @Sendable (Result<Data, OpenTriviaDBError>) -> Void
    ) {
        var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false)
        let basePath = components?.path ?? ""
        components?.path = (basePath.hasSuffix("/") ? basePath : basePath + "/") + path
        components?.queryItems = query.isEmpty ? nil : query
        guard let url = components?.url else { return completion(.failure(.invalidParameter)) }

        let now = scheduler.now
        let sendAt = nextSendTime
        let requestEnd = min(sendAt + configuration.deadline, budgetEnd ?? .infinity)
        guard sendAt < requestEnd else {
            return completion(.failure(.timedOut(host: host, seconds: Int(configuration.deadline.rounded()))))
        }
        let reservedBefore = nextAllowedRequest
        nextAllowedRequest = sendAt + configuration.minimumSpacing
        scheduler.schedule(after: sendAt - now) { [self] in
            progress(.requesting)
            var request = URLRequest(url: url)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            transport.start(session.dataTask(with: request), deadline: requestEnd) { [self] result in
                queue.async { [self] in
                    if case .failure(let failure) = result, failure.neverReachedServer {
                        // Nothing reached the server: give the slot back.
                        if nextAllowedRequest == sendAt + configuration.minimumSpacing {
                            nextAllowedRequest = max(reservedBefore, scheduler.now)
                        }
                    } else {
                        // The spacing counts from the answer, since the server counts from when
                        // the request arrived.
                        nextAllowedRequest = max(nextAllowedRequest, scheduler.now + configuration.minimumSpacing)
                        // Remembered for the next run, which must keep the spacing too.
                        state.lastRequest = wallClock()
                        persist()
                    }
                    completion(result)
                }
            }
        }
        // After scheduling: whoever hears of the wait finds the send already due at `sendAt`.
        if sendAt > now { progress(.waiting(until: sendAt)) }
    }
}

// MARK: - Decoding answers (pure, no state: tested and fuzzed on their own)

extension OpenTriviaDBClient {
    /// An api.php answer: its response code when the JSON could be read (nil otherwise), and the
    /// questions or why there are none.
    static func decodeQuestionsAnswer(_ data: Data, encoding: FieldEncoding, host: String) -> (
        responseCode: Int?, result: Result<[Question], OpenTriviaDBError>
    ) {
        guard let response = try? JSONDecoder().decode(TriviaResponse.self, from: data) else {
            return (nil, .failure(.malformedResponse(host: host)))
        }
        return (response.responseCode, questions(in: response, encoding: encoding, host: host))
    }

    /// The true/false questions of an api.php answer, or why there are none.
    static func decodeQuestions(_ data: Data, encoding: FieldEncoding, host: String) -> Result<
        [Question], OpenTriviaDBError
    > {
        decodeQuestionsAnswer(data, encoding: encoding, host: host).result
    }

    private static func questions(in response: TriviaResponse, encoding: FieldEncoding, host: String) -> Result<
        [Question], OpenTriviaDBError
    > {
        switch response.responseCode {
        case 0:
            guard let results = response.results else { return .failure(.malformedResponse(host: host)) }
            var questions: [Question] = []
            for result in results {
                guard let question = decode(result, encoding: encoding) else {
                    return .failure(.malformedResponse(host: host))
                }
                if let question { questions.append(question) }
            }
            return questions.isEmpty ? .failure(.notEnoughQuestions) : .success(questions)
        case 1: return .failure(.notEnoughQuestions)
        case 2: return .failure(.invalidParameter)
        case 3, 4: return .failure(.tokenRejected)
        case 5: return .failure(.rateLimited(host: host))
        default: return .failure(.malformedResponse(host: host))
        }
    }

    /// A decoded question; `.some(nil)` for one that isn't true/false (skipped); nil when a field
    /// can't be decoded.
    private static func decode(_ result: TriviaResult, encoding: FieldEncoding) -> Question?? {
        guard let type = encoding.decode(result.type),
            let difficultyText = encoding.decode(result.difficulty),
            let category = encoding.decode(result.category),
            let title = encoding.decode(result.question),
            let correct = encoding.decode(result.correctAnswer)
        else { return nil }
        guard type == "boolean", let answer = ["True": true, "False": false][correct] else { return .some(nil) }
        // A question with nothing to show (only spaces, control or format characters) is as
        // malformed as one that can't be decoded: never a blank card.
        guard QuestionText.isVisible(title) else { return nil }
        return Question(
            title: title,
            answer: answer,
            category: category,
            difficulty: Difficulty(rawValue: difficultyText.lowercased()) ?? .medium,
            origin: .openTriviaDB
        )
    }

    /// An api_category.php answer: the categories `--category` accepts (ids in
    /// `TriviaCategory.acceptedIDs`; others, and repeated ids, are dropped), names decoded and
    /// cleaned of control characters (a name left empty is dropped too).
    static func decodeCategories(_ data: Data, host: String) -> Result<[TriviaCategory], OpenTriviaDBError> {
        guard let response = try? JSONDecoder().decode(CategoryResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        var seen: Set<Int> = []
        var categories: [TriviaCategory] = []
        for category in response.triviaCategories where TriviaCategory.acceptedIDs.contains(category.id) {
            let name = (FieldEncoding.html.decode(category.name) ?? category.name).removingControlCharacters
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, seen.insert(category.id).inserted else { continue }
            categories.append(TriviaCategory(id: category.id, name: name))
        }
        return .success(categories)
    }

    /// An `api_token.php?command=request` answer: the new token, if it is one we accept (see
    /// `OpenTriviaDBState.isUsableToken`).
    static func decodeToken(_ data: Data, host: String) -> Result<String, OpenTriviaDBError> {
        guard let response = try? JSONDecoder().decode(TokenResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        if response.responseCode == 5 { return .failure(.rateLimited(host: host)) }
        guard response.responseCode == 0, let token = response.token else {
            return .failure(.malformedResponse(host: host))
        }
        // Checked before any entity decoding: a usable token has nothing to decode.
        guard OpenTriviaDBState.isUsableToken(token) else { return .failure(.unusableToken(host: host)) }
        return .success(token)
    }

    /// Whether an `api_token.php?command=reset` answer says the token was reset.
    static func decodeTokenReset(_ data: Data) -> Bool {
        guard let response = try? JSONDecoder().decode(TokenResponse.self, from: data) else { return false }
        return response.responseCode == 0
    }
}

// MARK: - Wire formats

private struct TokenResponse: Decodable {
    var responseCode: Int
    var token: String?

    enum CodingKeys: String, CodingKey {
        case responseCode = "response_code"
        case token
    }
}

private struct CategoryResponse: Decodable {
    struct Category: Decodable {
        var id: Int
        var name: String
    }

    var triviaCategories: [Category]

    enum CodingKeys: String, CodingKey {
        case triviaCategories = "trivia_categories"
    }
}
