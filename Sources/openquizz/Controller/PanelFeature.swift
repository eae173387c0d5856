import QuizCore
import QuizView

/// A panel open over the game (the review, the stats or the history), as a child of the
/// controller: it takes the keys while it is open and says what it shows.
///
/// It knows no `Game`: what it shows comes through a `PanelFeature.Context`, so it is tested on
/// its own.
struct PanelFeature: Equatable {
    /// Which panel, and where it stands.
    enum State: Equatable {
        /// The game just over, answer by answer (`r`).
        case review(Scroller)
        /// What the history says (`s`).
        case stats(Scroller)
        /// Every answer ever given, searched as you type (`/`).
        case history(HistoryBrowser)
    }

    /// What the parent does after a key.
    enum Outcome: Equatable {
        /// The panel stays open.
        case stay
        /// The panel closed itself.
        case close
        /// Put this text on the clipboard (OSC 52); the panel stays open.
        case copy(String)
    }

    /// What a panel reads from the game, the history and the screen.
    struct Context {
        var screenWidth: Int
        var screenHeight: Int
        var now: Double
        var theme: Theme
        var text: PlayerText
        /// Whether the terminal reports the mouse (the copy hint then says to hold Shift).
        var usesMouse = false
        /// Whether OSC 52 may reach a clipboard here.
        var canCopy = true
        var history: PlayerHistory
        /// The number of answers in the game reviewed.
        var answerCount = 0
        /// The review's lines and where each question starts.
        var review: @MainActor () -> PanelLinesCache.Content = { ([], []) }
        /// The stats' lines.
        var stats: @MainActor () -> [PanelLine] = { [] }
        /// The share line `c` copies.
        var shareLine: @MainActor () -> String = { "" }
        /// The players' names now, as the settings in force give them or the game on screen
        /// keeps them (the history names a duel's answers by them).
        var players = Settings()

        /// Rows for a panel's lines on this screen.
        func rows(hasSearch: Bool) -> Int {
            QuizView.Panel.textRows(screenHeight: screenHeight, hasSearch: hasSearch)
        }

        var width: Int { QuizView.Panel.textWidth(screenWidth: screenWidth) }

        /// The history's search, for the browser.
        @MainActor
        func search(_ query: String, _ verdicts: VerdictFilter) -> [Int] {
            history.search(query, verdicts: verdicts)
        }
    }

    private(set) var state: State
    /// Whether `c` sent the share line (true) or couldn't (false), said until the review closes.
    private(set) var copied: Bool?

    init(_ state: State) {
        self.state = state
    }

    /// Whether a printable character types into a text field (the history's search, no box open).
    var typesText: Bool {
        if case .history(let browser) = state { browser.detailPage == nil && !browser.opensWhenSearched } else { false }
    }

    /// Whether a box (a history answer) is open over the panel.
    var hasDetail: Bool {
        if case .history(let browser) = state { browser.detailPage != nil || browser.opensWhenSearched } else { false }
    }

    // MARK: - Keys

    /// A key while the panel is open: it scrolls, types or copies, and any other key closes it.
    @MainActor
    mutating func receive(_ key: Key, _ context: Context) -> Outcome {
        switch state {
        case .review(var scroller):
            if KeyMap.panelCommand(for: key, in: .review) == .copyShareLine {
                copied = context.canCopy
                // Back to the top, where the share line is: to see what was copied, or select it.
                state = .review(Scroller())
                return context.canCopy ? .copy(context.shareLine()) : .stay
            }
            guard scroller.scroll(key, total: context.review().lines.count, visible: context.rows(hasSearch: false))
            else { return .close }
            state = .review(scroller)
        case .stats(var scroller):
            guard scroller.scroll(key, total: context.stats().count, visible: context.rows(hasSearch: false)) else {
                return .close
            }
            state = .stats(scroller)
        case .history(var browser):
            let outcome = Self.historyReceived(key, &browser, context)
            state = .history(browser)
            return outcome
        }
        return .stay
    }

    /// A key in the history: it types into the search, moves the selection or opens the
    /// selected answer; Esc steps back.
    @MainActor
    private static func historyReceived(_ key: Key, _ browser: inout HistoryBrowser, _ context: Context) -> Outcome {
        if let page = browser.detailPage {
            // The page key turns the box's pages; any other key closes it.
            browser.detailPage = KeyMap.command(for: key) == .nextPage ? page + 1 : nil
            return .stay
        }
        if browser.opensWhenSearched {
            // The box Enter asked for is closed before it opens.
            browser.opensWhenSearched = false
            return .stay
        }
        let now = context.now
        // A printable character types into the search; the other keys are the table's.
        if case .character(let character) = key {
            browser.type(String(character), at: now, search: context.search)
            return .stay
        }
        switch KeyMap.panelCommand(for: key, in: .history) {
        case .close:
            return .close
        case .openAnswer:
            // The answer opened is one of the list the query asks for, never of an older one.
            browser.open(at: now, search: context.search)
        case .deleteBackward:
            browser.deleteBackward(at: now, search: context.search)
        case .clearSearch:
            browser.clear(at: now, search: context.search)
        case .cycleVerdicts:
            browser.cycleVerdicts(at: now, search: context.search)
        case let command:
            browser.catchUp(at: now, search: context.search)
            if let command { _ = browser.move(command, visible: context.rows(hasSearch: true)) }
        }
        return .stay
    }

    /// Pasted text is typed into the history's search (never a command).
    @MainActor
    mutating func paste(_ text: String, _ context: Context) {
        guard case .history(var browser) = state, browser.detailPage == nil, !browser.opensWhenSearched else { return }
        browser.type(text, at: context.now, search: context.search)
        state = .history(browser)
    }

