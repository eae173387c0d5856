import QuizView

extension PlayerText {
    /// The words the views write around what they are given: the help box's title and hints, the
    /// answer box's, a card's last page, the too-small screen.
    static let viewWords = ViewText(
        gameName: PlayerText().header,
        helpTitle: "Keys",
        closeHint: "press any key to close",
        moreKeys: TextTemplate("{1} and {2} more: openquizz --help"),
        moreKeysShort: TextTemplate("+{1} more"),
        answerTitle: "Answer",
        answerPages: TextTemplate("[{1}] next page, other keys close"),
        answerPagesNoKey: "other keys close",
        lastPageKey: TextTemplate("{1} first"),
        tooSmall: [
            TextTemplate("Terminal too small"),
            TextTemplate("Need {1}x{2}, have {3}x{4}"),
            TextTemplate("Enlarge the window or press q to quit"),
        ])
}
