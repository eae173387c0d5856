import QuizCore
import QuizView

/// Practice's sentences (`--mode practice`): its name, the card's box, Game Over's count of
/// learnt questions, what it says with nothing to practise, and its stats.
enum PracticePhrase: Phrase {
    /// The mode's name: the header's, the settings screen's.
    case name
    /// The card's label: the box the question is in.
    case box(Int)
    /// Game Over: the score, then how many are learnt and how many are still to learn; with
    /// `noHistory`, that the next run won't know (`--no-history`).
    case over(right: Int, of: Int, learnt: Int, remaining: Int, noHistory: Bool)
    /// Nothing is due this game: `learnt` learnt, `remaining` waiting in later games' boxes (none
    /// ever answered wrong when both are 0), the first back after `backIn` more games of the
    /// pool; `key` plays a normal game, which brings it closer.
    case nothing(learnt: Int, remaining: Int, backIn: Int?, key: String)
    /// `--no-history` keeps no answer: the boxes move for this run only.
    case noHistory
    /// Plain mode's welcome: at most `most` questions a game (those due), `d` while today's
    /// challenge waits.
    case plainWelcome(most: Int, daily: Bool)
    /// The stats' best score when the games finished are practice's (with daily challenges when
    /// `dailies`): neither keeps a best.
    case noBest(dailies: Bool)
    /// The stats' heading of practice.
    case statsHeading
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
        case .over(let right, let of, let learnt, let remaining, let noHistory):
            "Game Over: \(right)\u{A0}/\u{A0}\(of). " + Self.englishCount(learnt: learnt, remaining: remaining) + "."
                + (noHistory ? " " + PracticePhrase.noHistory.english(words) : "")
        case .nothing(let learnt, let remaining, let backIn, let key):
            if learnt == 0 && remaining == 0 {
                "Nothing to practise yet: the questions you get wrong come back here. \(key)\u{A0}plays a normal game."
            } else if remaining == 0 {
                "Nothing to practise: " + Self.englishCount(learnt: learnt, remaining: remaining)
                    + ". \(key)\u{A0}plays a normal game."
            } else if let backIn, backIn > 0 {
                "Nothing due this game: " + Self.englishCount(learnt: learnt, remaining: remaining)
                    + ". The next comes back after "
                    + (backIn == 1 ? "1 more normal game" : "\(backIn) more normal games")
                    + ": \(key)\u{A0}plays one."
            } else {
                "Nothing due this game: " + Self.englishCount(learnt: learnt, remaining: remaining)
                    + " in later games. \(key)\u{A0}plays a normal game."
            }
        case .noHistory: "--no-history keeps nothing: the boxes move in this run only."
        case .plainWelcome(let most, let daily):
            "OpenQuizz, line by line: Practice, up to " + (most == 1 ? "1 question" : "\(most) questions")
                + " a game (those due). Answer t for true or f for false; n starts a new game, "
                + (daily ? "d plays the daily challenge, " : "") + "s shows your stats, q quits."
        case .noBest(let dailies): dailies ? "dailies and practice only so far" : "practice only so far"
        case .statsHeading: "Practice"
        case .statsValue(let learnt, let remaining, let unread):
            // A row of a table, never wrapped: plain spaces, which `grep '0 learnt'` finds.
            Self.englishCount(learnt: learnt, remaining: remaining, space: " ") + (unread ? " (deck unreadable)" : "")
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
        case .over(let right, let of, let learnt, let remaining, let noHistory):
            return "Fin de la partie\(nbsp): \(right)\(nbsp)/\(nbsp)\(of). "
                + Self.frenchCount(words, learnt: learnt, remaining: remaining) + "."
                + (noHistory ? " " + PracticePhrase.noHistory.french(words) : "")
        case .nothing(let learnt, let remaining, let backIn, let key):
            if learnt == 0 && remaining == 0 {
                return "Rien à réviser pour l’instant\(nbsp): les questions ratées reviendront ici. "
                    + "\(key)\(nbsp)lance une partie normale."
            }
            if remaining == 0 {
                return "Rien à réviser\(nbsp): " + Self.frenchCount(words, learnt: learnt, remaining: remaining)
                    + ". \(key)\(nbsp)lance une partie normale."
            }
            guard let backIn, backIn > 0 else {
                return "Rien à revoir cette partie\(nbsp): "
                    + Self.frenchCount(words, learnt: learnt, remaining: remaining)
                    + " plus tard. \(key)\(nbsp)lance une partie normale."
            }
            return "Rien à revoir cette partie\(nbsp): " + Self.frenchCount(words, learnt: learnt, remaining: remaining)
                + ". La suivante revient dans "
                + words.count(backIn, one: "partie normale", other: "parties normales")
                + "\(nbsp): \(key)\(nbsp)en lance une."
        case .noHistory: return "--no-history ne garde rien\(nbsp): les boîtes ne bougent que pour cette session."
        case .plainWelcome(let most, let daily):
            return "OpenQuizz, ligne par ligne\(nbsp): Révisions, jusqu’à "
                + words.count(most, one: "question", other: "questions")
                + " par partie (celles à revoir). Répondez v pour vrai ou f pour faux\u{202F}; "
                + "n lance une nouvelle partie, " + (daily ? "d joue le défi du jour, " : "")
                + "s affiche vos statistiques, q quitte."
        case .noBest(let dailies):
            return dailies
                ? "que des défis du jour et des révisions pour l’instant" : "que des révisions pour l’instant"
        case .statsHeading: return "Révisions"
        case .statsValue(let learnt, let remaining, let unread):
            // As the other rows count ("7 justes"): plain spaces.
            return Self.frenchCount(words, learnt: learnt, remaining: remaining, space: " ")
                + (unread ? " (paquet illisible)" : "")
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

