import Foundation

/// The synthetic bank of `Tests/OpenTDBServer/opentdb_server.py`, built the same way (the same
/// statements, categories, difficulties and answers, with the same ids), and the server's ways of
/// writing it: the four field encodings and JSON as PHP writes it.
enum FakeOpenTDBBank {
    struct Entry {
        let id: Int
        let type: String
        let difficulty: String
        let categoryID: Int
        let question: String
        let correctAnswer: String
        let incorrectAnswers: [String]
        /// The default encoding writes the em dash as `&#x2014;`.
        var hexEntities = false

        var category: String { categoryNames[categoryID] ?? "" }
    }

    static let categories: [(id: Int, name: String)] = [
        (9, "General Knowledge"), (10, "Entertainment: Books"), (11, "Entertainment: Film"),
        (12, "Entertainment: Music"), (13, "Entertainment: Musicals & Theatres"), (14, "Entertainment: Television"),
        (15, "Entertainment: Video Games"), (16, "Entertainment: Board Games"), (17, "Science & Nature"),
        (18, "Science: Computers"), (19, "Science: Mathematics"), (20, "Mythology"), (21, "Sports"),
        (22, "Geography"), (23, "History"), (24, "Politics"), (25, "Art"), (26, "Celebrities"), (27, "Animals"),
        (28, "Vehicles"), (29, "Entertainment: Comics"), (30, "Science: Gadgets"),
        (31, "Entertainment: Japanese Anime & Manga"), (32, "Entertainment: Cartoon & Animations"),
    ]
    static let categoryNames = Dictionary(uniqueKeysWithValues: categories.map { ($0.id, $0.name) })
    static let difficulties = ["easy", "medium", "hard"]

    private static let booleanCategories = [9, 17, 13, 22, 23, 31, 18, 27]
    private static let fragments = [
        "\"quotes\" and caf\u{e9}s", "M\u{fc}ller's notebooks", "pi\u{f1}atas left at 40\u{b0} in the shade",
        "the author\u{2019}s second draft", "a sentence that trails off\u{2026}", "a pause \u{2014} like this one",
        "the claim that 1 < 2 and 3 > 2", "\u{201c}curly quotes\u{201d} around a word", "salt & pepper",
        "plain ASCII words only", "a na\u{ef}ve r\u{e9}sum\u{e9}", "a dice emoji \u{1F3B2} on the table",
        "either/or choices", "the \u{2018}single curly\u{2019} quotes",
    ]
    private static let specialStatements = [
        7: "Synthetic statement 7: the operator && is not &&&, which is three ampersands.",
        11: "Synthetic statement 11: in HTML source, &eacute; is how one writes \u{e9}.",
        13: "Synthetic statement 13 \u{2014} its dash is written as a hexadecimal entity.",
        20: "   Synthetic statement 20 has leading spaces.",
        21: "Synthetic statement 21 has trailing spaces.  ",
        22: " Synthetic statement 22 is padded on both sides. ",
        29: "Synthetic statement 29 says <b>bold</b> is markup, not formatting.",
    ]
    private static let gadgetStatements = [
        ("easy", "Synthetic gadget statement A: the toaster\u{2019}s dial goes to 11.", "True"),
        ("medium", "Synthetic gadget statement B: a \"smart\" kettle boils at 90\u{b0}.", "False"),
        ("hard", "Synthetic gadget statement C: the widget's cog & spring weigh 3 g\u{2026}", "True"),
    ]

