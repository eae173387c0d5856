import Foundation
import TestSupport
import XCTest

@testable import QuizCore
@testable import QuizStore

#if canImport(Glibc)
    import Glibc
#endif

/// The settings file as a document (read, written back, changed) and as a file, broken in every
/// way a file can be: each is read without a wait or a crash and left as it was.
final class SettingsFileTests: XCTestCase {
    private let writer = FileWriter()
    private var folder: URL!
    private var url: URL { folder.appendingPathComponent("openquizz/settings") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("openquizz"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        TemporaryFiles.remove(folder, after: writer)
    }

    private var file: SettingsFile { SettingsFile(url: url, writer: writer) }

    private func write(_ text: String) throws {
        try Data(text.utf8).write(to: url)
    }

    private func document() throws -> SettingsDocument {
        let reading = file.read()
        guard case .document(let document) = reading else {
            XCTFail("expected a document, got \(reading)")
            throw CocoaError(.fileReadUnknown)
        }
        return document
    }

    // MARK: - The document

    func testADocumentIsWrittenBackByteForByte() {
        let texts = [
            "", "\n", "amount = 20", "# mine\n\namount=20\n  colour = off  \nwhat is this\n",
            "a = 1\r\nb = 2\r\n", "x = 1\n\n\n", "#\n\t\n", "amount = 20\n\u{1}\u{2}\n",
        ]
        for text in texts {
            XCTAssertEqual(SettingsDocument(Data(text.utf8)).data, Data(text.utf8), text.debugDescription)
        }
        let binary = Data([0x61, 0x3D, 0x31, 0x0A, 0xFF, 0xFE, 0x00, 0x0A, 0xC3, 0x28])
        XCTAssertEqual(SettingsDocument(binary).data, binary)
    }

    func testLinesAreReadAsBlanksCommentsEntriesAndTheRest() {
        let document = SettingsDocument(Data("# c\n\n amount =  20 \nmode=primes\r\nnonsense\n\u{1B}[2J\n= 3\n".utf8))
        XCTAssertEqual(document.entries.map(\.line), [3, 4])
        XCTAssertEqual(document.entries.map(\.key), ["amount", "mode"])
        XCTAssertEqual(document.entries.map(\.value), ["20", "primes"])
        XCTAssertEqual(document.problems, [.notAnEntry(line: 5), .notText(line: 6), .notAnEntry(line: 7)])
        let binary = SettingsDocument(Data([0x61, 0x0A, 0xFF, 0x00, 0x0A]))
        XCTAssertEqual(binary.problems, [.notAnEntry(line: 1), .notText(line: 2)])
    }

    func testTheLastOfARepeatedKeyCountsAndTheOthersAreSaid() {
        let document = SettingsDocument(Data("amount = 5\nAmount = 7\nmode = trivia\n".utf8))
        XCTAssertEqual(document.value(of: "amount")?.value, "7")
        XCTAssertEqual(document.value(of: "amount")?.line, 2)
        XCTAssertEqual(document.problems, [.repeated(line: 2, key: "Amount")])
    }

    func testSettingAKeyRewritesOnlyItsLine() {
        var document = SettingsDocument(Data("# top\namount = 5\n\nfoo = bar\namount=7\nmode =  trivia\n".utf8))
        document.set("amount", to: "20")
        document.set("mode", to: "trivia")
        document.set("difficulty", to: "hard")
        XCTAssertEqual(
            String(decoding: document.data, as: UTF8.self),
            "# top\n\nfoo = bar\namount = 20\nmode =  trivia\ndifficulty = hard\n")
    }

    func testAKeyAddedToAFileWithoutANewlineStartsALineOfItsOwn() {
        var document = SettingsDocument(Data("amount = 5".utf8))
        document.set("mode", to: "primes")
        XCTAssertEqual(String(decoding: document.data, as: UTF8.self), "amount = 5\nmode = primes\n")
    }

    // MARK: - Reading the file

    func testNoFileIsMissing() {
        XCTAssertEqual(file.read(), .missing)
    }

    func testAFileIsReadThroughASymbolicLink() throws {
        let elsewhere = folder.appendingPathComponent("dotfiles-settings")
        try Data("amount = 20\n".utf8).write(to: elsewhere)
        XCTAssertEqual(symlink(elsewhere.path, url.path), 0)
        XCTAssertEqual(try document().value(of: "amount")?.value, "20")
    }

    func testABinaryFileIsReadAsLinesThatAreNotText() throws {
        var bytes = Data("amount = 20\n".utf8)
        bytes.append(contentsOf: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try bytes.write(to: url)
        let document = try document()
        XCTAssertEqual(document.value(of: "amount")?.value, "20")
        XCTAssertTrue(document.problems.contains(.notText(line: 2)), "\(document.problems)")
        XCTAssertEqual(document.data, bytes)
    }

    func testAFileOverTheLimitIsNotRead() throws {
        try Data(repeating: UInt8(ascii: "#"), count: SettingsFile.maximumSize + 1).write(to: url)
        XCTAssertEqual(file.read(), .unusable(.tooLarge(limit: 64 << 10)))
        XCTAssertEqual(try Data(contentsOf: url).count, SettingsFile.maximumSize + 1, "left as it was")
    }

    func testALineOfAMegabyteIsNotRead() throws {
        let line =
            "category = " + String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20), as: UTF8.self)
            + "\n"
        try write("amount = 20\n" + line)
        XCTAssertEqual(file.read(), .unusable(.tooLarge(limit: 64 << 10)))
    }

