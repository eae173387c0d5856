import QuizView
import Testing

/// One case: what a terminal sends and the events it means.
struct InputCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var events: [InputEvent]

    init(_ name: String, _ text: String, _ events: [InputEvent]) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.events = events
    }

    init(_ name: String, bytes: [UInt8], _ events: [InputEvent]) {
        self.name = name
        self.bytes = bytes
        self.events = events
    }

    var testDescription: String { name }
}

/// Parses `bytes` as one burst at time 0, then flushes once every deadline has passed.
private func parse(_ bytes: [UInt8]) -> [InputEvent] {
    var parser = InputParser()
    return parser.feed(bytes, at: 0) + parser.flush(at: 10)
}

@Suite("InputParser")
struct InputParserTests {
    // MARK: - Keys the game uses

    static let gameKeys: [InputCase] = [
        InputCase("→ (normal mode)", "\u{1B}[C", [.key(.right)]),
        InputCase("← (normal mode)", "\u{1B}[D", [.key(.left)]),
        InputCase("→ (application mode)", "\u{1B}OC", [.key(.right)]),
        InputCase("← (application mode)", "\u{1B}OD", [.key(.left)]),
        InputCase("↑ ↓", "\u{1B}[A\u{1B}OB", [.key(.up), .key(.down)]),
        InputCase("a letter", "l", [.key(.character("l"))]),
        InputCase("letters together: their keys, read in one go", "lhnq?", [.text("lhnq?")]),
        InputCase(
            "Enter, Tab, Backspace", "\r\n\t\u{7F}\u{08}",
            [.key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace)]),
        InputCase("Ctrl-L", "\u{0C}", [.key(.control("l"))]),
        InputCase("a lone Esc", "\u{1B}", [.key(.escape)]),
        InputCase("UTF-8 letters", "é漢🙂", [.key(.character("é")), .key(.character("漢")), .key(.character("🙂"))]),
        InputCase(
            "the last of each UTF-8 length", "\u{7F}\u{7FF}\u{FFFD}\u{10FFFD}",
            [.key(.backspace), .key(.character("\u{7FF}")), .key(.character("\u{FFFD}")), .unrecognized]),
    ]

    @Test("Keys the game uses", arguments: gameKeys)
    func keysTheGameUses(_ input: InputCase) {
        #expect(parse(input.bytes) == input.events)
    }

    // MARK: - Keys and reports the game ignores: none of them is Esc or q

    static let otherKeys: [InputCase] = [
        // Home and End in xterm (normal and application mode), VT220/screen/tmux, rxvt.
        InputCase("Home, End (xterm)", "\u{1B}[H\u{1B}[F", [.key(.home), .key(.end)]),
        InputCase("Home, End (application mode)", "\u{1B}OH\u{1B}OF", [.key(.home), .key(.end)]),
        InputCase("Home, End (VT220, screen, tmux)", "\u{1B}[1~\u{1B}[4~", [.key(.home), .key(.end)]),
        InputCase("Home, End (rxvt)", "\u{1B}[7~\u{1B}[8~", [.key(.home), .key(.end)]),
        InputCase(
            "Insert, Delete, PgUp, PgDn", "\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~",
            [.key(.insert), .key(.delete), .key(.pageUp), .key(.pageDown)]),
        InputCase("F1–F4 (xterm)", "\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS", (1...4).map { .key(.function($0)) }),
        InputCase(
            "F5–F12 (xterm)", "\u{1B}[15~\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~\u{1B}[23~\u{1B}[24~",
            (5...12).map { .key(.function($0)) }),
        InputCase(
            "F1–F5 (Linux console)", "\u{1B}[[A\u{1B}[[B\u{1B}[[C\u{1B}[[D\u{1B}[[E",
            (1...5).map { .key(.function($0)) }),
        InputCase("F1–F4 (VT220)", "\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~", (1...4).map { .key(.function($0)) }),
        InputCase("Shift-Tab", "\u{1B}[Z", [.key(.backTab)]),
        InputCase("Ctrl-→", "\u{1B}[1;5C", [.modifiedKey(.right, .control)]),
        InputCase("Shift-←", "\u{1B}[1;2D", [.modifiedKey(.left, .shift)]),
        InputCase("Alt-→ (xterm)", "\u{1B}[1;3C", [.modifiedKey(.right, .alt)]),
        InputCase("Alt-→ (an escape before the sequence)", "\u{1B}\u{1B}[C", [.modifiedKey(.right, .alt)]),
        InputCase("Ctrl-Shift-Home", "\u{1B}[1;6H", [.modifiedKey(.home, [.control, .shift])]),
        InputCase("Shift-F5", "\u{1B}[15;2~", [.modifiedKey(.function(5), .shift)]),
        InputCase("Shift-F1 (xterm)", "\u{1B}[1;2P", [.modifiedKey(.function(1), .shift)]),
        InputCase("Alt-a", "\u{1B}a", [.modifiedKey(.character("a"), .alt)]),
        InputCase("Alt-q", "\u{1B}q", [.modifiedKey(.character("q"), .alt)]),
        InputCase("Alt-Q", "\u{1B}Q", [.modifiedKey(.character("Q"), .alt)]),
        InputCase("Alt-é", "\u{1B}é", [.modifiedKey(.character("é"), .alt)]),
        InputCase("Alt-Enter", "\u{1B}\r", [.modifiedKey(.enter, .alt)]),
        InputCase("Alt-[", "\u{1B}[", [.unrecognized]),
        InputCase("Alt-O", "\u{1B}O", [.unrecognized]),
        InputCase("Alt-Esc", "\u{1B}\u{1B}", [.modifiedKey(.escape, .alt)]),
        InputCase("Ctrl-Alt-x", "\u{1B}\u{18}", [.modifiedKey(.control("x"), .alt)]),
        InputCase(
            "modifyOtherKeys Ctrl-Shift-q", "\u{1B}[27;6;81~", [.modifiedKey(.character("Q"), [.control, .shift])]),
        InputCase("CSI u Ctrl-q", "\u{1B}[113;5u", [.modifiedKey(.character("q"), .control)]),
        InputCase(
            "CSI u without modifiers is not a plain key", "\u{1B}[113u\u{1B}[27u", [.unrecognized, .unrecognized]),
        InputCase("focus in and out", "\u{1B}[I\u{1B}[O", [.focusGained, .focusLost]),
        InputCase(
            "SGR mouse press and release", "\u{1B}[<0;10;5M\u{1B}[<0;10;5m",
            [
                .mouse(MouseReport(button: 0, x: 9, y: 4, isRelease: false)),
                .mouse(MouseReport(button: 0, x: 9, y: 4, isRelease: true)),
            ]),
        InputCase(
            "SGR mouse drag with Ctrl", "\u{1B}[<48;200;50M",
            [.mouse(MouseReport(button: 32, modifiers: .control, x: 199, y: 49, isRelease: false))]),
        InputCase(
            "X10 mouse, bytes past ASCII", bytes: [0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC8],
            [.mouse(MouseReport(button: 0, x: 222, y: 167, isRelease: false))]),
        InputCase(
            "X10 mouse release", bytes: [0x1B, 0x5B, 0x4D, 0x23, 0x21, 0x21],
            [.mouse(MouseReport(button: 3, x: 0, y: 0, isRelease: true))]),
        InputCase("cursor position report", "\u{1B}[?12;40R", [.unrecognized]),
        InputCase("device attributes", "\u{1B}[>0;276;0c", [.unrecognized]),
        InputCase("OSC colour answer (BEL)", "\u{1B}]11;rgb:0000/0000/0000\u{07}", []),
        InputCase("OSC colour answer (ST)", "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\", []),
        InputCase("DCS", "\u{1B}P1$r0m\u{1B}\\", []),
        InputCase("an unknown final byte", "\u{1B}[5x", [.unrecognized]),
        InputCase("C1 control as UTF-8", "\u{9B}", [.unrecognized]),
        InputCase(
            "invalid UTF-8", bytes: [0xFF, 0xC3, 0x28, 0x80],
            [.unrecognized, .unrecognized, .key(.character("(")), .unrecognized]),
        InputCase("truncated UTF-8 at the end", bytes: [0xE2, 0x82], [.unrecognized, .unrecognized]),
        InputCase(
            "UTF-8 longer than it needs (/ in three bytes, € in four)",
            bytes: [0xE0, 0x80, 0xAF, 0xF0, 0x82, 0x82, 0xAC],
            [.unrecognized, .unrecognized]),
        InputCase("a surrogate in UTF-8", bytes: [0xED, 0xA0, 0x80], [.unrecognized]),
        InputCase("past U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], [.unrecognized]),
    ]

    @Test("Keys and reports the game doesn't use are never Esc or q", arguments: otherKeys)
    func otherKeysAreNeverEscOrQ(_ input: InputCase) {
        let events = parse(input.bytes)
        #expect(events == input.events)
        #expect(!events.contains(.key(.escape)))
        #expect(!events.contains(.key(.character("q"))))
    }

    // MARK: - Pastes

    @Test("A bracketed paste is one event, whatever it holds")
    func pasteIsOneEvent() {
        let text = "q\u{1B}[C\u{1B}x l h \u{1B}"
        #expect(parse(Array("\u{1B}[200~\(text)\u{1B}[201~q".utf8)) == [.paste(text), .key(.character("q"))])
    }

    @Test("A paste split anywhere, even inside its end marker, gives the same paste")
    func pasteSplitAnywhere() {
        let bytes = Array("\u{1B}[200~qqq\u{1B}[201~".utf8)
        for cut in 1..<bytes.count {
            var parser = InputParser()
            let events = parser.feed(bytes[..<cut], at: 0) + parser.feed(bytes[cut...], at: 0.001)
            #expect(events == [.paste("qqq")], "cut at \(cut)")
        }
    }

    @Test("A paste whose end never comes ends after the string timeout, and keys work again")
    func unfinishedPasteEnds() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~qqq".utf8), at: 0).isEmpty)
        #expect(parser.flush(at: InputParser.stringTimeout - 0.001).isEmpty)
        #expect(parser.flush(at: InputParser.stringTimeout) == [.paste("qqq")])
        #expect(parser.feed(Array("q".utf8), at: 1) == [.key(.character("q"))])
    }

    @Test("Printable characters that arrive together are one text event, scanned, not decoded key by key")
    func printableRunIsOneTextEvent() {
        #expect(parse(Array("lhl/".utf8)) == [.text("lhl/")])
        #expect(parse(Array("q".utf8)) == [.key(.character("q"))])
        #expect(
            parse(Array("ab\tcd\u{1B}[Cé".utf8)) == [
                .text("ab"), .key(.tab), .text("cd"), .key(.right), .key(.character("é")),
            ])
    }

    @Test("Ten megabytes of letters read as a terminal hands them over are one event a read")
    func tenMegabytesOfLettersAreOneEventARead() {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz ".utf8)
        let chunk = (0..<4096).map { alphabet[$0 * 7 % alphabet.count] }
        var parser = InputParser()
        var events = 0
        var letters = 0
        for _ in 0..<(10 * 256) {
            for event in parser.feed(chunk, at: 0) {
                events += 1
                if case .text(let text) = event { letters += text.utf8.count }
            }
        }
        #expect(events == 10 * 256)
        #expect(letters == 10 * 256 * 4096, "every letter is in the events, in order")
        #expect(parser.deadline == nil)
    }

    @Test("A huge paste keeps a bounded part of its text")
    func hugePasteIsBounded() {
        let body = [UInt8](repeating: UInt8(ascii: "q"), count: InputParser.maximumPasteBytes * 3)
        let events = parse(Array("\u{1B}[200~".utf8) + body + Array("\u{1B}[201~".utf8))
        #expect(events == [.paste(String(repeating: "q", count: InputParser.maximumPasteBytes))])
    }

    // MARK: - Time: only a lone Esc is the Esc key

    @Test("An escape byte alone becomes the Esc key only once the escape delay has passed")
    func loneEscapeWaitsForTheDelay() {
        var parser = InputParser()
        #expect(parser.feed([0x1B], at: 100).isEmpty)
        #expect(parser.deadline == 100 + InputParser.escapeDelay)
        #expect(parser.flush(at: 100 + InputParser.escapeDelay / 2).isEmpty)
        #expect(parser.flush(at: 100 + InputParser.escapeDelay) == [.key(.escape)])
        #expect(parser.deadline == nil)
    }

    @Test("A sequence split across reads within the escape delay is still its key", arguments: [1, 2, 3, 4, 5])
    func splitSequenceWithinTheDelay(cut: Int) {
        let bytes = Array("\u{1B}[1;5C".utf8)
        var parser = InputParser()
        let first = parser.feed(bytes[..<cut], at: 0)
        let rest = parser.feed(bytes[cut...], at: InputParser.escapeDelay * 0.9)
        #expect(first.isEmpty)
        #expect(rest == [.modifiedKey(.right, .control)])
        #expect(parser.deadline == nil)
    }

    @Test("An arrow or a drag report whose escape came 60 ms before the rest is still that key or report")
    func escapeThenTheRestOfASequenceLateIsThatSequence() {
        let cases: [(String, [InputEvent])] = [
            ("[C", [.key(.right)]),
            ("OD", [.key(.left)]),
            ("[1;5C", [.modifiedKey(.right, .control)]),
            ("[<32;45;10M", [.mouse(MouseReport(button: 32, x: 44, y: 9, isRelease: false))]),
        ]
        for (rest, events) in cases {
            var parser = InputParser()
            #expect(parser.feed([0x1B], at: 100).isEmpty)
            #expect(parser.flush(at: 100.06).isEmpty, "60 ms after a lone escape, it is no key yet")
            #expect(parser.feed(Array(rest.utf8), at: 100.06) == events, "ESC, 60 ms, \(rest)")
            #expect(parser.deadline == nil)
        }
    }

    @Test("A drag report split after an escape that ends a read is still a drag report")
    func dragReportSplitAfterItsEscape() {
        var parser = InputParser()
        let first = parser.feed(Array("\u{1B}[<32;45;10M\u{1B}".utf8), at: 0)
        #expect(first == [.mouse(MouseReport(button: 32, x: 44, y: 9, isRelease: false))])
        #expect(parser.flush(at: 0.06).isEmpty)
        #expect(
            parser.feed(Array("[<32;46;10M".utf8), at: 0.06) == [
                .mouse(MouseReport(button: 32, x: 45, y: 9, isRelease: false))
            ])
    }

    @Test("A sequence cut after its introducer waits as long for the rest")
    func sequenceCutAfterItsIntroducerWaits() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[".utf8), at: 0).isEmpty)
        #expect(parser.deadline == InputParser.escapeDelay)
        #expect(parser.flush(at: 0.06).isEmpty)
        #expect(parser.feed(Array("C".utf8), at: 0.06) == [.key(.right)])
    }

    @Test("The Esc key waits 80 ms of silence: a lone escape then nothing is Esc, and only then")
    func loneEscapeIsEscAfterEightyMilliseconds() {
        #expect(InputParser.escapeDelay == 0.08)
        var parser = InputParser()
        #expect(parser.feed([0x1B], at: 0).isEmpty)
        #expect(parser.flush(at: 0.079).isEmpty)
        #expect(parser.flush(at: 0.08) == [.key(.escape)])
    }

    @Test("An escape, then later a key that starts no sequence, is Esc then that key; at once, it is Alt")
    func escapeThenALetterLaterIsEscThenTheLetter() {
        var later = InputParser()
        #expect(later.feed([0x1B], at: 0).isEmpty)
        #expect(later.feed(Array("s".utf8), at: 0.1) == [.key(.escape), .key(.character("s"))])
        #expect(later.deadline == nil)
        var slowEscapes = InputParser()
        #expect(slowEscapes.feed([0x1B], at: 0).isEmpty)
        #expect(slowEscapes.feed([0x1B], at: 0.1) == [.key(.escape)], "the second escape waits in its turn")
        #expect(slowEscapes.flush(at: 0.4) == [.key(.escape)])
        var atOnce = InputParser()
        #expect(atOnce.feed([0x1B], at: 0).isEmpty)
        #expect(atOnce.feed(Array("s".utf8), at: InputParser.altDelay / 2) == [.modifiedKey(.character("s"), .alt)])
    }

    @Test("Every sequence of the tables, fed byte by byte, gives the same keys as fed whole")
    func byteByByteIsTheSame() {
        for input in Self.gameKeys + Self.otherKeys {
            var parser = InputParser()
            var events: [InputEvent] = []
            for byte in input.bytes { events += parser.feed([byte], at: 0) }
            events += parser.flush(at: 10)
            #expect(events == keys(input.events), "\(input.name)")
        }
    }

    /// `events` with each `.text` as the keys it stands for.
    private func keys(_ events: [InputEvent]) -> [InputEvent] {
        events.flatMap { event -> [InputEvent] in
            if case .text(let text) = event { text.map { .key(.character($0)) } } else { [event] }
        }
    }

    @Test("A sequence that never ends is dropped at its maximum length, and keys work again")
    func endlessSequenceIsBounded() {
        var parser = InputParser()
        let events = parser.feed(Array("\u{1B}[".utf8) + [UInt8](repeating: UInt8(ascii: "1"), count: 10_000), at: 0)
        #expect(events.first == .unrecognized)
        #expect(
            events.dropFirst().allSatisfy {
                if case .text(let text) = $0 { text.allSatisfy { $0 == "1" } } else { $0 == .key(.character("1")) }
            })
        #expect(parser.feed(Array("q".utf8), at: 0) == [.key(.character("q"))])
    }

    @Test("A string the terminal never ends is dropped after the timeout, and keys work again")
    func endlessStringIsDropped() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}]52;c;qqqq".utf8), at: 0).isEmpty)
        #expect(parser.feed(Array("qqqq".utf8), at: 0.1).isEmpty)
        #expect(parser.flush(at: 0.1 + InputParser.stringTimeout).isEmpty)
        #expect(parser.feed(Array("q".utf8), at: 1) == [.key(.character("q"))])
    }
}
