import QuizView
import XCTest

/// How the screen fits its texts: the explanation, long questions in pages, the answer box,
/// and ASCII in a locale without UTF-8.
final class QuizScreenTextTests: XCTestCase {
    private static let explained: ScreenModel = {
        var model = Fixtures.answered
        guard case .game(var game) = model.content else { return model }
        game.explanation =
            "The wall is long but narrow, and no astronaut has seen it from the Moon, 384,000 km away; "
            + "from low orbit it is hard to pick out too."
        model.content = .game(game)
        return model
    }()

    func testTheExplanationSitsUnderTheVerdictAtEightyByTwentyFour() {
        let lines = renderedScreen(Self.explained, width: 80, height: 24).lines.map(trimmingTrailingSpaces)
        XCTAssertEqual(
            Array(lines[18...23]),
            [
                "                                 Score: 3 / 10",
                "                             ✓ Right, it was false",
                "    The wall is long but narrow, and no astronaut has seen it from the Moon,",
                "          384,000 km away; from low orbit it is hard to pick out too.",
                "",
                "                                  New Game [N]",
            ]
        )
    }

    func testALongExplanationIsCutWithAnEllipsisWhenItRunsOutOfRows() {
        // 16 rows: the score, the verdict, then one row for the explanation.
        let lines = renderedScreen(Self.explained, width: 40, height: 16).lines.map(trimmingTrailingSpaces)
        let layout = ScreenLayout(width: 40, height: 16)!
        XCTAssertEqual(layout.explanation.height, 1)
        XCTAssertEqual(lines[layout.explanation.y], "  The wall is long but narrow, and no…")
    }

    func testOnTheSmallestScreenTheExplanationFollowsTheVerdictOnItsLine() {
        let lines = renderedScreen(Self.explained, width: 40, height: 12).lines.map(trimmingTrailingSpaces)
        XCTAssertEqual(ScreenLayout(width: 40, height: 12)?.explanation.height, 0)
        XCTAssertEqual(lines[10], "✓ Right, it was false The wall is long…")
        XCTAssertEqual(lines[11], "              New Game [N]")
    }

    func testOnTheSmallestScreenACutExplanationNamesTheKeyThatShowsItWhole() {
        var model = Self.explained
        guard case .game(var game) = model.content else { return XCTFail("not a game screen") }
        game.moreKey = "e"
        model.content = .game(game)
        let small = renderedScreen(model, width: 40, height: 12).lines.map(trimmingTrailingSpaces)
        XCTAssertEqual(small[10], "✓ Right, it was false The wall is l… [e]")
        let taller = renderedScreen(model, width: 40, height: 16).lines.map(trimmingTrailingSpaces)
        XCTAssertEqual(taller[14], "  The wall is long but narrow, an… [e]")
        let large = renderedScreen(model, width: 80, height: 24).lines.map(trimmingTrailingSpaces)
        XCTAssertFalse(large.joined().contains("[e]"), "nothing is cut at 80x24")
    }

    // MARK: - Long questions

    static let longQuestion =
        "According to the International Hydrographic Organization, the Pacific Ocean, which covers about a third "
        + "of the surface of the Earth and holds more than half of its free water, is both the largest and the "
        + "deepest of the five oceans of our planet."

    func testAtFortyByTwelveALongQuestionIsNeverCutWithAnEllipsis() {
        XCTAssertEqual(Self.longQuestion.count, 245)
        let buffer = renderedScreen(Fixtures.game(card: CardModel(title: Self.longQuestion)), width: 40, height: 12)
        XCTAssertFalse(buffer.text.contains("…"), buffer.text)
        assertScreen(
            buffer,
            [
                " OpenQuizz               Open Trivia DB",
                "╭──────────────────────────────────────╮",
                "│    According to the International    │",
                "│    Hydrographic Organization, the    │",
                "│ Pacific Ocean, which covers about a  │",
                "│  third of the surface of the Earth   │",
                "│ and holds more than half of its free │",
                "│  water, is both the largest and the  │",
                "╰──────────────── 1/2 ─────────────────╯",
                "             Score: 3 / 10",
                "",
                "              New Game [N]",
            ]
        )
    }

