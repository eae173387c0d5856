import Foundation
import Synchronization
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// How the app ended, as the shell in the pane saw it.
struct AppExit {
    /// `$?`: the exit status, or 128 + the signal that killed it.
    var status: Int32
    /// `stty -a` run in the pane right after the app ended.
    var stty: String
    /// What the app wrote on stderr (empty when stderr went to the pane).
    var standardError: String

    /// Whether the terminal is back in cooked mode: canonical input and echo on.
    var isTerminalCooked: Bool {
        let settings = Set(stty.split(whereSeparator: { $0.isWhitespace || $0 == ";" }).map(String.init))
        return settings.contains("icanon") && settings.contains("echo")
            && !settings.contains("-icanon") && !settings.contains("-echo")
    }
}

/// The built `openquizz` run in a detached tmux session on a private socket.
///
/// The pane runs a small shell script: it records the app's pid (the inner shell writes `$$`, then
/// execs the app), runs the app, then writes its exit status and `stty -a` to files and sleeps,
/// so the pane stays for inspection. Keys go in with `send-keys`, screens come out with
/// `capture-pane -p`. `stop()` kills the server and, with SIGKILL, anything left over.
final class TmuxSession {
    /// The app next to the test bundle: `swift build` puts both in the same folder.
    static func appBinary() throws -> URL {
        let bundle = Bundle.main.bundleURL
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folders = [bundle, bundle.deletingLastPathComponent(), runner.deletingLastPathComponent()]
        for folder in folders {
            let candidate = folder.appendingPathComponent("openquizz")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        let searched = folders.map(\.path).joined(separator: ", ")
        throw EndToEndError.missing("no openquizz binary in \(searched): run `swift build` first")
    }

    /// The environment for tmux itself (and so for the pane): minimal, UTF-8, not nested.
    static var tmuxEnvironment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        // Sanitizer settings reach the app under test too (swift test --sanitize=…).
        for name in ["PATH", "HOME", "USER", "TMUX_TMPDIR", "ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
            if let value = inherited[name] { environment[name] = value }
        }
        return environment
    }

    /// Sessions started by this test process, for unique socket names.
    private static let sessionsStarted = Atomic<Int>(0)

    let socket: String
    let directory: URL
    /// The app's command line, quoted for sh (what an interactive shell session types).
    let appCommand: String
    private let tmux: String
    private(set) var width: Int
    private(set) var height: Int
    private var serverPID: pid_t?
    private var panePID: pid_t?
    private var socketPath: String?
    private var stopped = false

