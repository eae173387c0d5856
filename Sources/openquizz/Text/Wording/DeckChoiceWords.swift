import QuizCore

/// Why `--deck NAME` can't play, in English and French: no deck by that name (or none at all, or
/// a folder it can't read), several, one that can't be played, a category it hasn't or several,
/// or no question its filters let through.
///
/// Deck and category names and commands are facts: they read the same in every language. A deck's
/// name is quoted as the language quotes (“week 3”, « semaine 3 »).
enum DeckChoiceWords: Phrase, Equatable, Sendable {
    case unknownDeck(String, decks: [String])
    case unknownDeckFolder(String, KeptDeckWords)
    case noDeckYet(String)
    case ambiguousDeck(String, decks: [String])
    case unplayable(String, DeckWords)
    case unplayableSaid(String, String)
    case unknownCategory(String, deck: String, categories: [String])
    case ambiguousCategory(String, deck: String, categories: [String])
    case nothingMatches(String, Difficulty?, category: String?)

    func english(_ words: Wording) -> String {
        switch self {
        case .unknownDeck(let name, let decks): "no deck \(Self.quoted(name, words)); your decks: " + Self.list(decks)
        case .unknownDeckFolder(let name, let problem): "no deck \(Self.quoted(name, words)): " + words(problem)
        case .noDeckYet(let name):
            "no deck \(Self.quoted(name, words)): you have none yet (openquizz --list-decks says where they go)"
        case .ambiguousDeck(let name, let decks):
            "\(Self.quoted(name, words)) could be \(decks.count) decks: \(Self.list(decks)); say which"
        case .unplayable(let name, let reason): "deck \(Self.quoted(name, words)) can't be played: " + words(reason)
        case .unplayableSaid(let name, let reason): "deck \(Self.quoted(name, words)) can't be played: " + reason
        case .unknownCategory(let wanted, let deck, let categories):
            "deck \(Self.quoted(deck, words)) has no category \(Self.quoted(wanted, words)); its categories: "
                + Self.list(categories)
        case .ambiguousCategory(let wanted, let deck, let categories):
            "\(Self.quoted(wanted, words)) matches \(categories.count) categories of deck \(Self.quoted(deck, words)): "
                + Self.list(categories)
        case .nothingMatches(let deck, let difficulty, let category):
            "deck \(Self.quoted(deck, words)) has no\(difficulty.map { " \($0.rawValue)" } ?? "") question"
                + (category.map { " in \(PlayerText.echo($0))" } ?? "")
        }
    }

    /// Names the player gave, made printable, in a list.
    static func list(_ names: [String]) -> String {
        names.map(PlayerText.echo).joined(separator: ", ")
    }

    /// A deck's or a category's name as the language quotes it: “week 3”, « semaine 3 »
    /// (transliterated where the locale or `--ascii` asks for ASCII).
    static func quoted(_ name: String, _ words: Wording) -> String {
        words.language == .french ? words.quoted(PlayerText.echo(name)) : "\u{201C}\(PlayerText.echo(name))\u{201D}"
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .unknownDeck(let name, let decks):
            "aucun paquet \(Self.quoted(name, words))\u{202F}; vos paquets\u{A0}: " + Self.list(decks)
        case .unknownDeckFolder(let name, let problem):
            "aucun paquet \(Self.quoted(name, words))\u{A0}: " + words(problem)
        case .noDeckYet(let name):
            "aucun paquet \(Self.quoted(name, words))\u{A0}: vous n’en avez pas encore "
                + "(openquizz --list-decks dit où les mettre)"
        case .ambiguousDeck(let name, let decks):
            "\(Self.quoted(name, words)) peut désigner \(decks.count) paquets\u{A0}: \(Self.list(decks))\u{202F}; "
                + "précisez lequel"
        case .unplayable(let name, let reason):
            "le paquet \(Self.quoted(name, words)) est injouable\u{A0}: " + words(reason)
        case .unplayableSaid(let name, let reason):
            "le paquet \(Self.quoted(name, words)) est injouable\u{A0}: " + reason
        case .unknownCategory(let wanted, let deck, let categories):
            "le paquet \(Self.quoted(deck, words)) n’a pas de catégorie \(Self.quoted(wanted, words))\u{202F}; "
                + "ses catégories\u{A0}: " + Self.list(categories)
        case .ambiguousCategory(let wanted, let deck, let categories):
            "\(Self.quoted(wanted, words)) correspond à \(categories.count) catégories du paquet "
                + "\(Self.quoted(deck, words))\u{A0}: " + Self.list(categories)
        case .nothingMatches(let deck, let difficulty, let category):
            "le paquet \(Self.quoted(deck, words)) n’a aucune question"
                + (difficulty.map { " " + DeckWords.french($0, 1, words) } ?? "")
                + (category.map { " dans \(PlayerText.echo($0))" } ?? "")
        }
    }
}

extension Wording {
    /// A `--deck` refusal in this language (`words(.noDeckYet("week"))`).
    func callAsFunction(_ phrase: DeckChoiceWords) -> String {
        let any: any Phrase = phrase
        return self(any)
    }
}
