/// A sentence with numbered blanks, "{1}", "{2}"..., that a view fills with what it measured
/// (a count, a size): the text layer writes the sentence, the view only fills it in, so a
/// translation may put the blanks in any order.
public struct TextTemplate: Hashable, Sendable {
    public var pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
    }

    /// The sentence with "{1}" replaced by the first value, "{2}" by the second, and so on.
    public func callAsFunction(_ values: String...) -> String {
        var text = pattern
        for (index, value) in values.enumerated() {
            text = text.replacing("{\(index + 1)}", with: value)
        }
        return text
    }

    /// The same template with its words (not its blanks) passed through `transform`.
    func mapping(_ transform: (String) -> String) -> TextTemplate {
        TextTemplate(transform(pattern))
    }
}

/// The words the views write around what they are given.
///
/// The help box's title and hints, the answer box's, a card's last page, the too-small screen:
/// the text layer fills them in; the views write no sentence of their own (blank by default: a
/// view given none writes none).
public struct ViewText: Hashable, Sendable {
    /// The game's name, under the launch screen's question mark: "OpenQuizz".
    public var gameName: String
    /// The help box's title, such as "Keys".
    public var helpTitle: String
    /// The hint under the help box and the answer box, such as "press any key to close".
    public var closeHint: String
    /// The help box's row for the keys left out: {1} the ellipsis, {2} how many, such as
    /// "… and 3 more: openquizz --help".
    public var moreKeys: TextTemplate
    /// The same, shorter, where that doesn't fit: {1} how many, such as "+3 more".
    public var moreKeysShort: TextTemplate
    /// The answer box's title when it is given none, such as "Answer".
    public var answerTitle: String
    /// The answer box's hint when it has pages: {1} the key, such as "[↓] next page, other keys
    /// close".
    public var answerPages: TextTemplate
    /// The answer box's hint when it has pages and no key to turn them, such as "other keys close".
    public var answerPagesNoKey: String
    /// A card's key on its last page, which goes back to the first: {1} the key, such as "↓ first".
    public var lastPageKey: TextTemplate
    /// The too-small screen's paragraphs: {1}x{2} the size needed, {3}x{4} the size there is,
    /// such as "Terminal too small", "Need {1}x{2}, have {3}x{4}", "Enlarge the window or press q
    /// to quit".
    public var tooSmall: [TextTemplate]

    public init(
        gameName: String = "", helpTitle: String = "", closeHint: String = "",
        moreKeys: TextTemplate = TextTemplate(""),
        moreKeysShort: TextTemplate = TextTemplate(""), answerTitle: String = "",
        answerPages: TextTemplate = TextTemplate(""), answerPagesNoKey: String = "",
        lastPageKey: TextTemplate = TextTemplate("{1}"), tooSmall: [TextTemplate] = []
    ) {
        self.gameName = gameName
        self.helpTitle = helpTitle
        self.closeHint = closeHint
        self.moreKeys = moreKeys
        self.moreKeysShort = moreKeysShort
        self.answerTitle = answerTitle
        self.answerPages = answerPages
        self.answerPagesNoKey = answerPagesNoKey
        self.lastPageKey = lastPageKey
        self.tooSmall = tooSmall
    }

    /// The same words passed through `transform` (the blanks are left as they are).
    public func mappingText(_ transform: (String) -> String) -> ViewText {
        ViewText(
            gameName: transform(gameName), helpTitle: transform(helpTitle), closeHint: transform(closeHint),
            moreKeys: moreKeys.mapping(transform),
            moreKeysShort: moreKeysShort.mapping(transform), answerTitle: transform(answerTitle),
            answerPages: answerPages.mapping(transform), answerPagesNoKey: transform(answerPagesNoKey),
            lastPageKey: lastPageKey.mapping(transform), tooSmall: tooSmall.map { $0.mapping(transform) })
    }
}
