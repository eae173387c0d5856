import Foundation
import XCTest

/// What a newcomer reads and clones: the README, DECISIONS.md and what git tracks.
final class RepositoryTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: QuestionBank.packageRoot().appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the README section whose heading is `## name`, up to the next `## ` heading.
    private func readmeSection(_ name: String) throws -> [Substring] {
        let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex(of: Substring("## \(name)")), "no '## \(name)' in the README")
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    // MARK: - README

    func testTheReadmeOpensWithThePlayAndTestCommands() throws {
        let readme = try text("README.md")
        let block = try XCTUnwrap(readme.components(separatedBy: "```sh\n").dropFirst().first)
        let commands = block.components(separatedBy: "```").first?.split(separator: "\n").map {
            $0.split(separator: "#").first?.trimmingCharacters(in: .whitespaces) ?? ""
        }
        XCTAssertEqual(commands, ["swift run openquizz", "swift test"])
        XCTAssertTrue(readme.contains("`swift run openquizz --offline`"), "flags through swift run")
        XCTAssertTrue(readme.contains("Test run with"), "Swift Testing's summary line is explained")
    }

    func testTheScriptsSectionListsEachScriptOnce() throws {
        var listed: [String] = []
        for line in try readmeSection("Scripts") where line.hasPrefix("- `") {
            let command = line.dropFirst(3).prefix { $0 != "`" }
            listed += command.split(separator: " ").filter { $0.hasPrefix("Scripts/") }.map(String.init)
        }
        XCTAssertGreaterThanOrEqual(listed.count, 5, "scripts found: \(listed)")
        let repeated = Dictionary(grouping: listed, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        XCTAssertEqual(repeated, [], "listed more than once")
    }

    // MARK: - DECISIONS.md

    func testDecisionsSpeakToSomeoneWhoNeverSawOurIssues() throws {
        let decisions = try text("DECISIONS.md")
        for phrase in ["the issue", "design card", "the card asks", "bank to come"] {
            XCTAssertFalse(decisions.lowercased().contains(phrase), "DECISIONS.md says '\(phrase)'")
        }
        let numberedIssue = try NSRegularExpression(pattern: #"\bissues? #?\d"#, options: .caseInsensitive)
        let range = NSRange(decisions.startIndex..., in: decisions)
        XCTAssertNil(numberedIssue.firstMatch(in: decisions, range: range), "DECISIONS.md cites an issue by number")
    }

    func testTheDocumentsGiveTheBanksRealSize() throws {
        struct Entry: Decodable {}
        struct Bank: Decodable { var results: [Entry] }
        let bank = try JSONDecoder().decode(Bank.self, from: Data(try text("Assets/questions.json").utf8))
        // "a 532-question bank", "Its 532 questions", "holds 532 true/false questions"; counts
        // under 100 ("a game left after 3 questions") speak of games, not of the bank.
        let count = try NSRegularExpression(pattern: #"(\d[\d,]*)(?:-question| (?:true/false )?questions)\b"#)
        for document in ["DECISIONS.md", "README.md"] {
            let content = try text(document)
            let sizes = count.matches(in: content, range: NSRange(content.startIndex..., in: content))
                .compactMap { Range($0.range(at: 1), in: content).map { content[$0].filter(\.isNumber) } }
                .filter { (Int($0) ?? 0) >= 100 }
            XCTAssertFalse(sizes.isEmpty, "\(document) never gives the bank's size")
            for size in sizes {
                XCTAssertEqual(size, "\(bank.results.count)", "\(document) speaks of a \(size)-question bank")
            }
        }
    }

    // MARK: - What git tracks

    func testCompiledPythonIsIgnored() throws {
        let ignored = try text(".gitignore").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(ignored.contains("__pycache__/"), ".gitignore: \(ignored)")
        XCTAssertTrue(ignored.contains("*.pyc"), ".gitignore: \(ignored)")
    }

    // MARK: - Code

    /// `setenv` and `unsetenv` are not thread-safe: the game calls them only at the top of
    /// main.swift, before any thread exists, and only through the one function made for it.
    func testTheEnvironmentIsChangedOnlyAtStartUp() throws {
        let root = try QuestionBank.packageRoot()
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        var callers: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") && !file.hasPrefix("OpenQuizzFuzz/") {
            let content = try text("Sources/" + file)
            if content.contains("setenv(") { callers.append(file) }
        }
        XCTAssertEqual(callers, ["OpenTriviaDB/OpenTriviaDBClient.swift"])
        let client = try text("Sources/OpenTriviaDB/OpenTriviaDBClient.swift")
        let function = try XCTUnwrap(
            client.components(separatedBy: "public static func makeSharedStoragesWithoutFolders()").dropFirst().first,
            "the start-up function is gone")
        let body = function.components(separatedBy: "\n    }\n").first ?? ""
        XCTAssertEqual(
            client.components(separatedBy: "setenv(").count, body.components(separatedBy: "setenv(").count,
            "setenv outside the start-up function")
        let main = try text("Sources/openquizz/main.swift")
        let firstStatement = main.split(separator: "\n").first {
            !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("//")
        }
        XCTAssertEqual(
            firstStatement.map(String.init), "OpenTriviaDBClient.makeSharedStoragesWithoutFolders()",
            "the first thing main.swift does")
    }
}
