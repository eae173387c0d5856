/// The OpenQuizz colours, from the iPhone course.
public enum Palette {
    /// The screen's dark blue.
    public static let background = Color.rgb(26, 44, 92)
    /// The light blue of the "New Game" button.
    public static let button = Color.rgb(82, 168, 222)
    /// White text on the background.
    public static let text = Color.rgb(255, 255, 255)
    /// A card waiting for an answer.
    public static let cardGrey = Color.rgb(191, 196, 201)
    /// A card answered correctly.
    public static let cardGreen = Color.rgb(200, 236, 160)
    /// A card answered wrongly.
    public static let cardRed = Color.rgb(243, 135, 148)
    /// Dark text on a card.
    public static let cardText = Color.rgb(31, 41, 51)
}
