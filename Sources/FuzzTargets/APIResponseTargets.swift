import Foundation
import Quiz

extension FuzzTarget {
    /// `api.php` answers, decoded as the client decodes them. The first byte picks the encoding
    /// (its value modulo 3: 0 default/HTML, 1 url3986, 2 base64; the seeds start with the digits
    /// `0`, `1` and `2`), the rest is the answer.
    static let apiResponse = FuzzTarget(
        name: "api-response",
        summary: "api.php answers in the 3 encodings (first byte % 3: html, url3986, base64)"
    ) { (data: Data) throws(InvariantViolation) in
        guard let first = data.first else { return }
        let encoding = APIAnswerEncoding.all[Int(first) % APIAnswerEncoding.all.count]
        let body = data.dropFirst()
        let answer = FuzzEntryPoints.decodeQuestionsAnswer(body, encoding: encoding)
        switch answer.result {
        case .success(let questions):
            try check(
                answer.responseCode == 0, "questions came with response code \(String(describing: answer.responseCode))"
            )
            try check(!questions.isEmpty, "success without questions")
            for question in questions {
                try checkDecodedQuestion(question)
            }
            // What was decoded, encoded again the way the API would, decodes to the same questions.
            let again = FuzzEntryPoints.decodeQuestions(
                APIAnswerEncoding.answer(questions, encoding: encoding), encoding: encoding)
            try check(again == .success(questions), "re-encoded questions decode to \(again), not \(questions)")
        case .failure(let error):
            switch error {
            case .malformedResponse(let host):
                try check(host == FuzzEntryPoints.host, "wrong host \(host)")
            case .notEnoughQuestions, .invalidParameter, .tokenRejected:
                break
            case .rateLimited(let host):
                try check(answer.responseCode == 5, "rate limited without code 5")
                try check(host == FuzzEntryPoints.host, "wrong host \(host)")
            default:
                throw InvariantViolation("a decoder reported a network error: \(error)")
            }
            if answer.responseCode == nil {
                try check(error == .malformedResponse(host: FuzzEntryPoints.host), "unreadable JSON gave \(error)")
            }
        }
        let plain = FuzzEntryPoints.decodeQuestions(body, encoding: encoding)
        try check(plain == answer.result, "decodeQuestions and decodeQuestionsAnswer disagree")
    }

    /// `api_token.php` and `api_category.php` answers: the whole input goes to the token, token
    /// reset and category decoders.
    static let apiTokenCategories = FuzzTarget(
        name: "api-token-categories",
        summary: "api_token.php (request, reset) and api_category.php answers"
    ) { (data: Data) throws(InvariantViolation) in
        let token = FuzzEntryPoints.decodeToken(data)
        let reset = FuzzEntryPoints.decodeTokenReset(data)
        switch token {
        case .success(let value):
            try check(!value.isEmpty, "empty token accepted")
            try check(value.isTrimmed, "token \(value.debugDescription) not trimmed")
            try check(OpenTriviaDBState.isUsableToken(value), "token \(value.debugDescription) accepted")
            try check(reset, "a token answer with code 0 does not count as a reset")
        case .failure(.malformedResponse(let host)), .failure(.rateLimited(let host)),
            .failure(.unusableToken(let host)):
            try check(host == FuzzEntryPoints.host, "wrong host \(host)")
        case .failure(let error):
            throw InvariantViolation("token decoder reported \(error)")
        }
        switch FuzzEntryPoints.decodeCategories(data) {
        case .success(let categories):
            for category in categories {
                try check(category.name.isTrimmed, "category name \(category.name.debugDescription) not trimmed")
                try check(
                    category.name == category.name.removingControlCharacters,
                    "control characters in category name \(category.name.debugDescription)")
                try check(TriviaCategory.acceptedIDs.contains(category.id), "category id \(category.id) kept")
            }
        case .failure(.malformedResponse(let host)):
            try check(host == FuzzEntryPoints.host, "wrong host \(host)")
        case .failure(let error):
            throw InvariantViolation("category decoder reported \(error)")
        }
    }

    /// What the client promises of every question it hands out.
    static func checkDecodedQuestion(_ question: Question) throws(InvariantViolation) {
        try check(!question.title.isEmpty, "empty title")
        try check(question.title.isTrimmed, "title \(question.title.debugDescription) not trimmed")
        try check(question.category.isTrimmed, "category \(question.category.debugDescription) not trimmed")
        try check(question.origin == .openTriviaDB, "origin \(question.origin)")
        try check(question.explanation == nil, "an API question with an explanation")
    }
}

/// Writes questions as the Open Trivia DB would send them, in each encoding.
enum APIAnswerEncoding {
    static let all: [FieldEncoding] = [.html, .url3986, .base64]

    private struct Answer: Encodable {
        struct Result: Encodable {
            var type: String
            var difficulty: String
            var category: String
            var question: String
            var correctAnswer: String
            var incorrectAnswers: [String]

            enum CodingKeys: String, CodingKey {
                case type, difficulty, category, question
                case correctAnswer = "correct_answer"
                case incorrectAnswers = "incorrect_answers"
            }
        }

        var responseCode = 0
        var results: [Result]

        enum CodingKeys: String, CodingKey {
            case responseCode = "response_code"
            case results
        }
    }

    static func answer(_ questions: [Question], encoding: FieldEncoding) -> Data {
        let results = questions.map { question in
            Answer.Result(
                type: encode("boolean", encoding),
                difficulty: encode(question.difficulty.rawValue, encoding),
                category: encode(question.category, encoding),
                question: encode(question.title, encoding),
                correctAnswer: encode(question.answer ? "True" : "False", encoding),
                incorrectAnswers: [encode(question.answer ? "False" : "True", encoding)]
            )
        }
        // Strings and integers only: encoding can't fail.
        return (try? JSONEncoder().encode(Answer(results: results))) ?? Data()
    }

    static func encode(_ text: String, _ encoding: FieldEncoding) -> String {
        switch encoding {
        case .html: htmlEscaped(text)
        case .url3986: percentEncoded(text)
        case .base64: Data(text.utf8).base64EncodedString()
        }
    }

    /// The five characters the API escapes, as it escapes them.
    static func htmlEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#039;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// RFC 3986: every byte but the unreserved characters as `%XX`.
    static func percentEncoded(_ text: String, lowercaseHex: Bool = false) -> String {
        let digits = Array((lowercaseHex ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
