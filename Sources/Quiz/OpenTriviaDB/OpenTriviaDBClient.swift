import Foundation

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
/// - A session token keeps questions from repeating: it is kept on disk with its last use,
///   renewed after 6 hours, replaced on code 3 and reset on code 4, without the player noticing.
/// - Every failure becomes an `OpenTriviaDBError` with a one-line message; nothing traps.
///
/// Operations run one at a time, in the order they were asked for; completions run on a
/// background queue.
public final class OpenTriviaDBClient: @unchecked Sendable {
    // @unchecked: mutable state is touched only on `queue`.

    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Seconds for connecting and for the whole request.
        public var timeout: Double
        /// Seconds between two requests.
        public var minimumSpacing: Double
        /// Seconds of inactivity after which a token is considered expired.
        public var tokenLifetime: Double
        /// How many times a rate-limited request is retried before giving up.
        public var rateLimitRetries: Int
        public var encoding: FieldEncoding

        public init(
            baseURL: URL,
            timeout: Double = 5,
            minimumSpacing: Double = 5,
            tokenLifetime: Double = 6 * 3600,
            rateLimitRetries: Int = 3,
            encoding: FieldEncoding = .url3986
        ) {
            self.baseURL = baseURL
            self.timeout = timeout
            self.minimumSpacing = minimumSpacing
            self.tokenLifetime = tokenLifetime
            self.rateLimitRetries = rateLimitRetries
            self.encoding = encoding
        }