    /// Starts the app in a new tmux server.
    ///
    /// - Parameters:
    ///   - arguments: the app's command line.
    ///   - environment: exported in the pane before the app starts (for example `TERM`).
    ///   - stderrToTerminal: leave the app's stderr on the pane instead of a file.
    ///   - redirections: extra shell redirections for the app, such as `>out`.
    ///   - interactiveShell: run an interactive bash (prompt `$ `, job control) instead of the
    ///     app; the test types `appCommand` into it.
    ///   - binary: the program to run; the built `openquizz` by default.
    init(
        tmux: String,
        name: String,
        binary: URL? = nil,
        arguments: [String],
        width: Int = 80,
        height: Int = 24,
        environment: [String: String] = [:],
        stderrToTerminal: Bool = false,
        redirections: String = "",
        interactiveShell: Bool = false
    ) throws {
        let number = Self.sessionsStarted.add(1, ordering: .relaxed).newValue
        let safeName = name.filter { $0.isLetter || $0.isNumber }.suffix(24)
        socket = "oq-e2e-\(getpid())-\(number)-\(safeName)"
        self.tmux = tmux
        self.width = width
        self.height = height
        var template = Array("/tmp/oq-e2e-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw EndToEndError.launchFailed("mkdtemp: errno \(errno)") }
        directory = URL(fileURLWithPath: String(cString: made))

        let binary = try binary ?? Self.appBinary()
        let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value))" }
        let command = ([binary.path] + arguments).map(Self.quoted).joined(separator: " ")
        let errorRedirection = stderrToTerminal ? "" : "2>stderr"
        appCommand = command
        let body =
            interactiveShell
            ? "export PS1='$ '\nexec bash --norc --noprofile -i"
            : """
            sh -c 'echo $$ >pid.tmp && mv pid.tmp pid && exec "$@"' sh \(command) \(errorRedirection) \(redirections)
            echo $? >status.tmp
            stty -a >stty 2>&1
            mv status.tmp status
            exec sleep 60
            """
        let script = """
            trap : INT QUIT
            cd \(Self.quoted(directory.path)) || exit 1
            export LANG=C.UTF-8 LC_ALL=C.UTF-8
            unset OPENQUIZZ_STATS NO_COLOR
            export XDG_STATE_HOME=\(Self.quoted(directory.appendingPathComponent("state").path))
            export XDG_CACHE_HOME=\(Self.quoted(directory.appendingPathComponent("cache").path))
            export XDG_CONFIG_HOME=\(Self.quoted(directory.appendingPathComponent("config").path))
            \(exports.joined(separator: "\n"))
            \(body)

            """
        let scriptURL = directory.appendingPathComponent("run.sh")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)

        let client = try Subprocess.spawn(
            tmux,
            [
                "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                "exec sh \(Self.quoted(scriptURL.path))",
            ],
            environment: Self.tmuxEnvironment
        )
        let status = try Subprocess.waitForExit(client, timeout: 10, what: "tmux new-session")
        guard status == 0 else { throw EndToEndError.launchFailed("tmux new-session exited with \(status)") }
        let facts = try run(["display-message", "-p", "#{pid} #{pane_pid} #{socket_path}"]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ", maxSplits: 2)
        if facts.count == 3 {
            serverPID = pid_t(facts[0])
            panePID = pid_t(facts[1])
            socketPath = String(facts[2])
        }
    }

    deinit {
        stop()
    }

    /// Quotes for sh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: - tmux commands

    /// Runs a tmux command on this session's server.
    @discardableResult
    func run(_ arguments: [String]) throws -> CommandResult {
        try Subprocess.run(tmux, ["-L", socket] + arguments, environment: Self.tmuxEnvironment, scratch: directory)
    }

    /// Sends keys by tmux name: `Right`, `Left`, `l`, `C-c`, `Escape`...
    func send(_ keys: String...) throws {
        let result = try run(["send-keys"] + keys)
        guard result.status == 0 else { throw EndToEndError.launchFailed("send-keys \(keys): \(result)") }
    }

    /// The pane as text; `joiningWrappedLines` puts lines the terminal wrapped back together.
    func capture(joiningWrappedLines: Bool = false) throws -> Screen {
        Screen(try run(["capture-pane", "-p"] + (joiningWrappedLines ? ["-J"] : [])).standardOutput)
    }

    /// The pane with its colours and attributes as escape sequences.
    func captureWithEscapes() throws -> String {
        try run(["capture-pane", "-p", "-e"]).standardOutput
    }

    /// Whether the pane shows the alternate screen (the app's full-screen mode).
    func isAlternateScreenOn() throws -> Bool {
        try run(["display-message", "-p", "#{alternate_on}"]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Where the cursor is, as tmux sees it (0-based column and row).
    func cursor() throws -> (x: Int, y: Int) {
        let fields = try run(["display-message", "-p", "#{cursor_x} #{cursor_y}"]).standardOutput
            .split(whereSeparator: { $0.isWhitespace }).compactMap { Int($0) }
        guard fields.count == 2 else { throw EndToEndError.missing("no cursor position from tmux") }
        return (fields[0], fields[1])
    }

    /// Types `text` into the pane as it is (no key names), then Enter when `enter` is set.
    func type(_ text: String, enter: Bool = true) throws {
        let result = try run(["send-keys", "-l", text])
        guard result.status == 0 else { throw EndToEndError.launchFailed("send-keys -l: \(result)") }
        if enter { try send("Enter") }
    }

    func resize(width: Int, height: Int) throws {
        let result = try run(["resize-window", "-x", "\(width)", "-y", "\(height)"])
        guard result.status == 0 else { throw EndToEndError.launchFailed("resize-window: \(result)") }
        self.width = width
        self.height = height
    }

    // MARK: - Waiting

    /// How long a wait for the app lasts before it fails the test: long enough for a machine whose
    /// cores are all busy, since it only matters when what is awaited never comes.
    static let waitTimeout: TimeInterval = 20

    /// Polls the pane every 20 ms until `condition` holds and returns that screen; throws with
    /// the last screen after `timeout` seconds.
    ///
    /// A capture may show a frame half drawn (tmux shows the app's output as it arrives): make
    /// `condition` cover every part of the screen the test then reads, or pass `stableFor`, and the
    /// screen must also stay the same that long (for a screen compared whole).
    @discardableResult
    func waitFor(
        _ what: String,
        timeout: TimeInterval = TmuxSession.waitTimeout,
        stableFor: TimeInterval = 0,
        _ condition: (Screen) throws -> Bool
    ) throws -> Screen {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Screen?
        var matchedSince: (screen: Screen, at: Date)?
        while true {
            let started = Date()
            let screen = try capture()
            if try condition(screen) {
                if matchedSince?.screen != screen { matchedSince = (screen, started) }
                if let since = matchedSince, started.timeIntervalSince(since.at) >= stableFor { return screen }
            } else {
                matchedSince = nil
            }
            last = screen
            if Date() > deadline { throw EndToEndError.timeout(what, lastScreen: last) }
            let remaining = 0.020 - Date().timeIntervalSince(started)
            if remaining > 0 { usleep(useconds_t(remaining * 1_000_000)) }
        }
    }

    /// Waits until every one of `texts` is on the screen and `condition` holds, and returns that
    /// screen; the timeout names the texts still missing.
    ///
    /// For a test that then reads several parts of the screen (the card, the header, the score
    /// row, a line of the review): a capture may show a frame half drawn, so each part read after
    /// the wait is one the wait saw drawn.
    @discardableResult
    func waitFor(
        _ what: String,
        showing texts: [String],
        timeout: TimeInterval = TmuxSession.waitTimeout,
        _ condition: (Screen) throws -> Bool = { _ in true }
    ) throws -> Screen {
        do {
            return try waitFor(what, timeout: timeout) { screen in
                try texts.allSatisfy(screen.contains) && condition(screen)
            }
        } catch EndToEndError.timeout(let message, let last) {
            let missing = texts.filter { last?.contains($0) != true }
            let said = missing.isEmpty ? message : "\(message), missing \(missing.map(\.debugDescription))"
            throw EndToEndError.timeout(said, lastScreen: last)
        }
    }

    /// Polls for a file the pane's script writes.
    private func waitForFile(_ name: String, timeout: TimeInterval) throws -> String {
        let path = directory.appendingPathComponent(name).path
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
            if Date() > deadline {
                throw EndToEndError.timeout("no \(name) file from the pane", lastScreen: try? capture())
            }
            usleep(20_000)
        }
    }

    /// The app's pid, once the pane has started it.
    func appPID(timeout: TimeInterval = TmuxSession.waitTimeout) throws -> pid_t {
        let text = try waitForFile("pid", timeout: timeout)
        guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw EndToEndError.missing("bad pid file: \(text.debugDescription)")
        }
        return pid
    }

    /// Waits for the app to end and returns its status, `stty -a` and stderr.
    func waitForExit(timeout: TimeInterval = TmuxSession.waitTimeout) throws -> AppExit {
        let statusText = try waitForFile("status", timeout: timeout)
        guard let status = Int32(statusText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw EndToEndError.missing("bad status file: \(statusText.debugDescription)")
        }
        let directoryPath = directory.path
        return AppExit(
            status: status,
            stty: (try? String(contentsOfFile: directoryPath + "/stty", encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: directoryPath + "/stderr", encoding: .utf8)) ?? ""
        )
    }

    /// Reads a file the app or the script wrote in the session's folder.
    func file(_ name: String) -> String? {
        try? String(contentsOfFile: directory.appendingPathComponent(name).path, encoding: .utf8)
    }

    // MARK: - Stopping

    /// Whether `pid` exists and is not a zombie waiting for a (sub)reaper.
    private static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.range(of: ") ", options: .backwards)
        else { return true }
        return stat[end.upperBound...].first != "Z"
    }

    /// Kills the tmux server, then SIGKILLs whatever of the server, pane and app is left.
    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? Subprocess.run(
            tmux,
            ["-L", socket, "kill-server"],
            environment: Self.tmuxEnvironment,
            scratch: directory,
            timeout: 5
        )
        // The server exits at once, but not before kill-server returns: give it a moment.
        let deadline = Date().addingTimeInterval(2)
        while let serverPID, Self.isRunning(serverPID), Date() < deadline { usleep(5_000) }
        let appPID = file("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        for pid in [appPID, panePID, serverPID].compactMap({ $0 }) where pid > 1 && Self.isRunning(pid) {
            kill(pid, SIGKILL)
        }
        if let socketPath { unlink(socketPath) }
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Starts tmux sessions for a test and stops them all in `tearDown`.
class EndToEndTestCase: XCTestCase {
    private var sessions: [TmuxSession] = []

