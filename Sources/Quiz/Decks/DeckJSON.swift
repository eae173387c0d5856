import Foundation

/// A deck in JSON: exactly what the Open Trivia DB's `api.php` answers
/// (`{"response_code":0,"results":[...]}`) in any of its encodings, or our bank's format
/// (the same shape with `"encoding":"plain"` and explanations).
///
/// The encoding is read from the content: `"encoding"` when the file says it; otherwise base64
/// when every `type` is `boolean` or `multiple` in base64, percent-encoding when every string is
/// made of unreserved characters, percent escapes and `+` only (urlLegacy when there is a `+`,
/// its space; RFC 3986 when there is none but an escape), HTML entities otherwise. Each entry is read on its own: a wrong one is a problem, the others still play.
enum DeckJSON {
    /// The most values (commas and brackets outside strings) a JSON deck may hold.
    ///
    /// 16 for each of `DeckFile.maximumRows` entries, more than an Open Trivia DB answer needs.
    /// `JSONDecoder` maps every value before decoding: 64 MiB of `{},` took 1.3 GB and 3 s.
    static let maximumValues = DeckFile.maximumRows * 16

    static func parse(_ text: String, into deck: inout ParsedDeck) {
        guard valueCount(text) <= maximumValues else {
            deck.refusal = .tooManyRows(limit: DeckFile.maximumRows)
            return
        }
        let file: DeckJSONFile
        do {
            file = try JSONDecoder().decode(DeckJSONFile.self, from: Data(text.utf8))
        } catch {
            deck.refusal = .notADeck(describe(error))
            return
        }
        guard let results = file.results else {
            deck.refusal =
                file.responseCode.map { $0 == 0 ? .notADeck("no results") : .responseCode($0) }
                ?? .notADeck("no response_code nor results: not an Open Trivia DB answer")
            return
        }
        if results.count > DeckFile.maximumRows {
            deck.refusal = .tooManyRows(limit: DeckFile.maximumRows)
            return
        }
        if results.isEmpty, let code = file.responseCode, code != 0 {
            deck.refusal = .responseCode(code)
            return
        }
        let encoding: FieldEncoding?
        switch file.encoding?.lowercased() {
        case "plain":
            encoding = nil
            deck.format = .bank
        case nil:
            encoding = detectEncoding(results)
            deck.format = encoding.map(DeckFormat.openTriviaDB)
        case let named?:
            guard let known = FieldEncoding.allCases.first(where: { $0.rawValue.lowercased() == named }) else {
                deck.refusal = .notADeck("unknown encoding \"\(named.prefix(20))\"")
                return
            }
            encoding = known
            deck.format = .openTriviaDB(known)
        }
        deck.reserve(results.count)
        for (offset, entry) in results.enumerated() {
            let place = DeckPlace.entry(offset + 1)
            switch draft(entry, place: place, encoding: encoding) {
            case .success(let draft?): deck.add(.draft(draft))
            case .success(nil): deck.skippedMultipleChoice += 1
            case .failure(let kind): deck.add(.problem(DeckProblem(place: place, kind: kind)))
            }
        }
    }

