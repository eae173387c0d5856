import QuizCore

/// What a mode does line by line (`PlainGame`) besides what every game does: its welcome, a note
/// before a game's first question, what runs while a question waits (a clock), a line after each
/// answer, and its share line.
///
/// `ModeName.plain` (ModeList.swift) gives each mode's; `PlainGame` asks the mode being played
/// and names none. Every hook defaults to trivia's way (nothing more, the standard lines), so a
/// mode with nothing of its own to do line by line conforms with no body.
@MainActor
protocol PlainRules {
    /// The welcome before the first game, for games of at most `amount` questions (nil: no
    /// number), with d offered when `daily`; nil for the standard welcome.
    func welcome(_ session: ModeSession, amount: Int?, daily: Bool, words: Wording) -> String?

    /// A note after a game's first line, before its first question; nil for none.
    func startNote(_ session: ModeSession, words: Wording) -> String?

    /// A question is on its line at `now`, waiting for its answer.
    func questionShown(_ session: ModeSession, at now: Double)

    /// An answer comes at `now`, before it is taken: the line that says it came too late (the
    /// game is then over, the answer not counted); nil to take it.
    func tooLate(_ session: ModeSession, at now: Double, words: Wording) -> String?

    /// An answer was taken at `now`: a line to say after its verdict; nil for none.
    func answered(_ session: ModeSession, at now: Double, words: Wording) -> String?

    /// Ctrl-Z at `now`: stops what runs while the player is away; whether `back` is owed.
    func away(_ session: ModeSession, at now: Double) -> Bool

    /// Back after Ctrl-Z at `now`, when `away` stopped something.
    func back(_ session: ModeSession, at now: Double)
}

extension PlainRules {
    func welcome(_ session: ModeSession, amount: Int?, daily: Bool, words: Wording) -> String? { nil }
    func startNote(_ session: ModeSession, words: Wording) -> String? { nil }
    func questionShown(_ session: ModeSession, at now: Double) {}
    func tooLate(_ session: ModeSession, at now: Double, words: Wording) -> String? { nil }
    func answered(_ session: ModeSession, at now: Double, words: Wording) -> String? { nil }
    func away(_ session: ModeSession, at now: Double) -> Bool { false }
    func back(_ session: ModeSession, at now: Double) {}
}

/// Trivia's way line by line, for the modes with nothing of their own to do there.
struct StandardPlain: PlainRules {}