    func testAFolderInItsPlaceIsNotAFile() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        XCTAssertEqual(file.read(), .unusable(.notAFile))
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// A named pipe with no writer: opening it for reading would wait for ever; it is not read.
    func testANamedPipeInItsPlaceIsNotReadAndNotWaitedFor() {
        XCTAssertEqual(mkfifo(url.path, 0o644), 0)
        XCTAssertEqual(file.read(), .unusable(.notAFile))
        XCTAssertThrowsError(try file.save { $0.set("amount", to: "20") }) { error in
            XCTAssertEqual(error as? AtomicFile.WriteError, .failed(path: url.path, reason: .notRegularFile))
        }
        var info = stat()
        XCTAssertEqual(lstat(url.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe is left where it is")
    }

    // MARK: - Saving

    func testSavingKeepsEverythingButTheChangedLine() throws {
        try write("# mine\n\ncolour = off\namount = 99\n\u{7}bell\n")
        try file.save { $0.set("amount", to: "20") }
        XCTAssertEqual(
            try String(contentsOf: url, encoding: .utf8), "# mine\n\ncolour = off\namount = 20\n\u{7}bell\n")
    }

    func testSavingCreatesTheFolder() throws {
        try FileManager.default.removeItem(at: url.deletingLastPathComponent())
        try file.save { $0.set("amount", to: "20") }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "amount = 20\n")
    }

    func testSavingWritesThroughASymbolicLinkAndKeepsTheLink() throws {
        let dotfiles = folder.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let elsewhere = dotfiles.appendingPathComponent("openquizz-settings")
        try Data("# kept in git\namount = 5\n".utf8).write(to: elsewhere)
        XCTAssertEqual(symlink("../dotfiles/openquizz-settings", url.path), 0)
        try file.save { $0.set("amount", to: "20") }
        XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), "# kept in git\namount = 20\n")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: url.path), "../dotfiles/openquizz-settings")
    }

    func testSavingOverAFolderFailsAndLeavesIt() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        XCTAssertThrowsError(try file.save { $0.set("amount", to: "20") }) { error in
            XCTAssertEqual(error as? AtomicFile.WriteError, .failed(path: url.path, reason: .notRegularFile))
        }
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// A link to some other file (a copy of /etc/passwd: lines, not one a setting or a comment) is
    /// not a settings file: not read, and a save is refused, the file and the link left as they were.
    func testAFileWithoutOneSettingOrCommentIsNeitherReadNorWritten() throws {
        let passwd =
            (1...24).map { "user\($0):x:\(1000 + $0):\(1000 + $0)::/home/user\($0):/bin/sh" }
            .joined(separator: "\n") + "\n"
        let elsewhere = folder.appendingPathComponent("passwd.copy")
        try Data(passwd.utf8).write(to: elsewhere)
        XCTAssertEqual(symlink(elsewhere.path, url.path), 0)
        XCTAssertEqual(file.read(), .unusable(.notSettings))
        XCTAssertThrowsError(try file.save { $0.set("explanations", to: "off") }) { error in
            XCTAssertEqual(error as? AtomicFile.WriteError, .failed(path: url.path, reason: .notSettings))
        }
        XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), passwd, "left as it was")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: url.path), elsewhere.path)
    }

    /// One comment or one `key = value` among lines the game can't read makes a settings file; so
    /// does an empty one, or blank lines alone.
    func testOneSettingOrCommentMakesASettingsFile() throws {
        for text in ["", "\n\n", "# mine\nnonsense\n", "nonsense\nfuture = 1\n"] {
            try write(text)
            XCTAssertNoThrow(try document(), text.debugDescription)
            XCTAssertNoThrow(try file.save { $0.set("amount", to: "20") }, text.debugDescription)
            XCTAssertEqual(try document().value(of: "amount")?.value, "20", text.debugDescription)
        }
        try write("nonsense\n\u{1}\n")
        XCTAssertEqual(file.read(), .unusable(.notSettings), "lines, none a setting")
    }

    /// A folder that can't be written (here one whose path goes through a file: even root can't
    /// write there): the save fails with the system's reason, nothing else changes.
    func testSavingWhereNothingCanBeWrittenSaysWhy() throws {
        let blocker = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let file = SettingsFile(url: blocker.appendingPathComponent("openquizz/settings"), writer: writer)
        XCTAssertThrowsError(try file.save { $0.set("amount", to: "20") }) { error in
            XCTAssertEqual(
                error as? AtomicFile.WriteError, .failed(path: file.url.path, reason: .system(errno: ENOTDIR)))
        }
        XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "x")
    }

    func testSavingOverAFileTooLargeToReadSetsItAsideFirst() throws {
        let huge = Data(repeating: UInt8(ascii: "#"), count: SettingsFile.maximumSize + 1)
        try huge.write(to: url)
        try file.save { $0.set("amount", to: "20") }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "amount = 20\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        let aside = try XCTUnwrap(names.first { $0.hasPrefix("settings.corrupt-") }, "\(names)")
        XCTAssertEqual(try Data(contentsOf: url.deletingLastPathComponent().appendingPathComponent(aside)), huge)
    }

    func testTheStandardPathFollowsXDGConfigHome() {
        XCTAssertEqual(
            SettingsFile.standardURL(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]).path,
            "/c/openquizz/settings")
        XCTAssertEqual(
            SettingsFile.standardURL(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]).path,
            "/h/.config/openquizz/settings")
        XCTAssertEqual(SettingsFile.standardURL(environment: ["HOME": "/h"]).path, "/h/.config/openquizz/settings")
    }
}
