#if canImport(XCTest)
    import XCTest
#endif

/// Fails the running test at the caller's `file` and `line`.
///
/// XCTest is there whenever a test runs. The static release build (package-deb.sh) compiles this
/// target too, without XCTest; it never runs a test, so there the message is only printed.
func failTest(_ message: String, file: StaticString, line: UInt) {
    #if canImport(XCTest)
        XCTFail(message, file: file, line: line)
    #else
        print("\(file):\(line): \(message)")
    #endif
}
