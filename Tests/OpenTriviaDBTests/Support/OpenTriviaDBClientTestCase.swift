import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// What the client's tests share: a server, a driver on a manual clock, a temporary folder for
/// the state file, and the helpers that make a client and store a token.
///
/// The server is the in-process fake (`FakeOpenTDB`), which the clients made here send through;
/// a test of what URLSession and the transport do with a real connection starts with
/// `useLoopbackServer()`, and its clients then go through URLSession to the local test server.
class OpenTriviaDBClientTestCase: XCTestCase {
    let files = FileWriter()
    /// As the game does at start-up: sessions then make no folder in the runner's home.
    override class func setUp() {
        super.setUp()
        OpenTriviaDBClient.makeSharedStoragesWithoutFolders()
    }

    var server: (any TriviaServer)!
    var driver: ClientDriver!
    var folder: URL!
    let wall = TestWallClock()

    /// The state file every client made with the default `stateFile` shares.
    var store: OpenTriviaDBStateStore {
        OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"), writer: files)
    }

    override func setUpWithError() throws {
        server = FakeOpenTDB()
        driver = ClientDriver()
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        server.finish()
        TemporaryFiles.remove(folder, after: files)
    }

    /// From here on, the local test server through URLSession (its own limit off: the spacing
    /// under test is ours, on the injected clock); returns it.
    @discardableResult
    func useLoopbackServer() throws -> OpenTDBTestServer {
        server.stop()
        let loopback = try OpenTDBTestServer(rateLimitSeconds: 0)
        server = loopback
        return loopback
    }

    /// A client of `server` (or of `baseURL`): through the fake when it is the fake's URL (its
    /// scheme, host and port), else through URLSession.
    func makeClient(
        encoding: FieldEncoding = .url3986,
        baseURL: URL? = nil,
        stateFile: String? = "opentdb.json",
        silenceLimit: Duration = .seconds(3),
        networkLibrary: NetworkLibrary = .system
    ) -> OpenTriviaDBClient {
        let wall = self.wall
        let url = baseURL ?? server.baseURL
        let fake = (server as? FakeOpenTDB).flatMap { fake in
            [url.scheme, url.host, url.port.map(String.init)]
                == [fake.baseURL.scheme, fake.baseURL.host, fake.baseURL.port.map(String.init)] ? fake : nil
        }
        var configuration = OpenTriviaDBClient.Configuration(
            baseURL: url, encoding: encoding, silenceLimit: silenceLimit)
        configuration.sender = fake
        return OpenTriviaDBClient(
            configuration: configuration,
            clock: driver.clock,
            stateStore: stateFile.map { OpenTriviaDBStateStore(url: folder.appendingPathComponent($0), writer: files) },
            wallClock: { wall.now },
            networkLibrary: networkLibrary
        )
    }

    /// Saves a token the server knows, freshly used, as an earlier run would have left it: the
    /// next fetch starts with its questions.
    ///
    /// Returns the token.
    @discardableResult
    func storeServerToken() throws -> String {
        let (_, body) = try server.get("api_token.php", query: ["command": "request"])
        let answer = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
        let token = try XCTUnwrap(answer["token"] as? String)
        store.save(OpenTriviaDBState(token: token, tokenLastUsed: wall.now))
        files.flush()
        return token
    }
}
