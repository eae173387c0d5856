/// The man page's paragraph, in roff, of each flag that shapes the run rather than the game: how
/// it looks and behaves, what it keeps, and what else it prints (`FlagManualWords` says which
/// flag's paragraph is here).
///
/// French roff puts `\~`, a no-break space, before : ; ? ! and inside « ».
enum RunFlagManualWords: Phrase {
    case noPrefetch, noExplanations, noHistory, stats, json, noColor
    case ascii, reducedMotion, noMouse, lang, settings, noSettings
    case plain, help, version

    func english(_ words: Wording) -> String {
        switch self {
        case .noPrefetch:
            "Don't fetch the next game's questions ahead: fewer requests, and New Game waits for the network."
        case .noExplanations: "Don't show the fact behind each answer (shipped questions have one)."
        case .noHistory:
            """
            Keep no history of this run's answers: nothing is written to the history. It is still read,
            so that the stats, the search and the daily challenge's once a day know the earlier runs; a
            daily challenge played under it isn't kept, and its Game Over says so.
            """
        case .stats: Self.englishStatsManual
        case .json:
            """
            With
            .BR \\-\\-stats :
            the same as JSON, for scripts; outside a UTF-8 locale every character past ASCII is written as
            a \\\\u escape.
            """
        case .noColor: "No colours."
        case .ascii: FlagDocuments.roff(sentence: FlagWords.help(.ascii).english(words))
        case .reducedMotion:
            """
            No slides, bounces or animations: an answered card holds still a moment, coloured, then the next
            one is there; colours, icons and verdicts are unchanged. Also when
            .B OPENQUIZZ_REDUCED_MOTION
            is set to anything.
            """
        case .noMouse: "Leave the mouse to the terminal: no dragging, and text is selected without holding Shift."
        case .lang: Self.englishLangManual
        case .settings:
            """
            Print the settings file's path (see
            .BR FILES ),
            then the settings in force for this command line, one a line: each key as the file writes it,
            its value, and where it comes from (the default, a line of the file, the mode that makes it,
            the environment or a flag), then what is wrong with the file, and exit.
            """
        case .noSettings:
            "Ignore the settings file for this run: every setting is its default unless a flag gives it."
        case .plain: Self.englishPlainManual
        case .help: "Show the options and keys, then exit."
        case .version: "Show the version, and the commit it was built from when known, then exit."
        }
    }

    private static let englishPlainManual = """
        Line by line, for a screen reader, a terminal that can't move its cursor or a script: each
        question is one line ending in
        .IR [t/f] ,
        each answer is followed by its verdict and explanation; no cursor movement, no colour. Lines are
        read from standard input, a terminal or a pipe:
        .B t
        or
        .B f
        answers,
        .B n
        starts a new game,
        .B s
        prints the stats,
        .B q
        quits, and so does the end of the input. Chosen by itself when the terminal can't move its
        cursor (TERM=dumb) or terminfo doesn't know its type.
        """

    private static let englishStatsManual = """
        Print what the history says, then exit: games played (a game counts once finished), questions
        answered, accuracy overall, per category and per difficulty (the 40 categories with the most
        answers, the others together), and the best score and the streak of games in a row at 7/10 or
        better among games like the last one played (as many questions, from the same source, with the
        same filters). After a daily challenge: the days played (and how many on their own day), the
        daily streak, and how many challenges ended at each score, 0/10 to 10/10.
        """

    private static let englishLangManual = """
        The language the game speaks:
        .B en
        or
        .BR fr .
        Without it, the language of
        .BR LC_ALL ,
        .B LC_MESSAGES
        or
        .B LANG
        (and
        .BR LANGUAGE ),
        English when none is one the game speaks.
        """

