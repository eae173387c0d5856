import Foundation
import QuizDecks

extension DeckCommand {
    /// `--check FILE...`: for each file, the lines `DeckText.check` writes, a blank line between
    /// two files, on standard output; exit 0 when every file is ready to play, 1 otherwise.
    static func check(_ paths: [String], decks: DeckStore, words: Wording) -> Never {
        var lines: [String] = []
        var clean = true
        for path in paths {
            if !lines.isEmpty { lines.append("") }
            let block = checked(path, decks: decks, words: words)
            lines += block.lines
            clean = clean && block.clean
        }
        Output.printAndExit(lines, status: clean ? 0 : 1)
    }

    /// What `--check` takes to check a kept deck: its name, as `--deck` took it, unless a file
    /// of that name where the game runs would be checked instead (or it starts like a flag); then
    /// its file's path.
    static func checkArgument(_ deck: KeptDecks.Chosen, fileExists: (String) -> Bool = FileManager.default.fileExists)
        -> String
    {
        let name = deck.dealer.name
        return name.contains("/") || name.hasPrefix("-") || fileExists(name) ? deck.url.path : name
    }

    /// What `--check` says of one file, and whether it is ready to play.
    ///
    /// A path that names nothing, and has no folder in it, may be one of the player's decks, as
    /// `--deck` finds it: that deck's file is checked, shown by its path; a name several decks
    /// start with is said as `--deck` says it.
    static func checked(_ path: String, decks: DeckStore, words: Wording) -> (lines: [String], clean: Bool) {
        var file = path
        if !path.contains("/"), !RawArguments.process.exists(path) {
            let listing = decks.list()
            switch DeckStore.match(path, in: listing.entries) {
            case .found(let entry) where entry.rawPath != nil:
                // A name that isn't UTF-8: read as --deck reads it, shown by its printable path.
                let reading = KeptDecks.reading(entry) { DeckFile.read($0, fitsCard: fitsSmallestCard) }
                return (DeckText(file: entry.url.path, words: words).check(reading), reading.isClean)
            case .found(let entry): file = entry.url.path
            case .ambiguous(let names): return ([KeptDeckText(words: words).ambiguousDeck(path, decks: names)], false)
            case .unknown:
                // Neither a file nor a deck: both were looked for, the line says so.
                if read(file).refusal == .notFound {
                    return ([DeckText(file: path, words: words).noFileNorDeck], false)
                }
            }
        }
        let reading = read(file)
        return (DeckText(file: file, words: words).check(reading), reading.isClean)
    }
}
