import QuizView
import Testing

/// Whether the environment asks for UTF-8 characters, read as `setlocale` reads the character
/// type: `LC_ALL`, then `LC_CTYPE`, then `LANG`, the first set and not empty.
@Test(
    "The environment asks for UTF-8",
    arguments: [
        (["LANG": "fr_FR.UTF-8"], true),
        (["LANG": "fr_FR.utf8"], true),
        (["LANG": "de_DE.UTF-8@euro"], true),
        (["LANG": "C.UTF-8"], true),
        (["LANG": "fr_FR"], false),
        (["LANG": "fr_FR.ISO-8859-1"], false),
        (["LANG": "C"], false),
        ([:], false),
        (["LC_ALL": "C", "LANG": "fr_FR.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "", "LANG": "fr_FR.UTF-8"], true),
        (["LC_CTYPE": "fr_FR.UTF-8", "LANG": "C"], true),
        (["LC_MESSAGES": "fr_FR.UTF-8"], false),
    ] as [([String: String], Bool)])
func asksForUTF8(environment: [String: String], expected: Bool) {
    #expect(TerminalLocale.asksForUTF8(environment) == expected)
}
