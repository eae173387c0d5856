/// The man page's paragraph, in roff, of each flag that chooses the game: its questions, where they
/// come from, how many and in what order, the way to play, the daily challenge, and the checks and
/// lists of them (`FlagManualWords` says which flag's paragraph is here).
///
/// French roff puts `\~`, a no-break space, before : ; ? ! and inside « ».
enum GameFlagManualWords: Phrase {
    case amount, category, difficulty, offline, questions, check
    case apiURL, listCategories, deck, listDecks, inOrder, seed
    case mode, daily

    func english(_ words: Wording) -> String {
        switch self {
        case .amount: FlagDocuments.roff(sentence: FlagWords.help(.amount).english(words))
        case .category:
            """
            Questions of one Open Trivia DB category, by id (9 to 32) or by a part of its name, such as
            .BR computers ;
            with
            .BR \\-\\-deck
            or
            .BR \\-\\-questions ,
            one of the deck's own categories, by its name in any case or a part of it.
            """
        case .difficulty: #".BR easy ", " medium " or " hard ."#
        case .offline: "Play the questions shipped with the game; never use the network."
        case .questions: Self.englishQuestionsManual
        case .check: Self.englishCheckManual
        case .apiURL: #"Any Open Trivia DB\(encompatible server, http or https (default https://opentdb.com)."#
        case .listCategories:
            """
            Print the categories' ids and names, then exit (with
            .BR \\-\\-offline ,
            the shipped questions' categories).
            """
        case .deck: Self.englishDeckManual
        case .listDecks:
            """
            Print your decks (the files in the decks folder, see
            .BR FILES ):
            each one's name, questions and categories, the games you played of it and your best, then exit.
            """
        case .inOrder:
            """
            With
            .BR \\-\\-deck
            or
            .BR \\-\\-questions :
            the questions in the deck's order, as a lesson goes, each game going on where the last one
            stopped, rather than at random.
            """
        case .seed:
            """
            The same shipped questions in the same order every time; what was played before is neither
            skipped nor remembered.
            """
        case .mode: Options.Mode.manual(.english)
        case .daily: Self.englishDailyManual
        }
    }

    private static let englishDeckManual = """
        Play one of your decks, offline: a file in the decks folder (see
        .BR FILES ),
        named without its extension. A name matches exactly, then in any case, then as the start of one
        deck's name. No question repeats until the deck has been played through, across runs too;
        .BR \\-\\-category ,
        .B \\-\\-difficulty
        and
        .B \\-\\-amount
        choose among its questions.
        """

    private static let englishQuestionsManual = """
        Play the questions in
        .I FILE
        instead of the Open Trivia DB and the shipped questions; never use the network. The format is
        read from the content: CSV as a spreadsheet saves it (a header row naming the columns
        .BR statement " and " answer ,
        and optionally
        .BR explanation ", " category " and " difficulty ,
        in any order; comma or semicolon; answers true/false, t/f, yes/no, 1/0 or their French, German, Spanish or Italian words), or JSON exactly as the
        Open Trivia DB's api.php answers it, in any of its encodings (multiple-choice questions are
        skipped). Rows with problems are left out and counted in the header; a file with no playable
        question is refused (exit status 2). See
        .BR \\-\\-check .
        """

    private static let englishCheckManual = """
        Read each
        .I FILE
        as
        .B \\-\\-questions
        would and say what a player would hit: one line per problem, with its line (CSV) or entry (JSON)
        number and what to change, then how many questions are ready to play; a blank line between
        files. A name that is no file but one of your decks (as
        .B \\-\\-deck
        finds it) checks that deck's file. Exit status 0 when every file is ready to play, 1 otherwise.
        Takes no other option but
        .BR \\-\\-plain ", " \\-\\-no\\-color ", " \\-\\-ascii ", " \\-\\-reduced\\-motion " and " \\-\\-no\\-mouse ;
        after
        .BR \\-\\- ,
        every word is a file, even one that starts with a dash.
        """

    private static let englishDailyManual = """
        Today's daily challenge (the UTC date): ten questions from the shipped ones, the same for every
        player, easy to hard; #1 was 2026-11-01. Played once: asked again, it shows your result, your
        review and the share line. With
        .IR DATE ,
        as YYYY-MM-DD, a past day's (the archive; it doesn't count for the streak); never a day to come.
        Takes no
        .BR \\-\\-amount ", " \\-\\-category ", " \\-\\-difficulty ", " \\-\\-seed ", " \\-\\-mode ,
        .BR \\-\\-questions ", " \\-\\-deck ", " \\-\\-in\\-order ", " \\-\\-stats " or " \\-\\-list\\-categories ,
        no empty
        .IR DATE ,
        is given once, and never uses the network. With
        .BR \\-\\-no\\-history ,
        a challenge played before still shows as played, and a new try isn't kept.
        .B D
        plays today's from the game.
        """

    func french(_ words: Wording) -> String {
        switch self {
        case .amount: "Le nombre de questions par partie, de 1 à 50 (10 par défaut)."
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
        case .questions: Self.frenchQuestionsManual
        case .check: Self.frenchCheckManual
        case .apiURL:
            "Un serveur compatible avec l’Open Trivia DB, en http ou https (https://opentdb.com par défaut)."
        case .listCategories:
            """
            Afficher le numéro et le nom de chaque catégorie, puis quitter (avec
            .BR \\-\\-offline ,
            les catégories du quiz intégré).
            """
        case .deck: Self.frenchDeckManual
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
        case .seed:
            """
            Les mêmes questions du quiz intégré, dans le même ordre à chaque fois\\~; ce qui a été joué
            avant n’est ni sauté ni retenu.
            """
        case .mode: Options.Mode.manual(.french)
        case .daily: Self.frenchDailyManual
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
        .BR \\-\\-plain ", " \\-\\-no\\-color ", " \\-\\-ascii ", " \\-\\-reduced\\-motion " et " \\-\\-no\\-mouse \\~;
        après
        .BR \\-\\- ,
        chaque mot est un fichier, même s’il commence par un tiret.
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
}
