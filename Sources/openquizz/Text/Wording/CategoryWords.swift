import QuizCore

/// A category of the Open Trivia DB (which the shipped questions use too) as the player reads it:
/// "Science & Nature" / "Sciences et nature".
///
/// The category itself stays the API's name (the history, `--category` and the JSON keep it):
/// only its words change. A name the game doesn't know (a deck's, which is the teacher's word, or
/// one a server adds) is never worded: `name(_:words:)` gives it back as it is.
enum CategoryPhrase: Phrase {
    /// A known category, by its API name; `short` drops its family in English ("Computers" for
    /// "Science: Computers"), for the notices that name it in a few words.
    case known(String, short: Bool)

    /// `name` in the player's language if it is a category the game knows, else as it is.
    static func name(_ name: String, short: Bool = false, words: Wording) -> String {
        guard frenchNames[name] != nil else { return short ? TriviaCategory.shortName(of: name) : name }
        return words(Self.known(name, short: short))
    }

    /// The category an answer's question stated (`clean`ed for the screen), as the player reads
    /// it: a known category in the player's language, a deck's as its file says it.
    static func stated(_ record: AnswerRecord, _ clean: (String) -> String, _ words: Wording) -> String? {
        guard let category = record.statedCategory.map(clean) else { return nil }
        return record.deck == nil ? name(category, words: words) : category
    }

    /// Whether `name` is one of the categories the game words.
    static func isKnown(_ name: String) -> Bool { frenchNames[name] != nil }

    func english(_ words: Wording) -> String {
        switch self {
        case .known(let name, let short): short ? TriviaCategory.shortName(of: name) : name
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .known(let name, _): Self.frenchNames[name] ?? name
        }
    }

    /// The Open Trivia DB's categories (ids 9–32) as a French quiz names them: the family
    /// ("Entertainment:", "Science:") is left out where the name says it already, and every name
    /// fits the 40-column screens.
    private static let frenchNames: [String: String] = [
        "General Knowledge": "Culture générale",
        "Entertainment: Books": "Livres",
        "Entertainment: Film": "Cinéma",
        "Entertainment: Music": "Musique",
        "Entertainment: Musicals & Theatres": "Comédies musicales et théâtre",
        "Entertainment: Television": "Télévision",
        "Entertainment: Video Games": "Jeux vidéo",
        "Entertainment: Board Games": "Jeux de société",
        "Science & Nature": "Sciences et nature",
        "Science: Computers": "Informatique",
        "Science: Mathematics": "Mathématiques",
        "Mythology": "Mythologie",
        "Sports": "Sport",
        "Geography": "Géographie",
        "History": "Histoire",
        "Politics": "Politique",
        "Art": "Art",
        "Celebrities": "Célébrités",
        "Animals": "Animaux",
        "Vehicles": "Véhicules",
        "Entertainment: Comics": "Bandes dessinées",
        "Science: Gadgets": "Gadgets",
        "Entertainment: Japanese Anime & Manga": "Animés et mangas",
        "Entertainment: Cartoon & Animations": "Dessins animés",
    ]
}
