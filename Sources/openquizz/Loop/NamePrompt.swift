import CSignals
import Foundation
import QuizView

#if canImport(Glibc)
    import Glibc
#endif

/// A line typed at a prompt on the terminal, before the screen starts (the duel's names), read
/// key by key: Ctrl-Z suspends the game and keeps what was typed (a line the terminal reads
/// itself is thrown away by Ctrl-Z, which it echoes as "^Z"), and after `fg` the prompt is
/// shown again with it.
enum NamePrompt {
    /// The keys that edit the line and send signals, as the terminal's settings name them (nil:
    /// none).
    struct Keys {
        var erase: UInt8? = 0x7F
        var kill: UInt8? = 0x15
        var end: UInt8? = 0x04
        var suspend: UInt8? = 0x1A
        var interrupt: UInt8? = 0x03
        var quit: UInt8? = 0x1C
    }

    /// The most bytes a line keeps (a name is 20 characters); more are dropped as they come.
    static let limit = 1024

    /// A line read from `next` (nil: the end of the input), echoed with `write`.
    ///
    /// The erase key (and Backspace) takes back the last character, the kill key the whole line,
    /// the end key on an empty line ends the input (nil). The suspend key calls `suspend` (which
    /// returns after SIGCONT), then the prompt and what was typed are shown again; the interrupt
    /// and quit keys call `signal` with SIGINT or SIGQUIT. Other control keys are left out, and
    /// escape sequences (arrows, CSI, SS3, OSC strings, paste markers) are dropped whole; a lone
    /// Esc does nothing, and the key typed after it, soon or late, is read as usual (Alt+key
    /// types the key). A name takes at most `Settings.nameLength` characters: more aren't taken.
    ///
    /// - Parameters:
    ///   - prompt: the prompt already shown, to show again after a suspend.
    ///   - soon: the next byte if it comes within the wait for the rest of an escape sequence
    ///     (`InputParser.escapeDelay`), else nil; nil: `next` (the bytes are all there).
    static func line(
        prompt: String, keys: Keys = Keys(), next: () -> UInt8?, soon: (() -> UInt8?)? = nil,
        write: (String) -> Void, suspend: () -> Void, signal: (Int32) -> Void
    ) -> String? {
        var bytes: [UInt8] = []
        var shown = 0
        var after: UInt8?
        while let byte = after ?? next() {
            after = nil
            switch byte {
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                write("\n")
                return String(decoding: bytes, as: UTF8.self)
            case keys.suspend:
                write("\n")
                suspend()
                write(prompt + String(decoding: bytes, as: UTF8.self))
            case keys.interrupt, keys.quit:
                write("\n")
                signal(byte == keys.interrupt ? SIGINT : SIGQUIT)
                write(prompt + String(decoding: bytes, as: UTF8.self))
            case keys.end where bytes.isEmpty:
                write("\n")
                return nil
            case keys.erase, 0x08, 0x7F:
                var text = String(decoding: bytes, as: UTF8.self)
                guard let last = text.popLast() else { continue }
                let width = max(1, ScreenBuffer.displayWidth(ofText: String(last)))
                write(String(repeating: "\u{8} \u{8}", count: width))
                bytes = Array(text.utf8)
                shown = bytes.count
            case keys.kill:
                let width = ScreenBuffer.displayWidth(ofText: String(decoding: bytes, as: UTF8.self))
                write(String(repeating: "\u{8} \u{8}", count: width))
                bytes = []
                shown = 0
            case 0x1B:
                if let soon { after = skipEscape(soon) } else { after = skipEscape(next) }
            case ..<0x20:
                continue
            default:
                guard bytes.count < limit else { continue }
                bytes.append(byte)
                // A character is echoed once its bytes have all come; one past a name's length
                // isn't taken, so what is shown is what is kept.
                if let whole = String(validating: bytes[shown...], as: UTF8.self) {
                    guard String(decoding: bytes, as: UTF8.self).count <= Settings.nameLength else {
                        bytes.removeSubrange(shown...)
                        continue
                    }
                    write(whole)
                    shown = bytes.count
                }
            }
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// Reads the rest of an escape sequence begun (the escape byte read) and drops it; returns the
    /// byte that came after it and belongs to no sequence (a control key, another escape), if
    /// one came within the wait.
    private static func skipEscape(_ soon: () -> UInt8?) -> UInt8? {
        guard let first = soon() else { return nil }  // a lone Esc
        switch first {
        case UInt8(ascii: "["):
            // CSI: parameters and intermediates (0x20 to 0x3F), then a final byte.
            while let byte = soon() {
                if (0x40...0x7E).contains(byte) { return nil }
                if !(0x20...0x3F).contains(byte) { return byte }
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            // A string (OSC, DCS…): up to BEL or ESC \.
            while let byte = soon() {
                if byte == 0x07 { return nil }
                if byte == 0x1B {
                    guard let end = soon() else { return nil }
                    return end == UInt8(ascii: "\\") ? nil : end
                }
            }
            return nil
        case UInt8(ascii: "O"):
            // SS3: one more byte ("ESC O P" is F1).
            guard let byte = soon() else { return nil }
            return (0x20...0x7E).contains(byte) ? nil : byte
        case 0x20...0x2F:
            // Intermediates, then a final byte ("ESC ( B").
            while let byte = soon() {
                if (0x30...0x7E).contains(byte) { return nil }
                if !(0x20...0x2F).contains(byte) { return byte }
            }
            return nil
        case 0x30...0x7E:
            // Alt with a key, or Esc then a key typed within the wait: the key is typed, as it is
            // after a lone Esc, so no letter is lost.
            return first
        default:
            return first  // a control key, or another escape
        }
    }

    /// A line typed on the terminal (standard input) after `prompt`, echoed on standard output;
    /// read as `Swift.readLine` reads it where standard input is not a terminal.
    ///
    /// While stopped (Ctrl-Z), and once the line is read, the terminal has its own settings back;
    /// a signal that ends the game meanwhile (`kill`: TERM, HUP, INT…) gives them back first,
    /// through the last resort, and then takes its default action.
    static func read(after prompt: String) -> String? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return Swift.readLine() }
        if oq_last_resort_save_modes(STDIN_FILENO) == 0, oq_last_resort_arm(nil, 0) == 0 {
            _ = SignalPipe.endingInOrder.withUnsafeBufferPointer {
                oq_last_resort_catch($0.baseAddress, Int32($0.count))
            }
        }
        defer {
            oq_last_resort_release()
            oq_last_resort_disarm()
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        let keys = withUnsafeBytes(of: saved.c_cc) { cc in
            // A key set to 0 (_POSIX_VDISABLE) is no key.
            let key = { (index: Int32) -> UInt8? in cc[Int(index)] == 0 ? nil : cc[Int(index)] }
            return Keys(
                erase: key(VERASE), kill: key(VKILL), end: key(VEOF), suspend: key(VSUSP), interrupt: key(VINTR),
                quit: key(VQUIT))
        }
        withUnsafeMutableBytes(of: &raw.c_cc) {
            $0[Int(VMIN)] = 1
            $0[Int(VTIME)] = 0
        }
        let editing = { _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) }
        let restoring = { _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved) }
        editing()
        defer { restoring() }
        let output = { (text: String) in FileHandle.standardOutput.write(Data(text.utf8)) }
        return line(
            prompt: prompt, keys: keys,
            next: {
                var byte: UInt8 = 0
                while true {
                    let count = Glibc.read(STDIN_FILENO, &byte, 1)
                    if count == 1 { return byte }
                    if count < 0, errno == EINTR { continue }
                    return nil
                }
            },
            soon: byteSoon,
            write: output,
            suspend: {
                // Stopped with the terminal as it was; the line read anew after `fg`.
                restoring()
                raise(SIGTSTP)
                editing()
            },
            signal: { number in
                restoring()
                // As the terminal's own key would, with the default action: not the Swift
                // runtime's crash report, which takes SIGQUIT before the full screen's handler is in.
                Glibc.signal(number, SIG_DFL)
                raise(number)
                editing()
            })
    }

    /// The next byte on standard input if it comes within `InputParser.escapeDelay` (the rest of
    /// an escape sequence), else nil: the full screen's wait.
    private static func byteSoon() -> UInt8? {
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(InputParser.escapeDelay * 1000)) == 1 else { return nil }
        var byte: UInt8 = 0
        return Glibc.read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
