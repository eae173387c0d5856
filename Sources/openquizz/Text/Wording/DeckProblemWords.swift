import QuizDecks

/// What `--check` says at a line of a deck file (an entry of a JSON one).
///
/// The problem that leaves its question out and what to change, or a note that leaves it in, in
/// English and in French (a deck is a « paquet »).
///
/// Column names and what the player wrote are facts: they read the same in every language.
enum DeckProblemWords: Phrase, Equatable, Sendable {
    /// The statement turns pages on a 40x12 card (allowed).
    case longStatement
    /// A double-quoted field goes on over lines that read like rows.
    case rowsInQuotes
    /// What is wrong at a place and what to change; `json` for a JSON entry.
    case problem(DeckProblem.Kind, json: Bool)
    case missingColumns(missing: [String], found: [String])

    func english(_ words: Wording) -> String {
        switch self {
        case .longStatement: "the statement is longer than a 40x12 card shows at once: it will turn pages (allowed)"
        case .rowsInQuotes:
            "a double-quoted field here goes on over lines that read like rows: if they are rows, close the quote"
        case .problem(let kind, let json): Self.english(kind, json: json, words)
        case .missingColumns(let missing, let found):
            // A header whose quote never closes has both names, and doesn't read.
            "the header row \(missing.isEmpty ? "doesn't read" : "has no \(missing.joined(separator: " or ")) column") "
                + "(it has \(Self.shown(found, words))): name the columns statement and answer on the first line (and "
                + "optionally explanation, category, difficulty)"
        }
    }

    /// The names a header row has, quoted ("Quiz", « Quiz »), the first six.
    private static func shown(_ found: [String], _ words: Wording) -> String {
        found.prefix(6).map {
            words.language == .french ? words.quoted(PlayerText.echo($0)) : "\"\(PlayerText.echo($0))\""
        }
        .joined(separator: ", ") + (found.count > 6 ? ", …" : "")
    }

    private static func english(_ kind: DeckProblem.Kind, json: Bool, _ words: Wording) -> String {
        let row = json ? "entry" : "row"
        switch kind {
        case .missingColumns(let missing, let found):
            return words(DeckProblemWords.missingColumns(missing: missing, found: found))
        case .tabSeparated:
            return "the columns are separated by tabs, which a deck can't be: save it as CSV (commas or semicolons)"
        case .tooManyColumns(let limit):
            return "the header row has over \(words.number(limit)) columns and statement or answer isn't among "
                + "the first \(words.number(limit)): move them to the front, or delete the columns the deck doesn't use"
        case .duplicateColumn(let name): return "the header row has two \(name) columns: rename or delete one"
        case .unknownAnswer(let answer) where json:
            return "correct_answer is \"\(PlayerText.echo(answer))\": write True or False"
        case .unknownAnswer(let answer) where answer.isEmpty: return "the answer is empty: write true or false"
        case .unknownAnswer(let answer):
            return
                "answer is \"\(PlayerText.echo(answer))\": write true or false (or yes/no, 1/0, vrai/faux, wahr/falsch)"
        case .emptyStatement: return "the statement is empty: write one, or delete the \(row)"
        case .explanationWithoutStatement:
            return "an explanation without a statement: write the statement, or delete the \(row)"
        case .duplicate(let first): return "the same statement as \(words(DeckWords.place(first))): delete one of them"
        case .unknownDifficulty(let difficulty):
            return "difficulty is \"\(PlayerText.echo(difficulty))\": write easy, medium or hard, or nothing"
        case .tooManyFields(let expected, let found):
            return "\(found) fields where the header has \(expected): "
                + "put a statement with a comma or semicolon in double quotes"
        case .unclosedQuote: return "a double quote opens here and never closes: close it"
        case .statementTooLong(let limit):
            return "the statement is over the limit of \(words.number(limit)) characters: shorten it"
        case .explanationTooLong(let limit):
            return "the explanation is over the limit of \(words.number(limit)) characters: shorten it"
        case .categoryTooLong(let limit):
            return "the category is over the limit of \(words.number(limit)) characters: shorten it"
        case .unknownType(let type): return "type is \"\(PlayerText.echo(type))\": only boolean questions play"
        case .unreadableField(let field) where field == "entry":
            return "not a question: write an object with type, question and correct_answer"
        case .unreadableField(let field): return "\(field) is missing or can't be decoded: write it as text"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .longStatement:
            "l’énoncé dépasse ce qu’une carte de 40x12 montre d’un coup\u{A0}: il tournera des pages (c’est permis)"
        case .rowsInQuotes:
            "un champ entre guillemets droits continue ici sur des lignes qui ressemblent à des questions\u{A0}: "
                + "si c’en sont, fermez le guillemet"
        case .problem(let kind, let json): Self.french(kind, json: json, words)
        case .missingColumns(let missing, let found):
            "la ligne d’en-tête "
                + (missing.isEmpty
                    ? "est illisible" : "n’a pas de colonne \(missing.joined(separator: " ni "))")
                + " (elle a \(Self.shown(found, words)))\u{A0}: nommez les colonnes statement et answer sur la première "
                + "ligne (et, si vous voulez, explanation, category, difficulty)"
        }
    }

