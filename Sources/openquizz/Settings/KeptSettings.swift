import QuizCore
import QuizStore

/// What the settings screen edits and the settings file keeps.
///
/// The screen is shown the settings in force (the file's, then the environment's and the
/// flags'); a save writes into the file only the keys the player changed there, so a flag or an
/// environment variable given for one run (`--no-color`, `NO_COLOR`) never ends up in the file.
@MainActor
final class KeptSettings {
    private let store: SettingsStore
    private let words: Wording
    /// The settings the screen starts from: those in force, then the last saved.
    private(set) var shown: Settings

    init(store: SettingsStore, inForce: Settings, words: Wording) {
        self.store = store
        self.words = words
        shown = inForce
    }

    /// Writes the keys `chosen` changed from what the screen was shown into the file.
    ///
    /// The file is read again first: another game may have saved since this one started, and a
    /// run with `--no-settings` never read it; its other keys stay as they are.
    func save(_ chosen: Settings) -> Result<Void, StorageProblem> {
        let next = store.load().settings.changing(from: shown, to: chosen)
        do throws(AtomicFile.WriteError) {
            try store.save(next, words: words)
        } catch {
            return .failure(error.problem)
        }
        shown = chosen
        return .success(())
    }
}

extension Settings {
    /// These settings with each key whose value differs between `shown` and `chosen` set to its
    /// value in `chosen`; the other keys keep theirs.
    func changing(from shown: Settings, to chosen: Settings) -> Settings {
        var changed = self
        for key in Key.allCases where chosen.written(key) != shown.written(key) {
            _ = changed.read(key, chosen.written(key))
        }
        return changed
    }
}
