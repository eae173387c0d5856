/// Turns the bytes a terminal sends into `InputEvent`s.
///
/// A pure value: it is fed bytes with the time they arrived and is tested without a terminal.
///
/// An escape byte starts a key sequence (`ESC [ C` is →), an Alt combination (`ESC a`), a string
/// the terminal sends about itself (`ESC ] … BEL`), or stands for the Esc key. Only an escape with
/// no byte after it for `escapeDelay` seconds is the Esc key: Home, F5, Alt-a or a mouse report
/// never are, not even when a slow link delivers the escape and the rest of the sequence apart.
/// A key that starts no sequence, coming `altDelay` or more after a lone escape, was typed after
/// Esc (Esc, then that key); sooner, it is Alt with that key. Bytes that can't be decided yet wait
/// inside the parser; `deadline` says when they become final, and `flush(at:)` decides them then.
/// Everything it keeps is bounded, whatever the terminal sends.
public struct InputParser: Sendable {
    /// Seconds an escape byte (or a sequence begun) waits for the rest of a sequence before it
    /// counts as the Esc key (or is dropped as unrecognized): a lone Esc acts this late (within
    /// 100 ms, DECISIONS 8), and a sequence split this much by a slow link is still read whole.
    public static let escapeDelay = 0.08
    /// Seconds within which a key after a lone escape byte is that key with Alt held.
    ///
    /// Later, Esc was pressed, then the key. Terminals send Alt combinations in one write.
    public static let altDelay = 0.05
    /// Seconds a paste (or a string the terminal sends) may pause before its end is given up on.
    public static let stringTimeout = 0.5
    /// The most bytes of a paste kept; the rest is read and dropped.
    public static let maximumPasteBytes = 64 * 1024
    /// The longest key sequence read; a longer one is dropped as unrecognized.
    static let maximumSequenceLength = 64

    /// Where the parser stands between two bytes.
    private enum Mode: Equatable, Sendable {
        case keys
        /// Inside a bracketed paste: everything up to `ESC [ 201 ~` is pasted text.
        case paste([UInt8])
        /// Inside a string sequence (OSC, DCS, APC, PM, SOS): dropped up to its terminator.
        case string
    }

    private enum Step {
        case event(InputEvent, next: Int)
        case enterPaste(next: Int)
        case enterString(next: Int)
        /// More bytes are needed to decide.
        case incomplete
    }

    private var pending: [UInt8] = []
    private var mode = Mode.keys
    private var lastInput = 0.0

    public init() {}

    /// When the bytes waiting become final, or nil when nothing waits: call `flush(at:)` then.
    public var deadline: Double? {
        switch mode {
        case .keys: pending.isEmpty ? nil : lastInput + Self.escapeDelay
        case .paste, .string: lastInput + Self.stringTimeout
        }
    }

