/// GitHub Actions workflow commands (`::error file=...,line=...::message`), printed when
/// `GITHUB_ACTIONS` is set, so failures show on the pull request's files.
package enum GitHubAnnotations {
    /// An annotation for a failed or errored scenario: on the golden's first differing line, or
    /// on the scenario file when there is no golden or the scenario errored.
    package static func annotation(for result: ScenarioResult) -> String? {
        guard !result.status.isSuccess else { return nil }
        if let problem = result.problem {
            return command("error", file: problem.path, line: nil, title: "adspec \(problem.kind)", message: problem.message)
        }
        let title = "adspec \(result.status.label) \(result.id)"
        if result.status == .failed || result.status == .pending, let first = result.firstDifference {
            return command(
                "error", file: result.golden, line: first.goldenLine, title: title,
                message: result.message + "\n" + (result.diff?.rendered() ?? ""))
        }
        return command("error", file: result.source ?? result.golden, line: nil, title: title, message: result.message)
    }

    package static func command(
        _ kind: String, file: String, line: Int?, column: Int? = nil, title: String? = nil, message: String
    ) -> String {
        var properties = ["file=\(property(file))"]
        if let line { properties.append("line=\(line)") }
        if let column, column > 0 { properties.append("col=\(column)") }
        if let title { properties.append("title=\(property(title))") }
        return "::\(kind) \(properties.joined(separator: ","))::\(data(message))\n"
    }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
