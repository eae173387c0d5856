import Foundation
import Glibc
import XCTest

/// Under `--ascii` not one byte past ASCII reaches the terminal, not even the question the game
/// asks at start about how wide it draws an emoji (the question is an emoji).
final class ASCIIProbeTests: EndToEndTestCase {
    func testUnderASCIIEveryByteTheGameWritesIsASCII() throws {
        let app = try TmuxSession.appBinary()
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "oq-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The game starts once the pane's output is captured: the wrapper waits for the gate.
        let gate = folder.appendingPathComponent("gate")
        XCTAssertEqual(mkfifo(gate.path, 0o600), 0)
        let wrapper = folder.appendingPathComponent("gated")
        try """
        #!/bin/sh
        read go < \(TmuxSession.quoted(gate.path))
        exec \(TmuxSession.quoted(app.path)) "$@"

        """.write(to: wrapper, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(wrapper.path, 0o755), 0)
        let raw = folder.appendingPathComponent("raw")
        let session = try launch(["--offline", "--ascii", "--seed", "5"], binary: wrapper)
        try session.run(["pipe-pane", "-O", "cat >> \(TmuxSession.quoted(raw.path))"])
        try "go\n".write(to: gate, atomically: false, encoding: .utf8)
        try session.waitFor("the first question") { $0.score == "0 / 10" }
        try session.send("q")
        try assertExited(session, status: 0)
        let bytes = try Data(contentsOf: raw)
        XCTAssertTrue(bytes.count > 100, "the game's output was captured (\(bytes.count) bytes)")
        let beyond = bytes.enumerated().filter { $0.element >= 128 }
        XCTAssertTrue(beyond.isEmpty, "bytes past ASCII: \(beyond.prefix(8).map { "\($0.offset): \($0.element)" })")
    }
}