    /// The question an entry makes; nil for a multiple-choice question (skipped); or what is
    /// wrong with it.
    private static func draft(_ entry: DeckJSONEntry, place: DeckPlace, encoding: FieldEncoding?) -> Result<
        DeckDraft?, DeckProblem.Kind
    > {
        // `FieldEncoding.decode`'s decoders, trimmed by the deck's quick `trimmed` (Foundation's
        // trimming was most of a 100,000-question deck's start).
        func decode(_ text: String?) -> String? {
            guard let text else { return nil }
            let decoded: String? =
                switch encoding {
                case nil: text
                case .html: HTMLEntities.decode(text)
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
        guard let answer = ["true": true, "false": false][correct.lowercased()] else {
            return .failure(.unknownAnswer(correct))
        }
        var difficulty = Difficulty.medium
        if entry.difficulty != nil {
            guard let text = decode(entry.difficulty) else { return .failure(.unreadableField("difficulty")) }
            if !text.isEmpty {
                guard let named = Difficulty(rawValue: text.lowercased()) else {
                    return .failure(.unknownDifficulty(text))
                }
                difficulty = named
            }
        }
        // Our bank writes explanations as plain text whatever the encoding of the rest.
        let explanation = decode(entry.explanation) ?? entry.explanation
        return .success(
            DeckDraft(
                place: place, title: title, answer: answer, category: decode(entry.category),
                difficulty: difficulty, explanation: explanation))
    }

    /// Commas, `{` and `[` outside strings: about how many values `text` holds.
    static func valueCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    count += 1
                }
            }
            return count
        }
    }

    /// The encoding of an answer that doesn't say.
    private static func detectEncoding(_ entries: [DeckJSONEntry]) -> FieldEncoding {
        let objects = entries.filter(\.isObject)
        guard !objects.isEmpty else { return .html }
        let isBase64 = objects.allSatisfy { entry in
            entry.type.flatMap(Base64Field.decode).map { ["boolean", "multiple"].contains($0) } ?? false
        }
        if isBase64 { return .base64 }
        var escapes = false
        var pluses = false
        let isURL = objects.allSatisfy { entry in
            entry.strings.allSatisfy { text in
                text.utf8.allSatisfy { byte in
                    if byte == UInt8(ascii: "%") {
                        escapes = true
                        return true
                    }
                    if byte == UInt8(ascii: "+") {
                        pluses = true
                        return true
                    }
                    return unreserved(byte)
                }
            }
        }
        // RFC 3986 writes a plus sign as `%2B`: a bare `+` is urlLegacy's space.
        guard isURL else { return .html }
        return pluses ? .urlLegacy : escapes ? .url3986 : .html
    }

    /// A character RFC 3986 leaves unencoded.
    private static func unreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// Why JSON couldn't be read, in a few words (where, when the decoder says).
    private static func describe(_ error: any Error) -> String {
        let detail: String
        switch error {
        case DecodingError.dataCorrupted(let context):
            let underlying = context.underlyingError.map { "\($0)" } ?? ""
            detail = underlying.contains("line") ? underlying : context.debugDescription
        case DecodingError.typeMismatch(_, let context):
            detail = "not an Open Trivia DB answer (\(path(context)) has the wrong type)"
        default:
            detail = "not valid JSON"
        }
        let line = detail.removingControlCharacters
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { String($0 + 1) } ?? $0.stringValue }
        return path.isEmpty ? "the top level" : path.joined(separator: ".")
    }
}

/// The top of a JSON deck: only what matters, each field optional so the file says what is
/// missing.
private struct DeckJSONFile: Decodable {
    var responseCode: Int?
    var encoding: String?
    /// At most one entry past `DeckFile.maximumRows`: the rest is never decoded.
    var results: [DeckJSONEntry]?

    enum CodingKeys: String, CodingKey {
        case responseCode = "response_code"
        case encoding, results
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        responseCode = try container.decodeIfPresent(Int.self, forKey: .responseCode)
        encoding = try container.decodeIfPresent(String.self, forKey: .encoding)
        guard container.contains(.results), try !container.decodeNil(forKey: .results) else { return }
        var list = try container.nestedUnkeyedContainer(forKey: .results)
        var entries: [DeckJSONEntry] = []
        entries.reserveCapacity(min(list.count ?? 0, DeckFile.maximumRows + 1))
        while !list.isAtEnd, entries.count <= DeckFile.maximumRows {
            entries.append(try list.decode(DeckJSONEntry.self))
        }
        results = entries
    }
}

/// One entry of `results`, read field by field: a field of the wrong type is as missing, and an
/// entry that isn't an object is one too, so one wrong entry never spoils the others.
private struct DeckJSONEntry: Decodable {
    var isObject = false
    var type: String?
    var difficulty: String?
    var category: String?
    var question: String?
    var correctAnswer: String?
    var explanation: String?

    enum CodingKeys: String, CodingKey {
        case type, difficulty, category, question, explanation
        case correctAnswer = "correct_answer"
    }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else { return }
        isObject = true
        type = try? container.decodeIfPresent(String.self, forKey: .type)
        difficulty = try? container.decodeIfPresent(String.self, forKey: .difficulty)
        category = try? container.decodeIfPresent(String.self, forKey: .category)
        question = try? container.decodeIfPresent(String.self, forKey: .question)
        correctAnswer = try? container.decodeIfPresent(String.self, forKey: .correctAnswer)
        explanation = try? container.decodeIfPresent(String.self, forKey: .explanation)
    }

    /// The string fields the encoding applies to.
    var strings: [String] {
        [type, difficulty, category, question, correctAnswer].compactMap { $0 }
    }
}