    /// Difficulty, category, question, correct answer, incorrect answers.
    private static let multipleQuestions: [(String, Int, String, String, [String])] = [
        (
            "easy", 9, "Synthetic choice 1: which word is spelled with an acute accent?",
            "Caf\u{e9}", ["Cafe", "Kaffee", "Cofi"]
        ),
        (
            "easy", 9, "Synthetic choice 2: which of these is \"made up\"?",
            "Flumbrix", ["Table", "Window", "River"]
        ),
        (
            "medium", 9, "Synthetic choice 3: pick the answer with trailing spaces.",
            "This one  ", ["  That one", "Neither", "Both"]
        ),
        (
            "hard", 9, "Synthetic choice 4: which symbol reads \u{201c}and\u{201d}?",
            "&", ["|", "%", "#"]
        ),
        (
            "easy", 17, "Synthetic choice 5: water\u{2019}s made-up boiling mark on the Fictus scale?",
            "100\u{b0}F", ["12\u{b0}F", "451\u{b0}F", "0\u{b0}F"]
        ),
        (
            "medium", 17, "Synthetic choice 6: which of these is a pretend element?",
            "Unobtanium", ["Imaginarium", "Fablium", "Mythril"]
        ),
        (
            "hard", 17, "Synthetic choice 7: which comparison holds?",
            "2 < 3", ["3 < 2", "2 > 3", "3 <= 2"]
        ),
        (
            "easy", 22, "Synthetic choice 8: which invented town has a tilde?",
            "Pe\u{f1}arroja", ["Penhold", "Pinewick", "Pellmouth"]
        ),
        (
            "medium", 22, "Synthetic choice 9: which invented river has an umlaut?",
            "D\u{fc}rnbach", ["Durnbeck", "Dornbrook", "Darnburn"]
        ),
        (
            "hard", 22, "Synthetic choice 10: which made-up peak is the tallest\u{2026} on paper?",
            "Mount Tallish", ["Low Hill", "Middling Mound", "Flat Rise"]
        ),
        (
            "easy", 23, "Synthetic choice 11: which fictional year came first?",
            "Year 12", ["Year 40", "Year 88", "Year 97"]
        ),
        (
            "medium", 23, "Synthetic choice 12: who signed the imaginary \u{201c}Treaty of Nowhere\u{201d}?",
            "O'Brien & Sons", ["Nobody", "Everyone", "The Committee"]
        ),
        (
            "hard", 23, "Synthetic choice 13: which era is invented \u{2014} all of them?",
            "All of them", ["None of them", "The first", "The last"]
        ),
        (
            "easy", 18, "Synthetic choice 14: which of these is an HTML tag?",
            "<p>", ["{p}", "[p]", "(p)"]
        ),
        (
            "medium", 18, "Synthetic choice 15: which operator means logical and in C?",
            "&&", ["&&&", "||", "!!"]
        ),
        (
            "hard", 18, "Synthetic choice 16: what does &amp; decode to?",
            "&", ["&amp;", "amp", "&&"]
        ),
        (
            "easy", 27, "Synthetic choice 17: which invented animal purrs?",
            "Fluffcat", ["Rockfish", "Stonebird", "Ironbear"]
        ),
        (
            "medium", 27, "Synthetic choice 18: which pretend bird sings \u{2018}la\u{2019}?",
            "Lark\u{2019}s cousin", ["Quiet owl", "Mute crow", "Silent wren"]
        ),
        (
            "hard", 31, "Synthetic choice 19: which made-up studio drew \u{201c}Paper Moon\u{201d}?",
            "Studio N\u{e9}ant", ["Studio Vide", "Studio Rien", "Studio Null"]
        ),
        (
            "medium", 13, "Synthetic choice 20: which invented musical opened first?",
            " Curtain Up! ", ["Encore & Again", "The Last Bow", "Interval"]
        ),
    ]

    /// 147 generated true/false statements over 8 categories, the 3 gadget ones (category 30),
    /// then 20 multiple-choice questions.
    static let entries: [Entry] = {
        var bank: [Entry] = []
        for number in 1...147 {
            let slot = (number - 1) / booleanCategories.count
            let truth = (slot / 3) % 2 == 0 ? "True" : "False"
            let text =
                specialStatements[number]
                ?? "Synthetic statement \(number) about \(fragments[number % fragments.count])."
            bank.append(
                Entry(
                    id: bank.count, type: "boolean", difficulty: difficulties[slot % 3],
                    categoryID: booleanCategories[(number - 1) % booleanCategories.count], question: text,
                    correctAnswer: truth, incorrectAnswers: [truth == "True" ? "False" : "True"],
                    hexEntities: number == 13))
        }
        for (difficulty, text, truth) in gadgetStatements {
            bank.append(
                Entry(
                    id: bank.count, type: "boolean", difficulty: difficulty, categoryID: 30, question: text,
                    correctAnswer: truth, incorrectAnswers: [truth == "True" ? "False" : "True"]))
        }
        for (difficulty, categoryID, text, correct, incorrect) in multipleQuestions {
            bank.append(
                Entry(
                    id: bank.count, type: "multiple", difficulty: difficulty, categoryID: categoryID, question: text,
                    correctAnswer: correct, incorrectAnswers: incorrect))
        }
        return bank
    }()

