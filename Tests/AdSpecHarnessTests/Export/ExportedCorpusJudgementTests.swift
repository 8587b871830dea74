import AdSpecEngine
import AdSpecHarness
import AdSpecTestSupport
import Foundation
import Testing

/// What an SDK's test target that links only AdSpecHarness and the engine does with the committed
/// export (issue 37, item 1): load it, judge a subject with the conformance comparison. Only the
/// harness's API is used here, no scenario file, no golden, no catalogue.
@Suite("Exported corpus judgement")
struct ExportedCorpusJudgementTests {
    static let export = Repository.root.appendingPathComponent("Sources/AdSpecCorpus/Export")

    /// The committed export, loaded once for every test here (issue 39, item 2: a load reads and
    /// decodes every exported file).
    static let loaded = Result { () throws(ExportedCorpus.LoadError) in try ExportedCorpus.load(directory: export) }

    static func committed() throws -> ExportedCorpus { try loaded.get() }

    @Test func theReferenceEnginePassesEveryExportedScenario() throws {
        let corpus = try Self.committed()
        #expect(corpus.scenarios.count > 100)
        let failed = corpus.judge(ReferenceEngine()).filter { !$0.passed }
        #expect(failed.isEmpty, "\(failed.prefix(3).map(\.description).joined(separator: "\n"))")
    }

