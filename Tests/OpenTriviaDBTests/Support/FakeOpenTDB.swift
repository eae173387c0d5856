import Foundation
import TestSupport

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The test server's answers in-process: `OpenTriviaDBClient` sends through it instead of
/// URLSession (`makeClient` sets it as the configuration's sender), and it answers as
/// `Tests/OpenTDBServer/opentdb_server.py` would, from the same bank, with the same tokens,
/// codes, logs and `_control` bodies.
///
/// What the transport itself does with a connection (a slow, silent, trickled, endless, gzipped,
/// redirected, truncated or dropped answer) is the loopback server's to show: `control` refuses
/// those faults, so a test that needs them says so (`useLoopbackServer()`). An answer goes to
/// the client as the transport hands it on: a 200's body, the error its status means, an empty
/// body as malformed.
final class FakeOpenTDB: TriviaServer, OpenTriviaDBSending, Sendable {
    struct Refused: Error, CustomStringConvertible {
        let description: String
    }

    let baseURL: URL
    let port: Int
    private let state = Locked(FakeOpenTDBState())

    /// - Parameter port: only named in URLs: nothing listens there.
    init(port: Int = 9) {
        self.port = port
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    // MARK: - OpenTriviaDBSending

    func body(
        of request: URLRequest, by deadline: AnyClock.Instant
    ) async throws(OpenTriviaDBTransport.TransportFailure) -> Data {
        let host = request.url?.host ?? "127.0.0.1"
        guard !Task.isCancelled else { throw .init(error: .cancelled) }
        let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
        let answer = state.withLock { state in
            state.stopped ? nil : state.request(path: components?.path ?? "", query: Self.query(components))
        }
        guard let (status, body) = answer else { throw .init(error: .unreachable(host: host)) }
        if let failure = OpenTriviaDBTransport.failure(status: status, host: host) { throw .init(error: failure) }
        guard body.count <= OpenTriviaDBTransport.defaultMaximumBodySize else {
            throw .init(error: .tooLarge(host: host))
        }
        guard !body.isEmpty else { throw .init(error: .malformedResponse(host: host)) }
        return body
    }

    /// Like PHP, the last of repeated parameters wins.
    private static func query(_ components: URLComponents?) -> [String: String] {
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return query
    }

    // MARK: - TriviaServer

    func control(_ json: [String: Any]) throws {
        let change = try FakeOpenTDBState.Control(json)
        state.withLock { $0.apply(change) }
    }

    func log() throws -> [LoggedRequest] {
        state.withLock { $0.log }
    }

    func get(_ path: String, query: [String: String]) throws -> (status: Int, body: Data) {
        let path = path.hasPrefix("/") ? path : "/" + path
        return try state.withLock { state in
            guard !state.stopped else { throw Refused(description: "GET \(path): the server was stopped") }
            switch path {
            case "/_bank":
                let entries = FakeOpenTDBBank.entries.map { entry -> [String: Any] in
                    [
                        "id": entry.id, "type": entry.type, "difficulty": entry.difficulty,
                        "category": entry.category, "question": entry.question,
                        "correct_answer": entry.correctAnswer, "incorrect_answers": entry.incorrectAnswers,
                    ]
                }
                return (200, try JSONSerialization.data(withJSONObject: entries))
            case "/_stats":
                return (200, try JSONSerialization.data(withJSONObject: ["faults_applied": state.faultsApplied]))
            default:
                return state.request(path: path, query: query)
            }
        }
    }

    func stop() {
        state.withLock { $0.stopped = true }
    }
}

/// What the fake server remembers, as the Python server's `State`.
struct FakeOpenTDBState {
    /// An injected fault, taken by the next request to its path (any path if nil).
    struct Fault: Sendable {
        enum Kind: Sendable {
            case http(status: Int)
            case empty
            case malformed
            case wrongTypes
            case code(Int, status: Int)
            case rateLimit(mode: String?)
        }

        var kind: Kind
        var name: String
        var path: String?
    }

    var stopped = false
    var log: [LoggedRequest] = []
    var faultsApplied = 0
    private var tokens: [String: Set<Int>] = [:]
    private var faults: [Fault] = []
    private var tokenOverride: String?
    private var categories: [(id: Int, name: String)]?
    private var rateLimitSeconds = 0.0
    private var rateLimitMode = "code5"
    private var lastServed: Date?

    private static let apiPaths: Set<String> = ["/api.php", "/api_token.php", "/api_category.php", "/api_count.php"]

    // MARK: Control

    /// A `_control` body, checked whole before any of it applies.
    struct Control: Sendable {
        var reset = false
        var expireTokens = false
        var clearFaults = false
        var rateLimitSeconds: Double?
        var rateLimitMode: String?
        /// nil: unchanged; `.some(nil)`: back to random tokens.
        var tokenOverride: String??
        /// nil: unchanged; `.some(nil)`: back to the real list.
        var categories: [(id: Int, name: String)]??
        var faults: [Fault] = []

