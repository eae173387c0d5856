import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// How the terminal draws an emoji followed by a skin-tone modifier (👍🏽), measured at start.
///
/// Terminals disagree: kitty, WezTerm and iTerm2 draw the pair as one 2-column glyph; tmux 3.3a,
/// xterm and glibc's `wcwidth` (2 for U+1F3FB…U+1F3FF) draw the hand and then a 2-column swatch of
/// the tone, 4 columns. Drawn the way the terminal measures it, the tone shows and the border
/// stays where it belongs.
public enum SkinTones: UInt8, Sendable {
    /// Not measured, or measured as neither: the modifier is not drawn (👍🏽 as 👍, 2 columns).
    case dropped
    /// The pair is one 2-column glyph: drawn whole, 2 columns.
    case joined
    /// The modifier is a 2-column glyph of its own after the emoji: 4 columns.
    case apart

    /// How glyphs draw skin tones in this process (`Terminal` sets it once it has measured).
    public static var current: SkinTones {
        get { SkinTones(rawValue: setting.load(ordering: .relaxed)) ?? .dropped }
        set { setting.store(newValue.rawValue, ordering: .relaxed) }
    }

    private static let setting = Atomic<UInt8>(SkinTones.dropped.rawValue)

    /// What the cursor said after 👍🏽 was written at the start of row 2: the answer to "where is
    /// the cursor?" (DSR 6, `ESC [ 2 ; column R`) found in `bytes`, and the bytes around it.
    ///
    /// - Returns: nil when the answer isn't (yet) in `bytes`.
    package static func answer(in bytes: [UInt8]) -> (tones: SkinTones, rest: [UInt8])? {
        let prefix: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: ";")]
        var start = 0
        while start + prefix.count < bytes.count {
            guard bytes[start..<(start + prefix.count)].elementsEqual(prefix) else {
                start += 1
                continue
            }
            var end = start + prefix.count
            var column = 0
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]), column < 10_000 {
                column = column * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "R"), end > start + prefix.count else {
                start += 1
                continue
            }
            // Column 1 plus the columns the pair took.
            let tones: SkinTones = column == 3 ? .joined : column == 5 ? .apart : .dropped
            return (tones, Array(bytes[..<start] + bytes[(end + 1)...]))
        }
        return nil
    }

    /// Writes 👍🏽 at the start of row 2 of the screen, asks the terminal where its cursor went,
    /// clears the row, and waits up to `milliseconds` for the answer.
    ///
    /// Call it with the terminal in raw mode, before anything is drawn. Keys typed meanwhile are
    /// returned with the result, for the input parser.
    static func measure(waitingUpTo milliseconds: Int) -> (tones: SkinTones, typed: [UInt8]) {
        // The row is cleared in the same write, right after the question: the terminal answers
        // where the cursor was, and the 👍🏽 is never left on screen for anyone to see (a capture
        // of the screen, or a slow terminal, caught it there when the clearing came later).
        let probe = Array("\u{1B}[2;1H\u{1F44D}\u{1F3FD}\u{1B}[6n\u{1B}[2;1H\u{1B}[2K".utf8)
        guard write(all: probe) else { return (.dropped, []) }
        var received: [UInt8] = []
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let end = Double(deadline.tv_sec) + Double(deadline.tv_nsec) / 1e9 + Double(milliseconds) / 1000
        var buffer = [UInt8](repeating: 0, count: 256)
        while received.count < 4096 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let left = Int((end - Double(now.tv_sec) - Double(now.tv_nsec) / 1e9) * 1000)
            guard left > 0 else { break }
            var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(left))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += buffer.prefix(count)
            if let found = answer(in: received) { return (found.tones, found.rest) }
        }
        return (.dropped, received)
    }

    private static func write(all bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
