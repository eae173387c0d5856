import QuizCore
import QuizDecks

/// The sentences about the player's decks: `--list-decks`' lines and the decks folder's problems,
/// in English and French (why `--deck` can't play is `DeckChoiceWords`).
///
/// Deck and category names, folders and commands are facts: they read the same in every
/// language.
indirect enum KeptDeckWords: Phrase, Equatable, Sendable {
    case heading(folder: String)
    case playOne, seeWhy
    /// "can't be played: …" (`seeBelow`: its problems are listed below).
    case cantBePlayed(DeckWords, seeBelow: Bool)
    /// A deck's reason why it can't be played, worded already (a problem with its place).
    case cantBePlayedSaid(String)
    /// "12 questions in 2 categories: Chemistry, Physics"; `named` the first few, `total` all.
    case contents(questions: Int, named: [String], total: Int)
    case leftOutSeeBelow(Int)
    case notPlayedYet
    case answersNoGameFinished(Int)
    case gamesPlayed(Int, right: Int, of: Int)
    /// Games played with no best (practice, blitzes).
    case gamesPlayedNoBest(Int)
    /// The first line of a listing with no deck: the folder's problem, or none there, or empty.
    case noDecksProblem(KeptDeckWords)
    case noFolder(String)
    case emptyFolder(String)
    /// How to add a deck, the folder's state first (`DeckStore.Listing`).
    case howToAdd(DeckStore.Listing)
    /// What is wrong with the decks' folder (nil: "the decks folder").
    case notAFolder(String?)
    case folderUnreadable(String?, Int32)

    func english(_ words: Wording) -> String {
        switch self {
        case .heading(let folder): "Your decks, in \(folder):"
        case .playOne: "Play one with openquizz --deck NAME (the start of a name is enough)."
        case .seeWhy: "To see why questions were left out:"
        case .cantBePlayed(let reason, let seeBelow):
            "can't be played: \(words(reason))" + (seeBelow ? ", see below" : "")
        case .cantBePlayedSaid(let reason): "can't be played: \(reason)"
        case .contents(let questions, let named, let total):
            words(DeckWords.questions(questions))
                + (total == 0
                    ? ""
                    : total == 1
                        ? " in 1 category: \(named.joined())"
                        : " in \(total) categories: "
                            + named.joined(separator: ", ")
                            + (total > named.count ? ", \(total - named.count) more" : ""))
        case .leftOutSeeBelow(let count): "; " + words(DeckWords.leftOut(count)) + " (see below)"
        case .notPlayedYet: "not played yet"
        case .answersNoGameFinished(let count): "\(count == 1 ? "1 answer" : "\(count) answers"), no game finished yet"
        case .gamesPlayed(let finished, let right, let of):
            "\(finished == 1 ? "1 game played" : "\(finished) games played"), best \(right) / \(of)"
        case .gamesPlayedNoBest(let finished): finished == 1 ? "1 game played" : "\(finished) games played"
        case .noDecksProblem(let problem): "No decks: \(words(problem))."
        case .noFolder(let path): "No decks yet: there is no folder \(path)."
        case .emptyFolder(let path): "No decks yet: \(path) is empty."
        case .howToAdd(let listing):
            // "There" is a folder to save in only once it is one, and can be read.
            Self.englishAddFirst(listing) + "\n"
                + """
                statement and answer (true or false), one question a line; or an Open Trivia DB
                answer saved as JSON. Its file name without the extension is the deck's name:
                week3.csv plays with openquizz --deck week3.
                """
        case .notAFolder(let path):
            "\(path ?? "the decks folder") is a file, not a folder: move it away to keep decks there"
        case .folderUnreadable(let path, let number):
            "\(path ?? "the decks folder") can't be read: \(words(DeckWords.system(number)))"
        }
    }

    private static func englishAddFirst(_ listing: DeckStore.Listing) -> String {
        switch listing {
        case .notAFolder: "Once it is a folder, save a CSV file in it with a header row naming its columns,"
        case .unreadable: "Once it can be read, save a CSV file in it with a header row naming its columns,"
        case .noFolder, .decks: "To add one, save a CSV file there with a header row naming its columns,"
        }
    }

    /// " et 1 autre", " et 3 autres": the categories a deck's line leaves unnamed.
    private static func andOthers(_ count: Int, _ words: Wording) -> String {
        " et " + words.count(count, one: "autre", other: "autres")
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .heading(let folder): "Vos paquets, dans \(folder)\u{A0}:"
        case .playOne: "Jouez-en un avec openquizz --deck NOM (le début du nom suffit)."
        case .seeWhy: "Pour voir pourquoi des questions ont été écartées\u{A0}:"
        case .cantBePlayed(let reason, let seeBelow):
            "injouable\u{A0}: \(words(reason))" + (seeBelow ? ", voir ci-dessous" : "")
        case .cantBePlayedSaid(let reason): "injouable\u{A0}: \(reason)"
        case .contents(let questions, let named, let total):
            words(DeckWords.questions(questions))
                + (total == 0
                    ? ""
                    : total == 1
                        ? " dans 1 catégorie\u{A0}: \(named.joined())"
                        : " dans \(total) catégories\u{A0}: " + named.joined(separator: ", ")
                            + (total > named.count ? Self.andOthers(total - named.count, words) : ""))
        case .leftOutSeeBelow(let count): "\u{202F}; " + words(DeckWords.leftOut(count)) + " (voir ci-dessous)"
        case .notPlayedYet: "pas encore joué"
        case .answersNoGameFinished(let count):
            words.count(count, one: "réponse", other: "réponses") + ", aucune partie finie pour l’instant"
        case .gamesPlayedNoBest(let finished): words.count(finished, one: "partie jouée", other: "parties jouées")
        case .gamesPlayed(let finished, let right, let of):
            words.count(finished, one: "partie jouée", other: "parties jouées")
                + ", meilleur score \(right)\u{A0}/\u{A0}\(of)"
        case .noDecksProblem(let problem): "Aucun paquet\u{A0}: \(words(problem))."
        case .noFolder(let path): "Aucun paquet pour l’instant\u{A0}: le dossier \(path) n’existe pas."
        case .emptyFolder(let path): "Aucun paquet pour l’instant\u{A0}: \(path) est vide."
        case .howToAdd(let listing):
            // One paragraph: the listing wraps it.
            Self.frenchAddFirst(listing) + " statement et answer (vrai ou faux), une question par ligne\u{202F}; "
                + "ou une réponse de l’Open Trivia DB enregistrée en JSON. Le nom du fichier sans son extension "
                + "est celui du paquet\u{A0}: semaine3.csv se joue avec openquizz --deck semaine3."
        case .notAFolder(let path):
            "\(path ?? "le dossier des paquets") est un fichier, pas un dossier\u{A0}: déplacez-le pour y "
                + "ranger des paquets"
        case .folderUnreadable(let path, let number):
            "\(path ?? "le dossier des paquets") est illisible\u{A0}: \(words(DeckWords.system(number)))"
        }
    }

    private static func frenchAddFirst(_ listing: DeckStore.Listing) -> String {
        switch listing {
        case .notAFolder:
            "Une fois que c’est un dossier, enregistrez-y un fichier CSV dont la ligne d’en-tête nomme ses colonnes"
        case .unreadable:
            "Une fois qu’il est lisible, enregistrez-y un fichier CSV dont la ligne d’en-tête nomme ses colonnes"
        case .noFolder, .decks:
            "Pour en ajouter un, enregistrez-y un fichier CSV dont la ligne d’en-tête nomme ses colonnes"
        }
    }
}

extension Wording {
    /// A kept-deck phrase in this language (`words(.playOne)`).
    func callAsFunction(_ phrase: KeptDeckWords) -> String {
        let any: any Phrase = phrase
        return self(any)
    }
}
