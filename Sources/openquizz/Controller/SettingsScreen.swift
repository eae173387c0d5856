import Foundation
import QuizCore
import QuizView

/// A category the settings screen offers: what `Settings.category` keeps (an Open Trivia DB id,
/// or a deck's category) and the name shown.
struct CategoryChoice: Equatable, Sendable {
    var value: String
    var name: String
}

/// What the settings screen offers, from the run: the player's decks, and each source's
/// categories (asked when the screen shows them).
struct SettingsChoices {
    /// The player's decks, by name (`KeptDecks`).
    var decks: [String] = []
    /// The categories of a source: the Open Trivia DB's, the shipped questions', a deck's.
    var categories: @MainActor (Settings.Source) -> [CategoryChoice] = { _ in [] }
    /// The language the environment speaks, for the "automatic" value.
    var environmentLanguage = Language.english
}

/// The settings screen (`o`), as a child of the controller: the rows of `Settings`, one selected,
/// each value changed with ←/→ or Enter, a category picked from a list filtered by typing.
///
/// It changes only its own copy of the settings (`chosen`); the controller saves and applies them
/// when the screen closes, from the next game on.
struct SettingsScreen: Equatable {
    /// The screen's rows, top to bottom.
    enum Row: CaseIterable, Equatable, Sendable {
        case source, category, difficulty, amount, mode, language, color, motion, explanations, mouse

        /// Rows whose change waits for the next start of the game, not the next game.
        var waitsForNextStart: Bool { self == .language || self == .color || self == .mouse }
    }

    /// The category list open over the rows: what was typed, and the match selected.
    struct CategoryList: Equatable {
        var query = ""
        var selected = 0
        var top = 0
    }

    /// What the parent does after a key.
    enum Outcome: Equatable {
        case stay
        /// Close the screen (Esc): the choices play from the next game.
        case close
        /// Close the screen and start a new game (N) with the choices.
        case newGame
    }

    /// What the screen reads from the run and the screen.
    struct Context {
        var screenWidth: Int
        var screenHeight: Int
        var words: Wording
        var ascii: Bool
        var choices: SettingsChoices

        /// Rows for the settings or the categories on this screen.
        func rows(hasSearch: Bool) -> Int {
            QuizView.Panel.textRows(screenHeight: screenHeight, hasSearch: hasSearch)
        }
    }

    /// The settings in force when the screen opened.
    let original: Settings
    /// The settings as chosen here.
    private(set) var chosen: Settings
    private(set) var selected = Row.source
    /// The first row shown.
    private(set) var top = 0
    /// The category list, while it is open.
    private(set) var categoryList: CategoryList?
    /// Digits typed in a row on the amount row make one number.
    private var typingAmount = false
    /// Said on the hint row, until the next key: why the choices could not be kept or applied.
    var problem: String?
    /// The duel's names, while they are asked (DuelScreen.swift).
    private(set) var names: NameEntry?

    init(_ settings: Settings) {
        original = settings
        chosen = settings
    }

    /// Whether a printable character types into the category list's filter.
    var typesText: Bool { categoryList != nil || names != nil }

    // MARK: - Keys

    /// A key: it moves, changes a value, jumps to a row, types into the filter, or closes.
    @MainActor
    mutating func receive(_ key: Key, _ context: Context) -> Outcome {
        problem = nil
        if var entry = names {
            switch entry.receive(key, words: context.words) {
            case .typing: names = entry
            case .back: names = nil
            case .named(let one, let two):
                (chosen.player1, chosen.player2, names) = (one, two, nil)
                return entry.then
            }
            return .stay
        }
        if categoryList != nil {
            listReceived(key, context)
            return .stay
        }
        let wasTypingAmount = typingAmount
        typingAmount = false
        switch key {
        case .escape: return closing(.close)
        case .up: select(offset: -1, context)
        case .down: select(offset: 1, context)
        case .home, .pageUp: select(Row.allCases[0], context)
        case .end, .pageDown: select(Row.allCases[Row.allCases.count - 1], context)
        case .left: step(-1, context)
        case .right: step(1, context)
        case .enter, .character(" "): activate(context)
        case .character(let character) where character == "n" || character == "N":
            return closing(.newGame)
        case .character(let character) where character.isWholeNumber:
            typeAmount(character, continuing: wasTypingAmount)
        case .character(let character):
            jump(to: character, context)
        default: break
        }
        return .stay
    }

    /// Typed or pasted text: into the category list's filter.
    mutating func type(_ text: String) {
        names?.type(text)
        guard var list = categoryList else { return }
        list.query += text.filter { !$0.isNewline }
        list.selected = 0
        list.top = 0
        categoryList = list
    }

    /// A click on the row `index` (from the panel's first text row): it selects the row, and on a
    /// row already selected (or a category listed), changes or picks its value.
    @MainActor
    mutating func clicked(index: Int, _ context: Context) {
        problem = nil
        guard names == nil else { return }
        if var list = categoryList {
            let matches = Self.matches(list.query, in: categories(context))
            let row = list.top + index
            guard matches.indices.contains(row) else { return }
            list.selected = row
            categoryList = list
            listReceived(.enter, context)
            return
        }
        let position = shownTop(context) + index
        guard Row.allCases.indices.contains(position) else { return }
        let row = Row.allCases[position]
        if row == selected { activate(context) } else { select(row, context) }
    }

    /// A notch of the wheel: the selection (or the list's) moves by `rows`.
    @MainActor
    mutating func wheeled(_ rows: Int, _ context: Context) {
        for _ in 0..<MouseWheel.rowsPerNotch { _ = receive(rows < 0 ? .up : .down, context) }
    }

