import Foundation
import OpenTriviaDB
import QuizCore
import QuizStore

// A stress tool for the storage checks (Scripts/killtest.py and the end-to-end storage tests),
// not part of the game:
//
//   openquizz-write-stress write DIR    rewrites the question cache and the token state in DIR,
//                                       and appends answers to the history, as fast as it can,
//                                       forever (until killed with SIGKILL)
//   openquizz-write-stress verify DIR   loads the three files with the game's own loaders and
//                                       exits 0 when they load whole (a torn last history line
//                                       is allowed), 1 when one was partial, lost or set aside
//   openquizz-write-stress merge DIR TAG ROUNDS
//                                       ROUNDS times: caches 5 new questions named after TAG,
//                                       marks the first 2 played, records them in played.json,
//                                       and waits for the writes; several of these run at once
//   openquizz-write-stress save DIR     saves one question in the cache and one play, then
//                                       prints "saved" (exit 0) or each problem (exit 1)
//   openquizz-write-stress settings DIR sets "amount = 20" in DIR/settings as the settings
//                                       screen saves it, then prints "saved" (exit 0) or the
//                                       reason (exit 1)
//
// It drives the same types the game uses (QuestionCache, PlayedQuestions,
// OpenTriviaDBStateStore), so a kill -9 lands in the middle of the game's own atomic writes.

let arguments = CommandLine.arguments
let usage = "usage: openquizz-write-stress write|verify|save|settings DIR, or merge DIR TAG ROUNDS\n"
guard arguments.count >= 3, ["write", "verify", "merge", "save", "settings"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[2])
let cacheURL = folder.appendingPathComponent("questions.json")
let stateURL = folder.appendingPathComponent("opentdb.json")
let playedURL = folder.appendingPathComponent("played.json")
let historyURL = folder.appendingPathComponent("history.jsonl")

/// Where the stores report what they could not save.
let problems = StorageProblems()

/// Each problem as the store's system reason (`strerror`, or the kind's name) and path, one a line.
func reportedProblems() -> [String] {
    problems.takeNew().map { problem in
        switch problem.kind {
        case .system(let number): "\(String(cString: strerror(number))) (\(problem.path))"
        default: "\(problem.kind) (\(problem.path))"
        }
    }
}

func corruptFiles() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.contains(".corrupt-") }
}

func statement(_ name: String) -> Question {
    Question(
        title: "Stress statement \(name) with some padding to make the file bigger.",
        answer: name.count % 2 == 0,
        category: "General Knowledge",
        difficulty: .medium,
        origin: .openTriviaDB
    )
}

switch arguments[1] {
case "write":
    let writer = FileWriter()
    let cache = QuestionCache(url: cacheURL, writer: writer, problems: problems)
    let store = OpenTriviaDBStateStore(url: stateURL, writer: writer, problems: problems)
    let history = AnswerHistory(url: historyURL, writer: writer, problems: problems)
    var round = cache.counts.total
    while true {
        round += 1
        let questions = (0..<10).map { statement("\(round)-\($0)") }
        cache.add(questions)
        cache.markSeen(Array(questions.prefix(5)))
        for (number, question) in questions.prefix(3).enumerated() {
            history.record(
                AnswerRecord(
                    date: Date(), game: "stress-\(round)", number: number + 1, of: 10, question: question,
                    answer: true))
        }
        cache.flush()
        store.save(OpenTriviaDBState(token: "token\(round)", tokenLastUsed: Date(), lastRequest: Date()))
        if let problem = reportedProblems().first {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            exit(1)
        }
    }
case "verify":
    let writer = FileWriter()
    let hadCache = FileManager.default.fileExists(atPath: cacheURL.path)
    let hadState = FileManager.default.fileExists(atPath: stateURL.path)
    let total = QuestionCache(url: cacheURL, writer: writer, problems: problems).counts.total
    let state = OpenTriviaDBStateStore(url: stateURL, writer: writer, problems: problems).load()
    let hadHistory = FileManager.default.fileExists(atPath: historyURL.path)
    let answers = AnswerHistory(url: historyURL, writer: writer, problems: problems).load().count
    var problems: [String] = []
    if hadHistory, !FileManager.default.fileExists(atPath: historyURL.path) {
        problems.append("the history was set aside")
    }
    if hadCache, total == 0 { problems.append("the cache file did not load") }
    if hadState, state.token == nil { problems.append("the state file did not load") }
    let corrupt = corruptFiles()
    if !corrupt.isEmpty { problems.append("set aside as corrupt: \(corrupt)") }
    print("cache \(total) questions, token \(state.token ?? "none"), history \(answers) answers")
    for problem in problems { print("PROBLEM: \(problem)") }
    exit(problems.isEmpty ? 0 : 1)
case "merge":
    guard arguments.count == 5, let rounds = Int(arguments[4]) else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
    let tag = arguments[3]
    let writer = FileWriter()
    let cache = QuestionCache(url: cacheURL, writer: writer, problems: problems)
    let played = PlayedQuestions(url: playedURL, writer: writer, problems: problems)
    for round in 0..<rounds {
        let questions = (0..<5).map { statement("\(tag)-\(round)-\($0)") }
        cache.add(questions)
        cache.markSeen(Array(questions.prefix(2)))
        played.record(questions.prefix(2).map(\.id))
        cache.flush()
    }
    for problem in reportedProblems() {
        FileHandle.standardError.write(Data("\(problem)\n".utf8))
        exit(1)
    }
case "save":
    let writer = FileWriter()
    let cache = QuestionCache(url: cacheURL, writer: writer, problems: problems)
    let played = PlayedQuestions(url: playedURL, writer: writer, problems: problems)
    let question = statement("saved")
    cache.add([question])
    played.record([question.id])
    cache.flush()
    let reported = reportedProblems()
    print(reported.isEmpty ? "saved" : reported.joined(separator: "\n"))
    exit(reported.isEmpty ? 0 : 1)
case "settings":
    let file = SettingsFile(url: folder.appendingPathComponent("settings"), writer: FileWriter())
    do throws(AtomicFile.WriteError) {
        try file.save { $0.set("amount", to: "20") }
        print("saved")
        exit(0)
    } catch {
        problems.report(error.problem)
        print(reportedProblems().joined(separator: "\n"))
        exit(1)
    }
default:
    exit(2)
}
