import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecKit

/// The golden decoder (GoldenDecoding.swift, TranscriptParse.swift): every golden of the corpus
/// reads back into typed lines that write the golden again byte for byte; a line it cannot read
/// is an error at its line and column.
@Suite("Golden decoding")
struct GoldenDecodingTests {
    static func goldens() throws -> [URL] {
        let enumerator = try #require(FileManager.default.enumerator(at: Repository.goldens, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "transcript" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyGoldenDecodesAndFormatsBackByteForByte() throws {
        let files = try Self.goldens()
        #expect(files.count >= 60)
        var refusals = 0
        var lines = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = "Goldens/" + file.path.dropFirst(Repository.goldens.path.count + 1)
            do throws(GoldenDecodingError) {
                let decoded = try GoldenDecoder.decode(text, file: name)
                #expect(decoded.text == text, "\(name) does not format back to itself")
                if case .refusals = decoded.body { refusals += 1 }
                lines += decoded.lines.count
                // Each line alone formats back to its text too.
                for line in decoded.lines where line.rendered.contains("\n") { Issue.record("\(name): \(line)") }
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(refusals > 0)
        #expect(lines > 1000)
    }

    /// The decoded events are the reference engine's own, wherever the text writes all of a
    /// payload (the normative projection of every line, and the whole event for most).
    @Test func decodedEventsHaveTheReferenceEnginesProjections() throws {
        let corpus = try Corpus.load(specsDirectory: Repository.specs).scenarios.filter { $0.expectedRefusal == nil }
        var identical = 0
        var total = 0
        for scenario in corpus {
            let url = GoldenStore(directory: Repository.goldens).goldenURL(for: scenario.id)
            let decoded = try GoldenDecoder.decode(String(contentsOf: url, encoding: .utf8), file: scenario.id)
            let reference = try ReferenceEngine().run(scenario.input)
            try #require(decoded.lines.count == reference.count, "\(scenario.id)")
            for (read, ran) in zip(decoded.lines, reference) {
                total += 1
                if read == ran { identical += 1 }
                #expect(read.normative == ran.normative, "\(scenario.id): \(read.rendered)")
                #expect(read.conformanceRule == ran.conformanceRule, "\(scenario.id): \(read.rendered)")
                #expect(read.event.isNormative == ran.event.isNormative, "\(scenario.id): \(read.rendered)")
                #expect(read.event.rule == ran.event.rule, "\(scenario.id): \(read.rendered)")
            }
        }
        // Only what the text rounds (percentages, fractional points) differs.
        #expect(identical * 10 > total * 9, "\(identical) of \(total) lines decode to the engine's exact event")
    }
}
