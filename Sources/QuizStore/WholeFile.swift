import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file read whole into memory, within a limit: what the game's files (`AtomicFile.read`) and
/// the player's decks (`DeckFile.read`) are read with.
package enum WholeFile {
    /// What reading a whole file found: its bytes, or the facts of why not.
    package enum Outcome: Equatable {
        case contents(Data)
        /// It could not be opened: the system's reason (`ENOENT`: there is no such file;
        /// `ELOOP`: symbolic links that loop).
        case notOpened(errno: Int32)
        /// It is not a regular file: its type (`S_IFDIR`, `S_IFIFO`, `S_IFCHR`…).
        case notARegularFile(type: mode_t)
        /// It is over the limit: its size, or what was read of it when it grew past the limit.
        case tooLarge(bytes: Int)
        /// It could not be looked at or read: the system's reason.
        case failed(errno: Int32)
    }

    /// The bytes of the regular file at `path`, read whole: the one read loop of the game's and
    /// the player's files (`AtomicFile.read`, `DeckFile.read`).
    ///
    /// Never more than `maximumSize` bytes (the file may grow while it is read: one byte more
    /// says it is over), and never a wait: a named pipe is opened without waiting for a writer,
    /// and only a regular file is read.
    package static func read(_ path: String, maximumSize: Int) -> Outcome {
        // O_NONBLOCK: opening a named pipe must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .notOpened(errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notARegularFile(type: info.st_mode & S_IFMT) }
        guard info.st_size <= maximumSize else { return .tooLarge(bytes: Int(info.st_size)) }
        var data = Data(count: Int(info.st_size) + 1)
        var length = 0
        while true {
            if length == data.count {
                guard data.count <= maximumSize else { break }
                data.count = min(maximumSize + 1, data.count * 2)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress?.advanced(by: length), buffer.count - length)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errno: errno)
            }
            if count == 0 { break }
            length += count
        }
        guard length <= maximumSize else { return .tooLarge(bytes: length) }
        data.count = length
        return .contents(data)
    }
}
