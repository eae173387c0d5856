import XCTest

@testable import openquizz

/// The command line's bytes: UTF-8 arguments as given, any other made printable as the decks
/// folder's names are, with its bytes kept to open the file it names.
final class RawArgumentsTests: XCTestCase {
    func testAnArgumentThatIsNotUTF8IsMadePrintableAndKeepsItsBytes() {
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".csv".utf8)
        let raw = RawArguments([Array("--check".utf8), latin1, Array("été\\x.csv".utf8)])
        XCTAssertEqual(raw.arguments, ["--check", #"caf\xE9.csv"#, #"été\x.csv"#], "UTF-8 is left as it is")
        XCTAssertEqual(raw.bytes, [#"caf\xE9.csv"#: latin1])
        XCTAssertEqual(raw.file(#"caf\xE9.csv"#).name, #"caf\xE9"#, "named as the decks folder would")
        XCTAssertEqual(raw.file(#"caf\xE9.csv"#).rawPath?.suffix(latin1.count), latin1[...], "opened by its bytes")
        XCTAssertNil(raw.file("week3.csv").rawPath)
    }
}
