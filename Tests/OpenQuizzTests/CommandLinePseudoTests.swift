import Foundation
import QuizCore
import QuizDecks
import QuizView
import XCTest

@testable import openquizz

/// Every message of the command line and the decks in the pseudo-language, from a sample of each
/// phrase's case: no letter outside ⟦ ⟧ but the facts (names, paths, flags), so no sentence
/// escapes the wording; and French that is French (its own words, its typography).
final class CommandLinePseudoTests: XCTestCase {
    private let pseudo = Wording(tongue: .pseudo)
    /// The facts the samples carry, which read the same in every language.
    private let facts = [
        "openquizz --check", "openquizz --help", "--list-decks", "--category", "--difficulty", "--questions",
        "--amount",
        "--daily", "--deck", "--check", "--stats", "--mode", "--plain", "--no-color", "TERM=xterm-256color", "xterm",
        "cbreak", "standard input", "vt", "dumb", "deck.json", "deck.csv", "Quiz", "Atoms", "Physics", "Élèves",
        "/d/decks", "week", "maybe", "YYYY-MM-DD", "UTF", "errno", "statement", "answer",
    ]

    // MARK: - Samples: one of every case

    /// The command line's refusals that a way to play words in its own file.
    static var modeRefusals: [any Phrase] { [DuelNamePhrase.needsTheScreen, BlitzPhrase.takesNoAmount] }

    static let commandLine: [CommandLineWords] =
        [
            .primesTakeNoDeck, .primesTakeNoKeptDeck, .primesTakeNoFilter, .oneDeckAtATime, .emptyPath,
            .unknown("--vt"),
            .takesNoValue("--plain"), .needsValue("--amount"),
            .goesWith("--category", needed: ["--deck", "--questions"]),
            .flagReason("--questions", .emptyPath),
            .category(.unknown("Quiz")), .category(.ambiguous("Quiz", ["Atoms", "Physics"])),
            .unexpected("--amount", takes: .number(1...50, wording: "a number"), not: "0"),
            .unexpected("--plain", takes: nil, not: "1"),
            .unexpected("--difficulty", takes: .words(["easy", "hard"]), not: "2"),
            .unexpected("--category", takes: .category, not: "9"),
            .unexpected("--daily", takes: .optionalDay, not: "9"),
            .checkTakesNo("--deck"), .givenTwice("--deck"), .tryHelp(Wording.pseudo("wrong")), .emptyDay("--daily"),
            .dayGivenTwice("--daily"), .dailyPlays("--stats"), .dailyTakesNo("--amount"), .dailyMalformed("2026"),
            .noSuchDay(year: 2026, month: 11, day: 31), .noSuchDay(year: 2026, month: 13, day: 1),
            .dailyBeforeFirst(DailyDate(day: 20_000)),
            .dailyNotYet(DailyDate(day: 30_000), today: DailyDate(day: 20_500)),
            .daily(.dailyNotYet(DailyDate(day: 30_000), today: nil)),
            .unsavedAnswers(2, reason: "⟦disk full⟧", path: "/s/h"),
            .noSignalHandling, .terminalWentAway, .statsNotJSON, .cantWrite("⟦full⟧"),
        ]
        + [
            BankError.notFound(searched: ["/d/decks"]), .unreadable("deck.json"), .malformed(.notJSON),
            .malformed(.missingField("statement")), .malformed(.wrongType(at: "statement")),
            .malformed(.missingValue(at: "answer")), .malformed(.unsupportedEncoding("maybe")),
            .malformed(.notATranslation), .invalidEntry(2, .notBoolean(type: "maybe")),
            .invalidEntry(2, .unknownDifficulty("maybe")), .invalidEntry(2, .notTrueOrFalse("maybe")),
            .invalidEntry(2, .emptyQuestion),
        ].map { CommandLineWords.bank($0) }

    static let terminalStart: [TerminalStartWords] = [
        .notATerminal(.input), .terminalNotSet, .unknownTerminal("vt"), .noCursorAddressing("dumb"),
        .tryAnotherTerm(.terminalNotSet), .setupFailed("cbreak"), .colorSetupFailed("cbreak"),
        .lineByLine(.unknownTerminal("vt"), tryTerm: true), .lineByLine(.noCursorAddressing("dumb"), tryTerm: false),
        .orPlain(.setupFailed("cbreak")),
    ]

