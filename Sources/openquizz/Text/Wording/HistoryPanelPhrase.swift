import QuizCore

/// The sentences of the history panel: its title, what its list says when it has no line, where
/// the selected answer is among those found, and the deck its box names.
enum HistoryPanelPhrase: Phrase {
    /// Which answers the panel lists: "History: wrong answers".
    case title(VerdictFilter)
    /// The history on disk is still being read: the list's line, and the search's.
    case readingHistory, searching
    /// No answer at all, kept or (`--no-history`) shown for this run only.
    case noAnswersYet(keepsHistory: Bool)
    /// Nothing found: among which answers, and for which query (empty: none typed).
    case nothingFound(VerdictFilter, query: String)
    /// "3 of 1,024".
    case position(selected: Int, count: Int)
    /// A deck named in the answer box's list of where a question came from.
    case deck(String)

    func english(_ words: Wording) -> String {
        switch self {
        case .title(let verdicts):
            switch verdicts {
            case .all: return "History"
            case .wrong: return "History: wrong answers"
            case .right: return "History: right answers"
            }
        case .readingHistory: return "Reading your history\u{2026}"
        case .searching: return "reading your history..."
        case .noAnswersYet(let keepsHistory):
            return keepsHistory
                ? "No answers yet. Every answer you give is kept here, to search later."
                : "No answers yet. With --no-history, this run's answers are shown here and kept nowhere."
        case .nothingFound(let verdicts, let query):
            let which =
                switch verdicts {
                case .all: "No answer"
                case .wrong: "No wrong answer"
                case .right: "No right answer"
                }
            return query.isEmpty ? "\(which) yet." : "\(which) matches \u{201C}\(query)\u{201D}."
        case .position(let selected, let count): return "\(words.number(selected)) of \(words.number(count))"
        case .deck(let name): return "deck \u{201C}\(name)\u{201D}"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .title(let verdicts):
            switch verdicts {
            case .all: return "Historique"
            case .wrong: return "Historique\u{00A0}: mauvaises réponses"
            case .right: return "Historique\u{00A0}: bonnes réponses"
            }
        case .readingHistory: return "Lecture de votre historique\u{2026}"
        case .searching: return "lecture de l’historique..."
        case .noAnswersYet(let keepsHistory):
            return keepsHistory
                ? "Aucune réponse pour l’instant. Chacune de vos réponses sera gardée ici, pour la retrouver."
                : "Aucune réponse pour l’instant. Avec --no-history, celles de cette session s’affichent ici, "
                    + "sans être gardées."
        case .nothingFound(let verdicts, let query):
            let which =
                switch verdicts {
                case .all: "Aucune réponse"
                case .wrong: "Aucune mauvaise réponse"
                case .right: "Aucune bonne réponse"
                }
            return query.isEmpty ? "\(which) pour l’instant." : "\(which) ne correspond à \(words.quoted(query))."
        case .position(let selected, let count): return "\(words.number(selected)) sur \(words.number(count))"
        case .deck(let name): return "paquet \(words.quoted(name))"
        }
    }
}
