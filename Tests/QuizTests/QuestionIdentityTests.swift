import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

/// A question's id is computed once, by the question, and is the key earlier versions wrote to
/// their files: a cache or a played-questions file from before still knows its questions.
final class QuestionIdentityTests: XCTestCase {
    private let files = FileWriter()
    private func question(_ title: String) -> Question {
        Question(title: title, answer: true, category: "Art", difficulty: .easy)
    }

    func testAQuestionsIdIsTheOneEarlierVersionsWroteToTheirFiles() {
        // Ids as the cache of earlier versions wrote them (Tests/FuzzCorpus/cache-file/cache-6
        // and cache-unicode), byte for byte.
        let written = [
            "2995369dbb30f2ae": "In Egyptian mythology, Anubis is the god of the sun.",
            "808128f2b8394882": "In Nineteen Eighty-Four, Winston Smith works at the Ministry of Truth.",
            "e51344659c3ee6f1": "Zero is an even number.",
            "2a373c8b54cc2972": "The Moon gives off its own visible light.",
            "503f335bbee155f3": "A standard deck of playing cards contains 52 cards, not counting jokers.",
            "1fae864e7b425395": "Leonardo da Vinci painted the Mona Lisa.",
            "9d562e1e6f20f431": "Café “—” 100°C",
        ]
        for (id, title) in written {
            XCTAssertEqual(question(title).id, id, title)
            XCTAssertEqual(Question.id(for: title), id, title)
        }
    }

    /// The key is FNV-1a (64 bits) over the title's lowered letters and digits.
    ///
    /// The published test vectors, and a title whose other characters change nothing. The daily schedule seeds
    /// from the same key, so its picks (pinned in DailyScheduleTests) rest on this too.
    func testTheKeyIsFNV1aOfTheLettersAndDigits() {
        XCTAssertEqual(Question.key(for: ""), 0xCBF2_9CE4_8422_2325)
        XCTAssertEqual(Question.key(for: "a"), 0xAF63_DC4C_8601_EC8C)
        XCTAssertEqual(Question.key(for: "foobar"), 0x8594_4171_F739_67E8)
        XCTAssertEqual(Question.key(for: "Foo, BAR!"), 0x8594_4171_F739_67E8)
        XCTAssertEqual(Question.key(for: "Café"), Question.key(for: "café"))
        XCTAssertEqual(Question.id(for: "foobar"), "85944171f73967e8")
    }

    /// The id's digits are `String(_:radix:)`'s, leading zeros and all, whatever the key.
    func testTheIdIsTheKeyInHexadecimal() {
        var generator = SystemRandomNumberGenerator()
        let keys: [UInt64] =
            [0, 1, 0xF, 0x10, 0xAB_CDEF, UInt64.max, 1 << 63]
            + (0..<1000).map { _ in
                generator.next() >> UInt64.random(in: 0..<64)
            }
        for key in keys { XCTAssertEqual(Question.hexadecimal(key), String(key, radix: 16)) }
    }

    func testTheIdFollowsTheTitleAndIgnoresCaseSpacesAndPunctuation() {
        var edited = question("The sky is blue.")
        XCTAssertEqual(edited.id, question(" the sky, is BLUE ").id)
        edited.title = "The sky is red."
        XCTAssertEqual(edited.id, question("The sky is red.").id)
        XCTAssertNotEqual(edited.id, question("The sky is blue.").id)
        XCTAssertEqual(PrimeQuiz.question(about: 97).id, question("97 is a prime number.").id)
    }

    func testFilesWrittenByEarlierVersionsStillKnowTheirQuestions() throws {
        let folder = try TemporaryFiles.makeFolder("openquizz-identity")
        defer { TemporaryFiles.remove(folder, after: files) }
        let mona = question("Leonardo da Vinci painted the Mona Lisa.")

        let playedURL = folder.appendingPathComponent("played.json")
        try Data(#"{"played":{"1fae864e7b425395":3},"version":1}"#.utf8).write(to: playedURL)
        XCTAssertEqual(PlayedQuestions(url: playedURL, writer: files).playCounts(of: [mona.id]), [3])

        let cacheURL = folder.appendingPathComponent("questions.json")
        let entry =
            #"{"answer":true,"category":"Art","difficulty":"easy","id":"1fae864e7b425395","seen":true,"#
            + #""title":"Leonardo da Vinci painted the Mona Lisa."}"#
        try Data(#"{"entries":[\#(entry)],"version":1}"#.utf8).write(to: cacheURL)
        let cache = QuestionCache(url: cacheURL, writer: files)
        XCTAssertEqual(
            cache.addNew([mona, question("Zero is an even number.")]).map(\.title), ["Zero is an even number."])
        XCTAssertEqual(cache.counts.total, 2)
        cache.flush()
    }
}
