import Foundation
import QuizCore
import TestSupport
import XCTest

@testable import openquizz

/// The daily challenge's sentences in French: Game Over's, the notices', plain mode's and the
/// share line; and French numbers and dates where the panels show them.
final class FrenchDailyTests: XCTestCase {
    private var text: PlayerText {
        var text = PlayerText()
        text.words = .french
        return text
    }

    private func visible(_ text: String) -> String {
        FrenchStatsTests.visible(text)
    }

    func testGameOverOfADailyInFrench() {
        XCTAssertEqual(
            [
                text.daily.over(number: 26, right: 10, answered: 10, of: 10, replay: false, streak: 3),
                text.daily.over(number: 26, right: 7, answered: 10, of: 10, replay: false, streak: nil),
                text.daily.over(number: 26, right: 2, answered: 10, of: 10, replay: false, streak: nil),
                text.daily.over(number: 25, right: 2, answered: 10, of: 10, replay: false, isPast: true, streak: nil),
                text.daily.over(number: 26, right: 2, answered: 4, of: 10, replay: true, streak: nil),
            ].map(visible),
            [
                "Défi nº_26 · 10_/_10. Sans faute^! 3_jours d’affilée.",
                "Défi nº_26 · 7_/_10. Bien joué.",
                "Défi nº_26 · 2_/_10. Le prochain, demain.",
                "Défi nº_25 · 2_/_10. Celui du jour vous attend.",
                "Défi nº_26 · 2_/_10. Déjà joué (arrêté après 4)_: un essai par jour.",
            ])
    }

    func testTheDailysNoticesAndPlainLinesInFrench() {
        XCTAssertEqual(
            [
                text.daily.header(dailyWaiting: 26, playing: nil),
                text.daily.header(dailyWaiting: nil, playing: 26, ascii: true),
                text.daily.modeNotice(.playingDaily(26), today: 26),
                text.daily.modeNotice(.leaveAsked(.daily(26), byDrag: true), today: 26),
                text.daily.modeNotice(.leaveAsked(.daily(25), byDrag: false), today: 26, plain: true),
                text.daily.modeNotice(.noDaily, today: 26), text.daily.reviewHint,
                text.words(DailyPhrase.left(26, answered: 1, notKept: nil)),
                text.words(
                    DailyPhrase.left(26, answered: 3, notKept: text.words(DailyPhrase.notKept(noHistory: true)))),
                text.daily.plainPlayed(number: 26), text.daily.plainStart(number: 1, date: "2026-12-01"),
            ].map(visible),
            [
                "OpenQuizz · Défi nº_26 à jouer_: D",
                "OpenQuizz - Défi nº_26",
                "Vous jouez déjà le défi nº_26.",
                "Glissez encore vers le haut (ou N) pour quitter le défi nº_26_: un essai par jour.",
                "Encore n pour quitter le défi nº_25_: il comptera comme joué.",
                "Pas de défi du jour avec un paquet_: lancez openquizz --daily pour y jouer.",
                "Touche r_: correction et partage.",
                "Défi nº_26 quitté après 1 réponse_: il compte comme joué.",
                "Défi nº_26 quitté après 3 réponses. Pas gardé (--no-history)_: il ne comptera pas.",
                "Défi nº_26 déjà joué_: un essai par jour. Vos réponses_:",
                "Défi nº_1 (1er décembre 2026)_: les dix mêmes questions pour tous, de la plus facile à la plus dure.",
            ])
    }

    func testTheShareLinesInFrench() {
        let daily = FrenchStatsTests.records().filter { $0.daily == 1 }
        XCTAssertEqual(
            visible(text.daily.shareLine(Array(daily.prefix(8)), number: 1, ascii: true)),
            "OpenQuizz Défi nº_1 7/10 +++++++-..")
        var deck = Array(FrenchStatsTests.records().filter { $0.deck != nil })
        deck.removeLast()
        XCTAssertEqual(visible(text.panel.shareLine(deck, ascii: false)), "OpenQuizz «_physique_» 1/2 ✅❌")
    }

    func testFrenchNumbersInTheHistorysPosition() {
        XCTAssertEqual(text.panel.historyPosition(selected: 1233, count: 25_678), "1\u{202F}234 sur 25\u{202F}678")
        XCTAssertEqual(PlayerText().panel.historyPosition(selected: 1233, count: 25_678), "1,234 of 25,678")
    }
}
