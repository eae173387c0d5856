/// A clock that moves only when told to: the controller's and the loop's time in tests.
///
/// It has the shape of `openquizz`'s `TimeSource` (a `now` in seconds); the test target that
/// uses it declares the conformance, since this target can't see the executable's protocol.
public final class ManualTimeSource {
    /// Seconds since an arbitrary moment.
    public var now: Double

    /// Makes a clock that reads `now` until it is moved.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: Double) {
        now += seconds
    }
}
