import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `Scripts/install.sh --uninstall` against a record (`installed-files`) written or doctored in a
/// scratch prefix, and the packaging scripts' prerequisite check: bash and coreutils only, no
/// toolchain, no build.
final class InstallScriptTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("oq-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        super.tearDown()
    }

    private func script(_ name: String) throws -> String {
        try QuestionBank.packageRoot().appendingPathComponent("Scripts/\(name)").path
    }

    /// Runs `Scripts/install.sh` with `arguments`; it installs a copy of `true` as the game.
    private func install(_ arguments: [String], path: String = "/usr/bin:/bin") throws -> CommandResult {
        let environment = [
            "PATH": path, "LANG": "C.UTF-8", "HOME": scratch.path, "OPENQUIZZ_BINARY": try XCTUnwrap(which("true")),
        ]
        return try Subprocess.run(
            try script("install.sh"), arguments, environment: environment, scratch: scratch, timeout: 30)
    }

    private func which(_ name: String) -> String? { Subprocess.which(name) }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// Everything under `folder`, relative to it, sorted; folders too.
    private func tree(_ folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }

    private func installedPrefix(_ name: String = "prefix") throws -> URL {
        let prefix = scratch.appendingPathComponent(name)
        let installed = try install(["--prefix", prefix.path])
        XCTAssertEqual(installed.status, 0, "\(installed)")
        return prefix
    }

    /// Appends lines to the prefix's record of what was installed.
    private func addToRecord(_ lines: [String], in prefix: URL) throws {
        let record = prefix.appendingPathComponent("share/openquizz/installed-files")
        let handle = try FileHandle(forWritingTo: record)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    // MARK: - Only inside the prefix

    func testARecordNamingPathsAboveThePrefixRemovesNoneOfThemAndSaysSo() throws {
        let prefix = try installedPrefix()
        let victim = scratch.appendingPathComponent("victim")
        let other = scratch.appendingPathComponent("other")
        try write("mine", to: victim)
        try write("mine", to: other)
        try addToRecord([prefix.path + "/../victim", "../other", "share/.."], in: prefix)
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 1, "a doctored record: \(removed)")
        XCTAssertTrue(exists(victim) && exists(other), "a file outside the prefix was removed")
        XCTAssertEqual(try tree(prefix), [], "what was installed is gone all the same")
        for named in [prefix.path + "/../victim: outside", "../other: outside", "share/..: not a file name"] {
            XCTAssertTrue(removed.standardOutput.contains(named), "\(named) not said: \(removed)")
        }
        XCTAssertTrue(removed.standardError.contains("not touched"), "\(removed)")
    }

    func testAPathThroughASymlinkInsideThePrefixIsNotFollowedOutAndTheLinkItselfGoes() throws {
        let prefix = try installedPrefix()
        let outside = scratch.appendingPathComponent("outside")
        try write("mine", to: outside.appendingPathComponent("file"))
        try FileManager.default.createSymbolicLink(
            at: prefix.appendingPathComponent("share/openquizz/link"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            at: prefix.appendingPathComponent("share/escape"), withDestinationURL: outside)
        // The link installed (as if by us), and a file reached through another link.
        try addToRecord(["share/openquizz/link", "share/escape/file", "share/escape"], in: prefix)
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 1, "\(removed)")
        XCTAssertEqual(try tree(outside), ["file"], "what the links point to stays")
        XCTAssertFalse(exists(prefix.appendingPathComponent("share/openquizz/link")), "the link named goes")
        XCTAssertFalse(exists(prefix.appendingPathComponent("share/escape")), "the link named goes")
        XCTAssertTrue(removed.standardOutput.contains("share/escape/file: outside"), "\(removed)")
        XCTAssertEqual(try tree(prefix), [])
    }

    // MARK: - However the prefix is spelled

    func testAPrefixWithANewlineIsUninstalledWhole() throws {
        let prefix = try installedPrefix("new\nline")
        XCTAssertTrue(exists(prefix.appendingPathComponent("bin/openquizz")))
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 0, "\(removed)")
        XCTAssertEqual(try tree(prefix), [])
    }

    func testAPrefixEndingInANewlineIsUninstalledWhole() throws {
        let prefix = try installedPrefix("ends\n")
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 0, "\(removed)")
        XCTAssertEqual(try tree(prefix), [])
    }

    func testAPrefixWithATrailingSlashOrSpelledThroughASymlinkIsUninstalledWhole() throws {
        let real = scratch.appendingPathComponent("real")
        let alias = scratch.appendingPathComponent("alias")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: real)
        for (installedAs, removedAs) in [
            (real.path + "/", alias.path), (alias.path, real.path + "//"), (alias.path + "/", alias.path),
        ] {
            let installed = try install(["--prefix", installedAs])
            XCTAssertEqual(installed.status, 0, "\(installed)")
            XCTAssertTrue(exists(real.appendingPathComponent("bin/openquizz")), installedAs)
            let removed = try install(["--prefix", removedAs, "--uninstall"])
            XCTAssertEqual(removed.status, 0, "\(installedAs) then \(removedAs): \(removed)")
            XCTAssertEqual(try tree(real), [], "\(installedAs) then \(removedAs)")
        }
        XCTAssertTrue(exists(alias), "the prefix's own link stays")
    }

    func testARecordOfTheEarlierInstallerWithFullPathsIsStillUninstalled() throws {
        let prefix = try installedPrefix()
        let record = prefix.appendingPathComponent("share/openquizz/installed-files")
        let relative = try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
        try write(relative.map { prefix.path + "/" + $0 + "\n" }.joined(), to: record)
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 0, "\(removed)")
        XCTAssertEqual(try tree(prefix), [])
    }

    // MARK: - The man pages

    /// The French page goes where `man -L fr` and a French locale look (`share/man/fr/man6`),
    /// beside the English one, as checked in; uninstalling takes both and the folders made for them.
    func testTheFrenchManPageIsInstalledUnderManFrAndUninstalled() throws {
        let prefix = try installedPrefix()
        let root = try QuestionBank.packageRoot()
        for (source, installed) in [
            ("Assets/openquizz.6", "share/man/man6/openquizz.6"),
            ("Assets/openquizz.fr.6", "share/man/fr/man6/openquizz.6"),
        ] {
            XCTAssertEqual(
                try Data(contentsOf: prefix.appendingPathComponent(installed)),
                try Data(contentsOf: root.appendingPathComponent(source)), "\(installed) is \(source)")
        }
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 0, "\(removed)")
        XCTAssertEqual(try tree(prefix), [])
    }

    // MARK: - Folders

    func testAFolderNamedInTheRecordGoesWhenEmptyAndStaysNamedWhenNot() throws {
        let prefix = try installedPrefix()
        let mine = prefix.appendingPathComponent("share/doc/openquizz/notes.txt")
        try write("mine", to: mine)
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("share/empty"), withIntermediateDirectories: true)
        try addToRecord(["share/doc/openquizz", "share/empty"], in: prefix)
        let removed = try install(["--prefix", prefix.path, "--uninstall"])
        XCTAssertEqual(removed.status, 0, "a folder doesn't stop it: \(removed)")
        XCTAssertEqual(
            try tree(prefix), ["share", "share/doc", "share/doc/openquizz", "share/doc/openquizz/notes.txt"])
        XCTAssertTrue(
            removed.standardOutput.contains(prefix.path + "/share/doc/openquizz: not empty, kept"), "\(removed)")
        XCTAssertFalse(removed.standardOutput.contains("share/empty"), "an empty folder simply goes: \(removed)")
    }

    func testUninstallingWhatIsNotThereSaysSo() throws {
        let removed = try install(["--prefix", scratch.appendingPathComponent("never").path, "--uninstall"])
        XCTAssertEqual(removed.status, 1, "\(removed)")
        XCTAssertTrue(removed.standardError.contains("nothing to uninstall"), "\(removed)")
    }

    // MARK: - Prerequisites

    /// A PATH with bash and a few coreutils only: no swift, no dpkg, no fakeroot, no lintian.
    private func barePath() throws -> String {
        let folder = scratch.appendingPathComponent("bare-bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for tool in ["bash", "env", "dirname", "sed", "cat", "id", "realpath"] {
            let path = try XCTUnwrap(which(tool), tool)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(tool).path, withDestinationPath: path)
        }
        return folder.path
    }

    func testEachPackagingScriptSaysWhatToInstallOneLineEachBeforeBuildingAnything() throws {
        let path = try barePath()
        let cases: [(script: String, arguments: [String], needs: [String])] = [
            ("package-deb.sh", ["--output", scratch.path], ["dpkg", "dpkg-dev", "fakeroot", "binutils"]),
            ("check-packaging.sh", [], ["dpkg-dev", "fakeroot", "lintian", "groff", "man-db", "tmux"]),
            ("install.sh", ["--prefix", scratch.appendingPathComponent("p").path], []),
        ]
        for (name, arguments, needs) in cases {
            let result = try Subprocess.run(
                try script(name), arguments, environment: ["PATH": path, "HOME": scratch.path], scratch: scratch,
                timeout: 30)
            XCTAssertEqual(result.status, 1, "\(name): \(result)")
            XCTAssertEqual(result.standardOutput, "", "\(name) started: \(result)")
            let lines = result.standardError.split(separator: "\n").map(String.init)
            let prefix = name.replacingOccurrences(of: ".sh", with: "")
            XCTAssertTrue(
                lines.contains("\(prefix): needs Swift 6 (swift is not on PATH): https://www.swift.org/install/linux/"),
                "\(name): \(lines)")
            for package in needs {
                XCTAssertTrue(
                    lines.contains {
                        $0.hasPrefix("\(prefix): needs \(package)") && $0.hasSuffix(": apt-get install \(package)")
                    },
                    "\(name) doesn't say it needs \(package): \(lines)")
            }
            for line in lines {
                XCTAssertTrue(line.hasPrefix("\(prefix): needs "), "\(name): not a line of the list: \(line)")
            }
            XCTAssertEqual(Set(lines).count, lines.count, "\(name) says a thing twice: \(lines)")
        }
        XCTAssertFalse(exists(scratch.appendingPathComponent("p")), "install.sh installed nothing")
    }
}
