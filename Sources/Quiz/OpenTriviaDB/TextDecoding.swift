import Foundation

// TEMPORARY STUB — replaced by the real decoders.
public enum FieldEncoding: String, Sendable {
    case html = "default"
    case url3986
    case base64
}

extension FieldEncoding {
    func decode(_ text: String) -> String? {
        switch self {
        case .html: text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .url3986: text.removingPercentEncoding?.trimmingCharacters(in: .whitespacesAndNewlines)
        case .base64: Data(base64Encoded: text).flatMap { String(data: $0, encoding: .utf8) }
        }
    }
}
