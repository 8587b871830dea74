import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
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
        let corpus = try RepositoryCorpus.corpus().scenarios.filter { $0.expectedRefusal == nil }
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

    /// The lines mutants write (including some no golden holds) read back too: each distinct
    /// line, on its own, of the mutants that write the most unusual ones (binding, video, bulk,
    /// slider and retry bugs; the whole set takes too long for a unit test in a debug build).
    static let unusual: [Mutant] = [
        .bindingFailsImmediately, .videoSizeUnchecked, .bulkCountUnchecked, .sliderBlockClicks,
        .unboundedRetriesUnreported, .offMainThreadAccepted, .silentOwnershipMove, .invisibleAssetNotFlagged,
    ]

    @Test(
        .enabled(
            if: SlowChecks.enabled,
            Comment(
                rawValue: SlowChecks.reason(
                    "every line the unusual mutants write over the whole corpus, read back (the default loop reads back every line of every golden: everyGoldenDecodesAndFormatsBackByteForByte)"
                ))))
    func everyLineAMutantWritesReadsBack() throws {
        let corpus = try RepositoryCorpus.corpus().scenarios.filter { $0.expectedRefusal == nil }
        let runs = ParallelMap.run(Self.unusual, jobs: 2) { mutant -> [TranscriptLine] in
            corpus.flatMap { (try? ReferenceEngine(mutants: [mutant]).run($0.input)) ?? [] }
        }
        var seen: Set<String> = []
        var failures: [String] = []
        for line in runs.joined() where seen.insert(line.rendered).inserted {
            do throws(TranscriptParseError) {
                let read = try TranscriptDecoder.decode(line.rendered)
                if read.rendered != line.rendered || read.normative != line.normative {
                    failures.append(line.rendered)
                }
            } catch {
                failures.append("\(line.rendered): \(error)")
            }
        }
        #expect(seen.count > 500, "\(seen.count)")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    static let header = """
        # adspec transcript v1
        # scenario native/x
        # source Specs/native/x.xml sha256=00
        # title A title
        # covers IMP-1

        """

    /// Decodes `marked` (a golden with marker 1 where the error is) and returns the error.
    func error(_ marked: String) throws -> GoldenDecodingError {
        let text = MarkedText(marked)
        let result = Result { () throws(GoldenDecodingError) in
            try GoldenDecoder.decode(text.text, file: "Goldens/native/x.transcript")
        }
        guard case .failure(let error) = result else {
            Issue.record("decoded: \(result)")
            throw CancellationError()
        }
        #expect(error.location == "Goldens/native/x.transcript:\(text[1])", "\(error)")
        return error
    }

    func eventError(_ line: String) throws -> GoldenDecodingError {
        try error(Self.header + "     0 ms  step              s.loadAd()\n" + line + "\n")
    }

    @Test func aMalformedLineIsAnErrorAtItsLineAndColumn() throws {
        // The time column: right-aligned in six.
        #expect(try eventError("1️⃣    0 ms  end               script finished").expected.contains("right-aligned in 6"))
        // The subject.
        let subject = try eventError("     0 ms  1️⃣contaner A        shows placeholder")
        #expect(subject.expected.hasPrefix("a subject (one of: step, state , container "))
        #expect(subject.found.hasPrefix("'contaner A"))
        // Its padding.
        #expect(try eventError("     0 ms  end1️⃣              script finished").expected.contains("padded to 17 columns"))
        // A phase.
        let phase = try eventError(
            "     0 ms  state s           phase .idle -> 1️⃣.load; request #1 unit=demo-native-content-yandex")
        #expect(phase.expected.hasPrefix("a phase (one of: .idle, .loading, .loaded, .failed)"))
        // A primitive that is not an asset.
        #expect(
            try eventError("   120 ms  container A       draws 1️⃣titel=\"U\"").expected.hasPrefix(
                "an asset name"))
        // A flag of an impression.
        let flag = try eventError("  2120 ms  container A       onAdImpression ad=demo-content-1 flag=1️⃣bogus[]")
        #expect(flag.expected.contains("'smallWarning['"), "\(flag)")
        // A binding failure without its asset.
        let binding = try eventError("  2120 ms  container A       onAdBindingFailure error 1️⃣noViewForAsset")
        #expect(binding.expected.contains("' userInfo[asset_name]='"))
        // Text after a complete event.
        #expect(try eventError("  3120 ms  end               script finished1️⃣.").expected == "end of line")
        // A log message of no known kind.
        let log = try eventError("   500 ms  log warning       1️⃣something happened")
        #expect(log.expected.contains("a log message") || log.expected.contains("followed by"))
        // A message logged at another level than its own.
        let level = try eventError("     0 ms  log warning       1️⃣Info.plist has no SKAdNetworkItems; ad loading fails")
        #expect(level.expected == "a log warning message; this one is logged as error")
        // A count that is not the list's.
        #expect(try eventError("   120 ms  bulk ads          succeeded with 1️⃣2 ad(s): a").expected.hasPrefix("2 ad id(s)"))
        // A character outside printable ASCII, and a column after an escape counted in the file.
        let raw = try eventError("   120 ms  container A       draws title=\"1️⃣\u{E9}\"")
        #expect(raw.found == "U+E9")
        #expect(
            try eventError("   120 ms  container A       draws title=\"\\u{E9}\" body=1️⃣x").expected.hasPrefix(
                "a quoted text"))
    }

    @Test func aMalformedHeaderIsAnErrorAtItsLine() throws {
        _ = try error("# adspec transcript v1\n# scenario x\n1️⃣")
        _ = try error("# adspec transcript 1️⃣v2\n# scenario x\n# source a sha256=b\n# title t\n# covers\n")
        _ = try error("# adspec transcript v1\n1️⃣# scenarios x\n# source a sha256=b\n# title t\n# covers \n")
        _ = try error(Self.header + "     0 ms  end               script finished1️⃣")
        // A refusal golden holds refusal lines only.
        _ = try error(
            Self.header + "     0 ms  refused           api SLD-5: no\n1️⃣     0 ms  end               script finished\n")
        _ = try error(Self.header + "     0 ms  refused           1️⃣compile SLD-5: no\n")
    }

    @Test func aFreeNoteIsKeptAsTextAndAnEscapeIsDecoded() throws {
        let text =
            Self.header + """
                     0 ms  note              anything at all: 50% of it
                     0 ms  container A       draws title="caf\\u{E9}"

                """
        let decoded = try GoldenDecoder.decode(text, file: "x")
        #expect(
            decoded.lines.map(\.event) == [
                .note("anything at all: 50% of it"), .draws([PrimitiveValue(kind: .title, value: .text("caf\u{E9}"))]),
            ])
        #expect(decoded.text == text)
    }
}
