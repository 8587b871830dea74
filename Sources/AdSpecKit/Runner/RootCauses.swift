/// Failures with the same first divergent event, reported once (issue 12, item 5): one engine bug
/// that breaks 18 scenarios is one root cause, "18 scenarios: `below 50%` became `below 60%`
/// (rule IMP-1)", with the ids below it. Used by `adspec verify` and by `swift test`.
package enum RootCauses {
    package struct Group: Sendable, Hashable {
        /// The members' change, told with its context when they all share it.
        package var summary: String
        /// The rules of the members' diverging events, in order of first appearance.
        package var rules: [String]
        /// In id order.
        package var ids: [String]

        /// "18 scenarios: `below 50%` became `below 60%` (rule IMP-1)".
        package var headline: String {
            let named = rules.isEmpty ? "" : " (rule\(rules.count == 1 ? "" : "s") \(rules.joined(separator: ", ")))"
            return "\(ids.count) scenario\(ids.count == 1 ? "" : "s"): \(summary)\(named)"
        }
    }

    /// The root cause of a failed scenario: its first difference without the place.
    package static func cause(of result: ScenarioResult) -> RootCause? {
        guard result.status == .failed || result.status == .pending, result.expected != nil,
            let first = result.firstDifference
        else { return nil }
        return RootCause(first)
    }

    /// The failed scenarios grouped by root cause, most scenarios first (then by first id).
    package static func groups(_ results: [ScenarioResult]) -> [Group] {
        var order: [String] = []
        var members: [String: [(id: String, cause: RootCause)]] = [:]
        for result in results {
            guard let cause = cause(of: result) else { continue }
            if members[cause.change] == nil { order.append(cause.change) }
            members[cause.change, default: []].append((result.id, cause))
        }
        return order.map { change in
            let list = members[change]!.sorted { $0.id < $1.id }
            let summaries = Set(list.map(\.cause.summary))
            var rules: [String] = []
            for rule in list.compactMap(\.cause.rule) where !rules.contains(rule) { rules.append(rule) }
            return Group(summary: summaries.count == 1 ? summaries.first! : change, rules: rules, ids: list.map(\.id))
        }
        .sorted { ($0.ids.count, $1.ids[0]) > ($1.ids.count, $0.ids[0]) }
    }

    /// The section `verify` prints before its closing line when two or more failures share a
    /// root cause; empty otherwise.
    package static func text(_ results: [ScenarioResult]) -> String {
        let groups = groups(results)
        guard groups.contains(where: { $0.ids.count > 1 }) else { return "" }
        let scenarios = groups.map(\.ids.count).reduce(0, +)
        var text = "\(scenarios) failure\(scenarios == 1 ? "" : "s") by first divergent event (\(groups.count) root cause\(groups.count == 1 ? "" : "s")):\n"
        for group in groups {
            text += "  \(group.headline)\n"
            for id in group.ids { text += "    \(id)\n" }
        }
        return text
    }
}

extension RootCauses {
    /// What `swift test` records for one scenario: as `Verification.testIssue(for:)`, except that
    /// a failure sharing its root cause with others is told briefly (the first of the group has
    /// the diff) and names the group, which the test "Failures grouped by root cause" reports once.
    package static func testIssue(for result: ScenarioResult, in groups: [Group]) -> String? {
        guard let full = Verification.testIssue(for: result) else { return nil }
        guard cause(of: result) != nil, let group = groups.first(where: { $0.ids.contains(result.id) }),
            group.ids.count > 1
        else { return full }
        let others = group.ids.count - 1
        let header = "one root cause with \(others) other scenario\(others == 1 ? "" : "s"): \(group.headline)"
        if group.ids[0] == result.id { return full + header + "\n" }
        var text = "\(result.status.label) \(result.id)\n  \(header)\n"
        if let first = result.firstDifference { text += "  \(first)\n" }
        text += "  the diff is shown under \(group.ids[0])\n"
        return text
    }

    /// The test issue of a group of two or more failures: its headline and ids.
    package static func groupIssue(_ group: Group) -> String {
        group.headline + "\n" + group.ids.map { "  " + $0 }.joined(separator: "\n")
    }
}
