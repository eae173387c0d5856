import QuizCore
import QuizView

/// What the screen and plain mode say of one way to play, in each place a mode has its say.
///
/// Every mode's text conforms, with no defaults, so a mode missing a place doesn't build. The
/// presenter, `PlainGame` and the functions below ask the mode on screen (`ModeName.text`, in
/// ModeList.swift) and name no mode.
protocol ModeText {
    /// The header's title during a game of this mode, after `header` (the game's name); nil for
    /// the game's own (today's challenge while it waits, the daily being played).
    @MainActor func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String?

    /// Whether the header's note says where the questions come from (a daily's title says).
    var notesSource: Bool { get }

    /// Game Over when the mode words its own (`onCard`, or plain mode's line); nil for the summary's.
    @MainActor func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String?

    /// Plain mode's line before a game's questions; nil for the source's notice.
    func startLine(_ text: PlayerText) -> String?

    /// Plain mode's lines for a game played before, shown over, before its Game Over: `answers`,
    /// one line each, with what the mode says first.
    func resultLines(answers: [String], text: PlayerText) -> [String]

    /// Whether an endless game's score goes with its combo ("Is it prime?"'s, not a blitz's,
    /// whose clock is the point).
    var showsCombo: Bool { get }

    /// The card's label while a question waits (practice's box); nil for none.
    @MainActor func cardLabel(_ session: ModeSession, words: Wording) -> String?

    /// The score line when the mode words its own (a blitz's clock, a duel's two players) at `now`,
    /// in `width` columns (with `colors` false a warning is said in words); nil for the game's.
    @MainActor
    func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int) -> String?
}

/// A `--mode` choice's words besides: its name on the settings screen, its part of `--help`'s
/// list and of the man page's paragraph (`FlagWords` and `GameFlagManualWords` join them in
/// `Options.Mode`'s order).
protocol ChoiceText {
    /// The settings screen's name: "Trivia".
    var name: any Phrase { get }
    /// Its part of `--help`'s list: "blitz (60 s)".
    var help: any Phrase { get }
    /// Its part of the man page's `--mode` paragraph, in roff, beginning with what joins it to the
    /// part before (nothing for the first).
    var manual: any Phrase { get }
}

/// What the screen and plain mode say of the mode being played, one function per place, each
/// handing over to the mode's own text (`ModeText`) with the player's `text` (`PlayerText.mode`
/// makes one).
struct PlayingModeText {
    /// The player's text, which the mode's own words with.
    let text: PlayerText
}

@MainActor
extension PlayingModeText {
    /// The header's title in `width` columns: the game's name, and the mode's, or today's challenge
    /// while it waits; with both (practice's), the challenge after the mode where there is room.
    func title(_ session: ModeSession, ascii: Bool, width: Int = .max) -> String {
        let header = text.header
        let own = text.daily.header(
            dailyWaiting: session.dailyWaiting, playing: session.mode.name.dailyNumber, ascii: ascii)
        guard let title = session.mode.name.text.title(session, header: header, ascii: ascii, words: text.words)
        else {
            return own
        }
        let offer = title + own.dropFirst(header.count)
        return ScreenBuffer.displayWidth(ofText: offer) <= width ? offer : title
    }

    /// Whether the header's note says where the questions come from: not a daily's (its title says).
    func notesSource(_ name: ModeName) -> Bool { name.text.notesSource }

    /// Game Over when the mode words its own (`onCard`, or plain mode's line); nil for the summary's.
    func gameOver(_ session: ModeSession, onCard: Bool) -> String? {
        session.mode.name.text.gameOver(session, onCard: onCard, text: text)
    }

    /// Plain mode's line before a game's questions, when the mode has one; nil for the source's
    /// notice.
    func startLine(_ name: ModeName) -> String? { name.text.startLine(text) }

    /// Plain mode's lines for a game played before, shown over, before its Game Over.
    func resultLines(_ session: ModeSession) -> [String] {
        session.mode.name.text.resultLines(answers: session.game.answers.map(text.daily.plainAnswer), text: text)
    }
}

/// The card's label, the score line and the combo, as the mode says, for both front ends.
extension ModeSession {
    /// Whether an endless game's score goes with its combo: "Is it prime?"'s, not a blitz's
    /// (whose clock is the point).
    var showsCombo: Bool { mode.name.text.showsCombo }

    /// The card's label while a question waits, when the mode has one (practice's box).
    func cardLabel(_ words: Wording) -> String? { mode.name.text.cardLabel(self, words: words) }

    /// The score line when the mode words its own (a blitz's clock, a duel's two players, none
    /// under practice's "nothing due") at `now`; nil otherwise.
    ///
    /// In `words`, in `width` columns; with `colors` false a warning is said in words.
    func scoreLine(_ words: Wording, at now: Double, colors: Bool, width: Int) -> String? {
        mode.name.text.scoreLine(self, words: words, at: now, colors: colors, width: width)
    }
}

extension Options.Mode {
    /// `--help`'s list of the choices, in `words` (the language's own, not the pseudo-language:
    /// `FlagWords` is worded whole): each choice's part, ", " between, the language's "or" before
    /// the last, and as many parts on a line as fit in `helpWidth` columns.
    static func helpList(_ words: Wording) -> String {
        let parts = allCases.map { say(words, $0.text.help) }
        var lines: [String] = []
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            let item = (last ? say(words, FlagWords.orKey) + " " : "") + part + (last ? "" : ",")
            if let line = lines.last, line.count + 1 + item.count <= helpWidth {
                lines[lines.count - 1] = line + " " + item
            } else {
                lines.append(item)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The man page's `--mode` paragraph, in `words`: each choice's part, in order.
    static func manual(_ words: Wording) -> String {
        allCases.map { say(words, $0.text.manual) }.joined()
    }

    /// The widest line of `--help`'s list of choices, as wide as the widest of the other flags'.
    private static let helpWidth = 55

    private static func say(_ words: Wording, _ phrase: any Phrase) -> String {
        words.language == .french ? phrase.french(words) : phrase.english(words)
    }
}
