import QuizCore
import QuizView

/// The history search's state: the query as typed, the answers that match it, the selected line
/// and the window of lines shown.
///
/// Searching is debounced on the injected clock: at most one search a frame, whatever comes. The
/// first edit of a burst (a key, a paste, Tab, the panel opening) searches at once, the edits that
/// follow within `debounce` of that search are gathered into one search when it has passed. So
/// the list is never more than a frame behind the query, and a flood of keys costs one search a
/// frame, however fast they come. A key that acts on the list (Enter, the arrows) catches up
/// first when it may; when a search ran less than a frame ago, Enter opens the answer once its
/// list is searched, at the next frame (never one of an older list), and a move is undone by
/// that search, which selects the first line.
struct HistoryBrowser: Equatable {
    /// The shortest time between two searches: one frame.
    static let debounce = 1 / GameController.frameRate

    /// The query as typed.
    private(set) var query = ""
    /// The query the matches are for.
    private(set) var searchedQuery = ""
    private(set) var verdicts = VerdictFilter.all
    /// The matching answers, as indices into the history's records, newest first.
    private(set) var matches: [Int] = []
    /// The selected line, an index into `matches`.
    private(set) var selected = 0
    /// The first line shown.
    private(set) var top = 0
    /// When the gathered edits are searched; nil when the matches are up to date.
    private(set) var searchDue: Double?
    /// The page of the selected answer's box, or nil when it is closed.
    var detailPage: Int?
    /// Whether Enter asked for the selected answer's box before its list was searched: it opens
    /// once it is, unless another key came first (which would have closed it).
    var opensWhenSearched = false
    /// When the last search ran: the next one runs a frame later at the soonest.
    private(set) var lastSearch: Double
    /// The query's length in characters, kept: counting a full query for every key of a flood
    /// would cost more than the key.
    private var queryLength = 0

    /// Makes the browser, its list searched at once, or a frame after `lastSearch` (the last
    /// search of the browser before it: opening and closing the panel in a flood of keys doesn't
    /// search more often than typing does).
    init(now: Double, lastSearch: Double = -.infinity, search: (String, VerdictFilter) -> [Int]) {
        self.lastSearch = lastSearch
        edited(at: now, search: search)
    }

    // MARK: - Editing

    /// The longest query, in characters.
    ///
    /// A search is a few words, and a longer query would only cost time to draw and to search.
    /// What a paste brings beyond it is dropped.
    static let maximumQueryLength = 200

    /// Types `text` (a key or a paste; its control characters and newlines become spaces), up to
    /// `maximumQueryLength` characters in all: the rest of a long paste is dropped, unread.
    mutating func type(_ text: String, at now: Double, search: (String, VerdictFilter) -> [Int]) {
        let room = Self.maximumQueryLength - queryLength
        guard room > 0 else { return }
        // Only what fits is looked at: a 60,000-character paste costs 200 characters' work.
        let cleaned = text.prefix(room).map {
            $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : $0
        }
        guard !cleaned.isEmpty else { return }
        query += String(cleaned)
        queryLength = query.count
        edited(at: now, search: search)
    }

    /// Deletes the last character (Backspace).
    mutating func deleteBackward(at now: Double, search: (String, VerdictFilter) -> [Int]) {
        guard !query.isEmpty else { return }
        query.removeLast()
        queryLength -= 1
        edited(at: now, search: search)
    }

    /// Empties the query (Ctrl-U).
    mutating func clear(at now: Double, search: (String, VerdictFilter) -> [Int]) {
        guard !query.isEmpty else { return }
        query = ""
        queryLength = 0
        edited(at: now, search: search)
    }

    /// Shows all answers, the wrong ones only, or the right ones only (Tab): an edit too.
    mutating func cycleVerdicts(at now: Double, search: (String, VerdictFilter) -> [Int]) {
        verdicts = verdicts.next
        edited(at: now, search: search)
    }

    /// Searches again now: the history on disk came in (once a run, so never a flood).
    mutating func refresh(at now: Double, search: (String, VerdictFilter) -> [Int]) {
        run(search, at: now)
    }

    /// Runs the gathered edits' search now, if one waits and a frame has passed since the last.
    ///
    /// Before a key that acts on the list. Returns whether the list is the query's.
    @discardableResult
    mutating func catchUp(at now: Double, search: (String, VerdictFilter) -> [Int]) -> Bool {
        guard searchDue != nil else { return true }
        guard now - lastSearch >= Self.debounce else { return false }
        run(search, at: now)
        return true
    }

    /// Runs the gathered edits' search once its time has come.
    mutating func advance(to now: Double, search: (String, VerdictFilter) -> [Int]) {
        guard let due = searchDue, now >= due else { return }
        run(search, at: now)
    }

    /// Opens the selected answer's box (Enter): at once when the list is the query's, or once
    /// it is searched.
    mutating func open(at now: Double, search: (String, VerdictFilter) -> [Int]) {
        if catchUp(at: now, search: search) {
            if !matches.isEmpty { detailPage = 0 }
        } else {
            opensWhenSearched = true
        }
    }

    // MARK: - Moving

    /// Moves the selection for a scrolling command (`KeyMap.panelBindings`), keeping it in a
    /// `visible`-line window; false for any other command.
    mutating func move(_ command: PanelCommand, visible: Int) -> Bool {
        let page = max(1, visible - 1)
        switch command {
        case .scrollUp: selected -= 1
        case .scrollDown: selected += 1
        case .pageUp: selected -= page
        case .pageDown: selected += page
        case .top: selected = 0
        case .bottom: selected = matches.count - 1
        default: return false
        }
        selected = min(max(0, selected), max(0, matches.count - 1))
        top = Self.top(keeping: selected, from: top, visible: visible, total: matches.count)
        return true
    }

    /// The first line to show so that `selected` is in a `visible`-line window, moving as little
    /// as it can from `top`.
    static func top(keeping selected: Int, from top: Int, visible: Int, total: Int) -> Int {
        var top = min(top, selected)
        if selected >= top + visible { top = selected - visible + 1 }
        return min(max(0, top), max(0, total - visible))
    }

    // MARK: - Private

    private mutating func edited(at now: Double, search: (String, VerdictFilter) -> [Int]) {
        if searchDue == nil, now - lastSearch >= Self.debounce {
            run(search, at: now)
        } else {
            searchDue = max(now, lastSearch + Self.debounce)
        }
    }

    private mutating func run(_ search: (String, VerdictFilter) -> [Int], at now: Double) {
        matches = search(query, verdicts)
        searchedQuery = query
        lastSearch = now
        searchDue = nil
        selected = 0
        top = 0
        detailPage = opensWhenSearched && !matches.isEmpty ? 0 : nil
        opensWhenSearched = false
    }
}
