import Foundation
import XCTest

/// What the build puts beside the `openquizz` binary: the question bank and its French wording,
/// and nothing else from Assets/ (the README's screenshot stays in the repository).
final class InstalledResourcesTests: XCTestCase {
    /// The QuizCore module's resource folder, as SwiftPM names it.
    private static let resourceFolder = "OpenQuizz_QuizCore.resources"

    func testTheResourceFolderBesideTheBinaryHoldsOnlyTheQuestionBankAndItsFrench() throws {
        let binary = try TmuxSession.appBinary()
        let folder = binary.deletingLastPathComponent().appendingPathComponent(Self.resourceFolder)
        let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(
            contents.sorted(), ["questions.fr.json", "questions.json"],
            "in \(folder.path) (a build from before the bank was copied alone leaves Assets/ there: "
                + "delete that folder and build again)")
    }

    func testTheShippedBankIsTheRepositorysBank() throws {
        let binary = try TmuxSession.appBinary()
        for name in ["questions.json", "questions.fr.json"] {
            let shipped = binary.deletingLastPathComponent()
                .appendingPathComponent(Self.resourceFolder)
                .appendingPathComponent(name)
            let repository = try QuestionBank.packageRoot().appendingPathComponent("Assets/" + name)
            XCTAssertEqual(try Data(contentsOf: shipped), try Data(contentsOf: repository), name)
        }
    }
}
