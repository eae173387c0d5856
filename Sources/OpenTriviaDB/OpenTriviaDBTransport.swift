import Foundation
import QuizCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How `OpenTriviaDBClient` sends one GET.
///
/// It returns the body of the 200 answer, by `deadline` at the latest, or says why there is none.
/// The game sends through URLSession (`OpenTriviaDBTransport`); this seam exists for the client's
/// tests, which answer in-process as the test server would.
protocol OpenTriviaDBSending: Sendable {
    func body(
        of request: URLRequest, by deadline: AnyClock.Instant
    ) async throws(OpenTriviaDBTransport.TransportFailure) -> Data
}

/// Sends GET requests to one server through URLSession, each bounded four ways.
///
/// Each request is answered exactly once, with the body of a 200 answer or a `TransportFailure`:
///
/// - a deadline from sending to the last byte, on the injected clock (URLSession's own timeouts
///   are only idle timeouts here: a server that trickles a byte a second never hits them);
/// - a silence limit, on the injected clock too: a server that has sent nothing we can see (an
///   answer's head, a piece of its body, a redirect) for that long, from sending or since the last
///   piece, is given up. While a request waits for a byte, swift-corelibs' URLSession keeps a
///   core busy (a write source it never removes fires on the idle socket; DECISIONS 15), so a
///   silent server must not hold a request for the whole deadline;
/// - a body limit, counted as the bytes arrive: libcurl asks for and decodes gzip, deflate, br and
///   zstd itself, so what arrives is already decompressed. The request is cancelled at the first
///   byte over the limit, so an endless body or a compression bomb is never read to its end;
/// - redirects followed only within the origin we were given (same scheme, host and port, or
///   http upgraded to https on the same host), at most three: the session token in the query
///   never leaves the configured host.
///
/// A request whose task is cancelled ends at once with `.cancelled`. The transport is the
/// session's delegate (and must be given as such when the session is made); it holds no reference
/// to the session, and nothing here ever waits on the session's own queue.
final class OpenTriviaDBTransport: NSObject, URLSessionDataDelegate, Sendable {
    /// Why a request gave no body.
    struct TransportFailure: Error, Equatable {
        let error: OpenTriviaDBError
        /// Nothing came from the server for the silence limit.
        var serverWentSilent = false
    }

    /// The longest answer accepted: 1 MiB, decompressed.
    static let defaultMaximumBodySize = 1 << 20
    static let maximumRedirects = 3

    private struct Transfer {
        let task: URLSessionDataTask
        let answer: @Sendable (Result<Data, TransportFailure>) -> Void
        /// Sleeps until the deadline or the end of a silence, then ends the transfer if it has
        /// come; cancelled when the transfer ends first.
        var watch: Task<Void, Never>?
        var body = Data()
        var redirects = 0
        /// How many times the server was heard from, and when last, on the clock.
        var heard = 0
        var lastHeard: AnyClock.Instant
    }

    /// The configured server: redirects may not leave it.
    let origin: URL
    let maximumBodySize: Int
    private let host: String
    private let deadlineSeconds: Int
    private let silenceLimit: Duration
    private let clock: AnyClock
    private let transfers = Locked<[Int: Transfer]>([:])

    /// - Parameters:
    ///   - origin: the server's base URL.
    ///   - deadlineSeconds: named in the error of a request that ran out of time.
    ///   - silenceLimit: how long the server may send nothing before the request is given up.
    init(
        origin: URL, deadlineSeconds: Int, silenceLimit: Duration, maximumBodySize: Int = defaultMaximumBodySize,
        clock: AnyClock
    ) {
        self.origin = origin
        self.host = origin.host ?? origin.absoluteString
        self.deadlineSeconds = deadlineSeconds
        self.silenceLimit = silenceLimit
        self.maximumBodySize = maximumBodySize
        self.clock = clock
    }

