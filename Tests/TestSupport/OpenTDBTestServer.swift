import Foundation
import QuizCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One API request as the test server logged it (`GET /_log`).
public struct LoggedRequest: Decodable, Equatable {
    /// When the request arrived, seconds since 1970.
    public let time: Double
    public let path: String
    public let query: [String: String]
    /// The HTTP status sent; 0 when the connection was dropped without an answer.
    public let status: Int
    /// The `response_code` sent, or nil when the body had none (an injected fault).
    public let responseCode: Int?
    /// The injected fault's kind, or nil for a normal answer.
    public let fault: String?
    /// The request's `Accept-Encoding` header.
    public let acceptEncoding: String?
    /// Streaming faults (`trickle`, `endless`, `gzip_bomb`): the body bytes written, on the wire.
    public let bytesSent: Int?
    /// Streaming faults: the body bytes written, before compression.
    public let expandedSent: Int?
    /// Streaming faults: whether the client closed the connection before the body ended.
    public let closedEarly: Bool?

    public init(
        time: Double, path: String, query: [String: String], status: Int, responseCode: Int?, fault: String?,
        acceptEncoding: String? = nil, bytesSent: Int? = nil, expandedSent: Int? = nil, closedEarly: Bool? = nil
    ) {
        self.time = time
        self.path = path
        self.query = query
        self.status = status
        self.responseCode = responseCode
        self.fault = fault
        self.acceptEncoding = acceptEncoding
        self.bytesSent = bytesSent
        self.expandedSent = expandedSent
        self.closedEarly = closedEarly
    }

    private enum CodingKeys: String, CodingKey {
        case time
        case path
        case query
        case status
        case responseCode = "response_code"
        case fault
        case acceptEncoding = "accept_encoding"
        case bytesSent = "bytes_sent"
        case expandedSent = "expanded_sent"
        case closedEarly = "closed_early"
    }
}

/// What can go wrong while starting or talking to the test server.
public enum OpenTDBTestServerError: Error, CustomStringConvertible {
    case scriptNotFound(String)
    case pythonNotFound
    case didNotStart(String)
    case request(String)

    public var description: String {
        switch self {
        case .scriptNotFound(let path): return "opentdb_server.py not found (looked for \(path))"
        case .pythonNotFound: return "python3 not found on PATH or at /usr/bin/python3"
        case .didNotStart(let detail): return "the test server did not start: \(detail)"
        case .request(let detail): return "request to the test server failed: \(detail)"
        }
    }
}

/// An Open Trivia DB stand-in on 127.0.0.1, run from `Tests/OpenTDBServer/opentdb_server.py`.
///
/// Start it from XCTest (not Swift Testing: child processes started there inherit a blocked
/// signal mask). `finish()` hands it back, renewed, for the next test that starts one with the
/// same command line (a Python start is 80 ms of CPU); `stop()` or deinit kills it with SIGKILL;
/// the server also exits by itself when this process dies or after `maxLifetime` seconds.
public final class OpenTDBTestServer {
    /// `http://127.0.0.1:<port>/`; API paths such as `api.php` resolve against it.
    public let baseURL: URL
    public let port: Int

    private let launched: Launched
    private let arguments: [String]
    private var process: Process { launched.process }
    private var stderr: StreamCollector { launched.stderr }
    private let session: URLSession
    private let lock = NSLock()
    private var stopped = false