    /// "7 learnt, 12 to go", kept whole on a line by no-break spaces unless `space` says otherwise.
    private static func englishCount(learnt: Int, remaining: Int, space: String = "\u{A0}") -> String {
        let words = Wording.english
        return "\(words.number(learnt))\(space)learnt, \(words.number(remaining))\(space)to\(space)go"
    }

    /// "7 apprises, 12 à revoir" (a question learnt: feminine; 0 and 1 singular).
    private static func frenchCount(_ words: Wording, learnt: Int, remaining: Int, space: String = "\u{A0}")
        -> String
    {
        words.number(learnt) + space + words.plural(learnt, one: "apprise", other: "apprises") + ", "
            + words.number(remaining) + space + "à" + space + "revoir"
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

    /// The header's title in a practice game: the game's name, then practice's (today's challenge,
    /// while it waits, after it where there is room: `PlayingModeText.title`); nil in any other game.
    func title(_ session: ModeSession, header: String, ascii: Bool) -> String? {
        guard session.mode.name == .practice else { return nil }
        return header + (ascii ? " - " : " \u{00B7} ") + words(PracticePhrase.name)
    }

    /// The card with nothing to practise: why, when the next comes back, and N for a normal game.
    nonisolated func nothing(_ learnt: Int, _ remaining: Int, backIn: Int? = nil, key: String = "N") -> String {
        words(PracticePhrase.nothing(learnt: learnt, remaining: remaining, backIn: backIn, key: key))
    }

    /// Whether this run keeps no answer (`--no-history`): the next run's boxes won't have moved.
    private func keepsNothing(_ session: ModeSession) -> Bool {
        session.game.history.store.map { !$0.writes } ?? false
    }

    /// Plain mode's line before a practice game's first question: with `--no-history`, that
    /// the boxes move for this run only; nil otherwise, and in any other game.
    func plainStart(_ session: ModeSession) -> String? {
        session.mode.name == .practice && keepsNothing(session) ? words(PracticePhrase.noHistory) : nil
    }

    /// Plain mode's welcome in a practice game: at most `amount` questions a game (the due ones
    /// may be fewer); nil in any other game.
    func plainWelcome(_ session: ModeSession, amount: Int?, daily: Bool) -> String? {
        guard session.mode.name == .practice, let amount else { return nil }
        return words(PracticePhrase.plainWelcome(most: amount, daily: daily))
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
                remaining: schedule.remaining, noHistory: keepsNothing(session)))
    }
}

/// Practice line by line: its welcome (at most so many questions a game) and, before a game's
/// first question, that without a history nothing is kept from one game to the next.
struct PracticePlain: PlainRules {
    func welcome(_ session: ModeSession, amount: Int?, daily: Bool, words: Wording) -> String? {
        PracticeText(words: words).plainWelcome(session, amount: amount, daily: daily)
    }

    func startNote(_ session: ModeSession, words: Wording) -> String? {
        PracticeText(words: words).plainStart(session)
    }
}

extension ModeSession {
    /// A question of the pool a practice game with nothing due would have dealt from, for the
    /// header's note ("Deck: week3"), as a game of it notes it; nil in any other game.
    var unstartedPool: Question? {
        guard case .failed(.nothingToPractise) = game.state else { return nil }
        return (mode as? PracticeMode)?.questions.first
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

/// The review of a practice game: each question's box when it was dealt ("Box 2", as its card's
/// border said), dim after its verdict.
extension PracticeText {
    /// `review` (the lines, and where each question starts) with `boxes[n]` after the verdict of
    /// question n: on the verdict's last line where it fits in the panel's `width`, else on a line
    /// of its own under it.
    nonisolated static func boxed(
        _ review: PanelLinesCache.Content, boxes: [Int?], words: Wording, width: Int, ascii: Bool
    ) -> PanelLinesCache.Content {
        var lines = review.lines
        var starts = review.questionStarts
        // From the last question up, so the lines above keep their places.
        for number in starts.indices.reversed() {
            guard number < boxes.count, let box = boxes[number] else { continue }
            let end = number + 1 < starts.count ? starts[number + 1] : lines.count
            // The verdict is in a right or wrong answer's look; the explanation after it isn't.
            guard
                let verdict = (starts[number]..<end).last(where: { index in
                    lines[index].spans.contains { $0.look == .positive || $0.look == .negative }
                })
            else { continue }
            let label = words(PracticePhrase.box(box))
            let after = (ascii ? " - " : " \u{00B7} ") + label
            let text = lines[verdict].spans.map(\.text).joined()
            if ScreenBuffer.displayWidth(ofText: text + after) <= width {
                lines[verdict].spans.append(Span(after, .dim))
            } else {
                let indent = lines[verdict].spans.first.map(\.text) ?? ""
                lines.insert(PanelLine([Span(indent), Span(label, .dim)]), at: verdict + 1)
                for later in starts.indices where later > number { starts[later] += 1 }
            }
        }
        return (lines, starts)
    }
}
