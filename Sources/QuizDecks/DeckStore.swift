import Foundation

/// The decks the game keeps: the files of one folder (`$XDG_DATA_HOME/openquizz/decks`), each a
/// deck named after its file without the extension ("periodic table.csv" is "periodic table").
///
/// Every visible regular file is a deck (its content says its format); hidden files, folders and
/// anything else are left out. Two files with the same name but their extension ("a.csv",
/// "a.json") are each named by their whole file name.
public struct DeckStore: Sendable {
    /// One deck of the folder.
    public struct Entry: Sendable, Equatable {
        /// What `--deck` takes and the listing shows.
        public var name: String
        public var url: URL

        public init(name: String, url: URL) {
            self.name = name
            self.url = url
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
    public func list() -> Listing {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return Self.unlisted(directory)
        }
        let files = names.filter { !$0.hasPrefix(".") && Self.isRegularFile(directory.appendingPathComponent($0)) }
        var stems: [String: Int] = [:]
        for file in files { stems[Self.stem(file), default: 0] += 1 }
        let entries = files.map { file in
            let stem = Self.stem(file)
            return Entry(name: stems[stem] == 1 ? stem : file, url: directory.appendingPathComponent(file))
        }
        return .decks(
            entries.sorted {
                let order = $0.name.caseInsensitiveCompare($1.name)
                return order == .orderedSame ? $0.name < $1.name : order == .orderedAscending
            })
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

    /// A regular file, once symbolic links are followed (not a folder, a FIFO, a device, a
    /// dangling link or a loop).
    private static func isRegularFile(_ url: URL) -> Bool {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }
}
