/// The daily challenge's sentences: the header's, Game Over's, the share line's and plain mode's.
enum DailyPhrase: Phrase {
    /// "Daily #26", as the header, the history and the stats name a challenge.
    case name(Int)
    /// The header while today's waits: "Daily #26 waits: D".
    case waits(Int, key: String)
    /// Game Over's first sentence: "Daily #42 · 7 / 10."
    case score(Int, right: Int, of: Int)
    /// Played before: one try a day (`leftAfter`: answers given before it was left, if it was).
    case playedAlready(leftAfter: Int?)
    /// What comes next after a challenge: today's (`isPast`, a day before today's) or tomorrow's.
    case another(isPast: Bool)
    case perfect
    case wellPlayed
    /// "3 days in a row."
    case daysInARow(Int)
    /// Why a try isn't kept: `--no-history` (`noHistory`), or a history that can't be written.
    case notKept(noHistory: Bool)
    /// After D during the challenge itself.
    case playing(Int)
    /// A new game asked during a challenge (`byDrag`: by a drag up; `key` the key to press
    /// again): leaving costs the challenge (`isPast`: from the archive, it counts as played).
    case leave(byDrag: Bool, key: String, number: Int, isPast: Bool)
    /// Plain mode, a challenge left after so many answers; `notKept` says why it won't count.
    case left(Int, answered: Int, notKept: String?)
    case unavailable
    case reviewHint
    /// The share line's words before its marks: "OpenQuizz Daily #42 7/10".
    case share(Int, right: Int, of: Int)
    /// Plain mode: the challenge asked for was played before.
    case plainPlayed(Int)
    /// Plain mode, before a challenge's questions; `date` its day as YYYY-MM-DD.
    case plainStart(Int, date: String)

    func english(_ words: Wording) -> String {
        switch self {
        case .name(let number): return "Daily #\(number)"
        case .waits(let number, let key): return "Daily #\(number) waits: \(key)"
        case .score(let number, let right, let of): return "Daily #\(number) · \(right)\u{A0}/\u{A0}\(of)."
        case .playedAlready(let leftAfter):
            return leftAfter.map { "Played already (left after \($0)): one try a day." }
                ?? "Played already: one try a day."
        case .another(let isPast): return isPast ? "Today's is another." : "Tomorrow's is another."
        case .perfect: return "Perfect!"
        case .wellPlayed: return "Well played."
        case .daysInARow(let days): return "\(days)\u{A0}days in a row."
        case .notKept(let noHistory):
            return noHistory ? "Not kept (--no-history): it won't count." : "Not kept: the history can't be written."
        case .playing(let number): return "You're playing Daily #\(number)."
        case .leave(let byDrag, let key, let number, let isPast):
            return (byDrag ? "Drag up again (or N) leaves" : "\(key) again leaves")
                + " Daily #\(number): " + (isPast ? "it counts as played." : "one try a day.")
        case .left(let number, let answered, let notKept):
            let answers = answered == 1 ? "1 answer" : "\(answered) answers"
            return "Left Daily #\(number) after \(answers)" + (notKept.map { ". \($0)" } ?? ": it counts as played.")
        case .unavailable: return "No daily challenge with a deck: run openquizz --daily for it."
        case .reviewHint: return "Press r to review and share."
        case .share(let number, let right, let of): return "OpenQuizz Daily #\(number) \(right)/\(of)"
        case .plainPlayed(let number): return "Daily #\(number) is played already: one try a day. Your answers:"
        case .plainStart(let number, let date):
            return "Daily #\(number) (\(date)): the same ten questions for everyone, easy to hard."
        }
    }

    func french(_ words: Wording) -> String {
        // "nº 26": the number never parted from its sign.
        func name(_ number: Int) -> String { "nº\u{A0}\(number)" }
        switch self {
        case .name(let number): return "Défi \(name(number))"
        case .waits(let number, let key): return "Défi \(name(number)) à jouer\u{A0}: \(key)"
        case .score(let number, let right, let of): return "Défi \(name(number)) · \(right)\u{A0}/\u{A0}\(of)."
        case .playedAlready(let leftAfter):
            return leftAfter.map { "Déjà joué (arrêté après \($0))\u{A0}: un essai par jour." }
                ?? "Déjà joué\u{A0}: un essai par jour."
        case .another(let isPast): return isPast ? "Celui du jour vous attend." : "Le prochain, demain."
        case .perfect: return "Sans faute\u{202F}!"
        case .wellPlayed: return "Bien joué."
        case .daysInARow(let days): return "\(days)\u{A0}jours d’affilée."
        case .notKept(let noHistory):
            return noHistory
                ? "Pas gardé (--no-history)\u{A0}: il ne comptera pas."
                : "Pas gardé\u{A0}: l’historique est impossible à écrire."
        case .playing(let number): return "Vous jouez déjà le défi \(name(number))."
        case .leave(let byDrag, let key, let number, let isPast):
            return (byDrag ? "Glissez encore vers le haut (ou N) pour quitter" : "Encore \(key) pour quitter")
                + " le défi \(name(number))\u{A0}: " + (isPast ? "il comptera comme joué." : "un essai par jour.")
        case .left(let number, let answered, let notKept):
            let answers = words.count(answered, one: "réponse", other: "réponses")
            return "Défi \(name(number)) quitté après \(answers)"
                + (notKept.map { ". \($0)" } ?? "\u{A0}: il compte comme joué.")
        case .unavailable: return "Pas de défi du jour avec un paquet\u{A0}: lancez openquizz --daily pour y jouer."
        case .reviewHint: return "Touche r\u{A0}: correction et partage."
        case .share(let number, let right, let of): return "OpenQuizz Défi \(name(number)) \(right)/\(of)"
        case .plainPlayed(let number):
            return "Défi \(name(number)) déjà joué\u{A0}: un essai par jour. Vos réponses\u{A0}:"
        case .plainStart(let number, let date):
            let parts = date.split(separator: "-").compactMap { Int($0) }
            let day = parts.count == 3 ? words.date(year: parts[0], month: parts[1], day: parts[2]) : date
            return
                "Défi \(name(number)) (\(day))\u{A0}: les dix mêmes questions pour tous, de la plus facile à la plus dure."
        }
    }
}
