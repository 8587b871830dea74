import Foundation

/// A JSON report of a run, for tools and dashboards: one object per scenario in id order, one per
/// problem of the run (`RunProblem`: an orphan), the summary (`RunCounts`: `passed + recorded +
/// failed + errored == results`; `pending` is part of `failed`), files not written before it
/// (`unwritten`, not counted), unreferenced goldens. Keys are sorted so the file diffs well.
package enum JSONReport {
    struct Report: Encodable {
        var format = "adspec-report-v1"
        var subject: String
        var summary: Summary
        var scenarios: [Scenario]
        var problems: [Problem]
        var unreferenced: [String]
        var unwritten: [Problem]
    }

    struct Problem: Encodable {
        var name: String
        var kind: String
        var path: String
        var status: String
        var message: String
    }

    struct Summary: Encodable {
        var results: Int
        var passed: Int
        var recorded: Int
        var failed: Int
        var errored: Int
        var pending: Int
        /// Issue 36, item 2: scenarios not applicable to the declared profile (in `results`).
        var notApplicable: Int
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

    package static func json(
        results: [ScenarioResult], subject: String, unreferenced: [String], unwritten: [RunProblem] = []
    ) -> String {
        let counts = RunCounts(results)
        let report = Report(
            subject: subject,
            summary: Summary(
                results: counts.results, passed: counts.passed, recorded: counts.recorded, failed: counts.failed,
                errored: counts.errored, pending: results.filter { $0.status == .pending }.count,
                notApplicable: counts.notApplicable),
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
            unreferenced: unreferenced,
            unwritten: unwritten.map {
                Problem(name: $0.name, kind: $0.kind, path: $0.path, status: "not written", message: $0.message)
            })
        return JSONText.encode(report)
    }
}

/// The reporter of the JSON report (`--json`, `ADSPEC_JSON`).
struct JSONReporter: RunReporter {
    var destination: ReportDestination

    func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        let text = JSONReport.json(
            results: run.results, subject: run.subject.name, unreferenced: run.unreferenced.problems.map(\.path),
            unwritten: run.unwritten)
        try destination.write(text)
    }
}
