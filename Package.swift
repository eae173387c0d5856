// swift-tools-version:6.0
import PackageDescription

#if os(Linux)
    import Glibc
#endif

// Release builds of the game link with lld and pack their relative relocations (DT_RELR): the
// dynamic loader then reads 15 KB of them at start instead of 1.9 MB, which stayed resident
// (peak RSS of a game 2 MB lower, DECISIONS 23). glibc reads DT_RELR from 2.36 on (Debian 12):
// on an older one the binary would not start, so there the default linker stays.
let packedRelocations: [LinkerSetting] = {
    #if os(Linux)
        // "glibc 2.36"
        var name = [CChar](repeating: 0, count: 64)
        guard confstr(Int32(_CS_GNU_LIBC_VERSION), &name, name.count) > 0 else { return [] }
        let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let version = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
        guard version.count >= 2, (version[0], version[1]) >= (2, 36) else { return [] }
        return [
            .unsafeFlags(
                ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                .when(platforms: [.linux], configuration: .release))
        ]
    #else
        return []
    #endif
}()

// The static release build opens libcurl when the game first goes online, not at start
// (CCurlOnDemand, DECISIONS 23): FoundationNetworking asks the link for `-lcurl`, and the folder
// given here answers first, with an empty linker script, so libcurl is no longer a needed library.
// Debug builds (the tests) link FoundationNetworking dynamically: there the executable exports
// the same functions, which the dynamic loader then binds libFoundationNetworking.so's calls to,
// ahead of libcurl's, so the tests run URLSession through the forwarding the shipped game uses.
let curlOnDemand: [LinkerSetting] = [
    .unsafeFlags(
        ["-L", Context.packageDirectory + "/Sources/CCurlOnDemand/link"],
        .when(platforms: [.linux], configuration: .release)),
    .unsafeFlags(
        ["-Xlinker", "--dynamic-list=" + Context.packageDirectory + "/Sources/CCurlOnDemand/link/forwarding.list"],
        .when(platforms: [.linux], configuration: .debug)),
]

// Release builds export no symbols: the static Swift runtime's link flags ask for all of them
// (`-export-dynamic`: 263 KB of dynamic symbols, first in the scope the dynamic loader searches
// for every symbol a shared library binds; peak RSS 0.5-0.9 MB lower without). Nothing looks
// one up in the game (the runtime's one dlsym, for `dispatch_async_swift_job`, finds none either
// way: Linux's libdispatch has none).
let noExports: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))
]

// The model, the view and the controller are optimised in debug builds too, so `swift test` runs
// them as shipped: their tests feed them 200,000-row decks, five years of daily challenges, every
// header notice the game can write (83,000) and thousands of random keys. Unoptimised, the model
// and the view took 9 of the unit tests' 26 s, and the controller's tests 12.7 s instead of 9.0
// (both on the same loaded machine). None holds an `assert` (which -O would drop); overflow
// checks and preconditions stay.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

// The model's four modules (DECISIONS 1), for the targets that see all of it.
let model: [Target.Dependency] = ["QuizCore", "QuizStore", "OpenTriviaDB", "QuizDecks"]

// Every target builds in Swift 6 mode; main-actor tests are `@MainActor func test…() async`,
// which XCTest on Linux runs on the main thread.

