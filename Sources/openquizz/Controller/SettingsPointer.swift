import QuizCore
import QuizView

/// The mouse over the settings screen: a notch of the wheel scrolls, a click on a row selects it
/// (a second changes it), a click on the hint row's Esc label ("Esc close", "Esc back") does what
/// Esc does, as the bottom row's labels answer a click.
enum SettingsPointer {
    /// What `report` does to `screen`.
    @MainActor
    static func handle(_ report: MouseReport, _ screen: inout SettingsScreen, _ context: SettingsScreen.Context)
        -> SettingsScreen.Outcome
    {
        if let gesture = MouseWheel.gesture(for: report) {
            screen.wheeled(gesture == .wheelUp ? -1 : 1, context)
            return .stay
        }
        guard !report.isRelease, report.button & (64 | 32 | 0b11) == 0 else { return .stay }
        if closeLabel(screen, context)?.contains(x: report.x, y: report.y) == true {
            return screen.receive(.escape, context)
        }
        // Rows start under the top border, and under the filter and its blank row in the list.
        let first = screen.categoryList == nil ? 1 : 3
        let rows = context.rows(hasSearch: screen.categoryList != nil)
        if (first..<first + rows).contains(report.y), report.x > 0, report.x < context.screenWidth - 1 {
            screen.clicked(index: report.y - first, context)
        }
        return .stay
    }

    /// Where the hint row's Esc label is drawn: from the Esc key's name to the hint's end; nil
    /// while the row says a problem instead, or where the hint is cut.
    @MainActor
    static func closeLabel(_ screen: SettingsScreen, _ context: SettingsScreen.Context) -> Rect? {
        let hint = screen.model(context).hint
        let escape = KeyNamePhrase.name(KeyNamePhrase.escape.rawValue, words: context.words)
        guard screen.problem == nil, let range = hint.range(of: escape, options: .backwards) else { return nil }
        let width = QuizView.Panel.textWidth(screenWidth: context.screenWidth)
        let hintWidth = ScreenBuffer.displayWidth(ofText: hint)
        guard hintWidth <= width else { return nil }
        // The panel centres the hint in its text columns, from column 2, on the row over the
        // bottom border.
        let before = ScreenBuffer.displayWidth(ofText: String(hint[..<range.lowerBound]))
        let x = 2 + (width - hintWidth) / 2 + before
        return Rect(x: x, y: context.screenHeight - 2, width: hintWidth - before, height: 1)
    }
}
