import AdSpecEngine

/// A golden file read back into what it was written from (Documentation/Transcripts.md,
/// "Reading a transcript back"): the header's fields and the typed lines, or a negative
/// scenario's refusal lines. `text` writes it again; for every golden of the corpus that is the
/// file, byte for byte (a test checks), so the typed lines are the golden, not a reading of it.
package struct DecodedGolden: Sendable, Hashable {
    /// One `refused` line of a negative scenario's golden (`TranscriptFormat.refusalLine`).
    package struct Refusal: Sendable, Hashable {
        package var phase: String
        package var rule: String
        package var detail: String
    }

    package enum Body: Sendable, Hashable {
        case events([TranscriptLine])
        case refusals([Refusal])
    }

    package var scenarioID: String
    package var sourcePath: String
    package var sourceHash: String
    package var title: String
    package var rules: [String]
    package var body: Body

    /// The file line (1-based) of the first event: after the five header lines.
    package static let firstEventLine = 6

    /// The typed lines (none for a negative scenario's golden).
    package var lines: [TranscriptLine] {
        if case .events(let lines) = body { return lines }
        return []
    }

    /// The golden's text, as `TranscriptDocument` writes it.
    package var text: String {
        let events: [String]
        switch body {
        case .events(let lines): events = lines.map(\.rendered)
        case .refusals(let refusals):
            events = refusals.map { TranscriptFormat.refusalLine(phase: $0.phase, rule: $0.rule, detail: $0.detail) }
        }
        return TranscriptDocument(
            scenarioID: scenarioID, sourcePath: sourcePath, sourceHash: sourceHash, title: title, rules: rules,
            events: events
        ).text
    }
}

/// A golden that does not follow the transcript format: `Goldens/x.transcript:17:30: expected
/// 'script finished', found 'done'`.
package struct GoldenDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The golden file as printed.
    package var file: String
    package var line: Int
    package var column: Int
    package var expected: String
    package var found: String

    /// `file:line:column`.
    package var location: String { "\(file):\(line):\(column)" }

    package var description: String { "\(location): expected \(expected), found \(found)" }
}

