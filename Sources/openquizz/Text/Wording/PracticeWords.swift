import QuizCore

/// Practice's sentences (`--mode practice`): its name, the card's box, Game Over's count of
/// learnt questions, what it says with nothing to practise, and its stats.
enum PracticePhrase: Phrase {
    /// The mode's name: the header's, the settings screen's.
    case name
    /// The card's label: the box the question is in.
    case box(Int)
    /// Game Over: the score, then how many are learnt and how many are still to learn.
    case over(right: Int, of: Int, learnt: Int, remaining: Int)
    /// Nothing is due this game: `learnt` learnt, `remaining` waiting in later games' boxes (none
    /// ever answered wrong when both are 0); `key` plays a normal game.
    case nothing(learnt: Int, remaining: Int, key: String)
    /// The stats' heading of practice.
    case statsHeading
    /// The stats' label of the shipped questions' boxes (a deck's is its name).
    case statsBank
    /// The stats' value of one pool: "7 learnt, 12 to go"; `unread` when its deck couldn't be
    /// read to leave out the questions it no longer has (the history's counts, as they are).
    case statsValue(learnt: Int, remaining: Int, unread: Bool)
    /// Its part of `--help`'s list of `--mode`'s choices.
    case help
    /// Its part of the man page's `--mode` paragraph (roff), ending with the "Or" before blitz's.
    case manual

    func english(_ words: Wording) -> String {
        switch self {
        case .name: "Practice"
        case .box(let box): "Box \(box)"
        case .over(let right, let of, let learnt, let remaining):
            "Game Over: \(right)\u{A0}/\u{A0}\(of). " + Self.englishCount(learnt: learnt, remaining: remaining) + "."
        case .nothing(let learnt, let remaining, let key):
            (learnt == 0 && remaining == 0
                ? "Nothing to practise yet: the questions you get wrong come back here."
                : (remaining == 0 ? "Nothing to practise: " : "Nothing due this game: ")
                    + Self.englishCount(learnt: learnt, remaining: remaining)
                    + (remaining == 0 ? "." : " in later games."))
                + " \(key)\u{A0}plays a normal game."
        case .statsHeading: "Practice"
        case .statsBank: "Shipped questions"
        case .statsValue(let learnt, let remaining, let unread):
            Self.englishCount(learnt: learnt, remaining: remaining) + (unread ? " (deck not found)" : "")
        case .help: "practice (your mistakes until learnt)"
        case .manual:
            """
            .BR practice :
            the questions you got wrong come back until learnt, in Leitner boxes counted in games (wrong: box 1, back
            next game; right: up a box, box n back after 2^(n\\-1) games; right in box 4: learnt), from the shipped
            questions or the run's deck, each deck apart; the card shows its box, Game Over and the stats the count. Or
            """
        }
    }

    func french(_ words: Wording) -> String {
        let nbsp = "\u{A0}"
        switch self {
        case .name: return "Révisions"
        case .box(let box): return "Boîte \(box)"
        case .over(let right, let of, let learnt, let remaining):
            return "Fin de la partie\(nbsp): \(right)\(nbsp)/\(nbsp)\(of). "
                + Self.frenchCount(words, learnt: learnt, remaining: remaining) + "."
        case .nothing(let learnt, let remaining, let key):
            let why =
                learnt == 0 && remaining == 0
                ? "Rien à réviser pour l’instant\(nbsp): les questions ratées reviendront ici."
                : (remaining == 0 ? "Rien à réviser\(nbsp): " : "Rien à revoir cette partie\(nbsp): ")
                    + Self.frenchCount(words, learnt: learnt, remaining: remaining)
                    + (remaining == 0 ? "." : " plus tard.")
            return why + " \(key)\u{A0}lance une partie normale."
        case .statsHeading: return "Révisions"
        case .statsBank: return "Quiz intégré"
        case .statsValue(let learnt, let remaining, let unread):
            return Self.frenchCount(words, learnt: learnt, remaining: remaining)
                + (unread ? " (paquet introuvable)" : "")
        case .help: return "practice (vos erreurs à revoir)"
        case .manual:
            return """
                .BR practice \\~:
                les questions ratées reviennent jusqu’à être apprises, en boîtes de Leitner comptées en parties (ratée\\~:
                boîte 1, de retour à la suivante\\~; juste\\~: boîte suivante, la boîte n revient après 2^(n\\-1) parties\\~;
                juste en boîte 4\\~: apprise), parmi les questions du quiz intégré ou le paquet de la partie, chacun à part. Ou
                """
        }
    }

