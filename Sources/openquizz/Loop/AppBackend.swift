import Foundation
import QuizView

/// Everything the loop needs from outside the program: the terminal, the wake-ups and the process.
///
/// `TerminalBackend` is the real one (ncurses, dispatch sources, signals, `raise`, `exit`); the
/// tests drive `App` with a recording one and a manual clock, so frame scheduling and signal
/// dispatch are checked without a terminal and without sleeping.
@MainActor
protocol AppBackend: AnyObject {
    // MARK: - The terminal

    /// The screen's size in cells, as last read.
    var size: (width: Int, height: Int) { get }

    /// Shows `buffer` on the screen.
    func draw(_ buffer: ScreenBuffer)

    /// Whether the game's process group owns the terminal (false after `bg`).
    var isForeground: Bool { get }

    /// Reads what the terminal sent, without waiting.
    func readInput() -> Terminal.InputRead

    /// Reads the screen's size again (after SIGWINCH or Ctrl-L); the next `draw` repaints all.
    func refreshSize()

    /// Asks the terminal to put `text` on the clipboard (OSC 52); terminals that don't allow it
    /// ignore the request.
    func copyToClipboard(_ text: String)

    /// Gives the terminal back for a while (Ctrl-Z).
    func suspend()

    /// Takes the terminal back after a stop; the size may have changed.
    func resume()

    /// Gives the terminal back for good; safe to call more than once.
    func stop()

    // MARK: - Wake-ups

    /// Starts waking the loop: `wake` is called on the main actor when input is readable, when a
    /// signal arrives and when a timer set with `schedule(_:at:)` fires.
    func start(_ wake: @escaping @MainActor (App.Wake) -> Void)

    /// Sets `timer` to fire once at `deadline` (seconds on the app's clock; at once when past),
    /// replacing its previous deadline, or cancels it when `deadline` is nil.
    func schedule(_ timer: App.LoopTimer, at deadline: Double?)

    /// Sets `timer` to fire once when the wall clock (UTC, as `Date()` reads it) reaches `date`,
    /// however the wall clock moves meanwhile (set right, or the machine asleep), replacing its
    /// previous deadline, or cancels it when `date` is nil.
    func schedule(_ timer: App.LoopTimer, atWallTime date: Date?)

    // MARK: - The process

    /// The signals that came and haven't been handed to the loop yet (taken: they won't be),
    /// waiting a moment for one when none has (it may be on its way from another thread).
    func takeSignals() -> [Int32]

    /// Stops the whole process (Ctrl-Z) and returns once it is continued (`fg`).
    func stopProcess()

    /// Ends the process with `status`, after printing `message`, if any, on one line of stderr.
    func exit(status: Int32, message: String?)
}
