import Foundation
import QuizCore
import QuizDecks

/// Fuzz targets, listed in `FuzzTarget.all`.
enum DeckTargets {
    /// A deck file as a spreadsheet saves it (`--questions FILE`), read by `DeckFile`.
    static let deckCSV = FuzzTarget(
        name: "deck-csv",
        summary: "DeckFile.read(data:name:) on CSV decks, written back as CSV"
    ) { (data: Data) throws(InvariantViolation) in
        let reading = DeckFile.read(data: data, name: "fuzz")
        try checkDeck(reading, data: data)
        guard reading.refusal == nil else { return }
        // What was read, written back as CSV (every field quoted), reads back the same.
        let again = DeckFile.read(data: DeckFiles.csv(reading.questions), name: "fuzz")
        try check(again.problems == [], "CSV written back has problems: \(again.problems.prefix(3))")
        try check(
            again.questions == reading.questions,
            "questions differ after a CSV round trip: \(firstDifference(reading.questions, again.questions))")
    }

    /// A deck file in JSON (`--questions FILE`): an Open Trivia DB answer or our bank.
    static let deckJSON = FuzzTarget(
        name: "deck-json",
        summary: "DeckFile.read(data:name:) on Open Trivia DB answers and banks, written back as a bank"
    ) { (data: Data) throws(InvariantViolation) in
        let reading = DeckFile.read(data: data, name: "fuzz")
        try checkDeck(reading, data: data)
        guard reading.refusal == nil else { return }
        let again = DeckFile.read(data: DeckFiles.bank(reading.questions), name: "fuzz")
        try check(again.format == .bank, "a bank written back reads as \(String(describing: again.format))")
        try check(again.problems == [], "bank written back has problems: \(again.problems.prefix(3))")
        // A bank always writes a category and a difficulty: those the file left out (the deck's
        // name, medium) come back as stated.
        let stated = reading.questions.map { question in
            var question = question
            question.categoryUnstated = false
            question.difficultyUnstated = false
            return question
        }
        try check(
            again.questions == stated,
            "questions differ after a bank round trip: \(firstDifference(stated, again.questions))")
    }

    /// What every reading keeps, whatever the bytes.
    private static func checkDeck(_ reading: DeckReading, data: Data) throws(InvariantViolation) {
        try check((reading.refusal == nil) == !reading.questions.isEmpty, "a refusal iff no question")
        try check(reading.places.count == reading.questions.count, "a place for each question")
        try check(Set(reading.questions.map(\.id)).count == reading.questions.count, "two questions share an id")
        try check(reading.leftOut <= reading.problems.count, "more left out than problems")
        for question in reading.questions {
            try check(question.origin == .deck && question.deck == "fuzz", "not from the deck: \(question.origin)")
            for text in [question.title, question.category] + [question.explanation].compactMap({ $0 }) {
                // Trimmed of Unicode's White_Space (Foundation's set also holds U+200B, which a
                // deck keeps: it shows nothing either way).
                let ends = [text.unicodeScalars.first, text.unicodeScalars.last].compactMap { $0 }
                try check(
                    !text.isEmpty && !ends.contains(where: \.properties.isWhitespace),
                    "text \(text.debugDescription) empty or not trimmed")
                try check(text == text.removingControlCharacters, "control characters in \(text.debugDescription)")
            }
            try check(
                question.title.count <= DeckFile.maximumStatementLength, "a statement over the limit was kept")
            try check(
                question.category.count <= max(DeckFile.maximumCategoryLength, "fuzz".count)
                    && (question.explanation?.count ?? 0) <= DeckFile.maximumExplanationLength,
                "a category or explanation over the limit was kept")
        }
        for (earlier, later) in zip(reading.places, reading.places.dropFirst()) {
            try check(order(earlier) < order(later), "places out of order: \(earlier), \(later)")
        }
    }

    /// The first question that differs, read then read again, for the violation's message.
    private static func firstDifference(_ read: [Question], _ again: [Question]) -> String {
        guard read.count == again.count else { return "\(read.count) questions, then \(again.count)" }
        guard let (first, second) = zip(read, again).first(where: { $0 != $1 }) else { return "none" }
        return "\(String(reflecting: first)) became \(String(reflecting: second))"
    }

    private static func order(_ place: DeckPlace) -> Int {
        switch place {
        case .line(let line): line
        case .entry(let entry): entry
        }
    }
}

/// Decks written back, for the round trips.
enum DeckFiles {
    /// CSV with every column, every field quoted.
    static func csv(_ questions: [Question]) -> Data {
        // Quotes doubled scalar by scalar: a quote followed by a combining mark is one Character,
        // which replacingOccurrences(of: "\"") would not find.
        func quoted(_ field: String) -> String {
            var scalars = String.UnicodeScalarView()
            for scalar in field.unicodeScalars {
                if scalar == "\"" { scalars.append(scalar) }
                scalars.append(scalar)
            }
            return "\"" + String(scalars) + "\""
        }
        var text = "statement,answer,explanation,category,difficulty\r\n"
        for question in questions {
            let fields = [
                question.title, question.answer ? "true" : "false", question.explanation ?? "",
                question.categoryUnstated ? "" : question.category,
                question.difficultyUnstated ? "" : question.difficulty.rawValue,
            ]
            text += fields.map(quoted).joined(separator: ",") + "\r\n"
        }
        return Data(text.utf8)
    }

    /// Our bank's format.
    static func bank(_ questions: [Question]) -> Data {
        let response = TriviaResponse(responseCode: 0, encoding: "plain", results: questions.map { TriviaResult($0) })
        return (try? JSONEncoder().encode(response)) ?? Data()
    }
}
