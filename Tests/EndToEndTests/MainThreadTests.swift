import XCTest

/// The main thread serves the loop for the whole game (`MainLoop`): it is never ended, as
/// `dispatchMain()` ends it on Linux (a `pthread_exit` whose unwinding kept 0.7 MiB of the
/// binary's unwind tables in memory, and a worker thread then ran the loop, made anew after
/// every pause of 5 s), and it reads the keys itself, no other thread woken first.
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

    /// How often every thread of `pid` but the main one has been scheduled.
    private static func otherThreadsSwitches(of pid: pid_t) throws -> Int {
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        return threads.compactMap { pid_t($0) }.filter { $0 != pid }.compactMap { thread($0, of: pid)?.switches }
            .reduce(0, +)
    }

    /// A key whose screen doesn't move (the help) wakes the main thread only: with a dispatch
    /// source for standard input, libdispatch's manager thread woke first, then woke the main one.
    func testAKeyWakesTheMainThreadAndNoOther() throws {
        let session = try launch(["--offline", "--seed", "4242"])
        let frame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)
        try session.waitFor("the first question") { $0.score == "0 / 10" && $0.card()?.frame == frame }
        let pid = try session.appPID()
        // Settled: the history read, the first card at rest, no other thread scheduled for 0.3 s.
        var last = -1
        var sameSince = Date()
        try session.waitFor("every other thread asleep") { _ in
            let now = try Self.otherThreadsSwitches(of: pid)
            defer { last = now }
            guard now == last else {
                sameSince = Date()
                return false
            }
            return Date().timeIntervalSince(sameSince) >= 0.3
        }
        let before = try Self.otherThreadsSwitches(of: pid)
        try session.send("?")
        try session.waitFor("the help") { $0.contains("Keys") }
        try session.send("?")
        try session.waitFor("the help closed") { !$0.contains("Keys") && $0.score == "0 / 10" }
        XCTAssertEqual(try Self.otherThreadsSwitches(of: pid), before, "another thread woke for the keys")
        try session.send("q")
        XCTAssertEqual(try session.waitForExit().status, 0)
    }
}
