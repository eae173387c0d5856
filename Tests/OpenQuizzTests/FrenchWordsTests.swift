import QuizCore
import QuizView
import XCTest

@testable import openquizz

/// The game's French sentences, every one: French typography, and the widths the screen has.
final class FrenchWordsTests: XCTestCase {
    private static let errors: [OpenTriviaDBError] = [
        .unreachable(host: "opentdb.com"), .timedOut(host: "opentdb.com", seconds: 10),
        .secureConnectionFailed(host: "opentdb.com"), .httpStatus(host: "opentdb.com", status: 503),
        .malformedResponse(host: "opentdb.com"), .cutShort(host: "opentdb.com"), .tooLarge(host: "opentdb.com"),
        .redirected(host: "opentdb.com"), .unusableToken(host: "opentdb.com"), .notEnoughQuestions,
        .invalidParameter, .tokenNotFound, .tokenEmpty, .rateLimited(host: "opentdb.com"), .cancelled,
        .networkLibraryMissing(library: "libcurl.so.4"),
    ]

    /// Every phrase of the game's area, in French.
    private var everySentence: [String] {
        let words = Wording.french
        let notices: [NoticeWords] =
            [
                .credit, .creditShort, .creditShortest, .questionsFrom("h"), .from("h"),
                .cachedFrom("h", offline: true),
                .cachedFrom("h", offline: false), .cachedQuestions(offline: true), .cachedQuestions(offline: false),
                .cachedOpenTriviaDB(offline: true), .cachedOpenTriviaDB(offline: false),
                .cachedOpenTriviaDBShort(offline: true), .cachedOpenTriviaDBShort(offline: false),
                .cachedCreditShortest, .bundledQuestions(offline: true), .bundledQuestions(offline: false),
                .bundled(offline: true), .bundled(offline: false), .offline, .primes(short: true),
                .primes(short: false), .yourDeck(short: true), .yourDeck(short: false), .ready(server: "h"),
                .openTriviaDBPressN, .nextGamePressN, .unreachable(host: "h"), .missing(library: "l"),
                .tooFew(difficulty: .hard, category: "Mythology", instead: "x"),
                .tooFew(difficulty: nil, category: nil, instead: "x"), .anyDifficulty, .anyCategory, .anyQuestion,
                .noQuestionsAvailable, .stillLoading(server: "h"),
            ] + Self.errors.map { .failure($0, server: "Open Trivia DB") }
        let remarks: [PlayWords.Remark] = [.perfect, .excellent, .wellPlayed, .notBad, .betterLuck]
        let kinds: [StorageProblem.Kind] = [
            .notRegularFile, .notSettings, .lockHeld, .notEncodable, .answerNotALine, .answersLost(1), .answersLost(3),
            .notAFile(setAside: true), .notAHistory(setAside: true), .overSizeLimit, .linesSkipped(0),
            .linesSkipped(2),
        ]
        let plays: [PlayWords] =
            [
                .loading, .loadingQuestions, .loadingQuestionsLabel, .waiting(server: nil, seconds: 3), .newGameButton,
                .badge(true), .badge(false), .questionOf(1, of: 10), .questionNumber(1_234), .score(3, of: 10),
                .score(3, of: nil), .combo(2), .reviewKey, .verdict(right: true, answer: false),
                .verdict(right: false, answer: true), .questionTitle(2), .gameOverAlone, .firstGame, .newBest,
                .best(right: 7, of: 10), .streak(3, tenQuestions: true), .streak(3, tenQuestions: false),
                .noQuestions(reason: nil), .noQuestions(reason: "r"),
                .fileProblem(reading: true, reason: "r", path: "p"),
                .bankMissing(searched: ["a"]), .bankUnreadable("r"), .bankDamaged("r"), .bankInvalidEntry("r"),
                .unknownCategory("x"), .ambiguousCategory("x", matches: ["a", "b"]), .categoriesFallback(reason: "r"),
            ] + remarks.map { .gameOver(right: 7, of: 10, remark: $0) } + kinds.map { .storage($0) }
        let plain: [PlainWords] = [
            .welcome(amount: 10, daily: true), .welcome(amount: nil, daily: false),
            .welcome(amount: 12, daily: false, dailyFirst: 3),
            .question(number: 1, of: 10, statement: "S."), .question(number: 1, of: nil, statement: "S."), .help,
            .noQuestion, .afterGame, .newGame, .bye, .score(1, of: 10, combo: 0), .score(1, of: nil, combo: 1),
        ]
        let views: [ViewWords] = [
            .helpTitle, .closeHint, .moreKeys, .moreKeysShort, .answerTitle, .answerPages, .answerPagesNoKey,
            .lastPageKey, .tooSmall, .needSize, .enlarge,
        ]
        let practice: [PracticePhrase] = [
            .name, .box(2), .over(right: 2, of: 3, learnt: 7, remaining: 12, noHistory: false), .statsHeading,
            .nothing(learnt: 0, remaining: 0, backIn: nil, key: "N"),
            .nothing(learnt: 1, remaining: 0, backIn: nil, key: "N"),
            .nothing(learnt: 7, remaining: 12, backIn: 0, key: "N"),
            .statsValue(learnt: 1, remaining: 2, unread: false),
            .statsValue(learnt: 1, remaining: 2, unread: true), .nothing(learnt: 7, remaining: 12, backIn: 2, key: "N"),
            .over(right: 2, of: 3, learnt: 7, remaining: 12, noHistory: true), .noHistory,
            .plainWelcome(most: 10, daily: true), .noBest(dailies: true), .noBest(dailies: false),
        ]
        return notices.map { words($0) } + plays.map { words($0) } + plain.map { words($0) } + views.map { words($0) }
            + practice.map { words($0) } + [words(StatsPhrase.poolBank)]
    }

    /// French typography: « guillemets », ’ as the apostrophe, no-break spaces before : ; ! ?.
    func testEveryFrenchSentenceFollowsFrenchTypography() {
        let sentences = everySentence
        XCTAssertGreaterThan(sentences.count, 120)
        for sentence in sentences {
            XCTAssertFalse(sentence.contains("'") || sentence.contains("\""), "straight quote: \(sentence)")
            XCTAssertFalse(sentence.contains("“"), "English quotes: \(sentence)")
            for mark in [":", ";", "!", "?"] {
                XCTAssertFalse(sentence.contains(" " + mark), "a breaking space before \(mark): \(sentence)")
            }
            for (index, character) in sentence.enumerated() where ";!?".contains(character) {
                let before = sentence[sentence.index(sentence.startIndex, offsetBy: index - 1)]
                XCTAssertEqual(before, "\u{202F}", "no narrow no-break space before \(character): \(sentence)")
            }
            XCTAssertFalse(
                sentence.contains("« ") || sentence.contains(" »"), "a breaking space inside guillemets: \(sentence)")
        }
    }

    /// Why the Open Trivia DB failed, after the source in the header: at most 40 columns for
    /// opentdb.com, as in English.
    func testEveryFrenchReasonFitsFortyColumns() {
        let text = PlayerText(words: .french)
        for error in Self.errors {
            let reason = text.reason(error)
            XCTAssertLessThanOrEqual(ScreenBuffer.displayWidth(ofText: reason), 40, reason)
            XCTAssertNotEqual(reason, PlayerText().reason(error))
        }
    }
}