    private static func french(_ kind: DeckProblem.Kind, json: Bool, _ words: Wording) -> String {
        let row = json ? "l’entrée" : "la ligne"
        switch kind {
        case .missingColumns(let missing, let found):
            return words(DeckProblemWords.missingColumns(missing: missing, found: found))
        case .tabSeparated:
            return "les colonnes sont séparées par des tabulations, ce qu’un paquet ne peut pas être\u{A0}: "
                + "enregistrez-le en CSV (virgules ou points-virgules)"
        case .tooManyColumns(let limit):
            return "la ligne d’en-tête a plus de \(words.number(limit)) colonnes, et statement ou answer n’est pas "
                + "parmi les \(words.number(limit)) premières\u{A0}: mettez-les en tête, ou supprimez les colonnes "
                + "dont le paquet ne se sert pas"
        case .duplicateColumn(let name):
            return "la ligne d’en-tête a deux colonnes \(name)\u{A0}: renommez ou supprimez l’une d’elles"
        case .unknownAnswer(let answer) where json:
            return "correct_answer vaut \(words.quoted(PlayerText.echo(answer)))\u{A0}: écrivez True ou False"
        case .unknownAnswer(let answer) where answer.isEmpty:
            return "la réponse est vide\u{A0}: écrivez vrai ou faux"
        case .unknownAnswer(let answer):
            return "la réponse est \(words.quoted(PlayerText.echo(answer)))\u{A0}: écrivez vrai ou faux "
                + "(ou oui/non, 1/0, true/false)"
        case .emptyStatement: return "l’énoncé est vide\u{A0}: écrivez-en un, ou supprimez \(row)"
        case .explanationWithoutStatement:
            return "une explication sans énoncé\u{A0}: écrivez l’énoncé, ou supprimez \(row)"
        case .duplicate(.line(let line)):
            return "le même énoncé qu’à la ligne \(line)\u{A0}: supprimez l’un des deux"
        case .duplicate(.entry(let entry)):
            return "le même énoncé qu’à l’entrée \(entry)\u{A0}: supprimez l’un des deux"
        case .unknownDifficulty(let difficulty):
            return "la difficulté est \(words.quoted(PlayerText.echo(difficulty)))\u{A0}: écrivez easy, medium ou "
                + "hard, ou rien"
        case .tooManyFields(let expected, let found):
            return "\(found) champs là où l’en-tête en a \(expected)\u{A0}: mettez entre guillemets droits un "
                + "énoncé qui contient une virgule ou un point-virgule"
        case .unclosedQuote: return "un guillemet droit s’ouvre ici et ne se ferme jamais\u{A0}: fermez-le"
        case .statementTooLong(let limit):
            return "l’énoncé dépasse la limite de \(words.number(limit)) caractères\u{A0}: raccourcissez-le"
        case .explanationTooLong(let limit):
            return "l’explication dépasse la limite de \(words.number(limit)) caractères\u{A0}: raccourcissez-la"
        case .categoryTooLong(let limit):
            return "la catégorie dépasse la limite de \(words.number(limit)) caractères\u{A0}: raccourcissez-la"
        case .unknownType(let type):
            return "type vaut \(words.quoted(PlayerText.echo(type)))\u{A0}: seules les questions boolean se jouent"
        case .unreadableField(let field) where field == "entry":
            return "pas une question\u{A0}: écrivez un objet avec type, question et correct_answer"
        case .unreadableField(let field):
            return "\(field) manque ou ne se décode pas\u{A0}: écrivez-le comme du texte"
        }
    }
}

extension Wording {
    /// A deck check's phrase in this language (`words(.longStatement)`).
    func callAsFunction(_ phrase: DeckProblemWords) -> String {
        let any: any Phrase = phrase
        return self(any)
    }
}