    /// The tester's 1,019-character question at 80x24: it fit two pages with no margin, and was
    /// drawn against the border ("│This is a deliberately long statement number 1│").
    func testAtEightyByTwentyFourALongQuestionKeepsItsMarginOnEveryPage() throws {
        let title = (1...21).map { "This is a deliberately long statement number \($0)." }.joined(separator: " ")
        let layout = try XCTUnwrap(ScreenLayout(width: 80, height: 24))
        let pages = CardView(title: title).titlePages(restingFrame: layout.card)
        XCTAssertEqual(pages.count, 3, "a page more, rather than no margin")
        for page in 0..<pages.count {
            let buffer = renderedScreen(
                Fixtures.game(card: CardModel(title: title, page: page, pageKey: "↓")), width: 80, height: 24)
            for row in (layout.card.y + 1)..<(layout.card.maxY - 1) {
                // One blank column inside each border.
                let inside = [buffer[layout.card.x + 1, row]?.symbol, buffer[layout.card.maxX - 2, row]?.symbol]
                XCTAssertEqual(inside, [" ", " "], "page \(page + 1): '\(buffer.lines[row])'")
            }
        }
    }

    func testAtFortyByTwelveTheSecondPageShowsTheRestOfALongQuestion() {
        let card = CardModel(title: Self.longQuestion, page: 1, pageKey: "↓")
        assertScreen(
            renderedScreen(Fixtures.game(card: card), width: 40, height: 12),
            [
                " OpenQuizz               Open Trivia DB",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│    deepest of the five oceans of     │",
                "│             our planet.              │",
                "│                                      │",
                "│                                      │",
                "╰─────────── 2/2 [↓ first] ────────────╯",
                "             Score: 3 / 10",
                "",
                "              New Game [N]",
            ]
        )
        let pages = card.titlePages(restingFrame: ScreenLayout(width: 40, height: 12)!.card)
        XCTAssertEqual(pages.joined().joined(separator: " "), Self.longQuestion, "every word, once, in order")
    }

    func testAtEightyByTwentyFourALongQuestionFitsOneCard() {
        let lines = renderedScreen(Fixtures.game(card: CardModel(title: Self.longQuestion)), width: 80, height: 24)
            .lines.map(trimmingTrailingSpaces)
        XCTAssertEqual(
            Array(lines[7...12]),
            [
                "                │ According to the International Hydrographic  │",
                "                │    Organization, the Pacific Ocean, which    │",
                "                │  covers about a third of the surface of the  │",
                "                │  Earth and holds more than half of its free  │",
                "                │  water, is both the largest and the deepest  │",
                "                │      of the five oceans of our planet.       │",
            ]
        )
        XCTAssertEqual(lines[16], "                ╰──────────────────────────────────────────────╯", "one page")
    }

    // MARK: - The answer box

    private static func withAnswerBox(_ explanation: String) -> ScreenModel {
        var model = Self.explained
        model.answerBox = AnswerBox(
            verdict: "Right, it was false", tone: .positive, explanation: explanation, pageKey: "↓")
        return model
    }

    private static let wallExplanation =
        "The wall is long but narrow, and no astronaut has seen it from the Moon, 384,000 km away; "
        + "from low orbit it is hard to pick out too."

    func testTheAnswerBoxShowsTheWholeVerdictAndExplanationAtFortyByTwelve() {
        assertScreen(
            renderedScreen(Self.withAnswerBox(Self.wallExplanation), width: 40, height: 12),
            [
                "╭─────────────── Answer ───────────────╮",
                "│                                      │",
                "│ ✓ Right, it was false                │",
                "│                                      │",
                "│ The wall is long but narrow, and no  │",
                "│ astronaut has seen it from the Moon, │",
                "│ 384,000 km away; from low orbit it   │",
                "│ is hard to pick out too.             │",
                "│                                      │",
                "│        press any key to close        │",
                "╰──────────────────────────────────────╯",
                "              New Game [N]",
            ]
        )
    }

    func testTheAnswerBoxAtEightyByTwentyFourIsCentredOverTheGame() {
        let lines = renderedScreen(Self.withAnswerBox(Self.wallExplanation), width: 80, height: 24)
            .lines.map(trimmingTrailingSpaces)
        XCTAssertEqual(
            Array(lines[7...16]),
            [
                "        ╭─────────────────────────── Answer ───────────────────────────╮",
                "        │                                                              │",
                "        │ ✓ Right, it was false                                        │",
                "        │                                                              │",
                "        │ The wall is long but narrow, and no astronaut has seen it    │",
                "        │ from the Moon, 384,000 km away; from low orbit it is hard to │",
                "        │ pick out too.                                                │",
                "        │                                                              │",
                "        │                    press any key to close                    │",
                "        ╰──────────────────────────────────────────────────────────────╯",
            ]
        )
    }

