import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// The in-process fake answers as the local test server does: the same bytes for the same
/// request wherever the answer is not random, and only the server's encodings of its bank where
/// it is.
final class FakeOpenTDBTests: XCTestCase {
    private var server: OpenTDBTestServer!
    private let fake = FakeOpenTDB()

    override func setUpWithError() throws {
        server = try OpenTDBTestServer(rateLimitSeconds: 0)
    }

    override func tearDownWithError() throws {
        server.finish()
    }

    private func assertSameAnswer(
        _ path: String, _ query: [String: String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let real = try server.get(path, query: query)
        let faked = try fake.get(path, query: query)
        XCTAssertEqual(faked.status, real.status, "\(path) \(query)", file: file, line: line)
        XCTAssertEqual(
            String(decoding: faked.body, as: UTF8.self), String(decoding: real.body, as: UTF8.self),
            "\(path) \(query)", file: file, line: line)
    }

    func testWhatIsNotRandomIsAnsweredByteForByte() throws {
        try assertSameAnswer("api_category.php", [:])
        try assertSameAnswer("api_count.php", ["category": "30"])
        // Science: Gadgets holds one true/false question of each difficulty: the answer is fixed.
        for difficulty in ["easy", "medium", "hard"] {
            for encode in ["", "url3986", "urlLegacy", "base64"] {
                try assertSameAnswer(
                    "api.php",
                    ["amount": "1", "type": "boolean", "category": "30", "difficulty": difficulty, "encode": encode])
            }
        }
        try assertSameAnswer("api.php", ["amount": "4", "type": "boolean", "category": "30"])  // code 1
        try assertSameAnswer("api.php", ["amount": "0"])  // code 2
        try assertSameAnswer("api.php", ["amount": "1", "token": "unknown"])  // code 3
        try assertSameAnswer("api_token.php", ["command": "nothing"])  // code 2
        let bank = try JSONSerialization.jsonObject(with: server.get("/_bank").body) as? NSArray
        let fakeBank = try JSONSerialization.jsonObject(with: fake.get("/_bank", query: [:]).body) as? NSArray
        XCTAssertEqual(fakeBank, bank)
        XCTAssertEqual(try fake.log().map(\.path), try server.log().map(\.path))
        XCTAssertEqual(try fake.log().map(\.responseCode), try server.log().map(\.responseCode))
    }

    func testEveryQuestionTheServerSendsIsOneTheFakeWritesTheSameWay() throws {
        for encode in ["", "url3986", "urlLegacy", "base64"] {
            let written = Set(
                FakeOpenTDBBank.entries.map { FakeOpenTDBBank.encoded($0, encode).text })
            do {
                let (_, body) = try server.get("api.php", query: ["amount": "50", "type": "boolean", "encode": encode])
                let text = String(decoding: body, as: UTF8.self)
                let prefix = #"{"response_code":0,"results":["#
                XCTAssertTrue(text.hasPrefix(prefix), text)
                // Each result is an object without nested ones: split at "},{".
                let results = text.dropFirst(prefix.count).dropLast(2).components(separatedBy: "},{")
                XCTAssertEqual(results.count, 50)
                for (index, result) in results.enumerated() {
                    let object = (index == 0 ? "" : "{") + result + (index == results.count - 1 ? "" : "}")
                    XCTAssertTrue(written.contains(object), "encode=\(encode): \(object)")
                }
            }
        }
    }
}
