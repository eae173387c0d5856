import XCTest

@testable import openquizz

/// Esc and escape sequences at the duel's name prompt: a lone Esc does nothing and never takes
/// the next key, soon or late; a sequence (CSI, SS3, OSC, paste markers) is dropped whole.
final class NamePromptEscapeTests: XCTestCase {
    /// The bytes typed; nil is a pause longer than the wait for the rest of a sequence.
    private func line(_ typed: [UInt8?]) -> (line: String?, shown: String) {
        var left = typed[...]
        var shown = ""
        let next = { () -> UInt8? in
            while let first = left.popFirst() {
                if let first { return first }
            }
            return nil
        }
        let soon = { () -> UInt8? in
            guard let first = left.first else { return nil }
            left.removeFirst()
            return first
        }
        let line = NamePrompt.line(
            prompt: "> ", next: next, soon: soon, write: { shown += $0 }, suspend: { XCTFail("no suspend") },
            signal: { XCTFail("no signal: \($0)") })
        return (line, shown)
    }

    private func bytes(_ text: String) -> [UInt8?] { text.utf8.map { $0 } }

    /// Esc then a name typed within the wait for a sequence: every letter is kept.
    func testEscThenANameTypedSoonKeepsEveryLetter() {
        XCTAssertEqual(line([0x1B] + bytes("Ann\r")).line, "Ann")
    }

    /// A name takes 20 characters at most: the 21st isn't taken, nor shown.
    func testANameTakesTwentyCharactersAndNoMore() {
        let typed = line(bytes("Abcdefghijklmnopqrstuvwxyz\r"))
        XCTAssertEqual(typed.line, "Abcdefghijklmnopqrst")
        XCTAssertEqual(typed.shown, "Abcdefghijklmnopqrst\n")
        XCTAssertEqual(line(bytes(String(repeating: "é", count: 25) + "\r")).line, String(repeating: "é", count: 20))
    }

    func testALoneEscDoesNothingAndKeepsTheNextKey() {
        let typed = bytes("Al") + [0x1B, nil] + bytes("abc\r")
        XCTAssertEqual(line(typed).line, "Alabc")
        XCTAssertEqual(line(typed).shown, "Alabc\n")
        XCTAssertEqual(line([0x1B, nil, 0x1B, nil] + bytes("x\r")).line, "x")
    }

    func testEscapeSequencesAreDroppedWhole() {
        let osc = bytes("Red") + [0x1B] + bytes("]0;pwn") + [0x07] + bytes("X\r")
        XCTAssertEqual(line(osc).line, "RedX")
        let st = bytes("A") + [0x1B] + bytes("]2;title") + [0x1B] + bytes("\\B\r")
        XCTAssertEqual(line(st).line, "AB")
        let paste = [0x1B] + bytes("[200~Ann") + [0x1B] + bytes("[201~\r")
        XCTAssertEqual(line(paste).line, "Ann")
        let keys = bytes("C") + [0x1B] + bytes("[1;5D") + [0x1B] + bytes("OPa") + [0x1B] + bytes("xd\r")
        // Esc then x (or Alt+x) types the x: a key typed soon after Esc isn't lost.
        XCTAssertEqual(line(keys).line, "Caxd")
        XCTAssertEqual(line(keys).shown, "Caxd\n")
    }

    /// A sequence left unfinished for the wait is given up; what comes after is typed.
    func testAnUnfinishedSequenceIsGivenUp() {
        XCTAssertEqual(line(bytes("A") + [0x1B] + bytes("]0;x") + [nil] + bytes("B\r")).line, "AB")
    }
}
