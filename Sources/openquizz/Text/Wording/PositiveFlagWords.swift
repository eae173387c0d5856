/// What `--help`, the completions and the man page say of the positive flags (`--color`,
/// `--full-motion`, `--explanations`, `--mouse`), which undo the settings file's "off" for one run:
/// their help (as `FlagWords`' help: lowercase, no full stop, "\n" where it goes on) and their
/// brief; the man page's paragraph is the help as a sentence.
enum PositiveFlagWords: Phrase {
    /// The setting a positive flag turns back on.
    enum Topic: CaseIterable, Sendable {
        case color, fullMotion, explanations, mouse
    }

    case help(Topic)
    case brief(Topic)

    func english(_ words: Wording) -> String {
        switch self {
        case .help(let topic):
            switch topic {
            case .color: "colours, though the settings file or NO_COLOR\nsays no"
            case .fullMotion: "slides and bounces, though the settings file or\nOPENQUIZZ_REDUCED_MOTION says no"
            case .explanations: "show the fact behind each answer, though the\nsettings file says no"
            case .mouse: "drag and click, though the settings file says no"
            }
        case .brief(let topic):
            switch topic {
            case .color: "colours, whatever the settings say"
            case .fullMotion: "slides and bounces, whatever the settings say"
            case .explanations: "show the explanations, whatever the settings say"
            case .mouse: "use the mouse, whatever the settings say"
            }
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .help(let topic):
            switch topic {
            case .color: "les couleurs, même si le fichier de réglages ou\nNO_COLOR dit non"
            case .fullMotion:
                "glissements et rebonds, même si le fichier de\nréglages ou OPENQUIZZ_REDUCED_MOTION dit non"
            case .explanations: "montrer l’explication de chaque réponse, même si\nle fichier de réglages dit non"
            case .mouse: "glisser et cliquer, même si le fichier de réglages\ndit non"
            }
        case .brief(let topic):
            switch topic {
            case .color: "les couleurs, quoi que disent les réglages"
            case .fullMotion: "glissements et rebonds, quoi que disent les réglages"
            case .explanations: "les explications, quoi que disent les réglages"
            case .mouse: "la souris, quoi que disent les réglages"
            }
        }
    }
}
