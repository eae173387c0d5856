/// The line-by-line game's sentences (`--plain`): the welcome, a question, the help, the score.
enum PlainWords: Phrase {
    /// How to play, with the number of questions a game (nil: endless), and d while today's
    /// challenge waits; `dailyFirst`: the daily challenge the first game plays before those.
    case welcome(amount: Int?, daily: Bool, dailyFirst: Int? = nil)
    /// A question as one line (`statement` ended as a sentence), with the keys that answer it.
    case question(number: Int, of: Int?, statement: String)
    case help, noQuestion, afterGame, newGame, bye
    /// The score after an answer, on the verdict's line: of the questions, or with the combo.
    case score(Int, of: Int?, combo: Int?)

    func english(_ words: Wording) -> String {
        switch self {
        case .welcome(let amount, let daily, let dailyFirst):
            "OpenQuizz, line by line: "
                + (dailyFirst.map { "Daily #\($0) first, then " } ?? "")
                + (amount.map { $0 == 1 ? "1 question a game" : "\(words.number($0)) questions a game" }
                    ?? "Is it prime? Endless")
                + ". Answer t for true or f for false; n starts a new game, "
                + (daily ? "d plays the daily challenge, " : "") + "s shows your stats, q quits."
        case .question(let number, let count, let statement):
            (count.map { "Question \(number) of \($0)." } ?? "Question \(words.number(number)).")
                + " \(statement) True or false? [t/f]"
        case .help: "Please answer t (true) or f (false); n for a new game, s for your stats, q to quit."
        case .noQuestion: "No question is waiting: n starts a new game, s shows your stats, q quits."
        case .afterGame: "n for a new game, s for your stats, q to quit."
        case .newGame: "New game."
        case .bye: "Bye."
        case .score(let score, let count, let combo):
            count.map { "Score \(score) of \($0)." }
                ?? combo.map { "Score \(words.number(score)), combo \(words.number($0))." }
                ?? "Score \(words.number(score))."
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .welcome(let amount, let daily, let dailyFirst):
            "OpenQuizz, ligne par ligne\u{A0}: "
                + (dailyFirst.map { "défi n\u{BA}\u{A0}\($0) d’abord, puis " } ?? "")
                + (amount.map { words.count($0, one: "question par partie", other: "questions par partie") }
                    ?? "Nombre premier\u{202F}? Sans fin")
                + ". Répondez v pour vrai ou f pour faux\u{202F}; n lance une nouvelle partie, "
                + (daily ? "d joue le défi du jour, " : "") + "s affiche vos statistiques, q quitte."
        case .question(let number, let count, let statement):
            (count.map { "Question \(number) sur \($0)." } ?? "Question \(words.number(number)).")
                + " \(statement) Vrai ou faux\u{202F}? [v/f]"
        case .help:
            "Répondez v (vrai) ou f (faux)\u{202F}; n pour une nouvelle partie, s pour vos statistiques, q pour quitter."
        case .noQuestion:
            "Aucune question en attente\u{A0}: n lance une nouvelle partie, s affiche vos statistiques, q quitte."
        case .afterGame: "n pour une nouvelle partie, s pour vos statistiques, q pour quitter."
        case .newGame: "Nouvelle partie."
        case .bye: "Au revoir."
        case .score(let score, let count, let combo):
            count.map { "Score\u{A0}: \(score) sur \($0)." }
                ?? combo.map { "Score\u{A0}: \(words.number(score)), série \(words.number($0))." }
                ?? "Score\u{A0}: \(words.number(score))."
        }
    }
}

/// The words the views write around what they are given: the help box's title and hints, the
/// answer box's, a card's last page, the too-small screen.
///
/// `{1}`, `{2}`... stand for the values the view fills in.
enum ViewWords: Phrase {
    case helpTitle, closeHint, moreKeys, moreKeysShort, answerTitle, answerPages, answerPagesNoKey, lastPageKey
    case tooSmall, needSize, enlarge

    func english(_ words: Wording) -> String {
        switch self {
        case .helpTitle: "Keys"
        case .closeHint: "press any key to close"
        case .moreKeys: "{1} and {2} more: openquizz --help"
        case .moreKeysShort: "+{1} more"
        case .answerTitle: "Answer"
        case .answerPages: "[{1}] next page, other keys close"
        case .answerPagesNoKey: "other keys close"
        case .lastPageKey: "{1} first"
        case .tooSmall: "Terminal too small"
        case .needSize: "Need {1}x{2}, have {3}x{4}"
        case .enlarge: "Enlarge the window or press q to quit"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .helpTitle: "Touches"
        case .closeHint: "une touche pour fermer"
        case .moreKeys: "{1} et {2} de plus\u{A0}: openquizz --help"
        case .moreKeysShort: "+{1} de plus"
        case .answerTitle: "Réponse"
        case .answerPages: "[{1}] suite, une autre touche ferme"
        case .answerPagesNoKey: "une autre touche ferme"
        case .lastPageKey: "{1} au début"
        case .tooSmall: "Terminal trop petit"
        case .needSize: "Il faut {1}x{2}, il y a {3}x{4}"
        case .enlarge: "Agrandissez la fenêtre ou appuyez sur q pour quitter"
        }
    }
}
