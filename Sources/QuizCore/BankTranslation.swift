import Foundation

/// The bank's questions worded in another language (`Assets/questions.fr.json`): for each
/// question, by its id, the statement and the explanation, and the answer to check them by.
///
/// A question keeps its id, answer, category and difficulty in every language, so the daily
/// challenge, the history, the stats and "no repeats" don't depend on the language played.
public struct BankTranslation: Sendable, Equatable {
    /// One question's wording.
    public struct Entry: Sendable, Equatable, Codable {
        /// The English question's `Question.id`.
        public var id: String
        /// "True" or "False", as in the English bank: a wording whose answer differs is not used.
        public var correctAnswer: String
        public var question: String
        public var explanation: String?

        public init(id: String, correctAnswer: String, question: String, explanation: String?) {
            self.id = id
            self.correctAnswer = correctAnswer
            self.question = question
            self.explanation = explanation
        }

        enum CodingKeys: String, CodingKey {
            case id, question, explanation
            case correctAnswer = "correct_answer"
        }
    }

    /// The language's code, as in the file ("fr").
    public var language: String
    public var entries: [Entry]

    public init(language: String, entries: [Entry]) {
        self.language = language
        self.entries = entries
    }

    private struct File: Codable {
        var language: String
        var questions: [Entry]
    }

    /// Decodes `{"language": "fr", "questions": [{"id", "correct_answer", "question",
    /// "explanation"}]}`.
    ///
    /// - Throws: `BankError.malformed` for anything else.
    public init(data: Data) throws(BankError) {
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            self.init(language: file.language, entries: file.questions)
        } catch {
            throw .malformed(.notATranslation)
        }
    }

    /// The translation's file name beside `questions.json`: `questions.fr.json`.
    static func fileName(_ language: Language) -> String { "questions.\(language.rawValue).json" }
}

extension BundledBank {
    /// This bank worded by `translation`.
    ///
    /// Each question that has an entry of the same id and the same answer takes its statement
    /// and explanation; a question without one stays as it is. Ids, answers, categories,
    /// difficulties and the order don't change.
    public func worded(by translation: BankTranslation) -> BundledBank {
        var entries: [String: BankTranslation.Entry] = [:]
        for entry in translation.entries { entries[entry.id] = entries[entry.id] ?? entry }
        let questions = questions.map { question in
            guard let entry = entries[question.id], entry.correctAnswer == (question.answer ? "True" : "False")
            else { return question }
            let title = entry.question.trimmingCharacters(in: .whitespacesAndNewlines)
            guard QuestionText.isVisible(title) else { return question }
            let explanation = entry.explanation?.trimmingCharacters(in: .whitespacesAndNewlines)
            return question.worded(
                title: title, explanation: explanation.map(QuestionText.isVisible) == true ? explanation : nil)
        }
        return BundledBank(categories: categories, questions: questions)
    }

    /// Reads the bank installed with the game, in `language`.
    ///
    /// That is the English bank worded by the translation beside it (`questions.fr.json`). When
    /// that file is missing or can't be read, the bank is played in English: a translation never
    /// keeps the game from starting.
    public static func loadInstalled(in language: Language) throws(BankError) -> BundledBank {
        let places = installedCandidates()
        guard let url = places.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
            throw .notFound(searched: places.map(\.path))
        }
        return try load(from: url, in: language)
    }

    /// Reads the bank at `url` in `language`, from the translation in the same folder (see
    /// `loadInstalled(in:)`).
    public static func load(from url: URL, in language: Language) throws(BankError) -> BundledBank {
        let bank = try load(from: url)
        guard language != .english else { return bank }
        let file = url.deletingLastPathComponent().appendingPathComponent(BankTranslation.fileName(language))
        guard let data = try? Data(contentsOf: file), let translation = try? BankTranslation(data: data),
            translation.language == language.rawValue
        else { return bank }
        return bank.worded(by: translation)
    }
}
