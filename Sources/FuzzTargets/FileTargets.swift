import Foundation
import OpenTriviaDB
import QuizCore
import QuizStore

/// Fuzz targets, listed in `FuzzTarget.all`.
enum FileTargets {
    /// The bundled bank (Assets/questions.json) read by `BundledBank(data:)`.
    static let bank = FuzzTarget(
        name: "bank",
        summary: "BundledBank(data:), the format of Assets/questions.json"
    ) { (data: Data) throws(InvariantViolation) in
        let bank: BundledBank
        do throws(BankError) {
            bank = try BundledBank(data: data)
        } catch {
            // Refused, with a reason: fine.
            return
        }
        for question in bank.questions {
            try check(!question.title.isEmpty, "empty title")
            try check(question.title.isTrimmed, "title \(question.title.debugDescription) not trimmed")
            try check(question.category.isTrimmed, "category \(question.category.debugDescription) not trimmed")
            try check(question.origin == .bundled, "origin \(question.origin)")
            if let explanation = question.explanation {
                try check(!explanation.isEmpty, "empty explanation kept")
                try check(explanation.isTrimmed, "explanation \(explanation.debugDescription) not trimmed")
            }
        }
        // The bank written out again reads back the same.
        let again: BundledBank
        do {
            again = try BundledBank(data: BankFile.data(bank))
        } catch {
            throw InvariantViolation("a bank written back fails to read: \(error)")
        }
        try check(again.questions == bank.questions, "questions differ after a round trip")
        try check(again.categories == bank.categories, "categories differ after a round trip")
    }

    /// The question cache's file (`$XDG_CACHE_HOME/openquizz/questions.json`).
    static let cacheFile = FuzzTarget(
        name: "cache-file",
        summary: "the question cache file"
    ) { (data: Data) throws(InvariantViolation) in
        guard let entries = QuestionCache.decodeFile(data) else { return }
        // What was read is written back and read again unchanged.
        let written: Data
        do {
            written = try QuestionCache.encodeFile(entries)
        } catch {
            throw InvariantViolation("cache entries that were read can't be written: \(error)")
        }
        try check(QuestionCache.decodeFile(written) == entries, "cache entries differ after a round trip")
        for entry in entries {
            let id = Question.id(for: entry.title)
            try check(!id.isEmpty && id.utf8.count <= 16, "id \(id) is not 64-bit hexadecimal")
            try check(UInt64(id, radix: 16) != nil, "id \(id) is not hexadecimal")
        }
    }

    /// The Open Trivia DB client's state file (`$XDG_STATE_HOME/openquizz/opentdb.json`).
    static let stateFile = FuzzTarget(
        name: "state-file",
        summary: "the Open Trivia DB state file (token, dates)"
    ) { (data: Data) throws(InvariantViolation) in
        guard let state = OpenTriviaDBState.decode(data) else { return }
        let written: Data
        do {
            written = try state.encoded()
        } catch {
            throw InvariantViolation("a state that was read can't be written: \(error)")
        }
        guard let again = OpenTriviaDBState.decode(written) else {
            throw InvariantViolation("a state written back can't be read")
        }
        try check(again.token == state.token, "token differs after a round trip")
        try checkClose(again.tokenLastUsed, state.tokenLastUsed, "tokenLastUsed")
        try checkClose(again.lastRequest, state.lastRequest, "lastRequest")
    }

    /// The answer history (`$XDG_STATE_HOME/openquizz/history.jsonl`): read line by line, by the
    /// quick reader where it can and by `JSONDecoder` where it gives up.
    static let historyFile = FuzzTarget(
        name: "history-file",
        summary: "the answer history, JSON Lines (the quick reader against JSONDecoder)"
    ) { (data: Data) throws(InvariantViolation) in
        // Each line: the quick reader never reads a line otherwise than JSONDecoder does.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard let quick = line.withUnsafeBytes({ HistoryLineReader.record(in: $0) }) else { continue }
            guard let slow = try? decoder.decode(AnswerRecord.self, from: Data(line)) else {
                throw InvariantViolation("the quick reader read a line JSONDecoder refuses")
            }
            try check(quick == slow, "the quick reader read \(quick), JSONDecoder \(slow)")
        }
        // The whole file: what was read is written back and read again unchanged.
        guard let records = AnswerHistory.records(in: data) else { return }
        var written = Data()
        for record in records {
            do {
                written += try AnswerHistory.line(for: record)
            } catch {
                throw InvariantViolation("an answer that was read can't be written: \(error)")
            }
        }
        try check(AnswerHistory.records(in: written) == records, "answers differ after a round trip")
    }

    /// Dates survive a round trip through seconds since 1970 up to rounding (Foundation keeps
    /// seconds since 2001).
    private static func checkClose(_ lhs: Date?, _ rhs: Date?, _ name: String) throws(InvariantViolation) {
        switch (lhs, rhs) {
        case (nil, nil):
            return
        case (let lhs?, let rhs?):
            let a = lhs.timeIntervalSince1970
            let b = rhs.timeIntervalSince1970
            try check(a == b || abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)), "\(name): \(a) became \(b)")
        default:
            throw InvariantViolation("\(name) appeared or vanished in a round trip")
        }
    }
}

/// Writes a bank in the format of Assets/questions.json.
enum BankFile {
    static func data(_ bank: BundledBank) -> Data {
        let response = TriviaResponse(
            responseCode: 0, encoding: "plain", categories: bank.categories,
            results: bank.questions.map { TriviaResult($0) })
        return (try? JSONEncoder().encode(response)) ?? Data()
    }
}
