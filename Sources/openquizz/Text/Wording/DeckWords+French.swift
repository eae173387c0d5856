import Foundation
import QuizCore
import QuizDecks

/// What the game says about a deck file, in French. A deck is a « paquet » (of cards); the
/// columns keep their names (`statement`, `answer`), which the file must use.
extension DeckWords {
    func french(_ words: Wording) -> String {
        switch self {
        case .longStatement:
            "l’énoncé dépasse ce qu’une carte de 40x12 montre d’un coup\u{A0}: il tournera des pages (c’est permis)"
        case .rowsInQuotes:
            "un champ entre guillemets droits continue ici sur des lignes qui ressemblent à des questions\u{A0}: "
                + "si c’en sont, fermez le guillemet"
        case .readyToPlay: "prêt à jouer"
        case .questions(let count): words.count(count, one: "question", other: "questions")
        case .ofDifficulty(let count, let level): "\(words.number(count)) \(Self.french(level, count, words))"
        case .withoutDifficulty(let count): "\(words.number(count)) sans difficulté"
        case .multipleChoiceSkipped(let count):
            words.count(count, one: "question", other: "questions")
                + words.plural(count, one: " à choix multiples ignorée", other: " à choix multiples ignorées")
        case .leftOutFixAbove(let count):
            words.count(count, one: "question écartée", other: "questions écartées")
                + "\u{A0}: corrigez les lignes ci-dessus"
        case .nothingPlayableCounted(let problems, let skipped):
            "aucune question jouable ("
                + ([words.count(problems, one: "problème", other: "problèmes")]
                + (skipped > 0 ? [words(DeckWords.multipleChoiceSkipped(skipped))] : [])).joined(separator: ", ")
                + ")"
        case .nothingPlayableSkipped(let skipped):
            "aucune question jouable\u{A0}: \(words(DeckWords.multipleChoiceSkipped(skipped))), aucune question vrai/faux"
        case .nothingPlayableNoRow: "aucune question jouable\u{A0}: aucune ligne sous l’en-tête"
        case .nothingPlayableEmptyAnswer: "aucune question jouable\u{A0}: une réponse de l’Open Trivia DB sans question"
        case .nothingPlayable: "aucune question jouable"
        case .entry(let entry): "entrée \(entry)"
        case .line(let line): "ligne \(line)"
        case .problem(let kind, let json): Self.french(kind, json: json, words)
        case .listsThem(let reason, let command): "\(words(reason))\u{A0}: \(command) les énumère"
        case .noFileNorDeck:
            "aucun fichier ni paquet de ce nom (openquizz --list-decks énumère vos paquets)"
        case .refusal(let refusal, let bareName, let json): Self.french(refusal, bareName: bareName, json: json, words)
        case .shortRefusal(let refusal): Self.frenchShort(refusal, words)
        case .jsonFault(let fault): Self.french(fault, words)
        case .jsonPart(let part): Self.french(part)
        case .answerFault(let fault): Self.french(fault, words)
        case .position(let position):
            "ligne \(words.number(position.line)), colonne \(words.number(position.column))"
        case .missingColumns(let missing, let found):
            "la ligne d’en-tête "
                + (missing.isEmpty
                    ? "est illisible" : "n’a pas de colonne \(missing.joined(separator: " ni "))")
                + " (elle a \(Self.shown(found, words)))\u{A0}: nommez les colonnes statement et answer sur la première "
                + "ligne (et, si vous voulez, explanation, category, difficulty)"
        case .tooLarge(let bytes, let limit):
            "\(words.decimal(Double(bytes) / Double(1 << 20), digits: 1))\u{A0}Mio, au-delà des "
                + "\(limit >> 20)\u{A0}Mio permis pour un paquet\u{A0}: découpez-le"
        case .responseCode(let code):
            "une réponse de l’Open Trivia DB sans question (response_code \(code))"
                + (code == 1
                    ? "\u{A0}: la base en avait moins que demandé\u{202F}; demandez-en moins (amount=10)" : "")
        case .system(let number): Self.frenchSystem(number)
        case .leftOutCommand(let count, let command):
            words.count(count, one: "question écartée", other: "questions écartées") + "\u{A0}: \(command)"
        case .leftOut(let count): words.count(count, one: "question écartée", other: "questions écartées")
        case .leftOutShort(let count):
            words.number(count) + words.plural(count, one: " écartée", other: " écartées")
        case .nothingMatches(let difficulty, let category):
            "aucune question"
                + (difficulty.map { " " + Self.french($0, 1, words) } ?? "")
                + (category.map { " de la catégorie \(words.quoted($0))" } ?? "")
                + " à jouer\u{A0}: essayez sans --category ni --difficulty"
        }
    }

