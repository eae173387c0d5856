import Foundation
import QuizCore

/// Fuzz targets, listed in `FuzzTarget.all`.
enum TextTargets {
    /// HTML character references (the default encoding), on the input as UTF-8 text.
    static let htmlEntities = FuzzTarget(
        name: "html-entities",
        summary: "HTML character references (&amp; &#039; &#x2014;)"
    ) { (data: Data) throws(InvariantViolation) in
        let text = data.lossyText
        let decoded = HTMLEntities.decode(text)
        // Bytes, not Characters: `&` followed by a combining mark is one Character that isn't "&".
        if !text.utf8.contains(UInt8(ascii: "&")) {
            try check(decoded == text, "text without & changed")
        }
        // A reference is at least 4 bytes (`&lt;`, `&#9;`) and becomes one scalar of at most as
        // many bytes (4-byte scalars need `&#65536;` or longer): decoding never lengthens.
        try check(
            decoded.unicodeScalars.count <= text.unicodeScalars.count,
            "\(decoded.unicodeScalars.count) scalars out of \(text.unicodeScalars.count)")
        try check(decoded.utf8.count <= text.utf8.count, "\(decoded.utf8.count) bytes out of \(text.utf8.count)")
        try check(
            decoded.utf8.count { $0 == UInt8(ascii: "&") } <= text.utf8.count { $0 == UInt8(ascii: "&") },
            "decoding made more ampersands")
        // One pass: escaping every & and decoding gives the text back (`&amp;quot;` is `&quot;`).
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "&" { escaped += "&amp;" } else { escaped.unicodeScalars.append(scalar) }
        }
        let unescaped = HTMLEntities.decode(escaped)
        try check(unescaped == text, "escaped text decodes to \(unescaped.debugDescription)")
        // What the API's own escaping makes of any text decodes to it.
        let apiEscaped = APIAnswerEncoding.htmlEscaped(text)
        try check(HTMLEntities.decode(apiEscaped) == text, "API-escaped text does not decode back")
        // The field decoder is the same decoding, trimmed.
        let field = FieldEncoding.html.decode(text)
        try check(
            field == decoded.trimmingCharacters(in: .whitespacesAndNewlines), "field decoding differs from HTMLEntities"
        )
    }

    /// The url3986 and base64 field decoders, both on the input as UTF-8 text, and each on the
    /// input encoded its way.
    static let fieldDecoders = FuzzTarget(
        name: "field-decoders",
        summary: "url3986 (percent) and base64 field decoders"
    ) { (data: Data) throws(InvariantViolation) in
        let text = data.lossyText
        try checkPercentDecoding(text)
        try checkBase64Decoding(text)
    }

    private static func checkPercentDecoding(_ text: String) throws(InvariantViolation) {
        let decoded = PercentDecoding.decode(text)
        if let decoded {
            try check(decoded.utf8.count <= text.utf8.count, "percent decoding made the text longer")
        }
        // Bytes, not Characters: `%` followed by a combining mark is one Character that isn't "%".
        if !text.utf8.contains(UInt8(ascii: "%")) {
            try check(decoded == text, "text without % decoded to \(decoded.debugDescription)")
        }
        try check(
            FieldEncoding.url3986.decode(text)
                == decoded?.trimmingCharacters(in: .whitespacesAndNewlines),
            "url3986 field decoding differs from PercentDecoding")
        for lowercaseHex in [false, true] {
            let encoded = APIAnswerEncoding.percentEncoded(text, lowercaseHex: lowercaseHex)
            let back = PercentDecoding.decode(encoded)
            try check(back == text, "percent-encoded text decodes to \(back.debugDescription)")
        }
    }

    private static func checkBase64Decoding(_ text: String) throws(InvariantViolation) {
        let decoded = Base64Field.decode(text)
        if let decoded {
            let symbols = text.trimmingCharacters(in: .whitespacesAndNewlines).utf8.count
            try check(decoded.utf8.count <= symbols / 4 * 3 + 2, "base64 gave too many bytes")
            // Canonical again: encoding what was decoded decodes to the same text.
            let canonical = Data(decoded.utf8).base64EncodedString()
            try check(Base64Field.decode(canonical) == decoded, "canonical base64 differs")
            try check(
                FieldEncoding.base64.decode(text)
                    == decoded.trimmingCharacters(in: .whitespacesAndNewlines),
                "base64 field decoding differs from Base64Field")
        } else {
            try check(FieldEncoding.base64.decode(text) == nil, "field decoder accepted more")
        }
        // Any text, encoded, with or without padding and with surrounding whitespace, decodes back.
        let encoded = Data(text.utf8).base64EncodedString()
        let unpadded = String(encoded.reversed().drop { $0 == "=" }.reversed())
        for variant in [encoded, unpadded, " \n\(encoded)\t"] {
            let back = Base64Field.decode(variant)
            try check(back == text, "base64 of the text decodes to \(back.debugDescription)")
        }
    }
}
