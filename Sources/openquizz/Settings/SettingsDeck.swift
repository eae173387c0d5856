import Foundation
import QuizCore
import QuizDecks
import QuizStore

/// The deck a run plays (`--deck`, or the settings file's `source = deck:…`), found and read as
/// the game and `--settings` alike must: what the file names and can't be played is one of the
/// file's problems, and left out of the run, where the same deck from `--deck` is refused.
struct SettingsDeck {
    /// The deck chosen; nil when the run names none, or the file's can't be played.
    var chosen: KeptDecks.Chosen?
    /// What the file named that the run leaves out, first of the file's problems.
    var problems: [SettingsProblem] = []

    /// Chooses the deck `options` names, leaving out of `options` what the file `loaded` named
    /// that can't be played: its deck (then the game starts on the default source, or the
    /// shipped questions for a mode that stays offline), or its category the deck hasn't (then
    /// the whole deck is played).
    ///
    /// - Throws: `--deck`'s (or `--category`'s) refusal, which the command line says.
    init(
        _ options: inout Options, flagsGiven: Set<String>, loaded: SettingsStore.Loaded?, settingsPath: String,
        paths: StoragePaths, writer: FileWriter, text: KeptDeckText,
        read: KeptDecks.Reader = { DeckFile.read($0, fitsCard: nil) }
    ) throws(KeptDecks.Refusal) {
        guard let name = options.deck else { return }
        do throws(KeptDecks.Refusal) {
            do throws(KeptDecks.Refusal) {
                chosen = try KeptDecks.choose(options, paths: paths, writer: writer, text: text, read: read)
            } catch  where error.isCategory && !flagsGiven.contains("--category") {
                // A category the settings file gives that the deck hasn't: said, naming the file
                // and the category's line (the deck is not at fault), and the whole deck played.
                guard let line = loaded?.lines[.category], let wanted = options.deckCategory else { throw error }
                problems.append(
                    .deckCategoryUnknown(file: settingsPath, line: line, category: wanted, deck: name))
                options.deckCategory = nil
                chosen = try KeptDecks.choose(options, paths: paths, writer: writer, text: text, read: read)
            }
        } catch {
            // A deck the settings file names that can't be played: said, and the game starts on
            // the default source; a deck the command line names is refused.
            guard !flagsGiven.contains("--deck"), let line = loaded?.lines[.source] else { throw error }
            options.deck = nil
            options.deckCategory = nil
            options.offline = options.mode.staysOffline
            problems = [.deckUnplayable(line: line, name: name, shipped: options.offline)]
        }
    }

    /// `sources` without the file's settings the run left out (`--settings` then says where what
    /// is in force comes from: the default, or the mode that made the source).
    func leavingOut(_ sources: SettingsSources) -> SettingsSources {
        var sources = sources
        for problem in problems {
            switch problem {
            case .deckUnplayable:
                sources.fromFile.remove(.source)
                sources.fromFile.remove(.category)
            case .deckCategoryUnknown: sources.fromFile.remove(.category)
            default: break
            }
        }
        return sources
    }
}
