// Each flag's help and brief in French, and `--help`'s frame: as a French command's help reads
// (infinitives, « » quotes, a no-break space before : ; ? and inside « »), each help line at most
// 55 columns, as the English.

extension FlagWords {
    func french(_ words: Wording) -> String {
        switch self {
        case .help(let topic): Self.frenchHelp(topic)
        case .brief(let topic): Self.frenchBrief(topic) ?? Self.frenchHelp(topic)
        case .sameAs(let flag): "identique à \(flag)"
        case .orKey: "ou"
        case .usage(let version, let options, let keys):
            """
            OpenQuizz \(version)\u{00A0}: vrai ou faux\u{202F}? Un jeu de quiz pour le terminal.

            Utilisation\u{00A0}: openquizz [options]

            Options\u{00A0}:
            \(options)

            Touches\u{00A0}:
            \(keys)
              Souris\u{00A0}: glissez la carte à droite (vrai) ou à gauche (faux) au-delà
              d’un quart de l’écran, ou vers le haut pour une nouvelle partie\u{202F};
              ou cliquez sur Nouvelle partie.

            Questions de l’Open Trivia DB (https://opentdb.com), sous licence CC BY-SA 4.0\u{202F};
            sans elle, des questions reçues plus tôt ou celles du quiz intégré.
            D’après le cours OpenClassrooms
            «\u{00A0}Développez une application iPhone avec le modèle MVC\u{00A0}».
            """
        }
    }

    private static func frenchHelp(_ topic: Topic) -> String {
        switch topic {
        case .amount: "questions par partie, de 1 à 50 (10 par défaut)"
        case .category: "questions d’une catégorie (voir --list-categories)"
        case .difficulty: "easy, medium ou hard (facile, moyenne, difficile)"
        case .offline: "jouer les questions du quiz intégré, sans réseau"
        case .questions:
            "jouer les questions de FILE (CSV, ou JSON de\nl’Open Trivia DB), sans jamais utiliser le réseau"
        case .check:
            "dire ce que rencontrerait un joueur de chaque FILE,\nligne par ligne, puis quitter (1 en cas de problème)"
        case .apiURL: "un serveur compatible avec l’Open Trivia DB\n(https://opentdb.com par défaut)"
        case .listCategories: "afficher les catégories (numéro et nom), puis quitter"
        case .deck: "jouer un de vos paquets (voir --list-decks)"
        case .listDecks: "afficher vos paquets et vos résultats, puis quitter"
        case .inOrder: "avec --deck ou --questions\u{00A0}: les questions dans\nl’ordre du paquet"
        case .noPrefetch:
            "ne pas chercher d’avance les questions de la partie\nsuivante (moins de requêtes\u{202F}; N attend le réseau)"
        case .noExplanations: "ne pas montrer l’explication de chaque réponse"
        case .noHistory: "ne garder aucun historique des réponses"
        case .stats: "afficher ce que dit l’historique, puis quitter"
        case .json: "avec --stats\u{00A0}: en JSON, pour les scripts"
        case .seed:
            "les mêmes questions du quiz intégré, dans le même\nordre à chaque fois (sans compter les parties d’avant)"
        case .noColor: "sans couleurs (de même si NO_COLOR est défini)"
        case .ascii: "dessiner en ASCII seul\u{00A0}: cadres, icônes, attente, texte"
        case .reducedMotion:
            "ni glissements, ni rebonds, ni animations (de même\nsi OPENQUIZZ_REDUCED_MOTION est défini)"
        case .noMouse: "laisser la souris au terminal (pas de glisser)"
        case .mode: Options.Mode.helpList(.french)
        case .lang: "en ou fr (par défaut\u{00A0}: selon LC_ALL, LC_MESSAGES,\nLANG et LANGUAGE)"
        case .settings:
            "afficher le chemin du fichier de réglages et les\nréglages en vigueur, avec leur origine, puis quitter"
        case .noSettings: "ignorer le fichier de réglages pour cette partie"
        case .daily:
            "le défi du jour (UTC)\u{00A0}: les dix mêmes pour tous, une\nseule fois\u{202F}; DATE (AAAA-MM-JJ) rejoue un jour passé"
        case .plain:
            "ligne à ligne, pour les lecteurs d’écran et les\nscripts (de même si le terminal ne sait pas déplacer\n"
                + "son curseur)"
        case .help: "afficher cette aide et quitter"
        case .version: "afficher la version et quitter"
        }
    }

    private static func frenchBrief(_ topic: Topic) -> String? {
        switch topic {
        case .amount: "questions par partie, de 1 à 50"
        case .category: "questions d’une catégorie"
        case .difficulty: "questions d’une difficulté"
        case .offline, .listCategories, .deck, .listDecks, .noExplanations, .noHistory, .stats, .noColor: nil
        case .noMouse, .help, .version: nil
        case .questions: "jouer les questions d’un fichier CSV ou JSON"
        case .check: "vérifier des fichiers de questions, puis quitter"
        case .apiURL: "un serveur compatible avec l’Open Trivia DB"
        case .inOrder: "avec un paquet\u{00A0}: dans l’ordre du paquet"
        case .noPrefetch: "ne pas chercher d’avance la partie suivante"
        case .json: "avec --stats\u{00A0}: en JSON"
        case .seed: "les questions du quiz intégré, dans le même ordre"
        case .ascii: "dessiner en ASCII seul"
        case .reducedMotion: "ni glissements, ni rebonds, ni animations"
        case .mode: "à quoi jouer"
        case .lang: "la langue du jeu"
        case .settings: "afficher les réglages en vigueur, puis quitter"
        case .noSettings: "ignorer le fichier de réglages"
        case .daily: "le défi du jour, ou celui d’un jour passé"
        case .plain: "ligne à ligne, pour lecteurs d’écran et scripts"
        }
    }
}
