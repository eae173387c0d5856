/// What the keys do, in the player's words: the help overlay's lines and `--help`'s key list.
/// (The man page's KEYS, longer and in roff, are `KeyManualPhrase`.)
enum KeyPhrase: Phrase {
    /// What `command` does, on its line of the help overlay.
    case help(Command)
    /// What `command` does, in `--help`'s key list; `copy` names the key that copies the share line.
    case usage(Command, copy: String)
    case mouseKey
    case mouseHelp

    func english(_ words: Wording) -> String {
        switch self {
        case .help(let command):
            switch command {
            case .answer(let value): value ? "true" : "false"
            case .newGame: "new game"
            case .quit: "quit"
            case .nextPage: "next page of the question"
            case .showAnswer: "the answer in full"
            case .review: "review the game, once over"
            case .stats: "your stats"
            case .history: "search your history"
            case .help: "this help"
            case .settings: "settings"
            case .daily: "today's daily challenge"
            }
        case .usage(let command, let copy):
            switch command {
            case .nextPage: "next page"
            case .review: "review the game, once over (\(copy) copies its share line)"
            case .help: "help"
            default: Self.help(command).english(words)
            }
        case .mouseKey: "mouse"
        case .mouseHelp: "drag the card; up: new game"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .help(let command):
            switch command {
            case .answer(let value): value ? "vrai" : "faux"
            case .newGame: "nouvelle partie"
            case .quit: "quitter"
            case .nextPage: "page suivante de la carte"
            case .showAnswer: "la réponse en entier"
            case .review: "corriger la partie finie"
            case .stats: "vos statistiques"
            case .history: "chercher dans l’historique"
            case .help: "cette aide"
            case .settings: "réglages"
            case .daily: "le défi du jour"
            }
        case .usage(let command, let copy):
            switch command {
            case .nextPage: "page suivante"
            case .review: "corriger la partie finie (\(copy) copie la ligne à partager)"
            case .help: "aide"
            default: Self.help(command).french(words)
            }
        case .mouseKey: "souris"
        case .mouseHelp: "glisser\u{202F}; ↑\u{00A0}: rejouer"
        }
    }
}

/// The name of a key that has a name rather than a glyph, as the keyboard prints it in the
/// player's language: "Esc" / "Échap", "PgUp" / "Pg préc" (the key tables name keys in English,
/// their raw values here; the arrows are glyphs in any language).
enum KeyNamePhrase: String, Phrase, CaseIterable {
    case escape = "Esc"
    case enter = "Enter"
    case pageUp = "PgUp"
    case pageDown = "PgDn"
    case home = "Home"
    case end = "End"
    case space = "Space"
    case tab = "Tab"
    case backspace = "Backspace"
    case up = "Up"
    case down = "Down"

    /// `name` (a key table's English name) in the player's language; a name that isn't a key's
    /// (a letter, an arrow, "Ctrl-U") as it is.
    ///
    /// The pseudo-language leaves names unbracketed, as it leaves the glyphs: they are the keys'
    /// names, not sentences.
    static func name(_ name: String, words: Wording) -> String {
        guard let key = Self(rawValue: name), words.tongue != .pseudo else { return name }
        return words(key)
    }

    func english(_ words: Wording) -> String { rawValue }

    func french(_ words: Wording) -> String {
        // As French keyboards print them; no-break spaces keep "Pg préc" on one line.
        switch self {
        case .escape: "Échap"
        case .enter: "Entrée"
        case .pageUp: "Pg\u{00A0}préc"
        case .pageDown: "Pg\u{00A0}suiv"
        case .home: "Début"
        case .end: "Fin"
        case .space: "Espace"
        case .tab: "Tab"
        case .backspace: "Retour\u{00A0}arrière"
        case .up: "Haut"
        case .down: "Bas"
        }
    }
}