    static let deckKinds: [DeckProblem.Kind] = [
        .missingColumns(missing: ["statement"], found: ["Quiz"]), .missingColumns(missing: [], found: []),
        .tabSeparated,
        .tooManyColumns(limit: 1000), .duplicateColumn("answer"), .unknownAnswer("maybe"), .unknownAnswer(""),
        .emptyStatement, .explanationWithoutStatement, .duplicate(of: .line(2)), .duplicate(of: .entry(2)),
        .unknownDifficulty("maybe"), .tooManyFields(expected: 2, found: 3), .unclosedQuote,
        .statementTooLong(limit: 1000), .explanationTooLong(limit: 1000), .categoryTooLong(limit: 100),
        .unknownType("maybe"), .unreadableField("entry"), .unreadableField("statement"),
    ]

    static let refusals: [DeckRefusal] =
        [
            .notFound, .directory, .notARegularFile, .symlinkLoop, .unreadable(EACCES), .unreadable(9999),
            .tooLarge(bytes: 80 << 20, limit: 64 << 20), .tooManyRows(limit: 100_000), .binary(line: 3), .utf16,
            .invalidUTF8(line: 2, column: 3, byte: 0xE8), .empty, .nothingPlayable, .responseCode(1), .responseCode(2),
            .notAnAnswer(.noResults, at: nil), .notAnAnswer(.unknownEncoding("maybe"), at: .init(line: 1, column: 2)),
        ]
        + [
            DeckRefusal.JSONPart.object, .name, .colon, .commaOrBrace, .commaOrBracket, .value, .digit, .end,
            .escapedControlCharacter, .hexDigits, .escape,
        ].map { .invalidJSON(.expected($0), at: .init(line: 1, column: 2)) }
        + [DeckRefusal.JSONFault.endsTooEarly, .unendedString, .nestedTooDeep(limit: 500)].map {
            .invalidJSON($0, at: .init(line: 1, column: 2))
        }
        + [
            DeckRefusal.AnswerFault.topLevelIsAList, .resultsIsNotAList, .responseCodeIsNotAWholeNumber,
            .noResponseCodeNorResults,
        ].map { .notAnAnswer($0, at: nil) }

    static let deck: [DeckWords] =
        [
            .readyToPlay, .questions(1), .questions(12_345), .ofDifficulty(2, .easy),
            .ofDifficulty(1, .medium), .ofDifficulty(0, .hard), .withoutDifficulty(3), .multipleChoiceSkipped(2),
            .leftOutFixAbove(3), .nothingPlayableCounted(problems: 2, skipped: 1), .nothingPlayableSkipped(1),
            .nothingPlayableNoRow, .nothingPlayableEmptyAnswer, .nothingPlayable, .entry(3), .line(4),
            .listsThem(.nothingPlayable, command: "openquizz --check deck.csv"), .noFileNorDeck,
            .jsonFault(.endsTooEarly), .jsonPart(.value), .answerFault(.noResults),
            .position(.init(line: 1, column: 2)),
            .tooLarge(bytes: 80 << 20, limit: 64 << 20),
            .responseCode(1), .system(EACCES), .leftOutCommand(2, command: "openquizz --check deck.csv"),
            .leftOut(1), .leftOutShort(2), .nothingMatches(.easy, category: "Physics"),
            .nothingMatches(nil, category: nil),
        ]
        + refusals.flatMap {
            [
                DeckWords.refusal($0, bareName: true, json: true), .refusal($0, bareName: false, json: false),
                .shortRefusal($0),
            ]
        }

    static let deckProblems: [DeckProblemWords] =
        [.longStatement, .rowsInQuotes, .missingColumns(missing: ["answer"], found: ["Quiz"])]
        + deckKinds.flatMap { [DeckProblemWords.problem($0, json: false), .problem($0, json: true)] }

    static let keptDeck: [KeptDeckWords] = [
        .heading(folder: "/d/decks"), .playOne, .seeWhy, .cantBePlayed(.nothingPlayable, seeBelow: true),
        .cantBePlayedSaid("⟦why⟧"), .contents(questions: 12, named: ["Atoms", "Physics"], total: 5),
        .contents(questions: 1, named: ["Atoms"], total: 1), .contents(questions: 3, named: [], total: 0),
        .leftOutSeeBelow(2), .notPlayedYet, .answersNoGameFinished(4), .gamesPlayed(3, right: 9, of: 10),
        .gamesPlayedNoBest(2),
        .noDecksProblem(.notAFolder("/d/decks")), .noFolder("/d/decks"), .emptyFolder("/d/decks"),
        .howToAdd(.noFolder), .howToAdd(.notAFolder), .howToAdd(.unreadable(EACCES)), .howToAdd(.decks([])),
        .notAFolder(nil), .folderUnreadable("/d/decks", EACCES),
    ]

