import Foundation

/// `adspec review | accept | reject [ID...]`: pending goldens (written by a run with `--pending`
/// or `ADSPEC_PENDING=1`, beside the accepted ones as `.pending` or in `ADSPEC_PENDING_DIR`) are
/// shown as diffs, moved over the accepted goldens, or deleted. Nothing else is touched.
package enum PendingReview {
    package enum Action: String, Sendable { case review, accept, reject }

    package static func run(_ action: Action, patterns: [String], workspace: Workspace, color: Bool, console: Console)
        -> ExitStatus
    {
        let problems = TreeScan.goldenProblems(workspace)
        guard problems.isEmpty else {
            for problem in problems { console.err(problem.description + "\n") }
            return .badInput
        }
        let store = workspace.goldens
        let pending = store.pendingIDs()
        let unmatched = patterns.filter { pattern in !pending.contains { Selection.matches(pattern, $0) } }
        if !unmatched.isEmpty {
            for pattern in unmatched {
                console.error(
                    "no pending golden for '\(pattern)' (pending: \(pending.isEmpty ? "none" : pending.joined(separator: ", ")))")
            }
            return .badInput
        }
        let chosen = pending.filter { id in patterns.isEmpty || patterns.contains { Selection.matches($0, id) } }
        if chosen.isEmpty {
            console.out("no pending goldens\n")
            return .success
        }
        var failures = 0
        for id in chosen {
            let pendingURL = store.pendingURL(for: id)
            let goldenURL = store.goldenURL(for: id)
            switch action {
            case .review:
                let accepted = store.read(goldenURL)
                let proposed = store.read(pendingURL) ?? ""
                console.out("PENDING \(id)" + (accepted == nil ? " (new golden)" : "") + "\n")
                let diff = TranscriptDiff(
                    old: accepted ?? "", new: proposed, oldName: workspace.display(goldenURL),
                    newName: workspace.display(pendingURL))
                if let first = FirstDifference(diff), accepted != nil { console.out("  \(first)\n") }
                console.out(diff.isEmpty ? "  identical to the accepted golden\n" : diff.rendered(color: color))
            case .accept:
                do throws(GoldenStore.WriteError) {
                    try GoldenStore.move(pendingURL, over: goldenURL)
                    GoldenStore.remove(pendingURL, pruningUpTo: store.pendingDirectory ?? store.directory)
                    console.out("ACCEPTED \(id) -> \(workspace.display(goldenURL))\n")
                } catch {
                    console.error("\(error)")
                    failures += 1
                }
            case .reject:
                GoldenStore.remove(pendingURL, pruningUpTo: store.pendingDirectory ?? store.directory)
                console.out("REJECTED \(id) (deleted \(workspace.display(pendingURL)))\n")
            }
        }
        switch action {
        case .review:
            console.out(
                "\(chosen.count) pending; accept with: swift run adspec accept [ID...], reject with: swift run adspec reject [ID...]\n"
            )
        case .accept: console.out("\(chosen.count - failures) accepted\n")
        case .reject: console.out("\(chosen.count) rejected\n")
        }
        return failures == 0 ? .success : .failure
    }
}