    /// Runs `task` (made by the session this transport is the delegate of) and returns the body
    /// of its 200 answer, by `deadline` on the clock at the latest, and given up after the
    /// silence limit without a word from the server.
    func body(of task: URLSessionDataTask, by deadline: AnyClock.Instant) async throws(TransportFailure) -> Data {
        let identifier = task.taskIdentifier
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Data, TransportFailure>, Never>) in
                transfers.withLock {
                    $0[identifier] = Transfer(
                        task: task, answer: { continuation.resume(returning: $0) }, lastHeard: clock.now)
                }
                let watch = Task(executorPreference: QuietExecutor.network) { [self] in
                    await self.watch(identifier, until: deadline)
                }
                let stillRunning = transfers.withLock { transfers -> Bool in
                    guard transfers[identifier] != nil else { return false }
                    transfers[identifier]?.watch = watch
                    return true
                }
                if !stillRunning { watch.cancel() }
                if Task.isCancelled {
                    finish(identifier, .cancelled, cancelling: false)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            finish(identifier, .cancelled, cancelling: true)
        }
        return try result.get()
    }

    /// Ends the transfer at its deadline, or once the server has sent nothing for the silence
    /// limit.
    ///
    /// Silence is judged by what came between two looks: a server heard from since the last look
    /// is looked at again a silence limit after it was last heard (or from now, if the clock jumped
    /// past that).
    private func watch(_ identifier: Int, until deadline: AnyClock.Instant) async {
        guard var seen = transfers.withLock({ $0[identifier].map { (count: $0.heard, at: $0.lastHeard) } }) else {
            return
        }
        var lookAt = seen.at.advanced(by: silenceLimit)
        while true {
            let wakeAt = min(lookAt, deadline)
            guard (try? await clock.sleep(until: wakeAt)) != nil else { return }
            guard lookAt < deadline else {
                finish(identifier, .timedOut(host: host, seconds: deadlineSeconds), cancelling: true)
                return
            }
            guard let heard = transfers.withLock({ $0[identifier].map { (count: $0.heard, at: $0.lastHeard) } }) else {
                return
            }
            if heard.count == seen.count {
                let failure = TransportFailure(
                    error: .timedOut(host: host, seconds: silenceSeconds), serverWentSilent: true)
                finish(identifier, .failure(failure), cancelling: true)
                return
            }
            seen = heard
            let now = clock.now
            lookAt = heard.at.advanced(by: silenceLimit)
            if lookAt <= now { lookAt = now.advanced(by: silenceLimit) }
        }
    }

    /// The silence limit in whole seconds (at least 1), as error messages name it.
    private var silenceSeconds: Int { max(1, Int(silenceLimit.inSeconds.rounded())) }

    /// The server sent something: its silence starts again.
    private func heard(_ identifier: Int) {
        let now = clock.now
        transfers.withLock { transfers in
            transfers[identifier]?.heard += 1
            transfers[identifier]?.lastHeard = now
        }
    }

    private func finish(_ identifier: Int, _ error: OpenTriviaDBError, cancelling: Bool) {
        finish(identifier, .failure(TransportFailure(error: error)), cancelling: cancelling)
    }

    /// Ends a transfer once: the first caller wins, later ones find nothing.
    private func finish(_ identifier: Int, _ result: Result<Data, TransportFailure>, cancelling: Bool) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: identifier) }) else { return }
        transfer.watch?.cancel()
        // cancel() only posts work to the session's queue: safe from any thread but that queue,
        // and delegate calls and the watch's task never run there.
        if cancelling { transfer.task.cancel() }
        transfer.answer(result)
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        heard(dataTask.taskIdentifier)
        guard let http = response as? HTTPURLResponse else {
            finish(dataTask.taskIdentifier, .malformedResponse(host: host), cancelling: false)
            return completionHandler(.cancel)
        }
        let failure =
            Self.failure(status: http.statusCode, host: host)
            ?? (response.expectedContentLength > Int64(maximumBodySize) ? .tooLarge(host: host) : nil)
        if let failure {
            // Whatever the body says, we don't read it.
            finish(dataTask.taskIdentifier, failure, cancelling: false)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        heard(identifier)
        let overLimit = transfers.withLock { transfers -> Bool in
            guard let received = transfers[identifier]?.body.count else { return false }
            if received + data.count > maximumBodySize { return true }
            transfers[identifier]?.body.append(data)
            return false
        }
        if overLimit {
            finish(identifier, .tooLarge(host: host), cancelling: true)
        }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let identifier = task.taskIdentifier
        heard(identifier)
        let follows = transfers.withLock { transfers -> Bool in
            guard let redirects = transfers[identifier]?.redirects, redirects < Self.maximumRedirects,
                let target = request.url, Self.staysWithin(origin, target)
            else { return false }
            transfers[identifier]?.redirects += 1
            return true
        }
        guard follows else {
            // Answer first: URLSession traps if the task is cancelled while it waits for this.
            completionHandler(nil)
            finish(identifier, .redirected(host: host), cancelling: true)
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        if let error {
            var failure = map(error)
            // The server was heard (it answered), then the connection dropped: not unreachable.
            if failure == .unreachable(host: host), (transfers.withLock { $0[identifier]?.heard } ?? 0) > 0 {
                failure = .cutShort(host: host)
            }
            finish(identifier, failure, cancelling: false)
            return
        }
        let body = transfers.withLock { $0[identifier]?.body }
        guard let body, !body.isEmpty else {
            finish(identifier, .malformedResponse(host: host), cancelling: false)
            return
        }
        finish(identifier, .success(body), cancelling: false)
    }

    // MARK: - Rules

    /// What an answer's HTTP status says: nil for 200 (its body is read), else the error.
    static func failure(status: Int, host: String) -> OpenTriviaDBError? {
        switch status {
        case 200: nil
        case 429: .rateLimited(host: host)
        default: .httpStatus(host: host, status: status)
        }
    }

    /// Whether a redirect from the configured `origin` to `target` may be followed: the same
    /// scheme, host and port, or the same host upgraded from http to https.
    static func staysWithin(_ origin: URL, _ target: URL) -> Bool {
        guard let originHost = origin.host?.lowercased(), let targetHost = target.host?.lowercased(),
            originHost == targetHost,
            let originScheme = origin.scheme?.lowercased(), let targetScheme = target.scheme?.lowercased()
        else { return false }
        let defaultPorts = ["http": 80, "https": 443]
        let originPort = origin.port ?? defaultPorts[originScheme]
        let targetPort = target.port ?? defaultPorts[targetScheme]
        if originScheme == targetScheme { return originPort == targetPort }
        return originScheme == "http" && targetScheme == "https" && targetPort == 443
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
            return .timedOut(host: host, seconds: deadlineSeconds)
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
