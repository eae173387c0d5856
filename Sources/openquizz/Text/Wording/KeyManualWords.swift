/// The man page's KEYS section, entry by entry: roff, each key named from the key table.
enum KeyManualPhrase: Phrase {
    /// The keys an entry names, as roff writes them (`KeyDocuments.roff`).
    struct Keys: Sendable {
        var page = "", copy = "", up = "", down = "", open = "", cycle = "", close = "", daily = ""
    }

    case command(Command, Keys)
    case mouseKey
    case mouse
    /// Ctrl-L, which the terminal's key table doesn't hold: the app answers it.
    case redraw

    func english(_ words: Wording) -> String {
        switch self {
        case .command(let command, let keys): Self.english(command, keys)
        case .mouseKey: "Mouse"
        case .mouse:
            """
            Press on the card and drag: it follows, leans and turns green (true) to the right or red (false)
            to the left; let go past a quarter of the screen's width to answer, short of it and it springs
            back; False and True under the card light up as it goes toward them. Click False or True to
            answer as the arrow keys do (where the screen has a row for them: not at 12 rows). Drag it up
            for a new game; click New Game for one too, and o Settings at the end of the bottom row for the
            settings. The wheel scrolls the review, the stats, the search list and the settings. In
            terminals that report the mouse (xterm and its kin, tmux); hold Shift to select text meanwhile.
            """
        case .redraw:
            """
            Draws the whole screen again, after another program wrote over it; as any key does, it also
            closes the help or a panel.
            """
        }
    }

    private static func english(_ command: Command, _ keys: Keys) -> String {
        switch command {
        case .answer(let value): value ? "True." : "False."
        case .nextPage:
            """
            The next page of a question too long for the card; on the last page, marked
            .IR "[\(keys.page) first]" ,
            back to the first.
            """
        case .showAnswer:
            """
            The last answer in full, in a box titled with its question's number: the statement, the verdict
            and the explanation.
            """
        case .review:
            """
            After Game Over: the game reviewed question by question (your answer, the right one, the
            explanation), with a share line such as
            .I OpenQuizz 7/10
            and a mark per answer;
            .B \(keys.copy)
            copies it to the clipboard (OSC 52), where the terminal allows it.
            """
        case .stats: "Your stats: games, accuracy overall, per category and per difficulty, best score, streaks."
        case .history:
            """
            Search every answer ever given, newest first: type words (case and accents don't matter),
            .BR \(keys.up) / \(keys.down)
            to pick one,
            .B \(keys.open)
            for its explanation,
            .B \(keys.cycle)
            for the wrong answers only, then the right ones only,
            .B \(keys.close)
            to come back.
            """
        case .newGame:
            """
            A new game, at any time; during a daily challenge answered at least once, the first asks
            .RI ( "N again leaves Daily #26: one try a day" )
            and the second leaves it.
            """
        case .daily:
            """
            Today's daily challenge (the header says
            .I "Daily #26 waits: \(keys.daily)"
            until it is played); played already, its result, review and share line. During today's it only
            says you are playing it. A game of a deck has none, and says so.
            """
        case .help: "The keys."
        case .settings: englishSettings
        case .quit: "Quit."
        }
    }

    private static let englishSettings = """
        The settings: where the questions come from (the Open Trivia DB, the shipped questions or
        one of your decks), the category (type to filter the list), the difficulty, the questions
        per game, the way to play, the language, colour, motion, explanations and the mouse. A
        change plays from the next game, which
        .B n
        starts at once; language, colour and the mouse from the next start.
        """

    func french(_ words: Wording) -> String {
        switch self {
        case .command(let command, let keys): Self.french(command, keys)
        case .mouseKey: "Souris"
        case .mouse:
            """
            Appuyez sur la carte et faites-la glisser\u{00A0}: elle suit, penche et vire au vert (vrai) vers la
            droite ou au rouge (faux) vers la gauche\u{202F}; lâchez-la au-delà d’un quart de la largeur de
            l’écran pour répondre, en deçà elle revient\u{202F}; Faux et Vrai, sous la carte, s’allument à
            son approche. Cliquez sur Faux ou Vrai pour répondre comme avec les flèches (là où l’écran a une
            ligne pour eux\u{00A0}: pas sur 12 lignes). Glissez-la vers le haut pour une nouvelle partie,
            ou cliquez sur le bouton de nouvelle partie, et sur o Réglages au bout de la dernière ligne pour
            les réglages. La molette fait défiler la correction, les statistiques, la liste de recherche et
            les réglages. Dans les terminaux qui signalent la souris (xterm et ses
            cousins, tmux)\u{202F}; gardez Maj enfoncée pour sélectionner du texte.
            """
        case .redraw:
            """
            Redessine tout l’écran, quand un autre programme a écrit par-dessus\u{202F}; comme toute
            touche, ferme aussi l’aide ou un panneau.
            """
        }
    }

    private static func french(_ command: Command, _ keys: Keys) -> String {
        switch command {
        case .answer(let value): value ? "Vrai." : "Faux."
        case .nextPage:
            """
            La page suivante d’une question trop longue pour la carte\u{202F}; sur la dernière, marquée
            .IR "[\(keys.page) début]" ,
            retour à la première.
            """
        case .showAnswer:
            """
            La dernière réponse en entier, dans un cadre titré du numéro de sa question\u{00A0}: l’énoncé, le
            verdict et l’explication.
            """
        case .review:
            """
            Une fois la partie finie\u{00A0}: sa correction question par question (votre réponse, la bonne,
            l’explication), avec une ligne à partager comme
            .I OpenQuizz 7/10
            et une marque par réponse\u{202F};
            .B \(keys.copy)
            la copie dans le presse-papiers (OSC\u{00A0}52), si le terminal le permet.
            """
        case .stats:
            "Vos statistiques\u{00A0}: parties, réussite en tout, par catégorie et par difficulté, record, séries."
        case .history:
            """
            Cherchez parmi toutes vos réponses, les plus récentes d’abord\u{00A0}: tapez des mots (casse et
            accents n’y changent rien),
            .BR \(keys.up) / \(keys.down)
            pour en choisir une,
            .B \(keys.open)
            pour son explication,
            .B \(keys.cycle)
            pour les mauvaises réponses seules, puis les bonnes seules,
            .B \(keys.close)
            pour revenir.
            """
        case .newGame:
            """
            Une nouvelle partie, à tout moment\u{202F}; pendant un défi du jour déjà entamé, la première demande
            .RI ( "Encore N pour quitter le défi nº 26\\~: un essai par jour" )
            et la seconde le quitte.
            """
        case .daily:
            """
            Le défi du jour (l’en-tête affiche
            .I "Défi nº 26 à jouer\\~: \(keys.daily)"
            tant qu’il n’est pas joué)\u{202F}; déjà joué, son résultat, sa correction et sa ligne à partager.
            Pendant celui du jour, la touche dit seulement qu’il est en cours. Une partie de paquet n’en a
            pas, et le dit.
            """
        case .help: "Les touches."
        case .settings: frenchSettings
        case .quit: "Quitter."
        }
    }

    private static let frenchSettings = """
        Les réglages\u{00A0}: d’où viennent les questions (l’Open Trivia DB, le quiz intégré ou l’un de vos
        paquets), la catégorie (tapez pour filtrer la liste), la difficulté, le nombre de questions par
        partie, la façon de jouer, la langue, les couleurs, les animations, les explications et la
        souris. Un changement vaut dès la partie suivante, que
        .B n
        lance aussitôt\u{202F}; la langue, les couleurs et la souris au prochain lancement.
        """
}
