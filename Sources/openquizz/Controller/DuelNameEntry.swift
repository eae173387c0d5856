import QuizCore
import QuizView

/// The duel's names, asked on the settings screen.
///
/// A duel chosen there, whose players have no names yet, asks them as the screen closes (Esc or
/// N), player one's then player two's, as the command line asks them before a duel it starts;
/// Enter on an empty name keeps "Player 1". They are kept with the other choices (the settings
/// file's `player1` and `player2`), so they are asked once.
struct NameEntry: Equatable {
    /// What a key did.
    enum Step: Equatable {
        case typing
        /// Esc: back to the settings.
        case back
        /// Both names are in.
        case named(one: String, two: String)
    }

    /// Whose name is being typed.
    var player = DuelPlayer.one
    var typed = ""
    /// Player one's name, once given.
    var first: String?
    /// What closing asked for, done once both names are in.
    var then: SettingsScreen.Outcome
    /// Player one's name, given again for player two: refused, and said until the next key.
    var taken: String?

    /// Whether closing on `chosen` asks the names first: a duel chosen on the screen (opened on
    /// `original`), and neither player has a name.
    static func asks(_ chosen: Settings, original: Settings) -> Bool {
        chosen.mode == .duel && original.mode != .duel && chosen.player1.isEmpty && chosen.player2.isEmpty
    }

    /// A key: it types, Enter gives the name (empty: "Player 1" in `words`), Esc goes back.
    mutating func receive(_ key: Key, words: Wording) -> Step {
        taken = nil
        switch key {
        case .escape:
            return .back
        case .enter:
            let given = Settings.name(typed)
            let name = given.isEmpty ? words(DuelWords.player(player)) : given
            guard let first else {
                self = NameEntry(player: .two, first: name, then: then)
                return .typing
            }
            // Two players of one name couldn't be told apart: player two is asked again.
            if Settings.sameName(name, first) {
                taken = name
                return .typing
            }
            return .named(one: first, two: name)
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .control("u"):
            typed = ""
        case .character(let character):
            type(String(character))
        default:
            break
        }
        return .typing
    }

    /// Typed or pasted text: into the name (one line, as long as a name can be).
    mutating func type(_ text: String) {
        typed = String((typed + text.filter { !$0.isNewline }).prefix(Settings.nameLength))
    }

    /// The screen while a name is asked, `width` columns of text: the prompt, the name typed in
    /// a field, and what Enter alone keeps.
    func model(_ words: Wording, width: Int, short: Bool) -> QuizView.Panel {
        let kept = words(DuelWords.nameKept(words(DuelWords.player(player))))
        let lines =
            TextLayout.wrap(words(DuelWords.nameAsked(player)), width: width).map { PanelLine($0) }
            + [PanelLine([Span(typed)], isSelected: true), .blank]
            + TextLayout.wrap(kept, width: width).map { PanelLine($0, .dim) }
            + (taken.map {
                [.blank] + TextLayout.wrap(words(DuelNamePhrase.nameTaken($0)), width: width).map { PanelLine($0) }
            }
                ?? [])
        return QuizView.Panel(
            title: words(DuelWords.namesTitle), lines: lines,
            position: "\(words.number(player.rawValue))/\(words.number(DuelPlayer.allCases.count))",
            hint: words(DuelWords.namesHint(short: short)))
    }
}