    /// A modified key closes the history's answer box; elsewhere, it closes the panel.
    mutating func modifiedKey(_ key: Key) -> Outcome {
        // Esc twice in a row reads as Alt-Esc: it leaves the history, box and all.
        guard case .history(var browser) = state, key != .escape else { return .close }
        browser.detailPage = nil
        browser.opensWhenSearched = false
        state = .history(browser)
        return .stay
    }

    /// A notch of the wheel scrolls the panel, as `key` pressed three times; it never closes it,
    /// nor touches a box open over it.
    @MainActor
    mutating func wheeled(_ key: Key, _ context: Context) -> Outcome {
        guard !hasDetail else { return .stay }
        var outcome = Outcome.stay
        for _ in 0..<MouseWheel.rowsPerNotch where outcome == .stay { outcome = receive(key, context) }
        return outcome
    }

    /// The clock moved on: a search typed ahead runs once due.
    @MainActor
    mutating func advance(_ context: Context) {
        guard case .history(var browser) = state else { return }
        browser.advance(to: context.now, search: context.search)
        state = .history(browser)
    }

    /// The history on disk is in: the search sees it.
    @MainActor
    mutating func historyLoaded(_ context: Context) {
        guard case .history(var browser) = state else { return }
        browser.refresh(at: context.now, search: context.search)
        state = .history(browser)
    }

    /// When the next search is due, if one waits.
    var searchDue: Double? {
        if case .history(let browser) = state { browser.searchDue } else { nil }
    }
}

// MARK: - What it shows

extension PanelFeature {
    /// The panel's values for the view, cut to the rows this screen has.
    @MainActor
    func model(_ context: Context) -> QuizView.Panel {
        let text = context.text
        switch state {
        case .review(let scroller):
            let hint =
                copied.map { text.panel.copied(sent: $0, width: context.width, mouse: context.usesMouse) }
                ?? text.panel.reviewHint(screenWidth: context.screenWidth, ascii: context.theme.ascii)
            let review = context.review()
            return Self.scrolled(
                title: text.panel.reviewTitle, lines: review.lines, scroller: scroller, hint: hint, context
            ) {
                text.panel.reviewPosition(top: $0, visible: $1, review: review, questions: review.questionStarts.count)
            }
        case .stats(let scroller):
            let lines = context.stats()
            return Self.scrolled(
                title: text.panel.statsTitle, lines: lines, scroller: scroller,
                hint: text.panel.statsHint(screenWidth: context.screenWidth, ascii: context.theme.ascii), context
            ) { top, visible in
                // Stats lines count nothing: only whether more lies out of sight.
                text.panel.moreInSight(above: top > 0, below: top + visible < lines.count)
            }
        case .history(let browser):
            return Self.historyPanel(browser, context)
        }
    }

    /// The selected history answer's box, while it is open.
    @MainActor
    func detail(_ context: Context) -> AnswerBox? {
        guard case .history(let browser) = state, let page = browser.detailPage,
            browser.matches.indices.contains(browser.selected)
        else { return nil }
        let index = browser.matches[browser.selected]
        guard context.history.records.indices.contains(index) else { return nil }
        return context.text.panel.historyDetail(
            context.history.records[index], page: page, pageKey: KeyMap.pageKeyName(ascii: context.theme.ascii),
            players: context.players)
    }

    /// A panel showing `lines` from the scroller's top; `position` says where they stand (given
    /// the top and the rows), asked only when they don't all fit.
    private static func scrolled(
        title: String, lines: [PanelLine], scroller: Scroller, hint: String, _ context: Context,
        position: (_ top: Int, _ visible: Int) -> String?
    ) -> QuizView.Panel {
        let visible = context.rows(hasSearch: false)
        let top = scroller.clampedTop(total: lines.count, visible: visible)
        return QuizView.Panel(
            title: title, lines: Array(lines.dropFirst(top).prefix(visible)),
            position: lines.count > visible ? position(top, visible) : nil,
            hint: hint)
    }

    @MainActor
    private static func historyPanel(_ browser: HistoryBrowser, _ context: Context) -> QuizView.Panel {
        let history = context.history
        let text = context.text
        let visible = context.rows(hasSearch: true)
        let top = HistoryBrowser.top(
            keeping: browser.selected, from: browser.top, visible: visible, total: browser.matches.count)
        var lines: [PanelLine] = []
        for (offset, index) in browser.matches.dropFirst(top).prefix(visible).enumerated()
        where history.records.indices.contains(index) {
            lines.append(
                text.panel.historyLine(
                    history.records[index], symbols: context.theme.symbols, isSelected: top + offset == browser.selected
                ))
        }
        if lines.isEmpty {
            let empty = text.panel.emptyHistory(
                query: browser.searchedQuery, verdicts: browser.verdicts, hasAnswers: !history.records.isEmpty,
                keepsHistory: history.keepsHistory, isLoaded: history.isLoaded)
            lines = TextLayout.wrap(empty, width: context.width).map { PanelLine($0, .dim) }
        }
        let position =
            history.isLoaded
            ? text.panel.historyPosition(selected: browser.selected, count: browser.matches.count)
            : text.panel.readingHistory
        return QuizView.Panel(
            title: text.panel.historyTitle(browser.verdicts), search: browser.query, lines: lines, position: position,
            hint: text.panel.historyHint(screenWidth: context.screenWidth, ascii: context.theme.ascii))
    }
}