    /// Reads bytes that arrived at `time` (seconds, any monotonic clock) and returns the events
    /// they complete; bytes that may still be part of a longer sequence wait.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at time: Double) -> [InputEvent] {
        let bytes = Array(bytes)
        var events: [InputEvent] = []
        if mode == .keys, pending == [Byte.escape], time - lastInput >= Self.altDelay, let first = bytes.first,
            first != Byte.leftBracket, first != Byte.letterO
        {
            // A key that no sequence starts with, typed a while after Esc: Esc, then that key.
            pending.removeAll()
            events.append(.key(.escape))
        }
        pending.append(contentsOf: bytes)
        lastInput = time
        return events + parse(final: false)
    }

    /// Decides the bytes waiting once `deadline` has passed; before it, decides nothing.
    ///
    /// A lone escape is the Esc key, an unfinished sequence is unrecognized, an unfinished paste
    /// ends.
    public mutating func flush(at time: Double) -> [InputEvent] {
        guard let deadline, time >= deadline else { return [] }
        return parse(final: true)
    }

    // MARK: - Parsing

    private mutating func parse(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        parsing: while index < pending.count {
            switch mode {
            case .paste(let text):
                let (next, ended) = readPaste(from: index, into: text, final: final)
                index = next
                if let ended {
                    events.append(.paste(ended))
                    mode = .keys
                } else {
                    break parsing
                }
            case .string:
                switch skipString(from: index, final: final) {
                case .ended(let next):
                    index = next
                    mode = .keys
                case .continues(let kept):
                    index = kept
                    break parsing
                }
            case .keys:
                if let (run, next) = printableRun(at: index) {
                    events.append(run)
                    index = next
                    continue parsing
                }
                switch step(at: index, final: final) {
                case .event(let event, let next):
                    events.append(event)
                    index = next
                case .enterPaste(let next):
                    mode = .paste([])
                    index = next
                case .enterString(let next):
                    mode = .string
                    index = next
                case .incomplete:
                    break parsing
                }
            }
        }
        pending.removeFirst(index)
        if final {
            switch mode {
            case .keys: break
            case .paste(let text): events.append(.paste(String(decoding: text, as: UTF8.self)))
            case .string: break
            }
            mode = .keys
            pending.removeAll()
        }
        return events
    }

    /// The most bytes one `.text` event holds; a longer run is read as several.
    public static let maximumTextBytes = 64 * 1024

    /// A run of two or more printable ASCII bytes from `index`, as one `.text` event.
    ///
    /// A flood of letters is scanned, not decoded key by key. No such byte starts a sequence.
    private func printableRun(at index: Int) -> (InputEvent, next: Int)? {
        let end = min(pending.count, index + Self.maximumTextBytes)
        var position = index
        while position < end, (0x20...0x7E).contains(pending[position]) { position += 1 }
        guard position - index >= 2 else { return nil }
        return (.text(String(decoding: pending[index..<position], as: UTF8.self)), position)
    }

    /// One event from `pending[index...]` in key mode.
    private func step(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        switch byte {
        case Byte.escape:
            return escape(at: index, final: final)
        case 0x00:
            return .event(.key(.control(" ")), next: index + 1)
        case 0x08, 0x7F:
            return .event(.key(.backspace), next: index + 1)
        case 0x09:
            return .event(.key(.tab), next: index + 1)
        case 0x0A, 0x0D:
            return .event(.key(.enter), next: index + 1)
        case 0x01...0x1A:
            return .event(.key(.control(Character(Unicode.Scalar(byte + 0x60)))), next: index + 1)
        case 0x1C...0x1F:
            return .event(.key(.control(Character(Unicode.Scalar(byte + 0x40)))), next: index + 1)
        default:
            return character(at: index, final: final)
        }
    }

    /// A UTF-8 character, decoded by hand (a generic `String(validating:)` cost more than the rest
    /// of the key); invalid bytes are unrecognized one at a time.
    private func character(at index: Int, final: Bool) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0x20...0x7E: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.unrecognized, next: index + 1)
        }
        let available = min(length, pending.count - index)
        for offset in 1..<max(1, available) where pending[index + offset] & 0xC0 != 0x80 {
            return .event(.unrecognized, next: index + 1)
        }
        guard available == length else {
            return final ? .event(.unrecognized, next: index + 1) : .incomplete
        }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(pending[index + offset] & 0x3F) }
        guard value >= KeySequences.shortestUTF8[length], let scalar = Unicode.Scalar(value),
            KeySequences.isTypable(scalar)
        else { return .event(.unrecognized, next: index + length) }
        return .event(.key(.character(Character(scalar))), next: index + length)
    }

    /// What an escape byte at `index` starts.
    private func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < pending.count else {
            return final ? .event(.key(.escape), next: index + 1) : .incomplete
        }
        switch pending[index + 1] {
        case Byte.leftBracket:
            return controlSequence(at: index, final: final)
        case Byte.letterO:
            return singleShift(at: index, final: final)
        case Byte.rightBracket, Byte.letterP, Byte.underscore, Byte.caret, Byte.letterX:
            return .enterString(next: index + 2)
        case Byte.escape:
            // ESC ESC: Alt with the key the second escape starts (Alt-→ in some terminals), or
            // Alt-Esc. Never deeper: a run of escapes is read two at a time.
            guard index + 2 < pending.count else {
                return final ? .event(.modifiedKey(.escape, .alt), next: index + 2) : .incomplete
            }
            let third = pending[index + 2]
            guard third == Byte.leftBracket || third == Byte.letterO else {
                return .event(.modifiedKey(.escape, .alt), next: index + 2)
            }
            let inner =
                third == Byte.leftBracket
                ? controlSequence(at: index + 1, final: final) : singleShift(at: index + 1, final: final)
            return withAlt(inner)
        default:
            return withAlt(step(at: index + 1, final: final))
        }
    }

    /// `step` with Alt added to the key it reads; anything else it reads is unrecognized.
    private func withAlt(_ step: Step) -> Step {
        switch step {
        case .event(.key(let key), let next):
            .event(.modifiedKey(key, .alt), next: next)
        case .event(.modifiedKey(let key, let modifiers), let next):
            .event(.modifiedKey(key, modifiers.union(.alt)), next: next)
        case .enterPaste(let next):
            .enterPaste(next: next)
        case .event(_, let next), .enterString(let next):
            .event(.unrecognized, next: next)
        case .incomplete:
            .incomplete
        }
    }

    /// `ESC O x`: arrows and F1–F4 in the terminal's application mode.
    private func singleShift(at index: Int, final: Bool) -> Step {
        var position = index + 2
        var modifiers = KeyModifiers()
        if position < pending.count, (Byte.digitZero...Byte.digitNine).contains(pending[position]) {
            modifiers = KeyModifiers(xtermParameter: Int(pending[position] - Byte.digitZero))
            position += 1
        }
        guard position < pending.count else {
            return final ? .event(.unrecognized, next: pending.count) : .incomplete
        }
        let key: Key?
        switch pending[position] {
        case UInt8(ascii: "M"): key = .enter
        case let finalByte: key = KeySequences.cursorKey(finalByte)
        }
        return .event(key.map { KeySequences.event($0, modifiers) } ?? .unrecognized, next: position + 1)
    }

    /// `ESC [ parameters intermediates final`, and the two forms that break that grammar: the
    /// Linux console's F1–F5 (`ESC [ [ A`) and X10 mouse reports (`ESC [ M` and three raw bytes).
    private func controlSequence(at index: Int, final: Bool) -> Step {
        let start = index + 2
        guard start < pending.count else {
            return final ? .event(.unrecognized, next: pending.count) : .incomplete
        }
        if pending[start] == Byte.leftBracket {
            guard start + 1 < pending.count else {
                return final ? .event(.unrecognized, next: pending.count) : .incomplete
            }
            let letter = pending[start + 1]
            let key: InputEvent =
                (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter)
                ? .key(.function(Int(letter - UInt8(ascii: "A")) + 1)) : .unrecognized
            return .event(key, next: start + 2)
        }
        if pending[start] == UInt8(ascii: "M") {
            guard start + 3 < pending.count else {
                return final ? .event(.unrecognized, next: pending.count) : .incomplete
            }
            return .event(
                KeySequences.x10Mouse(pending[start + 1], pending[start + 2], pending[start + 3]), next: start + 4)
        }
        // Never longer than the maximum, however the bytes are split: the rest is read anew.
        let limit = index + Self.maximumSequenceLength
        var position = start
        while position < pending.count, position < limit, (0x30...0x3F).contains(pending[position]) { position += 1 }
        let parametersEnd = position
        while position < pending.count, position < limit, (0x20...0x2F).contains(pending[position]) { position += 1 }
        if position == limit {
            return .event(.unrecognized, next: position)
        }
        guard position < pending.count else {
            return final ? .event(.unrecognized, next: pending.count) : .incomplete
        }
        let finalByte = pending[position]
        guard (0x40...0x7E).contains(finalByte) else {
            // Not a sequence after all: drop what was read; the stray byte is read on its own.
            return .event(.unrecognized, next: position)
        }
        let parameters = Array(pending[start..<parametersEnd])
        let hasIntermediates = parametersEnd != position
        if !hasIntermediates, finalByte == UInt8(ascii: "~"), parameters == Array("200".utf8) {
            return .enterPaste(next: position + 1)
        }
        let event = hasIntermediates ? .unrecognized : KeySequences.controlSequenceEvent(parameters, finalByte)
        return .event(event, next: position + 1)
    }

    /// Reads pasted bytes from `index` up to the paste's end marker.
    ///
    /// - Returns: where reading stopped, and the pasted text when the paste is over.
    private mutating func readPaste(from index: Int, into text: [UInt8], final: Bool) -> (Int, String?) {
        var text = text
        func keep(_ bytes: ArraySlice<UInt8>) {
            let room = Self.maximumPasteBytes - text.count
            if room > 0 { text.append(contentsOf: bytes.prefix(room)) }
        }
        if let end = Self.firstRange(of: Self.pasteEnd, in: pending, from: index) {
            keep(pending[index..<end.lowerBound])
            return (end.upperBound, String(decoding: text, as: UTF8.self))
        }
        // Keep back a tail that may be the start of the end marker.
        var held = 0
        if !final {
            for length in stride(from: min(Self.pasteEnd.count - 1, pending.count - index), to: 0, by: -1)
            where pending[(pending.count - length)...].elementsEqual(Self.pasteEnd.prefix(length)) {
                held = length
                break
            }
        }
        keep(pending[index..<(pending.count - held)])
        mode = .paste(text)
        return (pending.count - held, nil)
    }

    /// Where a string sequence stands after the bytes read so far.
    private enum StringProgress {
        /// It ended just before `next`.
        case ended(next: Int)
        /// It goes on: the bytes before `kept` are dropped, the rest (a final escape that may start
        /// its terminator) waits.
        case continues(kept: Int)
    }

    /// Skips a string sequence's bytes from `index`.
    ///
    /// It ends at BEL, at `ESC \`, or just before an escape that starts something else; CAN and
    /// SUB abort it.
    private func skipString(from index: Int, final: Bool) -> StringProgress {
        var position = index
        while position < pending.count {
            switch pending[position] {
            case 0x07, 0x18, 0x1A:
                return .ended(next: position + 1)
            case Byte.escape:
                guard position + 1 < pending.count else {
                    return final ? .ended(next: pending.count) : .continues(kept: position)
                }
                return .ended(next: pending[position + 1] == Byte.backslash ? position + 2 : position)
            default:
                position += 1
            }
        }
        return .continues(kept: pending.count)
    }

    // MARK: - Bytes

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>? {
        guard haystack.count - start >= needle.count else { return nil }
        var position = start
        while position + needle.count <= haystack.count {
            if haystack[position] == needle[0], haystack[position..<(position + needle.count)].elementsEqual(needle) {
                return position..<(position + needle.count)
            }
            position += 1
        }
        return nil
    }

    private enum Byte {
        static let escape: UInt8 = 0x1B
        static let leftBracket = UInt8(ascii: "[")
        static let rightBracket = UInt8(ascii: "]")
        static let backslash = UInt8(ascii: "\\")
        static let underscore = UInt8(ascii: "_")
        static let caret = UInt8(ascii: "^")
        static let letterO = UInt8(ascii: "O")
        static let letterP = UInt8(ascii: "P")
        static let letterX = UInt8(ascii: "X")
        static let digitZero = UInt8(ascii: "0")
        static let digitNine = UInt8(ascii: "9")
    }
}