    /// No test reaches the internet: a game told neither `--offline` nor `--api-url` asks a closed
    /// port of this machine instead of opentdb.com (refused at once: it plays its bundled questions).
    static func offTheInternet(_ arguments: [String]) -> [String] {
        // "Is it prime?" never goes online; `--mode trivia` does, like a game without `--mode`.
        let decided = ["--offline", "--api-url", "--help", "-h", "--version", "--stats", "--mode=primes"]
        let primes = zip(arguments, arguments.dropFirst()).contains { $0 == ("--mode", "primes") }
        guard !primes, !arguments.contains(where: { argument in decided.contains { argument.hasPrefix($0) } }) else {
            return arguments
        }
        return arguments + ["--api-url", "http://127.0.0.1:9"]
    }

    /// The app in tmux; skips the test when tmux is missing, except on CI (`CI=true`), where it fails.
    func launch(
        _ arguments: [String],
        binary: URL? = nil,
        width: Int = 80,
        height: Int = 24,
        environment: [String: String] = [:],
        stderrToTerminal: Bool = false,
        redirections: String = "",
        interactiveShell: Bool = false,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> TmuxSession {
        guard let tmux = Subprocess.which("tmux") else {
            let message = "tmux is not installed: the end-to-end tests drive the app in tmux"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail(message, file: file, line: line)
                throw EndToEndError.missing(message)
            }
            throw XCTSkip(message)
        }
        let session = try TmuxSession(
            tmux: tmux,
            name: name,
            binary: binary,
            arguments: interactiveShell ? arguments : Self.offTheInternet(arguments),
            width: width,
            height: height,
            environment: environment,
            stderrToTerminal: stderrToTerminal,
            redirections: redirections,
            interactiveShell: interactiveShell
        )
        sessions.append(session)
        return session
    }

    override func tearDown() {
        for session in sessions { session.stop() }
        sessions.removeAll()
        super.tearDown()
    }

    /// Checks that the app exited with `status`, leaving the terminal cooked and the main screen.
    func assertExited(
        _ session: TmuxSession,
        status: Int32,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let exit = try session.waitForExit()
        XCTAssertEqual(exit.status, status, "exit status; stderr: \(exit.standardError)", file: file, line: line)
        XCTAssertTrue(exit.isTerminalCooked, "terminal not cooked after exit:\n\(exit.stty)", file: file, line: line)
        XCTAssertFalse(try session.isAlternateScreenOn(), "still on the alternate screen", file: file, line: line)
        let mouse = try session.run(["display-message", "-p", "#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}"])
        XCTAssertEqual(
            mouse.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "000", "mouse reporting still on",
            file: file, line: line)
    }
}
