import AdSpecHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JUnit XML report: one `<testcase>` per scenario (`classname` the scenario's area, `name` its
/// id) and per problem of the run (`classname` `adspec.run`, `name` `orphan: Goldens/x.transcript`),
/// `<failure>` with the diff for a mismatch, missing golden or orphan, `<error>` for a scenario
/// that could not run or a write that failed. Read by Jenkins, GitLab, Bazel (`XML_OUTPUT_FILE`)
/// and most CI.
///
/// The shape is the strictest common one, the Ant/Jenkins JUnit schema (windyroad's JUnit.xsd;
/// `Tests/Schemas/JUnit.xsd` in this repository encodes it and a test validates against it):
/// `<testsuites>` without attributes; one `<testsuite>` with `package`, `id`, `name`, `timestamp`
/// (UTC, without a zone), `hostname`, `tests`, `failures`, `errors` and `time`, holding
/// `<properties>`, the test cases, `<system-out>` and `<system-err>` in that order; a test case has
/// `name`, `classname` and `time` only. Anything else (the subject, the scenario files, notes)
/// goes in `<properties>` or the failure text.
package enum JUnitReport {
    package static func xml(
        results: [ScenarioResult], suite: String = "adspec", notes: [String] = [], properties: [(String, String)] = [],
        timestamp: Date = Date(), hostname: String = JUnitReport.hostname
    ) -> String {
        // `RunCounts`: tests = passes (and goldens written) + failures + errors.
        let counts = RunCounts(results)
        let (failures, errors, skipped) = (counts.failed, counts.errored, counts.notApplicable)
        let seconds = results.reduce(0) { $0 + $1.seconds }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out += "  <testsuite name=\"\(attribute(suite))\" package=\"\(attribute(suite))\" id=\"0\""
        out += " timestamp=\"\(Self.timestamp(timestamp))\" hostname=\"\(attribute(hostname))\""
        out += " tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\"" + (skipped > 0 ? " skipped=\"\(skipped)\"" : "") + " time=\"\(time(seconds))\">\n"
        if properties.isEmpty {
            out += "    <properties/>\n"
        } else {
            out += "    <properties>\n"
            for (name, value) in properties {
                out += "      <property name=\"\(attribute(name))\" value=\"\(attribute(value))\"/>\n"
            }
            out += "    </properties>\n"
        }
        for result in results {
            let area = result.id.split(separator: "/").dropLast().joined(separator: ".")
            let classname = result.problem != nil ? "\(suite).run" : area.isEmpty ? suite : "\(suite).\(area)"
            let open =
                "    <testcase name=\"\(attribute(result.id))\" classname=\"\(attribute(classname))\" time=\"\(time(result.seconds))\""
            let scenario = result.source.map { "scenario \($0)\n" } ?? ""
            let body: String
            switch result.status {
            case .passed, .recorded:
                body = ""
            case .failed, .missingGolden, .pending:
                let summary =
                    result.firstDifference?.description ?? result.message.split(separator: "\n").first.map(String.init) ?? ""
                let type =
                    result.problem.map { $0.kind.replacingOccurrences(of: " ", with: "-") }
                    ?? (result.status == .failed ? "mismatch" : result.status == .pending ? "pending" : "missing-golden")
                body =
                    "      <failure type=\"\(type)\" message=\"\(attribute(summary))\">"
                    + cdata(scenario + result.message + "\n" + (result.diff?.rendered() ?? "")) + "</failure>\n"
            case .notApplicable:
                // Issue 36, item 2: skipped, with the reason.
                let reason = result.message.split(separator: "\n").first.map(String.init) ?? "not applicable"
                body = "      <skipped message=\"\(attribute(reason))\"/>\n"
            case .errored:
                let summary = result.message.split(separator: "\n").first.map(String.init) ?? "error"
                let type = result.problem.map { $0.kind.replacingOccurrences(of: " ", with: "-") } ?? "error"
                body =
                    "      <error type=\"\(type)\" message=\"\(attribute(summary))\">" + cdata(scenario + result.message)
                    + "</error>\n"
            }
            out += body.isEmpty ? open + "/>\n" : open + ">\n" + body + "    </testcase>\n"
        }
        out += "    <system-out/>\n"
        out += notes.isEmpty ? "    <system-err/>\n" : "    <system-err>" + cdata(notes.joined(separator: "\n")) + "</system-err>\n"
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// This machine's name, else `localhost` (the schema wants one).
    package static var hostname: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let name = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? "localhost" : name
    }

    /// `2026-12-01T09:30:00`: UTC, without a zone, as the schema's pattern wants.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(c.year ?? 1970)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))"
    }

    static func time(_ seconds: Double) -> String {
        let millis = Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Text that XML 1.0 allows: printable ASCII, tab, line feed; anything else as `\u{X}`.
    static func clean(_ text: String) -> String {
        ASCII.escaped(text, keeping: ["\n", "\t"])
    }

    static func attribute(_ text: String) -> String {
        clean(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
    }

    static func cdata(_ text: String) -> String {
        "<![CDATA[" + clean(text).replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }
}

/// The reporter of the JUnit report (`--junit`, `XML_OUTPUT_FILE`): the properties name the
/// subject, the scenario and golden folders and the shard; the notes are the lines about
/// unreferenced goldens.
struct JUnitReporter: RunReporter {
    var destination: ReportDestination

    func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        let (workspace, paths) = (run.request.workspace, run.paths)
        var properties = [
            ("subject", run.subject.name), ("specs", paths.path(workspace.display(workspace.specs))),
            ("goldens", paths.path(workspace.display(workspace.goldens.directory))),
        ]
        if let shard = run.request.selection.shard { properties.append(("shard", shard.description)) }
        // A file not written is not a test case: a note of the run.
        let unwritten = run.unwritten.map { "NOT WRITTEN \($0.path): \($0.message)" }
        let text = JUnitReport.xml(results: run.results, notes: run.unreferenced.lines + unwritten, properties: properties)
        try destination.write(text)
    }
}
