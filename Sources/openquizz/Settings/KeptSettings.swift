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
    /// False under `--no-settings`: the file is left alone, and choices hold for this run only.
    private let writes: Bool
    /// The settings the screen starts from: those in force, then the last saved.
    private(set) var shown: Settings

    init(store: SettingsStore, inForce: Settings, words: Wording, writes: Bool = true) {
        self.store = store
        self.words = words
        self.writes = writes
        shown = inForce
    }

    /// Writes the keys `chosen` changed from what the screen was shown into the file, in their
    /// lines: no other line of the file is touched (a comment, a value the game can't read, a
    /// key given twice stay as the player wrote them).
    ///
    /// The file is read again first: another game may have saved since this one started, and a
    /// run with `--no-settings` never read it. Under `--no-settings` nothing is written.
    ///
    /// A save that went through may still have something to say (a file over the size limit,
    /// moved aside): it is the success's notice.
    func save(_ chosen: Settings) -> Result<StorageProblem?, StorageProblem> {
        let changed = Settings.Key.allCases.filter { chosen.written($0) != shown.written($0) }
        guard writes, !changed.isEmpty else {
            shown = chosen
            return .success(nil)
        }
        let next = store.load().settings.changing(from: shown, to: chosen)
        let said: SettingsProblem?
        do throws(AtomicFile.WriteError) {
            said = try store.save(next, words: words, only: changed)
        } catch {
            return .failure(error.problem)
        }
        shown = chosen
        return .success(said.map { StorageProblem(path: store.file.url.path, kind: .settings($0, others: 0)) })
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

extension Settings {
    /// The settings the screen starts from for a run of `options`.
    ///
    /// Those in force, but the source the file (or the default) chose where the way to play
    /// picks its own and no flag chose one. Practice and a blitz play the shipped questions, "Is
    /// it prime?" none: the screen shows and edits the source chosen, and says beside it what
    /// the mode plays, so a way to play switched to Trivia there plays the source chosen.
    static func shownOnScreen(_ options: Options, flagsGiven: Set<String>, file: Settings?) -> Settings {
        var shown = Settings(options)
        let modeMakesSource = options.mode.isOffline || options.mode.staysOffline
        if modeMakesSource, flagsGiven.isDisjoint(with: flags(for: .source)) {
            shown.source = file?.source ?? Settings().source
        }
        return shown
    }
}