    func french(_ words: Wording) -> String {
        switch self {
        case .noPrefetch:
            """
            Ne pas chercher d’avance les questions de la partie suivante\\~: moins de requêtes, et Nouvelle
            partie attend le réseau.
            """
        case .noExplanations:
            "Ne pas montrer l’explication de chaque réponse (celles du quiz intégré en ont une)."
        case .noHistory:
            """
            Ne garder aucun historique des réponses de cette session\\~: rien n’y est écrit. Il est lu
            quand même, pour que les statistiques, la recherche et le défi du jour (une fois par jour)
            connaissent les sessions d’avant\\~; un défi du jour joué ainsi n’est pas gardé, et sa fin de
            partie le dit.
            """
        case .stats: Self.frenchStatsManual
        case .json:
            """
            Avec
            .BR \\-\\-stats \\~:
            la même chose en JSON, pour les scripts\\~; hors d’une locale UTF\\-8, chaque caractère au\\-delà de
            l’ASCII est écrit en échappement \\\\u.
            """
        case .noColor: "Sans couleurs."
        case .ascii: "Tout dessiner en ASCII\\~: cadres, icônes, indicateur d’attente et texte."
        case .reducedMotion:
            """
            Ni glissements, ni rebonds, ni animations\\~: une carte répondue reste un instant immobile,
            colorée, puis la suivante est là\\~; couleurs, icônes et verdicts ne changent pas. De même quand
            .B OPENQUIZZ_REDUCED_MOTION
            est défini, quelle que soit sa valeur.
            """
        case .noMouse:
            """
            Laisser la souris au terminal\\~: pas de glisser, et le texte se sélectionne sans tenir Maj.
            """
        case .lang: Self.frenchLangManual
        case .settings:
            """
            Afficher le chemin du fichier de réglages (voir
            .BR FICHIERS ),
            puis les réglages en vigueur pour cette ligne de commande, un par ligne\\~: chaque clé telle que
            le fichier l’écrit, sa valeur et son origine (par défaut, une ligne du fichier, le mode joué,
            l’environnement ou une option), puis ce qui ne va pas dans le fichier, et quitter.
            """
        case .noSettings:
            """
            Ignorer le fichier de réglages pour cette partie\\~: chaque réglage prend sa valeur par défaut,
            sauf si une option la donne.
            """
        case .plain: Self.frenchPlainManual
        case .help: "Afficher les options et les touches, puis quitter."
        case .version: "Afficher la version, et le commit dont elle est construite quand il est connu, puis quitter."
        }
    }

    private static let frenchStatsManual = """
        Afficher ce que dit l’historique, puis quitter\\~: les parties jouées (une partie compte une fois
        finie), les questions répondues, la réussite globale, par catégorie et par difficulté (les 40
        catégories qui ont le plus de réponses, les autres ensemble), puis le meilleur score et la série
        de parties d’affilée à 7/10 ou mieux parmi les parties semblables à la dernière jouée (autant de
        questions, de la même source, avec les mêmes filtres). Après un défi du jour\\~: les jours joués
        (et combien le jour même), la série de défis, et combien de défis ont fini à chaque score, de
        0/10 à 10/10.
        """

    private static let frenchPlainManual = """
        Ligne à ligne, pour un lecteur d’écran, un terminal qui ne sait pas déplacer son curseur ou un
        script\\~: chaque question tient sur une ligne finissant par
        .IR [v/f] ,
        chaque réponse est suivie de son verdict et de son explication\\~; pas de mouvement du curseur, pas
        de couleur. Les lignes sont lues sur l’entrée standard, un terminal ou un tube\\~:
        .B v
        (ou
        .BR vrai )
        répond vrai,
        .B f
        (ou
        .BR faux )
        faux,
        .B n
        commence une nouvelle partie,
        .B s
        affiche les statistiques,
        .B q
        quitte, tout comme la fin de l’entrée. Choisi de lui\\-même quand le terminal ne sait pas
        déplacer son curseur (TERM=dumb) ou que terminfo ne connaît pas son type.
        """

    private static let frenchLangManual = """
        La langue du jeu\\~:
        .B en
        (anglais) ou
        .B fr
        (français). Sans elle, celle de
        .BR LC_ALL ,
        .B LC_MESSAGES
        ou
        .B LANG
        (et de
        .BR LANGUAGE ),
        l’anglais quand aucune n’est une langue que le jeu parle.
        """
}
