import Foundation
import XCTest

/// The game installed as a command, each way played in tmux.
///
/// `Scripts/install.sh` into a prefix, the man page's source, the completions and a copied binary
/// without its bank. What needs more than the README's prerequisites for the tests (the static
/// build, the Debian package, lintian, groff and man) is checked by `Scripts/check-packaging.sh`.
final class InstallTests: EndToEndTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("oq-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        super.tearDown()
    }

    private var root: URL { get throws { try QuestionBank.packageRoot() } }

    /// Runs a program to its end, in the repository, with PATH and a scratch HOME.
    private func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 30
    ) throws -> CommandResult {
        var inherited = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        inherited["HOME"] = scratch.path
        let executable = program.hasPrefix("/") ? program : try XCTUnwrap(Subprocess.which(program), "\(program)")
        return try Subprocess.run(
            executable, arguments, environment: inherited.merging(environment) { $1 }, scratch: scratch,
            timeout: timeout)
    }

    /// Every flag `--help` lists, such as `--no-color` and `-n`.
    private func flags() throws -> [String] {
        let help = try run(TmuxSession.appBinary().path, ["--help"]).standardOutput
        let words = help.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
        let found = words.filter { $0.range(of: #"^--?[a-z][a-z-]*$"#, options: .regularExpression) != nil }
        return Array(Set(found)).sorted()
    }

    /// Plays one question of the shipped bank with `binary` in tmux, checks the answer counts, and
    /// quits.
    private func playOneQuestion(_ binary: URL, environment: [String: String] = [:]) throws {
        let home = scratch.appendingPathComponent("home-\(UUID().uuidString)")
        var settings = ["XDG_STATE_HOME": home.path + "/state", "XDG_CACHE_HOME": home.path + "/cache"]
        settings.merge(environment) { $1 }
        let session = try launch(["--offline"], binary: binary, environment: settings)
        let bank = try QuestionBank()
        let screen = try session.waitFor("a shipped question") {
            $0.card().map { bank.lookUp($0.text) != nil } ?? false
        }
        let entry = try XCTUnwrap(bank.lookUp(try XCTUnwrap(screen.card()).text))
        try session.send(entry.answer ? "Right" : "Left")
        try session.waitFor("the answer counted") { $0.score == "1 / 10" && $0.contains("Right!") }
        try session.send("q")
        try assertExited(session, status: 0)
    }

    /// Every regular file under `folder`, relative to it, sorted.
    private func files(under folder: URL) throws -> [String] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if exists, !isDirectory.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    // MARK: - The man page

    func testTheManPageUsesOnlyManMacrosAndCoversEveryFlagFileAndVariable() throws {
        let page = try root.appendingPathComponent("Assets/openquizz.6")
        let source = try String(contentsOf: page, encoding: .utf8)
        // groff renders it in Scripts/check-packaging.sh; here, every request is a man(7) one (or
        // the empty request, a lone dot).
        let macros: Set<String> = [
            "", "TH", "SH", "SS", "PP", "LP", "P", "TP", "IP", "RS", "RE", "B", "I", "BI", "BR", "IB", "IR", "RB", "RI",
            "nf", "fi", "br", "sp", "EX", "EE", "UR", "UE", "ad", "na", "in", "ti", "ne",
        ]
        for line in source.split(separator: "\n", omittingEmptySubsequences: false)
        where line.hasPrefix(".") && !line.hasPrefix(".\\\"") {
            let name = String(line.dropFirst().prefix { $0 != " " })
            XCTAssertTrue(macros.contains(name), "not a man(7) request: \(line)")
        }
        for flag in try flags() {
            XCTAssertTrue(
                source.contains(flag.replacingOccurrences(of: "-", with: "\\-")), "the man page lacks \(flag)")
        }
        for heading in [
            "NAME", "SYNOPSIS", "OPTIONS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "CREDITS",
            "COPYRIGHT",
        ] {
            XCTAssertTrue(source.contains(".SH \(heading)"), "no \(heading) section")
        }
        for name in [
            "NO_COLOR", "TERM", "XDG_STATE_HOME", "XDG_CACHE_HOME", "OPENQUIZZ_ASSETS", "opentdb.json", "played.json",
            "questions.json", "CC BY\\-SA 4.0", "MIT licence",
        ] {
            XCTAssertTrue(source.contains(name), "the man page lacks \(name)")
        }
        XCTAssertTrue(source.hasPrefix(".\\\"") && source.contains(".TH OPENQUIZZ 6 "), "section 6: games")
    }

    // MARK: - Completions

    func testEveryCompletionOffersEveryFlagAndTheDifficulties() throws {
        let folder = try root.appendingPathComponent("Assets/completions")
        let flags = try flags()
        XCTAssertEqual(flags.count, 37, "every flag of --help: \(flags)")
        for name in ["openquizz.bash", "_openquizz", "openquizz.fish"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for flag in flags {
                // fish names long flags without their dashes (-l no-color), short ones with one.
                let fishForm = flag.hasPrefix("--") ? "-l \(flag.dropFirst(2))" : "-s \(flag.dropFirst())"
                XCTAssertTrue(
                    text.contains(flag) || (name.hasSuffix(".fish") && text.contains(fishForm)), "\(name) lacks \(flag)"
                )
            }
            XCTAssertTrue(text.contains("easy medium hard"), "\(name) lacks the difficulties")
        }
    }

    func testBashCompletesFlagsDifficultiesAndCategories() throws {
        let script = try root.appendingPathComponent("Assets/completions/openquizz.bash").path
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let command =
                "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _openquizz; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            let result = try run("bash", ["-c", command])
            XCTAssertEqual(result.status, 0, "\(result)")
            return result.standardOutput.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try complete(["openquizz", "--diff"]), ["--difficulty"])
        XCTAssertEqual(try complete(["openquizz", "--difficulty", ""]), ["easy", "medium", "hard"])
        XCTAssertEqual(try complete(["openquizz", "--category", "comp"]), ["computers"])
        XCTAssertEqual(try complete(["openquizz", "--category", "3"]), ["30", "31", "32"])
        XCTAssertEqual(try complete(["openquizz", "--amount", ""]), [], "a number: nothing to offer")
    }

    /// bash, fish and zsh offer the names of the decks folder's regular files (links followed)
    /// after --deck, without their extension; not hidden files nor folders.
    func testEveryShellCompletesTheDecksNamesAfterDeck() throws {
        let decks = scratch.appendingPathComponent("data/openquizz/decks")
        try FileManager.default.createDirectory(
            at: decks.appendingPathComponent("folder.csv"), withIntermediateDirectories: true)
        for name in ["week 3.csv", "atoms.json", "periodic.csv", ".hidden.csv"] {
            try Data("statement,answer\n".utf8).write(to: decks.appendingPathComponent(name))
        }
        let data = ["XDG_DATA_HOME": scratch.appendingPathComponent("data").path]
        let completions = try root.appendingPathComponent("Assets/completions")
        func lines(_ result: CommandResult) -> [String] {
            XCTAssertEqual(result.status, 0, "\(result)")
            return result.standardOutput.split(separator: "\n").map(String.init)
        }

        let bash = completions.appendingPathComponent("openquizz.bash").path
        func bashCompletes(_ word: String) throws -> [String] {
            let command =
                "source '\(bash)'; COMP_WORDS=(openquizz --deck '\(word)'); COMP_CWORD=2; _openquizz; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            return lines(try run("bash", ["-c", command], environment: data))
        }
        XCTAssertEqual(try bashCompletes(""), ["atoms", "periodic", #"week\ 3"#], "quoted as typed")
        XCTAssertEqual(try bashCompletes("pe"), ["periodic"])
        XCTAssertEqual(try bashCompletes(""), try bashCompletes(""), "the folder is listed each time")

        if Subprocess.which("fish") != nil {
            let fish = completions.appendingPathComponent("openquizz.fish").path
            let offered = lines(
                try run("fish", ["-c", "source '\(fish)'; complete -C 'openquizz --deck '"], environment: data))
            XCTAssertEqual(offered.map { String($0.prefix { $0 != "\t" }) }, ["atoms", "periodic", "week 3"])
        }
        if Subprocess.which("zsh") != nil {
            // The function zsh runs for --deck's value, with compadd printing what it is given
            // (CompletionTests runs the whole completion in an interactive zsh).
            let zsh = try String(contentsOf: completions.appendingPathComponent("_openquizz"), encoding: .utf8)
            let start = try XCTUnwrap(zsh.range(of: "_openquizz_decks() {\n"))
            let end = try XCTUnwrap(zsh.range(of: "\n}\n", range: start.upperBound..<zsh.endIndex))
            let function = zsh[start.lowerBound..<end.upperBound]
            let command = "compadd() { shift; printf '%s\\n' \"$@\"; }; " + function + "_openquizz_decks"
            XCTAssertEqual(lines(try run("zsh", ["-c", command], environment: data)), ["atoms", "periodic", "week 3"])
        }
    }

    // MARK: - Installing

    func testInstallPutsEachFileInItsPlacePlaysAndUninstallRemovesExactlyThat() throws {
        let prefix = scratch.appendingPathComponent("prefix")
        let binary = try TmuxSession.appBinary()
        let installed = try run(
            root.appendingPathComponent("Scripts/install.sh").path, ["--prefix", prefix.path],
            environment: ["OPENQUIZZ_BINARY": binary.path], timeout: 60)
        XCTAssertEqual(installed.status, 0, "\(installed)")
        let tree = try files(under: prefix)
        for expected in [
            "bin/openquizz", "share/openquizz/questions.json", "share/openquizz/questions.fr.json",
            "share/man/man6/openquizz.6", "share/man/fr/man6/openquizz.6",
            "share/bash-completion/completions/openquizz", "share/zsh/site-functions/_openquizz",
            "share/fish/vendor_completions.d/openquizz.fish", "share/openquizz/installed-files",
            "share/doc/openquizz/LICENSE",
        ] {
            XCTAssertTrue(tree.contains(expected), "\(expected) not installed: \(tree)")
        }
        XCTAssertTrue(
            Set(tree).isSubset(of: [
                "bin/openquizz", "share/openquizz/questions.json", "share/openquizz/questions.fr.json",
                "share/man/man6/openquizz.6", "share/man/fr/man6/openquizz.6",
                "share/bash-completion/completions/openquizz", "share/zsh/site-functions/_openquizz",
                "share/fish/vendor_completions.d/openquizz.fish", "share/openquizz/installed-files",
                "share/openquizz/installed-folders", "share/openquizz/commit", "share/doc/openquizz/LICENSE",
            ]), "\(tree)")

        // No resource folder beside the installed binary: the bank comes from ../share/openquizz.
        try playOneQuestion(prefix.appendingPathComponent("bin/openquizz"))
        // Typed by name, found through PATH, from anywhere.
        let byName = try run(
            "bash", ["-c", "cd / && openquizz --offline --list-categories"],
            environment: ["PATH": prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin"])
        XCTAssertEqual(byName.status, 0, "\(byName)")
        XCTAssertTrue(byName.standardOutput.contains("Mythology"), "\(byName)")
        // A binary it didn't build: the commit isn't known, so none is named.
        XCTAssertFalse(tree.contains("share/openquizz/commit"))
        let version = try run(prefix.appendingPathComponent("bin/openquizz").path, ["--version"])
        XCTAssertEqual(version.standardOutput, "openquizz 0.1.0\n", "\(version)")

        // Something of the player's own in the prefix stays.
        let own = prefix.appendingPathComponent("share/man/man6/other.6")
        try Data("keep".utf8).write(to: own)
        let removed = try run(
            root.appendingPathComponent("Scripts/install.sh").path, ["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 0, "\(removed)")
        XCTAssertEqual(
            try files(under: prefix), ["share/man/man6/other.6"], "uninstall removes exactly what it installed")

        let left = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: prefix.path)).sorted()
        XCTAssertEqual(left, ["share", "share/man", "share/man/man6", "share/man/man6/other.6"], "folders it made go")
    }

    func testARelativePrefixIsTheCallersAndAnEmptyOneIsRefused() throws {
        let caller = scratch.appendingPathComponent("caller")
        try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
        let script = try root.appendingPathComponent("Scripts/install.sh").path
        let binary = try TmuxSession.appBinary().path
        let installed = try run(
            "bash", ["-c", "cd '\(caller.path)' && '\(script)' --prefix relative"],
            environment: ["OPENQUIZZ_BINARY": binary], timeout: 60)
        XCTAssertEqual(installed.status, 0, "\(installed)")
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: caller.appendingPathComponent("relative/bin/openquizz").path))
        let removed = try run("bash", ["-c", "cd '\(caller.path)' && '\(script)' --prefix relative --uninstall"])
        XCTAssertEqual(removed.status, 0, "\(removed)")
        XCTAssertEqual(try files(under: caller), [])
        let empty = try run(script, ["--prefix="], environment: ["OPENQUIZZ_BINARY": binary])
        XCTAssertEqual(empty.status, 2, "\(empty)")
        XCTAssertTrue(empty.standardError.contains("--prefix needs a folder"), "\(empty)")
    }

    func testACopiedBinaryWithoutItsBankSaysWhereItLooked() throws {
        let folder = scratch.appendingPathComponent("somewhere/bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("openquizz")
        try FileManager.default.copyItem(at: TmuxSession.appBinary(), to: copy)
        let result = try run(copy.path, ["--offline"])
        XCTAssertEqual(result.status, 1, "\(result)")
        XCTAssertTrue(result.standardError.contains("missing from this installation; looked for"), "\(result)")
        for place in [
            folder.appendingPathComponent("OpenQuizz_QuizCore.resources/questions.json").path,
            scratch.appendingPathComponent("somewhere/share/openquizz/questions.json").path,
        ] {
            XCTAssertTrue(result.standardError.contains(place), "\(place) not named: \(result.standardError)")
        }
        // $OPENQUIZZ_ASSETS, when set, is looked in first.
        let assets = try root.appendingPathComponent("Assets").path
        try playOneQuestion(copy, environment: ["OPENQUIZZ_ASSETS": assets])
    }
}
