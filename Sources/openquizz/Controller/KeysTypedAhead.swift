import QuizView

/// Keys typed while a game's questions load, kept in order until the questions are on screen.
///
/// N (or ↑) asks for new questions, which arrive a moment later; a key typed meanwhile (`n` then
/// `l` in one read, or a burst of whole games) must act on the new game's first question, not
/// be lost. While the questions load, the keys that act on a question (the answers, the page key)
/// wait here; once one waits, every key after it waits behind it, so that they all act in the
/// order typed. q and Esc never wait: they quit at once, as Ctrl-C does. When the questions
/// arrive (or fail to), the keys are handed back to the controller, one by one, as if typed
/// then: an `n` among them asks for another game, and the keys after it wait again.
///
/// At most `capacity` keys wait: more than any player types while a game loads, and a flood
/// (a megabyte pasted without bracketed paste, a key held down while the server is slow) costs
/// no more memory than that. The first keys are kept, the ones past the bound dropped.
struct KeysTypedAhead: Equatable {
    /// The most keys that wait: fifty whole games of ten answers and N, typed ahead, fit.
    static let capacity = 1_000

    private var keys: [Key] = []

    /// Whether no key waits.
    var isEmpty: Bool { keys.isEmpty }

    /// Keeps `key` after the others, unless `capacity` keys wait already (then it is dropped).
    mutating func append(_ key: Key) {
        guard keys.count < Self.capacity else { return }
        keys.append(key)
    }

    /// Holds `key` back when keys wait already, unless it `quits`, and says whether it did.
    ///
    /// Behind a key that waits for the questions, every key waits (or is dropped past
    /// `capacity`), but q and Esc.
    mutating func holdsBack(_ key: Key, quits: Bool) -> Bool {
        guard !isEmpty, !quits else { return false }
        append(key)
        return true
    }

    /// Every key that waits, oldest first; none waits after.
    mutating func takeAll() -> [Key] {
        defer { keys = [] }
        return keys
    }

    /// Hands `keys` to `act` one by one, in order, as if typed now (a new game among them makes
    /// the keys after it wait again), and says what the app does after them: quit at a key that
    /// quits, the keys after it dropped; else go on, copying what the last copy asked for.
    static func replay(_ keys: [Key], _ act: (Key) -> GameController.Outcome) -> GameController.Outcome {
        var outcome = GameController.Outcome.keepGoing
        for key in keys {
            switch act(key) {
            case .quit: return .quit
            case .copy(let text): outcome = .copy(text)
            case .keepGoing, .repaintAll: break
            }
        }
        return outcome
    }

    /// Whether `key` acts on the question shown (an answer, the next page): typed while the
    /// questions load, it waits for them.
    static func waitsForTheQuestions(_ key: Key) -> Bool {
        KeyMap.binding(for: key)?.availability == .onQuestion
    }

}
