import QuizCore
import QuizView

// MARK: - What it shows

extension SettingsScreen {
    /// The screen's values for the view (a panel), cut to the rows this screen has.
    @MainActor
    func model(_ context: Context) -> QuizView.Panel {
        let words = context.words
        let width = QuizView.Panel.textWidth(screenWidth: context.screenWidth)
        let short = context.screenWidth < 60
        if let names { return names.model(words, width: width, short: short) }
        if let list = categoryList { return listModel(list, context, width: width, short: short) }
        let visible = context.rows(hasSearch: false)
        let names = Row.allCases.map { words(SettingsScreenWords.row($0, short: short)) }
        // The names in a column as wide as the widest, leaving the values at least half the width.
        let nameWidth = min(names.map(ScreenBuffer.displayWidth(ofText:)).max() ?? 0, width / 2) + 2
        let shownTop = HistoryBrowser.top(keeping: index(of: selected), from: top, visible: visible, total: names.count)
        var lines: [PanelLine] = []
        for (offset, row) in Row.allCases.enumerated().dropFirst(shownTop).prefix(visible) {
            let name = TextLayout.truncate(names[offset], width: nameWidth - 2, ellipsis: context.ascii ? "..." : "…")
            let pad = String(repeating: " ", count: max(0, nameWidth - ScreenBuffer.displayWidth(ofText: name)))
            // A narrow screen says "Auto" for the automatic language where it also says the
            // change waits for the next start: both fit.
            var value = self.value(row, context, brief: short && row.waitsForNextStart && changed(row))
            // Marks on the selected value where there is room (the row is drawn reversed anyway).
            if row == selected, !short { value = context.ascii ? "< \(value) >" : "◂ \(value) ▸" }
            var spans = [Span(name + pad, .strong), Span(value)]
            if row.waitsForNextStart, changed(row) {
                spans.append(Span(" " + words(SettingsScreenWords.nextStart), .dim))
            }
            // A way to play that makes its own questions ("Is it prime?") uses no source, category or difficulty,
            // one with no number of questions (it, a blitz) no amount, one offline (practice, a blitz) the
            // shipped questions: said after the value kept, or in its place where both don't fit.
            let offline = row == .source && chosen.source == .openTriviaDB && chosen.mode.playsBankOffline
            let makesItsOwn = [.source, .category, .difficulty].contains(row) && chosen.mode.isOffline
            if makesItsOwn || row == .amount && !chosen.mode.usesAmount || offline {
                let said = offline ? SettingsScreenWords.playsOffline(short: short) : .unused
                let note = Span((short ? "" : " ") + words(said), .dim)
                spans = short ? [spans[0], note] : spans + [note]
            }
            lines.append(PanelLine(spans, isSelected: row == selected))
        }
        return QuizView.Panel(
            title: words(SettingsScreenWords.title), lines: lines,
            position: words(SettingsScreenWords.fromNextGame(short: short)),
            hint: problem ?? words(SettingsScreenWords.hint(short: short, ascii: context.ascii)))
    }

    /// The value a row shows.
    @MainActor
    func value(_ row: Row, _ context: Context, brief: Bool = false) -> String {
        let words = context.words
        switch row {
        case .source: return words(SettingsScreenWords.source(chosen.source))
        case .category:
            guard let category = chosen.category else { return words(SettingsScreenWords.anyCategory) }
            return context.choices.categories(chosen.source).first { $0.value == category }?.name ?? category
        case .difficulty:
            return chosen.difficulty.map { words(SettingsScreenWords.difficulty($0)) }
                ?? words(SettingsScreenWords.anyDifficulty)
        case .amount: return words.number(chosen.amount)
        case .mode: return words(SettingsScreenWords.mode(chosen.mode))
        case .language:
            return chosen.language.map { words(SettingsScreenWords.language($0)) }
                ?? words(
                    SettingsScreenWords.automaticLanguage(resolved: context.choices.environmentLanguage, short: brief))
        case .color: return words(SettingsScreenWords.isOn(chosen.color))
        case .motion: return words(SettingsScreenWords.motion(reduced: chosen.reducedMotion))
        case .explanations: return words(SettingsScreenWords.isOn(chosen.explanations))
        case .mouse: return words(SettingsScreenWords.isOn(chosen.mouse))
        }
    }

    /// The first row shown on this screen, where a click's row counts from.
    func shownTop(_ context: Context) -> Int {
        if let list = categoryList { return list.top }
        return HistoryBrowser.top(
            keeping: index(of: selected), from: top, visible: context.rows(hasSearch: false),
            total: Row.allCases.count)
    }

    /// Whether `row`'s value differs from the one in force.
    private func changed(_ row: Row) -> Bool {
        switch row {
        case .language: chosen.language != original.language
        case .color: chosen.color != original.color
        case .mouse: chosen.mouse != original.mouse
        default: false
        }
    }

    private func index(of row: Row) -> Int {
        Row.allCases.firstIndex(of: row) ?? 0
    }

    @MainActor
    private func listModel(_ list: CategoryList, _ context: Context, width: Int, short: Bool) -> QuizView.Panel {
        let words = context.words
        let matches = Self.matches(list.query, in: categories(context))
        let visible = context.rows(hasSearch: true)
        var lines: [PanelLine] = []
        for (offset, choice) in matches.enumerated().dropFirst(list.top).prefix(visible) {
            let name = choice?.name ?? words(SettingsScreenWords.anyCategory)
            lines.append(PanelLine([Span(name)], isSelected: offset == list.selected))
        }
        if lines.isEmpty {
            lines = TextLayout.wrap(words(SettingsScreenWords.noCategoryMatches(list.query)), width: width)
                .map { PanelLine($0, .dim) }
        }
        return QuizView.Panel(
            title: words(SettingsScreenWords.categoryTitle), search: list.query, lines: lines,
            position: matches.isEmpty ? nil : "\(words.number(list.selected + 1))/\(words.number(matches.count))",
            hint: words(SettingsScreenWords.chooserHint(short: short)))
    }
}
