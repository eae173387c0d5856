import Foundation
import QuizCore
import QuizDecks

/// What the game says about a deck file, in French. A deck is a « paquet » (of cards); the
/// columns keep their names (`statement`, `answer`), which the file must use.
extension DeckWords {
    func french(_ words: Wording) -> String {
        switch self {
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
