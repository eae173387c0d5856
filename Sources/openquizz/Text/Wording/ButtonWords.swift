/// The True and False buttons under the card: each names its answer and, with its arrow, the key
/// that gives it.
enum ButtonWords: Phrase {
    /// The button on the left, at the card's left edge: the ← key's answer.
    case falseButton
    /// The button on the right, at the card's right edge: the → key's answer.
    case trueButton

    func english(_ words: Wording) -> String {
        switch self {
        case .falseButton: "← False"
        case .trueButton: "True →"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .falseButton: "← Faux"
        case .trueButton: "Vrai →"
        }
    }
}
