import Foundation
import XCTest

/// What each of the model's modules may import (DECISIONS 1): the build keeps a module from
/// using a target it doesn't depend on, and this keeps the dependencies from growing.
///
/// QuizCore, the rules, imports Foundation only (with Dispatch, which comes with it, and the
/// toolchain's Synchronization): no Glibc, no FoundationNetworking, no C target. No model module
/// imports the view or ncurses, nor the controller.
final class ModuleImportTests: XCTestCase {
    /// Each model module and the modules its files may import.
    static let allowed: [String: Set<String>] = [
        "QuizCore": ["Foundation", "Dispatch", "Synchronization"],
        "QuizStore": ["Foundation", "Dispatch", "Glibc", "QuizCore"],
        "QuizDecks": ["Foundation", "Dispatch", "Glibc", "QuizCore", "QuizStore"],
        "OpenTriviaDB": [
            "Foundation", "Dispatch", "Glibc", "FoundationNetworking", "CCurlOnDemand", "QuizCore", "QuizStore",
        ],
    ]

    func testEachModelModuleImportsOnlyWhatItMay() throws {
        let sources = try QuestionBank.packageRoot().appendingPathComponent("Sources")
        for (module, allowed) in Self.allowed {
            let folder = sources.appendingPathComponent(module)
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path), "no Sources/\(module)")
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(files.isEmpty, "no Swift file in Sources/\(module)")
            for file in files.sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for imported in Self.imports(in: text) where !allowed.contains(imported) {
                    XCTFail("Sources/\(module)/\(file) imports \(imported)")
                }
            }
        }
    }

    func testImportsAreFoundInsideConditionsAndWithAttributes() {
        let text = """
            import Foundation
            @preconcurrency import Dispatch
            #if canImport(Glibc)
                import Glibc
            #endif
            import struct QuizView.ScreenBuffer
            // import CNcursesw
            let imported = "import CSignals"
            """
        XCTAssertEqual(Self.imports(in: text), ["Foundation", "Dispatch", "Glibc", "QuizView"])
    }

    /// The modules `text` imports, in order: `import X`, `@attribute import X`, `import kind X.Y`,
    /// at the start of a line (indented under an `#if` too).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.first == "import" else { return nil }
            words = words.dropFirst()
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            return words.first.map { String($0.prefix { $0 != "." }) }
        }
    }
}
