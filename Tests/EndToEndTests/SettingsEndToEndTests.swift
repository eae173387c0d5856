import Foundation
import XCTest

/// A game started over a broken settings file: it plays, says the file's first problem on the
/// verdict row, and leaves the file as it was.
final class SettingsEndToEndTests: EndToEndTestCase {
    private var config: URL!

    override func setUpWithError() throws {
        config = FileManager.default.temporaryDirectory.appendingPathComponent("oq-settings-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("openquizz"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: config)
        super.tearDown()
    }

    func testABrokenFileIsSaidAndTheGamePlaysWithTheRest() throws {
        let file = config.appendingPathComponent("openquizz/settings")
        var bytes = Data("# mine\namount = 99\nexplanations = off\ncolour = off\n".utf8)
        bytes.append(contentsOf: [0xFF, 0x00, 0x1B, 0x0A])
        try bytes.write(to: file)
        let session = try launch(["--offline", "--seed", "3"], environment: ["XDG_CONFIG_HOME": config.path])
        let notice = "Settings line 2: amount “99” is not 1 to 50; using 10 (+2 more: --settings)"
        try session.waitFor("the first card, the default amount and the notice", showing: [notice]) {
            $0.score == "0 / 10" && $0.card() != nil
        }
        // Still playing: an answer is judged.
        try session.send("Right")
        let answered = try session.waitFor("the first verdict") { $0.contains("Right! ") || $0.contains("Wrong: ") }
        XCTAssertFalse(answered.contains(notice), "the verdict replaces the notice:\n\(answered)")
        try session.send("q")
        try assertExited(session, status: 0)
        XCTAssertEqual(try Data(contentsOf: file), bytes, "the file is left as it was")
    }
}
