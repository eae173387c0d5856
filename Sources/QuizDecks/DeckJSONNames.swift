#if canImport(Glibc)
    import Glibc
#endif

/// The member names a deck's reader looks for, and any other.
enum DeckJSONName: CaseIterable {
    case responseCode, encoding, results, type, difficulty, category, question, correctAnswer, explanation, other

    /// The names looked for.
    static let known = allCases.filter { $0 != .other }

    /// As JSON writes it.
    var text: StaticString {
        switch self {
        case .responseCode: "response_code"
        case .encoding: "encoding"
        case .results: "results"
        case .type: "type"
        case .difficulty: "difficulty"
        case .category: "category"
        case .question: "question"
        case .correctAnswer: "correct_answer"
        case .explanation: "explanation"
        case .other: ""
        }
    }
}

extension DeckJSONReader {
    /// The name a member's key says: its bytes compared with each name looked for (a string
    /// made for each key was a tenth of a 100,000-entry deck's reading: 600,000 of them); an
    /// escaped key is decoded first. (None of the names has another spelling a `String` would
    /// find equal: all are lowercase ASCII.)
    func name(_ span: Span) -> DeckJSONName {
        if span.escaped {
            let key = string(span)
            return DeckJSONName.known.first { $0.text.description == key } ?? .other
        }
        let key = raw(span)
        guard let base = key.baseAddress else { return .other }
        for name in DeckJSONName.known where name.text.utf8CodeUnitCount == key.count {
            if memcmp(name.text.utf8Start, base, key.count) == 0 { return name }
        }
        return .other
    }
}
