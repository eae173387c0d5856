import QuizCore
import Testing

/// One environment and the language gettext's rules give for it.
struct LanguageCase: CustomTestStringConvertible, Sendable {
    var environment: [String: String]
    var flag: Language?
    var expected: Language

    init(_ environment: [String: String], flag: Language? = nil, _ expected: Language) {
        self.environment = environment
        self.flag = flag
        self.expected = expected
    }

    var testDescription: String {
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (variables + (flag.map { ["--lang \($0.rawValue)"] } ?? [])).joined(separator: " ")
    }
}

private let cases: [LanguageCase] = [
    // Nothing set, or a language the game doesn't speak: English.
    LanguageCase([:], .english),
    LanguageCase(["LANG": "de_DE.UTF-8"], .english),
    LanguageCase(["LANG": "C.UTF-8"], .english),
    LanguageCase(["LANG": "en_GB.UTF-8"], .english),
    // The forms of a French locale name.
    LanguageCase(["LANG": "fr_FR.UTF-8"], .french),
    LanguageCase(["LANG": "fr_CA"], .french),
    LanguageCase(["LANG": "fr"], .french),
    LanguageCase(["LANG": "fr_BE@euro"], .french),
    LanguageCase(["LANG": "FR_fr.utf8"], .french),
    LanguageCase(["LANG": "french"], .english),
    // LC_ALL, then LC_MESSAGES, then LANG; an empty one doesn't count.
    LanguageCase(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "fr_FR.UTF-8"], .english),
    LanguageCase(["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"], .french),
    LanguageCase(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"], .french),
    LanguageCase(["LC_CTYPE": "fr_FR.UTF-8"], .english),
    // LANGUAGE: its first language the game speaks, unless the locale is C or POSIX.
    LanguageCase(["LANG": "en_US.UTF-8", "LANGUAGE": "fr"], .french),
    LanguageCase(["LANG": "en_US.UTF-8", "LANGUAGE": "de:fr_CA:en"], .french),
    LanguageCase(["LANG": "fr_FR.UTF-8", "LANGUAGE": "en_GB:fr"], .english),
    LanguageCase(["LANG": "fr_FR.UTF-8", "LANGUAGE": "de:it"], .english),
    LanguageCase(["LANG": "fr_FR.UTF-8", "LANGUAGE": ""], .french),
    LanguageCase(["LANG": "en_US.UTF-8", "LANGUAGE": "::fr"], .french),
    LanguageCase(["LANG": "en_US.UTF-8", "LANGUAGE": "C:fr"], .english),
    LanguageCase(["LANG": "C", "LANGUAGE": "fr"], .english),
    LanguageCase(["LC_ALL": "POSIX", "LANGUAGE": "fr"], .english),
    LanguageCase(["LANG": "C.UTF-8", "LANGUAGE": "fr"], .french),
    LanguageCase(["LANGUAGE": "fr"], .english),
    LanguageCase(["LC_ALL": "C", "LANG": "fr_FR.UTF-8"], .english),
    // --lang wins over everything.
    LanguageCase(["LANG": "en_US.UTF-8"], flag: .french, .french),
    LanguageCase(["LC_ALL": "fr_FR.UTF-8", "LANGUAGE": "fr"], flag: .english, .english),
]

@Test("The language comes from the environment as gettext reads it", arguments: cases)
func languageFromTheEnvironment(_ item: LanguageCase) {
    #expect(Language.resolve(environment: item.environment, flag: item.flag) == item.expected)
}

@Test func theFlagNamesEnglishOrFrenchOnly() {
    #expect(Language(flag: "fr") == .french)
    #expect(Language(flag: "EN") == .english)
    #expect(Language(flag: "de") == nil)
    #expect(Language(flag: "fr_FR") == nil)
    #expect(Language(flag: "") == nil)
}