        init(_ body: [String: Any]) throws {
            let known: Set = [
                "reset", "expire_tokens", "clear_faults", "rate_limit_seconds", "rate_limit_mode", "faults", "seed",
                "token_override", "categories",
            ]
            let unknown = Set(body.keys).subtracting(known)
            guard unknown.isEmpty else { throw FakeOpenTDB.Refused(description: "unknown control key(s): \(unknown)") }
            faults = try (body["faults"] as? [[String: Any]] ?? []).map(FakeOpenTDBState.fault)
            rateLimitSeconds = body["rate_limit_seconds"].map { ($0 as? NSNumber)?.doubleValue ?? -1 }
            if let seconds = rateLimitSeconds, !(0...3600).contains(seconds) {
                throw FakeOpenTDB.Refused(description: "rate_limit_seconds out of range")
            }
            rateLimitMode = body["rate_limit_mode"] as? String
            if let mode = rateLimitMode, !["code5", "http429"].contains(mode) {
                throw FakeOpenTDB.Refused(description: "rate_limit_mode must be code5 or http429")
            }
            tokenOverride = try body["token_override"].map(FakeOpenTDBState.tokenOverride)
            categories = try body["categories"].map(FakeOpenTDBState.categories)
            reset = body["reset"] as? Bool == true
            expireTokens = body["expire_tokens"] as? Bool == true
            clearFaults = body["clear_faults"] as? Bool == true
        }
    }

    /// Applies a control body in the server's order: reset, expired tokens, cleared faults,
    /// settings, overrides, new faults.
    mutating func apply(_ change: Control) {
        if change.reset {
            tokens = [:]
            log = []
            faults = []
            faultsApplied = 0
            tokenOverride = nil
            categories = nil
            lastServed = nil
        }
        if change.expireTokens { tokens = [:] }
        if change.clearFaults { faults = [] }
        if let seconds = change.rateLimitSeconds { rateLimitSeconds = seconds }
        if let mode = change.rateLimitMode { rateLimitMode = mode }
        if let override = change.tokenOverride { tokenOverride = override }
        if let listed = change.categories { categories = listed }
        faults += change.faults
    }

    private static func fault(_ raw: [String: Any]) throws -> Fault {
        let name = raw["kind"] as? String ?? ""
        let path = raw["path"] as? String
        if let path, !apiPaths.contains(path) { throw FakeOpenTDB.Refused(description: "no such path \(path)") }
        let kind: Fault.Kind
        switch name {
        case "http": kind = .http(status: raw["status"] as? Int ?? 500)
        case "empty": kind = .empty
        case "malformed": kind = .malformed
        case "wrong_types": kind = .wrongTypes
        case "code": kind = .code(raw["code"] as? Int ?? 2, status: raw["status"] as? Int ?? 200)
        case "rate_limit": kind = .rateLimit(mode: raw["mode"] as? String)
        case "slow", "silent", "truncate", "drop", "trickle", "endless", "gzip_bomb", "redirect":
            throw FakeOpenTDB.Refused(
                description: "the fault \(name) is the transport's to meet: this test needs useLoopbackServer()")
        default:
            throw FakeOpenTDB.Refused(description: "unknown fault kind \(name)")
        }
        return Fault(kind: kind, name: name, path: path)
    }

    /// nil (`NSNull`): random tokens again; else the text repeated.
    private static func tokenOverride(_ raw: Any) throws -> String? {
        if raw is NSNull { return nil }
        guard let raw = raw as? [String: Any], let text = raw["text"] as? String else {
            throw FakeOpenTDB.Refused(description: "token_override must be null or {\"text\": ..., \"repeat\": n}")
        }
        return String(repeating: text, count: raw["repeat"] as? Int ?? 1)
    }

    /// nil (`NSNull`): the real list again; else exactly these.
    private static func categories(_ raw: Any) throws -> [(id: Int, name: String)]? {
        if raw is NSNull { return nil }
        guard let entries = raw as? [[String: Any]] else {
            throw FakeOpenTDB.Refused(description: "categories: a list")
        }
        return try entries.map { entry in
            guard let id = entry["id"] as? Int, let name = entry["name"] as? String, entry.count == 2 else {
                throw FakeOpenTDB.Refused(description: "each category must be {\"id\": integer, \"name\": string}")
            }
            return (id, name)
        }
    }

    // MARK: Requests

    /// Answers a GET of `path` and logs it.
    mutating func request(path: String, query: [String: String]) -> (status: Int, body: Data) {
        let now = Date()
        var entry = (status: 200, body: Data(), code: Int?.none, fault: String?.none)
        if !Self.apiPaths.contains(path) {
            entry = (404, JSONValue.object([("error", .string("HTTP 404"))]).data, nil, nil)
        } else if let index = faults.firstIndex(where: { $0.path == nil || $0.path == path }) {
            let fault = faults.remove(at: index)
            faultsApplied += 1
            let (status, body, code) = answer(to: fault)
            entry = (status, body, code, fault.name)
        } else if let last = lastServed, rateLimitSeconds > 0, now.timeIntervalSince(last) < rateLimitSeconds {
            entry = (rateLimitMode == "http429" ? 429 : 200, Self.failure(5).data, 5, nil)
        } else {
            lastServed = now
            let (code, json) = answer(path: path, query: query)
            entry = (200, json.data, code, nil)
        }
        log.append(
            LoggedRequest(
                time: now.timeIntervalSince1970, path: path, query: query, status: entry.status,
                responseCode: entry.code, fault: entry.fault))
        return (entry.status, entry.body)
    }

