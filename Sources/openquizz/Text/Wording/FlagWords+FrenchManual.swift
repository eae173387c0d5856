// The French man page's paragraph for each flag, in roff (Assets/openquizz.fr.6's OPTIONS): `\~`
// is the no-break space French puts before : ; ? ! and inside « ».

extension FlagWords {
    /// Nil where the help, as a sentence, says it all.
    static func frenchManual(_ topic: Topic) -> String? {
        switch topic {
        case .amount: "Le nombre de questions par partie, de 1 à 50 (10 par défaut)."
        case .ascii: "Tout dessiner en ASCII\\~: cadres, icônes, indicateur d’attente et texte."
        case .category:
            """
            Des questions d’une seule catégorie de l’Open Trivia DB, par son numéro (de 9 à 32) ou une partie
            de son nom anglais, comme
            .BR computers \\~;
            avec
            .B \\-\\-deck
            ou
            .BR \\-\\-questions ,
            une des catégories du paquet, par son nom, en majuscules ou minuscules, ou une partie de celui\\-ci.
            """
        case .difficulty: #".BR easy " (facile), " medium " (moyenne) ou " hard " (difficile)."#
        case .offline: "Jouer les questions du quiz intégré\\~; ne jamais utiliser le réseau."
        case .questions: frenchQuestionsManual
        case .check: frenchCheckManual
        case .apiURL:
            "Un serveur compatible avec l’Open Trivia DB, en http ou https (https://opentdb.com par défaut)."
        case .listCategories:
            """
            Afficher le numéro et le nom de chaque catégorie, puis quitter (avec
            .BR \\-\\-offline ,
            les catégories du quiz intégré).
            """
        case .deck: frenchDeckManual
        case .listDecks:
            """
            Afficher vos paquets (les fichiers du dossier des paquets, voir
            .BR FICHIERS )\\~:
            le nom, les questions et les catégories de chacun, les parties que vous en avez jouées et votre
            meilleur score, puis quitter.
            """
        case .inOrder:
            """
            Avec
            .B \\-\\-deck
            ou
            .BR \\-\\-questions \\~:
            les questions dans l’ordre du paquet, comme on suit une leçon, chaque partie reprenant là où la
            précédente s’est arrêtée, plutôt qu’au hasard.
            """
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
        case .stats: frenchStatsManual
        case .json:
            """
            Avec
            .BR \\-\\-stats \\~:
            la même chose en JSON, pour les scripts\\~; hors d’une locale UTF\\-8, chaque caractère au\\-delà de
            l’ASCII est écrit en échappement \\\\u.
            """
        case .seed:
            """
            Les mêmes questions du quiz intégré, dans le même ordre à chaque fois\\~; ce qui a été joué
            avant n’est ni sauté ni retenu.
            """
        case .noColor: "Sans couleurs."
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
        case .mode: Options.Mode.manual(.french)
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
        case .lang:
            """
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
        case .daily: frenchDailyManual
        case .plain: frenchPlainManual
        case .help: "Afficher les options et les touches, puis quitter."
        case .version: "Afficher la version, et le commit dont elle est construite quand il est connu, puis quitter."
        }
    }

    private static let frenchQuestionsManual = """
        Jouer les questions de
        .I FILE
        au lieu de l’Open Trivia DB et du quiz intégré\\~; ne jamais utiliser le réseau. Le format
        se lit dans le contenu\\~: du CSV tel qu’un tableur l’enregistre (une ligne d’en\\-tête nommant les
        colonnes
        .BR statement " et " answer ,
        et au besoin
        .BR explanation ", " category " et " difficulty ,
        dans n’importe quel ordre\\~; virgule ou point\\-virgule\\~; réponses true/false, t/f, yes/no, 1/0,
        vrai/faux, oui/non ou leurs équivalents allemands, espagnols ou italiens), ou du JSON tel que
        l’api.php de l’Open Trivia DB le renvoie, dans chacun de ses encodages (les questions à choix
        multiple sont sautées). Les lignes qui posent problème sont écartées et comptées dans
        l’en\\-tête\\~; un fichier sans aucune question jouable est refusé (code de sortie 2). Voir
        .BR \\-\\-check .
        """

    private static let frenchCheckManual = """
        Lire chaque
        .I FILE
        comme le ferait
        .B \\-\\-questions
        et dire ce que rencontrerait un joueur\\~: une ligne par problème, avec son numéro de ligne (CSV)
        ou d’entrée (JSON) et ce qu’il faut changer, puis combien de questions sont prêtes à jouer\\~; une
        ligne vide entre les fichiers. Un nom qui n’est pas un fichier mais l’un de vos paquets (tel que
        .B \\-\\-deck
        le trouve) vérifie le fichier de ce paquet. Code de sortie 0 quand chaque fichier est prêt à
        jouer, 1 sinon. N’accepte pas d’autre option que
        .BR \\-\\-plain ", " \\-\\-no\\-color ", " \\-\\-ascii ", " \\-\\-reduced\\-motion " et " \\-\\-no\\-mouse .
        """

    private static let frenchDeckManual = """
        Jouer l’un de vos paquets, hors ligne\\~: un fichier du dossier des paquets (voir
        .BR FICHIERS ),
        nommé sans son extension. Un nom est cherché tel quel, puis sans tenir compte des majuscules,
        puis comme le début du nom d’un paquet. Aucune question ne revient avant que le paquet ait été
        joué en entier, d’une session à l’autre aussi\\~;
        .BR \\-\\-category ,
        .B \\-\\-difficulty
        et
        .B \\-\\-amount
        choisissent parmi ses questions.
        """

    private static let frenchStatsManual = """
        Afficher ce que dit l’historique, puis quitter\\~: les parties jouées (une partie compte une fois
        finie), les questions répondues, la réussite globale, par catégorie et par difficulté (les 40
        catégories qui ont le plus de réponses, les autres ensemble), puis le meilleur score et la série
        de parties d’affilée à 7/10 ou mieux parmi les parties semblables à la dernière jouée (autant de
        questions, de la même source, avec les mêmes filtres). Après un défi du jour\\~: les jours joués
        (et combien le jour même), la série de défis, et combien de défis ont fini à chaque score, de
        0/10 à 10/10.
        """

    private static let frenchDailyManual = """
        Le défi du jour (date UTC)\\~: dix questions du quiz intégré, les mêmes pour tous les joueurs,
        de la plus facile à la plus difficile\\~; le nº\\~1 date du 2026\\-11\\-01. Il se joue une fois\\~:
        redemandé, il montre votre résultat, votre revue et la ligne à partager. Avec
        .IR DATE ,
        au format AAAA\\-MM\\-JJ, celui d’un jour passé (les archives\\~; il ne compte pas pour la série)\\~;
        jamais d’un jour à venir. N’accepte ni
        .BR \\-\\-amount ", " \\-\\-category ", " \\-\\-difficulty ", " \\-\\-seed ", " \\-\\-mode ,
        .BR \\-\\-questions ", " \\-\\-deck ", " \\-\\-in\\-order ", " \\-\\-stats " ni " \\-\\-list\\-categories ,
        ni une
        .I DATE
        vide, se donne une seule fois, et n’utilise jamais le réseau. Avec
        .BR \\-\\-no\\-history ,
        un défi déjà joué reste affiché comme joué, et un nouvel essai n’est pas gardé.
        .B D
        lance celui du jour depuis le jeu.
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
}
