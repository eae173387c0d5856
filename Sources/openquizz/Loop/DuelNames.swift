import Foundation
import QuizCore
import QuizStore

/// The duel's players' names: asked once, on the terminal before the screen starts, and kept in
/// the settings file (`player1`, `player2`); Enter keeps "Player 1" and "Player 2".
enum DuelNames {
    /// Gives `match` the names the settings keep, first asking for them on standard input when
    /// neither is kept yet (and standard input is a terminal); the names typed are saved.
    ///
    /// - Parameters:
    ///   - kept: the settings read from the file; nil with `--no-settings` (then nothing is
    ///     asked or saved).
    ///   - readLine: reads a line the player types; nil at the end of input.
    @MainActor
    static func give(
        _ match: DuelMatch, kept: Settings?, store: SettingsStore, words: Wording,
        asks: Bool = isatty(STDIN_FILENO) == 1, readLine: () -> String? = { Swift.readLine() }
    ) {
        guard var settings = kept else { return }
        if settings.player1.isEmpty, settings.player2.isEmpty, asks {
            for player in DuelPlayer.allCases {
                let kept = words(DuelWords.player(player))
                FileHandle.standardOutput.write(Data(words(DuelWords.namePrompt(player, kept: kept)).utf8))
                let name = Settings.name(readLine() ?? "")
                if player == .one { settings.player1 = name.isEmpty ? kept : name }
                if player == .two { settings.player2 = name.isEmpty ? kept : name }
            }
            // Asked once: kept, even when Enter kept the names given by default; a save that
            // fails is said (the names play this run, and are asked again next time).
            do throws(AtomicFile.WriteError) {
                _ = try store.save(settings, words: words, only: [.player1, .player2])
            } catch {
                Output.say(PlayerText(words: words).fileProblem(error.problem))
            }
        }
        match.names = [.one: settings.player1, .two: settings.player2]
    }
}

extension Settings {
    /// Whether `--plain` set aside the duel the settings file (`kept`) plays: the flags `given`
    /// chose no way to play (`--mode`, `--daily`), so trivia is played, and it is said.
    static func plainSetsAsideDuel(_ kept: Settings?, given: Set<String>) -> Bool {
        kept?.mode == .duel && given.isDisjoint(with: flags(for: .mode) + ["--daily"])
    }
}
