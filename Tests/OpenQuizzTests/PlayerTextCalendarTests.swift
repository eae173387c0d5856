import Foundation
import XCTest

@testable import openquizz

/// The history's calendar: the player's, but made only when a date is shown (making it looks
/// the time zone up in ICU's data, about 900 KiB a game that shows no date would touch).
final class PlayerTextCalendarTests: XCTestCase {
    func testNoCalendarIsMadeWithTheText() {
        XCTAssertNil(PlayerText().chosenCalendar)
        XCTAssertNil(PlayerText(offline: true, explanations: false).chosenCalendar)
    }

    func testDatesAreShownInThePlayersGregorianCalendar() {
        let calendar = PlayerText().calendar
        XCTAssertEqual(calendar.identifier, .gregorian)
        XCTAssertEqual(calendar.timeZone, TimeZone.current)
    }

    func testAChosenTimeZoneIsKept() throws {
        var text = PlayerText()
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        text.calendar.timeZone = utc
        XCTAssertEqual(text.calendar.timeZone, utc)
        XCTAssertEqual(text.calendar.identifier, .gregorian)
        XCTAssertEqual(PlayerText().calendar.timeZone, TimeZone.current, "other texts keep the player's")
    }
}
