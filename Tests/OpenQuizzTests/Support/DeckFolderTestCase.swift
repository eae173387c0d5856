import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// What the tests of kept decks share: a temporary folder standing for the player's home, with
/// the XDG data, state and cache folders under it, and the paths the game derives from them.
class DeckFolderTestCase: XCTestCase {
    var folder: URL!
    let files = FileWriter()

    override func setUpWithError() throws {
        folder = try TemporaryFiles.makeFolder("oq-decks")
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: files)
    }

    var paths: StoragePaths {
        StoragePaths.standard(environment: [
            "HOME": folder.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        ])
    }
}
