import QuizCore

/// A deck in JSON: what the Open Trivia DB's `api.php` answers, or our bank.
///
/// The answer (`{"response_code":0,"results":[]}`) in any of its encodings (`"encoding"` when the
/// file says it, else `detectEncoding`), or our bank's (`"encoding":"plain"`, with explanations).
/// Each entry is read on its own: a wrong one is a problem, the others still play.
enum DeckJSON {
    /// The most values (members and elements) a JSON deck may hold: 16 an entry, more than an Open
    /// Trivia DB answer needs (`JSONDecoder` built every value: 64 MiB of `{},` took 1.3 GB).
    static let maximumValues = DeckFile.maximumRows * 16

    /// Reads the answer in UTF-8 `bytes` (checked) into `deck`.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, into deck: inout ParsedDeck) {
        var reader = DeckJSONReader(bytes: bytes)
        let file: DeckJSONReader.Answer
        switch reader.answer() {
        case .success(let answer): file = answer
        case .failure(let refusal):
            deck.reading.refusal = refusal
            return
        }
        guard let results = file.results else {
            deck.reading.refusal =
                file.responseCode.map { $0 == 0 ? .notAnAnswer(.noResults, at: nil) : .responseCode($0) }
                ?? .notAnAnswer(.noResponseCodeNorResults, at: nil)
            return
        }
        if results.isEmpty, let code = file.responseCode, code != 0 {
            deck.reading.refusal = .responseCode(code)
            return
        }
        let encoding: FieldEncoding?
        switch file.encoding?.lowercased() {
        case "plain":
            encoding = nil
            deck.reading.format = .bank
        case nil:
            encoding = detectEncoding(results, reader: reader)
            deck.reading.format = encoding.map(DeckFormat.openTriviaDB)
        case let named?:
            guard let known = FieldEncoding.allCases.first(where: { $0.rawValue.lowercased() == named }) else {
                deck.reading.refusal = .notAnAnswer(.unknownEncoding(String(named.prefix(20))), at: nil)
                return
            }
            encoding = known
            deck.reading.format = .openTriviaDB(known)
        }
        deck.reserve(results.count)
        for (number, entry) in zip(1..., results) where deck.reading.refusal == nil {
            switch draft(entry, encoding: encoding, reader: reader) {
            case .success(nil): deck.reading.skippedMultipleChoice += 1
            case .success(let draft?): deck.add(.success(draft), at: .entry(number))
            case .failure(let kind): deck.add(.failure(kind), at: .entry(number))
            }
        }
    }

    /// The question an entry makes; nil for a multiple-choice question (skipped); or what is
    /// wrong with it.
    private static func draft(
        _ entry: DeckJSONReader.Entry, encoding: FieldEncoding?, reader: DeckJSONReader
    ) -> Result<DeckDraft?, DeckProblem.Kind> {
        // `FieldEncoding.decode`'s decoders (HTML's on the bytes of a string without escapes, most:
        // one string made), trimmed by the deck's quick `trimmed` (Foundation's was most of the start).
        func decode(_ span: DeckJSONReader.Span?) -> String? {
            guard let span else { return nil }
            let unescaped = encoding == .html && !span.escaped ? HTMLEntities.decode(bytes: reader.raw(span)) : nil
            let text = unescaped ?? reader.string(span)
            let decoded: String? =
                switch encoding {
                case nil: text
                case .html: unescaped ?? (span.escaped ? HTMLEntities.decode(text) : text)
                case .url3986: PercentDecoding.decode(text)
                case .urlLegacy: PercentDecoding.decodeLegacy(text)
                case .base64: Base64Field.decode(text)
                }
            return decoded.map(trimmed)
        }
        guard entry.isObject else { return .failure(.unreadableField("entry")) }
        guard let type = decode(entry.type) else { return .failure(.unreadableField("type")) }
        if type == "multiple" { return .success(nil) }
        guard type == "boolean" else { return .failure(.unknownType(type)) }
        guard let title = decode(entry.question) else { return .failure(.unreadableField("question")) }
        guard isVisible(title) else { return .failure(.emptyStatement) }
        guard let correct = decode(entry.correctAnswer) else { return .failure(.unreadableField("correct_answer")) }
        let answer: Bool
        switch correct.utf8.count <= 5 ? correct.lowercased() : "" {
        case "true": answer = true
        case "false": answer = false
        default: return .failure(.unknownAnswer(correct))
        }
        guard let level = entry.difficulty == nil ? "" : decode(entry.difficulty) else {
            return .failure(.unreadableField("difficulty"))
        }
        let difficulty = Difficulty(rawValue: level.utf8.count <= 6 ? level.lowercased() : level)
        if difficulty == nil, !level.isEmpty { return .failure(.unknownDifficulty(level)) }
        // Our bank writes explanations as plain text whatever the encoding of the rest.
        let explanation = decode(entry.explanation) ?? entry.explanation.map(reader.string)
        return .success(
            DeckDraft(
                title: title, answer: answer, category: decode(entry.category),
                difficulty: difficulty, explanation: explanation))
    }

    /// The encoding of an answer that doesn't say: base64 when every `type` is `boolean` or
    /// `multiple` in base64; percent-encoding when every string is unreserved characters, escapes
    /// and `+` (urlLegacy with a `+`, RFC 3986 with escapes alone); HTML entities otherwise.
    private static func detectEncoding(_ entries: [DeckJSONReader.Entry], reader: DeckJSONReader) -> FieldEncoding {
        // Lazily: a copy of 100,000 entries was most of the time this took; most files are
        // told apart by their first entry.
        let objects = entries.lazy.filter(\.isObject)
        guard !objects.isEmpty else { return .html }
        let isBase64 = objects.allSatisfy { entry in
            entry.type.map(reader.string).flatMap(Base64Field.decode).map { ["boolean", "multiple"].contains($0) }
                ?? false
        }
        if isBase64 { return .base64 }
        var (escapes, pluses) = (false, false)
        func isURL(_ span: DeckJSONReader.Span?) -> Bool {
            guard let span else { return true }
            // A JSON escape (`\/`) is never one of these characters: such a string is not URL text.
            return reader.raw(span).allSatisfy { byte in
                escapes = escapes || byte == UInt8(ascii: "%")
                pluses = pluses || byte == UInt8(ascii: "+")
                // What RFC 3986 leaves unencoded, and the escapes.
                return (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte)
                    || "%+-._~".utf8.contains(byte)
            }
        }
        let isURL = objects.allSatisfy { entry in
            isURL(entry.type) && isURL(entry.difficulty) && isURL(entry.category) && isURL(entry.question)
                && isURL(entry.correctAnswer)
        }
        // RFC 3986 writes a plus sign as `%2B`: a bare `+` is urlLegacy's space.
        guard isURL else { return .html }
        return pluses ? .urlLegacy : escapes ? .url3986 : .html
    }
}
