import Foundation
import TestSupport
import XCTest

@testable import openquizz

/// The completions and the man page's OPTIONS section are written from `Flag.table`, its KEYS
/// section from `KeyMap`: the checked-in files are what they write (after a flag or a key changes,
/// Scripts/generate-flag-files.sh rewrites them).
final class FlagDocumentTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func checkedIn(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Fails with the first line that differs, both sides shown.
    private func assertSameLines(
        _ written: String, _ file: String, _ path: String, line: UInt = #line
    ) {
        let expected = written.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = file.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let index = zip(expected, actual).enumerated().first(where: { $1.0 != $1.1 })?.offset
                ?? (expected.count == actual.count ? nil : min(expected.count, actual.count))
        else { return }
        let wanted = index < expected.count ? String(expected[index]) : "(end)"
        let found = index < actual.count ? String(actual[index]) : "(end)"
        XCTFail(
            "\(path) differs from the table at line \(index + 1) (run Scripts/generate-flag-files.sh):\n"
                + "  table: \(wanted)\n  file:  \(found)", line: line)
    }

    func testEachCompletionFileIsWhatTheTableWrites() throws {
        for shell in FlagDocuments.Shell.allCases {
            let path = FlagDocuments.path(for: shell)
            assertSameLines(FlagDocuments.completions(for: shell), try checkedIn(path), path)
        }
    }

    /// The man page's section `name`, from its `.SH` line to the next section's.
    private func manSection(_ name: String) throws -> String {
        let page = try checkedIn(FlagDocuments.manPagePath)
        let start = try XCTUnwrap(page.range(of: "\n.SH \(name)\n"), "no \(name) section")
        let end = try XCTUnwrap(
            page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex), "nothing after \(name)")
        return String(page[page.index(after: start.lowerBound)...end.lowerBound])
    }

    func testTheManPagesOptionsAreWhatTheTableWrites() throws {
        assertSameLines(FlagDocuments.manOptions(), try manSection("OPTIONS"), FlagDocuments.manPagePath)
    }

    func testTheManPagesKeysAreWhatTheKeyTableWrites() throws {
        assertSameLines(KeyDocuments.manKeys(), try manSection("KEYS"), FlagDocuments.manPagePath)
    }

    /// Every key of the table heads an entry of KEYS, in roff's own glyphs: no raw arrow reaches
    /// the page (a terminal without Unicode shows roff's `->`).
    func testTheManPagesKeysNameEveryBindingInRoff() {
        let keys = KeyDocuments.manKeys()
        for binding in KeyMap.bindings {
            let heading = KeyDocuments.heading(binding.names)
            XCTAssertTrue(keys.contains(".TP\n" + heading + "\n"), "\(binding.command): \(heading)")
            XCTAssertTrue(heading.unicodeScalars.allSatisfy(\.isASCII), heading)
        }
        XCTAssertTrue(keys.contains(".TP\n.BR \\(-> \" or \" l\nTrue.\n"), keys)
        XCTAssertTrue(keys.contains(".TP\n.BR n \" or \" \\(ua\n"), keys)
        XCTAssertTrue(keys.contains(".BR \\(ua / \\(da\nto pick one,\n.B Enter\n"), keys)
        XCTAssertTrue(keys.contains(".TP\n.B Ctrl\\-L\nDraws the whole screen again"), "the app's own key too")
        XCTAssertTrue(keys.unicodeScalars.allSatisfy(\.isASCII), "roff escapes for every arrow")
    }

    func testTheUsageListsEveryShownFlagWithItsHelp() {
        let usage = Options.usage(ascii: false)
        for flag in Flag.table where !flag.hidden {
            let value = flag.value == nil ? " " : " \(flag.placeholder) "
            XCTAssertTrue(usage.contains("  \(flag.short.map { $0 + ", " } ?? "    ")\(flag.name)\(value)"), flag.name)
            if let alias = flag.alias { XCTAssertTrue(usage.contains("      \(alias)\(value)"), alias) }
            for line in flag.help.split(separator: "\n") {
                XCTAssertTrue(usage.contains(line), "\(flag.name): \(line)")
            }
        }
        XCTAssertTrue(usage.contains("  -n, --amount N         questions per game, 1 to 50 (default 10)\n"), usage)
        XCTAssertTrue(
            usage.contains(
                "      --api-url URL      an Open Trivia DB–compatible server\n"
                    + "                         (default https://opentdb.com)\n"), usage)
        XCTAssertTrue(usage.contains("      --no-colour        the same as --no-color\n"), usage)
    }

    /// The README's table of flags names each flag the player is told about, and its alias.
    func testTheReadmesFlagTableNamesEveryFlag() throws {
        let readme = try checkedIn("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(readme.firstIndex(of: "| Flag | Does |"), "no table of flags in the README")
        let rows = readme[start...].prefix { $0.hasPrefix("|") }.map { $0.split(separator: "|").first ?? "" }
        let named = Set(rows.flatMap { $0.split(whereSeparator: { " `,".contains($0) }).map(String.init) })
        for flag in Flag.table where !flag.hidden {
            for name in [flag.short, flag.name, flag.alias].compactMap({ $0 }) {
                XCTAssertTrue(named.contains(name), "the README's table of flags lacks \(name)")
            }
        }
    }

    /// The man page's SYNOPSIS names each flag the player is told about (by its short name when
    /// it has one; aliases aside).
    func testTheManPagesSynopsisNamesEveryFlag() throws {
        let page = try checkedIn("Assets/openquizz.6").replacingOccurrences(of: "\\-", with: "-")
        let start = try XCTUnwrap(page.range(of: ".SH SYNOPSIS\n"), "no SYNOPSIS in the man page")
        let synopsis = page[start.upperBound...]
        let end = synopsis.range(of: "\n.SH ")?.lowerBound ?? synopsis.endIndex
        let words = Set(synopsis[..<end].split(whereSeparator: { " \n[]|".contains($0) }).map(String.init))
        for flag in Flag.table where !flag.hidden {
            let name = flag.short ?? flag.name
            XCTAssertTrue(words.contains(name), "the man page's SYNOPSIS lacks \(name)")
        }
    }

    /// A flag whose value is a file: what each shell is told (no flag takes one yet).
    func testAFileValueCompletesFileNames() {
        let flags = [
            Flag("--deck", value: .file, placeholder: "FILE", help: "questions of your own") { _, _ in },
            .toggle("--offline", help: "never use the network") { _ in },
        ]
        let bash = FlagDocuments.completions(for: .bash, flags: flags)
        // One name a line, as the game gets it, quoted by bash (-o filenames), folders too.
        XCTAssertTrue(bash.contains("        --deck)\n" + FlagDocuments.bashFileReply), bash)
        XCTAssertTrue(FlagDocuments.bashFileReply.contains("compopt -o filenames"))
        XCTAssertTrue(FlagDocuments.bashFileReply.contains("mapfile -t COMPREPLY < <(compgen -f -- \"$word\")"))
        XCTAssertTrue(FlagDocuments.completions(for: .zsh, flags: flags).contains(":deck:_files'"))
        XCTAssertTrue(FlagDocuments.completions(for: .fish, flags: flags).contains("-l deck -r -F -d"))
        XCTAssertTrue(FlagDocuments.manOptions(flags).contains(#".BR \-\-deck " \fIFILE\fR""#))
        XCTAssertTrue(FlagDocuments.manOptions(flags).contains(".B \\-\\-offline\nNever use the network.\n"))
    }

    /// bash, given the script the table writes: `--category comp` completes to `computers`.
    func testBashCompletesFlagsAndValuesFromTheWrittenScript() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("oq-bash-\(UUID().uuidString)")
        try FlagDocuments.completions(for: .bash).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        func complete(_ words: [String]) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let command =
                "source \"$0\"; COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); _openquizz; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\""
            process.arguments = ["-c", command, script.path] + words
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // A few lines, well within the pipe's buffer: bash ends before they are read. A bash
            // that never ends is killed and fails the test.
            let deadline = Date().addingTimeInterval(waitTimeout)
            while process.isRunning, Date() < deadline { usleep(1_000) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw UnexpectedOutcome("bash still running after \(waitTimeout) s: \(words)")
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            XCTAssertEqual(process.terminationStatus, 0)
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try complete(["openquizz", "--category", "comp"]), ["computers"])
        XCTAssertEqual(try complete(["openquizz", "--diff"]), ["--difficulty"])
        XCTAssertEqual(try complete(["openquizz", "--mode", ""]), ["trivia", "primes", "practice", "blitz", "duel"])
        XCTAssertEqual(try complete(["openquizz", "--amount", ""]), [])
        XCTAssertEqual(try complete(["openquizz", "--no-col"]), ["--no-color", "--no-colour"])
    }
}
