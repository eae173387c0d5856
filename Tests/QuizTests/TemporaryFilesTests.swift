import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

/// The tests' own clean-up: what a test removes stays removed, even with a write still pending.
final class TemporaryFilesTests: XCTestCase {
    private let files = FileWriter()
    func testAFolderRemovedWhileAStoreStillHasAWritePendingStaysRemoved() throws {
        let folder = try TemporaryFiles.makeFolder("openquizz-temporary")
        XCTAssertTrue(folder.path.hasPrefix(FileManager.default.temporaryDirectory.path), "under $TMPDIR")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "new and empty")
        let cache = QuestionCache(url: folder.appendingPathComponent("questions.json"), writer: files)
        cache.add([
            Question(title: "Pending.", answer: true, category: "Art", difficulty: .easy, origin: .openTriviaDB)
        ])
        TemporaryFiles.remove(folder, after: files)
        // Whatever was still to be written has been by now: nothing made the folder again.
        files.flush()
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "\(folder.path) is back")
    }
}
