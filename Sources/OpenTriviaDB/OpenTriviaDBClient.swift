import Foundation
import QuizCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One question fetch's retries and its time budget.
private struct Fetch {
    var rateLimitRetries = 0
    var tokenRepairs = 0
    /// When the whole fetch must be over: its first request's send time plus the deadline.
    var budgetEnd: AnyClock.Instant?
    /// The server had too few questions for the game and the extra ones: ask for the game alone.
    var withoutExtra = false
    /// The token request failed: the questions go without one.
    var withoutToken = false
}

/// A client for the Open Trivia DB (or any compatible server) over URLSession.
///
/// - Requests are at least `minimumSpacing` (5 s) apart, token, categories and questions alike,
///   across runs too (`RequestSpacer`); a rate-limited answer (code 5 or HTTP 429) is waited out
///   and retried.
/// - Every request has a deadline (10 s from sending to the last byte) and a 1 MiB answer limit,
///   and follows no redirect away from the configured host (`OpenTriviaDBTransport`). A whole
///   question fetch, token repair included, gets the same 10 s from its first request: what can't
///   be done within them fails at once, and the game falls back.
/// - A server that sends nothing for 3 s (`silenceLimit`) is given up, and not asked anything for
///   a minute (`pauseAfterSilence`): every request in that minute fails at once, as the silent one
///   did. A waiting request costs a core on this URLSession (DECISIONS 15): this bounds it.
/// - A session token (`SessionToken`) keeps questions from repeating: it is kept on disk with its
///   last use, renewed after 6 hours, replaced on code 3 and reset on code 4 — within the fetch
///   when the deadline allows it, or else at the start of the next one.
/// - The first game never waits for a token: without one, the run's first question request goes
///   out alone, and the token is asked for before the next request, which asks for as many more
///   questions as came without it (the caller drops repeats).
/// - Every failure is an `OpenTriviaDBError`; nothing traps. A cancelled task's request ends at
///   once with `.cancelled`.
///
/// Operations run one at a time, in the order they were asked for. Waits run on the injected
/// clock, so tests move a manual clock instead of sleeping. No URLSession exists until a request
/// is due, nor once the last one has ended.
public actor OpenTriviaDBClient {
    public typealias Configuration = OpenTriviaDBConfiguration

    public nonisolated let configuration: Configuration
    /// The server's host, as errors name it.
    public nonisolated let host: String
    private nonisolated let clock: AnyClock
    private nonisolated let stateStore: OpenTriviaDBStateStore?
    private nonisolated let wallClock: @Sendable () -> Date
    private nonisolated let networkLibrary: NetworkLibrary

    /// The session and its delegate, while requests are due: a new pair for each, so that a late
    /// callback of an old session's task never meets a new task with the same identifier.
    private var session: (urlSession: URLSession, transport: OpenTriviaDBTransport)?
    private var token: SessionToken
    private var spacer: RequestSpacer
    /// When the server last answered (kept across runs for the spacing).
    private var lastRequest: Date?
    /// The run's one question request without a token was made: from now on a token comes first.
    private var tokenlessRequestUsed = false
    /// Questions fetched without a token, which the token may serve again.
    private var tokenlessQuestions = 0
    /// The server went silent: no request before this instant, and the error each one meets.
    private var silentPause: (until: AnyClock.Instant, error: OpenTriviaDBError)?
    private var isBusy = false
    private var waitingOperations: [CheckedContinuation<Void, Never>] = []

    /// - Parameters:
    ///   - clock: the clock requests are spaced and timed with.
    ///   - stateStore: where the token is kept; nil keeps it in memory only.
    ///   - wallClock: the date, for token ages and spacing across runs.
    ///   - networkLibrary: libcurl, opened with the first request.
    public init(
        configuration: Configuration,
        clock: AnyClock,
        stateStore: OpenTriviaDBStateStore? = nil,
        wallClock: @escaping @Sendable () -> Date = { Date() },
        networkLibrary: NetworkLibrary = .system
    ) {
        self.configuration = configuration
        self.host = configuration.baseURL.host ?? configuration.baseURL.absoluteString
        self.clock = clock
        self.stateStore = stateStore
        self.wallClock = wallClock
        self.networkLibrary = networkLibrary
        let saved = stateStore?.load() ?? OpenTriviaDBState()
        token = SessionToken(value: saved.token, lastUsed: saved.tokenLastUsed)
        lastRequest = saved.lastRequest
        spacer = RequestSpacer(
            spacing: configuration.minimumSpacing, now: clock.now, lastRequest: saved.lastRequest, wallNow: wallClock())
    }

    deinit {
        // Never invalidateAndCancel() here: it waits on the session's queue, and the last
        // reference may be dropped on that very queue (libdispatch then traps). This only posts.
        session?.urlSession.finishTasksAndInvalidate()
    }

    // MARK: - Operations

    /// True/false questions for `query`.
    ///
    /// - Parameter progress: told when the request waits for the rate limit, and when it is sent.
    public func questions(
        _ query: TriviaQuery,
        progress: @escaping @Sendable (LoadProgress) -> Void = { _ in }
    ) async throws(OpenTriviaDBError) -> [Question] {
        await beginOperation()
        defer { endOperation() }
        var fetch = Fetch()
        while true {
            guard !Task.isCancelled else { throw .cancelled }
            // The question request must still fit in the budget, or it isn't worth sending.
            guard canStillSend(1, in: fetch) else { throw timedOut }
            let current = token.current(at: wallClock(), lifetime: configuration.tokenLifetime)
            if current == nil, tokenlessRequestUsed, !fetch.withoutToken {
                // A token first, so that no question of this game comes back in a later one.
                try await askForToken(progress: progress, in: &fetch)
                continue
            }
            if let current, token.needsReset {
                // Reset: the questions next. Refused (the token is forgotten): a new token first.
                let wasReset = try await resetToken(current, progress: progress, in: &fetch)
                guard wasReset || canStillSend(2, in: fetch) else { throw .tokenEmpty }
                continue
            }
            // Without a token (the run's first request, or the token was lost), the questions go
            // out at once: the token is asked for before the next request. Questions fetched
            // without one may come again under the token: its first request asks for that many
            // more, and the stock drops the repeats.
            let extra = current == nil || fetch.withoutExtra ? 0 : min(tokenlessQuestions, 50 - query.amount)
            let answer: Result<[Question], OpenTriviaDBError>
            do throws(OpenTriviaDBError) {
                let parameters = questionParameters(query, amount: query.amount + max(0, extra), token: current)
                let body = try await send("api.php", parameters, progress, in: &fetch)
                answer = OpenTriviaDBDecoding.questions(body, encoding: configuration.encoding, host: host)
            } catch {
                answer = .failure(error)
            }
            switch answer {
            case .success(let questions):
                gotQuestions(questions.count, withToken: current != nil)
                return questions
            case .failure(.notEnoughQuestions) where extra > 0:
                // Too few questions for the extra ones: ask for the game alone, now if the budget
                // allows, else in the next fetch (the stock drops the repeats).
                tokenlessQuestions = 0
                guard canStillSend(1, in: fetch) else { throw .notEnoughQuestions }
                fetch.withoutExtra = true
            case .failure(.rateLimited)
            where fetch.rateLimitRetries < configuration.rateLimitRetries && canStillSend(1, in: fetch):
                fetch.rateLimitRetries += 1
            case .failure(let error) where current != nil && (error == .tokenNotFound || error == .tokenEmpty):
                // Code 3: the server forgot the token, get another. Code 4: it served every
                // question to it, reset it. Now if a repair and the questions after it fit in the
                // budget, else at the start of the next fetch.
                if error == .tokenEmpty { token.markForReset() } else { token.forget() }
                saveState()
                let requests = error == .tokenNotFound && !tokenlessRequestUsed ? 1 : 2
                guard fetch.tokenRepairs < 1, canStillSend(requests, in: fetch) else { throw error }
                fetch.tokenRepairs += 1
            case .failure(let error):
                throw error
            }
        }
    }

    /// The categories: those `--category` accepts, names cleaned of control characters.
    public func categories() async throws(OpenTriviaDBError) -> [TriviaCategory] {
        await beginOperation()
        defer { endOperation() }
        var fetch = Fetch()
        let body = try await send("api_category.php", [], { _ in }, in: &fetch)
        return try OpenTriviaDBDecoding.categories(body, host: host).get()
    }

    // MARK: - One operation at a time

    private func beginOperation() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waitingOperations.append($0) }
    }

    private func endOperation() {
        if waitingOperations.isEmpty {
            isBusy = false
            closeSession()
        } else {
            waitingOperations.removeFirst().resume()
        }
    }

    // MARK: - Token

    /// Keeps count of the questions that came without a token, or notes the token's use.
    private func gotQuestions(_ count: Int, withToken: Bool) {
        if withToken {
            tokenlessQuestions = 0
            token.used(at: wallClock())
        } else {
            tokenlessRequestUsed = true
            tokenlessQuestions += count
        }
        saveState()
    }

    /// Asks for a token before the questions.
    ///
    /// Rate-limited, it counts a retry; refused or not given (an unusable one, an error page), the
    /// questions come without one rather than not at all, and the stock drops repeats (the next
    /// fetch asks for a token again).
    private func askForToken(
        progress: @escaping @Sendable (LoadProgress) -> Void, in fetch: inout Fetch
    ) async throws(OpenTriviaDBError) {
        do throws(OpenTriviaDBError) {
            try await requestToken(progress: progress, in: &fetch)
        } catch {
            if case .rateLimited = error, fetch.rateLimitRetries < configuration.rateLimitRetries,
                canStillSend(2, in: fetch)
            {
                fetch.rateLimitRetries += 1
            } else if !error.neverReachedServer, canStillSend(1, in: fetch) {
                fetch.withoutToken = true
            } else {
                throw error
            }
        }
    }

    /// Asks for a new token and keeps it, if it is one we accept.
    private func requestToken(
        progress: @escaping @Sendable (LoadProgress) -> Void, in fetch: inout Fetch
    ) async throws(OpenTriviaDBError) {
        let body = try await send(
            "api_token.php", [URLQueryItem(name: "command", value: "request")], progress, in: &fetch)
        let newToken = try OpenTriviaDBDecoding.token(body, host: host).get()
        token.received(newToken, at: wallClock())
        saveState()
    }

    /// Code 4 (token empty): asks for the token to be reset.
    ///
    /// Returns whether it was; a token the server won't reset is forgotten (the next request asks
    /// for a new one); one that could not be asked about stays marked, to be reset later.
    private func resetToken(
        _ current: String, progress: @escaping @Sendable (LoadProgress) -> Void, in fetch: inout Fetch
    ) async throws(OpenTriviaDBError) -> Bool {
        let query = [URLQueryItem(name: "command", value: "reset"), URLQueryItem(name: "token", value: current)]
        let body = try await send("api_token.php", query, progress, in: &fetch)
        if OpenTriviaDBDecoding.tokenWasReset(body) {
            token.used(at: wallClock())
        } else {
            token.forget()
        }
        saveState()
        return token.value != nil
    }

    private func questionParameters(_ query: TriviaQuery, amount: Int, token: String?) -> [URLQueryItem] {
        var parameters = [
            URLQueryItem(name: "amount", value: String(amount)),
            URLQueryItem(name: "type", value: "boolean"),
        ]
        if let category = query.category { parameters.append(URLQueryItem(name: "category", value: String(category))) }
        if let difficulty = query.difficulty {
            parameters.append(URLQueryItem(name: "difficulty", value: difficulty.rawValue))
        }
        if configuration.encoding != .html {
            parameters.append(URLQueryItem(name: "encode", value: configuration.encoding.rawValue))
        }
        if let token { parameters.append(URLQueryItem(name: "token", value: token)) }
        return parameters
    }

    // MARK: - Sending, 5 s apart

    private var timedOut: OpenTriviaDBError {
        .timedOut(host: host, seconds: configuration.deadlineSeconds)
    }

    /// Whether `count` more requests, each `minimumSpacing` after the previous one, can all be
    /// sent before the fetch's budget ends.
    private func canStillSend(_ count: Int, in fetch: Fetch) -> Bool {
        guard let end = fetch.budgetEnd else { return true }
        return spacer.sendTime(ofRequest: count, now: clock.now) < end
    }

    /// Sends one GET once the spacing allows, and returns the body of its 200 answer.
    ///
    /// The request must be over by its deadline, and by the fetch's budget (which its first request
    /// starts).
    private func send(
        _ path: String,
        _ query: [URLQueryItem],
        _ progress: @escaping @Sendable (LoadProgress) -> Void,
        in fetch: inout Fetch
    ) async throws(OpenTriviaDBError) -> Data {
        var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false)
        let basePath = components?.path ?? ""
        components?.path = (basePath.hasSuffix("/") ? basePath : basePath + "/") + path
        components?.queryItems = query.isEmpty ? nil : query
        guard let url = components?.url else { throw .invalidParameter }
        // Nothing can be sent without libcurl.
        guard networkLibrary.problem() == nil else { throw .networkLibraryMissing(library: networkLibrary.name) }

        let now = clock.now
        if let silentPause {
            // The server went silent a moment ago: it isn't asked again before the pause is over.
            guard now >= silentPause.until else { throw silentPause.error }
            self.silentPause = nil
        }
        let sendAt = spacer.sendTime(now: now)
        let budgetEnd = fetch.budgetEnd ?? sendAt.advanced(by: configuration.deadline)
        fetch.budgetEnd = budgetEnd
        let requestEnd = min(sendAt.advanced(by: configuration.deadline), budgetEnd)
        guard sendAt < requestEnd else { throw timedOut }
        let reservation = spacer.reserve(at: sendAt)
        if sendAt > now {
            progress(.waiting(until: sendAt))
            do {
                try await clock.sleep(until: sendAt)
            } catch {
                spacer.giveBack(reservation, now: clock.now)
                throw .cancelled
            }
        }
        progress(.requesting)
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        do throws(OpenTriviaDBTransport.TransportFailure) {
            let body: Data
            if let sender = configuration.sender {
                body = try await sender.body(of: request, by: requestEnd)
            } else {
                let (urlSession, transport) = openSession()
                body = try await transport.body(of: urlSession.dataTask(with: request), by: requestEnd)
            }
            answered()
            return body
        } catch let failure {
            if failure.serverWentSilent {
                silentPause = (clock.now.advanced(by: configuration.pauseAfterSilence), failure.error)
            }
            let error = failure.error
            if error.neverReachedServer {
                // Nothing reached the server: give the slot back.
                spacer.giveBack(reservation, now: clock.now)
            } else {
                answered()
            }
            throw error
        }
    }

    /// The server answered: the spacing counts from now, this run and the next.
    private func answered() {
        spacer.answered(at: clock.now)
        lastRequest = wallClock()
        saveState()
    }

    private func saveState() {
        stateStore?.save(OpenTriviaDBState(token: token.value, tokenLastUsed: token.lastUsed, lastRequest: lastRequest))
    }

    // MARK: - The session

    /// Nothing more to send: the session goes, with libcurl's handles and connection.
    ///
    /// The next request makes a new one.
    private func closeSession() {
        session?.urlSession.finishTasksAndInvalidate()
        session = nil
    }

    /// What the sessions' delegate calls run on (an operation queue holds it unowned).
    private static let delegateDispatchQueue = DispatchQueue(label: "openquizz.urlsession.delegate")

    /// The session, made when the first request is due: a game that never goes online never
    /// loads the network stack's state.
    private func openSession() -> (URLSession, OpenTriviaDBTransport) {
        if let session { return session }
        let transport = OpenTriviaDBTransport(
            origin: configuration.baseURL, deadlineSeconds: configuration.deadlineSeconds,
            silenceLimit: configuration.silenceLimit, clock: clock)
        // The delegate's calls run on a serial queue: without one, the session's operation queue
        // runs them on a global queue, whose first job starts libdispatch's 1 s pool monitor for
        // good (see `QuietExecutor`).
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        delegateQueue.underlyingQueue = Self.delegateDispatchQueue
        let made = URLSession(
            configuration: Self.sessionConfiguration(idleTimeout: configuration.deadline.inSeconds),
            delegate: transport,
            delegateQueue: delegateQueue
        )
        session = (made, transport)
        return (made, transport)
    }

    /// A session that writes nothing anywhere: no URL cache, cookie or credential storage, and (once
    /// `makeSharedStoragesWithoutFolders()` has run at start-up) no folder made on the way.
    ///
    /// URLSession's timeouts are idle timeouts; the deadline is ours.
    private static func sessionConfiguration(idleTimeout: Double) -> URLSessionConfiguration {
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

    /// Swift's Foundation on Linux makes the shared URL cache and cookie storage the first time any
    /// session configuration is made, and with them the folders
    /// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>` and `$XDG_DATA_HOME/<folder of the
    /// executable>` — before we can set the configuration's storages to nil.
    ///
    /// So this makes them first, without folders: the shared URL cache is replaced by one without
    /// a folder (a path under /dev/null can't be made), and the shared cookie storage is made while
    /// XDG_DATA_HOME points under /dev/null too (it then keeps no file; we never give it cookies).
    ///
    /// It changes the environment for a moment (`setenv`, which is not thread-safe): call it once,
    /// at the very start of the program, before any other thread exists.
    public static func makeSharedStoragesWithoutFolders() {
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null/openquizz")
        let dataHome = getenv("XDG_DATA_HOME").map { String(cString: $0) }
        setenv("XDG_DATA_HOME", "/dev/null", 1)
        _ = HTTPCookieStorage.shared
        if let dataHome { setenv("XDG_DATA_HOME", dataHome, 1) } else { unsetenv("XDG_DATA_HOME") }
    }
}