    // MARK: - Encodings

    private static let htmlEntities: [Unicode.Scalar: String] = [
        "&": "&amp;", "\"": "&quot;", "'": "&#039;", "<": "&lt;", ">": "&gt;", "\u{e9}": "&eacute;",
        "\u{fc}": "&uuml;", "\u{f1}": "&ntilde;", "\u{b0}": "&deg;", "\u{2019}": "&rsquo;", "\u{2018}": "&lsquo;",
        "\u{2026}": "&hellip;", "\u{2014}": "&mdash;", "\u{201c}": "&#8220;", "\u{201d}": "&#8221;",
    ]
    static let encodings: Set<String> = ["url3986", "urlLegacy", "base64"]

    /// `text` as `encode=encoding` writes it ("" is the default: HTML entities, once).
    static func encode(_ text: String, _ encoding: String, hexEntities: Bool = false) -> String {
        switch encoding {
        case "url3986": return percentEncoded(text, spaceAsPlus: false)
        case "urlLegacy": return percentEncoded(text, spaceAsPlus: true)
        case "base64": return Data(text.utf8).base64EncodedString()
        default:
            return text.unicodeScalars.map { scalar in
                if hexEntities, scalar == "\u{2014}" { return "&#x2014;" }
                return htmlEntities[scalar] ?? String(scalar)
            }.joined()
        }
    }

    /// Python's `quote(text, safe="")`, or `quote_plus` with `~` encoded too (PHP's urlencode).
    private static func percentEncoded(_ text: String, spaceAsPlus: Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar)
                    || ("A"..."Z").contains(scalar) || "_.-".unicodeScalars.contains(scalar)
                    || (!spaceAsPlus && scalar == "~")
            {
                out.unicodeScalars.append(scalar)
            } else if spaceAsPlus, byte == 0x20 {
                out += "+"
            } else {
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    static func encoded(_ entry: Entry, _ encoding: String) -> JSONValue {
        func field(_ text: String) -> JSONValue { .string(encode(text, encoding, hexEntities: entry.hexEntities)) }
        return .object([
            ("type", field(entry.type)), ("difficulty", field(entry.difficulty)),
            ("category", field(entry.category)), ("question", field(entry.question)),
            ("correct_answer", field(entry.correctAnswer)),
            ("incorrect_answers", .array(entry.incorrectAnswers.map(field))),
        ])
    }
}

/// A JSON value written as the server writes its answers (PHP's json_encode: ASCII only, with
/// `\uXXXX` escapes and UTF-16 surrogate pairs, and `/` written `\/`), keys in their order.
indirect enum JSONValue {
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    var data: Data { Data(text.utf8) }

    var text: String {
        switch self {
        case .int(let value): return String(value)
        case .string(let value): return Self.quoted(value)
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// Written into bytes, not a String: a megabyte token goes through here, unoptimised.
    private static func quoted(_ text: String) -> String {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(text.utf8.count + 2)
        for unit in text.utf16 {
            switch unit {
            case 0x22, 0x5C, 0x2F: out += [0x5C, UInt8(unit)]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x08: out += [0x5C, 0x62]
            case 0x0C: out += [0x5C, 0x66]
            case 0x20..<0x7F: out.append(UInt8(unit))
            default: out += Array(String(format: "\\u%04x", unit).utf8)
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}
