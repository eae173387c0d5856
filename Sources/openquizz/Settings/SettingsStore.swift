import Foundation
import QuizCore
import QuizStore

/// The settings kept between runs, in the settings file (`SettingsFile`): read once at start, and
/// saved when the player changes them in the game.
struct SettingsStore: Sendable {
    let file: SettingsFile

    /// What the file says.
    struct Loaded: Equatable, Sendable {
        /// The defaults, each replaced by the file's value where it gives a good one.
        var settings = Settings()
        /// The line each setting was read from; a key not here is its default.
        var lines: [Settings.Key: Int] = [:]
        /// What is wrong with the file: the whole file's problem, or the lines', in order.
        var problems: [SettingsProblem] = []
    }

    /// Reads the file, whatever is wrong with it.
    ///
    /// The settings it gives good values for, the defaults for the others, and what was wrong.
    /// The file is never changed.
    func load() -> Loaded {
        switch file.read() {
        case .missing: return Loaded()
        case .unusable(let problem): return Loaded(problems: [problem])
        case .document(let document): return Self.settings(in: document)
        }
    }

    /// The settings `document` gives, and what is wrong with it (the last of a repeated key wins;
    /// a bad value gives the key's default).
    static func settings(in document: SettingsDocument) -> Loaded {
        var loaded = Loaded()
        var problems = document.problems
        // The source first: whether a category is a deck's depends on it.
        for key in Settings.Key.allCases {
            guard let (line, value) = document.value(of: key.rawValue) else { continue }
            if loaded.settings.read(key, value) {
                loaded.lines[key] = line
                if Settings.expected(key) == .name, Settings.isCut(name: value) {
                    problems.append(
                        .nameCut(
                            line: line, key: key.rawValue, limit: Settings.nameLength,
                            kept: loaded.settings.written(key)))
                }
            } else {
                let fallback = Settings().written(key)
                problems.append(.badValue(line: line, key: key.rawValue, value: value, fallback: fallback))
            }
        }
        for entry in document.entries where Settings.Key(rawValue: entry.key.lowercased()) == nil {
            problems.append(.unknownKey(line: entry.line, key: entry.key))
        }
        loaded.problems = problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        return loaded
    }

    /// Writes `settings` into the file as it is now, atomically.
    ///
    /// Each key the file has is rewritten in its line (a bad value made good), a key it lacks is
    /// added only when it isn't the default; comments, blank lines, unknown keys and unreadable
    /// lines stay. A new file starts with `header`, as comments.
    ///
    /// Give it the settings chosen, not those in force: a flag or an environment variable for one
    /// run (`--no-color`, `NO_COLOR`) must never end up in the file.
    ///
    /// With `only`, just those keys are written (in their lines, or added): the settings screen's
    /// save touches no line of the file but the ones the player changed there.
    ///
    /// - Returns: what the player must be told of a save that went through: the file over the
    ///   limit, moved aside (nil when there is nothing to say).
    @discardableResult
    func save(_ settings: Settings, header: [String], only: [Settings.Key]? = nil) throws(AtomicFile.WriteError)
        -> SettingsProblem?
    {
        let movedTo = try file.save { document in
            if document.lines.isEmpty { document.insertComments(header) }
            if let only {
                for key in only { document.set(key.rawValue, to: settings.written(key)) }
                return
            }
            let defaults = Settings()
            for key in Settings.Key.allCases {
                let value = settings.written(key)
                if document.value(of: key.rawValue) != nil || value != defaults.written(key) {
                    document.set(key.rawValue, to: value)
                }
            }
        }
        return movedTo.map { .setAside(to: $0.path, limit: SettingsFile.maximumSize) }
    }

    /// Saves `settings` as the settings screen does: a new file starts with the comment saying
    /// what it is, in `words`' language.
    @discardableResult
    func save(_ settings: Settings, words: Wording, only: [Settings.Key]? = nil) throws(AtomicFile.WriteError)
        -> SettingsProblem?
    {
        try save(settings, header: words(SettingsWords.fileHeader).split(separator: "\n").map(String.init), only: only)
    }

    // MARK: - Unknown keys, said once

    /// `problems` without the unknown keys and the names cut already said in an earlier run.
    ///
    /// The keys said are kept in `noted`, one a line (a name cut as "player1 = the name kept");
    /// the new ones are added to it. A key kept for a newer version of the game, or a long name,
    /// is said once, not at every start; a bad value is said every time, since it changes what is
    /// played.
    static func unsaid(_ problems: [SettingsProblem], noted: URL, writer: FileWriter) -> [SettingsProblem] {
        var known: Set<String> = []
        if case .contents(let data) = WholeFile.read(noted.path, maximumSize: 16 << 10) {
            known = Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        var new: Set<String> = []
        let unsaid = problems.filter { problem in
            let token: String
            switch problem {
            case .unknownKey(_, let key): token = key.lowercased()
            case .nameCut(_, let key, _, let kept): token = "\(key) = \(kept)"
            default: return true
            }
            guard !known.contains(token) else { return false }
            new.insert(token)
            return true
        }
        if !new.isEmpty {
            let all = known.union(new).filter { !$0.contains("\n") }.sorted().joined(separator: "\n") + "\n"
            // Not said again is a nicety: a state folder that can't be written only says it again.
            try? AtomicFile.write(Data(all.utf8), to: noted, writer: writer)
        }
        return unsaid
    }
}
