import Foundation
import Glibc
import QuizCore
import QuizView

/// What the game prints outside its screen: `--help`, `--version`, `--list-categories` on
/// stdout, and one-line messages on stderr.
///
/// Written with `write(2)`: a closed or full stream is an error to report (stdout) or to ignore
/// (stderr), never a trap. In a locale that isn't UTF-8 (`LANG=C`), and with `--ascii`, the text
/// is transliterated to ASCII, as on the screen; control characters of text the game didn't
/// write are removed.
enum Output {
    /// Whether to print ASCII only; read once, from the environment's locale and the command line
    /// (which may not parse: its errors are said in ASCII too).
    private static let isASCIIOnly = !Terminal.localeIsUTF8 || CommandLine.arguments.dropFirst().contains("--ascii")

    /// What the output says of itself when it can't be written, in the language the run speaks
    /// (`Options.language`, as `main.swift` reads it), read once as the ASCII choice is.
    private static let said = CommandLineText(
        words: Wording(
            Options.language(
                in: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)))

    /// Prints `lines` on stdout and exits with `status` (0 by default), or, when they can't be
    /// written (`--help >/dev/full`, stdout closed), says why on stderr and exits 1.
    static func printAndExit(_ lines: [String], status: Int32 = 0) -> Never {
        printLines(lines)
        exit(status)
    }

    /// Prints `lines` on stdout, or, when they can't be written, says why on stderr and exits 1.
    static func printLines(_ lines: [String]) {
        let text =
            lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { printable(String($0)) }.joined(separator: "\n") + "\n"
        if let failure = write(Array(text.utf8), to: STDOUT_FILENO) {
            fail(said.cantWrite(failure), status: 1)
        }
    }

    /// Prints `text` on stdout byte for byte (JSON, already escaped for the locale: transliterating
    /// it would break it) and exits 0, or says why it can't and exits 1.
    static func printExactlyAndExit(_ text: String) -> Never {
        if let failure = write(Array(text.utf8), to: STDOUT_FILENO) {
            fail(said.cantWrite(failure), status: 1)
        }
        exit(0)
    }

    /// Prints `line` and a newline on stdout; false when it can't be written.
    static func line(_ line: String) -> Bool {
        write(Array((printable(line) + "\n").utf8), to: STDOUT_FILENO) == nil
    }

    /// Prints "openquizz: `message`" as one line on stderr; a failed write is ignored.
    static func say(_ message: String) {
        _ = write(Array("openquizz: \(printable(message))\n".utf8), to: STDERR_FILENO)
    }

    /// Says `message` on stderr, then exits with `status` (2: the command line or the terminal
    /// is wrong; 1: something else went wrong).
    static func fail(_ message: String, status: Int32 = 2) -> Never {
        say(message)
        exit(status)
    }

    /// One line as the user's terminal can show it.
    private static func printable(_ line: String) -> String {
        let clean = line.removingControlCharacters
        return isASCIIOnly ? ASCIITransliteration.transliterate(clean) : clean
    }

    /// Writes all of `bytes`; the system's reason when it can't.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += count
        }
        return nil
    }
}
