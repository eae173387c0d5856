import QuizView

extension ViewText {
    /// The words the views write around what they are given, in `words`: the help box's title and
    /// hints, the answer box's, a card's last page, the too-small screen.
    init(words: Wording) {
        self.init(
            gameName: words(PlayWords.gameName),
            helpTitle: words(ViewWords.helpTitle),
            closeHint: words(ViewWords.closeHint),
            moreKeys: TextTemplate(words(ViewWords.moreKeys)),
            moreKeysShort: TextTemplate(words(ViewWords.moreKeysShort)),
            answerTitle: words(ViewWords.answerTitle),
            answerPages: TextTemplate(words(ViewWords.answerPages)),
            answerPagesNoKey: words(ViewWords.answerPagesNoKey),
            lastPageKey: TextTemplate(words(ViewWords.lastPageKey)),
            tooSmall: [
                TextTemplate(words(ViewWords.tooSmall)), TextTemplate(words(ViewWords.needSize)),
                TextTemplate(words(ViewWords.enlarge)),
            ])
    }
}
