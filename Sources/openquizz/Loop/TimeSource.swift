import QuizCore

/// Where the controller and the loop read the time, in seconds.
///
/// Tests use a clock they advance by hand (`ManualTimeSource`, in TestSupport).
protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary moment; never goes back.
    var now: Double { get }
}

/// The game's one clock (the same `AnyClock` the model spaces and times its requests with), read
/// in seconds: a rate-limit wait's end, given on that clock, is counted down on this one.
final class ClockTimeSource: TimeSource {
    let clock: AnyClock

    init(_ clock: AnyClock) {
        self.clock = clock
    }

    var now: Double { clock.now.offset.inSeconds }
}
