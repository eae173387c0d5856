import Foundation
import OpenTriviaDB
import QuizCore
import QuizDecks
import QuizStore
import XCTest

@testable import openquizz

#if canImport(Glibc)
    import Glibc
#endif

/// `--plain`'s input: lines read one at a time when asked, an over-long line dropped as it comes.
final class LineReaderTests: XCTestCase {
    /// An endless source, like `yes t`, that counts how often it was read.
    private final class Endless: Sendable {
        let pattern: [UInt8]
        let reads = Locked(0)

        init(_ pattern: String) { self.pattern = Array(pattern.utf8) }

        func read(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
            let number = reads.withLock {
                $0 += 1
                return $0
            }
            for index in 0..<buffer.count {
                buffer[index] = pattern[(index + (number - 1) * buffer.count) % pattern.count]
            }
            return buffer.count
        }
    }

    func testAPipeFedMoreThanTheLimitGivesOneOverlongLineThenTheNextLines() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let writeEnd = ends[1]
        let writer = Thread {
            // 1 MB without a newline, then two answers: more than the pipe holds, written as
            // the reader reads.
            let chunk = [UInt8](repeating: UInt8(ascii: "t"), count: 65_536)
            for _ in 0..<16 {
                _ = chunk.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            }
            _ = Array("\nf\r\n  t\nlast".utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        var reader = LineReader(descriptor: ends[0])
        XCTAssertEqual(reader.next(), .overlong)
        XCTAssertEqual(reader.next(), .text("f"), "\\r\\n is a newline")
        XCTAssertEqual(reader.next(), .text("  t"))
        XCTAssertEqual(reader.next(), .text("last"), "the last line needs no newline")
        XCTAssertNil(reader.next())
        XCTAssertNil(reader.next(), "the end stays the end")
        XCTAssertLessThanOrEqual(reader.longestHeld, LineReader.limit)
    }

    func testALineOfExactlyTheLimitIsKeptAndOneByteMoreIsNot() {
        let source = Endless(String(repeating: "x", count: 10) + "\n" + String(repeating: "y", count: 11) + "\n")
        var reader = LineReader(limit: 10, chunkSize: 7, read: source.read)
        XCTAssertEqual(reader.next(), .text(String(repeating: "x", count: 10)))
        XCTAssertEqual(reader.next(), .overlong)
        XCTAssertEqual(reader.next(), .text(String(repeating: "x", count: 10)))
    }

    func testTheReaderReadsOnlyWhatTheLineAskedForNeeds() {
        // `yes t`: a reader that read ahead would never return; this one reads one chunk.
        let source = Endless("t\n")
        var reader = LineReader(read: source.read)
        for _ in 0..<3 { XCTAssertEqual(reader.next(), .text("t")) }
        XCTAssertEqual(source.reads.withLock { $0 }, 1)
    }

    func testTheFeedReadsALineOnlyWhenOneIsAskedFor() {
        let source = Endless("t\nf\n")
        let lines = Locked<[InputLine?]>([])
        let three = expectation(description: "three lines")
        three.expectedFulfillmentCount = 3
        let feed = LineFeed(reader: LineReader(chunkSize: 8, read: source.read)) { line in
            lines.withLock { $0.append(line) }
            three.fulfill()
        }
        defer { feed.close() }
        for _ in 0..<3 { feed.request() }
        wait(for: [three], timeout: 10)
        XCTAssertEqual(lines.withLock { $0 }, [.text("t"), .text("f"), .text("t")])
        // Three lines of an endless source took one read of 8 bytes; a reader that read on
        // without being asked would have read thousands by now.
        XCTAssertEqual(source.reads.withLock { $0 }, 1)
    }
}
