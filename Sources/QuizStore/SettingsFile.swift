import Foundation
import QuizCore

#if canImport(Glibc)
    import Glibc
#endif

/// The player's settings file, `$XDG_CONFIG_HOME/openquizz/settings`: read whole within a limit,
/// never waiting (a named pipe in its place is not opened for reading), and written atomically.
///
/// A symbolic link is followed both ways: read through, and written through (the file it leads
/// to is replaced, the link stays), so that a settings file kept with the player's other dotfiles
/// stays there. Anything but a regular file in its place is neither read nor replaced, and neither
/// is a file none of whose lines is a setting or a comment (some other file a link leads to).
package struct SettingsFile: Sendable {
    /// The most the file is read of: a settings file is a few hundred bytes; one larger is not
    /// read at all (the defaults are used) and is moved aside, to `settings.corrupt-TIME`, only
    /// when the player saves over it.
    package static let maximumSize = 64 << 10

    /// What reading the file found.
    package enum Reading: Equatable, Sendable {
        /// No file: every setting is its default.
        case missing
        case document(SettingsDocument)
        /// The file can't be used at all: every setting is its default, the file left as it is.
        case unusable(SettingsProblem)
    }

    package let url: URL
    private let writer: FileWriter

    package init(url: URL, writer: FileWriter) {
        self.url = url
        self.writer = writer
    }

    /// `$XDG_CONFIG_HOME/openquizz/settings`, or `~/.config/openquizz/settings` when it is unset
    /// or not an absolute path.
    package static func standardURL(environment: [String: String]) -> URL {
        let base: URL
        if let value = environment["XDG_CONFIG_HOME"], value.hasPrefix("/") {
            base = URL(fileURLWithPath: value)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".config")
        }
        return base.appendingPathComponent("openquizz").appendingPathComponent("settings")
    }

    /// Reads the file, through a link.
    package func read() -> Reading {
        switch WholeFile.read(url.path, maximumSize: Self.maximumSize) {
        case .contents(let data):
            let document = SettingsDocument(data)
            return document.isForeign ? .unusable(.notSettings) : .document(document)
        case .notOpened(let number) where number == ENOENT: return .missing
        case .notOpened(let number), .failed(let number): return .unusable(.unreadable(errno: number))
        case .notARegularFile: return .unusable(.notAFile)
        case .tooLarge: return .unusable(.tooLarge(limit: Self.maximumSize))
        }
    }

    /// Reads the file as it is now, lets `change` edit it, and writes it atomically, under a lock
    /// that another game saving at the same time waits for.
    ///
    /// A file over the limit is moved aside first and `change` starts from an empty document;
    /// anything but a regular file in its place is not replaced (`.notRegularFile`), nor is a file
    /// with lines but not one setting or comment among them (`.notSettings`): a link may lead to
    /// any file, and writing a setting into `/etc/passwd` is never what the player meant.
    ///
    /// - Returns: where a file over the limit was moved, for the player to be told.
    @discardableResult
    package func save(_ change: (inout SettingsDocument) -> Void) throws(AtomicFile.WriteError) -> URL? {
        let target = Self.destination(of: url)
        var info = stat()
        if stat(target.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw .failed(path: url.path, reason: .notRegularFile)
        }
        return try AtomicFile.update(target, maximumSize: Self.maximumSize, writer: writer) {
            (data: Data?) throws(AtomicFile.WriteError) -> Data in
            var document = SettingsDocument(data ?? Data())
            if document.isForeign { throw AtomicFile.WriteError.failed(path: url.path, reason: .notSettings) }
            change(&document)
            return document.data
        }
    }

    /// Where writing `url` goes: the file its links lead to (followed up to 40 times, as the
    /// system does), even when that file isn't there yet.
    static func destination(of url: URL) -> URL {
        var current = url
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current.path, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                target.hasPrefix("/")
                ? URL(fileURLWithPath: target)
                : current.deletingLastPathComponent().appendingPathComponent(target)
        }
        return current
    }
}
