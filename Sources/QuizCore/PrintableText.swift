import Foundation

extension String {
    /// The text without any control character, safe to print on a terminal as one line.
    ///
    /// Tabs, line feeds and carriage returns become spaces (CR LF one space); every other scalar of general category
    /// Cc is removed: C0 (ESC among them), DEL (U+007F) and C1 (U+0080–U+009F, CSI among them); so
    /// are the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
    /// which could make the rest of a line read backwards. Use it on anything the game prints that
    /// it did not write itself: names and messages from a server, URLs, hosts, file paths, system
    /// error text. A hostile string then can't move the cursor, change the title, clear the
    /// screen, split one line into several or reorder it.
    public var removingControlCharacters: String {
        guard unicodeScalars.contains(where: { Self.isControlCharacter($0) || Self.isBidiControl($0) }) else {
            return self
        }
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                scalars.append(" ")
            } else if !Self.isControlCharacter(scalar), !Self.isBidiControl(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// C0, DEL or C1.
    private static func isControlCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// An embedding, override or isolate: it reorders the text after it.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
