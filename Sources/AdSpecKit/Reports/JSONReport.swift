import Foundation

/// A JSON report of a run, for tools and dashboards: one object per scenario in id order, one per
/// problem of the run as a whole (`RunProblem`: an orphan golden, a failed write), the summary
/// counts (problems included, as in the closing line), and unreferenced goldens (also those only
/// warned about). Keys are sorted so the file diffs well.
package enum JSONReport {
    struct Report: Encodable {
        var format = "adspec-report-v1"
        var subject: String
        var summary: Summary
        var scenarios: [Scenario]
        var problems: [Problem]
        var unreferenced: [String]
    }

    struct Problem: Encodable {
        var name: String
        var kind: String
        var path: String
        var status: String
        var message: String
    }

    struct Summary: Encodable {
        var passed: Int
        var failed: Int
        var errored: Int
        var recorded: Int
        var pending: Int
    }

    struct Scenario: Encodable {
        var id: String
        var title: String
        var rules: [String]
        var source: String?
        var golden: String
        var status: String
        var message: String
        var firstDifference: String?
        var eventIndex: Int?
        var goldenLine: Int?
        var diff: String?
        var written: String?
        var seconds: Double
    }

    package static func json(results: [ScenarioResult], subject: String, unreferenced: [String]) -> String {
        let report = Report(
            subject: subject,
            summary: Summary(
                passed: results.filter { $0.status.isSuccess }.count,
                failed: results.filter { !$0.status.isSuccess }.count,
                errored: results.filter { $0.status == .errored }.count,
                recorded: results.filter { $0.status == .recorded }.count,
                pending: results.filter { $0.status == .pending }.count),
            scenarios: results.filter { $0.problem == nil }.map { result in
                Scenario(
                    id: result.id, title: result.title, rules: result.rules, source: result.source,
                    golden: result.golden, status: result.status.rawValue, message: result.message,
                    firstDifference: result.firstDifference?.description, eventIndex: result.firstDifference?.eventIndex,
                    goldenLine: result.firstDifference?.goldenLine,
                    diff: result.status.isSuccess ? nil : result.diff?.rendered(), written: result.written,
                    seconds: (result.seconds * 1000).rounded() / 1000)
            },
            problems: results.compactMap { result in
                result.problem.map {
                    Problem(name: $0.name, kind: $0.kind, path: $0.path, status: result.status.rawValue, message: $0.message)
                }
            },
            unreferenced: unreferenced)
        return JSONText.encode(report)
    }
}

/// The reporter of the JSON report (`--json`, `ADSPEC_JSON`).
struct JSONReporter: RunReporter {
    var destination: ReportDestination

    func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        let text = JSONReport.json(
            results: run.results, subject: run.subject.name, unreferenced: run.unreferenced.problems.map(\.path))
        try destination.write(text)
    }
}
