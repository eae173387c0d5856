import XCTest

@testable import QuizView

final class PanelViewTests: XCTestCase {
    func testOSC52CarriesTheTextInBase64() {
        XCTAssertEqual(Clipboard.base64(Array("".utf8)), [])
        XCTAssertEqual(String(decoding: Clipboard.base64(Array("f".utf8)), as: UTF8.self), "Zg==")
        XCTAssertEqual(String(decoding: Clipboard.base64(Array("fo".utf8)), as: UTF8.self), "Zm8=")
        XCTAssertEqual(String(decoding: Clipboard.base64(Array("foobar".utf8)), as: UTF8.self), "Zm9vYmFy")
        XCTAssertEqual(
            String(decoding: Clipboard.osc52("OpenQuizz 1/2 ✅❌"), as: UTF8.self),
            "\u{1B}]52;c;T3BlblF1aXp6IDEvMiDinIXinYw=\u{07}")
    }

    func testSpansAreCutWithAnEllipsisAndALaterOneWithNoRoomIsLeftOut() {
        let panel = Panel(
            title: "History", search: "a very long query that runs past the field",
            lines: [
                PanelLine([
                    Span("2026-11-23  ", .dim), Span("✗ "), Span("A statement too long to fit"), Span("  Cat", .dim),
                ]),
                PanelLine([Span("Short."), Span("  Category", .dim)], isSelected: true),
                PanelLine([Span("Fits exactly here."), Span("  Geography", .dim)]),
            ],
            position: "1 of 3", hint: "Esc back")
        let buffer = rendered(width: 30, height: 9) { panel.render(into: &$0, frame: $0.bounds, theme: .colorsUnicode) }
        assertScreen(
            buffer,
            [
                "╭───────── History ──────────╮",
                "│ / hat runs past the field  │",
                "│                            │",
                "│ 2026-11-23  ✗ A statement… │",
                "│ Short.  Category           │",
                "│ Fits exactly here.  Geogr… │",
                "│                            │",
                "│          Esc back          │",
                "╰─────────────────── 1 of 3 ─╯",
            ])
        XCTAssertEqual(buffer[2, 4]?.style, Theme.colorsUnicode.button, "the selected line is drawn across the panel")
        XCTAssertEqual(
            buffer[27, 1]?.style, Theme.colorsUnicode.button, "the cursor after the end of the query, in sight")
    }
}
