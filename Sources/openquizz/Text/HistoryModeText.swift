import QuizCore

/// What the history says of an answer given in a way to play other than trivia: the mode's name
/// (and what the mode adds in its own files: whose answer it was, in a game for two).
struct HistoryModeText {
    let words: Wording

    /// The name of the way to play an answer was given in, as the settings screen names its
    /// choice; nil for trivia's (and the daily's).
    func mode(_ mode: PlayedMode?) -> String? {
        mode.map { words($0.choice.text.name) }
    }

    /// The mark a history line has before its statement: the daily challenge's, or the mode's.
    func mark(_ record: AnswerRecord) -> String? {
        record.daily.map { words(DailyPhrase.name($0)) } ?? mode(record.mode)
    }

    /// `facts` about an answer (its category, difficulty, deck: nil where unstated), after the
    /// mode's name when it was given in one.
    func named(_ record: AnswerRecord, _ facts: [String?]) -> [String] {
        ([mode(record.mode)] + facts).compactMap { $0 }
    }
}
