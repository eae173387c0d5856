import XCTest

final class PlaceholderTests: XCTestCase {
    func testNothingYet() { XCTAssertEqual(1, 1) }
}
