import QuizCore

/// The settings screen's sentences (`o`): its title, its rows and their values, and what it says
/// about when a change takes effect.
enum SettingsScreenWords: Phrase {
    case title
    /// The category chooser's title, over the list it filters.
    case categoryTitle
    /// A row's name, before its value; `short` for a narrow screen.
    case row(SettingsScreen.Row, short: Bool = false)
    case source(Settings.Source)
    /// No category chosen: any.
    case anyCategory
    /// No difficulty chosen: any.
    case anyDifficulty
    case difficulty(Difficulty)
    case mode(Options.Mode)
    /// No language chosen: the environment's, which is `resolved`.
    case automaticLanguage(resolved: Language)
    case language(Language)
    case isOn(Bool)
    /// The motion row: full, or reduced.
    case motion(reduced: Bool)
    /// After a value that waits for the next start of the game (colour, mouse, language).
    case nextStart
    /// On the bottom border: a change plays from the next game, which N starts; `short` for a
    /// narrow screen.
    case fromNextGame(short: Bool)
    /// The hint row: the keys; `short` for a narrow screen.
    case hint(short: Bool, ascii: Bool)
    /// The category chooser's hint row.
    case chooserHint(short: Bool)
    /// No category matches what was typed.
    case noCategoryMatches(String)
    /// The bottom row's reminder of the key that opens the screen.
    case openKey(key: String)

    func english(_ words: Wording) -> String {
        switch self {
        case .title: "Settings"
        case .categoryTitle: "Category"
        case .row(let row, let short):
            switch row {
            case .source: "Source"
            case .category: "Category"
            case .difficulty: "Difficulty"
            case .amount: short ? "Questions" : "Questions per game"
            case .mode: "Way to play"
            case .language: "Language"
            case .color: "Colour"
            case .motion: "Motion"
            case .explanations: "Explanations"
            case .mouse: "Mouse"
            }
        case .source(let source):
            switch source {
            case .openTriviaDB: "Open Trivia DB"
            case .shipped: "Shipped questions"
            case .deck(let name): "Deck " + words.quoted(name)
            }
        case .anyCategory: "Any"
        case .anyDifficulty: "Any"
        case .difficulty(let difficulty):
            switch difficulty {
            case .easy: "Easy"
            case .medium: "Medium"
            case .hard: "Hard"
            }
        case .mode(let mode):
            switch mode {
            case .trivia: "Trivia"
            case .primes: "Is it prime?"
            case .duel: "Duel"
            }
        case .automaticLanguage(let resolved): "Automatic (" + words(Self.language(resolved)) + ")"
        case .language(let language):
            switch language {
            case .english: "English"
            case .french: "Français"
            }
        case .isOn(let isOn): isOn ? "On" : "Off"
        case .motion(let reduced): reduced ? "Reduced" : "Full"
        case .nextStart: "(next start)"
        case .fromNextGame(let short): short ? "From the next game: N" : "Changes play from the next game: N starts it"
        case .hint(let short, let ascii):
            short
                ? (ascii ? "Up/Down <-/-> Esc" : "↑↓ ←→ Esc")
                : (ascii ? "Up/Down choose  <-/-> change  Esc close" : "↑↓ choose  ←→ change  Esc close")
        case .chooserHint(let short): short ? "type  Enter  Esc" : "type to filter  Enter pick  Esc back"
        case .noCategoryMatches(let typed): "No category matches " + words.quoted(typed)
        case .openKey(let key): key + " Settings"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .title: "Réglages"
        case .categoryTitle: "Catégorie"
        case .row(let row, let short):
            switch row {
            case .source: "Source"
            case .category: "Catégorie"
            case .difficulty: "Difficulté"
            case .amount: short ? "Questions" : "Questions par partie"
            case .mode: "Mode de jeu"
            case .language: "Langue"
            case .color: "Couleurs"
            case .motion: "Animations"
            case .explanations: "Explications"
            case .mouse: "Souris"
            }
        case .source(let source):
            switch source {
            case .openTriviaDB: "Open Trivia DB"
            case .shipped: "Questions du jeu"
            case .deck(let name): "Paquet " + words.quoted(name)
            }
        case .anyCategory: "Toutes"
        case .anyDifficulty: "Toutes"
        case .difficulty(let difficulty):
            switch difficulty {
            case .easy: "Facile"
            case .medium: "Moyenne"
            case .hard: "Difficile"
            }
        case .mode(let mode):
            switch mode {
            case .trivia: "Culture générale"
            case .primes: "Nombre premier\u{202F}?"
            case .duel: "Duel"
            }
        case .automaticLanguage(let resolved): "Automatique (" + words(Self.language(resolved)) + ")"
        case .language(let language):
            switch language {
            case .english: "English"
            case .french: "Français"
            }
        case .isOn(let isOn): isOn ? "Oui" : "Non"
        case .motion(let reduced): reduced ? "Réduites" : "Complètes"
        case .nextStart: "(au prochain lancement)"
        case .fromNextGame(let short):
            short
                ? "Dès la prochaine partie\u{00A0}: N"
                : "Valable dès la prochaine partie\u{00A0}: N la lance"
        case .hint(let short, let ascii):
            short
                ? (ascii ? "Haut/Bas <-/-> Esc" : "↑↓ ←→ Esc")
                : (ascii ? "Haut/Bas choisir  <-/-> changer  Esc fermer" : "↑↓ choisir  ←→ changer  Esc fermer")
        case .chooserHint(let short): short ? "tapez  Entrée  Esc" : "tapez pour filtrer  Entrée choisir  Esc retour"
        case .noCategoryMatches(let typed): "Aucune catégorie ne répond à " + words.quoted(typed)
        case .openKey(let key): key + " Réglages"
        }
    }
}
