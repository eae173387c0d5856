import Foundation
import XCTest

/// A whole game in French through the real binary, with `LANG=fr_FR.UTF-8` on a machine that has
/// no French locale generated: French questions, French keys, French verdicts and Game Over.
final class FrenchGameEndToEndTests: EndToEndTestCase {
    /// A short game (`--amount`), its words the same at every question: four of seed 7's take
    /// both verdicts and both keys; a game of ten is played in tmux by DailyEndToEndTests.
    private let length = 4
    private let cardFrame = CellRect.restingCard(screenWidth: 80, screenHeight: 24)!

    /// The shipped French bank's answers, by statement without its whitespace (the card wraps).
    private func frenchAnswers() throws -> [String: Bool] {
        struct Bank: Decodable {
            struct Entry: Decodable {
                var question: String
                var answer: String
                enum CodingKeys: String, CodingKey {
                    case question
                    case answer = "correct_answer"
                }
            }
            var questions: [Entry]
        }
        let url = try QuestionBank.packageRoot().appendingPathComponent("Assets/questions.fr.json")
        let bank = try JSONDecoder().decode(Bank.self, from: Data(contentsOf: url))
        var answers: [String: Bool] = [:]
        for entry in bank.questions { answers[Self.key(entry.question)] = entry.answer == "True" }
        return answers
    }

    private static func key(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && $0 != "\u{A0}" && $0 != "\u{202F}" })
    }

    /// The screen's text with its no-break spaces read as spaces.
    private static func spaced(_ screen: Screen) -> String {
        screen.text.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    func testAFrenchGameFromTheSplashToGameOver() throws {
        let answers = try frenchAnswers()
        // Without the motion (its wording is what is under test here): each answer then shows the
        // next card 0.35 s later, where a slide and a drop took over a second.
        // GamePlayTests plays a whole game in full motion.
        let session = try launch(
            ["--seed", "7", "--amount", "\(length)"],
            environment: ["LC_ALL": "", "LANG": "fr_FR.UTF-8", "OPENQUIZZ_REDUCED_MOTION": "1"])
        func question(_ screen: Screen) -> (text: String, answer: Bool)? {
            guard let card = screen.card(), card.frame == cardFrame, let answer = answers[Self.key(card.text)] else {
                return nil
            }
            return (card.text, answer)
        }
        var screen = try session.waitFor("the first French question") {
            question($0) != nil && Self.spaced($0).contains("Question 1 sur \(length)   Score 0 / \(length)")
        }
        // The game's bank is the shipped one, said in French; no English on the screen.
        XCTAssertTrue(Self.spaced(screen).contains("Hors ligne : quiz intégré"), "\(screen)")
        XCTAssertTrue(Self.spaced(screen).contains("Nouvelle partie [N]"), "\(screen)")
        var keys: Set<String> = []
        for number in 1...length {
            let (text, truth) = try XCTUnwrap(question(screen), "question \(number):\n\(screen)")
            // v and f answer, right on odd questions, wrong on even ones.
            let right = !number.isMultiple(of: 2)
            let key = right == truth ? "v" : "f"
            keys.insert(key)
            try session.send(key)
            let word = truth ? "« Vrai »" : "« Faux »"
            let verdict = right ? "Exact ! C’est \(word)." : "Raté : c’est \(word)."
            let score = "Score \((number + 1) / 2) / \(length)"
            if number < length {
                screen = try session.waitFor("question \(number + 1)") { screen in
                    guard let next = question(screen) else { return false }
                    let spaced = Self.spaced(screen)
                    return next.text != text && spaced.contains("Question \(number + 1) sur \(length)   \(score)")
                        && spaced.contains(verdict)
                }
            } else {
                screen = try session.waitFor("Fin de la partie", stableFor: 0.3) { screen in
                    guard let card = screen.card(), card.frame == self.cardFrame else { return false }
                    return card.text.hasPrefix("Fin de la partie") && Self.spaced(screen).contains(verdict)
                }
            }
        }
        XCTAssertEqual(keys, ["v", "f"], "both French answer keys played")
        let spaced = Self.spaced(screen)
        let half = "\(length / 2) / \(length)"
        XCTAssertTrue(spaced.contains("Fin de la partie : \(half). Pas mal."), "\(screen)")
        XCTAssertTrue(spaced.contains("Score \(half)   Revoir : r"), "\(screen)")
        for english in ["Game Over", "Right!", "Wrong:", "New Game", "Offline"] {
            XCTAssertFalse(spaced.contains(english), "English on a French screen: \(english)\n\(screen)")
        }
        try visitThePanelsInFrench(session)
        try session.send("q")
        try assertExited(session, status: 0)
    }

    /// After Game Over: the review, the stats, the history's search, the help and the daily
    /// challenge, each in French, each closed (or left) as the keys say.
    private func visitThePanelsInFrench(_ session: TmuxSession) throws {
        let english = ["Review", "Stats", "History", "Keys", "Daily #", "press any key"]
        func visit(_ key: String, _ what: String, close: String?, _ expected: @escaping (String) -> Bool) throws {
            try session.send(key)
            let screen = try session.waitFor(what, stableFor: 0.2) { expected(Self.spaced($0)) }
            for word in english {
                XCTAssertFalse(Self.spaced(screen).contains(word), "English on a French screen: \(word)\n\(screen)")
            }
            if let close {
                try session.send(close)
                try session.waitFor("the game again after \(what)") { Self.spaced($0).contains("Nouvelle partie [N]") }
            }
        }
        try visit("r", "the review", close: "Escape") {
            $0.contains("Correction") && $0.contains("OpenQuizz \(self.length / 2)/\(self.length)")
        }
        try visit("s", "the stats", close: "Escape") { $0.contains("Statistiques") && $0.contains("Parties") }
        try visit("/", "the search", close: "Escape") { $0.contains("Historique") }
        try visit("?", "the help", close: "x") { $0.contains("Touches") && $0.contains("v") && $0.contains("vrai") }
        try visit("D", "the daily challenge", close: nil) { $0.contains("Défi nº") && $0.contains("Question 1 sur 10") }
    }

    /// `--list-categories` says in French why it lists the shipped categories.
    func testTheCategoriesFallbackIsSaidInFrench() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oq-fr-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let result = try runWithoutTerminal(
            ["--list-categories", "--api-url", "http://127.0.0.1:9"],
            environment: [
                "LANG": "fr_FR.UTF-8", "LC_ALL": "", "XDG_STATE_HOME": folder.path + "/state",
                "XDG_CACHE_HOME": folder.path + "/cache",
            ])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.standardError,
            "openquizz: Hors ligne\u{A0}: 127.0.0.1 injoignable\u{202F}; la liste du jeu\u{A0}:\n")
    }
}