        public static let defaultBaseURL = URL(string: "https://opentdb.com")!
    }

    public let configuration: Configuration
    private let session: URLSession
    private let scheduler: any Scheduler
    private let stateStore: OpenTriviaDBStateStore?
    private let wallClock: @Sendable () -> Date
    private let queue = DispatchQueue(label: "openquizz.opentdb")

    // State, on `queue` only.
    private var state: OpenTriviaDBState
    private var nextAllowedRequest: Double
    private var operations: [@Sendable (@escaping @Sendable () -> Void) -> Void] = []
    private var isBusy = false
    /// The first problem saving the state file, for the player to see once.
    public private(set) var storageProblem: String?

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
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpMaximumConnectionsPerHost = 1
        session = URLSession(configuration: sessionConfiguration)
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
        session.invalidateAndCancel()
    }

    public var host: String { configuration.baseURL.host ?? configuration.baseURL.absoluteString }

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

    /// Fetches the list of categories.
    public func fetchCategories(completion: @escaping @Sendable (Result<[TriviaCategory], OpenTriviaDBError>) -> Void) {
        enqueue { [self] done in
            send(path: "api_category.php", query: [], progress: { _ in }) { [self] result in
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
        var tokenRenewals = 0
    }

    /// On `queue`.
    private func questions(
        _ query: TriviaQuery,
        attempt: QuestionAttempt,
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping @Sendable (Result<[Question], OpenTriviaDBError>) -> Void
    ) {
        guard let token = validToken() else {
            // A token first, so that no question of this game comes back in a later one.
            requestToken(progress: progress) { [self] result in
                switch result {
                case .success:
                    questions(query, attempt: attempt, progress: progress, completion: completion)
                case .failure(.rateLimited) where attempt.rateLimitRetries < configuration.rateLimitRetries:
                    var next = attempt
                    next.rateLimitRetries += 1
                    questions(query, attempt: next, progress: progress, completion: completion)
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

        send(path: "api.php", query: parameters, progress: progress) { [self] result in
            queue.async { [self] in
                let answer = result.flatMap { decodeQuestions($0) }
                var next = attempt
                switch answer {
                case .success(let questions):
                    touchToken()
                    completion(.success(questions))
                case .failure(.rateLimited) where attempt.rateLimitRetries < configuration.rateLimitRetries:
                    next.rateLimitRetries += 1
                    questions(query, attempt: next, progress: progress, completion: completion)
                case .failure(.tokenRejected) where attempt.tokenRenewals < 2:
                    next.tokenRenewals += 1
                    let renewed = next
                    repairToken(wasEmpty: lastCode == 4) { [self] repaired in
                        guard repaired else { return completion(.failure(.tokenRejected)) }
                        queue.async { [self] in
                            questions(query, attempt: renewed, progress: progress, completion: completion)
                        }
                    }
                case .failure(let error):
                    completion(.failure(error))
                }
            }
        }
    }

    /// The response code of the last api.php answer, to tell code 3 from code 4. On `queue`.
    private var lastCode = 0

    /// On `queue`.
    private func decodeQuestions(_ data: Data) -> Result<[Question], OpenTriviaDBError> {
        let answer = Self.decodeQuestionsAnswer(data, encoding: configuration.encoding, host: host)
        if let responseCode = answer.responseCode { lastCode = responseCode }
        return answer.result
    }

    // MARK: - Token

    /// The stored token if it is still fresh. On `queue`.
    private func validToken() -> String? {
        guard let token = state.token, let lastUsed = state.tokenLastUsed else { return nil }
        let age = wallClock().timeIntervalSince(lastUsed)
        guard age >= 0, age < configuration.tokenLifetime else {
            state.token = nil
            state.tokenLastUsed = nil
            return nil
        }
        return token
    }

    /// On `queue`.
    private func touchToken() {
        state.tokenLastUsed = wallClock()
        persist()
    }

    /// Code 3 (unknown token): a new one. Code 4 (token empty): reset it. On `queue`.
    private func repairToken(wasEmpty: Bool, completion: @escaping @Sendable (Bool) -> Void) {
        if wasEmpty, let token = state.token {
            let query = [URLQueryItem(name: "command", value: "reset"), URLQueryItem(name: "token", value: token)]
            send(
                path: "api_token.php", query: query, progress: { _ in },
                completion: { [self] result in
                    queue.async { [self] in
                        if case .success(let data) = result, Self.decodeTokenReset(data) {
                            touchToken()
                            completion(true)
                        } else {
                            state.token = nil
                            requestToken(progress: { _ in }) { completion((try? $0.get()) != nil) }
                        }
                    }
                })
        } else {
            state.token = nil
            requestToken(progress: { _ in }, completion: { completion((try? $0.get()) != nil) })
        }
    }

    /// Asks for a new token and keeps it. On `queue`; completes on `queue`.
    private func requestToken(
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping @Sendable (Result<String, OpenTriviaDBError>) -> Void
    ) {
        let query = [URLQueryItem(name: "command", value: "request")]
        send(path: "api_token.php", query: query, progress: progress) { [self] result in
            queue.async { [self] in
                switch result {
                case .failure(let error):
                    completion(.failure(error))
                case .success(let data):
                    let token: String
                    switch Self.decodeToken(data, host: host) {
                    case .success(let decoded): token = decoded
                    case .failure(let error): return completion(.failure(error))
                    }
                    state.token = token
                    state.tokenLastUsed = wallClock()
                    persist()
                    completion(.success(token))
                }
            }
        }
    }

    /// On `queue`.
    private func persist() {
        guard let stateStore, let problem = stateStore.save(state) else { return }
        storageProblem = storageProblem ?? problem
    }

    // MARK: - Sending, 5 s apart

    /// Sends one GET once the spacing allows, and hands back the body of a 200 answer.
    /// On `queue`.
    private func send(
        path: String,
        query: [URLQueryItem],
        progress: @escaping @Sendable (LoadProgress) -> Void,
        completion: @escaping @Sendable (Result<Data, OpenTriviaDBError>) -> Void
    ) {
        var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false)
        let basePath = components?.path ?? ""
        components?.path = (basePath.hasSuffix("/") ? basePath : basePath + "/") + path
        components?.queryItems = query.isEmpty ? nil : query
        guard let url = components?.url else { return completion(.failure(.invalidParameter)) }

        let now = scheduler.now
        let sendAt = max(now, nextAllowedRequest)
        let reservedBefore = nextAllowedRequest
        nextAllowedRequest = sendAt + configuration.minimumSpacing
        if sendAt > now { progress(.waiting(until: sendAt)) }
        scheduler.schedule(after: sendAt - now) { [self] in
            progress(.requesting)
            var request = URLRequest(url: url)
            request.timeoutInterval = configuration.timeout
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            session.dataTask(with: request) { [self] data, response, error in
                let result = interpret(data: data, response: response, error: error)
                // Before `completion` (same serial queue, so in this order): the spacing counts
                // from the answer, since the server counts from when the request arrived.
                queue.async { [self] in
                    if case .failure(let failure) = result, failure.neverReachedServer {
                        // Nothing reached the server: give the slot back.
                        if nextAllowedRequest == sendAt + configuration.minimumSpacing {
                            nextAllowedRequest = max(reservedBefore, scheduler.now)
                        }
                    } else {
                        nextAllowedRequest = max(nextAllowedRequest, scheduler.now + configuration.minimumSpacing)
                        // Remembered for the next run, which must keep the spacing too.
                        state.lastRequest = wallClock()
                        persist()
                    }
                }
                completion(result)
            }.resume()
        }
    }

    private func interpret(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<Data, OpenTriviaDBError>
    {
        if let error {
            return .failure(map(error))
        }
        guard let http = response as? HTTPURLResponse else { return .failure(.malformedResponse(host: host)) }
        switch http.statusCode {
        case 200:
            guard let data, !data.isEmpty else { return .failure(.malformedResponse(host: host)) }
            return .success(data)
        case 429:
            return .failure(.rateLimited(host: host))
        default:
            return .failure(.httpStatus(host: host, status: http.statusCode))
        }
    }

    private func map(_ error: any Error) -> OpenTriviaDBError {
        guard let urlError = error as? URLError else { return .unreachable(host: host) }
        // libcurl reports some TLS failures (a plain-HTTP peer, a protocol mismatch) as code -1
        // with OpenSSL's message.
        let message = (urlError as NSError).localizedDescription
        if urlError.code == .unknown, ["SSL", "TLS", "certificate"].contains(where: { message.contains($0) }) {
            return .secureConnectionFailed(host: host)
        }
        switch urlError.code {
        case .timedOut:
            return .timedOut(host: host, seconds: Int(configuration.timeout.rounded()))
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired:
            return .secureConnectionFailed(host: host)
        case .badServerResponse, .cannotParseResponse, .zeroByteResource, .cannotDecodeRawData,
            .cannotDecodeContentData:
            return .malformedResponse(host: host)
        default:
            return .unreachable(host: host)
        }
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

    /// An api_category.php answer.
    static func decodeCategories(_ data: Data, host: String) -> Result<[TriviaCategory], OpenTriviaDBError> {
        guard let response = try? JSONDecoder().decode(CategoryResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        let categories = response.triviaCategories.map { category in
            TriviaCategory(id: category.id, name: FieldEncoding.html.decode(category.name) ?? category.name)
        }
        return .success(categories)
    }

    /// An `api_token.php?command=request` answer: the new token, never empty.
    static func decodeToken(_ data: Data, host: String) -> Result<String, OpenTriviaDBError> {
        guard let response = try? JSONDecoder().decode(TokenResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        if response.responseCode == 5 { return .failure(.rateLimited(host: host)) }
        guard response.responseCode == 0,
            let token = response.token.flatMap({ FieldEncoding.html.decode($0) }), !token.isEmpty
        else { return .failure(.malformedResponse(host: host)) }
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
