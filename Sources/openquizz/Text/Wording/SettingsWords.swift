import Foundation
import QuizCore

/// The settings file's words: what is wrong with it (one line, on the verdict row or before the
/// game), what `--settings` prints beside the keys, and the comment a new file starts with.
///
/// Keys and values stay as the file writes them (`amount`, `on`): they are what a person types
/// into it, in any language.
enum SettingsWords: Phrase {
    /// The first of what is wrong with the file, and how many more there are.
    case problem(SettingsProblem, others: Int)
    /// `--settings`'s first line: where the file is, and whether it was read.
    case fileLine(path: String, SettingsReport.FileState)
    /// Where a setting in force comes from.
    case origin(SettingsReport.Origin)
    /// The comment at the top of a file the game creates, one line a "\n".
    case fileHeader
    /// After an origin: the way to play (its `--mode` name) doesn't use this setting.
    case unusedBy(mode: String)
    /// The players' names (`player1`, `player2`) typed at the prompt could not be kept in the
    /// file (`path`): the system's `reason`; they play this run, and are asked again next time.
    case namesNotSaved(reason: String, path: String)

    func english(_ words: Wording) -> String {
        switch self {
        case .problem(let problem, let others):
            let more = others > 0 ? " (+\(words.number(others)) more: --settings)" : ""
            return Self.englishProblem(problem, words) + more
        case .fileLine(let path, let state):
            let note =
                switch state {
                case .read: ""
                case .missing: " (none yet)"
                case .ignored: " (ignored: --no-settings)"
                }
            return "Settings file: " + path.removingControlCharacters + note
        case .origin(let origin):
            switch origin {
            case .byDefault: return "default"
            case .file(let line): return "file, line \(words.number(line))"
            case .environment(let name): return "environment, " + name
            case .flag(let flag): return "flag " + flag
            case .mode(let mode): return "mode " + mode
            }
        case .unusedBy(let mode): return "; not used by mode " + mode
        case .namesNotSaved(let reason, let path): return "Names not saved, kept for this run: \(reason) (\(path))"
        case .fileHeader:
            return """
                OpenQuizz settings: one "key = value" a line. The game changes only the lines it saves.
                Keys: \(Settings.Key.allCases.map(\.rawValue).joined(separator: ", ")) (man openquizz, FILES).
                """
        }
    }

    func french(_ words: Wording) -> String {
        switch self {
        case .problem(let problem, let others):
            let more =
                others > 0
                ? " (+\(words.count(others, one: "autre", other: "autres"))\u{00A0}: --settings)" : ""
            return Self.frenchProblem(problem, words) + more
        case .fileLine(let path, let state):
            let note =
                switch state {
                case .read: ""
                case .missing: " (pas encore créé)"
                case .ignored: " (ignoré\u{00A0}: --no-settings)"
                }
            return "Fichier de réglages\u{00A0}: " + path.removingControlCharacters + note
        case .origin(let origin):
            switch origin {
            case .byDefault: return "par défaut"
            case .file(let line): return "fichier, ligne \(words.number(line))"
            case .environment(let name): return "environnement, " + name
            case .flag(let flag): return "option " + flag
            case .mode(let mode): return "mode " + mode
            }
        case .unusedBy(let mode): return "\u{202F}; sans objet en mode " + mode
        case .namesNotSaved(let reason, let path):
            return "Noms non enregistrés, gardés cette fois\u{00A0}: \(reason) (\(path))"
        case .fileHeader:
            return """
                Réglages d’OpenQuizz\u{00A0}: un «\u{00A0}clé = valeur\u{00A0}» par ligne. Le jeu ne change que les lignes qu’il enregistre.
                Clés\u{00A0}: \(Settings.Key.allCases.map(\.rawValue).joined(separator: ", ")) (man openquizz, FICHIERS).
                """
        }
    }

    private static func englishProblem(_ problem: SettingsProblem, _ words: Wording) -> String {
        switch problem {
        case .tooLarge(let limit): "Settings file over \(words.number(limit >> 10)) KiB: not read, using the defaults"
        case .notAFile: "Settings file is not a file: not read, using the defaults"
        case .notSettings: "Settings file holds no setting: not read, never written, using the defaults"
        case .unreadable(let number): "Settings file can't be read (\(reason(number))): using the defaults"
        case .notText(let line): "Settings line \(words.number(line)) isn't text: skipped"
        case .notAnEntry(let line): "Settings line \(words.number(line)) isn't \(words.quoted("key = value")): skipped"
        case .unknownKey(let line, let key):
            "Settings line \(words.number(line)): no setting \(words.quoted(echo(key))), kept as it is"
        case .repeated(let line, let key):
            "Settings line \(words.number(line)): \(echo(key)) given again, this line counts"
        case .badValue(let line, let key, let value, let fallback):
            "Settings line \(words.number(line)): \(key) \(words.quoted(echo(value))) is not "
                + englishExpected(key, words) + "; using \(fallback)"
        case .nameCut(let line, let key, let limit, _):
            "Settings line \(words.number(line)): \(key) is over \(words.number(limit)) characters, cut"
        case .deckUnplayable(let line, let name, let shipped):
            "Settings line \(words.number(line)): deck \(words.quoted(echo(name))) can't be played"
                + " (see openquizz --deck); using " + (shipped ? "the shipped questions" : "opentdb")
        case .deckCategoryUnknown(let file, let line, let category, let deck):
            "\(file.removingControlCharacters), line \(words.number(line)): deck \(words.quoted(echo(deck))) has no "
                + "category \(words.quoted(echo(category))); playing all of it"
        case .setAside(let path, let limit):
            "Settings file was over \(words.number(limit >> 10)) KiB: moved to \(path.removingControlCharacters), "
                + "saved anew"
        }
    }

