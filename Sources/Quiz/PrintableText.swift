import Foundation

extension String {
    /// The text without any control character, safe to print on a terminal.
    ///
    /// Removes every Unicode scalar of general category Cc: C0 (U+0000–U+001F, ESC and newlines
    /// included), DEL (U+007F) and C1 (U+0080–U+009F, CSI among them). Use it on anything the game
    /// prints that it did not write itself: names and messages from a server, URLs, hosts, file
    /// paths, system error text. A hostile string then can't move the cursor, change the title,
    /// clear the screen or split one line into several.
    public var removingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControlCharacter) else { return self }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.lazy.filter { !Self.isControlCharacter($0) })
        return String(scalars)
    }

    /// C0, DEL or C1.
    private static func isControlCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
