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
    /// No language chosen: the environment's, which is `resolved`; `short` says only that it is
    /// automatic (a narrow screen, where the row also says it waits for the next start).
    case automaticLanguage(resolved: Language, short: Bool = false)
    case language(Language)
    case isOn(Bool)
    /// The motion row: full, or reduced.
    case motion(reduced: Bool)
    /// After a value that waits for the next start of the game (colour, mouse, language).
    case nextStart
    /// After (or instead of) a value the way to play doesn't use: the source, under one that makes
    /// its own questions; the amount, under one with no number of questions.
    case unused
    /// After (or instead of) the Open Trivia DB under a way to play that stays offline (practice,
    /// a blitz): it plays the shipped questions; `short` for a narrow screen.
    case playsOffline(short: Bool)
    /// On the bottom border: a change plays from the next game, which N starts; `short` for a
    /// narrow screen.
    case fromNextGame(short: Bool)
    /// The hint row: the keys; `short` for a narrow screen.
    case hint(short: Bool, ascii: Bool)
    /// The category chooser's hint row.
    case chooserHint(short: Bool)
    /// No category matches what was typed.
    case noCategoryMatches(String)
    /// The bottom row's reminder of the key that opens the screen; `short` where the full one
    /// doesn't fit beside the New Game button.
    case openKey(key: String, short: Bool = false)

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
        case .mode(let mode): mode.text.name.english(words)
        case .automaticLanguage(let resolved, let short):
            short ? "Auto" : "Automatic (" + words(Self.language(resolved)) + ")"
        case .language(let language):
            switch language {
            case .english: "English"
            case .french: "Français"
            }
        case .isOn(let isOn): isOn ? "On" : "Off"
        case .motion(let reduced): reduced ? "Reduced" : "Full"
        case .nextStart: "(next start)"
        case .unused: "(not used)"
        case .playsOffline(let short): short ? "(offline)" : "(offline: shipped questions)"
        case .fromNextGame(let short): short ? "From the next game: N" : "Changes play from the next game: N starts it"
        case .hint(let short, let ascii):
            short
                ? (ascii ? "Up/Down <-/-> Esc" : "↑↓ ←→ Esc")
                : (ascii ? "Up/Down choose  <-/-> change  Esc close" : "↑↓ choose  ←→ change  Esc close")
        case .chooserHint(let short): short ? "type  Enter  Esc" : "type to filter  Enter pick  Esc back"
        case .noCategoryMatches(let typed): "No category matches " + words.quoted(typed)
        case .openKey(let key, _): key + " Settings"
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
            case .shipped: "Quiz intégré"
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
        case .mode(let mode): mode.text.name.french(words)
        case .automaticLanguage(let resolved, let short):
            short ? "Auto" : "Automatique (" + words(Self.language(resolved)) + ")"
        case .language(let language):
            switch language {
            case .english: "English"
            case .french: "Français"
            }
        case .isOn(let isOn): isOn ? "Oui" : "Non"
        case .motion(let reduced): reduced ? "Réduites" : "Complètes"
        case .nextStart: "(à relancer)"
        case .unused: "(sans objet)"
        case .playsOffline(let short): short ? "(hors ligne)" : "(hors ligne\u{00A0}: quiz intégré)"
        case .fromNextGame(let short):
            short
                ? "Dès la prochaine partie\u{00A0}: N"
                : "Valable dès la prochaine partie\u{00A0}: N la lance"
        case .hint(let short, let ascii): Self.frenchHint(short: short, ascii: ascii, words)
        case .chooserHint(let short): Self.frenchChooserHint(short: short, words)
        case .noCategoryMatches(let typed): "Aucune catégorie ne répond à " + words.quoted(typed)
        case .openKey(let key, let short): key + (short ? " Régl." : " Réglages")
        }
    }

    /// The French hint rows, the keys named as a French keyboard prints them.
    private static func frenchHint(short: Bool, ascii: Bool, _ words: Wording) -> String {
        let escape = words(KeyNamePhrase.escape)
        if short { return (ascii ? "Haut/Bas <-/-> " : "↑↓ ←→ ") + escape }
        return (ascii ? "Haut/Bas choisir  <-/-> changer  " : "↑↓ choisir  ←→ changer  ") + escape + " fermer"
    }

    private static func frenchChooserHint(short: Bool, _ words: Wording) -> String {
        let (enter, escape) = (words(KeyNamePhrase.enter), words(KeyNamePhrase.escape))
        return short ? "tapez  \(enter)  \(escape)" : "tapez pour filtrer  \(enter) choisir  \(escape) retour"
    }
}
