import CNcursesw
import Glibc

/// The C library's locale, taken from the environment, with characters kept UTF-8 when the
/// environment asks for UTF-8 in a locale the machine hasn't generated.
///
/// `setlocale(LC_ALL, "")` fails as a whole when one category names a locale that isn't there
/// (`LANG=fr_FR.UTF-8` in a container that has only `C.UTF-8`) and leaves everything in `C`,
/// whose characters are ASCII: the game would draw ✓ as `v` for a player who asked for UTF-8.
/// Then the character type is set alone from the environment, and when that fails too, to
/// `C.UTF-8` if the environment named UTF-8; the language of the words is read from the
/// environment, not from the C library (`Language.resolve`).
public enum TerminalLocale {
    /// Sets the C library's locale from the environment (see above).
    ///
    /// - Returns: whether characters are UTF-8.
    @discardableResult
    public static func adopt() -> Bool {
        if setlocale(LC_ALL, "") == nil, setlocale(LC_CTYPE, "") == nil {
            var environment: [String: String] = [:]
            for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
                environment[name] = getenv(name).map { String(cString: $0) }
            }
            if asksForUTF8(environment) { setlocale(LC_CTYPE, "C.UTF-8") }
        }
        return oq_locale_is_utf8() == 1
    }

    /// Whether the environment's character type — the first of `LC_ALL`, `LC_CTYPE` and `LANG`
    /// that is set and not empty, as `setlocale` takes it — names the UTF-8 codeset:
    /// `fr_FR.UTF-8`, `fr_FR.utf8`, `de_DE.UTF-8@euro`.
    public static func asksForUTF8(_ environment: [String: String]) -> Bool {
        guard
            let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }
            ),
            let dot = name.firstIndex(of: ".")
        else { return false }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
        return codeset.lowercased().filter { $0 != "-" } == "utf8"
    }
}
