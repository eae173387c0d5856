import Foundation
import XCTest

/// The harness's own promise: a command that outlives its timeout is ended with everything it
/// started, so a hung game under `sh -c '… | openquizz'` doesn't outlive its test.
final class SubprocessTests: XCTestCase {
    /// The processes of group `group` still running (zombies, ended and waiting for whoever
    /// reaps them, apart), as /proc lists them.
    private static func running(inGroup group: pid_t) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After the command's name: state, parent, group.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[2] == "\(group)", fields[0] != "Z" else { return nil }
            return pid
        }
    }

    func testATimeoutEndsThePipelineTheCommandStarted() throws {
        let pid = try Subprocess.spawn("/bin/sh", ["-c", "sleep 30 | sleep 30"], environment: [:])
        // Both sleeps started: the group has the shell's two children.
        let started = Date().addingTimeInterval(5)
        while Self.running(inGroup: pid).count < 2 {
            guard Date() < started else { return XCTFail("the pipeline never started") }
            usleep(1_000)
        }
        XCTAssertThrowsError(try Subprocess.waitForExit(pid, timeout: 0.2, what: "a pipeline of sleeps"))
        let deadline = Date().addingTimeInterval(5)
        while !Self.running(inGroup: pid).isEmpty {
            guard Date() < deadline else { return XCTFail("the pipeline's sleeps outlived its timeout") }
            usleep(1_000)
        }
    }
}
