import Foundation

/// Files that are never half written: each write goes to a temporary file in the same folder,
/// is flushed to disk, then renamed over the old one. A reader sees the old file or the new one.
enum AtomicFile {
    enum WriteError: Error, Equatable, CustomStringConvertible {
        case failed(path: String, reason: String)

        var description: String {
            switch self {
            case .failed(let path, let reason): "\(reason) (\(path))"
            }
        }
    }

    /// Writes `data` to `url`, creating the folder if needed.
    static func write(_ data: Data, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
        removeLeftovers(of: url)
        if let problem = makeFolders(folder) {
            throw .failed(path: url.path, reason: problem)
        }
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw .failed(path: url.path, reason: String(cString: strerror(errno)))
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .failed(path: url.path, reason: reason(error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .failed(path: url.path, reason: message)
        }
    }

    /// Creates `folder` and its parents; returns the system's reason when it can't ("Not a
    /// directory", "Permission denied", "No space left on device").
    private static func makeFolders(_ folder: URL) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : String(cString: strerror(ENOTDIR))
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path, let problem = makeFolders(parent) { return problem }
        if mkdir(folder.path, 0o755) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
        return nil
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
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Moves an unreadable file out of the way (to `NAME.corrupt-TIMESTAMP`) so the game can go on
    /// and the file can still be looked at.
    @discardableResult
    static func setAside(_ url: URL) -> URL? {
        let stamp = Int(Date().timeIntervalSince1970)
        let destination = url.deletingLastPathComponent().appendingPathComponent(
            "\(url.lastPathComponent).corrupt-\(stamp)")
        return (try? FileManager.default.moveItem(at: url, to: destination)) == nil ? nil : destination
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return nsError.localizedDescription
    }
}

/// Where OpenQuizz keeps its files, after the XDG Base Directory rules.
public struct StoragePaths: Sendable, Equatable {
    /// Survives restarts, not precious: the session token and its last use.
    public var stateDirectory: URL
    /// Can be deleted at any time: questions fetched earlier.
    public var cacheDirectory: URL

    public init(stateDirectory: URL, cacheDirectory: URL) {
        self.stateDirectory = stateDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// `$XDG_STATE_HOME/openquizz` (default `~/.local/state/openquizz`) and
    /// `$XDG_CACHE_HOME/openquizz` (default `~/.cache/openquizz`). Relative XDG paths are ignored,
    /// as the specification says.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> StoragePaths {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        func base(_ variable: String, fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value)
            }
            return home.appendingPathComponent(fallback)
        }
        return StoragePaths(
            stateDirectory: base("XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent("openquizz"),
            cacheDirectory: base("XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent("openquizz")
        )
    }
}
