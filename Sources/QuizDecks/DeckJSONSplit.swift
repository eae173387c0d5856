#if canImport(Glibc)
    import Glibc
#endif

/// A large JSON deck's `results` read in two halves at once: another thread reads the entries
/// from one that starts after the middle to the list's end, while this one reads the answer
/// from its start; when this one comes to that very entry, in the list, it takes what the other
/// read and goes on from the list's end.
///
/// Where the other thread starts is a guess (an object after `},` past the middle, which could
/// be inside a string): what it read is used only when this thread, reading as it always does,
/// arrives exactly there, as the next value of `results`; otherwise it reads on itself. Either
/// way the reading is the one a single thread makes (the fuzz targets check it).
struct DeckJSONSplit {
    /// Where the other thread starts: a `{`.
    let start: Int
    /// What the other thread read, once it has ended (waited for only once).
    let result: DeckHalves.Pending<DeckJSONReader.SecondHalf?>

    /// Starts the other thread on `bytes` (lent until `result` has been waited for), when a
    /// place to start from is found after the middle.
    static func start(_ bytes: UnsafeBufferPointer<UInt8>, maximumEntries: Int, maximumValues: Int) -> Self? {
        guard let start = DeckJSONReader.entryStart(in: bytes, after: bytes.count / 2) else { return nil }
        let address = Int(bitPattern: bytes.baseAddress)
        let count = bytes.count
        let result = DeckHalves.start { () -> DeckJSONReader.SecondHalf? in
            let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: address), count: count)
            var reader = DeckJSONReader(bytes: bytes, maximumEntries: maximumEntries, maximumValues: maximumValues)
            return reader.secondHalf(from: start)
        }
        return Self(start: start, result: result)
    }
}

extension DeckJSONReader {
    /// What the other thread read: the entries from its start to the end of the list (at most
    /// `maximumEntries` + 1), the values it counted, and where the list's `]` is.
    struct SecondHalf: Sendable {
        var entries: [Entry]
        var values: Int
        var end: Int
    }

    /// The first `{` after `offset` that follows `}` and `,` (white space aside): most likely an
    /// entry of `results`.
    static func entryStart(in bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = offset
        // Not too far: past three quarters, the halves would be uneven anyway.
        while from < bytes.count * 3 / 4, let found = memchr(base + from, Int32(UInt8(ascii: "{")), bytes.count - from)
        {
            let brace = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var before = brace - 1
            func skipBack() {
                while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
            }
            skipBack()
            if before >= 0, bytes[before] == UInt8(ascii: ",") {
                before -= 1
                skipBack()
                if before >= 0, bytes[before] == UInt8(ascii: "}") { return brace }
            }
            from = brace + 1
        }
        return nil
    }

    /// The entries from `start` to the end of the list they are in, read as `entries()` reads
    /// them (each value counted); nil when they don't read as such.
    mutating func secondHalf(from start: Int) -> SecondHalf? {
        index = start
        var entries: [Entry] = []
        entries.reserveCapacity(min((bytes.count - start) / 150, maximumEntries + 1))
        do {
            while true {
                try countValue()
                if entries.count <= maximumEntries {
                    entries.append(try entry())
                } else {
                    try skipValue()
                }
                skipSpace()
                switch peek() {
                case UInt8(ascii: ","):
                    index += 1
                    skipSpace()
                case UInt8(ascii: "]"):
                    return SecondHalf(entries: entries, values: values, end: index)
                default:
                    return nil
                }
            }
        } catch {
            return nil
        }
    }

    /// At `split.start`, as the next value of a list: takes what the other thread read.
    ///
    /// Its entries go into `entries`, and the reading goes on from the list's `]`; false when it
    /// read nothing usable (then this thread reads on itself). The value this thread counted for
    /// the entry is the other's first.
    mutating func joinSecondHalf(into entries: inout [Entry]) throws -> Bool {
        guard let split else { return false }
        self.split = nil
        guard case .some(.some(let half)) = split.result.wait() else { return false }
        values += half.values - 1
        guard values <= maximumValues else { throw Failure(reason: "", offset: index, tooManyValues: true) }
        entries.append(contentsOf: half.entries.prefix(max(0, maximumEntries + 1 - entries.count)))
        index = half.end
        joinedSecondHalf = true
        return true
    }
}
