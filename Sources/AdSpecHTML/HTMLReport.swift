import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import Foundation

/// `adspec report --html DIR`: a static, self-contained site of the scenarios (Documentation/HTMLReport.md).
/// `index.html` lists every scenario with its result, rules and areas; `scenarios/<id>.html` shows
/// the screen at each moment the engine's layout changed, the timeline of the transcript's subjects,
/// the transcript, and for a failing scenario the diff against its golden. No network, no script,
/// no external fonts; the bytes depend only on the scenarios, goldens and engine (no clock, no
/// absolute path, id order whatever the number of jobs).
public enum HTMLReport {
    /// One written file: its path relative to the report folder, and its text.
    public struct File: Sendable, Hashable {
        public var path: String
        public var text: String
    }

    /// What one scenario page is drawn from.
    struct ScenarioData: Sendable {
        var scenario: LoadedScenario
        var result: ScenarioResult
        var lines: [TranscriptLine]
        var renders: [RenderSnapshot]
        var periods: [RenderPeriod]
        var sourcePath: String
    }

    /// The site's files for `scenarios` (in id order), checked against the goldens in `workspace`
    /// by the reference engine on up to `jobs` threads.
    public static func files(of scenarios: [LoadedScenario], workspace: Workspace, jobs: Int) -> [File] {
        files(of: scenarios, workspace: workspace, jobs: jobs, engine: ReferenceEngine())
    }

    /// The same with another engine (one with mutants, for a failing page in the kit's own tests):
    /// it both checks the transcripts and draws the pictures.
    package static func files(
        of scenarios: [LoadedScenario], workspace: Workspace, jobs: Int, engine: ReferenceEngine
    ) -> [File] {
        let sorted = scenarios.sorted { $0.id < $1.id }
        let checker = ScenarioChecker(subject: engine, workspace: workspace, policy: GoldenPolicy(mode: .never))
        let pages = ParallelMap.run(sorted, jobs: jobs) { scenario -> (File, IndexRow) in
            let data = collect(scenario, checker: checker, workspace: workspace, engine: engine)
            return (File(path: pagePath(of: scenario.id), text: page(data)), IndexRow(data))
        }
        let index = File(path: "index.html", text: indexPage(pages.map(\.1)))
        return [index] + pages.map(\.0)
    }

    /// Writes the site into `folder` (sub-folders created), each file atomically; returns the files
    /// that could not be written.
    public static func write(_ files: [File], to folder: URL) -> [(url: URL, error: GoldenStore.WriteError)] {
        var failed: [(url: URL, error: GoldenStore.WriteError)] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            do throws(GoldenStore.WriteError) {
                try GoldenStore.writeAtomically(file.text, to: url)
            } catch {
                failed.append((url, error))
            }
        }
        return failed
    }

    /// The folder inside `ADSPEC_ARTIFACTS_DIR` where a failing `verify` writes the pages of its
    /// failing scenarios.
    public static let artifactsFolder = "html"

    /// `scenarios/native__basic-load.html` for `native/basic-load`: one folder, so links are simple.
    static func pagePath(of id: String) -> String { "scenarios/" + id.replacingOccurrences(of: "/", with: "__") + ".html" }

    static func collect(
        _ scenario: LoadedScenario, checker: ScenarioChecker, workspace: Workspace, engine: ReferenceEngine
    ) -> ScenarioData {
        var result = checker.check(scenario)
        result.seconds = 0  // never shown: the report has no clock
        var lines: [TranscriptLine] = []
        var renders: [RenderSnapshot] = []
        var periods: [RenderPeriod] = []
        if scenario.expectedRefusal == nil, let run = try? engine.runRecordingRenders(scenario.input) {
            (lines, renders, periods) = run
        }
        return ScenarioData(
            scenario: scenario, result: result, lines: lines, renders: renders, periods: periods,
            sourcePath: workspace.sourcePath(of: scenario))
    }

    /// The areas of a scenario: its id's first part and its rules' prefixes, sorted.
    static func areas(of scenario: LoadedScenario) -> [String] {
        var areas = Set(scenario.rules.compactMap { $0.split(separator: "-").first.map(String.init) })
        if let first = scenario.id.split(separator: "/").first, scenario.id.contains("/") { areas.insert(String(first)) }
        return areas.sorted()
    }

    struct IndexRow: Sendable {
        var id: String
        var title: String
        var status: ScenarioResult.Status
        var rules: [String]
        var areas: [String]
        var moments: Int
        var events: Int
    }
}

