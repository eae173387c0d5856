/// The languages the game speaks; English when it can't tell.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case french = "fr"

    /// The language a `--lang` value names (`en`, `fr`, in any case); nil for any other.
    public init?(flag: String) {
        self.init(rawValue: flag.lowercased())
    }

    /// The language a POSIX locale name or a `LANGUAGE` entry speaks: `fr_FR.UTF-8`, `fr_CA`,
    /// `fr`, `fr_BE@euro` are French; nil for a language the game doesn't know.
    ///
    /// The name is `language[_territory][.codeset][@modifier]`; only the language counts.
    public init?(localeName: String) {
        let language = localeName.prefix { $0 != "_" && $0 != "." && $0 != "@" }
        self.init(rawValue: language.lowercased())
    }

    /// The language to speak: `flag` (`--lang`) when given; otherwise as gettext chooses the
    /// language of messages from the environment.
    ///
    /// The locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty
    /// (`C` when none is).
    /// When it is neither `C` nor `POSIX`, a non-empty `LANGUAGE` takes its place: a list of
    /// names parted by colons, the first the game speaks wins (as gettext takes the first that
    /// has a catalogue; English counts, since the game speaks it), and an entry `C` or `POSIX`
    /// ends the search in English. A `LANGUAGE` that names no language the game speaks gives
    /// English, not the locale's language: gettext doesn't go back to the locale either.
    /// Anything the game doesn't speak gives English, silently.
    public static func resolve(environment: [String: String], flag: Language? = nil) -> Language {
        if let flag { return flag }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        if locale != "C", locale != "POSIX", let list = environment["LANGUAGE"], !list.isEmpty {
            for entry in list.split(separator: ":") where !entry.isEmpty {
                if entry == "C" || entry == "POSIX" { return .english }
                if let language = Language(localeName: String(entry)) { return language }
            }
            return .english
        }
        return Language(localeName: locale) ?? .english
    }
}
