import Foundation
import QuizCore
import QuizStore
import TestSupport
import XCTest

@testable import openquizz

/// A settings file in a folder of its own, removed after each test, for the suites that read and
/// save one.
class SettingsFileTestCase: XCTestCase {
    let writer = FileWriter()
    private(set) var folder: URL!
    var url: URL { folder.appendingPathComponent("openquizz/settings") }
    var store: SettingsStore { SettingsStore(file: SettingsFile(url: url, writer: writer)) }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("openquizz"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: writer)
    }

    /// The settings `text` holds, as the store reads a file.
    func loaded(_ text: String) -> SettingsStore.Loaded {
        SettingsStore.settings(in: SettingsDocument(Data(text.utf8)))
    }
}
