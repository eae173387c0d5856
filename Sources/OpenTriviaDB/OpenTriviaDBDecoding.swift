import Foundation
import QuizCore

/// The Open Trivia DB's answers, decoded: pure functions of the bytes, tested and fuzzed on their
/// own.
///
/// Every answer that can't be read is `.malformedResponse`; nothing traps.
package enum OpenTriviaDBDecoding {
    /// The true/false questions of an `api.php` answer, or why there are none.
    ///
    /// Questions of another type are skipped; a question whose fields can't be decoded, or whose
    /// text shows nothing, makes the whole answer malformed.
    package static func questions(_ data: Data, encoding: FieldEncoding, host: String) -> Result<
        [Question], OpenTriviaDBError
    > {
        guard let response = try? JSONDecoder().decode(TriviaResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        switch response.responseCode {
        case 0:
            guard let results = response.results else { return .failure(.malformedResponse(host: host)) }
            var questions: [Question] = []
            for result in results {
                guard let question = question(result, encoding: encoding) else {
                    return .failure(.malformedResponse(host: host))
                }
                if let question { questions.append(question) }
            }
            return questions.isEmpty ? .failure(.notEnoughQuestions) : .success(questions)
        case 1: return .failure(.notEnoughQuestions)
        case 2: return .failure(.invalidParameter)
        case 3: return .failure(.tokenNotFound)
        case 4: return .failure(.tokenEmpty)
        case 5: return .failure(.rateLimited(host: host))
        default: return .failure(.malformedResponse(host: host))
        }
    }

    /// A decoded question; `.some(nil)` for one that isn't true/false (skipped); nil when a field
    /// can't be decoded or the question shows nothing.
    static func question(_ result: TriviaResult, encoding: FieldEncoding) -> Question?? {
        guard let type = encoding.decode(result.type),
            let difficultyText = encoding.decode(result.difficulty),
            let category = encoding.decode(result.category),
            let title = encoding.decode(result.question),
            let correct = encoding.decode(result.correctAnswer)
        else { return nil }
        guard type == "boolean", let answer = ["True": true, "False": false][correct] else { return .some(nil) }
        // A question with nothing to show (only spaces, control or format characters) is as
        // malformed as one that can't be decoded: never a blank card.
        guard QuestionText.isVisible(title) else { return nil }
        return Question(
            title: title,
            answer: answer,
            category: category,
            difficulty: Difficulty(rawValue: difficultyText.lowercased()) ?? .medium,
            origin: .openTriviaDB
        )
    }

    /// An `api_category.php` answer: the categories `--category` accepts (ids in
    /// `TriviaCategory.acceptedIDs`; others, and repeated ids, are dropped), names decoded and
    /// cleaned of control characters (a name left empty is dropped too).
    package static func categories(_ data: Data, host: String) -> Result<[TriviaCategory], OpenTriviaDBError> {
        guard let response = try? JSONDecoder().decode(CategoryResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        var seen: Set<Int> = []
        var categories: [TriviaCategory] = []
        for category in response.triviaCategories where TriviaCategory.acceptedIDs.contains(category.id) {
            let name = (FieldEncoding.html.decode(category.name) ?? category.name).removingControlCharacters
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, seen.insert(category.id).inserted else { continue }
            categories.append(TriviaCategory(id: category.id, name: name))
        }
        return .success(categories)
    }

    /// An `api_token.php?command=request` answer: the new token, if it is one we accept (see
    /// `SessionToken.isUsable`).
    package static func token(_ data: Data, host: String) -> Result<String, OpenTriviaDBError> {
        guard let response = try? JSONDecoder().decode(TokenResponse.self, from: data) else {
            return .failure(.malformedResponse(host: host))
        }
        if response.responseCode == 5 { return .failure(.rateLimited(host: host)) }
        guard response.responseCode == 0, let token = response.token else {
            return .failure(.malformedResponse(host: host))
        }
        // Checked before any entity decoding: a usable token has nothing to decode.
        guard SessionToken.isUsable(token) else { return .failure(.unusableToken(host: host)) }
        return .success(token)
    }

    /// Whether an `api_token.php?command=reset` answer says the token was reset.
    package static func tokenWasReset(_ data: Data) -> Bool {
        guard let response = try? JSONDecoder().decode(TokenResponse.self, from: data) else { return false }
        return response.responseCode == 0
    }
}