    private func answer(to fault: Fault) -> (status: Int, body: Data, code: Int?) {
        switch fault.kind {
        case .http(let status):
            return (status, JSONValue.object([("error", .string("Injected HTTP \(status)"))]).data, nil)
        case .empty: return (200, Data(), nil)
        case .malformed: return (200, Data(#"{"response_code":0,"results":[{"type":"boolean",,"question":}"#.utf8), nil)
        case .wrongTypes: return (200, Data(#"{"response_code":"0","results":{"a":1}}"#.utf8), nil)
        case .code(let code, let status): return (status, Self.failure(code).data, code)
        case .rateLimit(let mode): return ((mode ?? rateLimitMode) == "http429" ? 429 : 200, Self.failure(5).data, 5)
        }
    }

    private static func failure(_ code: Int) -> JSONValue {
        .object([("response_code", .int(code)), ("results", .array([]))])
    }

    /// The answer's `response_code` and body.
    private mutating func answer(path: String, query: [String: String]) -> (Int, JSONValue) {
        switch path {
        case "/api.php":
            return questions(query)
        case "/api_token.php":
            return token(query)
        case "/api_category.php":
            let listed = categories ?? FakeOpenTDBBank.categories
            let list = listed.map { JSONValue.object([("id", .int($0.id)), ("name", .string($0.name))]) }
            return (0, .object([("trivia_categories", .array(list))]))
        default:
            return count(query)
        }
    }

    private static func number(_ text: String?) -> Int? {
        guard let text, (1...6).contains(text.count), text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else {
            return nil
        }
        return Int(text)
    }

    private mutating func questions(_ query: [String: String]) -> (Int, JSONValue) {
        guard let amount = Self.number(query["amount"]), (1...50).contains(amount) else { return (2, Self.failure(2)) }
        let category = query["category"] ?? ""
        let difficulty = query["difficulty"] ?? ""
        let type = query["type"] ?? ""
        let encoding = query["encode"] ?? ""
        let token = query["token"] ?? ""
        let categoryID = Self.number(category)
        guard category.isEmpty || categoryID.map({ FakeOpenTDBBank.categoryNames[$0] != nil }) == true,
            difficulty.isEmpty || FakeOpenTDBBank.difficulties.contains(difficulty),
            type.isEmpty || ["boolean", "multiple"].contains(type),
            encoding.isEmpty || FakeOpenTDBBank.encodings.contains(encoding)
        else { return (2, Self.failure(2)) }
        var served: Set<Int>?
        if !token.isEmpty {
            guard let known = tokens[token] else { return (3, Self.failure(3)) }
            served = known
        }
        let matching = FakeOpenTDBBank.entries.filter {
            (categoryID == nil || $0.categoryID == categoryID) && (difficulty.isEmpty || $0.difficulty == difficulty)
                && (type.isEmpty || $0.type == type)
        }
        guard matching.count >= amount else { return (1, Self.failure(1)) }
        let pool = matching.filter { served?.contains($0.id) != true }
        guard pool.count >= amount else { return (4, Self.failure(4)) }
        let chosen = pool.shuffled().prefix(amount)
        if served != nil { tokens[token]?.formUnion(chosen.map(\.id)) }
        let results = chosen.map { FakeOpenTDBBank.encoded($0, encoding) }
        return (0, .object([("response_code", .int(0)), ("results", .array(results))]))
    }

    private mutating func token(_ query: [String: String]) -> (Int, JSONValue) {
        switch query["command"] {
        case "request":
            let token =
                tokenOverride ?? (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
            tokens[token] = []
            return (
                0,
                .object([
                    ("response_code", .int(0)), ("response_message", .string("Token Generated Successfully!")),
                    ("token", .string(token)),
                ])
            )
        case "reset":
            let token = query["token"] ?? ""
            guard tokens[token] != nil else { return (3, Self.failure(3)) }
            tokens[token] = []
            return (0, .object([("response_code", .int(0)), ("token", .string(token))]))
        default:
            return (2, Self.failure(2))
        }
    }

    private func count(_ query: [String: String]) -> (Int, JSONValue) {
        guard let id = Self.number(query["category"]), FakeOpenTDBBank.categoryNames[id] != nil else {
            return (2, Self.failure(2))
        }
        let inCategory = FakeOpenTDBBank.entries.filter { $0.categoryID == id }
        var counts: [(String, JSONValue)] = [("total_question_count", .int(inCategory.count))]
        for difficulty in FakeOpenTDBBank.difficulties {
            counts.append(
                ("total_\(difficulty)_question_count", .int(inCategory.count { $0.difficulty == difficulty })))
        }
        return (0, .object([("category_id", .int(id)), ("category_question_count", .object(counts))]))
    }
}