    /// Closes as `outcome` says, unless a duel chosen here asks its players' names first.
    private mutating func closing(_ outcome: Outcome) -> Outcome {
        guard NameEntry.asks(chosen, original: original) else { return outcome }
        names = NameEntry(then: outcome)
        return .stay
    }

    // MARK: - Values

    /// The categories of the source chosen, "any" first.
    @MainActor
    func categories(_ context: Context) -> [CategoryChoice?] {
        [nil] + context.choices.categories(chosen.source)
    }

    /// The sources offered: the Open Trivia DB, the shipped questions, each deck.
    func sources(_ context: Context) -> [Settings.Source] {
        var sources: [Settings.Source] = [.openTriviaDB, .shipped] + context.choices.decks.map { .deck($0) }
        // A deck chosen before, since gone from the folder, stays on offer where it was.
        if !sources.contains(chosen.source) { sources.append(chosen.source) }
        return sources
    }

    /// The categories whose name holds every word of `query` (case and accents aside).
    static func matches(_ query: String, in categories: [CategoryChoice?]) -> [CategoryChoice?] {
        let words = query.split(separator: " ").map { fold(String($0)) }
        guard !words.isEmpty else { return categories }
        return categories.filter { choice in
            guard let choice else { return false }
            let name = fold(choice.name)
            return words.allSatisfy { name.contains($0) }
        }
    }

    /// Lower case, without accents.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    // MARK: - Private

    @MainActor
    private mutating func listReceived(_ key: Key, _ context: Context) {
        guard var list = categoryList else { return }
        let matches = Self.matches(list.query, in: categories(context))
        let visible = context.rows(hasSearch: true)
        switch key {
        case .escape:
            categoryList = nil
            return
        case .enter:
            guard matches.indices.contains(list.selected) else { return }
            chosen.category = matches[list.selected]?.value
            categoryList = nil
            return
        case .up: list.selected = max(0, list.selected - 1)
        case .down: list.selected = min(max(0, matches.count - 1), list.selected + 1)
        case .pageUp: list.selected = max(0, list.selected - visible)
        case .pageDown: list.selected = min(max(0, matches.count - 1), list.selected + visible)
        case .backspace:
            if !list.query.isEmpty { list.query.removeLast() }
            list.selected = 0
        case .control("u"):
            list.query = ""
            list.selected = 0
        case .character(let character):
            list.query.append(character)
            list.selected = 0
        default: break
        }
        list.top = HistoryBrowser.top(keeping: list.selected, from: list.top, visible: visible, total: matches.count)
        categoryList = list
    }

    private mutating func select(offset: Int, _ context: Context) {
        let rows = Row.allCases
        let index = (rows.firstIndex(of: selected) ?? 0) + offset
        select(rows[min(max(0, index), rows.count - 1)], context)
    }

    private mutating func select(_ row: Row, _ context: Context) {
        selected = row
        let index = Row.allCases.firstIndex(of: row) ?? 0
        top = HistoryBrowser.top(
            keeping: index, from: top, visible: context.rows(hasSearch: false), total: Row.allCases.count)
    }

    /// The next row whose name starts with `letter`, after the one selected (case and accents aside).
    private mutating func jump(to letter: Character, _ context: Context) {
        let rows = Row.allCases
        let start = rows.firstIndex(of: selected) ?? 0
        let wanted = Self.fold(String(letter))
        for offset in 1...rows.count {
            let row = rows[(start + offset) % rows.count]
            if Self.fold(context.words(SettingsScreenWords.row(row))).hasPrefix(wanted) {
                select(row, context)
                return
            }
        }
    }

    /// Enter, Space or a click: the category row opens its list; the others take their next value.
    @MainActor
    private mutating func activate(_ context: Context) {
        guard selected == .category else { return step(1, context) }
        var list = CategoryList()
        let categories = categories(context)
        list.selected = categories.firstIndex { $0?.value == chosen.category } ?? 0
        list.top = HistoryBrowser.top(
            keeping: list.selected, from: 0, visible: context.rows(hasSearch: true), total: categories.count)
        categoryList = list
    }

    private mutating func typeAmount(_ digit: Character, continuing: Bool) {
        guard selected == .amount, let value = digit.wholeNumberValue else { return }
        let longer = chosen.amount * 10 + value
        let amount = continuing && Options.amountRange.contains(longer) ? longer : value
        if Options.amountRange.contains(amount) { chosen.amount = amount }
        typingAmount = true
    }

    /// The selected row's value, `by` steps on (round the list; the amount stops at its ends).
    @MainActor
    private mutating func step(_ by: Int, _ context: Context) {
        func next<T: Equatable>(_ values: [T], _ current: T) -> T {
            guard !values.isEmpty else { return current }
            let index = values.firstIndex(of: current) ?? 0
            return values[((index + by) % values.count + values.count) % values.count]
        }
        switch selected {
        case .source:
            let source = next(sources(context), chosen.source)
            // Each source has categories of its own.
            if source != chosen.source { chosen.category = nil }
            chosen.source = source
        case .category:
            let values = categories(context).map { $0?.value }
            chosen.category = next(values, values.contains(chosen.category) ? chosen.category : nil)
        case .difficulty: chosen.difficulty = next([nil] + Difficulty.allCases, chosen.difficulty)
        case .amount:
            chosen.amount = min(max(chosen.amount + by, Options.amountRange.lowerBound), Options.amountRange.upperBound)
        case .mode: chosen.mode = next(Options.Mode.allCases, chosen.mode)
        case .language: chosen.language = next([nil] + Language.allCases, chosen.language)
        case .color: chosen.color.toggle()
        case .motion: chosen.reducedMotion.toggle()
        case .explanations: chosen.explanations.toggle()
        case .mouse: chosen.mouse.toggle()
        }
    }
}
