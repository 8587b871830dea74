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

    /// The failed scenarios grouped by root cause, most scenarios first (then by first id). Two
    /// failures share a root cause when their diverging events changed the same words, or are of
    /// the same kind under the same rule (issue 39 item 3: not split by payload text).
    package static func groups(_ results: [ScenarioResult]) -> [Group] {
        var members: [(id: String, cause: RootCause)] = []
        for result in results {
            if let cause = cause(of: result) { members.append((result.id, cause)) }
        }
        // Union-find over the members, joined by either key; the first member is a group's root.
        var parent = Array(members.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        var firstWith: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            for key in ["change " + member.cause.change] + (member.cause.kind.map { ["kind " + $0] } ?? []) {
                if let other = firstWith[key] {
                    let (a, b) = (root(other), root(index))
                    if a != b { parent[max(a, b)] = min(a, b) }
                } else {
                    firstWith[key] = index
                }
            }
        }
        var order: [Int] = []
        var byRoot: [Int: [(id: String, cause: RootCause)]] = [:]
        for (index, member) in members.enumerated() {
            let group = root(index)
            if byRoot[group] == nil { order.append(group) }
            byRoot[group, default: []].append(member)
        }
        return order.map { group in
            let list = byRoot[group]!.sorted { $0.id < $1.id }
            let summaries = Set(list.map(\.cause.summary))
            let changes = Set(list.map(\.cause.change))
            var rules: [String] = []
            for rule in list.compactMap(\.cause.rule) where !rules.contains(rule) { rules.append(rule) }
            let summary: String
            if summaries.count == 1 {
                summary = summaries.first!
            } else if changes.count == 1 {
                summary = changes.first!
            } else {
                let kind = list.compactMap(\.cause.kind).first.map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
                summary = "`\(kind ?? "an event")` differs, \(changes.count) ways (first: \(list[0].cause.summary))"
            }
            return Group(summary: summary, rules: rules, ids: list.map(\.id))
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
