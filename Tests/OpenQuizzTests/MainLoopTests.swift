import Glibc
import XCTest

@testable import openquizz

/// The main thread's loop serves the descriptors it watches, on this thread, and forgets those
/// it is told to forget or that are closed under it. (That it serves the main queue too, every
/// end-to-end test shows: the model's announcements and the loop's timers reach the screen.)
@MainActor
final class MainLoopTests: XCTestCase {
    private var pipeEnds: [Int32] = []

    override func setUp() async throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        pipeEnds = ends
    }

    override func tearDown() async throws {
        MainLoop.stopWatching(pipeEnds[0])
        for end in pipeEnds { close(end) }
    }

    /// Serves the loop until `done` or two seconds have passed; fails then.
    private func serve(until done: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(2)
        while !done() {
            guard Date() < deadline else { return XCTFail("the loop never served it", file: file, line: line) }
            MainLoop.serveOnce(timeout: 50, servingTheMainQueue: false)
        }
    }

    func testAReadableDescriptorRunsItsHandlerOnTheMainThread() async {
        var read: [UInt8] = []
        var onMainThread = false
        MainLoop.watch(pipeEnds[0]) { [pipeEnds] in
            onMainThread = Thread.isMainThread
            var byte: UInt8 = 0
            if Glibc.read(pipeEnds[0], &byte, 1) == 1 { read.append(byte) }
        }
        XCTAssertEqual(write(pipeEnds[1], "ab", 2), 2)
        serve { read.count == 2 }
        XCTAssertEqual(read, [UInt8(ascii: "a"), UInt8(ascii: "b")])
        XCTAssertTrue(onMainThread)
    }

    func testADescriptorNoLongerWatchedIsLeftAlone() async {
        var calls = 0
        MainLoop.watch(pipeEnds[0]) { calls += 1 }
        MainLoop.stopWatching(pipeEnds[0])
        XCTAssertEqual(write(pipeEnds[1], "a", 1), 1)
        // Nothing else is watched here: the byte waits unread, and nothing runs.
        MainLoop.serveOnce(timeout: 20, servingTheMainQueue: false)
        XCTAssertEqual(calls, 0)
    }

    func testADescriptorClosedUnderTheLoopIsForgottenNotServedForEver() async {
        var calls = 0
        let copy = dup(pipeEnds[0])
        MainLoop.watch(copy) { calls += 1 }
        close(copy)
        // Closed: poll says POLLNVAL once, and the loop stops asking about it.
        XCTAssertTrue(MainLoop.serveOnce(timeout: 20, servingTheMainQueue: false))
        XCTAssertFalse(MainLoop.serveOnce(timeout: 20, servingTheMainQueue: false))
        XCTAssertEqual(calls, 0)
    }
}
