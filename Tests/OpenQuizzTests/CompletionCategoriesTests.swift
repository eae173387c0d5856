import Foundation
import XCTest

@testable import openquizz

/// The categories the shell completions offer for `--category`, each one the command line takes.
///
/// The command line's parser is the one the binary runs: no terminal and no process are needed
/// to read 48 values through it.
final class CompletionCategoriesTests: XCTestCase {
    private let completions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/completions")

    func testEveryCategoryTheCompletionsOfferIsAcceptedByTheGame() throws {
        let bash = try String(contentsOf: completions.appendingPathComponent("openquizz.bash"), encoding: .utf8)
        let line = try XCTUnwrap(bash.split(separator: "\n").first { $0.contains("compgen -W \"9 10") })
        let values = try XCTUnwrap(line.split(separator: "\"").dropFirst().first).split(separator: " ").map(String.init)
        XCTAssertEqual(values.count, 48, "24 ids and a name for each of the 24 categories")
        for name in ["_openquizz", "openquizz.fish"] {
            let text = try String(contentsOf: completions.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.contains(values.joined(separator: " ")), "\(name) offers other categories")
        }
        var chosen: Set<Int> = []
        for value in values {
            do {
                let action = try Options.parse(["--offline", "--list-categories", "--category", value])
                guard case .listCategories(let options) = action, let category = options.category else {
                    XCTFail("--category \(value): \(action)")
                    continue
                }
                if Int(value) == nil { chosen.insert(category) }
            } catch {
                XCTFail("--category \(value): \(error.message)")
            }
        }
        XCTAssertEqual(chosen.count, 24, "each name a category of its own")
    }
}
