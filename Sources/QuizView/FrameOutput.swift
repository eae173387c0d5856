import CNcursesw
import Glibc

/// Where ncurses writes, so that each frame reaches the terminal in one write.
///
/// ncurses writes a frame in pieces the size of its own buffer, which it sizes once from the
/// screen ((rows + 2) x (columns + 6) bytes: 2,236 at 80x24), each piece a write(2) of its own;
/// a terminal may show the frame half drawn between two of them. So ncurses is given a descriptor
/// of its own, a copy of standard output: while it updates the screen, that descriptor points to a
/// file in memory, and the frame's bytes then go to the terminal in one write (the same bytes, in
/// the same order). Everything else ncurses writes (leaving, resuming) goes straight to the
/// terminal. Without a file in memory, ncurses writes to the terminal as it would.
final class FrameOutput {
    /// The descriptor ncurses writes to.
    let descriptor: Int32
    /// The stream on it, for `newterm`.
    let stream: UnsafeMutablePointer<FILE>?
    private let memory: Int32
    private var bytes: [UInt8] = []
    /// The frames that sent the terminal anything, and the write(2) calls they took (one each
    /// unless the terminal took a frame in parts), for the benchmark and the tests.
    private(set) var count = (frames: 0, writes: 0)

    init() {
        descriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        stream = descriptor >= 0 ? oq_output_stream(descriptor) : nil
        memory = descriptor >= 0 ? oq_memory_file() : -1
    }

    deinit {
        if memory >= 0 { close(memory) }
    }

    /// Runs `update` (ncurses' `doupdate`) with its output gathered, then writes it to the
    /// terminal at once.
    func frame(_ update: () -> Void) {
        guard memory >= 0, Self.point(descriptor, to: memory) else {
            update()
            return
        }
        update()
        // Back to the terminal before anything else: were this to fail, the next frame would try again.
        _ = Self.point(descriptor, to: STDOUT_FILENO)
        let size = Int(lseek(memory, 0, SEEK_CUR))
        guard size > 0 else { return }
        if bytes.count < size { bytes = [UInt8](repeating: 0, count: size) }
        let read = bytes.withUnsafeMutableBytes { pread(memory, $0.baseAddress, size, 0) }
        lseek(memory, 0, SEEK_SET)
        guard read > 0 else { return }
        count.frames += 1
        var written = 0
        while written < read {
            let sent = bytes[written..<read].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if sent < 0, errno == EINTR { continue }
            count.writes += 1
            guard sent > 0 else { return }
            written += sent
        }
    }

    /// Makes `descriptor` refer to what `target` refers to; false when it can't.
    private static func point(_ descriptor: Int32, to target: Int32) -> Bool {
        while dup2(target, descriptor) < 0 {
            if errno != EINTR { return false }
        }
        return true
    }
}
