/// What was wrong with the settings file, as a fact: the text layer words it.
///
/// Lines are counted from 1. Whatever is wrong, the game starts: a line that can't be used gives
/// its key's default, and the file is left as it is until the player saves from the game.
public enum SettingsProblem: Hashable, Sendable {
    /// The file is over `limit` bytes: not read, every setting is its default.
    case tooLarge(limit: Int)
    /// The path is not a regular file (a folder, a pipe, a device): not read.
    case notAFile
    /// The file has lines, but not one of them a setting or a comment (a password file a link
    /// leads to, a program): not read, and never written into.
    case notSettings
    /// The file could not be opened or read: the system's `errno`.
    case unreadable(errno: Int32)
    /// The line is not text (not UTF-8, or control characters): skipped, kept.
    case notText(line: Int)
    /// The line is neither a comment nor `key = value`: skipped, kept.
    case notAnEntry(line: Int)
    /// The line names a key the game doesn't know: kept as it is.
    case unknownKey(line: Int, key: String)
    /// The key was given on an earlier line too: this, the last one, is used.
    case repeated(line: Int, key: String)
    /// The key doesn't take this value: `fallback` (as the file would write it) is used.
    case badValue(line: Int, key: String, value: String, fallback: String)
    /// The name the line gives (`player1`, `player2`) is longer than `limit` characters: its first
    /// `limit` are used (`kept`). Said once for a name.
    case nameCut(line: Int, key: String, limit: Int, kept: String)
    /// The line names a deck that can't be played (not found, unreadable, nothing to play): the
    /// game starts on the default source, or on the shipped questions (`shipped`) under a way to
    /// play that stays offline (practice, a blitz).
    case deckUnplayable(line: Int, name: String, shipped: Bool = false)
    /// The line names a category the deck the settings play has none of: the whole deck is
    /// played. `file` is the settings file's path, which the message names (the deck's own file
    /// is not at fault).
    case deckCategoryUnknown(file: String, line: Int, category: String, deck: String)
    /// Saving found the file over `limit` bytes: it was moved aside to `to` (a path) and a new
    /// file holds what was saved.
    case setAside(to: String, limit: Int)

    /// The line it is about; nil for the whole file.
    public var line: Int? {
        switch self {
        case .tooLarge, .notAFile, .notSettings, .unreadable, .setAside: nil
        case .notText(let line), .notAnEntry(let line), .unknownKey(let line, _), .repeated(let line, _),
            .badValue(let line, _, _, _), .nameCut(let line, _, _, _), .deckUnplayable(let line, _, _),
            .deckCategoryUnknown(_, let line, _, _):
            line
        }
    }
}
