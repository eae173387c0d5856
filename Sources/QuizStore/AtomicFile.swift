import Foundation
import QuizCore

#if canImport(Glibc)
    import Glibc
#endif

/// Files that are never half written: each write goes to a temporary file in the same folder, is
/// flushed to disk, then renamed over the old one.
///
/// A reader sees the old file or the new one.
///
/// Every failure names the system's reason, the `errno` taken right after the call that failed
/// (`EACCES`, `ENOTDIR`, `ENOSPC`): the text layer words it.
package enum AtomicFile {
    package enum WriteError: Error, Equatable {
        case failed(path: String, reason: StorageProblem.Kind)

        /// The failure as the player is told of it.
        package var problem: StorageProblem {
            switch self {
            case .failed(let path, let reason): StorageProblem(path: path, kind: reason)
            }
        }
    }

    /// What reading a file found.
    package enum ReadOutcome: Equatable {
        /// There is no such file.
        case missing
        case contents(Data)
        /// The file was over the size limit or not a regular file: it was moved aside unread, to
        /// the place given (nil when it couldn't be moved).
        case setAside(URL?)
        /// The file is there but can't be read; the system's reason.
        case unreadable(StorageProblem.Kind)
    }

    /// How long a writer waits for another process's lock before giving up.
    static let lockTimeout: TimeInterval = 2

    // MARK: - Reading

    /// Reads `url` whole, unless it is larger than `maximumSize` bytes or not a regular file (a
    /// folder, a pipe, a device): then it is set aside without being read, so that no file can
    /// make the game slow to start or run out of memory.
    package static func read(_ url: URL, maximumSize: Int, writer: FileWriter) -> ReadOutcome {
        switch WholeFile.read(url.path, maximumSize: maximumSize) {
        case .contents(let data): return .contents(data)
        case .notOpened(let number): return number == ENOENT ? .missing : .unreadable(.system(errno: number))
        case .failed(let number): return .unreadable(.system(errno: number))
        case .notARegularFile, .tooLarge:
            return .setAside(setAside(url, writer: writer))
        }
    }

    /// How reading a file piece by piece went.
    enum PiecesOutcome: Equatable {
        /// Every byte was handed over.
        case read
        case missing
        /// Over the size limit or not a regular file: moved aside (some pieces may have been
        /// handed over already, when it grew while read).
        case setAside
        case unreadable(StorageProblem.Kind)
        /// The file was over the size limit: only its last `maximumSize` bytes were handed over.
        case readEnd
    }

    /// Reads `url` a piece at a time, handing each to `body`, never more than `maximumSize`
    /// bytes in all: a large file is never held in memory whole.
    ///
    /// A regular file over the limit is read from `maximumSize` bytes before its end (`.readEnd`);
    /// anything but a regular file is set aside unread (left where it is unless `settingAside`).
    static func readPieces(
        _ url: URL, maximumSize: Int, pieceSize: Int = 1 << 20, settingAside: Bool = true, writer: FileWriter,
        _ body: (UnsafeRawBufferPointer) -> Void
    ) -> PiecesOutcome {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .missing : .unreadable(systemReason())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(systemReason()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            if settingAside { setAside(url, writer: writer) }
            return .setAside
        }
        let isOver = info.st_size > maximumSize
        if isOver, lseek(descriptor, info.st_size - off_t(maximumSize), SEEK_SET) < 0 {
            return .unreadable(systemReason())
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, pieceSize), alignment: 1)
        defer { buffer.deallocate() }
        var total = 0
        // The file may grow while we read: never take more than the limit.
        while total < maximumSize {
            let count = Glibc.read(descriptor, buffer.baseAddress, min(buffer.count, maximumSize - total))
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(systemReason())
            }
            if count == 0 { break }
            total += count
            body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return isOver ? .readEnd : .read
    }

    // MARK: - Writing

    /// Writes `data` to `url`, creating the folder if needed.
    package static func write(_ data: Data, to url: URL, writer: FileWriter) throws(WriteError) {
        scheduleLeftoverCleanup(of: url, writer: writer)
        let folder = url.deletingLastPathComponent()
        if let problem = makeFolders(folder) {
            throw .failed(path: url.path, reason: problem)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        // The file replaced keeps its permission bits (a player's 600 stays 600); a new one is
        // created 644 less the umask.
        var existing = stat()
        let mode: mode_t? =
            stat(url.path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode & 0o7777 : nil
        if let problem = writeFlushed(data, to: temporary.path, mode: mode) {
            unlink(temporary.path)
            throw .failed(path: url.path, reason: problem)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let problem = systemReason()
            unlink(temporary.path)
            throw .failed(path: url.path, reason: problem)
        }
    }

    /// Reads `url`, lets `merge` make the new contents from what is there now, and writes them,
    /// all under an exclusive lock that every process writing the file takes (`flock` on
    /// `.NAME.lock` beside it): two games running at once never lose each other's changes.
    ///
    /// `merge` gets nil when there is no file, or when it was set aside (over `maximumSize`, not
    /// a regular file); it may call `setAside` itself for contents it can't read.
    ///
    /// - Returns: where the file was set aside, when it was (the caller says so: a player's file
    ///   moved without a word is a file lost).
    @discardableResult
    static func update(
        _ url: URL,
        maximumSize: Int,
        writer: FileWriter,
        merge: (Data?) throws(WriteError) -> Data
    ) throws(WriteError) -> URL? {
        let folder = url.deletingLastPathComponent()
        if let problem = makeFolders(folder) {
            throw .failed(path: url.path, reason: problem)
        }
        let lockPath = folder.appendingPathComponent(".\(url.lastPathComponent).lock").path
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw .failed(path: url.path, reason: systemReason()) }
        defer { close(lock) }  // closing releases the lock
        if let problem = acquire(lock) {
            throw .failed(path: url.path, reason: problem)
        }
        let current: Data?
        var setAsideTo: URL?
        switch read(url, maximumSize: maximumSize, writer: writer) {
        case .contents(let data): current = data
        case .missing: current = nil
        case .setAside(let destination):
            current = nil
            setAsideTo = destination
        case .unreadable(let reason): throw .failed(path: url.path, reason: reason)
        }
        try write(try merge(current), to: url, writer: writer)
        return setAsideTo
    }

    /// Takes the exclusive lock on `descriptor`, waiting up to `lockTimeout` for another writer
    /// (a stopped game holding it must not hang this one); returns the reason when it can't.
    private static func acquire(_ descriptor: Int32, waitingUpTo timeout: TimeInterval = lockTimeout) -> StorageProblem
        .Kind?
    {
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return systemReason() }
            guard Date() < deadline else { return .lockHeld }
            usleep(10_000)
        }
        return nil
    }

    /// Creates the file at `path`, writes `data` and flushes it to disk; the reason on failure.
    private static func writeFlushed(_ data: Data, to path: String, mode: mode_t? = nil) -> StorageProblem.Kind? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return systemReason() }
        var problem: StorageProblem.Kind?
        if let mode, fchmod(descriptor, mode) != 0 { problem = systemReason() }
        if problem == nil { problem = writeAll(data, to: descriptor) }
        if problem == nil, fsync(descriptor) != 0 { problem = systemReason() }
        if close(descriptor) != 0, problem == nil { problem = systemReason() }
        return problem
    }

    /// Appends `lines` (each ending with a newline) to the file at `url`, creating it and its
    /// folders, under the same lock `update` takes, and flushes it to disk.
    ///
    /// A last line without its newline is looked at first, never more than `longestLine` bytes
    /// of it (so a huge file, sparse or not, costs one short read): kept, its newline added,
    /// when `keepsLastLine` says it is whole (an editor or a copy dropped the newline) or when it
    /// is longer than `longestLine` (a reader skips it anyway); cut off when it is torn (a writer
    /// killed mid-line). A write that fails is undone (the file cut back to where it ended), so
    /// that writing the same lines again never doubles any; two games appending at once never
    /// interleave their lines. The file is followed through a symbolic link.
    static func append(
        _ lines: Data, to url: URL, longestLine: Int = 64 << 10, lockTimeout: TimeInterval = lockTimeout,
        keepsLastLine: (UnsafeRawBufferPointer) -> Bool = { _ in false }
    ) throws(WriteError) {
        if let problem = makeFolders(url.deletingLastPathComponent()) {
            throw .failed(path: url.path, reason: problem)
        }
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw .failed(path: url.path, reason: systemReason()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .failed(path: url.path, reason: systemReason()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .failed(path: url.path, reason: .notRegularFile)
        }
        if let problem = acquire(descriptor, waitingUpTo: lockTimeout) {
            throw .failed(path: url.path, reason: problem)
        }
        guard fstat(descriptor, &info) == 0 else { throw .failed(path: url.path, reason: systemReason()) }
        var end = Int(info.st_size)
        var data = lines
        switch lastLine(descriptor, size: end, longestLine: longestLine) {
        case nil:
            throw .failed(path: url.path, reason: systemReason())
        case .ended:
            break
        case .unended(let start, let bytes):
            if bytes.withUnsafeBytes(keepsLastLine) {
                data.insert(UInt8(ascii: "\n"), at: data.startIndex)
            } else {
                guard ftruncate(descriptor, off_t(start)) == 0 else {
                    throw .failed(path: url.path, reason: systemReason())
                }
                end = start
            }
        case .overLong:
            data.insert(UInt8(ascii: "\n"), at: data.startIndex)
        }
        var problem = writeAll(data, to: descriptor)
        if problem == nil, fsync(descriptor) != 0 { problem = systemReason() }
        if let problem {
            // Undone: a part of a line left behind would be a torn line, and whole lines written
            // again would count twice.
            _ = ftruncate(descriptor, off_t(end))
            throw .failed(path: url.path, reason: problem)
        }
    }

    /// How a file ends.
    private enum LastLine {
        /// Empty, or with a newline.
        case ended
        /// With a line of at most the longest length and no newline, starting at `start`.
        case unended(start: Int, bytes: [UInt8])
        /// With a line longer than the longest, and no newline.
        case overLong
    }

    /// The bytes read from files' ends before appending to them, in all (for the tests: an append
    /// never reads more than a line's length, whatever the file's size).
    static let bytesReadBeforeAppending = Locked(0)

    /// How the file ends, reading at most `longestLine` + 1 bytes from its end; nil when it
    /// can't be read.
    private static func lastLine(_ descriptor: Int32, size: Int, longestLine: Int) -> LastLine? {
        guard size > 0 else { return .ended }
        let start = max(0, size - longestLine - 1)
        var tail = [UInt8](repeating: 0, count: size - start)
        var read = 0
        while read < tail.count {
            let count = tail.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress?.advanced(by: read), $0.count - read, off_t(start + read))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            read += count
        }
        bytesReadBeforeAppending.withLock { $0 += read }
        if tail.last == UInt8(ascii: "\n") { return .ended }
        guard let newline = tail.lastIndex(of: UInt8(ascii: "\n")) else {
            return start == 0 && tail.count <= longestLine ? .unended(start: 0, bytes: tail) : .overLong
        }
        return .unended(start: start + newline + 1, bytes: Array(tail[(newline + 1)...]))
    }

    /// Writes all of `data` to `descriptor`, retrying after signals; the reason on failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> StorageProblem.Kind? {
        data.withUnsafeBytes { buffer -> StorageProblem.Kind? in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return systemReason()
                }
                offset += count
            }
            return nil
        }
    }

    /// Creates `folder` and its parents; returns the system's reason when it can't ("Not a
    /// directory", "Permission denied", "No space left on device").
    private static func makeFolders(_ folder: URL) -> StorageProblem.Kind? {
        var info = stat()
        if stat(folder.path, &info) == 0 {
            return (info.st_mode & S_IFMT) == S_IFDIR ? nil : .system(errno: ENOTDIR)
        }
        guard errno == ENOENT else { return systemReason() }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path, let problem = makeFolders(parent) { return problem }
        if mkdir(folder.path, 0o755) != 0, errno != EEXIST { return systemReason() }
        return nil
    }

    /// The current `errno`: read it right after the call that failed.
    private static func systemReason() -> StorageProblem.Kind {
        .system(errno: errno)
    }

    // MARK: - Clean-up

    /// The files whose leftovers this process has cleaned up (once is enough).
    private static let cleanedUp = Locked<Set<String>>([])

    /// Cleans up the leftovers of `url`'s killed writers, once a run, on `writer`'s queue a
    /// little later: a folder with thousands of files must not slow a write or the start down.
    private static func scheduleLeftoverCleanup(of url: URL, writer: FileWriter) {
        guard cleanedUp.withLock({ $0.insert(url.path).inserted }) else { return }
        writer.schedule(after: 2) { removeLeftovers(of: url) }
    }

    /// Deletes the temporary files that writers of `url` killed mid-write left behind
    /// (`.NAME.PID.UUID.tmp` whose process is gone); a live writer's file is left alone.
    static func removeLeftovers(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let fields = name.dropFirst(prefix.count).split(separator: ".")
            guard let pid = fields.first.flatMap({ Int32($0) }), pid > 0 else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// How many set-aside copies of one file are kept; older ones are deleted.
    static let setAsideCopiesKept = 3

    /// Moves an unreadable file out of the way (to `NAME.corrupt-TIMESTAMP`) so the game can go on
    /// and the file can still be looked at.
    ///
    /// Only the newest few copies are kept (older ones are deleted on `writer`'s queue), so a
    /// file that keeps going bad can't fill the disk.
    @discardableResult
    package static func setAside(_ url: URL, writer: FileWriter) -> URL? {
        let folder = url.deletingLastPathComponent()
        let stamp = Int(Date().timeIntervalSince1970)
        let base = "\(url.lastPathComponent).corrupt-\(stamp)"
        var destination = folder.appendingPathComponent(base)
        var suffix = 1
        while access(destination.path, F_OK) == 0, suffix < 100 {
            destination = folder.appendingPathComponent("\(base)-\(suffix)")
            suffix += 1
        }
        guard rename(url.path, destination.path) == 0 else { return nil }
        // Listing a folder full of files takes time: not on the caller's (maybe the main) thread.
        writer.schedule(after: 2) { pruneSetAsideCopies(of: url) }
        return destination
    }

    /// Deletes all but the newest `setAsideCopiesKept` set-aside copies of `url`.
    private static func pruneSetAsideCopies(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = "\(url.lastPathComponent).corrupt-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let copies = names.filter { $0.hasPrefix(prefix) }.map { name -> (name: String, modified: Int) in
            var info = stat()
            let path = folder.appendingPathComponent(name).path
            return (name, lstat(path, &info) == 0 ? Int(info.st_ctim.tv_sec) : 0)
        }
        let oldestFirst = copies.sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }
        for copy in oldestFirst.dropLast(setAsideCopiesKept) {
            unlink(folder.appendingPathComponent(copy.name).path)
        }
    }
}

extension AtomicFile {
    /// A file's device and inode: which file a path leads to (through any link).
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    /// The file at `url`, a link followed; nil when there is none.
    static func identity(of url: URL) -> Identity? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
