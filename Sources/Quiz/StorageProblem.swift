/// A file the game could not save, as a fact: the controller puts it in words.
public struct StorageProblem: Error, Hashable, Sendable {
    /// The file that was not saved.
    public var path: String
    /// The system's reason, for example "No space left on device".
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