    /// A difficulty as an adjective of `count` questions: "facile", "moyennes".
    static func french(_ level: Difficulty, _ count: Int, _ words: Wording) -> String {
        switch level {
        case .easy: words.plural(count, one: "facile", other: "faciles")
        case .medium: words.plural(count, one: "moyenne", other: "moyennes")
        case .hard: words.plural(count, one: "difficile", other: "difficiles")
        }
    }

    /// The system's common reasons in French; the others as the system says them.
    private static func frenchSystem(_ number: Int32) -> String {
        switch number {
        case EACCES, EPERM: "permission refusée"
        case ENOENT: "fichier ou dossier introuvable"
        case ENOTDIR: "un élément du chemin n’est pas un dossier"
        case EISDIR: "c’est un dossier"
        case EIO: "erreur d’entrée-sortie"
        case ELOOP: "trop de liens symboliques"
        case EMFILE, ENFILE: "trop de fichiers ouverts"
        case ENAMETOOLONG: "nom trop long"
        case ENOMEM: "mémoire insuffisante"
        case ENOSPC: "plus de place sur le disque"
        case EROFS: "système de fichiers en lecture seule"
        case EDQUOT: "quota de disque dépassé"
        case EFBIG: "fichier trop gros"
        default: String(cString: strerror(number)).removingControlCharacters
        }
    }

