/// What the man page says: each flag's paragraph under OPTIONS, in roff, and the name of its
/// section of keys.
///
/// A flag's paragraph is a phrase of its area, written there in English and in French:
/// `GameFlagManualWords` for the flags that choose the game, `RunFlagManualWords` for those that
/// shape the run. The checked-in `Assets/openquizz.6` is the English; the French man page,
/// `Assets/openquizz.fr.6`, is written from the French.
enum FlagManualWords: Phrase {
    /// The flag's paragraph under OPTIONS, in roff.
    case option(FlagWords.Topic)
    /// The man page's section of keys, by its name.
    case keysSection

    func english(_ words: Wording) -> String {
        switch self {
        case .option(let topic): Self.paragraph(topic).english(words)
        case .keysSection: "KEYS"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .option(let topic): Self.paragraph(topic).french(words)
        case .keysSection: "TOUCHES"
        }
    }

    /// The flag's paragraph, in its area's table.
    private static func paragraph(_ topic: FlagWords.Topic) -> any Phrase {
        switch topic {
        case .amount: GameFlagManualWords.amount
        case .category: GameFlagManualWords.category
        case .difficulty: GameFlagManualWords.difficulty
        case .offline: GameFlagManualWords.offline
        case .questions: GameFlagManualWords.questions
        case .check: GameFlagManualWords.check
        case .apiURL: GameFlagManualWords.apiURL
        case .listCategories: GameFlagManualWords.listCategories
        case .deck: GameFlagManualWords.deck
        case .listDecks: GameFlagManualWords.listDecks
        case .inOrder: GameFlagManualWords.inOrder
        case .noPrefetch: RunFlagManualWords.noPrefetch
        case .noExplanations: RunFlagManualWords.noExplanations
        case .noHistory: RunFlagManualWords.noHistory
        case .stats: RunFlagManualWords.stats
        case .json: RunFlagManualWords.json
        case .seed: GameFlagManualWords.seed
        case .noColor: RunFlagManualWords.noColor
        case .ascii: RunFlagManualWords.ascii
        case .reducedMotion: RunFlagManualWords.reducedMotion
        case .noMouse: RunFlagManualWords.noMouse
        case .mode: GameFlagManualWords.mode
        case .lang: RunFlagManualWords.lang
        case .settings: RunFlagManualWords.settings
        case .noSettings: RunFlagManualWords.noSettings
        case .daily: GameFlagManualWords.daily
        case .plain: RunFlagManualWords.plain
        case .help: RunFlagManualWords.help
        case .version: RunFlagManualWords.version
        }
    }
}
