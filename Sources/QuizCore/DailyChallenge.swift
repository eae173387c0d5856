import Foundation

/// A day of the daily challenge, in UTC: a whole number of days since 1970-01-01.
///
/// Pure arithmetic on the proleptic Gregorian calendar (no `Calendar`, no time zone): the same
/// instant is the same day on every machine.
public struct DailyDate: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (negative before).
    public var day: Int

    public init(day: Int) {
        self.day = day
    }

    /// The UTC day of `date`; a date past ±10¹⁵ days (a damaged history line) is taken as that.
    public init(_ date: Date) {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        day = days.isNaN ? 0 : Int(min(1e15, max(-1e15, days)))
    }

    /// The day written `YYYY-MM-DD` (four digits, two, two, and a real date); nil otherwise.
    public init?(_ text: String) {
        guard case .day(let date) = Self.read(text) else { return nil }
        self = date
    }

    /// What a text written as a day says.
    public enum Reading: Equatable, Sendable {
        case day(DailyDate)
        /// `YYYY-MM-DD`, but no such day: a 13th month, a 31st of November, a 29th of February
        /// outside a leap year.
        case noSuchDay(year: Int, month: Int, day: Int)
        /// Not `YYYY-MM-DD`.
        case malformed
    }

    /// `text` read as `YYYY-MM-DD` (four ASCII digits, two, two).
    public static func read(_ text: String) -> Reading {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return .malformed }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else {
            return .noSuchDay(year: year, month: month, day: day)
        }
        return .day(DailyDate(day: days(year: year, month: month, day: day)))
    }

    /// The day as `YYYY-MM-DD`.
    public var text: String {
        let (year, month, day) = Self.civil(self.day)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-\(two(month))-\(two(day))"
    }

    /// The next day.
    public var next: DailyDate { DailyDate(day: day + 1) }

    public static func < (lhs: DailyDate, rhs: DailyDate) -> Bool { lhs.day < rhs.day }

    // MARK: - Calendar arithmetic

    private static func isLeap(_ year: Int) -> Bool {
        year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
    }

    /// The days in `month` (1 to 12) of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of `days` since 1970-01-01 (the inverse of `days`).
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// One day's challenge: its number, its day and its ten questions, easy to hard.
public struct DailyChallenge: Equatable, Sendable {
    /// The day challenge #1 was set: 2026-11-01 (UTC).
    public static let firstDate = DailyDate(day: DailyDate.days(year: 2026, month: 11, day: 1))
    /// Questions in a challenge.
    public static let length = 10

    /// From 1 (2026-11-01), one more each day.
    public var number: Int
    public var questions: [Question]

    public init(number: Int, questions: [Question]) {
        self.number = number
        self.questions = questions
    }

    /// The challenge's day.
    public var date: DailyDate { Self.date(ofNumber: number) }

    /// The number of the challenge set on `date` (0 or less before #1).
    public static func number(on date: DailyDate) -> Int {
        date.day - firstDate.day + 1
    }

    /// The day challenge `number` was (or will be) set.
    public static func date(ofNumber number: Int) -> DailyDate {
        DailyDate(day: firstDate.day + number - 1)
    }
}

/// Why a day asked for with `--daily DATE` has no challenge to play.
public enum DailyDateProblem: Error, Equatable, Sendable {
    /// Not `YYYY-MM-DD`.
    case malformed(String)
    /// `YYYY-MM-DD`, but no such day (2026-11-31).
    case noSuchDay(year: Int, month: Int, day: Int)
    /// Before #1 (2026-11-01).
    case beforeFirst(DailyDate)
    /// After today (UTC).
    case future(DailyDate)

    /// The challenge number for `text` (nil: today's), given today's date.
    public static func number(for text: String?, today: DailyDate) throws(DailyDateProblem) -> Int {
        guard let text else {
            // A clock set before #1 has no challenge to play today.
            guard DailyChallenge.number(on: today) >= 1 else { throw .beforeFirst(today) }
            return DailyChallenge.number(on: today)
        }
        let date: DailyDate
        switch DailyDate.read(text) {
        case .day(let day): date = day
        case .noSuchDay(let year, let month, let day): throw .noSuchDay(year: year, month: month, day: day)
        case .malformed: throw .malformed(text)
        }
        if date > today { throw .future(date) }
        if date < DailyChallenge.firstDate { throw .beforeFirst(date) }
        return DailyChallenge.number(on: date)
    }
}
