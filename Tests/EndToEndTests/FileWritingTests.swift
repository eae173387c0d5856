import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// The game's own file writers (through `openquizz-write-stress`, which drives the game's types)
/// in real processes: a failed save names the real reason, and games writing at once lose nothing.
final class FileWritingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        var template = Array("/tmp/oq-storage-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw EndToEndError.launchFailed("mkdtemp: errno \(errno)") }
        folder = URL(fileURLWithPath: String(cString: made))
        // Another user runs in here when the tests run as root.
        chmod(folder.path, 0o755)
    }

    override func tearDownWithError() throws {
        // Let the clean-up in (the folder under test may have lost its permissions).
        _ = try? FileManager.default.subpathsOfDirectory(atPath: folder.path)
        chmod(folder.appendingPathComponent("locked").path, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }

    private func tool() throws -> String {
        try TmuxSession.appBinary().deletingLastPathComponent().appendingPathComponent("openquizz-write-stress").path
    }

    /// Runs `command` with a minimal environment.
    private func run(_ command: [String]) throws -> CommandResult {
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
        return try Subprocess.run(command[0], Array(command.dropFirst()), environment: environment, scratch: folder)
    }

    private func which(_ name: String) throws -> String {
        try XCTUnwrap(Subprocess.which(name), "\(name) is needed for this test")
    }

    // MARK: - Reasons

    /// A folder nobody may enter (mode 000), as its owner: root ignores modes, so as root the save
    /// runs as user 65534 (setpriv), who owns the folder: the same case either way.
    func testAFolderWithMode000SaysPermissionDenied() throws {
        let locked = folder.appendingPathComponent("locked")
        XCTAssertEqual(mkdir(locked.path, 0o755), 0)
        var command = [try tool(), "save", locked.path]
        if getuid() == 0 {
            XCTAssertEqual(chown(locked.path, 65_534, 65_534), 0, "chown")
            command = [try which("setpriv"), "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        XCTAssertEqual(chmod(locked.path, 0), 0)
        let result = try run(command)
        XCTAssertEqual(result.status, 1, "\(result)")
        XCTAssertEqual(
            result.standardOutput,
            "Permission denied (\(locked.path)/questions.json)\nPermission denied (\(locked.path)/played.json)\n",
            "\(result)")
    }

    /// The settings file in a folder that can't be written (mode 555; as root, run as user
    /// 65534, who owns it): the save says why, and the file is left as it was.
    func testSettingsInAReadOnlyFolderAreNotSavedAndSaySo() throws {
        let locked = folder.appendingPathComponent("locked")
        XCTAssertEqual(mkdir(locked.path, 0o755), 0)
        let settings = locked.appendingPathComponent("settings")
        try Data("# mine\namount = 5\n".utf8).write(to: settings)
        var command = [try tool(), "settings", locked.path]
        if getuid() == 0 {
            XCTAssertEqual(chown(locked.path, 65_534, 65_534), 0, "chown")
            XCTAssertEqual(chown(settings.path, 65_534, 65_534), 0, "chown")
            command = [try which("setpriv"), "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        XCTAssertEqual(chmod(locked.path, 0o555), 0)
        let result = try run(command)
        XCTAssertEqual(result.status, 1, "\(result)")
        XCTAssertEqual(result.standardOutput, "Permission denied (\(settings.path))\n", "\(result)")
        XCTAssertEqual(try String(contentsOf: settings, encoding: .utf8), "# mine\namount = 5\n")
    }

    func testAFolderThatIsAFileSaysNotADirectory() throws {
        let file = folder.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: file)
        let result = try run([try tool(), "save", file.path])
        XCTAssertEqual(result.status, 1, "\(result)")
        XCTAssertEqual(
            result.standardOutput,
            "Not a directory (\(file.path)/questions.json)\nNot a directory (\(file.path)/played.json)\n",
            "\(result)")
    }

    /// A full disk: a 64 KiB tmpfs, filled up, in a private mount namespace (unshare maps us to
    /// root in a new user namespace, so this needs no privileges).
    func testAFullDiskSaysNoSpaceLeft() throws {
        let disk = folder.appendingPathComponent("disk")
        XCTAssertEqual(mkdir(disk.path, 0o755), 0)
        let script = """
            mount -t tmpfs -o size=64k tmpfs "$1" || exit 3
            head -c 1048576 /dev/zero >"$1/filler" 2>/dev/null
            exec "$2" save "$1"
            """
        let result = try run(
            [
                try which("unshare"), "--user", "--map-root-user", "--mount", "sh", "-c", script, "sh", disk.path,
                try tool(),
            ])
        XCTAssertEqual(result.status, 1, "\(result)")
        XCTAssertEqual(
            result.standardOutput,
            "No space left on device (\(disk.path)/questions.json)\nNo space left on device (\(disk.path)/played.json)\n",
            "\(result)")
    }

    /// A game played line by line on a full disk: each file it can't save is said on a line of
    /// its own as it happens, and the answers still unsaved when it ends are said on standard
    /// error (they used to be lost without a word).
    func testAGameOnAFullDiskSaysItsAnswersAreNotSaved() throws {
        let disk = folder.appendingPathComponent("disk")
        XCTAssertEqual(mkdir(disk.path, 0o755), 0)
        let script = """
            mount -t tmpfs -o size=64k tmpfs "$1" || exit 3
            mkdir -p "$1/openquizz"
            head -c 1048576 /dev/zero >"$1/filler" 2>/dev/null
            printf 't\\nt\\nq\\n' | XDG_STATE_HOME="$1" XDG_CACHE_HOME="$1/cache" "$2" --plain --offline --seed 3
            """
        let result = try run(
            [
                try which("unshare"), "--user", "--map-root-user", "--mount", "sh", "-c", script, "sh", disk.path,
                try TmuxSession.appBinary().path,
            ])
        XCTAssertEqual(result.status, 0, "\(result)")
        let history = disk.appendingPathComponent("openquizz/history.jsonl").path
        XCTAssertTrue(
            result.standardOutput.contains("Not saved: No space left on device (\(history))."), "\(result)")
        XCTAssertEqual(
            result.standardError,
            "openquizz: 2 answers of this run not saved to your history: No space left on device (\(history))\n",
            "\(result)")
    }

    // MARK: - Games at once

    /// Four games writing the same cache and played file at once, 30 games each: every question
    /// and every play is kept, and no file was ever unreadable (none set aside).
    func testFourGamesWritingAtOnceLoseNothing() throws {
        let writers = 4
        let rounds = 30
        let tool = try tool()
        let logs = (0..<writers).map { folder.appendingPathComponent("writer-\($0).log").path }
        let pids = try (0..<writers).map { index in
            try Subprocess.spawn(
                tool, ["merge", folder.path, "game\(index)", "\(rounds)"], environment: [:],
                standardOutputPath: logs[index], standardErrorPath: logs[index])
        }
        for (index, pid) in pids.enumerated() {
            let status = try Subprocess.waitForExit(pid, timeout: 60, what: "writer \(index)")
            XCTAssertEqual(status, 0, (try? String(contentsOfFile: logs[index], encoding: .utf8)) ?? "")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(names.filter { $0.contains(".corrupt-") }, [], "a file was unreadable at some point")
        XCTAssertEqual(names.filter { $0.hasSuffix(".tmp") }, [], "temporary files left")

        let cache = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("questions.json")))
                as? [String: Any])
        // Version 2: one row an entry, [id, title, answer, category, difficulty, seen].
        let entries = try XCTUnwrap(cache["entries"] as? [[Any]])
        XCTAssertEqual(entries.count, writers * rounds * 5, "cached questions lost")
        XCTAssertEqual(entries.filter { $0.last as? Bool == true }.count, writers * rounds * 2, "plays lost")
        let played = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("played.json")))
                as? [String: Any])
        let counts = try XCTUnwrap(played["played"] as? [String: Int])
        XCTAssertEqual(counts.values.reduce(0, +), writers * rounds * 2, "played questions lost")
    }
}
