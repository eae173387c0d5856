import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import XCTest

@testable import openquizz

/// The model reports a file's problem as a fact (an `errno`, a count); the text layer words it.
final class StorageTextTests: XCTestCase {
    func testEachKindOfStorageProblemIsWordedByTheTextLayer() {
        let cases: [(StorageProblem.Kind, String)] = [
            (.system(errno: ENOSPC), "No space left on device"),
            (.system(errno: ENOTDIR), "Not a directory"),
            (.notRegularFile, "not a regular file"),
            (.notSettings, "not a settings file, not one setting in it"),
            (.lockHeld, "another OpenQuizz holds the file's lock"),
            (.answerNotALine, "an answer can't be written as a line"),
            (.answersLost(1), "1 answer lost: too many waiting to be saved"),
            (.answersLost(7), "7 answers lost: too many waiting to be saved"),
            (.notAFile(setAside: true), "not a file: set aside"),
            (.notAFile(setAside: false), "not a file"),
            (.notAHistory(setAside: true), "not a history: set aside"),
            (.notAHistory(setAside: false), "not a history"),
            (.overSizeLimit, "the answers before its last 64 MiB"),
            (.linesSkipped(1), "1 line that isn't an answer, skipped"),
            (.linesSkipped(3), "3 lines that aren't answers, skipped"),
        ]
        for (kind, words) in cases {
            XCTAssertEqual(kind.reason(in: .english), words, "\(kind)")
        }
    }

    func testAProblemReadingAFileSaysSoWithItsPath() {
        let problem = StorageProblem(path: "/s/history.jsonl", kind: .linesSkipped(2), whileReading: true)
        XCTAssertEqual(
            PlayerText().fileProblem(problem), "Couldn't read: 2 lines that aren't answers, skipped (/s/history.jsonl)")
        // Said of a history over its size: what wasn't read, never "couldn't read: … read".
        let tooLong = StorageProblem(path: "/s/history.jsonl", kind: .overSizeLimit, whileReading: true)
        XCTAssertEqual(
            PlayerText().fileProblem(tooLong), "Couldn't read: the answers before its last 64 MiB (/s/history.jsonl)")
    }

    /// The command line says a file's problem in the player's language too (`--stats` in French).
    func testTheCommandLineSaysAFilesProblemInFrench() {
        let problem = StorageProblem(path: "/s/history.jsonl", kind: .linesSkipped(1), whileReading: true)
        XCTAssertEqual(
            CommandLineText(words: .french).statsFileProblem(problem),
            "/s/history.jsonl: " + Wording.french(PlayWords.storage(.linesSkipped(1))))
        XCTAssertFalse(CommandLineText(words: .french).statsFileProblem(problem).contains("skipped"))
    }

    /// French takes the singular for one: "+1 autre", never "+1 autres".
    func testOneOtherProblemIsSingularInFrench() {
        let one = Wording.french(SettingsWords.problem(.unknownKey(line: 3, key: "x"), others: 1))
        XCTAssertTrue(one.contains("+1 autre\u{00A0}:"), one)
        let two = Wording.french(SettingsWords.problem(.unknownKey(line: 3, key: "x"), others: 2))
        XCTAssertTrue(two.contains("+2 autres\u{00A0}:"), two)
    }
}