    private static func french(_ kind: DeckProblem.Kind, json: Bool, _ words: Wording) -> String {
        let row = json ? "l’entrée" : "la ligne"
        switch kind {
        case .missingColumns(let missing, let found):
            return words(DeckWords.missingColumns(missing: missing, found: found))
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

    private static func french(_ refusal: DeckRefusal, bareName: Bool, json: Bool, _ words: Wording) -> String {
        switch refusal {
        case .notFound where bareName:
            "aucun fichier de ce nom (openquizz --list-decks énumère vos paquets\u{202F}; --deck NOM en joue un)"
        case .notFound: "aucun fichier de ce nom"
        case .directory: "un dossier, pas un fichier\u{A0}: donnez un paquet CSV ou JSON"
        case .notARegularFile:
            "pas un fichier ordinaire (un tube ou un périphérique)\u{A0}: donnez un paquet CSV ou JSON"
        case .symlinkLoop: "des liens symboliques qui reviennent sur eux-mêmes"
        case .unreadable(let number): "illisible\u{A0}: \(words(DeckWords.system(number)))"
        case .tooLarge(let bytes, let limit): words(DeckWords.tooLarge(bytes: bytes, limit: limit))
        case .tooManyRows(let limit):
            "plus de \(words.number(limit)) lignes\u{A0}: découpez-le en plusieurs paquets"
        case .utf16: "en UTF-16\u{A0}: enregistrez-le en UTF-8"
        case .binary(let line):
            "pas du texte (un octet NUL à la ligne \(words.number(line)))\u{A0}: enregistrez-le en CSV ou en JSON"
        case .invalidUTF8(let line, let column, let byte):
            "pas de l’UTF-8 à la ligne \(words.number(line)), colonne \(words.number(column)) "
                + "(octet 0x\(String(byte, radix: 16, uppercase: true)))\u{A0}: enregistrez-le en UTF-8"
                + (json ? "" : " (\(words.quoted("CSV UTF-8")) dans Excel)")
        case .empty: "vide\u{A0}: écrivez une ligne d’en-tête (statement,answer), puis une question par ligne"
        case .invalidJSON(let fault, let position):
            "ni un paquet CSV ni une réponse de l’Open Trivia DB\u{A0}: \(french(fault, words)) à la "
                + words(DeckWords.position(position))
        case .notAnAnswer(let fault, let position?):
            "ni un paquet CSV ni une réponse de l’Open Trivia DB (\(french(fault, words))) à la "
                + words(DeckWords.position(position))
        case .notAnAnswer(let fault, nil):
            "ni un paquet CSV ni une réponse de l’Open Trivia DB\u{A0}: \(french(fault, words))"
        case .responseCode(let code): words(DeckWords.responseCode(code))
        case .nothingPlayable: "aucune question jouable"
        }
    }

    private static func frenchShort(_ refusal: DeckRefusal, _ words: Wording) -> String {
        switch refusal {
        case .notFound: "le fichier a disparu"
        case .directory: "c’est un dossier"
        case .notARegularFile: "ce n’est pas un fichier ordinaire"
        case .symlinkLoop: "ses liens symboliques tournent en rond"
        case .unreadable(let number): words(DeckWords.system(number))
        case .tooLarge(let bytes, let limit): words(DeckWords.tooLarge(bytes: bytes, limit: limit))
        case .tooManyRows(let limit): "plus de \(words.number(limit)) lignes"
        case .utf16: "en UTF-16\u{A0}: enregistrez-le en UTF-8"
        case .binary(let line): "la ligne \(words.number(line)) contient un octet NUL\u{A0}: pas du texte"
        case .invalidUTF8(let line, let column, _):
            "la ligne \(words.number(line)), colonne \(words.number(column)), n’est pas de l’UTF-8"
        case .empty: "il est vide"
        case .invalidJSON(let fault, let position):
            "ni CSV ni une réponse de l’Open Trivia DB (\(french(fault, words)), \(words(DeckWords.position(position))))"
        case .notAnAnswer(let fault, let position):
            "ni CSV ni une réponse de l’Open Trivia DB (\(french(fault, words))"
                + (position.map { ", " + words(DeckWords.position($0)) } ?? "") + ")"
        case .responseCode(let code): words(DeckWords.responseCode(code))
        case .nothingPlayable: "aucune question jouable"
        }
    }

    private static func french(_ fault: DeckRefusal.JSONFault, _ words: Wording) -> String {
        switch fault {
        case .expected(let part): "on attendait " + french(part)
        case .endsTooEarly: "le fichier s’arrête trop tôt"
        case .unendedString: "une chaîne qui ne finit jamais"
        case .nestedTooDeep(let limit): "plus de \(words.number(limit)) niveaux d’imbrication"
        }
    }

    private static func french(_ part: DeckRefusal.JSONPart) -> String {
        switch part {
        case .object: "un objet"
        case .name: "un nom entre guillemets"
        case .colon: "«\u{A0}:\u{A0}»"
        case .commaOrBrace: "«\u{A0},\u{A0}» ou «\u{A0}}\u{A0}»"
        case .commaOrBracket: "«\u{A0},\u{A0}» ou «\u{A0}]\u{A0}»"
        case .value: "une valeur"
        case .digit: "un chiffre"
        case .end: "la fin du fichier"
        case .escapedControlCharacter: "un caractère de contrôle échappé"
        case .hexDigits: "4 chiffres hexadécimaux après \\u"
        case .escape: #"un échappement (\", \\, \/, \b, \f, \n, \r, \t, \u)"#
        }
    }

    private static func french(_ fault: DeckRefusal.AnswerFault, _ words: Wording) -> String {
        switch fault {
        case .topLevelIsAList: "le niveau le plus haut est une liste"
        case .resultsIsNotAList: "results n’est pas une liste"
        case .responseCodeIsNotAWholeNumber: "response_code n’est pas un nombre entier"
        case .noResults: "pas de results"
        case .noResponseCodeNorResults: "ni response_code ni results"
        case .unknownEncoding(let name): "encodage inconnu \(words.quoted(PlayerText.echo(name)))"
        }
    }
}
