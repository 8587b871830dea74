import Foundation

extension Coverage {
    /// The text report: per area its title and counts, per rule its strength, status and the
    /// scenarios covering it (or what is missing), then the gate's failures and the summary line.
    package func text() -> String {
        var out = ""
        for area in areas {
            out += heading(of: area) + "\n"
            let idWidth = max(8, (area.rules.map(\.id.count).max() ?? 0) + 2)
            for rule in area.rules {
                var line = "  " + Columns.pad(rule.id, idWidth) + Columns.pad(rule.strength, 14) + Columns.pad(rule.status, 12)
                if rule.isCovered {
                    line += rule.scenarios.joined(separator: ", ")
                } else {
                    switch rule.requirement {
                    case .required: line += "MISSING: no scenario covers it"
                    case .optional: line += "- (optional: \(rule.reason))"
                    case .notImplemented: line += "- (not required: area not implemented)"
                    }
                }
                out += line + "\n"
                for partition in rule.partitions ?? [] {
                    var line = "    " + Columns.pad(partition.id, 30)
                    if !partition.applies {
                        line += "n/a: " + (partition.reason ?? "")
                    } else if partition.isCovered {
                        line += partition.scenarios.joined(separator: ", ")
                    } else {
                        line += "MISSING: no scenario reaches the rule this way"
                    }
                    out += line + "\n"
                }
            }
            out += "\n"
        }
        if !failures.isEmpty {
            out += "Coverage gate: \(failures.count) problem\(failures.count == 1 ? "" : "s")\n"
            for failure in failures { out += failure.description + "\n" }
            out += "\n"
        }
        out += summaryLine + "\n"
        return out
    }

    func heading(of area: AreaEntry) -> String {
        let required = area.count(.required)
        var counts: [String] = []
        if area.implemented {
            counts.append("\(area.count(.required, coveredOnly: true)) of \(required) required rules covered")
            let optional = area.count(.optional)
            if optional > 0 { counts.append("\(area.count(.optional, coveredOnly: true)) of \(optional) optional") }
        } else {
            let all = area.count(.notImplemented)
            counts.append(
                "not implemented, \(area.count(.notImplemented, coveredOnly: true)) of \(all) rules covered, none required")
        }
        return "\(area.id) - \(area.title): " + counts.joined(separator: ", ")
    }

    /// The JSON report (sorted keys, two-space indentation, a trailing newline): the same bytes
    /// for the same catalogue and corpus.
    package func json() -> String {
        struct Document: Encodable {
            var format = "adspec coverage v1"
            var catalogue: String
            var passed: Bool
            var summary: Summary
            var summaryLine: String
            var areas: [AreaEntry]
            var failures: [CoverageFailure]
        }
        let document = Document(
            catalogue: catalogue, passed: passed, summary: summary, summaryLine: summaryLine, areas: areas,
            failures: failures)
        return JSONText.encode(document)
    }
}
