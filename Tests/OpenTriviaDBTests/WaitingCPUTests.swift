import Foundation
import TestSupport
import XCTest

@testable import OpenTriviaDB
@testable import QuizCore
@testable import QuizStore

/// Waiting for a slow server costs next to no CPU (DECISIONS 15).
///
/// URLSession used to keep a core busy for as long as an answer took to come (its write source
/// outlived libcurl's interest in writing); CCurlOnDemand mends its socket callback, and the
/// tests' URLSession goes through it as the shipped game's does. Each test waits for a real
/// answer that takes about 0.2 s of real time, and reads the CPU time of the whole process: a
/// core kept busy would spend most of that wait, twenty times what is allowed, so a shorter wait
/// tells as surely and keeps the unit run quick. (With the socket callback left unmended, both
/// failed at 0.3 s with 0.2-0.3 s of CPU against 0.015 allowed, and at 0.2 s with 0.17-0.20 s against 0.010.)
final class WaitingCPUTests: OpenTriviaDBClientTestCase {
    /// The share of the wait the process may spend on a CPU, at most.
    ///
    /// It covers the client, its session and the bytes that come (a mended wait took 3-5 ms in
    /// 1.2-1.5 s); a busy core, even one shared with 3 other busy threads, is more.
    private let mostCPUPerSecondOfWaiting = 0.05

    /// Fetches one question through the fault `fault`, and checks that the answer came, that it
    /// took over 0.15 s, and what the process's CPU cost during it.
    ///
    /// The test's thread blocks on a semaphore meanwhile, at no CPU cost (XCTest's waits and the
    /// driver's both poll, which costs more than a mended URLSession does).
    private func assertWaitingIsCheap(_ fault: [String: Any], file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        try useLoopbackServer()  // a real wait on a real connection
        let client = makeClient(stateFile: nil)
        try server.control(["faults": [fault.merging(["path": "/api.php"]) { mine, _ in mine }]])
        let answer = Answer<[Question]>()
        let ended = DispatchSemaphore(value: 0)
        let cpuBefore = processCPUSeconds()
        let started = Date()
        // The run's first request, without a token: sent at once, nothing to wait for on the clock.
        Task {
            do throws(OpenTriviaDBError) {
                answer.set(.success(try await client.questions(TriviaQuery(amount: 1))))
            } catch {
                answer.set(.failure(error))
            }
            ended.signal()
        }
        let outcome = ended.wait(timeout: .now() + 15)
        let waited = Date().timeIntervalSince(started)
        let cpu = processCPUSeconds() - cpuBefore

        XCTAssertEqual(outcome, .success, "no answer within 15 s", file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(answer.value, file: file, line: line).get().count, 1, file: file, line: line)
        XCTAssertGreaterThan(waited, 0.15, "the server answered at once", file: file, line: line)
        XCTAssertLessThan(
            cpu, waited * mostCPUPerSecondOfWaiting,
            String(format: "%.2f s of CPU in %.2f s of waiting", cpu, waited), file: file, line: line)
    }

    func testAnAnswerThatComesLateCostsNextToNoCPUWhileItIsAwaited() throws {
        try assertWaitingIsCheap(["kind": "slow", "seconds": 0.2])
    }

    func testAnAnswerThatTricklesCostsNextToNoCPUWhileItComes() throws {
        // 100 bytes every 0.1 s: the answer's few hundred bytes (over 200) take 0.2 s or more.
        try assertWaitingIsCheap(["kind": "trickle", "bytes_per_second": 1000])
    }
}

/// CPU seconds the process has used so far: every thread, user and system time.
private func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
