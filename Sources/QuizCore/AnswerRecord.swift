import Foundation

/// One answer the player gave, as the history keeps it: one JSON line of `history.jsonl`.
public struct AnswerRecord: Codable, Equatable, Sendable {
    /// When it was answered.
    public var date: Date
    /// The game it belongs to (one id per game, shared by its answers).
    public var game: String
    /// Its place in the game, from 1, and the game's size.
    public var number: Int
    public var of: Int
    public var category: String
    public var difficulty: Difficulty
    public var statement: String
    /// What the player said, and what is true.
    public var answer: Bool
    public var truth: Bool
    public var explanation: String?
    public var origin: QuestionOrigin
    /// The filters the game was played with (`--category`, `--difficulty`); nil means any.
    public var filterCategory: String?
    public var filterDifficulty: Difficulty?
    /// The deck the question came from (`--deck`, `--questions`); nil for any other question, and
    /// in lines written before decks.
    public var deck: String?
    /// The file of a `--questions` deck (an absolute path), in old lines.
    ///
    /// Written before a deck was known by its name alone; nil otherwise. Read, never counted
    /// apart: its `deck` is its name.
    public var deckFile: String?
    /// Whether the deck's file named no category, or gave no difficulty; nil when it did.
    ///
    /// true: `category` is the deck's name, `difficulty` is `medium`, not counted as real. nil
    /// otherwise, and in old lines.
    public var categoryUnstated: Bool?
    public var difficultyUnstated: Bool?
    /// The daily challenge's number, for an answer in one (`--daily`, D); nil in any other game
    /// (and in lines written before there were daily challenges).
    public var daily: Int?
    /// The question's id (`Question.id`), the same in every language the question is worded in;
    /// nil in lines written before it was kept.
    public var questionID: String?
    /// The way of playing the answer was given in, when it is one the stats keep apart
    /// (`--mode practice`, `duel`, `blitz`); nil for trivia, "Is it prime?" and the daily (and in
    /// lines written before these modes).
    public var mode: PlayedMode?
    /// Who answered, in a duel: 1 or 2; nil in a game for one player.
    public var player: Int?

    public var isRight: Bool { answer == truth }

    public init(
        date: Date, game: String, number: Int, of: Int, question: Question, answer: Bool,
        filter: QuestionFilter = .any
    ) {
        self.date = date
        self.game = game
        self.number = number
        self.of = of
        category = question.category
        difficulty = question.difficulty
        statement = question.title
        self.answer = answer
        truth = question.answer
        explanation = question.explanation
        origin = question.origin
        filterCategory = filter.category
        filterDifficulty = filter.difficulty
        deck = question.deck
        deckFile = question.deckFile
        categoryUnstated = question.categoryUnstated ? true : nil
        difficultyUnstated = question.difficultyUnstated ? true : nil
        questionID = question.id
    }

    /// The category the file named; nil when it named none.
    public var statedCategory: String? { categoryUnstated == true ? nil : category }
    /// The difficulty the file gave; nil when it gave none.
    public var statedDifficulty: Difficulty? { difficultyUnstated == true ? nil : difficulty }

    /// Who the deck is, as the stats count it: its name, wherever its file lay (a kept deck, or a
    /// `--questions` file, even in lines that carry the file's path).
    public var deckIdentity: String? { deck }

    /// A record from its fields, as read from a line.
    package init(
        date: Date, game: String, number: Int, of: Int, category: String, difficulty: Difficulty,
        statement: String, answer: Bool, truth: Bool, explanation: String?, origin: QuestionOrigin,
        filterCategory: String?, filterDifficulty: Difficulty?, deck: String? = nil, daily: Int? = nil,
        deckFile: String? = nil, categoryUnstated: Bool? = nil, difficultyUnstated: Bool? = nil,
        questionID: String? = nil, mode: PlayedMode? = nil, player: Int? = nil
    ) {
        self.date = date
        self.game = game
        self.number = number
        self.of = of
        self.category = category
        self.difficulty = difficulty
        self.statement = statement
        self.answer = answer
        self.truth = truth
        self.explanation = explanation
        self.origin = origin
        self.filterCategory = filterCategory
        self.filterDifficulty = filterDifficulty
        self.deck = deck
        self.deckFile = deckFile
        self.categoryUnstated = categoryUnstated
        self.difficultyUnstated = difficultyUnstated
        self.daily = daily
        self.questionID = questionID
        self.mode = mode
        self.player = player
    }

    enum CodingKeys: String, CodingKey {
        case date = "t"
        case number = "n"
        case game, of, category, difficulty, statement, answer, truth, explanation, origin
        case filterCategory = "filter_category"
        case filterDifficulty = "filter_difficulty"
        case deck, daily, mode, player
        case deckFile = "deck_file"
        case categoryUnstated = "category_unstated"
        case difficultyUnstated = "difficulty_unstated"
        case questionID = "id"
    }
}
