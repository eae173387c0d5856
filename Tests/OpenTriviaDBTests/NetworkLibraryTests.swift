import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB

/// libcurl, opened with the first request (`CCurlOnDemand`): what the game needs of it, and what
/// the client does without it. (That the shipped static build no longer needs it to start, and
/// still plays online, is checked on that build by Scripts/check-packaging.sh.)
final class NetworkLibraryTests: OpenTriviaDBClientTestCase {
    func testTheSystemsLibcurlHasEveryFunctionURLSessionCalls() {
        XCTAssertEqual(NetworkLibrary.system.name, "libcurl.so.4")
        XCTAssertNil(NetworkLibrary.system.problem())
        XCTAssertNil(NetworkLibrary.check("libcurl.so.4"))
    }

    /// The tests' URLSession (libFoundationNetworking.so, bound to libcurl when loaded) calls our
    /// forwarding functions, as the shipped static build does: the dynamic loader finds them first.
    func testURLSessionCallsLibcurlThroughTheGamesForwarding() throws {
        let libcurl = try XCTUnwrap(dlopen("libcurl.so.4", RTLD_NOW | RTLD_NOLOAD), "libcurl is loaded")
        defer { dlclose(libcurl) }
        for name in ["curl_multi_setopt", "curl_multi_socket_action", "curl_easy_init"] {
            let libcurls = try XCTUnwrap(dlsym(libcurl, name), name)
            // RTLD_DEFAULT: the first definition in the order the dynamic loader searches.
            let first = try XCTUnwrap(dlsym(nil, name), name)
            XCTAssertNotEqual(first, libcurls, "\(name): URLSession calls libcurl's own")
        }
    }

    func testALibraryThatIsMissingOrIsNotLibcurlIsSaidSo() {
        let missing = NetworkLibrary.check("libopenquizz-absent.so.1")
        XCTAssertTrue(missing?.contains("libopenquizz-absent.so.1") ?? false, "\(missing ?? "nil")")
        // The C library opens, but has none of libcurl's functions: the first one looked for is named.
        XCTAssertEqual(NetworkLibrary.check("libc.so.6"), "libc.so.6 has no curl_easy_cleanup")
    }

    func testWithoutLibcurlNoRequestIsSentAndTheReasonSaysSo() async throws {
        let gone = NetworkLibrary(name: "libcurl.so.4") { "libcurl.so.4: cannot open shared object file" }
        let client = makeClient(stateFile: nil, networkLibrary: gone)
        let first = await driver.fetch(client, TriviaQuery(amount: 2), allowWaiting: false)
        XCTAssertEqual(first?.failure, .networkLibraryMissing(library: "libcurl.so.4"))
        // Nothing reached the server, so nothing waits for the spacing: asked again, it says so again.
        let second = await driver.fetch(client, TriviaQuery(amount: 2), allowWaiting: false)
        XCTAssertEqual(second?.failure, .networkLibraryMissing(library: "libcurl.so.4"))
        XCTAssertEqual(try server.log().count, 0)
        // With libcurl, the same client setup is answered.
        let answered = await driver.fetch(makeClient(stateFile: nil), TriviaQuery(amount: 2), allowWaiting: false)
        XCTAssertEqual(try XCTUnwrap(answered).get().count, 2)
    }
}
