import Foundation

/// Why the bundled bank could not be read, as a fact: the controller puts it in words.
///
/// The strings are the technical detail (a file name, a JSON path, a field's value).
public enum BankError: Error, Equatable, Sendable {
    /// In none of these places (the files looked for, in the order they were looked for).
    case notFound(searched: [String])
    /// The file (its name) can't be read.
    case unreadable(String)
    /// The file isn't a bank, or a translation of one.
    case malformed(Fault)
    /// The question at `entry` (from 1) can't be played.
    case invalidEntry(Int, EntryFault)

    /// What makes a file no bank.
    public enum Fault: Equatable, Sendable {
        case notJSON
        case missingField(String)
        /// A value of the wrong type, or none, at a JSON path ("results.3.question").
        case wrongType(at: String)
        case missingValue(at: String)
        case unsupportedEncoding(String)
        case notATranslation
    }

    /// What makes a bank's question unplayable: its type, difficulty or answer (as the file has
    /// them), or no statement.
    public enum EntryFault: Error, Equatable, Sendable {
        case notBoolean(type: String)
        case unknownDifficulty(String)
        case notTrueOrFalse(String)
        case emptyQuestion
    }
}

/// The questions shipped in Assets/questions.json.
public struct BundledBank: Sendable {
    public let categories: [TriviaCategory]
    public let questions: [Question]

    public init(categories: [TriviaCategory], questions: [Question]) {
        self.categories = categories
        self.questions = questions
    }

    /// Decodes a bank from JSON data in the Open Trivia DB response format.
    ///
    /// - Throws: `BankError.malformed` for JSON that isn't a bank, `.invalidEntry` for a question
    ///   the game can't play.
    public init(data: Data) throws(BankError) {
        let response: TriviaResponse
        do {
            response = try JSONDecoder().decode(TriviaResponse.self, from: data)
        } catch {
            throw .malformed(Self.describe(error))
        }
        guard response.encoding == nil || response.encoding == "plain" else {
            throw .malformed(.unsupportedEncoding(response.encoding ?? ""))
        }
        guard let results = response.results else { throw .malformed(.missingField("results")) }
        var questions: [Question] = []
        questions.reserveCapacity(results.count)
        for (index, result) in results.enumerated() {
            do throws(BankError.EntryFault) {
                questions.append(try result.question(origin: .bundled))
            } catch {
                throw .invalidEntry(index + 1, error)
            }
        }
        self.init(categories: response.categories ?? [], questions: questions)
    }

    /// Reads a bank from a file.
    public static func load(from url: URL) throws(BankError) -> BundledBank {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(url.lastPathComponent)
        }
        return try BundledBank(data: data)
    }

    /// The running program's file: what `/proc/self/exe` links to (not `argv[0]`, which is a
    /// bare name when the program was found through `PATH`).
    static var runningProgram: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    }

    /// The commit the installed game was built from, when its installer wrote it down (`commit`
    /// beside the installed bank: `Scripts/install.sh` and the Debian package do); nil otherwise.
    public static func installedCommit() -> String? {
        guard let bank = installedURL() else { return nil }
        let file = bank.deletingLastPathComponent().appendingPathComponent("commit")
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= 100,
            let data = FileManager.default.contents(atPath: file.path),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            (1...60).contains(text.count),
            text.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0.isLetter || $0 == "-") })
        else { return nil }
        return text
    }

    // MARK: - Locating the installed bank

    /// The name SwiftPM gives the QuizCore module's resource folder.
    static let resourceFolder = "OpenQuizz_QuizCore.resources"
    /// The bank's file name, in `Assets/`, in the resource folder and in `$OPENQUIZZ_ASSETS`.
    static let fileName = "questions.json"

    /// Where the installed bank is, without `Bundle.module` (which calls `fatalError` when its
    /// folder is gone): the first readable of `installedCandidates`.
    static func installedURL(
        environment: [String: String] = ProcessInfo.processInfo.environment, executable: URL? = nil
    ) -> URL? {
        installedCandidates(environment: environment, executable: executable).first {
            FileManager.default.isReadableFile(atPath: $0.path)
        }
    }

    /// The places the bank may be, in order: `$OPENQUIZZ_ASSETS/questions.json` when it is set (a
    /// choice made for this run wins); `questions.json` in the resource folder beside the
    /// executable (how `swift run`, `swift test` and a copied build lay it out); then
    /// `../share/openquizz/questions.json` from the executable (how `Scripts/install.sh` and the
    /// Debian package lay it out).
    ///
    /// - Parameter executable: the running program by default, its symbolic links resolved.
    static func installedCandidates(
        environment: [String: String] = ProcessInfo.processInfo.environment, executable: URL? = nil
    ) -> [URL] {
        var candidates: [URL] = []
        if let override = environment["OPENQUIZZ_ASSETS"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override).appendingPathComponent(fileName))
        }
        let program = (executable ?? runningProgram).resolvingSymlinksInPath()
        let folder = program.deletingLastPathComponent()
        var besides = [folder]
        if executable == nil, Bundle.main.bundleURL.standardizedFileURL != folder.standardizedFileURL {
            besides.insert(Bundle.main.bundleURL, at: 0)
        }
        for place in besides {
            candidates.append(place.appendingPathComponent(resourceFolder).appendingPathComponent(fileName))
        }
        candidates.append(
            folder.deletingLastPathComponent().appendingPathComponent("share/openquizz").appendingPathComponent(
                fileName
            )
            .standardizedFileURL)
        return candidates
    }

    private static func describe(_ error: any Error) -> BankError.Fault {
        switch error {
        case DecodingError.keyNotFound(let key, _): .missingField(key.stringValue)
        case DecodingError.typeMismatch(_, let context): .wrongType(at: path(context))
        case DecodingError.valueNotFound(_, let context): .missingValue(at: path(context))
        default: .notJSON
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}
