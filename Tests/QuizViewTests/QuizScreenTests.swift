import QuizView
import XCTest

final class QuizScreenTests: XCTestCase {
    // MARK: - Game

    func testGameScreenAtFortyByTwelveFillsEveryRow() {
        assertScreen(
            renderedScreen(Fixtures.answered, width: 40, height: 12),
            [
                " OpenQuizz               Open Trivia DB",
                "╭────────────── ✓ FALSE ───────────────╮",
                "│                                      │",
                "│                                      │",
                "│  The Great Wall of China is visible  │",
                "│  from the Moon with the naked eye.   │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "             Score: 3 / 10",
                "         ✓ Right, it was false",
                "              New Game [N]",
            ]
        )
    }

    /// The progress and the score on one row, apart, at the smallest and the usual size.
    func testProgressAndScoreStandApartAtFortyByTwelveAndEightyByTwentyFour() {
        var model = Fixtures.game()
        guard case .game(var screen) = model.content else { return XCTFail("a game screen") }
        screen.score = "Question 10 of 10   Score 9 / 10"
        model.content = .game(screen)
        let small = renderedScreen(model, width: 40, height: 12)
        assertScreen(
            small,
            [
                " OpenQuizz               Open Trivia DB",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│  The Great Wall of China is visible  │",
                "│  from the Moon with the naked eye.   │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "    Question 10 of 10   Score 9 / 10",
                "",
                "              New Game [N]",
            ]
        )
        let usual = renderedScreen(model, width: 80, height: 24)
        XCTAssertEqual(
            trimmingTrailingSpaces(usual.lines[18]), "                        Question 10 of 10   Score 9 / 10")
    }

    func testTheGameOverCardHoldsTheWholeSummaryAtFortyByTwelve() {
        let model = Fixtures.game(
            card: CardModel(title: "Game Over: 10 / 10. Perfect! New best! 4 in a row at 7 / 10 or more."))
        assertScreen(
            renderedScreen(model, width: 40, height: 12),
            [
                " OpenQuizz               Open Trivia DB",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│   Game Over: 10 / 10. Perfect! New   │",
                "│ best! 4 in a row at 7 / 10 or more.  │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "             Score: 3 / 10",
                "",
                "              New Game [N]",
            ]
        )
    }

    func testGameScreenAtEightyByTwentyFourCentresATallCard() {
        assertScreen(
            renderedScreen(Fixtures.answered, width: 80, height: 24),
            [
                " OpenQuizz                                                       Open Trivia DB",
                "",
                "",
                "                ╭────────────────── ✓ FALSE ───────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │ The Great Wall of China is visible from the  │",
                "                │           Moon with the naked eye.           │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "",
                "                                 Score: 3 / 10",
                "                             ✓ Right, it was false",
                "",
                "",
                "",
                "                                  New Game [N]",
            ]
        )
    }

    func testGameScreenAtTwoHundredBySixtyCentresAWidestCard() {
        let buffer = renderedScreen(Fixtures.answered, width: 200, height: 60)
        let lines = buffer.lines.map(trimmingTrailingSpaces)
        let margin = String(repeating: " ", count: 64)
        let inside = String(repeating: " ", count: 70)
        XCTAssertEqual(lines[0], " OpenQuizz" + String(repeating: " ", count: 175) + "Open Trivia DB")
        XCTAssertEqual(lines[20], "")
        XCTAssertEqual(
            lines[21],
            margin + "╭" + String(repeating: "─", count: 30) + " ✓ FALSE " + String(repeating: "─", count: 31) + "╮")
        XCTAssertEqual(lines[22], margin + "│" + inside + "│")
        XCTAssertEqual(lines[27], margin + "│ The Great Wall of China is visible from the Moon with the naked eye. │")
        XCTAssertEqual(lines[34], margin + "╰" + String(repeating: "─", count: 70) + "╯")
        XCTAssertEqual(lines[36], String(repeating: " ", count: 93) + "Score: 3 / 10")
        XCTAssertEqual(lines[59], String(repeating: " ", count: 94) + "New Game [N]")
        // Centred: as many columns left of the card as right of it.
        let left = column(of: "╭", inRow: 21, of: buffer)
        let right = column(of: "╮", inRow: 21, of: buffer)
        XCTAssertEqual(left, 64)
        XCTAssertEqual(right.map { buffer.width - 1 - $0 }, 64)
    }

    func testLoadingScreenShowsASpinnerInsteadOfTheButton() {
        let model = Fixtures.game(
            card: CardModel(title: "Loading..."), bottom: .spinner(frame: 4, label: "Loading questions"))
        assertScreen(
            renderedScreen(model, width: 40, height: 12),
            [
                " OpenQuizz               Open Trivia DB",
                "╭──────────────────────────────────────╮",
                "│                                      │",
                "│                                      │",
                "│              Loading...              │",
                "│                                      │",
                "│                                      │",
                "│                                      │",
                "╰──────────────────────────────────────╯",
                "             Score: 3 / 10",
                "",
                "          ⠼ Loading questions",
            ]
        )
    }

