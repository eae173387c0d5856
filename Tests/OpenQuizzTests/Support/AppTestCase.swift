import Foundation
import Glibc
import QuizStore
import QuizView
import TestSupport
import XCTest

@testable import openquizz

/// What `AppTests` and `AppSignalTests` share: a manual clock, the question source and the
/// notification center of the app last made, and the apps a test started.
class AppTestCase: XCTestCase {
    var clock = ManualClock()
    var source = ManualSource(questions: makeQuestions(10))
    var center = NotificationCenter()
    /// The apps started by the test, kept alive until its end (the backend holds them weakly).
    var apps: [App] = []

    /// A started app over a recording backend, loading its first game.
    @MainActor
    func makeApp(
        width: Int = 80, height: Int = 24, problems: StorageProblems? = nil, center: NotificationCenter = .init(),
        usesMouse: Bool = false
    ) -> (App, RecordingBackend, GameController) {
        clock = ManualClock(seconds: 1000)
        source = ManualSource(questions: makeQuestions(10))
        self.center = center
        let theme = Theme(colorMode: .colors, ascii: false)
        let controller = GameController(
            game: immediateGame(source: source, notificationCenter: center), clock: clock, theme: theme,
            notificationCenter: center, storageProblems: problems, usesMouse: usesMouse)
        let backend = RecordingBackend(clock: clock, width: width, height: height)
        let app = App(
            backend: backend, controller: controller, theme: theme, clock: clock.anyClock,
            text: CommandLineText(words: .english))
        app.start()
        apps.append(app)
        return (app, backend, controller)
    }

    /// A started app showing its first question at rest.
    @MainActor
    func makeAppAtRest() async -> (App, RecordingBackend, GameController) {
        let (app, backend, controller) = makeApp()
        await answer(source, controller)
        backend.run(until: clock.seconds + 2)
        return (app, backend, controller)
    }
}
