import Foundation
import TestSupport
import XCTest

/// The real binary, on the real clock, against a server that accepts the connection and sends
/// nothing: given up after 3 s, the bundled bank plays and the header says why.
///
/// The one test of the suite that waits the 3 real seconds; the minute without a request is proven
/// on the injected clock (`SilentServerTests`).
final class SilentServerEndToEndTests: EndToEndTestCase {
    func testASilentServerIsGivenUpAfterThreeSecondsAndTheBankPlays() throws {
        let server = try OpenTDBTestServer(rateLimitSeconds: 0)
        defer { server.stop() }
        try server.control(["faults": [["kind": "silent"]]])
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
        ]
        let launched = Date()
        let session = try launch(["--api-url", server.baseURL.absoluteString], environment: environment)
        try session.waitFor("the loading card") { $0.contains("Loading") }
        let held = try server.waitForLog { $0.contains { $0.fault == "silent" } }
        XCTAssertNotNil(held, "the server never got the request")

        let bank = try QuestionBank()
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        let screen = try session.waitFor("a bundled question, saying the server did not answer", timeout: 8) {
            guard let card = $0.card(), card.frame == frame, bank.lookUp(card.text) != nil else { return false }
            return $0.contains("127.0.0.1 did not answer within 3 s") && $0.score != nil
        }
        let elapsed = Date().timeIntervalSince(launched)
        XCTAssertGreaterThan(elapsed, 2.9, "not before 3 s of silence")
        XCTAssertLessThan(elapsed, 8, "long before the 10 s deadline")
        XCTAssertEqual(screen.score, "0 / 10")
        let closed = try server.waitForLog { $0.contains { $0.fault == "silent" && $0.closedEarly == true } }
        XCTAssertNotNil(closed, "the game never closed the silent connection")

        let entry = try XCTUnwrap(bank.lookUp(try XCTUnwrap(screen.card()).text))
        try session.send(entry.answer ? "Right" : "Left")
        try session.waitFor("the score after a right answer") { $0.score == "1 / 10" && $0.contains("Right!") }
        try session.send("q")
        try assertExited(session, status: 0)
    }
}
