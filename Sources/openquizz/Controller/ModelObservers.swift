import Foundation
import QuizCore
import QuizStore

/// The controller's ears on the model: what the game, the history and the storage announce,
/// handed on as controller events to whoever the loop named.
@MainActor
final class ModelObservers {
    private let notificationCenter: NotificationCenter
    /// Where the model reports files it could not save.
    private let storageProblems: StorageProblems?
    private var observers: [any NSObjectProtocol] = []
    /// Where the model's events go: the loop, which hands each back to the controller.
    private(set) var deliver: (@MainActor (ControllerEvent) -> Void)?

    init(notificationCenter: NotificationCenter, storageProblems: StorageProblems?) {
        self.notificationCenter = notificationCenter
        self.storageProblems = storageProblems
    }

    /// Observes `game`, its history and `storageProblems`, sending what they announce to `deliver`.
    func start(game: Game, deliver: @escaping @MainActor (ControllerEvent) -> Void) {
        self.deliver = deliver
        for (name, event) in [
            (Notification.Name.questionsLoaded, ControllerEvent.questionsLoaded),
            (.questionsFailedToLoad, .questionsFailedToLoad),
            (.questionsLoadingProgress, .loadingProgressed),
            (.openTriviaDBStatusChanged, .openTriviaDBStatusChanged),
        ] {
            // The `Game` posts on the main actor, so the observer runs there.
            let observer = notificationCenter.addObserver(forName: name, object: game, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.deliver?(event) }
            }
            observers.append(observer)
        }
        // Posted by the history on the main actor, as the game's notifications are.
        let historyObserver = notificationCenter.addObserver(
            forName: .historyLoaded, object: game.history, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.deliver?(.historyLoaded) }
        }
        observers.append(historyObserver)
        if let storageProblems {
            // Posted on the thread that failed to write: only hand it to the main actor.
            let observer = notificationCenter.addObserver(
                forName: .storageProblemReported, object: storageProblems, queue: nil
            ) { [weak self] _ in
                Task { @MainActor in self?.reported(storageProblems) }
            }
            observers.append(observer)
        }
    }

    /// Sends each file the model could not save.
    private func reported(_ storageProblems: StorageProblems) {
        guard let deliver else { return }
        for problem in storageProblems.takeNew() { deliver(.storageProblem(problem)) }
    }

    /// Stops observing the model.
    func stop() {
        for observer in observers { notificationCenter.removeObserver(observer) }
        observers.removeAll()
        deliver = nil
    }
}
