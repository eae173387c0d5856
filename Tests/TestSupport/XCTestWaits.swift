import Foundation

/// Ends every XCTest wait within 5 ms of what it waits for ending, where it could take 0.1 s.
///
/// corelibs XCTest runs each test's `setUp() async`, `tearDown() async` and an async test's body
/// in a task, and waits for it on the main run loop, 0.1 s at a time; the task's thread stops
/// that run loop when it ends. A stop that lands between XCTest's look at the task and the run
/// loop's start is lost, and the test waits out the rest of the 0.1 s. On a quiet machine about
/// one test in fifty did (about 25 of the 1,270 in the unit run, 2.5 of its 17.8 s); a busy
/// machine wakes the task's thread later, and loses fewer.
///
/// This timer stops the main run loop every 5 ms, and fires only while the main thread runs that
/// loop, which it does only while XCTest or a test waits: each wait then looks at what it waits
/// for again, and goes back to waiting if that has not ended.
@_cdecl("openquizz_tests_bound_xctest_waits")
public func boundXCTestWaits() {
    let timer = Timer(timeInterval: 0.005, repeats: true) { _ in RunLoop.main._stop() }
    RunLoop.main.add(timer, forMode: .default)
}