extension HTMLReport.IndexRow {
    /// The row of a scenario page's data (a type of its own in the tests, made member by member).
    init(_ data: HTMLReport.ScenarioData) {
        id = data.scenario.id
        title = data.scenario.title
        status = data.result.status
        rules = data.scenario.rules
        areas = HTMLReport.areas(of: data.scenario)
        moments = data.renders.count
        events = data.lines.count
    }
}

extension HTMLReport {
    /// The index's groups, in the order a reader wants them: what failed first, then what could
    /// not run, what does not apply, and last what passed (issue 39, item 7).
    enum Group: Int, CaseIterable {
        case failed, errored, notApplicable, passed

        init(_ status: ScenarioResult.Status) {
            switch status {
            case .passed, .recorded: self = .passed
            case .failed, .missingGolden, .pending: self = .failed
            case .errored: self = .errored
            case .notApplicable: self = .notApplicable
            }
        }

        var word: String {
            switch self {
            case .failed: "failed"
            case .errored: "errored"
            case .notApplicable: "not applicable"
            case .passed: "passed"
            }
        }
    }

    /// The index's rows: failures first, then errors, not applicable, passes; by id within each.
    static func ordered(_ rows: [IndexRow]) -> [IndexRow] {
        rows.sorted { (Group($0.status).rawValue, $0.id) < (Group($1.status).rawValue, $1.id) }
    }

    static func indexPage(_ rows: [IndexRow]) -> String {
        var html = head(title: "adspec report", depth: 0)
        html += "<h1>adspec report</h1>\n"
        // Every group named with its count, so that the counts add up to the scenarios (issue 39, item 7).
        let counts = Group.allCases.map { group in "\(rows.filter { Group($0.status) == group }.count) \(group.word)" }
        html += "<p>\(rows.count) scenarios: \(counts.joined(separator: ", ")). Failures are listed first, then errors, "
        html += "the scenarios that do not apply, and the passes. "
        html += "Each page shows the screen at every moment the layout changed, the timeline and the transcript.</p>\n"
        html += "<table class=\"index\">\n<thead><tr><th scope=\"col\">Scenario</th><th scope=\"col\">Result</th>"
        html += "<th scope=\"col\">Rules (covers)</th><th scope=\"col\">Areas</th><th scope=\"col\">Moments</th>"
        html += "<th scope=\"col\">Events</th></tr></thead>\n<tbody>\n"
        for row in ordered(rows) {
            html += "<tr class=\"\(statusClass(row.status))\"><td><a href=\"\(escape(pagePath(of: row.id)))\">"
            html += "\(escape(row.id))</a><br><span class=\"title\">\(escape(row.title))</span></td>"
            html += "<td>\(statusBadge(row.status))</td><td>\(escape(row.rules.joined(separator: " ")))</td>"
            html += "<td>\(escape(row.areas.joined(separator: " ")))</td><td>\(row.moments)</td><td>\(row.events)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</body>\n</html>\n"
        return html
    }

    static func statusClass(_ status: ScenarioResult.Status) -> String {
        switch Group(status) {
        case .passed: "pass"
        case .failed: "fail"
        case .errored: "error"
        case .notApplicable: "na"
        }
    }

    /// The result as a word and a symbol, never colour alone: ✓ pass, ✗ fail, ⚠ error, ⊘ not applicable.
    static func statusBadge(_ status: ScenarioResult.Status) -> String {
        let symbol =
            switch Group(status) {
            case .passed: "&#10003;"
            case .failed: "&#10007;"
            case .errored: "&#9888;"
            case .notApplicable: "&#8856;"
            }
        return "<span class=\"badge \(statusClass(status))\">\(symbol) \(status.label)</span>"
    }

    /// HTML text with `&`, `<`, `>`, `"` escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A coordinate with at most two decimals, the same on every machine.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            text += "." + (fraction < 10 ? "0" + String(fraction) : String(fraction))
            while text.hasSuffix("0") { text.removeLast() }
        }
        return text
    }

    /// A share as `96.7%`.
    static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
