extension DeckJSONReader {
    /// The member names a deck's reader looks for, and any other.
    enum Name: String {
        case responseCode = "response_code"
        case encoding, results, type, difficulty, category, question
        case correctAnswer = "correct_answer"
        case explanation
        case other = ""
    }

    /// The name a member's key says (an escaped key is decoded first).
    func name(_ span: Span) -> Name {
        // No string made of a key longer than every name: a hostile file's may be megabytes.
        guard span.escaped || span.end - span.start <= 14 else { return .other }
        return Name(rawValue: string(span)) ?? .other
    }
}
