import Foundation
import QuizView
import XCTest

@testable import openquizz

final class OptionsTests: XCTestCase {
    /// The options of a play action; fails the test (never skips it) for any other action.
    private func play(
        _ arguments: [String], environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Options {
        let action = try Options.parse(arguments, environment: environment)
        guard case .play(let options) = action else {
            XCTFail("expected a play action, got \(action)", file: file, line: line)
            throw UnexpectedOutcome("not a play action")
        }
        return options
    }

    private func parseError(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func testNoArgumentsPlaysTenQuestionsInColour() throws {
        XCTAssertEqual(try play([]), Options())
        XCTAssertEqual(try play([]).amount, 10)
        XCTAssertFalse(try play([]).offline)
    }

    func testEveryFlagIsRead() throws {
        let options = try play(["--amount", "25", "--offline", "--seed", "42", "--no-color", "--ascii"])
        XCTAssertEqual(
            [
                options.amount, options.offline ? 1 : 0, Int(options.seed ?? 0), options.useColor ? 1 : 0,
                options.ascii ? 1 : 0,
            ],
            [25, 1, 42, 0, 1]
        )
        XCTAssertEqual(try play(["--amount=3"]).amount, 3)
        XCTAssertEqual(try play(["-n", "50"]).amount, 50)
    }

    func testStatsJSONAndNoHistoryAreRead() throws {
        XCTAssertEqual(try Options.parse(["--stats"]), .printStats(json: false))
        XCTAssertEqual(try Options.parse(["--stats", "--json"]), .printStats(json: true))
        XCTAssertEqual(try Options.parse(["--json", "--stats"]), .printStats(json: true))
        XCTAssertEqual(parseError(["--json"]), "--json goes with --stats")
        XCTAssertFalse(try play(["--no-history"]).history)
        XCTAssertTrue(try play([]).history)
        XCTAssertEqual(parseError(["--stats=1"]), "--stats takes no value")
    }

    func testNetworkFlagsAreRead() throws {
        let options = try play([
            "--category", "computers", "--difficulty", "Hard", "--api-url", "http://127.0.0.1:8080", "--no-prefetch",
        ])
        XCTAssertEqual(options.category, 18)
        XCTAssertEqual(options.difficulty, .hard)
        XCTAssertEqual(options.apiURL.absoluteString, "http://127.0.0.1:8080")
        XCTAssertFalse(options.prefetch)
        XCTAssertFalse(try play(["--no-explanations"]).explanations)
        XCTAssertTrue(try play([]).explanations)
        XCTAssertEqual(try play(["--category", "17"]).category, 17)
        XCTAssertEqual(try play(["--category", "Science & Nature"]).category, 17)
        XCTAssertTrue(try play([]).prefetch)
        XCTAssertEqual(try play([]).apiURL.absoluteString, "https://opentdb.com")
        guard case .listCategories(let listing) = try Options.parse(["--list-categories", "--offline"]) else {
            return XCTFail("--list-categories is an action")
        }
        XCTAssertTrue(listing.offline)
    }

    func testBadNetworkValuesGiveAMessage() {
        XCTAssertEqual(parseError(["--category", "99"]), "--category: no category '99' (try --list-categories)")
        XCTAssertEqual(
            parseError(["--category", "nonsense"]), "--category: no category 'nonsense' (try --list-categories)")
        XCTAssertEqual(
            parseError(["--category", "science"]),
            "--category: 'science' matches 4 categories: Science & Nature, Computers, Mathematics, Gadgets")
        XCTAssertEqual(
            parseError(["--category", "entertainment"]),
            "--category: 'entertainment' matches 10 categories: Books, Film, Music, Musicals & Theatres, Television, "
                + "Video Games, Board Games, Comics, Japanese Anime & Manga, Cartoon & Animations")
        // Any case and any spacing.
        XCTAssertEqual(try play(["--category", "science:computers"]).category, 18)
        XCTAssertEqual(try play(["--category", " SCIENCE :  COMPUTERS "]).category, 18)
        XCTAssertEqual(try play(["--category", "japanese anime"]).category, 31)
        // A name without its family wins over names that merely contain it.
        XCTAssertEqual(try play(["--category", "music"]).category, 12)
        XCTAssertEqual(try play(["--category", "Musicals"]).category, 13)
        XCTAssertEqual(
            parseError(["--difficulty", "extreme"]), "--difficulty takes easy, medium or hard, not 'extreme'")
        XCTAssertEqual(parseError(["--api-url", "ftp://x"]), "--api-url takes an http or https address, not 'ftp://x'")
        XCTAssertEqual(
            parseError(["--api-url", "not a url"]), "--api-url takes an http or https address, not 'not a url'")
        XCTAssertEqual(parseError(["--no-prefetch=1"]), "--no-prefetch takes no value")
    }

    func testNoColorInTheEnvironmentTurnsColourOff() throws {
        XCTAssertFalse(try play([], environment: ["NO_COLOR": "1"]).useColor)
        XCTAssertTrue(try play(["--reduced-motion"]).reducedMotion)
        XCTAssertEqual(try play(["--mode", "primes"]).mode, .primes)
        XCTAssertTrue(try play(["--mode=PRIMES"]).offline, "Is it prime? never touches the network")
        XCTAssertEqual(try play(["--mode", "trivia"]).mode, .trivia)
        XCTAssertEqual(try play([]).mode, .trivia)
        XCTAssertThrowsError(try Options.parse(["--mode", "chess"]))
        for trivia in [
            ["--category", "9"], ["--difficulty", "hard"], ["--amount", "5"], ["-n", "5"], ["--amount=5"],
        ] {
            XCTAssertThrowsError(try Options.parse(["--mode", "primes"] + trivia), "\(trivia)") { error in
                XCTAssertEqual(
                    (error as? Options.ParseError)?.message,
                    "--mode primes is endless and takes no --category, --difficulty or --amount")
            }
        }
        XCTAssertFalse(try play(["--no-mouse"]).mouse)
        XCTAssertTrue(try play(["--plain"]).plain)
        XCTAssertTrue(try play([], environment: ["OPENQUIZZ_REDUCED_MOTION": "1"]).reducedMotion)
        XCTAssertFalse(try play([], environment: ["OPENQUIZZ_REDUCED_MOTION": ""]).reducedMotion)
        XCTAssertFalse(try play([]).reducedMotion)
        XCTAssertTrue(try play([], environment: ["NO_COLOR": ""]).useColor)
    }

    func testHelpAndVersionAreActions() throws {
        XCTAssertEqual(try Options.parse(["--help"]), .printHelp(nil))
        XCTAssertEqual(try Options.parse(["-h"]), .printHelp(nil))
        XCTAssertEqual(try Options.parse(["--version"]), .printVersion)
    }

    func testBadValuesAndUnknownFlagsGiveAMessage() {
        XCTAssertEqual(parseError(["--amount", "0"]), "--amount takes a number from 1 to 50, not '0'")
        XCTAssertEqual(parseError(["--amount", "51"]), "--amount takes a number from 1 to 50, not '51'")
        XCTAssertEqual(parseError(["--amount", "ten"]), "--amount takes a number from 1 to 50, not 'ten'")
        XCTAssertEqual(parseError(["--amount"]), "--amount needs a value")
        XCTAssertEqual(
            parseError(["--seed", "-1"]), "--seed takes a whole number from 0 to 18446744073709551615, not '-1'")
        XCTAssertEqual(parseError(["--frobnicate"]), "unknown option '--frobnicate'")
        XCTAssertEqual(parseError(["extra"]), "unknown option 'extra'")
        XCTAssertEqual(parseError(["--offline=yes"]), "--offline takes no value")
    }

    func testAnEchoedValueIsCutToFortyPrintableCharacters() throws {
        let huge = String(repeating: "9", count: 120_000)
        let forty = String(repeating: "9", count: 40)
        XCTAssertEqual(parseError(["--amount", huge]), "--amount takes a number from 1 to 50, not '\(forty)…'")
        XCTAssertEqual(
            parseError(["--seed=" + huge]),
            "--seed takes a whole number from 0 to 18446744073709551615, not '\(forty)…'")
        XCTAssertEqual(parseError(["--" + huge]), "unknown option '--\(forty.dropLast(2))…'")
        XCTAssertEqual(parseError(["--category", huge]), "--category: no category '\(forty)…' (try --list-categories)")
        XCTAssertEqual(
            parseError(["--mode", "x\u{1B}[2Jy"]), "--mode takes trivia, primes, practice, blitz or duel, not 'x[2Jy'")
        // One character of many combining marks is cut too.
        let marks = "e" + String(repeating: "\u{301}", count: 100_000)
        let message = try XCTUnwrap(parseError(["--difficulty", marks]))
        XCTAssertLessThan(message.unicodeScalars.count, 120, message)
        XCTAssertTrue(message.hasSuffix("…'"), message)
        XCTAssertEqual(parseError(["--amount", forty]), "--amount takes a number from 1 to 50, not '\(forty)'")
    }

    // MARK: - The usage (--help)

    /// Every name `Options.parse` answers to: the flag table's, hidden flags aside.
    private func flagsTheParserMatches() -> [String] {
        Flag.table.filter { !$0.hidden }.flatMap(\.names)
    }

    func testTheUsageNamesEveryFlagTheParserAccepts() throws {
        let flags = flagsTheParserMatches()
        XCTAssertGreaterThanOrEqual(flags.count, 16, "flags in the table: \(flags)")
        for flag in flags {
            XCTAssertNotEqual(parseError([flag]), "unknown option '\(flag)'", "\(flag) is not a flag")
            let named = Options.usage(ascii: false).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
            XCTAssertTrue(named.contains(Substring(flag)), "the usage doesn't name \(flag)")
        }
    }

    func testEveryLineOfTheUsageFitsEightyColumns() {
        for ascii in [false, true] {
            for line in Options.usage(ascii: ascii).split(separator: "\n", omittingEmptySubsequences: false) {
                XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: String(line)), 80, "too wide: \(line)")
            }
        }
    }

