import Dispatch

/// Where the controller reads the time, in seconds. Tests use a clock they advance by hand.
protocol TimeSource: AnyObject {
    var now: Double { get }
}

/// The monotonic clock: it never jumps when the wall clock is changed.
final class MonotonicTimeSource: TimeSource {
    var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }
}

/// A clock that moves only when told to.
final class ManualTimeSource: TimeSource {
    var now: Double

    init(now: Double = 0) {
        self.now = now
    }

    func advance(by seconds: Double) {
        now += seconds
    }
}