package enum GoldenDecoder {
    /// Reads a golden's text; `file` names it in errors.
    package static func decode(_ text: String, file: String) throws(GoldenDecodingError) -> DecodedGolden {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func fail(_ line: Int, _ column: Int, _ expected: String, _ found: String) -> GoldenDecodingError {
            GoldenDecodingError(file: file, line: line, column: column, expected: expected, found: found)
        }
        guard lines.last == "" else {
            throw fail(
                lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1, "a line feed at the end of the file", "end of file")
        }
        lines.removeLast()
        // Printable ASCII, `\u{XXXX}` for anything else (ASCII.escaped).
        var unescaped: [(text: String, columns: [Int])] = []
        for (index, line) in lines.enumerated() {
            switch ASCII.unescaped(line) {
            case .success(let value): unescaped.append(value)
            case .failure(let failure):
                throw fail(
                    index + 1, failure.column, "printable ASCII (other characters are written \\u{XXXX})",
                    "U+" + String(Array(line.unicodeScalars)[failure.column - 1].value, radix: 16, uppercase: true))
            }
        }
        // The header: five lines (TranscriptDocument.header).
        func header(_ number: Int, _ prefix: String) throws(GoldenDecodingError) -> String {
            guard number <= unescaped.count else { throw fail(number, 1, "'\(prefix)'", "end of file") }
            let line = unescaped[number - 1].text
            guard line.hasPrefix(prefix) else {
                throw fail(number, 1, "'\(prefix)'", "'" + String(line.prefix(24)) + "'")
            }
            return String(line.dropFirst(prefix.count))
        }
        let format = try header(1, "# adspec transcript ")
        guard "# adspec transcript " + format == TranscriptDocument.formatLine else {
            throw fail(1, 21, "the format version v1", "'\(format)'")
        }
        let scenarioID = try header(2, "# scenario ")
        let source = try header(3, "# source ")
        guard let marker = source.range(of: " sha256=", options: .backwards) else {
            throw fail(3, 10 + source.unicodeScalars.count, "' sha256=' and the hash after the scenario file", "end of line")
        }
        let title = try header(4, "# title ")
        let covers = try header(5, "# covers ")
        let rules = covers.isEmpty ? [] : covers.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // The events, or a negative scenario's refusals.
        let events = unescaped.dropFirst(DecodedGolden.firstEventLine - 1)
        let refusalPrefix = TranscriptFormat.refusalLine(phase: "", rule: "", detail: "").prefix { $0 != ":" }.dropLast()
        let body: DecodedGolden.Body
        if let first = events.first, first.text.hasPrefix(refusalPrefix) {
            var refusals: [DecodedGolden.Refusal] = []
            for (offset, line) in events.enumerated() {
                let number = DecodedGolden.firstEventLine + offset
                guard line.text.hasPrefix(refusalPrefix) else {
                    throw fail(number, 1, "a refusal line ('\(refusalPrefix)...'), as the first one", "'\(line.text.prefix(24))'")
                }
                let rest = line.text.dropFirst(refusalPrefix.count)
                let phaseEnd = rest.firstIndex(of: " ") ?? rest.endIndex
                let phase = String(rest[..<phaseEnd])
                guard ["schema", "loader", "api"].contains(phase) else {
                    throw fail(number, refusalPrefix.count + 1, "the refusal's phase (schema, loader or api)", "'\(phase)'")
                }
                guard let colon = rest.range(of: ": "), phaseEnd < colon.lowerBound else {
                    throw fail(
                        number, refusalPrefix.count + phase.count + 2, "the rule and ': '",
                        "'\(rest.dropFirst(phase.count + 1).prefix(24))'")
                }
                refusals.append(
                    .init(
                        phase: phase, rule: String(rest[rest.index(after: phaseEnd)..<colon.lowerBound]),
                        detail: String(rest[colon.upperBound...])))
            }
            body = .refusals(refusals)
        } else {
            var decoder = TranscriptDecoder()
            var typed: [TranscriptLine] = []
            for (offset, line) in events.enumerated() {
                do throws(TranscriptParseError) {
                    typed.append(try decoder.decode(line.text))
                } catch {
                    let column =
                        error.column - 1 < line.columns.count
                        ? line.columns[error.column - 1] : line.columns.last.map { $0 + 1 } ?? 1
                    throw fail(DecodedGolden.firstEventLine + offset, column, error.expected, error.found)
                }
            }
            body = .events(typed)
        }
        return DecodedGolden(
            scenarioID: scenarioID, sourcePath: String(source[..<marker.lowerBound]),
            sourceHash: String(source[marker.upperBound...]), title: title, rules: rules, body: body)
    }
}

extension ASCII {
    /// The inverse of `escaped`: `\u{XXXX}` back into its scalar, with the column (1-based) in
    /// `text` where each scalar of the result starts (and one past the end). `.failure(column)`
    /// at the first scalar outside printable ASCII. A backslash not followed by `u{hex}` is a
    /// backslash.
    package static func unescaped(_ text: String) -> Result<(text: String, columns: [Int]), UnescapeFailure> {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var columns: [Int] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar.value >= 0x20 && scalar.value < 0x7F else { return .failure(UnescapeFailure(column: index + 1)) }
            if scalar == "\\", index + 3 < scalars.count, scalars[index + 1] == "u", scalars[index + 2] == "{",
                let close = scalars[(index + 3)...].firstIndex(of: "}"), close > index + 3, close - index <= 11,
                let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
                let decoded = Unicode.Scalar(value)
            {
                out.append(decoded)
                columns.append(index + 1)
                index = close + 1
                continue
            }
            out.append(scalar)
            columns.append(index + 1)
            index += 1
        }
        columns.append(scalars.count + 1)
        return .success((String(out), columns))
    }

    package struct UnescapeFailure: Error, Sendable, Hashable {
        package var column: Int
    }
}
