import Foundation
import Quiz

// A stress tool for the "nothing lost" check (Scripts/killtest.py), not part of the game:
//
//   openquizz-write-stress write DIR    rewrites the question cache and the token state in DIR
//                                       as fast as it can, forever (until killed with SIGKILL)
//   openquizz-write-stress verify DIR   loads both files with the game's own loaders and exits
//                                       0 when both load whole, 1 when one was partial or lost
//
// It drives the same types the game uses (QuestionCache, OpenTriviaDBStateStore), so a kill -9
// lands in the middle of the game's own atomic writes.

let arguments = CommandLine.arguments
guard arguments.count == 3, ["write", "verify"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: openquizz-write-stress write|verify DIR\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[2])
let cacheURL = folder.appendingPathComponent("questions.json")
let stateURL = folder.appendingPathComponent("opentdb.json")

func corruptFiles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.contains(".corrupt-") }
}

switch arguments[1] {
case "write":
    let cache = QuestionCache(url: cacheURL)
    let store = OpenTriviaDBStateStore(url: stateURL)
    var round = cache.counts.total
    while true {
        round += 1
        let questions = (0..<10).map { index in
            Question(
                title: "Stress statement \(round)-\(index) with some padding to make the file bigger.",
                answer: index % 2 == 0,
                category: "General Knowledge",
                difficulty: .medium,
                origin: .openTriviaDB
            )
        }
        cache.add(questions)
        cache.markSeen(Array(questions.prefix(5)))
        store.save(OpenTriviaDBState(token: "token-\(round)", tokenLastUsed: Date(), lastRequest: Date()))
        if let problem = cache.storageProblem {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            exit(1)
        }
    }
case "verify":
    let hadCache = FileManager.default.fileExists(atPath: cacheURL.path)
    let hadState = FileManager.default.fileExists(atPath: stateURL.path)
    let total = QuestionCache(url: cacheURL).counts.total
    let state = OpenTriviaDBStateStore(url: stateURL).load()
    var problems: [String] = []
    if hadCache, total == 0 { problems.append("the cache file did not load") }
    if hadState, state.token == nil { problems.append("the state file did not load") }
    let corrupt = corruptFiles()
    if !corrupt.isEmpty { problems.append("set aside as corrupt: \(corrupt)") }
    print("cache \(total) questions, token \(state.token ?? "none")")
    for problem in problems { print("PROBLEM: \(problem)") }
    exit(problems.isEmpty ? 0 : 1)
default:
    exit(2)
}
