import CCurlOnDemand

/// libcurl, which URLSession sends every request with: the static build opens it with the first
/// request instead of at start (`CCurlOnDemand`), so a missing libcurl is a reason the Open
/// Trivia DB can't be asked, not a game that won't start.
public struct NetworkLibrary: Sendable {
    /// The library's file name, as the player is told it ("libcurl.so.4").
    public let name: String
    /// Opens the library if it isn't open yet: nil when it is there, otherwise why not.
    public let problem: @Sendable () -> String?

    public init(name: String, problem: @escaping @Sendable () -> String?) {
        self.name = name
        self.problem = problem
    }

    /// The system's libcurl, opened once for the run.
    public static let system = NetworkLibrary(name: String(cString: curl_on_demand_library)) {
        curl_on_demand_problem().map { String(cString: $0) }
    }

    /// Whether `library` has every function URLSession calls: nil when it has, otherwise why not.
    ///
    /// The library is opened and closed again.
    public static func check(_ library: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 512)
        let count = UInt(buffer.count)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            curl_on_demand_check(library, buffer.baseAddress, count).map { String(cString: $0) }
        }
    }
}
