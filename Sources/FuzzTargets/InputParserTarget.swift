import Foundation
import QuizView

/// Fuzz targets, listed in `FuzzTarget.all`.
enum InputParserTarget {
    /// `InputParser` on any bytes a terminal (or anyone writing to it) could send.
    ///
    /// The bytes are fed whole, then one at a time, and each parser is flushed once its deadline
    /// has passed. Both must give the same events (how the bytes are split never changes what they
    /// mean), nothing may wait after the flush, and the Esc key — which quits the game — may only
    /// come from an escape byte that ends the input: an escape followed by anything is never it.
    static let inputParser = FuzzTarget(
        name: "input-parser",
        summary: "InputParser on raw terminal input: whole and byte by byte, then flushed"
    ) { (data: Data) throws(InvariantViolation) in
        let bytes = [UInt8](data)
        var whole = InputParser()
        var events = whole.feed(bytes, at: 0)
        events += whole.flush(at: 10)
        var split = InputParser()
        var splitEvents: [InputEvent] = []
        for byte in bytes { splitEvents += split.feed([byte], at: 0) }
        splitEvents += split.flush(at: 10)
        // A run of letters read whole is one `.text`: the keys it stands for are the same.
        let keys = { (events: [InputEvent]) in
            events.flatMap { event -> [InputEvent] in
                if case .text(let text) = event { text.map { .key(.character($0)) } } else { [event] }
            }
        }
        try check(keys(events) == keys(splitEvents), "byte by byte gave \(splitEvents), whole gave \(events)")
        try check(whole.deadline == nil && split.deadline == nil, "bytes still wait after the flush")
        let escapes = events.filter { $0 == .key(.escape) }.count
        try check(escapes <= 1, "\(escapes) Esc keys from one burst of input")
        try check(escapes == 0 || bytes.last == 0x1B, "an Esc key from an escape byte that something followed")
        if !bytes.contains(0x1B) {
            try check(
                !events.contains { if case .modifiedKey = $0 { true } else { false } },
                "a modified key without an escape byte")
        }
    }
}
