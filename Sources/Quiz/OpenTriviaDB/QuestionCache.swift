import Foundation

/// Every question fetched from the Open Trivia DB, kept on disk for the days without network.
///
/// The API gives questions no ids, so a question's id is a hash of its normalised text (case,
/// spaces and punctuation ignored): the same question fetched twice is kept once. Questions not
/// yet played come out first. Writes are atomic; an unreadable file is set aside.
public final class QuestionCache: @unchecked Sendable {
    // @unchecked: `entries` and `problem` are guarded by `lock`.

    struct Entry: Codable, Equatable {
        var id: String
        var title: String
        var answer: Bool
        var category: String
        var difficulty: Difficulty
        var seen: Bool
    }

    private struct File: Codable {
        var version: Int
        var entries: [Entry]
    }

    /// The most questions kept; the oldest seen ones go first beyond it.
    public static let capacity = 5_000

    public let url: URL
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var ids: Set<String> = []
    private var loaded = false
    /// The first problem writing the file, reported once.
    public private(set) var storageProblem: String?

    public init(url: URL) {
        self.url = url
    }

    /// How many questions are kept, and how many of them have not been played.
    public var counts: (total: Int, unseen: Int) {
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        return (entries.count, entries.filter { !$0.seen }.count)
    }

    /// Keeps new questions (as not played yet); the ones already kept are left as they are.
    public func add(_ questions: [Question]) {
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        var changed = false
        for question in questions {
            let id = Self.id(for: question.title)
            guard !ids.contains(id) else { continue }
            ids.insert(id)
            entries.append(
                Entry(
                    id: id,
                    title: question.title,
                    answer: question.answer,
                    category: question.category,
                    difficulty: question.difficulty,
                    seen: false
                )
            )
            changed = true
        }
        if entries.count > Self.capacity {
            let excess = entries.count - Self.capacity
            let oldestSeen = entries.indices.filter { entries[$0].seen }.prefix(excess)
            for index in oldestSeen.reversed() { ids.remove(entries.remove(at: index).id) }
            changed = true
        }
        if changed { save() }
    }

    /// Marks questions as played.
    public func markSeen(_ questions: [Question]) {
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        let played = Set(questions.map { Self.id(for: $0.title) })
        var changed = false
        for index in entries.indices where played.contains(entries[index].id) && !entries[index].seen {
            entries[index].seen = true
            changed = true
        }
        if changed { save() }
    }

    /// Up to `amount` questions, not-yet-played first (oldest first), then the least recently
    /// played; they are marked as played.
    public func take(_ amount: Int) -> [Question] {
        lock.lock()
        defer { lock.unlock() }
        loadIfNeeded()
        let unseen = entries.indices.filter { !entries[$0].seen }
        let seen = entries.indices.filter { entries[$0].seen }
        let picked = Array((unseen + seen).prefix(max(0, amount)))
        guard !picked.isEmpty else { return [] }
        let questions = picked.map { index in
            let entry = entries[index]
            return Question(
                title: entry.title,
                answer: entry.answer,
                category: entry.category,
                difficulty: entry.difficulty,
                origin: .cache
            )
        }
        // Played ones move to the end, so the least recently played come first next time.
        let pickedSet = Set(picked)
        var played = picked.map { entries[$0] }
        for index in played.indices { played[index].seen = true }
        entries = entries.indices.filter { !pickedSet.contains($0) }.map { entries[$0] } + played
        save()
        return questions
    }

    /// The id of a question: FNV-1a 64 of its lowercased letters and digits.
    static func id(for title: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for scalar in title.lowercased().unicodeScalars
        where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            for byte in String(scalar).utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }

    // MARK: - File format (pure)

    /// The entries of a cache file as written, duplicates included; nil when the file isn't a
    /// version 1 cache file.
    static func decodeFile(_ data: Data) -> [Entry]? {
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else { return nil }
        return file.entries
    }

    /// A version 1 cache file holding `entries`.
    static func encodeFile(_ entries: [Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(File(version: 1, entries: entries))
    }

    // MARK: - File, under `lock`

    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        guard let data = try? Data(contentsOf: url) else { return }
        guard let fileEntries = Self.decodeFile(data) else {
            AtomicFile.setAside(url)
            return
        }
        // An entry with nothing to show (hand-edited, or from an older writer) would be a blank card.
        for entry in fileEntries where !ids.contains(entry.id) && QuestionText.isVisible(entry.title) {
            ids.insert(entry.id)
            entries.append(entry)
        }
    }

    private func save() {
        do {
            try AtomicFile.write(try Self.encodeFile(entries), to: url)
        } catch {
            storageProblem = storageProblem ?? "\(error)"
        }
    }
}
