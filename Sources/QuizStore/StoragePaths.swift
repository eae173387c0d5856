import Foundation

/// Where OpenQuizz keeps its files, after the XDG Base Directory rules.
public struct StoragePaths: Sendable, Equatable {
    /// Survives restarts, not precious: the session token and its last use, the bundled
    /// questions played.
    public var stateDirectory: URL
    /// Can be deleted at any time: questions fetched earlier.
    public var cacheDirectory: URL
    /// The player's own files, which the game only reads: the decks (`decks/`).
    public var dataDirectory: URL

    public init(stateDirectory: URL, cacheDirectory: URL, dataDirectory: URL? = nil) {
        self.stateDirectory = stateDirectory
        self.cacheDirectory = cacheDirectory
        self.dataDirectory =
            dataDirectory ?? stateDirectory.deletingLastPathComponent().appendingPathComponent("openquizz-data")
    }

    /// The decks the game keeps (`--list-decks`, `--deck NAME`): `dataDirectory/decks`.
    public var decksDirectory: URL { dataDirectory.appendingPathComponent("decks", isDirectory: true) }

    /// Which questions of each deck were played (`--deck`): `stateDirectory/decks`.
    public var deckPlaysDirectory: URL { stateDirectory.appendingPathComponent("decks", isDirectory: true) }

    /// `$XDG_STATE_HOME/openquizz` (default `~/.local/state/openquizz`),
    /// `$XDG_CACHE_HOME/openquizz` (default `~/.cache/openquizz`) and `$XDG_DATA_HOME/openquizz`
    /// (default `~/.local/share/openquizz`).
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
            cacheDirectory: base("XDG_CACHE_HOME", fallback: ".cache").appendingPathComponent("openquizz"),
            dataDirectory: base("XDG_DATA_HOME", fallback: ".local/share").appendingPathComponent("openquizz")
        )
    }
}
