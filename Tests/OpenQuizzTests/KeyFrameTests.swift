import Foundation
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// Literal screens of the new animations' key frames at 80x24: the card held by the mouse, the
/// score at the top of its bump, the Game Over card falling.
final class KeyFrameTests: XCTestCase {
    private var clock = ManualClock()
    private var source = ManualSource(questions: [])

    @MainActor
    private func makeController(questions: Int) async -> GameController {
        clock = ManualClock(seconds: 100)
        source = ManualSource(questions: makeQuestions(questions))
        return await startedController(source: source, clock: clock, usesMouse: true)
    }

    @MainActor
    func testTheCardHeldTenColumnsRight() async throws {
        let controller = await makeController(questions: 3)
        controller.handle(.input(.mouse(MouseReport(button: 0, x: 39, y: 9, isRelease: false))))
        controller.handle(.input(.mouse(MouseReport(button: 32, x: 49, y: 9, isRelease: false))))
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                           Offline: bundled questions",
                "",
                "",
                "                            ╭─────────────────── ✓ TRUE ───────────────────╮",
                "                            │                                              │",
                "                           │                                              │",
                "                           │                                              │",
                "                           │                                              │",
                "                          │                                              │",
                "                          │                 Statement 1.                 │",
                "                          │                                              │",
                "                         │                                              │",
                "                         │                                              │",
                "                         │                                              │",
                "                        │                                              │",
                "                        │                                              │",
                "                        ╰──────────────────────────────────────────────╯",
                "                 ← False                                 True →",
                "                         Question 1 of 3   Score 0 / 3",
                "",
                "",
                "",
                "",
                "                                  New Game [N]                        o Settings",
            ])
    }

    @MainActor
    func testTheScoreAtTheTopOfItsBump() async throws {
        let controller = await makeController(questions: 4)
        controller.handle(.keyPressed(.right))
        clock.advance(by: 0.5)
        controller.handle(.tick)
        controller.handle(.keyPressed(.character("?")))
        controller.handle(.keyPressed(.character("?")))
        controller.handle(.keyPressed(.right))  // the second statement is false: wrong, no bump
        controller.handle(.keyPressed(.right))  // the third is true: the score rises
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                           Offline: bundled questions",
                "",
                "",
                "                ╭─────────────────── ✓ TRUE ───────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                 Statement 3.                 │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "                 ← False                   Score 2 / 4   True →",
                "                         Question 4 of 4",
                "                              ✓ Right! It's true.",
                "",
                "",
                "",
                "                                  New Game [N]                        o Settings",
            ])
    }

    /// A game of one question answered, then `frames` frames later: 26 for the card to leave.
    @MainActor
    private func gameOver(afterFrames frames: Int) async -> GameController {
        let controller = await makeController(questions: 1)
        controller.handle(.keyPressed(.right))
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            controller.handle(.tick)
        }
        return controller
    }

    @MainActor
    func testTheGameOverCardFalling() async throws {
        let controller = await gameOver(afterFrames: 26 + 6)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                           Offline: bundled questions",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │  Game Over: 1 / 1. Perfect! Your first game  │",
                "                │            with these questions.             │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "",
                "",
                "",
                "",
                "",
                "",
                "                            Score 1 / 1   Review: r",
                "                              ✓ Right! It's true.",
                "",
                "",
                "",
                "                                  New Game [N]                        o Settings",
            ])
    }

    @MainActor
    func testTheGameOverCardLanded() async throws {
        let controller = await gameOver(afterFrames: 26 + 6 + 60)
        assertLines(
            renderedLines(controller),
            [
                " OpenQuizz                                           Offline: bundled questions",
                "",
                "",
                "                ╭──────────────────────────────────────────────╮",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │  Game Over: 1 / 1. Perfect! Your first game  │",
                "                │            with these questions.             │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                │                                              │",
                "                ╰──────────────────────────────────────────────╯",
                "",
                "                            Score 1 / 1   Review: r",
                "                              ✓ Right! It's true.",
                "",
                "",
                "",
                "                                  New Game [N]                        o Settings",
            ])
    }
}
