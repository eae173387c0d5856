import XCTest

@testable import openquizz

final class OptionsTests: XCTestCase {
    private func play(_ arguments: [String], environment: [String: String] = [:]) throws -> Options {
        guard case .play(let options) = try Options.parse(arguments, environment: environment) else {
            throw XCTSkip("not a play action")
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
        XCTAssertEqual(try play([]), Options(amount: 10, offline: false, seed: nil, useColor: true, ascii: false))
    }

    func testEveryFlagIsRead() throws {
        let options = try play(["--amount", "25", "--offline", "--seed", "42", "--no-color", "--ascii"])
        XCTAssertEqual(options, Options(amount: 25, offline: true, seed: 42, useColor: false, ascii: true))
        XCTAssertEqual(try play(["--amount=3"]).amount, 3)
        XCTAssertEqual(try play(["-n", "50"]).amount, 50)
    }

    func testNoColorInTheEnvironmentTurnsColourOff() throws {
        XCTAssertFalse(try play([], environment: ["NO_COLOR": "1"]).useColor)
        XCTAssertTrue(try play([], environment: ["NO_COLOR": ""]).useColor)
    }

    func testHelpAndVersionAreActions() throws {
        XCTAssertEqual(try Options.parse(["--help"]), .printHelp)
        XCTAssertEqual(try Options.parse(["-h"]), .printHelp)
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

    func testTheUsageNamesEveryFlag() {
        for flag in ["--amount", "--offline", "--seed", "--no-color", "--ascii", "--help", "--version"] {
            XCTAssertTrue(Options.usage.contains(flag), flag)
        }
    }
}
