import XCTest

/// The main thread serves the loop for the whole game (`serveMainQueue`): it is never ended, as
/// `dispatchMain()` ends it on Linux (a `pthread_exit` whose unwinding kept 0.7 MiB of the
/// binary's unwind tables in memory, and a worker thread then ran the loop, made anew after
/// every pause of 5 s).
final class MainThreadTests: EndToEndTestCase {
    /// The state letter of thread `thread` of process `pid` (`S` asleep, `R` running, `Z` ended)
    /// and how often it has been scheduled; nil when there is no such thread.
    private static func thread(_ thread: pid_t, of pid: pid_t) -> (state: Character, switches: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8)
        else { return nil }
        var state: Character?
        var switches = 0
        for line in status.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.first == "State:", fields.count > 1 { state = fields[1].first }
            if fields.first?.hasSuffix("ctxt_switches:") == true, fields.count > 1 { switches += Int(fields[1]) ?? 0 }
        }
        return state.map { ($0, switches) }
    }

    func testTheMainThreadLivesAndWakesForAKey() throws {
        let session = try launch(["--offline", "--seed", "4242"])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        let pid = try session.appPID()
        let before = try XCTUnwrap(Self.thread(pid, of: pid), "no main thread")
        XCTAssertNotEqual(before.state, "Z", "the main thread has ended")

        try session.send("Right")
        try session.waitFor("the verdict") { $0.contains("Right!") || $0.contains("Wrong:") }
        let after = try XCTUnwrap(Self.thread(pid, of: pid), "no main thread")
        XCTAssertNotEqual(after.state, "Z", "the main thread has ended")
        XCTAssertGreaterThan(after.switches, before.switches, "the main thread didn't wake for the key")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit().status, 0)
    }
}
