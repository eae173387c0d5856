import Foundation
import QuizDecks

/// The command line as the system gave it: bytes, which a shell passes unchanged, whatever they
/// are.
///
/// Swift's `CommandLine.arguments` turns a byte that isn't UTF-8 (a file name written on a
/// Latin-1 system, `caf\xE9.csv`) into U+FFFD, and the file can't be found by that name. Such an
/// argument is made printable instead, as the decks folder's names are (`DeckStore.printable`:
/// `caf\xE9.csv`, which `--deck` takes too), and its bytes are kept: a path given so is opened by
/// them.
struct RawArguments {
    /// The arguments, each as given when it is UTF-8, else made printable.
    var arguments: [String]
    /// The bytes of each argument that had to be made printable, by its printable form.
    var bytes: [String: [UInt8]]

    init(_ raw: [[UInt8]]) {
        arguments = []
        bytes = [:]
        for argument in raw {
            if let text = String(validating: argument, as: UTF8.self) {
                arguments.append(text)
            } else {
                let printable = DeckStore.printable(argument)
                arguments.append(printable)
                bytes[printable] = argument
            }
        }
    }

    /// This process's arguments after the program's name.
    static let process = RawArguments(
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map(UInt8.init(bitPattern:))
        })

    /// The deck file `path` names, as the decks folder's files are known: by its path, or, for an
    /// argument that had to be made printable, by its printable name but opened by its bytes
    /// (`KeptDecks.reading` reads it so).
    func file(_ path: String) -> DeckStore.Entry {
        let url = URL(fileURLWithPath: path)
        let name = DeckFile.deckName(of: url)
        guard let raw = bytes[path] else { return DeckStore.Entry(name: name, url: url) }
        let absolute =
            raw.first == UInt8(ascii: "/")
            ? raw : Array(FileManager.default.currentDirectoryPath.utf8) + [UInt8(ascii: "/")] + raw
        return DeckStore.Entry(name: name, url: url, rawPath: absolute)
    }

    /// Whether something exists at `path`, by its bytes when it had to be made printable.
    func exists(_ path: String) -> Bool {
        guard let raw = bytes[path] else { return FileManager.default.fileExists(atPath: path) }
        var status = stat()
        return DeckStore.withCPath(raw) { stat($0, &status) } == 0
    }
}
