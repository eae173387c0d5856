/// A file the game could not save, or could not read in full, as a fact: the text layer puts it
/// in words.
public struct StorageProblem: Error, Hashable, Sendable {
    /// What went wrong, as a fact (an `errno`, a count), never as a sentence.
    public enum Kind: Hashable, Sendable {
        /// A system call failed with this `errno` (`ENOSPC`, `EACCES`, `ENOTDIR`...).
        case system(errno: Int32)
        /// The path is not a regular file (a folder, a pipe, a device).
        case notRegularFile
        /// Saving: the settings file has lines, but not one of them a setting or a comment; it is
        /// some other file (a link may lead anywhere), left as it is.
        case notSettings
        /// Another OpenQuizz held the file's lock for longer than a writer waits.
        case lockHeld
        /// The contents could not be encoded to be written.
        case notEncodable
        /// An answer could not be written as a line of the history.
        case answerNotALine
        /// This many answers were dropped: too many waited to be saved.
        case answersLost(Int)
        /// Reading: the path is not a file; set aside (moved out of the way) or only looked at.
        case notAFile(setAside: Bool)
        /// Reading: the file is not a history (no answer in it); set aside or only looked at.
        case notAHistory(setAside: Bool)
        /// Reading: the history is over its size limit: only its newest answers were read.
        case overSizeLimit
        /// Reading: this many lines were not answers, and were skipped.
        case linesSkipped(Int)
        /// Reading: the settings file has this problem (the first), and `others` more.
        case settings(SettingsProblem, others: Int)
    }

    /// The file that was not saved (or not read).
    public var path: String
    /// What went wrong.
    public var kind: Kind
    /// Whether reading the file failed, rather than saving it.
    public var whileReading: Bool
    /// What a save meant to keep, when it was only part of the file; nil: the file as a whole.
    public var part: Part?

    /// The part of a file a save was for, which the notice names.
    public enum Part: Hashable, Sendable {
        /// The players' names (`player1`, `player2`), in the settings file: a duel's, asked once.
        case playerNames
    }

    public init(path: String, kind: Kind, whileReading: Bool = false, part: Part? = nil) {
        self.path = path
        self.kind = kind
        self.whileReading = whileReading
        self.part = part
    }
}
