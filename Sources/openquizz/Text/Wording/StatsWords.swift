import QuizCore

/// The stats' sentences, labels and values, printed (`--stats`) and in the stats panel.
enum StatsPhrase: Phrase {
    case title
    case emptyPrintout
    case emptyPanel
    case gamesPlayed(narrow: Bool)
    case answered(narrow: Bool)
    case accuracy
    case bestScore(narrow: Bool)
    case streak(narrow: Bool)
    case bestCombo(narrow: Bool)
    case otherCategories
    case byCategory
    case byDifficulty
    case byDeck
    case noGameFinished
    /// The best score when every game finished is a daily challenge.
    case dailiesOnly
    /// "70% (7 right)".
    case accuracyValue(percent: Int, right: Int)
    /// "2 now, 5 at best".
    case streakValue(now: Int, best: Int)
    /// "12 in a row".
    case comboValue(Int)
    /// "2 (and 1 unfinished)", or in short "2 (+1 unfinished)".
    case gamesPlayedValue(finished: Int, unfinished: Int, short: Bool)
    /// "(7 of 10)", after a row's share right.
    case rowCounts(right: Int, of: Int)
    /// "2 games, best 4 / 4"; the score comes worded; "2 games" with no best (practice, blitzes).
    case deckGames(Int, best: String?)
    /// "deck “physics lab”".
    case deck(String)
    /// A pool's label in a mode's section: the shipped questions (a deck's is its name).
    case poolBank
    case source(HistoryStats.Source)
    case difficulty(Difficulty)
    /// `--stats` with a history that can't be read; the reason comes worded.
    case unreadable(path: String, reason: String)
    case dailyHeading
    case dailyPlayed(narrow: Bool)
    /// "12 (9 on their day)".
    case dailyPlayedValue(played: Int, onTime: Int)
    case dailyStreak(narrow: Bool)

    func english(_ words: Wording) -> String {
        let number = words.number
        switch self {
        case .title: return "OpenQuizz stats"
        case .emptyPrintout: return "No answers yet: play a game (openquizz), and --stats will count its answers."
        case .emptyPanel: return "No answers yet: play a game, and its answers are counted here."
        case .gamesPlayed: return "Games played"
        case .answered(let narrow): return narrow ? "Answered" : "Questions answered"
        case .accuracy: return "Accuracy"
        case .bestScore: return "Best score"
        case .streak(let narrow): return narrow ? "Streak 7/10+" : "Streak at 7/10 or better"
        case .bestCombo(let narrow): return narrow ? "Best combo" : "Best combo (Is it prime?)"
        case .otherCategories: return "Other categories"
        case .byCategory: return "By category"
        case .byDifficulty: return "By difficulty"
        case .byDeck: return "By deck"
        case .noGameFinished: return "no game finished yet"
        case .dailiesOnly: return "dailies only so far"
        case .accuracyValue(let percent, let right): return "\(number(percent))% (\(number(right)) right)"
        case .streakValue(let now, let best): return "\(number(now)) now, \(number(best)) at best"
        case .comboValue(let combo): return "\(number(combo)) in a row"
        case .gamesPlayedValue(let finished, let unfinished, let short):
            return short
                ? "\(number(finished)) (+\(number(unfinished)) unfinished)"
                : "\(number(finished)) (and \(number(unfinished)) unfinished)"
        case .rowCounts(let right, let of): return "(\(number(right)) of \(number(of)))"
        case .deckGames(let finished, let best):
            return words.count(finished, one: "game", other: "games") + (best.map { ", best \($0)" } ?? "")
        case .deck(let name): return "deck \u{201C}\(name)\u{201D}"
        case .poolBank: return "Shipped questions"
        case .source(let source):
            switch source {
            case .openTriviaDB: return "Open Trivia DB"
            case .bundled: return "shipped questions"
            case .generated: return "Is it prime?"
            case .deck: return "your decks"
            case .mixed: return "mixed sources"
            }
        case .difficulty(let difficulty): return difficulty.rawValue
        case .unreadable(let path, let reason): return "can't read your history, \(path): \(reason)"
        case .dailyHeading: return "Daily challenges"
        case .dailyPlayed: return "Played"
        case .dailyPlayedValue(let played, let onTime): return "\(number(played)) (\(number(onTime)) on their day)"
        case .dailyStreak(let narrow): return narrow ? "Streak" : "Daily streak"
        }
    }

    func french(_ words: Wording) -> String {
        let number = words.number
        switch self {
        case .title: return "OpenQuizz\u{00A0}: vos statistiques"
        case .emptyPrintout:
            return
                "Aucune réponse pour l’instant\u{00A0}: jouez une partie (openquizz), --stats en comptera les réponses."
        case .emptyPanel:
            return "Aucune réponse pour l’instant\u{00A0}: jouez une partie, ses réponses seront comptées ici."
        case .gamesPlayed(let narrow): return narrow ? "Parties" : "Parties jouées"
        case .answered(let narrow): return narrow ? "Réponses" : "Réponses données"
        case .accuracy: return "Réussite"
        case .bestScore(let narrow): return narrow ? "Record" : "Meilleur score"
        case .streak(let narrow): return narrow ? "Série 7/10+" : "Série à 7/10 ou mieux"
        case .bestCombo(let narrow): return narrow ? "Combo record" : "Combo record (Nombre premier\u{202F}?)"
        case .otherCategories: return "Autres catégories"
        case .byCategory: return "Par catégorie"
        case .byDifficulty: return "Par difficulté"
        case .byDeck: return "Par paquet"
        case .noGameFinished: return "aucune partie finie pour l’instant"
        case .dailiesOnly: return "que des défis du jour pour l’instant"
        case .accuracyValue(let percent, let right):
            return "\(number(percent))\u{202F}% (\(words.count(right, one: "juste", other: "justes")))"
        case .streakValue(let now, let best): return "\(number(now)) en cours, record \(number(best))"
        case .comboValue(let combo): return "\(number(combo)) d’affilée"
        case .gamesPlayedValue(let finished, let unfinished, let short):
            let left = words.count(unfinished, one: "inachevée", other: "inachevées")
            return short ? "\(number(finished)) (+\(left))" : "\(number(finished)) (et \(left))"
        case .rowCounts(let right, let of): return "(\(number(right)) sur \(number(of)))"
        case .deckGames(let finished, let best):
            return words.count(finished, one: "partie", other: "parties") + (best.map { ", record \($0)" } ?? "")
        case .deck(let name): return "paquet \(words.quoted(name))"
        case .poolBank: return "Quiz intégré"
        case .source(let source):
            switch source {
            case .openTriviaDB: return "Open Trivia DB"
            case .bundled: return "quiz intégré"
            case .generated: return "Nombre premier\u{202F}?"
            case .deck: return "vos paquets"
            case .mixed: return "sources mêlées"
            }
        case .difficulty(let difficulty):
            switch difficulty {
            case .easy: return "facile"
            case .medium: return "moyenne"
            case .hard: return "difficile"
            }
        case .unreadable(let path, let reason): return "impossible de lire votre historique, \(path)\u{00A0}: \(reason)"
        case .dailyHeading: return "Défis du jour"
        case .dailyPlayed(let narrow): return narrow ? "Joués" : "Défis joués"
        case .dailyPlayedValue(let played, let onTime):
            return "\(number(played)) (\(number(onTime)) le jour même)"
        case .dailyStreak(let narrow): return narrow ? "Série" : "Série de défis"
        }
    }
}