    private static func frenchProblem(_ problem: SettingsProblem, _ words: Wording) -> String {
        switch problem {
        case .tooLarge(let limit):
            "Fichier de réglages de plus de \(words.number(limit >> 10))\u{00A0}Kio\u{00A0}: non lu, réglages par défaut"
        case .notAFile: "Les réglages ne sont pas un fichier\u{00A0}: non lus, réglages par défaut"
        case .notSettings:
            "Aucun réglage dans le fichier de réglages\u{00A0}: ni lu ni modifié, réglages par défaut"
        case .unreadable(let number): "Fichier de réglages illisible (\(reason(number)))\u{00A0}: réglages par défaut"
        case .notText(let line): "Réglages, ligne \(words.number(line))\u{00A0}: pas du texte, ignorée"
        case .notAnEntry(let line):
            "Réglages, ligne \(words.number(line))\u{00A0}: pas de la forme \(words.quoted("clé = valeur")), ignorée"
        case .unknownKey(let line, let key):
            "Réglages, ligne \(words.number(line))\u{00A0}: réglage \(words.quoted(echo(key))) inconnu, laissé tel quel"
        case .repeated(let line, let key):
            "Réglages, ligne \(words.number(line))\u{00A0}: \(echo(key)) déjà donné, cette ligne l’emporte"
        case .badValue(let line, let key, let value, let fallback):
            "Réglages, ligne \(words.number(line))\u{00A0}: \(key) \(words.quoted(echo(value))) n’est pas "
                + frenchExpected(key, words) + "\u{202F}; \(fallback) à la place"
        case .nameCut(let line, let key, let limit, _):
            "Réglages, ligne \(words.number(line))\u{00A0}: \(key) dépasse \(words.number(limit)) caractères, coupé"
        case .deckUnplayable(let line, let name, let shipped):
            "Réglages, ligne \(words.number(line))\u{00A0}: paquet \(words.quoted(echo(name))) injouable"
                + " (voir openquizz --deck)\u{202F}; " + (shipped ? "le quiz intégré" : "opentdb") + " à la place"
        case .deckCategoryUnknown(let file, let line, let category, let deck):
            "\(file.removingControlCharacters), ligne \(words.number(line))\u{00A0}: pas de catégorie "
                + "\(words.quoted(echo(category))) dans le paquet \(words.quoted(echo(deck)))\u{202F}; "
                + "tout le paquet est joué"
        case .setAside(let path, let limit):
            "Fichier de réglages de plus de \(words.number(limit >> 10))\u{00A0}Kio\u{00A0}: déplacé vers "
                + "\(path.removingControlCharacters), réenregistré"
        }
    }

    private static func englishExpected(_ key: String, _ words: Wording) -> String {
        switch Settings.Key(rawValue: key).map(Settings.expected) {
        case .number(let range): "\(words.number(range.lowerBound)) to \(words.number(range.upperBound))"
        case .oneOf(let choices): choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
        case .source: "opentdb, shipped or deck:NAME"
        case .name: "a name"
        case .category, nil: "a category (openquizz --list-categories)"
        }
    }

    private static func frenchExpected(_ key: String, _ words: Wording) -> String {
        switch Settings.Key(rawValue: key).map(Settings.expected) {
        case .number(let range): "entre \(words.number(range.lowerBound)) et \(words.number(range.upperBound))"
        case .oneOf(let choices): choices.dropLast().joined(separator: ", ") + " ou " + (choices.last ?? "")
        case .source: "opentdb, shipped ou deck:NOM"
        case .name: "un nom"
        case .category, nil: "une catégorie (openquizz --list-categories)"
        }
    }

    /// A value from the file as a notice shows it: printable, at most 20 characters.
    private static func echo(_ text: String) -> String {
        let printable = text.removingControlCharacters
        return printable.count > 20 ? String(printable.prefix(19)) + "…" : printable
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number)).removingControlCharacters
    }
}
