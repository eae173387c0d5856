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
            (.lockHeld, "another OpenQuizz holds the file's lock"),
            (.answerNotALine, "an answer can't be written as a line"),
            (.answersLost(1), "1 answer lost: too many waiting to be saved"),
            (.answersLost(7), "7 answers lost: too many waiting to be saved"),
            (.notAFile(setAside: true), "not a file: set aside"),
            (.notAFile(setAside: false), "not a file"),
            (.notAHistory(setAside: true), "not a history: set aside"),
            (.notAHistory(setAside: false), "not a history"),
            (.overSizeLimit, "over 64 MiB: only the newest answers read"),
            (.linesSkipped(1), "1 line that isn't an answer, skipped"),
            (.linesSkipped(3), "3 lines that aren't answers, skipped"),
        ]
        for (kind, words) in cases {
            XCTAssertEqual(PlayerText.storageReason(kind), words, "\(kind)")
        }
    }

    func testAProblemReadingAFileSaysSoWithItsPath() {
        let problem = StorageProblem(path: "/s/history.jsonl", kind: .linesSkipped(2), whileReading: true)
        XCTAssertEqual(
            PlayerText().fileProblem(problem), "Couldn't read: 2 lines that aren't answers, skipped (/s/history.jsonl)")
    }
}
