import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import Foundation

/// `adspec export` (issue 37, item 1): the corpus as the JSON an SDK's test target reads through
/// `AdSpecHarness` (`ExportedCorpus`), built from the scenarios, their goldens and the rule
/// catalogue, and written one file per scenario plus `index.json`. The same bytes on every run:
/// sorted by id, no time, no absolute path (paths are relative to the package). A module of its
/// own: it reads XML (AdSpecKit), which AdSpecCorpus, the product that ships the export, must not
/// link (a harness-only target links the corpus, issue 37 item 1); AdSpecKit is near its size limit.
package enum CorpusExportWriter {
    /// Why the export cannot be built or written; one problem a line.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
        /// Whether a file could not be written (else the corpus did not load).
        package var isWrite: Bool
    }

    /// The export of the corpus at `specs` (with its catalogue) and `goldens`.
    package static func build(specs: URL, goldens: URL) throws(Failure) -> ExportedCorpus {
        let scenarios: [LoadedScenario]
        let catalogue: Catalogue
        do throws(DiagnosticList) {
            scenarios = try Corpus.load(specsDirectory: specs).scenarios
            catalogue = try Catalogue.load(specsDirectory: specs).catalogue
        } catch {
            throw Failure(description: error.description, isWrite: false)
        }
        let windows = ConformanceWindows(catalogue: catalogue)
        let dimensions = catalogue.dimensions
        let store = GoldenStore(directory: goldens)
        let goldenFolder = goldens.standardizedFileURL.lastPathComponent
        var problems: [String] = []
        var exported: [ExportedScenario] = []
        for scenario in scenarios.sorted(by: { $0.id < $1.id }) {
            let golden = "\(goldenFolder)/\(scenario.id).\(GoldenStore.fileExtension)"
            guard let text = store.read(store.goldenURL(for: scenario.id)) else {
                problems.append("\(golden): no golden for \(scenario.id); record it with: adspec record \(scenario.id)")
                continue
            }
            let decoded: DecodedGolden
            do throws(GoldenDecodingError) {
                decoded = try GoldenDecoder.decode(text, file: golden)
            } catch {
                problems.append(error.description)
                continue
            }
            // The conformance comparison's own reading of the golden (ScenarioChecker.conform):
            // which window each event takes is decided here, where the engine's delays are known.
            let expected = ConformanceMatcher.expected(
                from: decoded.lines, settings: scenario.input.settings, windows: windows,
                firstLine: DecodedGolden.firstEventLine)
            let events = expected.map { event in
                ExportedScenario.Event(
                    line: event.line, timeMs: event.timeMs, subject: event.event.subject, content: event.event.content,
                    rule: event.rule, window: event.window?.setting)
            }
            var ruleWindows: [ExportedScenario.Window] = []
            for rule in Set(events.map(\.rule)).sorted() {
                for tolerance in windows.byRule[rule] ?? [] {
                    ruleWindows.append(
                        ExportedScenario.Window(
                            rule: rule, setting: tolerance.setting, minimum: tolerance.minimum, maximum: tolerance.maximum,
                            unit: tolerance.unit, basis: tolerance.basis.rawValue))
                }
            }
            var rules: [ExportedScenario.Rule] = []
            for id in scenario.rules {
                guard let rule = catalogue.rule(id) else {
                    problems.append("\(scenario.path): covers \(id), which the catalogue does not hold")
                    continue
                }
                rules.append(
                    ExportedScenario.Rule(
                        id: id, quote: rule.quote.text, quoteLanguage: rule.quote.language, statement: rule.statement))
            }
            let refusal = scenario.expectedRefusal.map {
                ExportedScenario.Refusal(phase: $0.phase.rawValue, rule: $0.rule, fragment: $0.fragment)
            }
            let input = scenario.loadRefusal.isEmpty ? scenario.input : nil
            exported.append(
                ExportedScenario(
                    id: scenario.id, title: scenario.title, source: scenario.path, golden: golden,
                    input: input, refusal: refusal, events: events,
                    windows: ruleWindows, rules: rules, dimensions: input.map { touched(dimensions, by: $0) } ?? []))
        }
        if !problems.isEmpty { throw Failure(description: problems.joined(separator: "\n"), isWrite: false) }
        return ExportedCorpus(scenarios: exported, dimensions: dimensions.map(ExportedDimension.init))
    }

    /// The profile dimensions a scenario touches (issue 37, item 3): those it pins (sets itself),
    /// and those whose other values change the reference engine's normative events or their times
    /// (each end of a window or range, each other alternative; the same reading as the
    /// comparison's "consistent with" advice, TranscriptComparison.consistentWith).
    static func touched(_ dimensions: [ProfileDimension], by input: ScenarioInput) -> [ExportedScenario.DimensionUse] {
        let engine = ReferenceEngine()
        let baseline = try? engine.run(input)
        func observable(_ lines: [TranscriptLine]) -> [TranscriptLine] { lines.filter { $0.normative != nil } }
        var uses: [ExportedScenario.DimensionUse] = []
        for dimension in dimensions {
            let value = input.settings.text(of: dimension.setting) ?? ""
            let pinned = input.pinnedSettings.contains(dimension.setting)
            var touches = pinned
            if !touches, let baseline {
                let tolerance = dimension.tolerance
                let whole = tolerance.unit == "ms" || tolerance.unit == "count"
                let others =
                    tolerance.kind == .alternatives
                    ? tolerance.alternatives
                    : [tolerance.minimum, tolerance.maximum].map { whole ? String(Int($0.rounded())) : formatPoints($0) }
                for other in others where other != value {
                    var moved = input
                    guard (try? moved.settings.override(dimension.setting, with: other)) != nil,
                        let lines = try? engine.run(moved)
                    else { continue }
                    if observable(lines) != observable(baseline) {
                        touches = true
                        break
                    }
                }
            }
            if touches { uses.append(ExportedScenario.DimensionUse(setting: dimension.setting, value: value, pinned: pinned)) }
        }
        return uses
    }

    /// The export's `.json` files already in `folder` (relative paths, sorted); empty if none.
    package static func existingFiles(in folder: URL) -> [String] {
        guard kind(of: folder.path) == S_IFDIR,
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
        else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".json"), kind(of: folder.appendingPathComponent(path).path) == S_IFREG { files.append(path) }
        }
        return files.sorted()
    }

    /// The first way `folder` differs from `corpus` (a file missing, different, or not the
    /// export's), or nil when it holds exactly the export.
    package static func firstStaleFile(of corpus: ExportedCorpus, in folder: URL) -> String? {
        let files = corpus.files
        for file in files.sorted(by: { $0.path < $1.path }) {
            let url = folder.appendingPathComponent(file.path)
            guard let data = FileManager.default.contents(atPath: url.path) else { return "\(file.path) is missing" }
            if Array(data) != Array(file.text.utf8) { return "\(file.path) differs" }
        }
        let wanted = Set(files.map(\.path))
        if let extra = existingFiles(in: folder).first(where: { !wanted.contains($0) }) {
            return "\(extra) is not part of the export"
        }
        return nil
    }

    /// Writes `corpus` into `folder` (created if missing), each file atomically (never half
    /// written; nothing that is not a regular file replaced), then removes the `.json` files of
    /// scenarios that no longer exist. Returns the number of files written.
    package static func write(_ corpus: ExportedCorpus, to folder: URL) throws(Failure) -> Int {
        if let type = kind(of: folder.path), type != S_IFDIR {
            throw Failure(description: "cannot write \(folder.path): it is not a folder, and is left as it is", isWrite: true)
        }
        let files = corpus.files
        for file in files {
            do throws(GoldenStore.WriteError) {
                try GoldenStore.writeAtomically(file.text, to: folder.appendingPathComponent(file.path))
            } catch {
                throw Failure(description: error.description, isWrite: true)
            }
        }
        let wanted = Set(files.map(\.path))
        for stale in existingFiles(in: folder) where !wanted.contains(stale) {
            let path = folder.appendingPathComponent(stale).path
            if unlink(path) != 0 { throw Failure(description: "cannot remove \(path), a scenario's file no longer exported", isWrite: true) }
        }
        return files.count
    }

    /// The type bits of what `path` names, the link itself for a link (`lstat`); nil if nothing.
    private static func kind(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }
}
