import XCTest

final class EndToEndPlaceholderTests: XCTestCase {
    func testNothingYet() { XCTAssertEqual(1, 1) }
}
