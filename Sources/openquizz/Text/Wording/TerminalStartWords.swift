import QuizView

/// Why the game's screen can't start (`Terminal.StartError`), on standard error, in English and
/// French: the reason, and what to try (another TERM, `--no-color`, line by line).
///
/// Terminal names and calls are facts: they read the same in every language.
indirect enum TerminalStartWords: Phrase, Equatable, Sendable {
    case notATerminal(Terminal.Stream)
    case terminalNotSet
    case unknownTerminal(String)
    case noCursorAddressing(String)
    /// The reason, then to try another TERM.
    case tryAnotherTerm(TerminalStartWords)
    case setupFailed(String)
    case colorSetupFailed(String)
    /// The terminal can't move its cursor (or is unknown): the game plays line by line.
    case lineByLine(TerminalStartWords, tryTerm: Bool)
    case orPlain(TerminalStartWords)

    func english(_ words: Wording) -> String {
        switch self {
        case .notATerminal(let stream):
            "\(stream == .input ? "standard input" : "standard output") is not a terminal: play in an interactive one"
        case .terminalNotSet: "TERM is not set"
        case .unknownTerminal(let name): "unknown terminal type \"\(name)\""
        case .noCursorAddressing(let name): "terminal \"\(name)\" can't move the cursor"
        case .tryAnotherTerm(let reason): "\(words(reason)); try TERM=xterm-256color"
        case .setupFailed(let call): "can't set up the terminal: \(call)() failed; try TERM=xterm-256color"
        case .colorSetupFailed(let call): "can't set up colours: \(call)() failed; try --no-color"
        case .lineByLine(let reason, let tryTerm):
            tryTerm
                ? "\(words(reason)): playing line by line; try TERM=xterm-256color for the full screen"
                : "\(words(reason)): playing line by line (--plain)"
        case .orPlain(let problem): "\(words(problem)), or play line by line with --plain"
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .notATerminal(let stream):
            "\(stream == .input ? "l’entrée standard" : "la sortie standard") n’est pas un terminal\u{A0}: "
                + "jouez dans un terminal interactif"
        case .terminalNotSet: "TERM n’est pas défini"
        case .unknownTerminal(let name): "type de terminal inconnu \(words.quoted(name))"
        case .noCursorAddressing(let name): "le terminal \(words.quoted(name)) ne sait pas déplacer le curseur"
        case .tryAnotherTerm(let reason): "\(words(reason))\u{202F}; essayez TERM=xterm-256color"
        case .setupFailed(let call):
            "impossible de préparer le terminal\u{A0}: \(call)() a échoué\u{202F}; essayez TERM=xterm-256color"
        case .colorSetupFailed(let call):
            "impossible de préparer les couleurs\u{A0}: \(call)() a échoué\u{202F}; essayez --no-color"
        case .lineByLine(let reason, let tryTerm):
            tryTerm
                ? "\(words(reason))\u{A0}: jeu ligne à ligne\u{202F}; essayez TERM=xterm-256color pour le plein écran"
                : "\(words(reason))\u{A0}: jeu ligne à ligne (--plain)"
        case .orPlain(let problem): "\(words(problem)), ou jouez ligne à ligne avec --plain"
        }
    }
}

extension Wording {
    /// Why the screen can't start, in this language (`words(.terminalNotSet)`).
    func callAsFunction(_ phrase: TerminalStartWords) -> String {
        let any: any Phrase = phrase
        return self(any)
    }
}
