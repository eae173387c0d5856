import Foundation
import OpenTriviaDB
import QuizCore

/// Fuzz targets, listed in `FuzzTarget.all`.
enum APIResponseTargets {
    /// `api.php` answers, decoded as the client decodes them.
    ///
    /// The first byte picks the encoding (its value modulo 3: 0 default/HTML, 1 url3986, 2 base64;
    /// the seeds start with the digits `0`, `1` and `2`), the rest is the answer.
    static let apiResponse = FuzzTarget(
        name: "api-response",
        summary: "api.php answers in the 3 encodings (first byte % 3: html, url3986, base64)"
    ) { (data: Data) throws(InvariantViolation) in
        guard let first = data.first else { return }
        let encoding = APIAnswerEncoding.all[Int(first) % APIAnswerEncoding.all.count]
        let body = Data(data.dropFirst())
        let result = OpenTriviaDBDecoding.questions(body, encoding: encoding, host: FuzzTarget.host)
        // The answer's response code, when its JSON can be read at all.
        let responseCode = (try? JSONDecoder().decode(TriviaResponse.self, from: body))?.responseCode
        switch result {
        case .success(let questions):
            try check(responseCode == 0, "questions came with response code \(String(describing: responseCode))")
            try check(!questions.isEmpty, "success without questions")
            for question in questions {
                try checkDecodedQuestion(question)
            }
            // What was decoded, encoded again the way the API would, decodes to the same questions.
            let again = OpenTriviaDBDecoding.questions(
                APIAnswerEncoding.answer(questions, encoding: encoding), encoding: encoding, host: FuzzTarget.host)
            try check(again == .success(questions), "re-encoded questions decode to \(again), not \(questions)")
        case .failure(let error):
            switch error {
            case .malformedResponse(let errorHost):
                try check(errorHost == FuzzTarget.host, "wrong host \(errorHost)")
            case .notEnoughQuestions, .invalidParameter:
                break
            case .tokenNotFound:
                try check(responseCode == 3, "token not found without code 3")
            case .tokenEmpty:
                try check(responseCode == 4, "token empty without code 4")
            case .rateLimited(let errorHost):
                try check(responseCode == 5, "rate limited without code 5")
                try check(errorHost == FuzzTarget.host, "wrong host \(errorHost)")
            default:
                throw InvariantViolation("a decoder reported a network error: \(error)")
            }
            if responseCode == nil {
                try check(error == .malformedResponse(host: FuzzTarget.host), "unreadable JSON gave \(error)")
            }
        }
    }

    /// `api_token.php` and `api_category.php` answers: the whole input goes to the token, token
    /// reset and category decoders.
    static let apiTokenCategories = FuzzTarget(
        name: "api-token-categories",
        summary: "api_token.php (request, reset) and api_category.php answers"
    ) { (data: Data) throws(InvariantViolation) in
        let token = OpenTriviaDBDecoding.token(data, host: FuzzTarget.host)
        let reset = OpenTriviaDBDecoding.tokenWasReset(data)
        switch token {
        case .success(let value):
            try check(!value.isEmpty, "empty token accepted")
            try check(value.isTrimmed, "token \(value.debugDescription) not trimmed")
            try check(SessionToken.isUsable(value), "token \(value.debugDescription) accepted")
            try check(reset, "a token answer with code 0 does not count as a reset")
        case .failure(.malformedResponse(let errorHost)), .failure(.rateLimited(let errorHost)),
            .failure(.unusableToken(let errorHost)):
            try check(errorHost == FuzzTarget.host, "wrong host \(errorHost)")
        case .failure(let error):
            throw InvariantViolation("token decoder reported \(error)")
        }
        switch OpenTriviaDBDecoding.categories(data, host: FuzzTarget.host) {
        case .success(let categories):
            for category in categories {
                try check(category.name.isTrimmed, "category name \(category.name.debugDescription) not trimmed")
                try check(
                    category.name == category.name.removingControlCharacters,
                    "control characters in category name \(category.name.debugDescription)")
                try check(TriviaCategory.acceptedIDs.contains(category.id), "category id \(category.id) kept")
            }
        case .failure(.malformedResponse(let errorHost)):
            try check(errorHost == FuzzTarget.host, "wrong host \(errorHost)")
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

    /// An `api.php` answer holding `questions`, every string field encoded as the API would.
    static func answer(_ questions: [Question], encoding: FieldEncoding) -> Data {
        let results = questions.map { question in
            var result = TriviaResult(question) { encode($0, encoding) }
            result.explanation = nil
            return result
        }
        // Strings and integers only: encoding can't fail.
        return (try? JSONEncoder().encode(TriviaResponse(responseCode: 0, results: results))) ?? Data()
    }

    static func encode(_ text: String, _ encoding: FieldEncoding) -> String {
        switch encoding {
        case .html: htmlEscaped(text)
        case .url3986: percentEncoded(text)
        case .urlLegacy: percentEncoded(text).replacingOccurrences(of: "%20", with: "+")
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
