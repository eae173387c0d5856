import Foundation
import XCTest

/// `--ascii` in a UTF-8 locale: the messages on stderr are ASCII too, as under `LANG=C`.
final class ASCIIMessagesTests: XCTestCase {
    func testACommandLineErrorIsASCIIWithASCIIAsUnderLANGC() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("oq-ascii-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let binary = try TmuxSession.appBinary()
        for (arguments, language) in [(["--ascii"], "C.UTF-8"), ([], "C")] {
            let environment = [
                "LANG": language, "LC_ALL": language, "XDG_DATA_HOME": home.path, "XDG_STATE_HOME": home.path,
                "XDG_CACHE_HOME": home.path,
            ]
            let result = try Subprocess.run(
                binary.path, arguments + ["--deck", "chemistry"], environment: environment, scratch: home)
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertTrue(result.standardError.contains("\"chemistry\""), result.standardError)
            XCTAssertTrue(
                result.standardError.unicodeScalars.allSatisfy(\.isASCII), "\(arguments): \(result.standardError)")
        }
    }
}