let package = Package(
    name: "OpenQuizz",
    products: [
        .executable(name: "openquizz", targets: ["openquizz"]),
        // The fuzz targets (Scripts/fuzz.sh); without -DFUZZING it replays inputs from files.
        .executable(name: "openquizz-fuzz", targets: ["OpenQuizzFuzz"]),
        .executable(name: "openquizz-write-stress", targets: ["WriteStress"]),
    ],
    targets: [
        // ncursesw, through a system library target (Debian: libncurses-dev).
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Signal handlers and the last-resort terminal restore: C, since a handler may only make
        // async-signal-safe calls.
        .target(name: "CSignals"),
        // The main queue served from the game's own loop (Loop/MainLoop.swift, DECISIONS 41).
        .target(name: "CMainQueue"),
        // libcurl, opened on the game's first request (see `curlOnDemand`): the functions
        // URLSession calls, forwarding to the system's libcurl.so.4.
        .target(name: "CCurlOnDemand", exclude: ["link"], linkerSettings: curlOnDemand),
        // The model, in four modules the build keeps apart (DECISIONS 1). The rules: questions,
        // games, decks, sources by protocol, the manager, daily challenges, stats; Foundation only
        // (no Glibc, no FoundationNetworking, no C target: ModuleImportTests). The question
        // bank and its French wording ship with it (the rest of Assets/ is for the README).
        .target(
            name: "QuizCore",
            resources: [.copy("../../Assets/questions.json"), .copy("../../Assets/questions.fr.json")],
            swiftSettings: optimizedInDebug
        ),
        // The files: history, played questions, the question cache, written atomically.
        .target(name: "QuizStore", dependencies: ["QuizCore"], swiftSettings: optimizedInDebug),
        // The Open Trivia DB client over URLSession (its libcurl on demand), its sources and its
        // state file.
        .target(
            name: "OpenTriviaDB",
            dependencies: ["QuizCore", "QuizStore", "CCurlOnDemand"],
            swiftSettings: optimizedInDebug
        ),
        // The player's decks: readers, dealer, kept decks.
        .target(name: "QuizDecks", dependencies: ["QuizCore", "QuizStore"], swiftSettings: optimizedInDebug),
        // Springs and tweens, pure arithmetic.
        .target(name: "Motion"),
        // View: screen buffer, views, and the one file that talks to ncurses.
        .target(name: "QuizView", dependencies: ["CNcursesw", "CSignals"], swiftSettings: optimizedInDebug),
        // Controller: the only module that sees both the model and the view.
        .executableTarget(
            name: "openquizz",
            dependencies: model + ["QuizView", "Motion", "CSignals", "CMainQueue"],
            swiftSettings: optimizedInDebug,
            linkerSettings: packedRelocations + noExports
        ),
        // The kill -9 check's writer (Scripts/killtest.py): the game's own file writers, in a loop.
        .executableTarget(name: "WriteStress", dependencies: ["QuizCore", "QuizStore", "OpenTriviaDB"]),
        // Fuzzing: the targets (code under test + invariants), libFuzzer's driver declared for
        // Swift (header only), and one executable that runs any target (Scripts/fuzz.sh).
        .target(name: "FuzzTargets", dependencies: model + ["QuizView"]),
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "OpenQuizzFuzz", dependencies: ["FuzzTargets", "CLibFuzzer"]),
        .testTarget(name: "QuizTests", dependencies: model + ["TestSupport"]),
        // The checked-in fuzz corpora and regression inputs (Tests/FuzzCorpus), replayed.
        .testTarget(name: "FuzzTargetTests", dependencies: model + ["FuzzTargets"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "QuizViewTests", dependencies: ["QuizView"]),
        .testTarget(
            name: "OpenQuizzTests", dependencies: model + ["openquizz", "QuizView", "Motion", "TestSupport"]
        ),
        // What tests share: the local Open Trivia DB–compatible server (Tests/OpenTDBServer) and
        // the manual clock.
        .target(name: "TestSupport", dependencies: ["QuizCore", "QuizStore", "TestStart"], path: "Tests/TestSupport"),
        // A constructor that runs before the tests: it bounds corelibs XCTest's lost wake-ups
        // (TestSupport/XCTestWaits.swift).
        .target(name: "TestStart", path: "Tests/TestStart"),
        // The Open Trivia DB client through the real URLSession stack, against a local server.
        .testTarget(
            name: "OpenTriviaDBTests",
            dependencies: ["QuizCore", "QuizStore", "OpenTriviaDB", "TestSupport"]
        ),
        // The built binary driven in tmux: keys in, screens out, terminal restored.
        .testTarget(name: "EndToEndTests", dependencies: ["openquizz", "QuizView", "TestSupport"]),
    ]
)
