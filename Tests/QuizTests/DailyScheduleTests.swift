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
            XCTAssertEqual($0 as? DailyDateProblem, .noSuchDay(year: 2026, month: 11, day: 31))
        }
        XCTAssertThrowsError(try DailyDateProblem.number(for: "2026-11-1", today: today)) {
            XCTAssertEqual($0 as? DailyDateProblem, .malformed("2026-11-1"))
        }
        XCTAssertEqual(DailyDate.read("2026-02-29"), .noSuchDay(year: 2026, month: 2, day: 29))
        XCTAssertEqual(DailyDate.read("2026-00-10"), .noSuchDay(year: 2026, month: 0, day: 10))
        XCTAssertEqual(
            DailyDate.read("2028-02-29"), .day(DailyDate(day: DailyDate.days(year: 2028, month: 2, day: 29))))
        XCTAssertEqual(DailyDate.read("2026-1a-01"), .malformed)
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

    /// #61, the last day chosen day by day from #1, is what it always was; #62 starts the cycles.
    func testTheLastDayChosenFromOneAndTheFirstOfTheCyclesAreTheseTen() throws {
        let schedule = DailySchedule(bank: Self.bank.questions)
        XCTAssertEqual(try XCTUnwrap(schedule.challenge(61)).questions.map(\.id), Self.lastChainedIDs)
        XCTAssertEqual(try XCTUnwrap(schedule.challenge(62)).questions.map(\.id), Self.firstCycledIDs)
    }

    /// Pinned, as chosen before the cycles (by main at 25621df).
    static let lastChainedIDs = [
        "d9062c9b36c13d79", "528b12c550ead979", "65d753cabc936068", "b20b05827f208189", "2666f8997935faed",
        "da664cdfed60c10e", "ea7248b09cc457f2", "bf0b963bcf868e4c", "891664e6da4d551e", "16bc22c6fa212f5c",
    ]
    static let firstCycledIDs = [
        "1c8960f47f7ebda4", "17cc83fcdc17f59", "d1d9af4b9eb3fa37", "c0233405979bc843", "2e5707eb7565450b",
        "6ca2574e96abac26", "8e5416cdc425f73b", "7d6eae28f7d328f2", "26223f4f97cb890c", "c09c36130a9273a9",
    ]

    func testTheChoiceDependsOnTheBankNotTheOrderItIsIn() {
        var reversed = Self.bank.questions
        reversed.reverse()
        var shuffler = SeededGenerator(seed: 7)
        let shuffled = Self.bank.questions.shuffled(using: &shuffler)
        let expected = Array(Self.fiveYears.prefix(240))
        XCTAssertEqual(DailySchedule(bank: reversed).days(through: 240), expected)
        XCTAssertEqual(DailySchedule(bank: shuffled).days(through: 240), expected)
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

    /// What a day costs: the days chosen to reach it, counted (never the time taken).
    private func daysChosen(_ body: () -> Void) -> Int {
        DailySchedule.daysChosen.withLock { $0 = 0 }
        body()
        return DailySchedule.daysChosen.withLock { $0 }
    }

    func testADayCostsAtMostTheDaysToTheFirstCycleWhateverItsDate() throws {
        let schedule = DailySchedule(bank: Self.bank.questions)
        XCTAssertEqual(schedule.cycleLength, 45)
        // #61 and those before cost the days from #1; the first cycle (two cycles long) those too.
        let bound = DailySchedule.firstCycled - 1 + 2 * schedule.cycleLength
        for text in ["2026-12-02", "2026-12-31", "2027-01-01", "2027-03-31", "2027-04-01", "2500-01-01", "9999-12-31"] {
            let number = DailyChallenge.number(on: try date(text))
            var challenge: DailyChallenge?
            let cost = daysChosen { challenge = schedule.challenge(number) }
            XCTAssertLessThanOrEqual(cost, bound, text)
            XCTAssertEqual(challenge?.questions.count, 10, text)
        }
        // The farthest day a clock can name (a damaged one: ±10¹⁵ days) too.
        let farthest = DailyChallenge.number(on: DailyDate(Date(timeIntervalSince1970: .greatestFiniteMagnitude)))
        XCTAssertLessThanOrEqual(
            daysChosen { XCTAssertEqual(schedule.challenge(farthest)?.questions.count, 10) }, bound)
        // A later cycle costs its own days before the one asked for, and no more.
        let year2500 = DailyChallenge.number(on: try date("2500-01-01"))
        XCTAssertLessThanOrEqual(
            daysChosen { _ = schedule.days(year2500...(year2500 + 99)) }, 100 + schedule.cycleLength)
    }

    func testAnyStretchOfDaysIsTheDaysAsChosenFromTheFirst() {
        let schedule = DailySchedule(bank: Self.bank.questions)
        for start in [1, 30, 61, 62, 100, 151, 152, 153, 196, 197, 1000] {
            XCTAssertEqual(
                schedule.days(start...(start + 50)), Array(Self.fiveYears[(start - 1)...(start + 49)]), "#\(start)")
            XCTAssertEqual(schedule.challenge(start)?.questions, Self.fiveYears[start - 1], "#\(start)")
        }
        XCTAssertEqual(schedule.days(-3...2), Array(Self.fiveYears[0...1]))
        XCTAssertEqual(schedule.days(-3...0), [])
        XCTAssertEqual(schedule.days(through: 0), [])
    }

    func testTheRuleHoldsOverYearsFarAhead() throws {
        // The year 2500 and the last days of 9999: three years each, as the game would choose them.
        for text in ["2500-01-01", "9997-01-01"] {
            let first = DailyChallenge.number(on: try date(text))
            let days = DailySchedule(bank: Self.bank.questions).days(first...(first + 1095))
            XCTAssertEqual(days.count, 1096)
            Self.assertRule(days, text)
        }
    }

    /// Ten questions a day, 8 categories or more, easy to hard, none twice within 30 days.
    private static func assertRule(_ days: [[Question]], _ label: String, line: UInt = #line) {
        let rank: [Difficulty: Int] = [.easy: 0, .medium: 1, .hard: 2]
        var lastSeen: [String: Int] = [:]
        var closest = Int.max
        var fewestCategories = Int.max
        for (offset, day) in days.enumerated() {
            XCTAssertEqual(Set(day.map(\.id)).count, 10, "\(label) +\(offset)", line: line)
            XCTAssertEqual(day.compactMap { rank[$0.difficulty] }, [0, 0, 0, 1, 1, 1, 1, 2, 2, 2], line: line)
            fewestCategories = min(fewestCategories, Set(day.map(\.category)).count)
            for question in day {
                if let seen = lastSeen[question.id] { closest = min(closest, offset - seen) }
                lastSeen[question.id] = offset
            }
        }
        XCTAssertGreaterThanOrEqual(closest, 30, "\(label): a question came back after \(closest) days", line: line)
        XCTAssertGreaterThanOrEqual(fewestCategories, 8, label, line: line)
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
