import CNcursesw
import XCTest

@testable import QuizView

final class KeyDecoderTests: XCTestCase {
    func testArrowKeysAndSpecialKeysDecodeFromNcursesCodes() {
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_LEFT)), .left)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_RIGHT)), .right)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_UP)), .up)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_DOWN)), .down)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_ENTER)), .enter)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_BACKSPACE)), .backspace)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_RESIZE)), .resize)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_MOUSE)), .mouse)
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: UInt32(KEY_F0) + 5), .function(5))
        XCTAssertEqual(KeyDecoder.decode(status: .keyCode, value: 0o777), .unknown(0o777))
    }

    func testCharactersDecodeAsCharactersAndControlsAsControls() {
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x6C), .character("l"))
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0xE9), .character("é"))
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x1B), .escape)
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x0D), .enter)
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x09), .tab)
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x7F), .backspace)
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x0C), .control("l"))
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x03), .control("c"))
    }

    func testInvalidScalarsAndControlCharactersAreUnknownNotATrap() {
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0xD800), .unknown(0xD800))
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x11_0000), .unknown(0x11_0000))
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: 0x9B), .unknown(0x9B))
        XCTAssertEqual(KeyDecoder.decode(status: .character, value: UInt32.max), .unknown(UInt32.max))
    }
}
