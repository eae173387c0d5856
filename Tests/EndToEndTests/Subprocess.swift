import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a finished command left behind.
struct CommandResult: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var description: String {
        "status \(status), stdout \(standardOutput.debugDescription), stderr \(standardError.debugDescription)"
    }
}

/// Runs helper commands (tmux) with `posix_spawn`: a clean signal mask and default dispositions,
/// no descriptor of the test runner but 0, 1 and 2, and outputs collected in files, so that a
/// daemon the command starts (the tmux server) can never hold one of our pipes open.
enum Subprocess {
    /// Signals set back to their default action in the child.
    private static let defaultedSignals = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU, SIGALRM,
        SIGUSR1, SIGUSR2,
    ]

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, which the Glibc module doesn't show.
    private static let closeFrom: CloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    /// Closes every descriptor above 2 in the child: the runner's pipes must not live on in a
    /// tmux server.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        // Older glibc: close what is open now (a close that fails in the child is ignored).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// The full path of `name` on `PATH`, if any.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments` and `environment`; stdin is /dev/null, stdout and
    /// stderr go to the given files (or /dev/null).
    static func spawn(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        standardOutputPath: String? = nil,
        standardErrorPath: String? = nil
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let writeFlags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 1, standardOutputPath ?? "/dev/null", writeFlags, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardErrorPath ?? "/dev/null", writeFlags, 0o644)
        closeInheritedDescriptors(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in defaultedSignals { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A process group of its own, so that a timeout ends the whole pipeline it may start
        // (`sh -c '… | openquizz'`), not only the shell.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw EndToEndError.launchFailed("\(executable): \(String(cString: strerror(error)))")
        }
        return pid
    }

    /// Waits for `pid` to exit, polling; after `timeout` seconds it is killed, with every process
    /// of its group (what it started), and an error thrown.
    static func waitForExit(_ pid: pid_t, timeout: TimeInterval, what: String) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0, errno != EINTR {
                throw EndToEndError.launchFailed("waitpid(\(pid)) for \(what): errno \(errno)")
            }
            if Date() > deadline {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw EndToEndError.timeout("\(what) still running after \(timeout) s", lastScreen: nil)
            }
            usleep(500)
        }
        // WIFEXITED / WEXITSTATUS are macros: decode by hand.
        let termination = status & 0x7f
        return termination == 0 ? (status >> 8) & 0xff : 128 + termination
    }

    /// Runs a command to its end and returns what it printed.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String],
        scratch: URL,
        timeout: TimeInterval = 30
    ) throws -> CommandResult {
        let name = UUID().uuidString
        let outputPath = scratch.appendingPathComponent("\(name).out").path
        let errorPath = scratch.appendingPathComponent("\(name).err").path
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let pid = try spawn(
            executable,
            arguments,
            environment: environment,
            standardOutputPath: outputPath,
            standardErrorPath: errorPath
        )
        let what = ([executable] + arguments).joined(separator: " ")
        let status = try waitForExit(pid, timeout: timeout, what: what)
        return CommandResult(
            status: status,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        )
    }
}

/// Why an end-to-end step could not go on.
enum EndToEndError: Error, CustomStringConvertible {
    case launchFailed(String)
    case timeout(String, lastScreen: Screen?)
    case missing(String)

    var description: String {
        switch self {
        case .launchFailed(let message):
            return "could not run: \(message)"
        case .timeout(let message, let screen):
            guard let screen else { return "timed out: \(message)" }
            return "timed out: \(message); last screen:\n\(screen)"
        case .missing(let message):
            return message
        }
    }
}
