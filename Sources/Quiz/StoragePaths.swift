import Foundation

/// Where OpenQuizz keeps its files, after the XDG Base Directory rules.
public struct StoragePaths: Sendable, Equatable {
    /// Survives restarts, not precious: the session token and its last use, the bundled
    /// questions played.
    public var stateDirectory: URL
    /// Can be deleted at any time: questions fetched earlier.
    public var cacheDirectory: URL

    public init(stateDirectory: URL, cacheDirectory: URL) {
        self.stateDirectory = stateDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// `$XDG_STATE_HOME/openquizz` (default `~/.local/state/openquizz`) and
    /// `$XDG_CACHE_HOME/openquizz` (default `~/.cache/openquizz`).
    ///
    /// Relative XDG paths are ignored, as the specification says.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> StoragePaths {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        func base(_ variable: String, fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value)
            }
            return home.appendingPathComponent(fallback)
        }
        return StoragePaths(
            stateDirectory: base("XDG_STATE_HOME", fallback: ".local/state").appendingPathComponent("openquizz"),
            cacheDirectory: base("XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent("openquizz")
        )
    }
}
