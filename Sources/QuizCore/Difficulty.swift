/// How hard the Open Trivia DB says a question is.
public enum Difficulty: String, CaseIterable, Codable, Hashable, Sendable {
    case easy, medium, hard
}