    func testTheUsageListsTheKeysAndTheCredits() {
        for text in [
            "→ or l", "← or h", "↓ or j", "next page", "e        the answer in full", "new game", "help",
            "q or Esc", "quit",
            "Questions from the Open Trivia DB (https://opentdb.com), licensed CC BY-SA 4.0",
            "OpenClassrooms course", "Développez une application iPhone avec le modèle MVC",
        ] {
            XCTAssertTrue(Options.usage(ascii: false).contains(text), "the usage lacks \(text)")
        }
    }

    func testTheASCIIUsageNamesTheDownKeyInWords() {
        let usage = Options.usage(ascii: true)
        XCTAssertTrue(usage.contains("  Down/j   next page       e        the answer in full"), usage)
        XCTAssertFalse(usage.contains("↓"), usage)
    }

    /// The key table lines up on screen columns: an arrow takes 3 bytes but one column.
    func testTheKeyTableLinesUpInScreenColumns() {
        let unicode = [
            "  → or l   true            ← or h   false",
            "  ↓ or j   next page       e        the answer in full",
            "  r        review the game, once over (c copies its share line)",
            "  s        your stats      /        search your history",
            "  n or ↑   new game        ?        help",
            "  q or Esc quit",
        ]
        XCTAssertTrue(
            Options.usage(ascii: false).contains(unicode.joined(separator: "\n")), Options.usage(ascii: false))
        for ascii in [false, true] {
            let usage = Options.usage(ascii: ascii).split(separator: "\n").map(String.init)
            guard let start = usage.firstIndex(of: "Keys:") else { return XCTFail("no key table") }
            for line in usage[(start + 1)...].prefix(6) {
                // The action starts at column 11, the second key at column 27, both counted in cells.
                for action in ["true", "next page", "review", "your stats", "new game", "quit"] {
                    guard let range = line.range(of: action) else { continue }
                    XCTAssertEqual(ScreenBuffer.displayWidth(ofText: String(line[..<range.lowerBound])), 11, line)
                }
                for second in ["← or h", "<- or h", "e        the", "/        search", "?        help"] {
                    guard let range = line.range(of: second) else { continue }
                    XCTAssertEqual(ScreenBuffer.displayWidth(ofText: String(line[..<range.lowerBound])), 27, line)
                }
            }
        }
    }
}
