import Foundation
import QuizCore

/// The settings file as a person wrote it: its lines in order, each a blank, a comment, a
/// `key = value` entry or something else, each kept as its bytes.
///
/// Written back unchanged it is the same bytes; a changed setting rewrites only its own line,
/// so comments, blank lines, the order, unknown keys and lines that can't be read stay where the
/// player put them. It knows no key: which keys there are and what they take is the game's.
package struct SettingsDocument: Equatable, Sendable {
    /// One line of the file, without its newline.
    package enum Line: Equatable, Sendable {
        /// Nothing but spaces and tabs.
        case blank(Data)
        /// A line whose first character that isn't a space is `#`.
        case comment(Data)
        /// `key = value`, spaces around each trimmed; `raw` is the line as written.
        case entry(key: String, value: String, raw: Data)
        /// Not text (not UTF-8, or control characters) or not `key = value`: kept as it is.
        case other(Data, isText: Bool)
    }

    package private(set) var lines: [Line]
    /// Whether the last line ends with a newline (a file without one is written back without).
    private var endsWithNewline: Bool

    /// The document in `data`, as read from the file; empty data is an empty document.
    package init(_ data: Data = Data()) {
        var lines: [Line] = []
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
            lines.append(Self.line(Data(data[start..<end])))
            start = end == data.endIndex ? end : data.index(after: end)
        }
        self.lines = lines
        endsWithNewline = data.last.map { $0 == UInt8(ascii: "\n") } ?? true
    }

    /// The bytes to write.
    package var data: Data {
        var data = Data()
        for (index, line) in lines.enumerated() {
            if index > 0 { data.append(UInt8(ascii: "\n")) }
            data.append(Self.bytes(of: line))
        }
        if endsWithNewline, !lines.isEmpty { data.append(UInt8(ascii: "\n")) }
        return data
    }

    /// Whether this is some other file than a settings file.
    ///
    /// It has lines, but not one of them a `key = value` entry or a comment (a password file a
    /// link leads to, a program, a picture): the game takes nothing from it and writes nothing
    /// into it.
    package var isForeign: Bool {
        var others = false
        for line in lines {
            switch line {
            case .entry, .comment: return false
            case .other: others = true
            case .blank: break
            }
        }
        return others
    }

    /// The entries, in order, with their line numbers (from 1) and keys as written.
    package var entries: [(line: Int, key: String, value: String)] {
        lines.enumerated().compactMap { index, line in
            guard case .entry(let key, let value, _) = line else { return nil }
            return (index + 1, key, value)
        }
    }

    /// The value of `key` (in any case): the last line that gives it wins.
    package func value(of key: String) -> (line: Int, value: String)? {
        entries.last { $0.key.lowercased() == key.lowercased() }.map { ($0.line, $0.value) }
    }

    /// What is wrong with the lines themselves: not text, not an entry, a key given again.
    ///
    /// The last of a repeated key is used. Which keys there are and what they take is for the
    /// game to say.
    package var problems: [SettingsProblem] {
        var seen: Set<String> = []
        var problems: [SettingsProblem] = []
        for (index, line) in lines.enumerated() {
            switch line {
            case .blank, .comment: break
            case .other(_, let isText):
                problems.append(isText ? .notAnEntry(line: index + 1) : .notText(line: index + 1))
            case .entry(let key, _, _):
                if !seen.insert(key.lowercased()).inserted { problems.append(.repeated(line: index + 1, key: key)) }
            }
        }
        return problems
    }

    /// Gives `key` the value `value`: its last line is rewritten, or a line added at the end.
    ///
    /// The earlier lines of the key, which the last one overrode, are removed. A line that
    /// already says it is left as it is, spaces and all.
    package mutating func set(_ key: String, to value: String) {
        let matching = lines.indices.filter {
            if case .entry(let written, _, _) = lines[$0] { return written.lowercased() == key.lowercased() }
            return false
        }
        guard let last = matching.last else {
            lines.append(Self.line(Data("\(key) = \(value)".utf8)))
            endsWithNewline = true
            return
        }
        if case .entry(_, let current, _) = lines[last], current == value {
            // Unchanged: left as written.
        } else {
            lines[last] = Self.line(Data("\(key) = \(value)".utf8))
        }
        for index in matching.dropLast().reversed() { lines.remove(at: index) }
    }

    /// Adds `comment` lines (each written after "# ") at the start: a new file's header.
    package mutating func insertComments(_ comments: [String]) {
        lines.insert(contentsOf: comments.map { .comment(Data("# \($0)".utf8)) }, at: 0)
    }

    /// What one line of the file is.
    private static func line(_ raw: Data) -> Line {
        // A file written on Windows: the carriage return is kept in the bytes, not in the value.
        let bytes = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw[...]
        guard let text = String(bytes: bytes, encoding: .utf8),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" })
        else { return .other(raw, isText: false) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .blank(raw) }
        if trimmed.hasPrefix("#") { return .comment(raw) }
        guard let equals = trimmed.firstIndex(of: "=") else { return .other(raw, isText: true) }
        let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else { return .other(raw, isText: true) }
        return .entry(key: key, value: value, raw: raw)
    }

    private static func bytes(of line: Line) -> Data {
        switch line {
        case .blank(let raw), .comment(let raw), .entry(_, _, let raw), .other(let raw, _): raw
        }
    }
}
