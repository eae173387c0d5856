import QuizCore

// French typography: a no-break space before a colon and inside « », a narrow one before ; ! ?
private let nbsp = "\u{A0}"
private let narrow = "\u{202F}"

extension NoticeWords {
    func french(_ words: Wording) -> String {
        switch self {
        // The Open Trivia DB has no French: its questions are said to be in English.
        case .credit: "Questions en anglais de l’Open Trivia DB, CC BY-SA 4.0"
        case .creditShort: "Open Trivia DB (en anglais), CC BY-SA"
        case .creditShortest, .cachedCreditShortest: "OpenTDB CC BY-SA (anglais)"
        case .questionsFrom(let server): "Questions de \(server)"
        case .from(let server): "Source\(nbsp): \(server)"
        case .cachedFrom(let server, let offline):
            (offline ? "Hors ligne\(nbsp): questions" : "Questions") + " en cache de \(server)"
        case .cachedQuestions(let offline): offline ? "Hors ligne\(nbsp): en cache" : "Questions en cache"
        case .cachedOpenTriviaDB(let offline):
            offline
                ? "Hors ligne\(nbsp): questions en anglais (Open Trivia DB, CC BY-SA 4.0)"
                : "Questions en cache, en anglais (Open Trivia DB, CC BY-SA 4.0)"
        case .cachedOpenTriviaDBShort(let offline):
            (offline ? "Hors ligne" : "En cache") + "\(nbsp): Open Trivia DB en anglais, CC BY-SA"
        // The questions shipped with the game: "quiz intégré" fits 40 columns after "Hors ligne".
        case .bundledQuestions(let offline), .bundled(let offline):
            offline ? "Hors ligne\(nbsp): quiz intégré" : "Quiz intégré"
        case .offline: "Hors ligne"
        case .primes(let short): short ? "Nombre premier\(narrow)?" : "Nombre premier\(narrow)? Sans fin, hors ligne"
        case .yourDeck(let short): short ? "Paquet" : "Votre paquet"
        case .deckDifficulty(let difficulty): Self.french(difficulty)
        case .deckNamed(let name): "Paquet\(nbsp): \(name)"
        case .deckCredit(let short):
            short ? "Open Trivia DB (en anglais), CC BY-SA" : "questions en anglais de l’Open Trivia DB, CC BY-SA 4.0"
        case .skippedMultipleChoice(let count, let short):
            short
                ? words.plural(count, one: "\(words.number(count)) ignorée", other: "\(words.number(count)) ignorées")
                : words.plural(
                    count, one: "\(words.number(count)) question à choix multiple ignorée",
                    other: "\(words.number(count)) questions à choix multiple ignorées")
        case .ready(let server): "\(server) prêt\(nbsp): appuyez sur N"
        case .openTriviaDBPressN: "OpenTDB\(nbsp): appuyez sur N"
        case .nextGamePressN: "Suite prête\(nbsp): appuyez sur N"
        case .unreachable(let host): "\(host) injoignable"
        case .missing(let library): "\(library) absente"
        case .tooFew(let difficulty, let category, let instead):
            if let category {
                "trop peu en \(category)" + (difficulty.map { " (\(Self.french($0)))" } ?? "") + "\(nbsp): \(instead)"
            } else {
                "trop peu de questions \(difficulty.map(Self.french) ?? "de ce type")\(nbsp): \(instead)"
            }
        case .anyDifficulty: "toute difficulté"
        case .anyCategory: "toute catégorie"
        case .anyQuestion: "toute question"
        case .noQuestionsAvailable: "aucune question disponible"
        case .stillLoading(let server): "\(server) encore en chargement"
        case .failure(let error, let server): Self.frenchFailure(error, server: server)
        }
    }

    /// A difficulty as it qualifies questions.
    private static func french(_ difficulty: Difficulty) -> String {
        switch difficulty {
        case .easy: "faciles"
        case .medium: "moyennes"
        case .hard: "difficiles"
        }
    }

    /// What went wrong with the Open Trivia DB, in at most 40 columns for opentdb.com.
    private static func frenchFailure(_ error: OpenTriviaDBError, server: String) -> String {
        switch error {
        case .unreachable(let host): "Hors ligne\(nbsp): \(clean(host)) injoignable"
        case .networkLibraryMissing(let library): "Hors ligne\(nbsp): \(clean(library)) absente"
        case .timedOut(let host, let seconds): "\(clean(host)) n’a pas répondu en \(seconds)\(nbsp)s"
        case .secureConnectionFailed(let host): "échec de la connexion sûre à \(clean(host))"
        case .httpStatus(let host, let status): "\(clean(host)) a répondu HTTP \(status)"
        case .malformedResponse(let host): "\(clean(host))\(nbsp): réponse illisible"
        case .cutShort(let host): "\(clean(host))\(nbsp): réponse tronquée"
        case .tooLarge(let host): "\(clean(host))\(nbsp): réponse de plus de 1\(nbsp)Mio"
        case .redirected(let host): "redirection hors de \(clean(host))"
        case .unusableToken(let host): "\(clean(host))\(nbsp): jeton inutilisable"
        case .notEnoughQuestions: "pas assez de questions pour ce choix"
        case .invalidParameter: "\(server) a refusé la demande"
        case .tokenNotFound, .tokenEmpty: "\(server) a refusé notre jeton"
        case .rateLimited(let host): "\(clean(host)) est occupé (limite de débit)"
        case .cancelled: "la demande a été annulée"
        }
    }
}