    /// Starts the server and waits (at most `startTimeout` seconds) for its `PORT n` line.
    /// - Parameters:
    ///   - rateLimitSeconds: the shortest spacing of API requests; 0 turns the limit off.
    ///   - maxLifetime: the server exits by itself after this many seconds.
    ///   - startTimeout: how long to wait for the server to report its port.
    /// - Throws: `OpenTDBTestServerError` when the script or Python is missing or the server
    ///   does not report a port in time.
    public init(
        rateLimitSeconds: Double = 5,
        maxLifetime: Double = 600,
        startTimeout: TimeInterval = 15
    ) throws {
        let arguments = [
            "--port", "0",
            "--rate-limit-seconds", String(rateLimitSeconds),
            "--max-lifetime", String(maxLifetime),
        ]
        // Python takes a while to start: a server a finished test handed back, or else one started
        // in advance for the next test like this one (it runs while the test does).
        let launched: Launched
        if let kept = Pool.take(arguments, maxLifetime: maxLifetime) {
            launched = kept
        } else {
            launched = try Spares.take(arguments, maxLifetime: maxLifetime) ?? Self.launch(arguments)
            Spares.prepare(arguments) { try Self.launch(arguments) }
        }
        let (process, stdout, stderr) = (launched.process, launched.stdout, launched.stderr)

        let line = stdout.firstLine(before: .now() + startTimeout)
        guard let line, line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)), port > 0 else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            stderr.waitForEnd(before: .now() + 1)
            let detail = line.map { "first line \"\($0)\"" } ?? "no PORT line in \(startTimeout) s"
            throw OpenTDBTestServerError.didNotStart("\(detail); stderr: \(stderr.text)")
        }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        configuration.timeoutIntervalForResource = 5
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        self.launched = launched
        self.arguments = arguments
        self.session = URLSession(configuration: configuration)
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    deinit {
        stop()
    }

    /// Everything the server wrote to stderr so far (the last 16 KiB).
    public var standardError: String { stderr.text }

    // MARK: - Control

    /// Sends a `POST /_control` body, for instance `["reset": true]`,
    /// `["rate_limit_seconds": 0.5, "rate_limit_mode": "http429"]` or
    /// `["faults": [["kind": "http", "status": 500]]]`.
    /// - Throws: `OpenTDBTestServerError.request` when the server refuses the body.
    public func control(_ json: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: json)
        let (status, data) = try send(path: "_control", method: "POST", body: body)
        guard status == 200 else {
            throw OpenTDBTestServerError.request("control HTTP \(status): \(String(decoding: data, as: UTF8.self))")
        }
    }

    /// Every API request the server received since it started or was last reset, oldest first.
    public func log() throws -> [LoggedRequest] {
        let (status, data) = try send(path: "_log")
        guard status == 200 else { throw OpenTDBTestServerError.request("log HTTP \(status)") }
        return try JSONDecoder().decode([LoggedRequest].self, from: data)
    }

    /// Polls the log (every 20 ms) until `condition` holds and returns that log; after `timeout`
    /// seconds, fails the test (at the caller's line) and returns nil.
    ///
    /// The server logs a request once it has answered it.
    public func waitForLog(
        timeout: TimeInterval = waitTimeout, file: StaticString = #filePath, line: UInt = #line,
        until condition: ([LoggedRequest]) -> Bool
    ) throws -> [LoggedRequest]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let entries = try log()
            if condition(entries) { return entries }
            if Date() > deadline {
                failTest(
                    "timed out after \(timeout) s waiting for the server's log: \(entries)", file: file, line: line)
                return nil
            }
            usleep(20_000)
        }
    }

    /// A synchronous GET through URLSession, for tests that only need the raw answer.
    /// - Parameters:
    ///   - path: relative to `baseURL`, such as `api.php`.
    ///   - query: query items, sent in key order.
    /// - Returns: the HTTP status and the body.
    public func get(_ path: String, query: [String: String] = [:]) throws -> (status: Int, body: Data) {
        try send(path: path, query: query)
    }

    /// The test is done with the server: it waits, renewed, for the next test that starts one.
    ///
    /// `POST /_renew` brings it back to how it started (an answer still being sent is never logged
    /// after it), and the next test with the same command line takes it. One that can't be
    /// renewed is killed.
    public func finish() {
        guard process.isRunning, let (status, _) = try? send(path: "_renew", method: "POST", body: Data("{}".utf8)),
            status == 200
        else { return stop() }
        lock.lock()
        let alreadyStopped = stopped
        stopped = true
        lock.unlock()
        guard !alreadyStopped else { return }
        session.invalidateAndCancel()
        Pool.keep(launched, for: arguments)
    }

    /// Kills the server (SIGKILL) and waits for it.
    ///
    /// Safe to call more than once.
    public func stop() {
        lock.lock()
        let alreadyStopped = stopped
        stopped = true
        lock.unlock()
        guard !alreadyStopped else { return }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        session.invalidateAndCancel()
    }

    // MARK: - Private

    private func send(
        path: String,
        query: [String: String] = [:],
        method: String = "GET",
        body: Data? = nil
    ) throws -> (status: Int, body: Data) {
        lock.lock()
        let isStopped = stopped
        lock.unlock()
        guard !isStopped else { throw OpenTDBTestServerError.request("\(method) \(path): the server was stopped") }
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty {
            components.queryItems = query.keys.sorted().map { URLQueryItem(name: $0, value: query[$0]) }
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.httpBody = body
        if body != nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { data, response, error in
            if let error {
                box.set(.failure(error))
            } else {
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                box.set(.success((status, data ?? Data())))
            }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 6) == .success else {
            throw OpenTDBTestServerError.request("\(method) \(path): no answer in 6 s")
        }
        switch box.get() {
        case .success(let answer): return answer
        case .failure(let error): throw OpenTDBTestServerError.request("\(method) \(path): \(error)")
        case nil: throw OpenTDBTestServerError.request("\(method) \(path): no result")
        }
    }

    /// Starts the server script with `arguments`, its output read as it comes.
    private static func launch(_ arguments: [String]) throws -> Launched {
        let process = Process()
        process.executableURL = try Self.pythonURL()
        // -S: the script needs only the standard library, and site-packages' start-up hooks
        // (.pth files) took a third of the interpreter's start.
        process.arguments = ["-S", "-u", try Self.scriptURL().path] + arguments
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        return Launched(
            process: process,
            stdout: StreamCollector(outPipe.fileHandleForReading, limit: 4096),
            stderr: StreamCollector(errPipe.fileHandleForReading, limit: 16_384),
            started: Date()
        )
    }

    private static func scriptURL() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["OPENTDB_SERVER_SCRIPT"] {
            return URL(fileURLWithPath: override)
        }
        let fileManager = FileManager.default
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                let script = directory.appendingPathComponent("Tests/OpenTDBServer/opentdb_server.py")
                guard fileManager.fileExists(atPath: script.path) else {
                    throw OpenTDBTestServerError.scriptNotFound(script.path)
                }
                return script
            }
            directory = directory.deletingLastPathComponent()
        }
        throw OpenTDBTestServerError.scriptNotFound("a Package.swift above \(#filePath)")
    }

    /// The interpreter, found once a process: what `python3` on PATH runs when it is a shim (pyenv,
    /// asdf), which costs a shell script or two at every launch; else the file found.
    private static let resolvedPython: Result<URL, OpenTDBTestServerError> = Result {
        try interpreter(foundOnPath: foundPythonURL())
    }.mapError { $0 as? OpenTDBTestServerError ?? .pythonNotFound }

    private static func pythonURL() throws -> URL {
        try resolvedPython.get()
    }

    /// Asks `found` for `sys.executable`; `found` itself when that fails or names no executable.
    private static func interpreter(foundOnPath found: URL) -> URL {
        let process = Process()
        process.executableURL = found
        process.arguments = ["-S", "-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return found }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, path.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: path)
        else { return found }
        return URL(fileURLWithPath: path)
    }

    private static func foundPythonURL() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let override = environment["OPENTDB_PYTHON"] {
            candidates.append(override)
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/python3")
        }
        candidates.append("/usr/bin/python3")
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw OpenTDBTestServerError.pythonNotFound
        }
        return URL(fileURLWithPath: path)
    }
}

/// One URLSession answer handed from the completion handler's thread to the waiting one.
private final class ResultBox: Sendable {
    private let result = Locked<Result<(Int, Data), any Error>?>(nil)

    func set(_ value: Result<(Int, Data), any Error>) {
        result.withLock { $0 = value }
    }

    func get() -> Result<(Int, Data), any Error>? {
        result.withLock { $0 }
    }
}
