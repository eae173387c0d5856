import Foundation
import QuizCore

/// The bundled bank, read straight from the repository's Assets/questions.json, so that the
/// tests know each question's right answer without asking the app.
struct QuestionBank {
    struct Entry {
        var question: String
        var answer: Bool
        var category: String
        var difficulty: String
    }

    private let entries: [String: Entry]

    /// The package root: the first folder above this file that holds Package.swift.
    static func packageRoot(from file: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        throw EndToEndError.missing("no Package.swift above \(file)")
    }

    init() throws {
        let url = try Self.packageRoot().appendingPathComponent("Assets/questions.json")
        // Read with the game's own wire format, independently of the game's bank loader.
        let response = try JSONDecoder().decode(TriviaResponse.self, from: Data(contentsOf: url))
        var entries: [String: Entry] = [:]
        for result in response.results ?? [] {
            let entry = Entry(
                question: result.question,
                answer: result.correctAnswer == "True",
                category: result.category,
                difficulty: result.difficulty
            )
            entries[Self.key(result.question)] = entry
        }
        self.entries = entries
    }

    /// Compares texts without their whitespace: the card wraps lines (and may break after a
    /// hyphen), so only the characters are sure to survive.
    private static func key(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    /// The bank's entry for the text read off a card, if it is one of its questions.
    func lookUp(_ cardText: String) -> Entry? {
        entries[Self.key(cardText)]
    }
}
