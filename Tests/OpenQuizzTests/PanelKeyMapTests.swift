import QuizView
import XCTest

@testable import openquizz

/// The panels' keys and the wheel in the key table: dispatch, the wheel, the panels' hints and
/// `--help` read `KeyMap.panelBindings`.
final class PanelKeyMapTests: XCTestCase {
    func testEveryPanelCommandHasKeysAndNamesAndNoKeySendsTwoInAPanel() {
        for command in PanelCommand.allCases {
            let binding = KeyMap.binding(command)
            XCTAssertFalse(binding?.keys.isEmpty ?? true, "\(command) has no keys")
            XCTAssertEqual(binding?.names.count, binding?.names(ascii: true).count, "\(command)")
        }
        XCTAssertEqual(KeyMap.panelBindings.count, PanelCommand.allCases.count, "one binding per command")
        for panel in PanelKind.allCases {
            let keys = KeyMap.panelBindings.filter { $0.panels.contains(panel) }.flatMap(\.keys)
            XCTAssertEqual(Set(keys).count, keys.count, "\(panel): \(keys)")
        }
    }

    /// Each key of the table does its command in a real panel: the review scrolls and copies by
    /// it, and the other keys close it.
    @MainActor
    func testTheReviewScrollsAndCopiesByTheTableAndOtherKeysClose() {
        var scroller = Scroller()
        for binding in KeyMap.panelBindings where binding.panels.contains(.review) {
            for key in binding.keys {
                let scrolls = scroller.scroll(key, total: 100, visible: 10)
                let isScroll = ![.copyShareLine, .close].contains(binding.command)
                XCTAssertEqual(scrolls, isScroll, "\(key) sends \(binding.command)")
            }
        }
        XCTAssertFalse(scroller.scroll(.character("x"), total: 100, visible: 10), "no command: the panel closes")
        XCTAssertEqual(KeyMap.panelCommand(for: .character("C"), in: .review), .copyShareLine)
        XCTAssertNil(KeyMap.panelCommand(for: .character("c"), in: .stats), "copy is the review's alone")
        XCTAssertEqual(KeyMap.panelCommand(for: .tab, in: .history), .cycleVerdicts)
        XCTAssertNil(KeyMap.panelCommand(for: .tab, in: .review))
    }

    func testTheWheelScrollsAsTheTableSays() {
        let up = MouseReport(button: 64, x: 1, y: 1, isRelease: false)
        let down = MouseReport(button: 65, x: 1, y: 1, isRelease: false)
        XCTAssertEqual(MouseWheel.gesture(for: up), .wheelUp)
        XCTAssertEqual(KeyMap.panelCommand(for: .wheelUp), .scrollUp)
        XCTAssertEqual(MouseWheel.key(for: up), KeyMap.binding(PanelCommand.scrollUp)?.keys.first)
        XCTAssertEqual(MouseWheel.key(for: down), .down)
        XCTAssertNil(MouseWheel.key(for: MouseReport(button: 66, x: 1, y: 1, isRelease: false)), "sideways")
    }

    /// The hints and `--help` name the keys as the table does: nothing to keep in step by hand.
    func testThePanelsHintsAndTheUsageNameTheTablesKeys() {
        let text = PlayerText()
        XCTAssertEqual(
            text.panel.reviewHint(screenWidth: 80), "↑↓ PgUp/PgDn scroll · c copy the share line · other keys close")
        XCTAssertEqual(
            text.panel.statsHint(screenWidth: 80, ascii: true), "Up/Down PgUp/PgDn scroll · other keys close")
        XCTAssertEqual(
            text.panel.historyHint(screenWidth: 80, ascii: false),
            "type to search · ↑↓ Enter open · Tab wrong/right · Esc back")
        XCTAssertEqual(text.panel.historyHint(screenWidth: 40, ascii: true), "Enter open · Tab filter · Esc back")
        XCTAssertTrue(
            KeyText(words: .english).usage(.review).contains("c copies its share line"),
            KeyText(words: .english).usage(.review))
        XCTAssertEqual(KeyMap.pageKeyName(ascii: false), "↓", "the boxes' page key, from the game's table")
        XCTAssertEqual(KeyMap.pageKeyName(ascii: true), "j")
    }
}
