/// The request that asks a terminal to put text on the clipboard.
public enum Clipboard {
    /// OSC 52: `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`.
    public static func osc52(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
    }

    /// `bytes` in base64 (RFC 4648, with padding).
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    encoded.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    encoded.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return encoded
    }
}
