import Foundation

/// The decks the game keeps: the files of one folder (`$XDG_DATA_HOME/openquizz/decks`), each a
/// deck named after its file without the extension ("periodic table.csv" is "periodic table").
///
/// Every visible regular file is a deck (its content says its format); hidden files, folders and
/// anything else are left out. Of two files with the same name but their extension ("a.csv",
/// "a.json"), one keeps the name ("a", the one `list`'s `keeper` says: the one played under it)
/// and the others are named by their whole file name ("a.json"). A file whose name isn't UTF-8
/// is named with U+FFFD for each byte that isn't, as the command line gives such a name.
public struct DeckStore: Sendable {
    /// One deck of the folder.
    public struct Entry: Sendable, Equatable {
        /// What `--deck` takes and the listing shows.
        public var name: String
        /// Its file; for a name that isn't UTF-8, the name made printable (`name`'s file name):
        /// say it, but open `rawPath`.
        public var url: URL
        /// The file's path as the system has it, when its name isn't UTF-8; nil otherwise.
        public var rawPath: [UInt8]?

        public init(name: String, url: URL, rawPath: [UInt8]? = nil) {
            self.name = name
            self.url = url
            self.rawPath = rawPath
        }

        /// Calls `body` with a URL that opens the deck's file: its `url`, or, for a name that isn't
        /// UTF-8 (which a URL can't hold), the file opened here and reached through
        /// `/proc/self/fd`; nil when it can't be opened (the reason is then `url`'s).
        public func withOpenableURL<T>(_ body: (URL) -> T) -> T {
            guard let rawPath else { return body(url) }
            // O_NONBLOCK: a named pipe doesn't wait; the reader checks the rest.
            let descriptor = DeckStore.withCPath(rawPath) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } ?? -1
            guard descriptor >= 0 else { return body(url) }
            defer { close(descriptor) }
            return body(URL(fileURLWithPath: "/proc/self/fd/\(descriptor)"))
        }
    }

    /// What the folder holds.
    public enum Listing: Sendable, Equatable {
        /// There is no folder: no deck.
        case noFolder
        /// Something other than a folder has its name (a file): no deck.
        case notAFolder
        /// The folder can't be read; the system's reason ("Permission denied"): no deck.
        case unreadable(String)
        /// The decks, by name (empty: a folder with no deck in it).
        case decks([Entry])

        /// The decks; none without a folder.
        public var entries: [Entry] {
            guard case .decks(let entries) = self else { return [] }
            return entries
        }
    }

    /// Which deck a name given to `--deck` means.
    public enum Match: Sendable, Equatable {
        case found(Entry)
        /// No deck is called so, nor starts so.
        case unknown
        /// More than one deck starts so: these.
        case ambiguous([String])
    }

    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The decks in the folder, sorted by name (ignoring case).
    ///
    /// - Parameter keeper: of the files that share a name without their extension (sorted by file
    ///   name), the index of the one that keeps it; nil: none was played under it, the first does.
    public func list(keeper: (_ name: String, _ files: [Entry]) -> Int? = { _, _ in nil }) -> Listing {
        guard let files = Self.fileNames(in: directory) else { return Self.unlisted(directory) }
        var entries: [Entry] = []
        var byStem: [String: [Entry]] = [:]
        for (name, raw) in files where !name.hasPrefix(".") {
            let rawPath = raw.map { Array(directory.path.utf8) + [UInt8(ascii: "/")] + $0 }
            let entry = Entry(name: name, url: directory.appendingPathComponent(name), rawPath: rawPath)
            guard Self.isRegularFile(entry) else { continue }
            byStem[Self.stem(name), default: []].append(entry)
        }
        for (stem, files) in byStem {
            let sorted = files.sorted { $0.name < $1.name }
            let kept =
                sorted.count == 1
                ? 0 : keeper(stem, sorted.map { Entry(name: stem, url: $0.url, rawPath: $0.rawPath) }) ?? 0
            for (index, file) in sorted.enumerated() {
                entries.append(Entry(name: index == kept ? stem : file.name, url: file.url, rawPath: file.rawPath))
            }
        }
        return .decks(
            entries.sorted {
                let order = $0.name.caseInsensitiveCompare($1.name)
                return order == .orderedSame ? $0.name < $1.name : order == .orderedAscending
            })
    }

    /// The names of the files in `directory`, each with its bytes when they aren't UTF-8 (the name
    /// then has U+FFFD for each byte that isn't); nil when it can't be listed.
    static func fileNames(in directory: URL) -> [(name: String, raw: [UInt8]?)]? {
        guard let folder = opendir(directory.path) else { return nil }
        defer { closedir(folder) }
        var names: [(name: String, raw: [UInt8]?)] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                Array(buffer.prefix { $0 != 0 })
            }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append((name, nil))
            } else {
                names.append((String(decoding: bytes, as: UTF8.self), bytes))
            }
        }
        return names
    }

    /// The deck `name` means among `entries`: its exact name or file name, then its name in any
    /// case and with or without accents ("eleves" is "élèves": a name is typed on any keyboard),
    /// then the one name that starts so (in any case, with or without accents).
    public static func match(_ name: String, in entries: [Entry]) -> Match {
        if let exact = entries.first(where: { $0.name == name || $0.url.lastPathComponent == name }) {
            return .found(exact)
        }
        let folded = fold(name)
        let sameLetters = entries.filter { fold($0.name) == folded }
        if sameLetters.count == 1 { return .found(sameLetters[0]) }
        guard !folded.isEmpty else { return .unknown }
        let starting = sameLetters.isEmpty ? entries.filter { fold($0.name).hasPrefix(folded) } : sameLetters
        switch starting.count {
        case 0: return .unknown
        case 1: return .found(starting[0])
        default: return .ambiguous(starting.map(\.name))
        }
    }

    /// A name as `match` compares it: lower case, without accents.
    static func fold(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// A file's name without its last extension ("week 3.csv" is "week 3"; "notes" stays).
    static func stem(_ file: String) -> String {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// Why a folder that can't be listed can't: none there, not a folder, or the system's reason.
    private static func unlisted(_ directory: URL) -> Listing {
        var status = stat()
        guard stat(directory.path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .noFolder : .unreadable(String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .notAFolder }
        guard let folder = opendir(directory.path) else { return .unreadable(String(cString: strerror(errno))) }
        closedir(folder)
        return .unreadable("it can't be listed")
    }

    /// Calls `body` with `path`'s bytes as a C string (a path a String can't hold).
    static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T? {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { $0.baseAddress.map(body) }
        }
    }

    /// A regular file, once symbolic links are followed (not a folder, a FIFO, a device, a
    /// dangling link or a loop).
    private static func isRegularFile(_ entry: Entry) -> Bool {
        var status = stat()
        let path = entry.rawPath ?? Array(entry.url.path.utf8)
        let found = withCPath(path) { stat($0, &status) } ?? -1
        guard found == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }
}
