import QuizCore

/// The sentences of the review and stats panels, and the panels' hints; the history panel's own
/// are in `HistoryPanelPhrase`.
enum PanelPhrase: Phrase {
    /// How much a hint says: all, the keys with a word each, or the fewest words (for a narrow
    /// screen in a long language).
    enum Form: CaseIterable {
        case full, short, tiny
    }

    /// The share line's words before its marks: "OpenQuizz “week 3” 7/10"; the deck comes
    /// quoted (ASCII quotes where the line is ASCII).
    case share(deck: String?, right: Int, of: Int)
    /// What `c` says after sending the share line to the clipboard (`sent`), or why it couldn't,
    /// in full, in short or in a few words; with the mouse reported, selecting takes Shift held.
    case copied(sent: Bool, form: Form, mouse: Bool)
    /// "You said true: right." or "You said false; it's true."
    case verdict(answer: Bool, truth: Bool)
    case fromDeck(String)
    case readingStats
    /// With `--no-history`: this run's answers aren't kept (`readsHistory`: a history exists).
    case notKept(readsHistory: Bool)
    case reviewTitle
    case statsTitle
    /// The review's keys: scrolling's, copying's.
    case reviewHint(arrows: String, pages: String, copy: String, form: Form)
    case statsHint(arrows: String, pages: String, form: Form)
    case historyHint(arrows: String, open: String, filter: String, back: String, form: Form)
    /// "Questions 3-5 of 10", or "Question 4 of 10" when one alone is in sight.
    case questionsInSight(ClosedRange<Int>, of: Int)
    /// "more below", "more above", "more above and below".
    case more(above: Bool, below: Bool)

    func english(_ words: Wording) -> String {
        switch self {
        case .share(let deck, let right, let of):
            return "OpenQuizz \(deck.map { $0 + " " } ?? "")\(right)/\(of)"
        case .copied(let sent, let form, let mouse):
            let select = mouse ? "Shift+select" : "select"
            return switch (sent, form) {
            case (true, .full):
                "Sent to the clipboard (OSC 52). Nothing pastes? \(mouse ? "Shift+select" : "Select") the line."
            case (true, .short): "Sent (OSC 52); or \(select) the line"
            case (true, .tiny): "Sent (OSC 52)"
            case (false, .full): "No clipboard for programs here: \(select) the line with the mouse."
            case (false, .short): "No clipboard here: \(select) the line"
            case (false, .tiny): "No clipboard here"
            }
        case .verdict(let answer, let truth):
            let said = "You said \(answer ? "true" : "false")"
            return answer == truth ? "\(said): right." : "\(said); it's \(truth ? "true" : "false")."
        case .fromDeck(let deck): return "Questions from your deck \u{201C}\(deck)\u{201D}."
        case .readingStats: return "Reading your history: this run's answers so far."
        case .notKept(let readsHistory):
            return readsHistory
                ? "--no-history: this run's answers aren't kept." : "This run only: --no-history keeps nothing."
        case .reviewTitle: return "Review"
        case .statsTitle: return "Stats"
        case .reviewHint(let arrows, let pages, let copy, let form):
            return switch form {
            case .full: "\(arrows) \(pages) scroll · \(copy) copy the share line · other keys close"
            case .short: "\(arrows) · \(copy) copy · other keys close"
            case .tiny: "\(arrows) · \(copy) copy"
            }
        case .statsHint(let arrows, let pages, let form):
            return switch form {
            case .full: "\(arrows) \(pages) scroll · other keys close"
            case .short: "\(arrows) scroll · other keys close"
            case .tiny: "\(arrows) scroll"
            }
        case .historyHint(let arrows, let open, let filter, let back, let form):
            return switch form {
            case .full: "type to search · \(arrows) \(open) open · \(filter) wrong/right · \(back) back"
            case .short: "\(open) open · \(filter) filter · \(back) back"
            case .tiny: "\(open) · \(filter) · \(back)"
            }
        case .questionsInSight(let shown, let count):
            return shown.count == 1
                ? "Question \(shown.lowerBound) of \(count)"
                : "Questions \(shown.lowerBound)-\(shown.upperBound) of \(count)"
        case .more(let above, let below):
            return above ? (below ? "more above and below" : "more above") : "more below"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .share(let deck, let right, let of):
            return "OpenQuizz \(deck.map { $0 + " " } ?? "")\(right)/\(of)"
        case .copied(let sent, let form, let mouse):
            let select = mouse ? "Maj+sélection" : "sélectionnez-la"
            return switch (sent, form) {
            case (true, .full):
                "Envoyée au presse-papiers (OSC\u{00A0}52). Rien à coller\u{202F}? "
                    + (mouse ? "Maj+sélection à la souris." : "Sélectionnez-la.")
            case (true, .short): "Envoyée (OSC\u{00A0}52)\u{202F}; ou \(select)"
            case (true, .tiny): "Envoyée (OSC\u{00A0}52)"
            case (false, .full):
                "Pas de presse-papiers ici\u{00A0}: " + (mouse ? "Maj+sélection" : "sélectionnez")
                    + " la ligne à la souris."
            case (false, .short): "Pas de presse-papiers\u{00A0}: \(select)"
            case (false, .tiny): "Pas de presse-papiers"
            }
        case .verdict(let answer, let truth):
            let said = "Vous avez dit \(answer ? "vrai" : "faux")"
            return answer == truth ? "\(said)\u{00A0}: bien vu." : "\(said)\u{202F}; c’est \(truth ? "vrai" : "faux")."
        case .fromDeck(let deck): return "Questions de votre paquet \(words.quoted(deck))."
        case .readingStats: return "Lecture de l’historique\u{00A0}: les réponses de cette session, pour l’instant."
        case .notKept(let readsHistory):
            return readsHistory
                ? "--no-history\u{00A0}: les réponses de cette session ne sont pas gardées."
                : "Cette session seulement\u{00A0}: --no-history ne garde rien."
        case .reviewTitle: return "Correction"
        case .statsTitle: return "Statistiques"
        case .reviewHint(let arrows, let pages, let copy, let form):
            return switch form {
            case .full: "\(arrows) \(pages) défiler · \(copy) copier la ligne · autre touche\u{00A0}: fermer"
            case .short: "\(arrows) · \(copy) copier · autre\u{00A0}: fermer"
            case .tiny: "\(arrows) · \(copy) copier"
            }
        case .statsHint(let arrows, let pages, let form):
            return switch form {
            case .full: "\(arrows) \(pages) défiler · autre touche\u{00A0}: fermer"
            case .short: "\(arrows) défiler · autre touche\u{00A0}: fermer"
            case .tiny: "\(arrows) défiler"
            }
        case .historyHint(let arrows, let open, let filter, let back, let form):
            return switch form {
            case .full: "tapez pour chercher · \(arrows) \(open) ouvrir · \(filter) faux/juste · \(back) retour"
            case .short: "\(open) voir · \(filter) filtre · \(back) retour"
            case .tiny: "\(open) · \(filter) · \(back)"
            }
        case .questionsInSight(let shown, let count):
            return shown.count == 1
                ? "Question \(shown.lowerBound) sur \(count)"
                : "Questions \(shown.lowerBound) à \(shown.upperBound) sur \(count)"
        case .more(let above, let below):
            return above ? (below ? "suite au-dessus et au-dessous" : "suite au-dessus") : "suite au-dessous"
        }
    }
}
