import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// What `OpenTriviaDBClientTests` and `OpenTriviaDBTokenTests` share: a local server, a
/// driver on a manual clock, a temporary folder for the state file, and the helpers that make
/// a client and store a token.
class OpenTriviaDBClientTestCase: XCTestCase {
    let files = FileWriter()
    /// As the game does at start-up: sessions then make no folder in the runner's home.
    override class func setUp() {
        super.setUp()
        OpenTriviaDBClient.makeSharedStoragesWithoutFolders()
    }

    var server: OpenTDBTestServer!
    var driver: ClientDriver!
    var folder: URL!
    let wall = TestWallClock()

    /// The state file every client made with the default `stateFile` shares.
    var store: OpenTriviaDBStateStore {
        OpenTriviaDBStateStore(url: folder.appendingPathComponent("opentdb.json"), writer: files)
    }

    override func setUpWithError() throws {
        // The server's own limit is off here: the spacing under test is ours, on the injected
        // clock. Tests of the server's limit turn it on.
        server = try OpenTDBTestServer(rateLimitSeconds: 0)
        driver = ClientDriver()
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        server.stop()
        TemporaryFiles.remove(folder, after: files)
    }

    func makeClient(
        encoding: FieldEncoding = .url3986,
        baseURL: URL? = nil,
        stateFile: String? = "opentdb.json",
        networkLibrary: NetworkLibrary = .system
    ) -> OpenTriviaDBClient {
        let wall = self.wall
        return OpenTriviaDBClient(
            configuration: .init(baseURL: baseURL ?? server.baseURL, encoding: encoding),
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
