import QuizCore
import QuizView

/// The review's and the stats' lines, made once for each change and each width, not on every key
/// and frame: a review of ten 70 KB answers takes a tenth of a second to wrap, and a key must cost
/// well under a frame.
///
/// The lines are kept with what they were made from (which panel, a version of its contents, the
/// width); asked again for the same, they are handed back as they are.
struct PanelLinesCache {
    /// What a panel's lines depend on.
    struct Source: Equatable {
        enum Panel: Equatable {
            case review, stats
        }

        var panel: Panel
        /// Changes whenever the contents do: the game and its number of answers, or the number of
        /// answers known and whether the history is read.
        var version: [String]
        var width: Int
    }

    /// A panel's lines, and the line each question starts on (the review's; none for the stats).
    typealias Content = (lines: [PanelLine], questionStarts: [Int])

    private var source: Source?
    private var content: Content = ([], [])
    /// How many times lines were made (for the tests: one per change, never one per key).
    private(set) var builds = 0
    /// What each practised pool holds now, for the stats' practice section; nil counts the
    /// history's boxes as they are.
    var poolQuestions: PracticePoolQuestions?

    /// The content for `source`: kept if it was made for it, else `make()`'s.
    mutating func content(for source: Source, make: () -> Content) -> Content {
        if source != self.source {
            content = make()
            self.source = source
            builds += 1
        }
        return content
    }
}

extension PanelLinesCache {
    /// The review of `game`'s answers, as `text` words it, and where each question starts.
    @MainActor
    mutating func review(of session: ModeSession, text: PlayerText, theme: Theme, width: Int, explanations: Bool)
        -> Content
    {
        let game = session.game
        let source = Source(panel: .review, version: [game.gameID, String(game.answers.count)], width: width)
        return content(for: source) {
            session.screen.review(session, text: text, theme: theme, width: width, explanations: explanations)
        }
    }

    /// The share line of `session`'s game, as its mode says it.
    @MainActor
    func shareLine(_ session: ModeSession, _ text: PlayerText, ascii: Bool) -> String {
        session.screen.shareLine(session, text: text, ascii: ascii)
    }

    /// The stats of `history`, as `text` words them.
    @MainActor
    mutating func stats(
        of history: PlayerHistory, text: PlayerText, ascii: Bool, width: Int, today: DailyDate? = nil,
        players: Settings = Settings()
    ) -> [PanelLine] {
        let source = Source(
            panel: .stats,
            version: [String(history.records.count), String(history.isLoaded), players.player1, players.player2],
            width: width)
        let poolQuestions = poolQuestions
        return content(for: source) {
            let lines = text.panel.statsLines(
                history.stats, ascii: ascii, isLoaded: history.isLoaded, keepsHistory: history.keepsHistory,
                width: width, today: today, readsHistory: history.readsHistory, players: players,
                poolQuestions: poolQuestions?.questions)
            return (lines, [])
        }.lines
    }
}