    /// The card springing (or falling) past its frame passes behind the header, which stays whole.
    func testCardSpringingPastItsFrameIsClippedBelowTheHeader() {
        let model = Fixtures.game(card: CardModel(title: Fixtures.question, scale: 1.16))
        assertScreen(
            renderedScreen(model, width: 40, height: 12),
            [
                " OpenQuizz               Open Trivia DB",
                "",
                "",
                "   The Great Wall of China is visible",
                "   from the Moon with the naked eye.",
                "",
                "",
                "",
                "────────────────────────────────────────",
                "             Score: 3 / 10",
                "",
                "              New Game [N]",
            ]
        )
    }

    // MARK: - Splash

    func testSplashAtEightyByTwentyFourShowsTheQuestionMarkNameAndSpinner() {
        assertScreen(
            renderedScreen(Fixtures.splash, width: 80, height: 24),
            [
                "", "", "", "", "", "",
                "                                     ▄████▄",
                "                                    ██▀  ▀██",
                "                                         ▄██",
                "                                       ▄██▀",
                "                                       ██",
                "                                       ▀▀",
                "                                       ██",
                "",
                "                                   OpenQuizz",
                "",
                "                              ⠋ Fetching questions",
                "", "", "", "", "", "", "",
            ]
        )
    }

    func testSplashAtFortyByTwelveStillFitsTheQuestionMark() {
        assertScreen(
            renderedScreen(Fixtures.splash, width: 40, height: 12),
            [
                "                 ▄████▄",
                "                ██▀  ▀██",
                "                     ▄██",
                "                   ▄██▀",
                "                   ██",
                "                   ▀▀",
                "                   ██",
                "",
                "               OpenQuizz",
                "",
                "          ⠋ Fetching questions",
                "",
            ]
        )
    }

    func testSplashInASCIIDrawsTheQuestionMarkWithHashes() {
        assertScreen(
            renderedScreen(Fixtures.splash, width: 40, height: 12, theme: .plainASCII),
            [
                "                 ######",
                "                ##    ##",
                "                      ##",
                "                    ##",
                "                   ##",
                "",
                "                   ##",
                "",
                "               OpenQuizz",
                "",
                "          | Fetching questions",
                "",
            ]
        )
    }

    // MARK: - Help and too small

    func testHelpIsDrawnOverTheGameWhenShown() {
        var model = Fixtures.answered
        model.showsHelp = true
        model.helpLines = Fixtures.helpLines
        assertScreen(renderedScreen(model, width: 40, height: 12), Fixtures.helpBox40x12)
    }

    func testHelpIsNotDrawnWhenHidden() {
        var model = Fixtures.answered
        model.helpLines = Fixtures.helpLines
        let buffer = renderedScreen(model, width: 80, height: 24)
        XCTAssertFalse(buffer.text.contains("Keys"))
        XCTAssertFalse(buffer.text.contains("press any key"))
    }

    func testScreenBelowTheMinimumShowsOnlyTheTooSmallMessage() {
        var model = Fixtures.answered
        model.showsHelp = true
        assertScreen(renderedScreen(model, width: 30, height: 10), Fixtures.tooSmall30x10)
    }

    func testScreenOfOneCellShowsOneLetter() {
        assertScreen(renderedScreen(Fixtures.answered, width: 1, height: 1), ["T"])
    }

    func testScreenOfNoCellsDrawsNothing() {
        let buffer = renderedScreen(Fixtures.answered, width: 0, height: 0)
        assertScreen(buffer, [])
        XCTAssertTrue(buffer.cells.isEmpty)
    }

    func testRenderingClearsWhateverWasInTheBuffer() {
        var buffer = ScreenBuffer(width: 40, height: 12, fill: Cell("X"))
        QuizScreen.render(Fixtures.splash, into: &buffer, theme: .colorsUnicode)
        XCTAssertFalse(buffer.text.contains("X"))
        XCTAssertEqual(buffer[0, 11]?.style, Theme.colorsUnicode.background)
    }

    func testEverySizeFromNothingToWideRendersWithoutTrapping() {
        for width in stride(from: 0, through: 130, by: 7) {
            for height in stride(from: 0, through: 40, by: 3) {
                for model in [Fixtures.answered, Fixtures.splash] {
                    let buffer = renderedScreen(model, width: width, height: height)
                    XCTAssertEqual([buffer.width, buffer.height], [width, height])
                    XCTAssertEqual(buffer.lines.count, height, "\(width)x\(height)")
                    if width > 0, height > 0 {
                        XCTAssertFalse(
                            buffer.text.allSatisfy(\.isWhitespace), "a \(width)x\(height) screen shows something")
                    }
                }
            }
        }
    }
}
