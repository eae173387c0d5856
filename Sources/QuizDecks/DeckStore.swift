import Foundation
import QuizStore

/// The decks the game keeps: every visible regular file of `$XDG_DATA_HOME/openquizz/decks`.
///
/// Each is named after its file without the extension. A name stays with the first file of the
/// folder that had it (`namesFile`); a later file of that name (a.json beside a.csv) goes by its
/// whole file name. File names are made printable (`printable`).
public struct DeckStore: Sendable {
    /// One deck of the folder.
    public struct Entry: Sendable, Equatable {
        /// What `--deck` takes and the listing shows.
        public var name: String
        /// Its file; for a name that had to be made printable, the printable name (`name`'s file
        /// name): say it, but open `rawPath`.
        public var url: URL
        /// The file's path as the system has it, when its name had to be made printable; nil
        /// otherwise.
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
        /// The folder can't be read; the system's reason (`errno`: `EACCES`): no deck.
        case unreadable(Int32)
        /// The decks, by name (empty: a folder with no deck in it).
        case decks([Entry])

        /// The decks; none without a folder.
        public var entries: [Entry] { if case .decks(let entries) = self { entries } else { [] } }
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
    /// Which file holds each name (`{"week3": "week3.csv"}`), written atomically each time the
    /// folder gains or loses a name; nil: none kept (each listing starts afresh).
    public let namesFile: URL?
    private let writer: FileWriter

    public init(directory: URL, namesFile: URL? = nil, writer: FileWriter = FileWriter()) {
        self.directory = directory
        self.namesFile = namesFile
        self.writer = writer
    }

    /// The decks in the folder, sorted by name (ignoring case); the names file brought up to date.
    ///
    /// Of the files that share a name without their extension, the one `namesFile` says holds
    /// it keeps it; when it says none of them (none was listed before, or its holder is gone),
    /// the first by file name does.
    public func list() -> Listing {
        let recorded = namesFile.flatMap {
            try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: $0))
        }
        let listing = list(holders: recorded ?? [:])
        if let namesFile, case .decks(let entries) = listing {
            let holders = Self.holders(of: entries)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            if holders != recorded, let data = try? encoder.encode(holders) {
                try? AtomicFile.write(data, to: namesFile, writer: writer)
            }
        }
        return listing
    }

    /// Which file holds each name among `entries`: the deck named after its file without the
    /// extension.
    static func holders(of entries: [Entry]) -> [String: String] {
        let holding = entries.filter { $0.name == stem($0.url.lastPathComponent) }
        return Dictionary(holding.map { ($0.name, $0.url.lastPathComponent) }) { _, last in last }
    }

    /// The decks, the holders of names taken from `holders` (name: file name).
    func list(holders: [String: String]) -> Listing {
        guard let files = Self.fileNames(in: directory) else { return Self.unlisted(directory, failure: errno) }
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
            let kept = sorted.firstIndex { $0.name == holders[stem] } ?? 0
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

    /// The names of the files in `directory`, made printable (`printable`), each with its bytes
    /// when the name differs from them; nil when it can't be listed.
    static func fileNames(in directory: URL) -> [(name: String, raw: [UInt8]?)]? {
        guard let folder = opendir(directory.path) else { return nil }
        defer { closedir(folder) }
        var names: [(name: String, raw: [UInt8]?)] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
            let name = printable(bytes)
            names.append((name, Array(name.utf8) == bytes ? nil : bytes))
        }
        return names
    }

    /// A file name as the listing shows it and `--deck` takes it, one a name: each byte that
    /// isn't UTF-8 and each control character as `\xE8` (a direction control as `\u202E`), and a
    /// backslash as `\\`, so that two names never look the same, and each can be typed.
    public static func printable(_ bytes: [UInt8]) -> String {
        var name = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .emptyInput: return name
            case .error(let length):
                // Each byte of what isn't UTF-8 on its own.
                name += bytes[offset..<offset + length].map(hex).joined()
                offset += length
            case .valid(let encoded):
                offset += encoded.count
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    name += hex(UInt8(scalar.value))
                } else if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    name += "\\u" + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    name += scalar == "\\" ? "\\\\" : String(scalar)
                }
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    /// The deck `name` means among `entries`: its exact name or file name (as listed, or as the
    /// file has it: the completion offers that, with U+FFFD for a byte that isn't UTF-8, which
    /// two names may share), then its name in any case and with or without accents ("eleves" is
    /// "élèves": a name is typed on any keyboard), then the one name that starts so (in any case,
    /// with or without accents).
    public static func match(_ name: String, in entries: [Entry]) -> Match {
        if let exact = entries.first(where: { $0.name == name || $0.url.lastPathComponent == name }) {
            return .found(exact)
        }
        let own = entries.filter { entry in
            guard let raw = entry.rawPath else { return false }
            let file = String(decoding: raw.split(separator: UInt8(ascii: "/")).last ?? [], as: UTF8.self)
            return file == name || stem(file) == name
        }
        if !own.isEmpty { return own.count == 1 ? .found(own[0]) : .ambiguous(own.map(\.name)) }
        let folded = fold(name)
        let sameLetters = entries.filter { fold($0.name) == folded }
        if sameLetters.count == 1 { return .found(sameLetters[0]) }
        guard !folded.isEmpty else { return .unknown }
        let starting = sameLetters.isEmpty ? entries.filter { fold($0.name).hasPrefix(folded) } : sameLetters
        if starting.count == 1 { return .found(starting[0]) }
        return starting.isEmpty ? .unknown : .ambiguous(starting.map(\.name))
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

    /// Why a folder that can't be listed can't: none there, not a folder, or the system's reason
    /// (`failure`, the listing's `errno`, when the folder can be opened now).
    private static func unlisted(_ directory: URL, failure: Int32) -> Listing {
        var status = stat()
        guard stat(directory.path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .noFolder : .unreadable(errno)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .notAFolder }
        guard let folder = opendir(directory.path) else { return .unreadable(errno) }
        closedir(folder)
        return .unreadable(failure)
    }

    /// Calls `body` with `path`'s bytes as a C string (a path a String can't hold).
    public static func withCPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T? {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { $0.baseAddress.map(body) }
        }
    }

    /// A regular file, once symbolic links are followed (not a folder, a FIFO, a device, a
    /// dangling link or a loop).
    private static func isRegularFile(_ entry: Entry) -> Bool {
        var status = stat()
        let path = entry.rawPath ?? Array(entry.url.path.utf8)
        return withCPath(path) { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
