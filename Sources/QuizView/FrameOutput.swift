import Glibc

/// Writes each frame to the terminal in one write(2) (more only when the terminal takes part of
/// it), and counts them for the benchmark and the tests.
struct FrameOutput {
    /// The frames that sent the terminal anything, and the write(2) calls they took.
    private(set) var count = (frames: 0, writes: 0)

    /// Writes `bytes` to standard output; false when the terminal didn't take them all (then the
    /// screen is not what the last frame says, and the next frame should be drawn whole).
    mutating func write(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        count.frames += 1
        return Self.writeAll(bytes) { count.writes += 1 }
    }

    /// Writes all of `bytes` to standard output; false when a write(2) failed.
    ///
    /// It goes on after a signal and from where the terminal stopped taking them, calling
    /// `wrote` after each write(2) that returned.
    static func writeAll(_ bytes: [UInt8], wrote: () -> Void = {}) -> Bool {
        var written = 0
        while written < bytes.count {
            let sent = bytes[written...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if sent < 0, errno == EINTR { continue }
            wrote()
            guard sent > 0 else { return false }
            written += sent
        }
        return true
    }
}
