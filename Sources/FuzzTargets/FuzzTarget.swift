import Foundation

/// A broken invariant: what the code under test did that it must never do.
public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Throws an `InvariantViolation` unless `condition` holds.
func check(
    _ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line
) throws(InvariantViolation) {
    guard condition else { throw InvariantViolation("\(message()) (FuzzTargets line \(line))") }
}

/// One fuzz target: code under test fed arbitrary bytes, with the invariants it must keep.
///
/// `run` returns normally when the input was handled correctly (accepted or refused, as the code
/// chooses) and throws when an invariant broke. A trap in the code under test is a crash. The fuzz
/// executable (`openquizz-fuzz`) turns a throw into an abort so that libFuzzer keeps the input;
/// the corpus tests (`Tests/FuzzTargetTests`) report it as a failure.
public struct FuzzTarget: Sendable {
    public let name: String
    public let summary: String
    public let run: @Sendable (Data) throws(InvariantViolation) -> Void

    public init(name: String, summary: String, run: @escaping @Sendable (Data) throws(InvariantViolation) -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every target, in the order `Scripts/fuzz.sh` runs them.
    public static let all: [FuzzTarget] = [
        APIResponseTargets.apiResponse, APIResponseTargets.apiTokenCategories, TextTargets.htmlEntities,
        TextTargets.fieldDecoders, FileTargets.bank, FileTargets.cacheFile, FileTargets.stateFile,
        FileTargets.historyFile,
        InputParserTarget.inputParser, DeckTargets.deckCSV, DeckTargets.deckJSON,
    ]

    /// The host named in the decoders' errors.
    static let host = "fuzz.invalid"

    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

extension Data {
    /// The bytes as text the way a decoder that wants a `String` would get them: invalid UTF-8
    /// becomes U+FFFD.
    var lossyText: String {
        String(decoding: self, as: UTF8.self)
    }
}

extension String {
    var isTrimmed: Bool {
        trimmingCharacters(in: .whitespacesAndNewlines) == self
    }
}
