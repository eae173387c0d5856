import QuizCore
import QuizDecks
import QuizStore

extension Settings {
    /// The settings a run's command line asks for (the settings file, merged with the flags,
    /// takes its place once it is read).
    init(_ options: Options) {
        if let deck = options.deck {
            source = .deck(deck)
        } else if options.offline, !options.mode.isOffline, options.daily == nil {
            source = .shipped
        }
        category = options.category.map(String.init) ?? options.deckCategory
        difficulty = options.difficulty
        amount = options.amount
        mode = options.mode
        language = options.language
        color = options.useColor
        reducedMotion = options.reducedMotion
        explanations = options.explanations
        mouse = options.mouse
    }

    /// The source these settings play: the shipped questions for the Open Trivia DB chosen under
    /// a way to play that stays offline (practice, a blitz).
    var played: Source {
        mode.staysOffline && source == .openTriviaDB ? .shipped : source
    }
}

extension Options {
    /// The run's options with what `settings` chooses to play: the source, category, difficulty,
    /// number of questions and way to play (the rest is the run's).
    func playing(_ settings: Settings) -> Options {
        var options = self
        options.questions = nil
        options.deck = nil
        options.deckCategory = nil
        options.category = nil
        options.offline = settings.mode.staysOffline
        switch settings.source {
        case .openTriviaDB:
            options.category = settings.category.flatMap { Int($0) }
        case .shipped:
            options.offline = true
            options.category = settings.category.flatMap { Int($0) }
        case .deck(let name):
            options.deck = name
            options.offline = true
            options.deckCategory = settings.category
        }
        options.difficulty = settings.difficulty
        options.amount = settings.amount
        options.mode = settings.mode
        return options
    }
}

/// The games the settings screen chooses, made by the paths the command line's take: the way to
/// play, over the sources (or a deck) the settings name, sharing the run's client, cache and plays.
///
/// A deck, or the shipped questions in a run that started with a deck, is read when chosen, on
/// the main thread, as the command line reads it before the game starts.
@MainActor
final class SettingsGames {
    private let options: Options
    /// What the run started with: the same source and filter keep its supply.
    private let initial: Settings
    private let runSupply: QuestionSupply
    /// The run's deck (`--deck`, `--questions`): practice's pool with the run's source.
    private let runDeck: DeckDealer?
    /// The supply whose client and cache the next ones share.
    private var shared: QuestionSupply
    private var bank: BundledBank
    private let language: Language
    private let paths: StoragePaths
    private let clock: AnyClock
    private let writer: FileWriter
    private let text: PlayerText
    /// Each deck's categories, once read.
    private var deckCategories: [String: [CategoryChoice]] = [:]

    init(
        options: Options, supply: QuestionSupply, bank: BundledBank, language: Language, paths: StoragePaths,
        clock: AnyClock, writer: FileWriter, text: PlayerText, deck: DeckDealer? = nil
    ) {
        runDeck = deck
        self.options = options
        initial = Settings(options)
        runSupply = supply
        shared = supply
        self.bank = bank
        self.language = language
        self.paths = paths
        self.clock = clock
        self.writer = writer
        self.text = text
    }

    /// The way to play `settings` choose, for the next games; why not when a deck can't be read
    /// or matches nothing.
    func makeHome(_ settings: Settings) -> Result<any GameMode, SettingsRefusal> {
        let options = options.playing(settings)
        let supply: QuestionSupply
        var deck: DeckDealer?
        // "Is it prime?" makes its questions up: no source is read for it. The others keep the
        // run's sources when they are the same (practice of the bank and a blitz are offline).
        if settings.mode.isOffline
            || (settings.played == initial.played && settings.category == initial.category
                && settings.difficulty == initial.difficulty
                && settings.mode.staysOffline == initial.mode.staysOffline)
        {
            supply = runSupply
            deck = runDeck
        } else {
            if options.deck != nil {
                do throws(KeptDecks.Refusal) {
                    deck = try KeptDecks.choose(
                        options, paths: paths, writer: writer, text: KeptDeckText(words: text.words),
                        problems: runSupply.problems
                    )
                    .dealer
                } catch {
                    return .failure(SettingsRefusal(message: error.message))
                }
            } else if let problem = loadBank() {
                return .failure(SettingsRefusal(message: problem))
            }
            supply = QuestionSupply(
                options: options, bank: bank, paths: paths, clock: clock, writer: writer,
                problems: runSupply.problems, deck: deck, sharing: shared)
            if supply.client != nil { shared = supply }
        }
        // A mode that reads the shipped questions itself (practice's pool): read them, when the run
        // started with a deck.
        if settings.mode.choice.readsBank, deck == nil, let problem = loadBank() {
            return .failure(SettingsRefusal(message: problem))
        }
        let mode = options.mode.make(
            seed: options.seed, trivia: SourcedDeck(manager: supply.manager, amount: options.amount),
            words: text.words, pool: Options.QuestionPool(deck: deck, bank: bank, filter: supply.filter))
        // What it takes from the settings (names kept, asked before one the command line starts).
        options.mode.choice.settle(mode, from: settings)
        return .success(mode)
    }

    /// A known category's name in the player's language (the value kept stays the id).
    private func shownName(_ name: String) -> String {
        CategoryPhrase.name(name, words: text.words)
    }

    /// The categories the screen offers for `source`.
    func categories(_ source: Settings.Source) -> [CategoryChoice] {
        switch source {
        case .openTriviaDB:
            return TriviaCategory.openTriviaDB.map { CategoryChoice(value: String($0.id), name: shownName($0.name)) }
        case .shipped:
            guard loadBank() == nil else { return [] }
            return bank.categories.map { CategoryChoice(value: String($0.id), name: shownName($0.name)) }
        case .deck(let name):
            if let known = deckCategories[name] { return known }
            var options = options.playing(Settings())
            options.deck = name
            let dealer = try? KeptDecks.choose(
                options, paths: paths, writer: writer, text: KeptDeckText(words: text.words)
            )
            .dealer
            let names = Set((dealer?.questions ?? []).map(\.category)).sorted()
            let choices = names.map { CategoryChoice(value: $0, name: $0) }
            deckCategories[name] = choices
            return choices
        }
    }

    /// The player's decks, by name.
    func decks() -> [String] {
        KeptDecks.store(paths).list().entries.map(\.name)
    }

    /// Reads the shipped questions when the run has none yet (it started with a deck); nil once
    /// they are in, else why not.
    private func loadBank() -> String? {
        guard bank.questions.isEmpty else { return nil }
        do throws(BankError) {
            bank = try BundledBank.loadInstalled(in: language)
            return nil
        } catch {
            return CommandLineText(words: text.words).bankProblem(error)
        }
    }
}
