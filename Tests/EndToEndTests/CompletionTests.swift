import Foundation
import QuizDecks
import XCTest

/// The completions in real bash, zsh and fish, with a decks folder of hostile file names: each
/// shell offers exactly the names `--deck` takes (`DeckStore`'s, a name two files share offered
/// as their whole file names, which `--deck` takes too), quoted so that the
/// shell reads each back as that name, and never runs what a name hides; after `--questions` and
/// `--check`, file names with spaces and folders complete as such.
final class CompletionTests: EndToEndTestCase {
    private var scratch: URL!

    /// Names made to break a completion: command substitutions, a glob, quotes, a space, a
    /// newline, a leading dash, two files with one name, a hidden file.
    private static let hostile = [
        "$(touch PWNED).csv", "`touch PWNED`.csv", "*.csv", "it's.csv", #"say "hi".csv"#, "two words.csv",
        "new\nline.csv", "-n.csv", "week3.csv", "week3.json", "notes", "a.b.csv", ".hidden.csv",
    ]

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("oq-complete-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: decks.appendingPathComponent("folder.csv"), withIntermediateDirectories: true)
        for name in Self.hostile {
            try Data("statement,answer\nA,true\n".utf8).write(to: decks.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data().write(to: work.appendingPathComponent("my file.csv"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        super.tearDown()
    }

    private var decks: URL { scratch.appendingPathComponent("data/openquizz/decks") }
    /// Where the shells run: a file with a space in its name and a folder.
    private var work: URL { scratch.appendingPathComponent("work") }
    private var completions: URL {
        get throws { try QuestionBank.packageRoot().appendingPathComponent("Assets/completions") }
    }
    private var environment: [String: String] { ["XDG_DATA_HOME": scratch.appendingPathComponent("data").path] }

    /// The names `--deck` takes, as the completions offer them: the decks' file names without their
    /// extension, but the whole file name of each file whose name another shares (the completions can't know
    /// which of them the player played under it, and `--deck` takes a whole file name too).
    private var names: [String] {
        let entries = DeckStore(directory: decks).list().entries
        let shared = Dictionary(grouping: entries) { $0.url.deletingPathExtension().lastPathComponent }
            .filter { $0.value.count > 1 }.values.flatMap { $0 }
        for entry in shared {
            XCTAssertEqual(
                DeckStore.match(entry.url.lastPathComponent, in: entries), .found(entry), "--deck takes it whole")
        }
        // A name the game made printable (`new\x0Aline`) is offered as the file names it: `--deck`
        // takes the file's own name too.
        let stem = { (entry: DeckStore.Entry) in
            let path = entry.rawPath.map { String(decoding: $0, as: UTF8.self) } ?? entry.url.path
            return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        }
        for entry in entries where !shared.contains(entry) && entry.name != stem(entry) {
            XCTAssertEqual(DeckStore.match(stem(entry), in: entries), .found(entry), "--deck takes the file's name")
        }
        return entries.map { entry in shared.contains(entry) ? entry.url.lastPathComponent : stem(entry) }.sorted()
    }

    /// Whether something hidden in a name was run (it would have made a file PWNED).
    private func assertNothingRan(file: StaticString = #filePath, line: UInt = #line) {
        let folders: [URL] = [scratch, work, decks]
        for folder in folders {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("PWNED").path),
                "a deck's name was run as a command", file: file, line: line)
        }
    }

    private func run(_ shell: String, _ command: String) throws -> CommandResult {
        let executable = try XCTUnwrap(Subprocess.which(shell), shell)
        let base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let result = try Subprocess.run(
            executable, ["-c", command],
            environment: base.merging(environment) { $1 }.merging(["HOME": scratch.path]) { $1 },
            scratch: scratch)
        XCTAssertEqual(result.status, 0, "\(result)")
        return result
    }

    // MARK: - bash

    /// What bash's completion of `--deck` answers `typed` (as typed, quotes and all).
    private func bashReplies(_ typed: String) throws -> [String] {
        let script = try completions.appendingPathComponent("openquizz.bash").path
        let command =
            "cd \(TmuxSession.quoted(work.path)) && source \(TmuxSession.quoted(script)); "
            + "COMP_WORDS=(openquizz --deck \(TmuxSession.quoted(typed))); COMP_CWORD=2; _openquizz; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        return try run("bash", command).standardOutput.split(separator: "\n").map(String.init)
    }

    func testBashOffersEveryDeckNameQuotedAndRunsNone() throws {
        XCTAssertEqual(names.count, 12, "no hidden file, no folder: \(names)")
        XCTAssertTrue(names.contains("week3.csv") && names.contains("week3.json"), "one name, two files: \(names)")
        // Each reply read back as the shell reads the command line gives one deck's name.
        let script = try completions.appendingPathComponent("openquizz.bash").path
        let command =
            "cd \(TmuxSession.quoted(work.path)) && source \(TmuxSession.quoted(script)); "
            + "COMP_WORDS=(openquizz --deck ''); COMP_CWORD=2; _openquizz; "
            + "for reply in \"${COMPREPLY[@]}\"; do eval \"set -- $reply\"; printf '%s\\0' \"$@\"; done"
        let readBack = try run("bash", command).standardOutput.split(separator: "\0").map(String.init)
        XCTAssertEqual(readBack.sorted(), names)
        assertNothingRan()

        XCTAssertEqual(try bashReplies("we"), ["week3.csv", "week3.json"])
        XCTAssertEqual(try bashReplies("it"), [#"it\'s"#])
        XCTAssertEqual(try bashReplies(#"two\ w"#), [#"two\ words"#], "a backslash typed")
        // After an opening quote, bash puts the reply inside the quotes and closes them.
        XCTAssertEqual(try bashReplies("'two w"), ["two words"], "a quote typed")
        XCTAssertEqual(try bashReplies("'it"), [#"it'\''s"#])
        XCTAssertEqual(try bashReplies(#""say"#), [#"say \"hi\""#])
        XCTAssertEqual(try bashReplies(#""\$"#), [#"\$(touch PWNED)"#])
        XCTAssertEqual(try bashReplies(#""\`"#), [#"\`touch PWNED\`"#])
        XCTAssertEqual(try bashReplies(#"\$"#), [#"\$\(touch\ PWNED\)"#])
        XCTAssertEqual(try bashReplies("-"), ["-n"])
        XCTAssertEqual(try bashReplies("new"), [#"$'new\nline'"#])
        XCTAssertEqual(try bashReplies("zz"), [])
        assertNothingRan()
    }

    /// Tab in an interactive bash: a file name with a space, a folder, and every word after
    /// `--check`.
    func testBashCompletesFileNamesWithSpacesAndFolders() throws {
        let session = try launch([], width: 100, height: 30, environment: environment, interactiveShell: true)
        try session.waitFor("the shell's prompt") { $0.nonBlankLines.last == "$" }
        let script = try completions.appendingPathComponent("openquizz.bash").path
        try session.type("cd \(TmuxSession.quoted(work.path)) && source \(TmuxSession.quoted(script)) && clear")
        try session.waitFor("the prompt again") { $0.nonBlankLines == ["$"] }
        for (typed, completed) in [
            ("openquizz --questions my", #"openquizz --questions my\ file.csv "#),
            ("openquizz --questions su", "openquizz --questions sub/"),
            (#"openquizz --check my\ file.csv su"#, #"openquizz --check my\ file.csv sub/"#),
            ("openquizz --deck 'it", #"openquizz --deck 'it'\''s' "#),
            ("openquizz --deck tw", #"openquizz --deck two\ words "#),
        ] {
            try session.type(typed, enter: false)
            try session.send("Tab")
            try session.waitFor("\(typed) completed") {
                $0.nonBlankLines.last == "$ " + completed.trimmingTrailingSpace
            }
            XCTAssertEqual(try session.cursor().x, 2 + completed.count, "\(typed): where the cursor stops")
            try session.send("C-c")
            // A fresh prompt first: typed under load before bash took the C-c, "clear" joined the line.
            try session.waitFor("a fresh prompt") { $0.nonBlankLines.last == "$" }
            try session.type("clear")
            try session.waitFor("the prompt again") { $0.nonBlankLines == ["$"] }
        }
    }

    // MARK: - zsh

    /// Tab in an interactive zsh with the completion system on: `--deck` lists every deck (with
    /// today's file of issue 21, `(eval):1: closing brace expected`), completes one as zsh quotes
    /// it, and files complete after `--questions` and `--check`.
    func testZshCompletesDeckNamesAndFiles() throws {
        try requireShell("zsh")
        let session = try launch([], width: 100, height: 30, environment: environment, interactiveShell: true)
        try session.waitFor("bash's prompt") { $0.nonBlankLines.last == "$" }
        try session.type("cd \(TmuxSession.quoted(work.path)) && exec zsh -f -i")
        // What is typed before zsh's line editor starts may be lost: wait for its prompt under the command.
        try session.waitFor("zsh's first prompt") { screen in
            let lines = screen.nonBlankLines
            return lines.count == 2 && lines[0].hasSuffix("exec zsh -f -i") && lines[1].hasSuffix("$")
        }
        try session.type(
            "fpath=(\(TmuxSession.quoted(try completions.path)) $fpath); autoload -Uz compinit; compinit -u -D; "
                + "PS1='zsh> '; clear")
        try session.waitFor("zsh's prompt") { $0.nonBlankLines == ["zsh>"] }

        try session.type("openquizz --deck ", enter: false)
        try session.send("Tab")
        let listed = try session.waitFor("the decks listed", stableFor: 0.2) { screen in
            screen.contains("week3.json") || screen.contains("expected") || screen.contains("not found")
        }
        // zsh lists the names in columns, two spaces or more apart, each as it would insert it.
        let offered = listed.nonBlankLines.dropFirst().flatMap { line in
            line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        XCTAssertEqual(
            offered.sorted(),
            [
                #"new$'\n'line"#, #"\$\(touch\ PWNED\)"#, #"\*"#,
                #"\`touch\ PWNED\`"#, "-n", "a.b", #"it\'s"#, "notes", #"say\ \"hi\""#, #"two\ words"#, "week3.csv",
                "week3.json",
            ].sorted(), "\(listed)")
        try session.send("C-c")

        for (typed, completed) in [
            ("openquizz --deck it", #"openquizz --deck it\'s "#),
            (#"openquizz --deck \$"#, #"openquizz --deck \$\(touch\ PWNED\) "#),
            ("openquizz --questions my", #"openquizz --questions my\ file.csv "#),
            ("openquizz --questions su", "openquizz --questions sub/"),
            (#"openquizz --check my\ file.csv su"#, #"openquizz --check my\ file.csv sub/"#),
        ] {
            try session.type("clear")
            try session.waitFor("the prompt again") { $0.nonBlankLines == ["zsh>"] }
            try session.type(typed, enter: false)
            try session.send("Tab")
            try session.waitFor("\(typed) completed") {
                $0.nonBlankLines.first == "zsh> " + completed.trimmingTrailingSpace
            }
            XCTAssertEqual(try session.cursor().x, 5 + completed.count, "\(typed): where the cursor stops")
            try session.send("C-c")
            try session.waitFor("a fresh prompt") { $0.nonBlankLines.last == "zsh>" }
        }
        assertNothingRan()
    }

    // MARK: - fish

    /// fish lists one name a line: a name with a newline in it can't be one, and is left out.
    func testFishOffersEveryDeckNameAndCompletesFiles() throws {
        try requireShell("fish")
        let script = try completions.appendingPathComponent("openquizz.fish").path
        func completes(_ line: String) throws -> [String] {
            let command =
                "cd \(TmuxSession.quoted(work.path)); and source \(TmuxSession.quoted(script)); "
                + "and complete -C \(TmuxSession.quoted(line))"
            return try run("fish", command).standardOutput.split(separator: "\n").map {
                String($0.prefix { $0 != "\t" })
            }
        }
        XCTAssertEqual(try completes("openquizz --deck ").sorted(), names.filter { !$0.contains("\n") })
        assertNothingRan()
        XCTAssertEqual(try completes("openquizz --questions my"), ["my file.csv"])
        XCTAssertEqual(try completes("openquizz --questions su"), ["sub/"])
        XCTAssertEqual(try completes("openquizz --check 'my file.csv' su"), ["sub/"])
    }
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

extension CompletionTests {
    /// A shell these tests run: skipped where it isn't installed, but a failure in CI, which installs it.
    fileprivate func requireShell(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard Subprocess.which(name) == nil else { return }
        let message = "\(name) is not installed: CompletionTests runs its completions for real"
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail(message, file: file, line: line)
            throw EndToEndError.missing(message)
        }
        throw XCTSkip(message)
    }
}
