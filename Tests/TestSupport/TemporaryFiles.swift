import Foundation
import Quiz

/// The tests' files under `$TMPDIR`, and their removal.
///
/// The game's stores write on `FileWriter`'s background queue: a write still pending when a test
/// removes its folder lands afterwards and makes the folder again (a run of `swift test` used to
/// leave a dozen such folders and files behind). `remove(_:)` lets every pending write land first.
public enum TemporaryFiles {
    /// A new, empty folder in `$TMPDIR` named `prefix-UUID`.
    ///
    /// Remove it with `remove(_:)`.
    public static func makeFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes `url` (a file or a folder) once every write the game's stores scheduled so far is
    /// done, delayed ones included.
    public static func remove(_ url: URL) {
        FileWriter.flush()
        try? FileManager.default.removeItem(at: url)
    }
}
