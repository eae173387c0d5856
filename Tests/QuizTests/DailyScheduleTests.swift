import Foundation
import XCTest

@testable import QuizCore

/// The daily challenge's calendar and its choice of questions: a pure function of the day and the bank.
final class DailyScheduleTests: XCTestCase {
    /// The bank shipped in Assets/questions.json.
    private static let bank: BundledBank = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        do {
            return try BundledBank.load(from: root.appendingPathComponent("Assets/questions.json"))
        } catch {
            XCTFail("the bank doesn't load: \(error)")
            return BundledBank(categories: [], questions: [])
        }
    }()

    /// Five years of days (#1 to #1826), computed once for the tests that look at them all.
    private static let fiveYears = DailySchedule(bank: bank.questions).days(through: 1826)

    private func date(_ text: String) throws -> DailyDate {
        try XCTUnwrap(DailyDate(text), text)
    }

    // MARK: - Calendar

    func testChallengeOneIsTheFirstOfNovember2026AndEachDayAddsOne() throws {
        XCTAssertEqual(DailyChallenge.number(on: try date("2026-11-01")), 1)
        XCTAssertEqual(DailyChallenge.number(on: try date("2026-11-26")), 26)
        XCTAssertEqual(DailyChallenge.number(on: try date("2026-12-01")), 31)
        XCTAssertEqual(DailyChallenge.number(on: try date("2027-01-01")), 62)
        XCTAssertEqual(DailyChallenge.number(on: try date("2026-10-31")), 0)
        XCTAssertEqual(DailyChallenge.date(ofNumber: 42).text, "2026-12-12")
        XCTAssertEqual(DailyChallenge(number: 1, questions: []).date.text, "2026-11-01")
    }

    func testTheUTCDayOfAnInstantIsTheSameEverywhere() {
        // 2026-11-26T23:59:59Z and 2026-11-27T00:00:00Z.
        XCTAssertEqual(DailyDate(Date(timeIntervalSince1970: 1_795_737_599)).text, "2026-11-26")
        XCTAssertEqual(DailyDate(Date(timeIntervalSince1970: 1_795_737_600)).text, "2026-11-27")
        XCTAssertEqual(DailyDate(Date(timeIntervalSince1970: -1)).text, "1969-12-31")
    }

    func testDatesAreReadOnlyAsYYYYMMDDAndOnlyWhenTheDayExists() {
        for good in ["2026-11-01", "2028-02-29", "2000-02-29", "1999-12-31", "2026-12-31"] {
            XCTAssertEqual(DailyDate(good)?.text, good)
        }
        for bad in [
            "", "2026-11", "2026-11-1", "26-11-01", "2026/11/01", "2026-13-01", "2026-00-10", "2026-11-31",
            "2027-02-29", "1900-02-29", "2026-11-01 ", " 2026-11-01", "+026-11-01", "2026-1a-01", "２０２６-11-01",
            "2026-11-01T00:00", "20261-11-01", "today",
        ] {
            XCTAssertNil(DailyDate(bad), bad)
        }
    }

    func testDaysAndCalendarDatesConvertBothWaysOverFourCenturies() {
        var previous: (year: Int, month: Int, day: Int)?
        for day in DailyDate.days(year: 1800, month: 1, day: 1)...DailyDate.days(year: 2200, month: 12, day: 31) {
            let civil = DailyDate.civil(day)
            XCTAssertEqual(DailyDate.days(year: civil.year, month: civil.month, day: civil.day), day)
            if let previous, civil.day != previous.day + 1 {
                XCTAssertEqual(civil.day, 1, "only a month's end resets the day: \(civil)")
            }
            previous = civil
        }
    }

    func testADayAskedForIsRefusedInTheFutureBeforeOneOrMalformed() throws {
        let today = try date("2026-11-26")
        XCTAssertEqual(try DailyDateProblem.number(for: nil, today: today), 26)
        XCTAssertEqual(try DailyDateProblem.number(for: "2026-11-26", today: today), 26)
        XCTAssertEqual(try DailyDateProblem.number(for: "2026-11-01", today: today), 1)
        XCTAssertThrowsError(try DailyDateProblem.number(for: "2026-12-25", today: today)) {
            XCTAssertEqual($0 as? DailyDateProblem, .future(DailyDate("2026-12-25")!))
        }
        XCTAssertThrowsError(try DailyDateProblem.number(for: "2026-10-31", today: today)) {
            XCTAssertEqual($0 as? DailyDateProblem, .beforeFirst(DailyDate("2026-10-31")!))
        }
        XCTAssertThrowsError(try DailyDateProblem.number(for: "2026-11-31", today: today)) {
            XCTAssertEqual($0 as? DailyDateProblem, .malformed("2026-11-31"))
        }
        // A clock set before #1 has no challenge today.
        XCTAssertThrowsError(try DailyDateProblem.number(for: nil, today: try date("2025-06-01")))
    }

    // MARK: - The choice

    func testChallengesOneAndTwoAreTheseTenQuestions() throws {
        let schedule = DailySchedule(bank: Self.bank.questions)
        let first = try XCTUnwrap(schedule.challenge(1))
        let second = try XCTUnwrap(schedule.challenge(2))
        XCTAssertEqual(first.questions.map(\.id), Self.firstIDs)
        XCTAssertEqual(second.questions.map(\.id), Self.secondIDs)
        XCTAssertNil(schedule.challenge(0))
    }

    /// Pinned: a change here changes every player's challenges.
    static let firstIDs = [
        "74d87960238512fc", "6f98a39a6210f690", "2eb82a588594176e", "da664cdfed60c10e", "52d586e2160e811c",
        "9b874a7386aeb71e", "db055f5b405f6021", "6e8d5db3b59b8f14", "5e39b45effd69d01", "14ec4ac883b417d7",
    ]
    static let secondIDs = [
        "c4d7b4dd8c9e3c87", "2b90f0fbd1d28810", "4fc6f3f4774770b2", "ab8ff16ddee3080d", "fda78c0650c5ee33",
        "75bab12b939426d6", "4114a66ec4432905", "675674e30abcc4b5", "e61e0a1de908d865", "701fae2461efb557",
    ]

    func testTheChoiceDependsOnTheBankNotTheOrderItIsIn() {
        var reversed = Self.bank.questions
        reversed.reverse()
        var shuffler = SeededGenerator(seed: 7)
        let shuffled = Self.bank.questions.shuffled(using: &shuffler)
        let expected = DailySchedule(bank: Self.bank.questions).days(through: 60)
        XCTAssertEqual(DailySchedule(bank: reversed).days(through: 60), expected)
        XCTAssertEqual(DailySchedule(bank: shuffled).days(through: 60), expected)
    }

    func testEveryDayHasTenQuestionsFromSixCategoriesOrMoreEasyToHard() {
        let rank: [Difficulty: Int] = [.easy: 0, .medium: 1, .hard: 2]
        var fewestCategories = Int.max
        for (offset, day) in Self.fiveYears.enumerated() {
            XCTAssertEqual(day.count, 10, "#\(offset + 1)")
            XCTAssertEqual(Set(day.map(\.id)).count, 10, "#\(offset + 1) repeats a question")
            fewestCategories = min(fewestCategories, Set(day.map(\.category)).count)
            let ranks = day.compactMap { rank[$0.difficulty] }
            XCTAssertEqual(ranks, ranks.sorted(), "#\(offset + 1) isn't easy to hard")
            XCTAssertEqual(ranks.first, 0)
            XCTAssertEqual(ranks.last, 2)
        }
        XCTAssertGreaterThanOrEqual(fewestCategories, 6)
    }

    func testConsecutiveDaysShareNoQuestion() {
        for (offset, day) in Self.fiveYears.enumerated().dropFirst() {
            XCTAssertTrue(Set(day.map(\.id)).isDisjoint(with: Self.fiveYears[offset - 1].map(\.id)), "#\(offset + 1)")
        }
    }

    func testNoQuestionComesTwiceWithinAnyThirtyConsecutiveDaysOverFiveYears() {
        var lastSeen: [String: Int] = [:]
        var closest = Int.max
        for (offset, day) in Self.fiveYears.enumerated() {
            for question in day {
                if let seen = lastSeen[question.id] { closest = min(closest, offset - seen) }
                lastSeen[question.id] = offset
            }
        }
        XCTAssertGreaterThanOrEqual(closest, 30, "a question came back after \(closest) days")
        // And the choice spreads over the bank: every question is played within the five years.
        XCTAssertEqual(lastSeen.count, Self.bank.questions.count)
    }

    func testAFullRunOfDaysIsCheapEnoughToComputeEveryTime() {
        // Ten years of challenges, as the ten-year-old game computes them when it starts.
        let start = Date()
        let days = DailySchedule(bank: Self.bank.questions).days(through: 3653)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(days.count, 3653)
        print("daily: 3653 days chosen in \(Int(seconds * 1000)) ms (debug build)")
        XCTAssertLessThan(seconds, 10, "far slower than measured (~1 s in a debug build)")
    }

    func testASmallBankStillGivesEachDayWhatItHas() {
        let questions = (1...12).map {
            Question(title: "Small \($0).", answer: true, category: "C\($0 % 3)", difficulty: .medium)
        }
        let days = DailySchedule(bank: questions).days(through: 5)
        XCTAssertEqual(days.map(\.count), [10, 10, 10, 10, 10])
        for day in days { XCTAssertEqual(Set(day.map(\.id)).count, 10) }
        XCTAssertEqual(DailySchedule(bank: []).challenge(3)?.questions, [])
    }
}
