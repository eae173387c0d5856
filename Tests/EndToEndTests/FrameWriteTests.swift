import Foundation
import XCTest

/// Each frame reaches the terminal in one write(2): an answer's frames, counted by the game
/// itself and reported at exit in `$OPENQUIZZ_STATS` (as the benchmark reads them).
final class FrameWriteTests: EndToEndTestCase {
    func testEveryFrameOfAnAnswerIsOneWrite() throws {
        let session = try launch(["--offline", "--seed", "7"], environment: ["OPENQUIZZ_STATS": "stats.json"])
        _ = try session.waitFor("the first question") { $0.progress == "Question 1 of 10" && $0.score != nil }
        try session.send("l")
        _ = try session.waitFor("the second question, at rest", stableFor: 0.5) {
            $0.progress == "Question 2 of 10"
        }
        try session.send("q")
        try assertExited(session, status: 0)
        let text = try XCTUnwrap(session.file("stats.json"), "the stats file")
        let stats = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Int], "the stats: \(text)")
        let frames = try XCTUnwrap(stats["frames_out"])
        XCTAssertGreaterThan(frames, 5, "the answer's animation: \(text)")
        XCTAssertEqual(stats["writes"], frames, "one write a frame: \(text)")
    }
}
