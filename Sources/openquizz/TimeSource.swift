import Dispatch

/// Where the controller reads the time, in seconds.
///
/// Tests use a clock they advance by hand (`ManualTimeSource`, in TestSupport).
protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary moment; never goes back.
    var now: Double { get }
}

/// The monotonic clock: it never jumps when the wall clock is changed.
final class MonotonicTimeSource: TimeSource {
    var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }
}