    /// "7 learnt, 12 to go".
    private static func englishCount(learnt: Int, remaining: Int) -> String {
        "\(Wording.english.number(learnt))\u{A0}learnt, \(Wording.english.number(remaining))\u{A0}to\u{A0}go"
    }

    /// "7 apprises, 12 à revoir" (a question learnt: feminine; 0 and 1 singular).
    private static func frenchCount(_ words: Wording, learnt: Int, remaining: Int) -> String {
        words.number(learnt) + "\u{A0}" + words.plural(learnt, one: "apprise", other: "apprises") + ", "
            + words.number(remaining) + "\u{A0}à\u{A0}revoir"
    }
}

/// Practice's part of what the screen and plain mode say (ModeText.swift hands over to it).
@MainActor
struct PracticeText {
    let words: Wording

    /// The boxes of the pool `session`'s practice game plays from; nil in any other game.
    private func schedule(_ session: ModeSession) -> PracticeSchedule? {
        guard let practice = session.mode as? PracticeMode else { return nil }
        return session.game.history.stats.practice.schedule(practice.pool)
    }

    /// The header's title in a practice game: the game's name, then practice's, unless today's
    /// challenge waits (the title offers it); nil in any other game.
    func title(_ session: ModeSession, header: String, ascii: Bool) -> String? {
        guard session.mode.name == .practice, session.dailyWaiting == nil else { return nil }
        return header + (ascii ? " - " : " \u{00B7} ") + words(PracticePhrase.name)
    }

    /// The card with nothing to practise: why, and N for a normal game.
    nonisolated func nothing(_ learnt: Int, _ remaining: Int, key: String = "N") -> String {
        words(PracticePhrase.nothing(learnt: learnt, remaining: remaining, key: key))
    }

    /// The card's label while a practice question waits: its box ("Box 2"); nil otherwise.
    ///
    /// The question isn't answered yet in this game: the history's box is the one it was dealt in.
    func box(_ session: ModeSession) -> String? {
        guard let schedule = schedule(session), let question = session.game.currentQuestion,
            let box = schedule.box(of: PracticeSchedule.key(of: question)) ?? schedule.box(of: question.title)
        else { return nil }
        return words(PracticePhrase.box(box))
    }

    /// The score line under the card with nothing to practise: none, no question was asked; nil
    /// (the game's own) otherwise.
    func scoreLine(_ game: Game) -> String? {
        guard case .failed(.nothingToPractise) = game.state else { return nil }
        return ""
    }

    /// Game Over of a practice game: the score, then "7 learnt, 12 to go" after its answers.
    func over(_ session: ModeSession) -> String {
        let boxes = schedule(session) ?? PracticeSchedule()
        let schedule = (session.mode as? PracticeMode)?.current(boxes) ?? boxes
        return words(
            PracticePhrase.over(
                right: session.game.score, of: session.game.questionCount, learnt: schedule.learnt,
                remaining: schedule.remaining))
    }
}

/// Practice's text in each place a mode has its say (ModeText.swift): its title, box and Game Over.
struct PracticeModeText: ModeText, ChoiceText {
    @MainActor func title(_ session: ModeSession, header: String, ascii: Bool, words: Wording) -> String? {
        PracticeText(words: words).title(session, header: header, ascii: ascii)
    }
    var notesSource: Bool { true }
    @MainActor func gameOver(_ session: ModeSession, onCard: Bool, text: PlayerText) -> String? {
        PracticeText(words: text.words).over(session)
    }
    func startLine(_ text: PlayerText) -> String? { nil }
    func resultLines(answers: [String], text: PlayerText) -> [String] { answers }
    var showsCombo: Bool { true }
    @MainActor func cardLabel(_ session: ModeSession, words: Wording) -> String? {
        PracticeText(words: words).box(session)
    }
    @MainActor func scoreLine(_ session: ModeSession, words: Wording, at now: Double, colors: Bool, width: Int)
        -> String?
    {
        PracticeText(words: words).scoreLine(session.game)
    }

    var name: any Phrase { PracticePhrase.name }
    var help: any Phrase { PracticePhrase.help }
    var manual: any Phrase { Joined("\n", PracticePhrase.manual) }
}
