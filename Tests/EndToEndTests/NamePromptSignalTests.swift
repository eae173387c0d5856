import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// A signal sent from outside (`kill`) while the duel asks a name, before the screen starts: the
/// game ends as the signal would (128 + n) and the terminal has its own modes back.
final class NamePromptSignalTests: EndToEndTestCase {
    /// A duel with no names kept, waiting at player `player`'s prompt (1 or 2).
    private func launchAtPrompt(_ player: Int) throws -> TmuxSession {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-prompt-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_CONFIG_HOME": home.path + "/config", "LANG": "C.UTF-8",
        ]
        let duel = try launch(["--mode", "duel", "--offline"], environment: environment)
        try duel.waitFor("player one's name asked") { $0.contains("Player 1's name (Enter: Player 1):") }
        if player == 2 {
            try duel.type("Ann")
            try duel.waitFor("player two's name asked") { $0.contains("Player 2's name (Enter: Player 2):") }
        }
        return duel
    }

    func testSignalsAtEitherPromptEndTheGameWithTheTerminalRestored() throws {
        let cases = [(SIGTERM, 1), (SIGHUP, 1), (SIGINT, 1), (SIGTERM, 2), (SIGHUP, 2), (SIGINT, 2)]
        let sessions = try cases.map { try launchAtPrompt($0.1) }
        for (session, (signal, _)) in zip(sessions, cases) {
            XCTAssertEqual(kill(try session.appPID(), signal), 0)
        }
        for (session, (signal, _)) in zip(sessions, cases) {
            try assertExited(session, status: 128 + signal)
        }
    }
}