    /// The windows travel with the export: events moved within them still pass, events moved by
    /// more than a window fail (so the judgement is not a pass for anything).
    @Test func windowsAreHonouredAndExceeded() throws {
        let corpus = try Self.committed()
        let windowed = try #require(corpus.scenarios.first { scenario in
            scenario.refusal == nil && scenario.events.contains { $0.window != nil }
        })
        let event = try #require(windowed.events.first { $0.window != nil })
        let input = try #require(windowed.input)
        let expected = windowed.expected(settings: input.settings)
        let offsets = try #require(expected.first { $0.line == event.line }).offsets
        #expect(offsets != 0...0)
        #expect(windowed.judge(Moving(line: event.line, expected: expected, by: offsets.upperBound)).passed)
        let late = windowed.judge(Moving(line: event.line, expected: expected, by: offsets.upperBound + 1))
        #expect(!late.passed)
        #expect(late.lines.first?.contains("\(windowed.golden):\(event.line)") == true, "\(late.lines)")
    }

    @Test func aSubjectThatLosesItsLastNormativeEventFails() throws {
        let corpus = try Self.committed()
        let verdicts = corpus.judge(DroppingLast())
        let withEvents = corpus.scenarios.filter { $0.refusal == nil && !$0.events.isEmpty }.map(\.id)
        let failed = Set(verdicts.filter { !$0.passed }.map(\.id))
        #expect(!withEvents.isEmpty)
        #expect(Set(withEvents).isSubset(of: failed))
    }

    /// Every exported file is valid against Documentation/Protocol/export.schema.json, and reads
    /// back into what wrote it, byte for byte.
    @Test(
        .enabled(
            if: SlowChecks.enabled,
            Comment(
                rawValue: SlowChecks.reason(
                    "every exported file against the export schema and read back (the default loop keeps the committed export compared byte for byte with a fresh build: theCommittedExportIsCurrent)"
                ))))
    func everyExportedFileIsValidAgainstTheSchemaAndRoundTrips() throws {
        let validator = try JSONSchemaSubset(folder: Repository.root.appendingPathComponent("Documentation/Protocol"))
        let corpus = try Self.committed()
        for scenario in corpus.scenarios {
            let url = Self.export.appendingPathComponent(ExportedCorpus.fileName(of: scenario.id))
            let text = try String(contentsOf: url, encoding: .utf8)
            let value = try JSONValue.parse(text)
            let problems = validator.validate(value, against: "export.schema.json")
            #expect(problems.isEmpty, "\(scenario.id): \(problems.prefix(5).joined(separator: "\n"))")
            #expect(scenario.fileText == text, "\(scenario.id)")
            #expect(try ExportedScenario(wire: value) == scenario)
        }
        #expect(corpus.scenarios.contains { $0.refusal?.phase == "api" && $0.input != nil })
        #expect(corpus.scenarios.contains { $0.refusal != nil && $0.input == nil })
        let index = try JSONValue.parse(try String(contentsOf: Self.export.appendingPathComponent(ExportedCorpus.indexName), encoding: .utf8))
        let problems = validator.validate(index, against: "export-index.schema.json")
        #expect(problems.isEmpty, "index.json: \(problems.prefix(5).joined(separator: "\n"))")
        #expect(corpus.indexText == (try String(contentsOf: Self.export.appendingPathComponent(ExportedCorpus.indexName), encoding: .utf8)))
    }

    /// The profile dimensions (issue 37, item 3): the index describes each, and a scenario names
    /// those it touches: every setting it pins, and the dimension a scenario about it moves.
    @Test func theProfileDimensionsAndWhichEachScenarioTouches() throws {
        let corpus = try Self.committed()
        let settings = Set(corpus.dimensions.map(\.setting))
        #expect(settings.count == corpus.dimensions.count && !settings.isEmpty)
        let dwell = try #require(corpus.dimensions.first { $0.setting == "impressionDwellMs" })
        #expect(dwell.kind != "alternatives" && dwell.minimum != nil && dwell.maximum != nil && !dwell.quote.isEmpty && !dwell.rule.isEmpty)
        #expect(corpus.dimensions.contains { $0.kind == "alternatives" && !$0.alternatives.isEmpty && $0.minimum == nil })
        for scenario in corpus.scenarios {
            for use in scenario.dimensions { #expect(settings.contains(use.setting), "\(scenario.id): \(use.setting)") }
        }
        // This scenario sets the dwell itself (`<set name="impressionDwellMs" value="0"/>`).
        let pinning = try #require(corpus.scenarios.first { $0.id == "viewability/whole-card-threshold-no-dwell" })
        #expect(pinning.dimensions.contains(ExportedScenario.DimensionUse(setting: "impressionDwellMs", value: "0", pinned: true)))
        // A scenario whose impression comes after the dwell touches impressionDwellMs; one the
        // kit refuses before any run touches nothing it does not pin.
        #expect(corpus.scenarios.contains { $0.dimensions.contains { $0.setting == "impressionDwellMs" && !$0.pinned } })
        #expect(corpus.scenarios.filter { $0.input == nil }.allSatisfy { $0.dimensions.isEmpty })
    }

    @Test func aFileOfAnotherFormatOrOutsideTheFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("index.json", #"{"format":1,"dimensions":[],"scenarios":[]}"# + "\n")
        #expect(throws: ExportedCorpus.LoadError.self) { try ExportedCorpus.load(directory: folder.url) }
        _ = try folder.write("index.json", #"{"format":2,"dimensions":[],"scenarios":[{"id":"x","file":"../x.json"}]}"# + "\n")
        #expect(throws: ExportedCorpus.LoadError.self) { try ExportedCorpus.load(directory: folder.url) }
        _ = try folder.write("index.json", #"{"format":2,"dimensions":[],"scenarios":[{"id":"x","file":"x.json"}]}"# + "\n")
        _ = try folder.write("x.json", #"{"format":2,"id":"x"}"# + "\n")
        do {
            _ = try ExportedCorpus.load(directory: folder.url)
            Issue.record("loaded a scenario file without its members")
        } catch {
            #expect(error.description.hasPrefix("x.json: "), "\(error)")
        }
    }
}

/// The reference engine's transcript with the normative event of the golden's `line` moved by `by` ms.
private struct Moving: BindingSubject {
    var line: Int
    var expected: [ConformanceMatcher.Expected]
    var by: Int
    var name: String { "moving" }

    func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        var lines = try ReferenceEngine().run(input)
        let position = try requireIndex(expected.firstIndex { $0.line == line })
        var seen = -1
        for index in lines.indices where lines[index].normative != nil {
            seen += 1
            if seen == position { lines[index].timeMs += by }
        }
        return lines
    }

    private func requireIndex(_ value: Int?) throws(RunError) -> Int {
        guard let value else { throw RunError(stepIndex: nil, message: "no such event") }
        return value
    }
}

/// The reference engine without its last normative event.
private struct DroppingLast: BindingSubject {
    var name: String { "dropping-last" }

    func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        var lines = try ReferenceEngine().run(input)
        if let last = lines.lastIndex(where: { $0.normative != nil }) { lines.remove(at: last) }
        return lines
    }
}
