import Foundation
import QuizCore
import QuizStore

/// `--mode duel`: two players on one keyboard, who need the screen.
///
/// Line by line can't tell them apart. Its players' names are asked before its first game (when the settings keep none) and
/// kept in the settings.
struct DuelChoice: ModeChoice {
    func refusal(_ options: Options, given: Set<String>) -> (any Phrase)? { nil }

    var usesAmount: Bool { true }
    var isOffline: Bool { false }
    var staysOffline: Bool { false }
    var readsBank: Bool { false }

    func make(seed: UInt64?, trivia: any Deck, words: Wording, pool: Options.QuestionPool) -> any GameMode {
        DuelMode(trivia: trivia)
    }

    var text: any ChoiceText & ModeText { DuelModeText() }

    var lineByLine: LineByLine {
        .needsTheScreen(refusal: DuelNamePhrase.needsTheScreen, setAside: DuelWords.plainPlaysTrivia)
    }

    /// The names, asked once on the terminal the duel will be played on.
    @MainActor
    func beforeFirstGame(_ mode: any GameMode, kept: Settings?, store: SettingsStore, words: Wording)
        -> StorageProblem?
    {
        (mode as? DuelMode).flatMap { DuelNames.give($0.match, kept: kept, store: store, words: words) }
    }

    /// A duel chosen on the settings screen plays with the names kept.
    @MainActor func settle(_ mode: any GameMode, from settings: Settings) {
        (mode as? DuelMode)?.match.names = [.one: settings.player1, .two: settings.player2]
    }

    /// The names the duel plays with: the file's, or those just asked.
    @MainActor func inForce(_ mode: any GameMode, into settings: inout Settings) {
        guard let names = (mode as? DuelMode)?.match.names else { return }
        settings.player1 = names[.one] ?? settings.player1
        settings.player2 = names[.two] ?? settings.player2
    }
}

/// The duel's players' names: asked once, on the terminal before the screen starts, and kept in
/// the settings file (`player1`, `player2`); Enter keeps "Player 1" and "Player 2", saved empty
/// (each language says its own).
enum DuelNames {
    /// Gives `match` the names the settings keep, first asking for them on standard input when
    /// the file has neither key (and standard input is a terminal); the names typed are saved.
    ///
    /// Player two is asked again, saying why, while they give player one's name (in any case).
    ///
    /// - Parameters:
    ///   - kept: the settings read from the file; nil with `--no-settings` (then nothing is
    ///     asked or saved).
    ///   - readLine: reads a line the player types after the prompt given (already shown, and
    ///     shown again after Ctrl-Z and `fg`); nil at the end of input.
    ///   - write: shows the prompts.
    /// - Returns: what the game must say of the save, as its first notice: the names not kept (a
    ///   read-only folder), or the file over the limit moved aside; nil when there is nothing.
    @MainActor
    static func give(
        _ match: DuelMatch, kept: Settings?, store: SettingsStore, words: Wording,
        asks: Bool = isatty(STDIN_FILENO) == 1, readLine: (String) -> String? = { NamePrompt.read(after: $0) },
        write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    ) -> StorageProblem? {
        guard var settings = kept else { return nil }
        var notice: StorageProblem?
        var names = [DuelPlayer.one: settings.player1, .two: settings.player2]
        let written = store.load().lines
        if settings.player1.isEmpty, settings.player2.isEmpty, written[.player1] == nil, written[.player2] == nil,
            asks
        {
            names[.one] = ask(.one, words: words, readLine: readLine, write: write)
            names[.two] = ask(.two, besides: names[.one], words: words, readLine: readLine, write: write)
            // Enter's name is saved empty, so that each language says its own ("Joueur 2").
            let typed = { (player: DuelPlayer) in
                names[player] == words(DuelWords.player(player)) ? "" : names[player] ?? ""
            }
            settings.player1 = typed(.one)
            settings.player2 = typed(.two)
            // Asked once: kept (both keys written), even when Enter kept the names given by
            // default. A save that fails, or that moved the file aside, is the game's first
            // notice: said as it starts, not after it ends (the names play this run, and are
            // asked again next time).
            do throws(AtomicFile.WriteError) {
                notice = try store.save(settings, words: words, only: [.player1, .player2]).map {
                    StorageProblem(path: store.file.url.path, kind: .settings($0, others: 0))
                }
            } catch {
                var problem = error.problem
                problem.part = .playerNames
                notice = problem
            }
        }
        match.names = names
        return notice
    }

    /// `player`'s name, typed (Enter: "Player 1"); asked again while it is `besides` (another
    /// player's name), saying why, until the input ends.
    @MainActor
    private static func ask(
        _ player: DuelPlayer, besides other: String? = nil, words: Wording, readLine: (String) -> String?,
        write: (String) -> Void
    ) -> String {
        let kept = words(DuelWords.player(player))
        while true {
            let prompt = words(DuelWords.namePrompt(player, kept: kept))
            write(prompt)
            let line = readLine(prompt)
            let typed = Settings.name(line ?? "")
            let name = typed.isEmpty ? kept : typed
            guard let other, line != nil, Settings.sameName(name, other) else { return name }
            write(words(DuelNamePhrase.nameTaken(name)) + "\n")
        }
    }
}

extension Settings {
    /// Whether two players' names are the same to a reader: equal but for case.
    static func sameName(_ one: String, _ two: String) -> Bool {
        one.lowercased() == two.lowercased()
    }
}
