import QuizCore
import QuizView

/// The command line's sentences in French: a no-break space before a colon, a narrow one before
/// a semicolon, « guillemets » around what the player typed, and the reason first, as French
/// programs write their errors.
extension CommandLineWords {
    func french(_ words: Wording) -> String {
        switch self {
        case .primesTakeNoDeck: "--mode primes invente ses questions\u{A0}: il ne prend pas --questions"
        case .primesTakeNoKeptDeck: "--mode primes invente ses questions\u{A0}: il ne prend pas --deck"
        case .primesTakeNoFilter: "--mode primes est sans fin et ne prend ni --category, ni --difficulty, ni --amount"
        case .oneDeckAtATime: "--deck et --questions jouent chacun un paquet seul\u{A0}: donnez l’un ou l’autre"
        case .emptyPath: "le chemin est vide\u{A0}: donnez celui d’un fichier de paquet"
        case .unknown(let argument): "option inconnue \(words.quoted(PlayerText.echo(argument)))"
        case .takesNoValue(let name): "\(name) ne prend pas de valeur"
        case .needsValue(let name): "\(name) attend une valeur"
        case .goesWith(let name, let needed): "\(name) va avec \(Self.alternatives(needed, or: "ou"))"
        case .flagReason(let name, let reason): "\(name)\u{A0}: \(words(reason))"
        case .category(.unknown(let text)):
            "aucune catégorie \(words.quoted(PlayerText.echo(text))) (voyez --list-categories)"
        case .category(.ambiguous(let text, let names)):
            "\(words.quoted(PlayerText.echo(text))) correspond à \(names.count) catégories\u{A0}: "
                + Self.shortNames(names)
        case .unexpected(let name, let value, let text):
            "\(name) attend \(value.map { Self.frenchExpected($0, words) } ?? "aucune valeur"), "
                + "pas \(words.quoted(PlayerText.echo(text)))"
        case .checkTakesNo(let flag): "--check lit les fichiers donnés, puis s’arrête\u{A0}: il ne prend pas \(flag)"
        case .givenTwice(let name): "\(name) donné deux fois\u{A0}: une partie joue un seul paquet, donnez-le une fois"
        case .tryHelp(let message): "\(message). Essayez \(words.quoted("openquizz --help"))."
        case .emptyDay(let name):
            "\(name)\u{A0}: le jour est vide\u{A0}: écrivez-le AAAA-MM-JJ, ou omettez-le pour celui d’aujourd’hui"
        case .dayGivenTwice(let name): "\(name) donné deux fois\u{A0}: une partie joue un seul jour, donnez-le une fois"
        case .dailyPlays(let flag): "--daily joue un défi\u{A0}: il ne va pas avec \(flag), qui affiche puis s’arrête"
        case .dailyTakesNo(let flag): "--daily est le même pour tous\u{A0}: il ne prend pas \(flag)"
        case .dailyMalformed(let text):
            "--daily attend un jour au format AAAA-MM-JJ, pas \(words.quoted(PlayerText.echo(text)))"
        case .noSuchDay(let year, let month, let day):
            (1...12).contains(month)
                ? "le \(Self.written(year, month, day)) n’existe pas\u{A0}: \(Self.frenchMonths[month - 1]) \(year) a "
                    + "\(DailyDate.daysIn(month: month, year: year)) jours"
                : "le \(Self.written(year, month, day)) n’existe pas\u{A0}: un mois va de 01 à 12"
        case .dailyBeforeFirst(let date):
            "pas de défi du jour le \(date.text)\u{A0}: le premier date du \(DailyChallenge.firstDate.text)"
        case .dailyNotYet(let date, let today):
            "le \(date.text) n’est pas encore arrivé"
                + (today.map { "\u{A0}: nous sommes le \($0.text) (UTC)" } ?? "")
        case .daily(let reason): "--daily\u{A0}: \(words(reason))"
        case .unsavedAnswers(let count, let reason, let path):
            words.count(count, one: "réponse", other: "réponses") + " de cette partie "
                + words.plural(count, one: "non enregistrée", other: "non enregistrées")
                + " dans votre historique\u{A0}: \(reason) (\(path))"
        case .noSignalHandling: "impossible de mettre en place la gestion des signaux"
        case .terminalWentAway: "le terminal a disparu"
        case .statsNotJSON: "impossible d’écrire les statistiques en JSON"
        case .cantWrite(let reason): "impossible d’écrire la sortie\u{A0}: \(reason)"
        case .bank(let error): Self.french(error, words)
        }
    }

    private static func french(_ error: BankError, _ words: Wording) -> String {
        switch error {
        case .notFound(let searched):
            "les questions du quiz intégré manquent à cette installation\u{202F}; cherchées dans "
                + searched.map(\.removingControlCharacters).joined(separator: ", ")
        case .unreadable(let file): "les questions du quiz intégré sont illisibles (\(file.removingControlCharacters))"
        case .malformed(let fault):
            "les questions du quiz intégré sont abîmées ("
                + {
                    switch fault {
                    case .notJSON: "pas du JSON valide"
                    case .missingField(let name): "champ \(PlayerText.echo(name)) manquant"
                    case .wrongType(let path): "mauvais type en \(PlayerText.echo(path))"
                    case .missingValue(let path): "valeur manquante en \(PlayerText.echo(path))"
                    case .unsupportedEncoding(let name): "encodage \(PlayerText.echo(name)) non pris en charge"
                    case .notATranslation: "pas une traduction des questions"
                    }
                }() + ")"
        case .invalidEntry(let entry, let fault):
            "une question du quiz intégré est invalide (entrée \(entry)\u{A0}: "
                + {
                    switch fault {
                    case .notBoolean(let type):
                        "type vaut \(words.quoted(PlayerText.echo(type))), pas «\u{A0}boolean\u{A0}»"
                    case .unknownDifficulty(let name): "difficulté inconnue \(words.quoted(PlayerText.echo(name)))"
                    case .notTrueOrFalse(let answer):
                        "correct_answer vaut \(words.quoted(PlayerText.echo(answer))), ni True ni False"
                    case .emptyQuestion: "énoncé vide"
                    }
                }() + ")"
        }
    }

    /// What a value should be, as "attend ..." says it.
    static func frenchExpected(_ value: Flag.Value, _ words: Wording) -> String {
        switch value {
        // The flag's English wording ("a whole number") is its help's: French says a number.
        case .number(let range, _):
            "un nombre de \(frenchNumber(range.lowerBound, words)) à \(frenchNumber(range.upperBound, words))"
        case .words(let choices): alternatives(choices, or: "ou")
        case .category: "l’identifiant ou le nom d’une catégorie"
        case .address: "une adresse http ou https"
        case .file: "le chemin d’un fichier"
        case .files: "des chemins de fichiers"
        case .deck: "le nom d’un paquet"
        case .optionalDay: "un jour au format AAAA-MM-JJ"
        }
    }

    private static func frenchNumber(_ value: UInt64, _ words: Wording) -> String {
        value <= UInt64(Int.max) ? words.number(Int(value)) : String(value)
    }

    private static let frenchMonths = [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre",
    ]
}