    func testAnAnswerTooLongForTheScreenIsShownInPages() {
        let explanation = String(repeating: "The wall is long but narrow. ", count: 12)
        let model = Self.withAnswerBox(explanation)
        assertScreen(
            renderedScreen(model, width: 40, height: 12),
            [
                "╭─────────────── Answer ───────────────╮",
                "│ ✓ Right, it was false                │",
                "│                                      │",
                "│ The wall is long but narrow. The     │",
                "│ wall is long but narrow. The wall is │",
                "│ long but narrow. The wall is long    │",
                "│ but narrow. The wall is long but     │",
                "│ narrow. The wall is long but narrow. │",
                "│ The wall is long but narrow. The     │",
                "│ wall is long but narrow. The wall is │",
                "│   [↓] next page, other keys close    │",
                "╰──────────────── 1/2 ─────────────────╯",
            ]
        )
        let box = try? XCTUnwrap(model.answerBox)
        let pages = box?.pages(frame: Rect(x: 0, y: 0, width: 40, height: 12), theme: .colorsUnicode) ?? []
        XCTAssertEqual(pages.count, 2)
        let words = pages.joined().dropFirst(2).joined(separator: " ").split(separator: " ")
        XCTAssertEqual(words, explanation.split(separator: " "), "every word, once, in order")
    }

    // MARK: - A locale without UTF-8

    func testInALocaleWithoutUTF8EveryTextIsDrawnInASCII() {
        let model = Fixtures.game(
            card: CardModel(title: "Les Misérables: “Jean Valjean” — 東京 👨‍👩‍👧‍👦 ½"), verdict: "Right! It's true.",
            verdictTone: .positive)
        let theme = Theme(colorMode: .none, ascii: true, transliteratesText: true)
        assertScreen(
            renderedScreen(model, width: 40, height: 12, theme: theme),
            [
                " OpenQuizz               Open Trivia DB",
                "+--------------------------------------+",
                "|                                      |",
                "|                                      |",
                "|   Les Miserables: \"Jean Valjean\" -   |",
                "|          ???? ???????? 1/2           |",
                "|                                      |",
                "|                                      |",
                "+--------------------------------------+",
                "             Score: 3 / 10",
                "         [+] Right! It's true.",
                "              New Game [N]",
            ]
        )
    }

    func testInALocaleWithoutUTF8EveryTextOfEveryPartIsASCII() {
        let text = "Zürich “é” 東京 👍🏽"
        let game = GameScreen(
            header: text, notice: text, card: CardModel(title: text, badge: text, pageKey: text), score: text,
            verdict: text, verdictTone: .negative, explanation: text, moreKey: text, bottom: .button(text))
        let theme = Theme(colorMode: .none, ascii: true, transliteratesText: true)
        let models = [
            ScreenModel(
                content: .game(game), showsHelp: true, helpLines: [HelpLine(key: text, action: text)],
                answerBox: AnswerBox(verdict: text, tone: .positive, explanation: text, pageKey: text)),
            ScreenModel(content: .game(game), answerBox: AnswerBox(verdict: text, tone: nil, explanation: text)),
            ScreenModel(content: .game(game)),
            ScreenModel(content: .splash(message: text, spinnerFrame: 3)),
        ]
        for model in models {
            for (width, height) in [(40, 12), (80, 24), (200, 60)] {
                let buffer = renderedScreen(model, width: width, height: height, theme: theme)
                let stray = buffer.cells.filter { !$0.symbol.unicodeScalars.allSatisfy(\.isASCII) }
                XCTAssertEqual(stray.map(\.symbol), [], "\(width)x\(height)\n\(buffer.text)")
                XCTAssertTrue(buffer.text.contains("Zurich"), "\(width)x\(height)\n\(buffer.text)")
            }
        }
    }

    func testTheASCIIOptionAloneKeepsTheTextAsItIs() {
        let model = Fixtures.game(card: CardModel(title: "Les Misérables"))
        let buffer = renderedScreen(model, width: 40, height: 12, theme: .plainASCII)
        XCTAssertTrue(buffer.text.contains("Les Misérables"), buffer.text)
    }
}