    static let deckChoice: [DeckChoiceWords] = [
        .unknownDeck("week", decks: ["Atoms", "Physics"]), .unknownDeckFolder("week", .folderUnreadable(nil, EIO)),
        .noDeckYet("week"), .ambiguousDeck("week", decks: ["Atoms", "Physics"]),
        .unplayable("week", .shortRefusal(.empty)), .unplayableSaid("week", "⟦why⟧"),
        .unknownCategory("Quiz", deck: "week", categories: ["Atoms", "Physics"]),
        .ambiguousCategory("Quiz", deck: "week", categories: ["Atoms", "Physics"]),
        .nothingMatches("week", .hard, category: "Physics"), .nothingMatches("week", nil, category: nil),
    ]

    // MARK: - Every case has a sample

    /// The cases `enum name` declares in `file`, read from the source: a case added without a
    /// sample fails here.
    private func declaredCases(_ name: String, in file: String) throws -> Set<String> {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/openquizz/Text/Wording/\(file)")
        let source = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "enum \(name):"))
        let end = try XCTUnwrap(source.range(of: "func english", range: start.upperBound..<source.endIndex))
        var names: Set<String> = []
        for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case ") else { continue }
            // Top-level commas part the cases: "case a, b(Int, String), c".
            var depth = 0
            var current = ""
            for character in trimmed.dropFirst(5) + "," {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == ",", depth == 0 {
                    names.insert(String(current.prefix { $0.isLetter || $0.isNumber }))
                    current = ""
                } else if depth == 0, character != " " || !current.isEmpty {
                    current.append(character)
                }
            }
        }
        return names
    }

    private func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }

    func testEveryCaseHasASample() throws {
        XCTAssertEqual(
            Set(Self.commandLine.map(caseName)), try declaredCases("CommandLineWords", in: "CommandLineWords.swift"))
        XCTAssertEqual(
            Set(Self.terminalStart.map(caseName)),
            try declaredCases("TerminalStartWords", in: "TerminalStartWords.swift"))
        XCTAssertEqual(Set(Self.deck.map(caseName)), try declaredCases("DeckWords", in: "DeckWords.swift"))
        XCTAssertEqual(
            Set(Self.deckProblems.map(caseName)), try declaredCases("DeckProblemWords", in: "DeckProblemWords.swift"))
        XCTAssertEqual(Set(Self.keptDeck.map(caseName)), try declaredCases("KeptDeckWords", in: "KeptDeckWords.swift"))
        XCTAssertEqual(
            Set(Self.deckChoice.map(caseName)), try declaredCases("DeckChoiceWords", in: "DeckChoiceWords.swift"))
    }

    // MARK: - The pseudo-language

    /// `text` without what is inside ⟦ ⟧ (nested or not) and without the facts.
    private func outsideBrackets(_ text: String) -> String {
        var depth = 0
        var outside = ""
        for character in text {
            if character == "⟦" {
                depth += 1
            } else if character == "⟧" {
                depth -= 1
            } else if depth == 0 {
                outside.append(character)
            }
        }
        return facts.reduce(outside) { $0.replacingOccurrences(of: $1, with: "") }
    }

    private func assertWorded(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in lines {
            XCTAssertFalse(text.isEmpty, file: file, line: line)
            let outside = outsideBrackets(text)
            XCTAssertFalse(
                outside.contains { $0.isLetter }, "unworded: \(text.debugDescription)", file: file, line: line)
        }
    }

    func testEveryPhraseIsWordedInThePseudoLanguage() {
        assertWorded(Self.commandLine.map { pseudo($0) })
        assertWorded(Self.terminalStart.map { pseudo($0) })
        assertWorded(Self.modeRefusals.map { pseudo($0) })
        assertWorded(Self.deck.map { pseudo($0) })
        assertWorded(Self.deckProblems.map { pseudo($0) })
        assertWorded(Self.keptDeck.map { pseudo($0) })
        assertWorded(Self.deckChoice.map { pseudo($0) })
    }

    /// What the text types put together around the phrases: places, files, lists, verdicts.
    func testTheTextTypesWordEverythingInThePseudoLanguage() {
        let text = DeckText(file: "deck.csv", words: pseudo)
        let problems = Self.deckKinds.enumerated().map { DeckProblem(place: .line($0.offset + 2), kind: $0.element) }
        let question = Question(title: "Quiz", answer: true, category: "Physics", difficulty: .easy, origin: .deck)
        let reading = DeckReading(
            name: "deck", format: .csv(separator: ","), questions: [question, question], problems: problems,
            skippedMultipleChoice: 2,
            longStatements: [.line(9)])
        let unplayable = DeckReading(
            name: "deck", format: .csv(separator: ","), problems: problems, refusal: .nothingPlayable)
        let clean = DeckReading(name: "deck", format: .csv(separator: ","), questions: [question])
        assertWorded(text.check(reading) + text.check(unplayable) + text.check(clean) + Self.refusals.map(text.refused))
        assertWorded([
            text.refused(unplayable), text.noFileNorDeck, text.nothingMatches(QuestionFilter(difficulty: .easy)),
        ])
        assertWorded(text.leftOutForms(3) + [DeckText(file: "deck.json", words: pseudo).problem(problems[5])])

        let kept = KeptDeckText(words: pseudo)
        let deck = KeptDeckText.Deck(name: "Atoms", reading: reading, record: nil, file: "deck.csv")
        // Wrapped: a phrase goes on over its lines.
        assertWorded([kept.lines(deck, width: 10).joined(separator: "\n")])
        assertWorded(kept.closing(checked: ["deck.csv"]) + [kept.heading(folder: "/d/decks")])
        assertWorded(Self.refusals.map { kept.contents(DeckReading(name: "deck", refusal: $0), file: "deck.csv") })
        assertWorded([kept.noDecks(folder: "/d/decks", listing: .unreadable(EACCES)).joined(separator: "\n")])
        assertWorded([kept.contents(unplayable, file: "deck.csv")])

        let said = CommandLineText(words: pseudo)
        let errors: [Terminal.StartError] = [
            .notATerminal(.input), .unknownTerminal(""), .unknownTerminal("vt"), .noCursorAddressing("dumb"),
            .setupFailed("cbreak"), .colorSetupFailed("cbreak"),
        ]
        assertWorded(
            errors.flatMap { [said.terminalProblem($0), said.unusableTerminal($0), said.playingLineByLine($0)] })
        for arguments in [
            ["--vt"], ["--amount", "0"], ["--plain=1"], ["--amount"], ["--daily", "2026-13-01"],
            ["--questions", ""], ["--deck", "a", "--deck", "b"], ["--in-order"],
            ["--check", "deck.csv", "--deck", "a"],
            ["--mode", "primes", "--amount", "5"], ["--daily", "--stats"], ["--daily=", "--amount", "3"],
        ] {
            do throws(Options.ParseError) {
                _ = try Options.parse(arguments, environment: [:], words: pseudo)
                XCTFail("\(arguments) should be refused")
            } catch {
                assertWorded([said.tryHelp(error)])
            }
        }
    }

    // MARK: - French

    /// Each phrase says something of its own in French (not the English), with French
    /// typography: no space but a no-break one before ":", none but a narrow one before ";",
    /// curly apostrophes, « » around what the player wrote.
    func testFrenchIsFrench() {
        let phrases: [any Phrase] =
            Self.commandLine + Self.terminalStart + Self.modeRefusals + Self.deck + Self.deckProblems + Self.keptDeck
            + Self.deckChoice
        for phrase in phrases {
            let french = Wording.french(phrase)
            let english = Wording.english(phrase)
            XCTAssertFalse(french.isEmpty)
            // Counts and the system's unknown reasons read alike.
            if !["questions", "system", "ofDifficulty"].contains(caseName(phrase)), english.count > 12,
                !english.hasPrefix("Unknown error")
            {
                XCTAssertNotEqual(french, english, "untranslated: \(english)")
            }
            XCTAssertFalse(french.contains(" :") || french.contains(" ;"), "a plain space before : or ;: \(french)")
            XCTAssertFalse(french.contains("'"), "a straight apostrophe: \(french)")
            XCTAssertFalse(french.contains("“"), "English quotes: \(french)")
        }
    }
}

extension Wording {
    fileprivate func callAsFunction(_ phrase: any Phrase) -> String {
        switch tongue {
        case .english: phrase.english(self)
        case .french: phrase.french(self)
        case .pseudo: Self.pseudo(phrase.english(self))
        }
    }
}
