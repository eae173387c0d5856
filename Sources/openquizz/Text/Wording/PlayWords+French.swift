import QuizCore
import QuizStore

// French typography: a no-break space before a colon and inside « », a narrow one before ; ! ?
private let nbsp = "\u{A0}"
private let narrow = "\u{202F}"

extension PlayWords {
    func french(_ words: Wording) -> String {
        switch self {
        case .gameName: "OpenQuizz"
        case .loading: "Chargement…"
        case .loadingQuestions: "Chargement des questions…"
        case .loadingQuestionsLabel: "Chargement des questions"
        case .waiting(let server, let seconds):
            "En attente de \(server ?? "l’Open Trivia DB")\(nbsp): \(seconds)\(nbsp)s"
        case .newGameButton: "Nouvelle partie [N]"
        case .badge(let answer): answer ? "VRAI" : "FAUX"
        case .questionOf(let number, let count): "Question \(number) sur \(count)"
        case .questionNumber(let number): "Question \(words.number(number))"
        case .score(let score, let count): count.map { "Score \(score) / \($0)" } ?? "Score \(words.number(score))"
        case .combo(let combo): "Série \(words.number(combo))"
        case .reviewKey: "Revoir\(nbsp): r"
        case .verdict(let right, let answer):
            (right ? "Exact\(narrow)! C’est " : "Raté\(nbsp): c’est ") + words.quoted(answer ? "Vrai" : "Faux") + "."
        case .questionTitle(let number): "Question \(number)"
        case .noticeTitle: "Avis"
        case .gameOverAlone: "Fin de la partie"
        case .gameOver(let right, let count, let remark):
            "Fin de la partie\(nbsp): \(Self.fraction(right, count)). \(Self.french(remark))"
        case .firstGame: "Votre première partie avec ces questions."
        case .newBest: "Nouveau record\(narrow)!"
        case .best(let right, let count): "Record\(nbsp): \(Self.fraction(right, count))."
        case .streak(let count, let ten):
            "\(count)\(nbsp)parties de suite à \(ten ? "7/10" : "70\(narrow)%") ou\(nbsp)mieux."
        case .noQuestions(let reason):
            reason.map { "Pas de questions\(nbsp): \($0). Appuyez sur N pour réessayer." }
                ?? "Aucune question disponible. Appuyez sur N pour réessayer."
        case .fileProblem(let reading, let reason, let path):
            "\(reading ? "Lecture impossible" : "Non enregistré")\(nbsp): \(reason) (\(path))"
        case .storage(let kind): Self.french(kind, words)
        case .bankMissing(let searched):
            "les questions du jeu manquent à cette installation\(narrow); cherchées ici\(nbsp): "
                + searched.joined(separator: ", ")
        case .bankUnreadable(let reason): "les questions du jeu sont illisibles (\(reason))"
        case .bankDamaged(let reason): "les questions du jeu sont abîmées (\(reason))"
        case .bankInvalidEntry(let reason): "une question du jeu n’est pas valable (\(reason))"
        case .unknownCategory(let text): "aucune catégorie \(words.quoted(text)) (essayez --list-categories)"
        case .ambiguousCategory(let text, let names):
            "\(words.quoted(text)) correspond à \(names.count) catégories\(nbsp): " + names.joined(separator: ", ")
        case .categoriesFallback(let reason): "\(reason)\(narrow); la liste du jeu\(nbsp):"
        }
    }

    private static func french(_ remark: Remark) -> String {
        switch remark {
        case .perfect: "Parfait\(narrow)!"
        case .excellent: "Excellent\(narrow)!"
        case .wellPlayed: "Bien joué."
        case .notBad: "Pas mal."
        case .betterLuck: "Vous ferez mieux la prochaine fois."
        }
    }

    private static func french(_ kind: StorageProblem.Kind, _ words: Wording) -> String {
        switch kind {
        case .system(let number): "erreur \(number)"
        case .notRegularFile: "pas un fichier ordinaire"
        case .notSettings: "pas un fichier de réglages, pas un seul réglage dedans"
        case .lockHeld: "un autre OpenQuizz tient le verrou du fichier"
        case .notEncodable: "son contenu ne peut pas être écrit"
        case .answerNotALine: "une réponse ne tient pas sur une ligne"
        case .answersLost(let count):
            words.count(count, one: "réponse perdue", other: "réponses perdues")
                + "\(nbsp): trop de réponses attendaient d’être enregistrées"
        case .notAFile(let setAside): setAside ? "pas un fichier\(nbsp): mis de côté" : "pas un fichier"
        case .notAHistory(let setAside): setAside ? "pas un historique\(nbsp): mis de côté" : "pas un historique"
        case .overSizeLimit:
            "les réponses d’avant ses \(AnswerHistory.maximumFileSize >> 20)\(nbsp)derniers\(nbsp)Mio"
        case .linesSkipped(let count):
            words.plural(
                count, one: "\(words.number(count)) ligne qui n’est pas une réponse, ignorée",
                other: "\(words.number(count)) lignes qui ne sont pas des réponses, ignorées")
        case .settings(let problem, let others): words(SettingsWords.problem(problem, others: others))
        }
    }
}
