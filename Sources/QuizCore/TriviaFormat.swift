import Foundation

/// The JSON shape of an Open Trivia DB `api.php` answer, which the bundled bank also uses (the
/// client decodes each string field itself, by the answer's encoding).
///
/// The bank adds two fields the API never sends: `categories` (names with their ids) and, per
/// question, `explanation`. `encoding` says how the strings are encoded; the bank is `plain`.
package struct TriviaResponse: Codable, Sendable {
    package var responseCode: Int
    package var encoding: String?
    package var categories: [TriviaCategory]?
    /// Absent in some error answers.
    package var results: [TriviaResult]?

    package init(
        responseCode: Int, encoding: String? = nil, categories: [TriviaCategory]? = nil, results: [TriviaResult]?
    ) {
        self.responseCode = responseCode
        self.encoding = encoding
        self.categories = categories
        self.results = results
    }

    enum CodingKeys: String, CodingKey {
        case responseCode = "response_code"
        case encoding, categories, results
    }
}

/// One question as the Open Trivia DB sends it.
package struct TriviaResult: Codable, Sendable {
    package var type: String
    package var difficulty: String
    package var category: String
    package var question: String
    package var correctAnswer: String
    package var incorrectAnswers: [String]?
    package var explanation: String?

    package init(
        type: String, difficulty: String, category: String, question: String, correctAnswer: String,
        incorrectAnswers: [String]?, explanation: String? = nil
    ) {
        self.type = type
        self.difficulty = difficulty
        self.category = category
        self.question = question
        self.correctAnswer = correctAnswer
        self.incorrectAnswers = incorrectAnswers
        self.explanation = explanation
    }

    /// A question as the API would send it, each string field written by `encode` (plain text
    /// for the bank; an encoding for the fuzz targets' answers).
    package init(_ question: Question, encode: (String) -> String = { $0 }) {
        self.init(
            type: encode("boolean"),
            difficulty: encode(question.difficulty.rawValue),
            category: encode(question.category),
            question: encode(question.title),
            correctAnswer: encode(question.answer ? "True" : "False"),
            incorrectAnswers: [encode(question.answer ? "False" : "True")],
            explanation: question.explanation
        )
    }

    enum CodingKeys: String, CodingKey {
        case type, difficulty, category, question
        case correctAnswer = "correct_answer"
        case incorrectAnswers = "incorrect_answers"
        case explanation
    }

    /// The question as the game plays it, or a reason why it can't be played.
    func question(origin: QuestionOrigin) throws(BankError.EntryFault) -> Question {
        guard type == "boolean" else { throw .notBoolean(type: type) }
        guard let difficulty = Difficulty(rawValue: difficulty) else { throw .unknownDifficulty(self.difficulty) }
        let answer: Bool
        switch correctAnswer {
        case "True": answer = true
        case "False": answer = false
        default: throw .notTrueOrFalse(correctAnswer)
        }
        let title = question.trimmingCharacters(in: .whitespacesAndNewlines)
        guard QuestionText.isVisible(title) else { throw .emptyQuestion }
        let explanation = explanation?.trimmingCharacters(in: .whitespacesAndNewlines)
        return Question(
            title: title,
            answer: answer,
            category: category.trimmingCharacters(in: .whitespacesAndNewlines),
            difficulty: difficulty,
            explanation: explanation.map(QuestionText.isVisible) == true ? explanation : nil,
            origin: origin
        )
    }
}

/// What every reader of questions (bundled bank, Open Trivia DB answers, disk cache) checks in a
/// question's text.
package enum QuestionText {
    /// Whether `text` would show anything on a card: true when something is left once white
    /// space, control and format characters (zero-width joiners and spaces, direction marks, soft
    /// hyphens, tags…), other default-ignorable code points (variation selectors, Hangul fillers)
    /// and combining marks (which need a letter to sit on) are taken out.
    package static func isVisible(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
            switch properties.generalCategory {
            case .control, .format, .surrogate, .nonspacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
                .paragraphSeparator:
                return false
            default:
                return true
            }
        }
    }
}

/// An `api_token.php` answer.
package struct TokenResponse: Codable, Sendable {
    package var responseCode: Int
    package var token: String?

    package init(responseCode: Int, token: String?) {
        self.responseCode = responseCode
        self.token = token
    }

    enum CodingKeys: String, CodingKey {
        case responseCode = "response_code"
        case token
    }
}

/// An `api_category.php` answer.
package struct CategoryResponse: Codable, Sendable {
    package struct Category: Codable, Sendable {
        package var id: Int
        package var name: String
    }

    package var triviaCategories: [Category]

    enum CodingKeys: String, CodingKey {
        case triviaCategories = "trivia_categories"
    }
}
