/// A JUnit XML report: one `<testcase>` per scenario (`classname` the scenario's area, `name` its
/// id), `<failure>` with the diff for a mismatch or missing golden, `<error>` for a scenario that
/// could not run. Read by Jenkins, GitLab, Bazel (`XML_OUTPUT_FILE`) and most CI.
package enum JUnitReport {
    package static func xml(results: [ScenarioResult], suite: String = "adspec", notes: [String] = []) -> String {
        let failures = results.filter { [.failed, .missingGolden, .pending].contains($0.status) }.count
        let errors = results.filter { $0.status == .errored }.count
        let seconds = results.reduce(0) { $0 + $1.seconds }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        out += "<testsuites name=\"\(attribute(suite))\" \(counts) time=\"\(time(seconds))\">\n"
        out += "  <testsuite name=\"\(attribute(suite))\" \(counts) time=\"\(time(seconds))\">\n"
        for result in results {
            let area = result.id.split(separator: "/").dropLast().joined(separator: ".")
            let classname = result.problem != nil ? "\(suite).run" : area.isEmpty ? suite : "\(suite).\(area)"
            var open = "    <testcase classname=\"\(attribute(classname))\" name=\"\(attribute(result.id))\""
            if let source = result.source { open += " file=\"\(attribute(source))\"" }
            open += " time=\"\(time(result.seconds))\""
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
                    + cdata(result.message + "\n" + (result.diff?.rendered() ?? "")) + "</failure>\n"
            case .errored:
                let summary = result.message.split(separator: "\n").first.map(String.init) ?? "error"
                let type = result.problem.map { $0.kind.replacingOccurrences(of: " ", with: "-") } ?? "error"
                body = "      <error type=\"\(type)\" message=\"\(attribute(summary))\">" + cdata(result.message) + "</error>\n"
            }
            out += body.isEmpty ? open + "/>\n" : open + ">\n" + body + "    </testcase>\n"
        }
        if !notes.isEmpty { out += "    <system-err>" + cdata(notes.joined(separator: "\n")) + "</system-err>\n" }
        out += "  </testsuite>\n</testsuites>\n"
        return out
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
