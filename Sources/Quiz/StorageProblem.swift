/// A file the game could not save, or could not read in full, as a fact: the controller puts it
/// in words.
public struct StorageProblem: Error, Hashable, Sendable {
    /// The file that was not saved (or not read).
    public var path: String
    /// The system's reason, for example "No space left on device".
    public var reason: String
    /// Whether reading the file failed, rather than saving it.
    public var whileReading: Bool

    public init(path: String, reason: String, whileReading: Bool = false) {
        self.path = path
        self.reason = reason
        self.whileReading = whileReading
    }
}
