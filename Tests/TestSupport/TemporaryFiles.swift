import Foundation
import QuizStore

/// The tests' files under `$TMPDIR`, and their removal.
///
/// The game's stores write on a `FileWriter`'s background queue: a write still pending when a test
/// removes its folder lands afterwards and makes the folder again (a run of `swift test` used to
/// leave a dozen such folders and files behind). `remove(_:after:)` lets every write pending on
/// the test's writer land first.
public enum TemporaryFiles {
    /// A new, empty folder in `$TMPDIR` named `prefix-UUID`.
    ///
    /// Remove it with `remove(_:after:)`.
    public static func makeFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes `url` (a file or a folder) once every write the stores scheduled so far on `writer`
    /// is done, delayed ones included.
    public static func remove(_ url: URL, after writer: FileWriter) {
        writer.flush()
        try? FileManager.default.removeItem(at: url)
    }
}
