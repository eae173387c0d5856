import QuizCore

/// STAND-IN for the settings file: keeps the settings chosen in the game for this run only.
///
/// The settings file (`$XDG_CONFIG_HOME/openquizz/settings`, written atomically, merged with the
/// flags) replaces it: main.swift hands its `save` to the controller's `SettingsLink`.
@MainActor
final class InMemorySettings {
    private(set) var kept: Settings

    init(_ settings: Settings) {
        kept = settings
    }

    func save(_ settings: Settings) -> Result<Void, StorageProblem> {
        kept = settings
        return .success(())
    }
}
