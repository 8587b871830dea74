import AdSpecHarness
import Foundation

/// `adspec review | accept | reject [ID...]`: pending goldens (written by a run with `--pending`
/// or `ADSPEC_PENDING=1`, beside the accepted ones as `.pending` or in `ADSPEC_PENDING_DIR`) are
/// shown as diffs, moved over the accepted goldens, or deleted. Nothing else is touched.
///
/// `review` on a terminal is interactive, as `cargo insta review` is: each pending golden is shown
/// with its diff and the reviewer answers `a` (accept), `r` (reject), `s` (skip, the default) or
/// `q` (quit). Elsewhere it only lists them. `accept` (either way) refuses a pending golden recorded
/// from an older version of its scenario: the source hash in its header is not the current one,
/// and asks about one from an unchanged scenario (`confirmEngineChange`).
package enum PendingReview {
    package enum Action: String, Sendable { case review, accept, reject }

    package static func run(
        _ action: Action, patterns: [String], workspace: Workspace, color: Bool, console: Console,
        terminal: (any Terminal)? = nil, force: Bool = false
    ) -> ExitStatus {
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
        if action == .review, let terminal, terminal.isInteractive {
            return interactive(chosen, workspace: workspace, color: color, console: console, terminal: terminal)
        }
        var (failures, kept) = (0, 0)
        for id in chosen {
            switch action {
            case .review:
                show(id, workspace: workspace, color: color, console: console)
            case .accept:
                switch confirmEngineChange(id, workspace: workspace, color: color, console: console, terminal: terminal, force: force) {
                case .refused: failures += 1
                case .kept: kept += 1
                case .confirmed: if !accept(id, workspace: workspace, console: console) { failures += 1 }
                }
            case .reject:
                reject(id, workspace: workspace, console: console)
            }
        }
        switch action {
        case .review:
            console.out(
                "\(chosen.count) pending; accept with: swift run adspec accept [ID...], reject with: swift run adspec reject [ID...]\n"
            )
        case .accept:
            console.out(
                "\(chosen.count - failures - kept) accepted" + (kept > 0 ? ", \(kept) kept" : "")
                    + (failures > 0 ? ", \(failures) refused" : "") + "\n")
        case .reject: console.out("\(chosen.count) rejected\n")
        }
        return failures == 0 ? .success : .failure
    }

    /// One pending golden at a time: its diff, then the reviewer's answer.
    private static func interactive(
        _ chosen: [String], workspace: Workspace, color: Bool, console: Console, terminal: any Terminal
    ) -> ExitStatus {
        var (accepted, rejected, skipped, refused) = (0, 0, 0, 0)
        var quit = false
        for (number, id) in chosen.enumerated() {
            if quit {
                skipped += 1
                continue
            }
            console.out("(\(number + 1)/\(chosen.count)) ")
            show(id, workspace: workspace, color: color, console: console)
            answering: while true {
                let answer = terminal.ask("[a]ccept, [r]eject, [s]kip, [q]uit? ")?
                    .trimmingCharacters(in: .whitespaces).lowercased()
                switch answer {
                case "a", "accept":
                    if accept(id, workspace: workspace, console: console) { accepted += 1 } else { refused += 1 }
                case "r", "reject":
                    reject(id, workspace: workspace, console: console)
                    rejected += 1
                case "s", "skip", "":
                    console.out("SKIPPED \(id)\n")
                    skipped += 1
                case "q", "quit", nil:
                    quit = true
                    skipped += 1
                default:
                    console.out("answer a, r, s or q\n")
                    continue answering
                }
                break answering
            }
        }
        console.out(
            "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
                + (refused > 0 ? ", \(refused) refused" : "") + "\n")
        return refused == 0 ? .success : .failure
    }

    private static func show(_ id: String, workspace: Workspace, color: Bool, console: Console) {
        let store = workspace.goldens
        let pendingURL = store.pendingURL(for: id)
        let goldenURL = store.goldenURL(for: id)
        let accepted = store.read(goldenURL)
        let proposed = store.read(pendingURL) ?? ""
        console.out("PENDING \(id)" + (accepted == nil ? " (new golden)" : "") + "\n")
        let diff = TranscriptDiff(
            old: accepted ?? "", new: proposed, oldName: workspace.display(goldenURL),
            newName: workspace.display(pendingURL))
        if let first = FirstDifference(diff), accepted != nil { console.out("  \(first)\n") }
        if let stale = staleness(of: proposed, id: id, workspace: workspace) { console.out("  warning: \(stale)\n") }
        console.out(diff.isEmpty ? "  identical to the accepted golden\n" : diff.rendered(color: color))
    }

    enum Confirmation { case confirmed, kept, refused }

    /// Issue 39, item 4: a pending golden whose scenario is the one the accepted golden was
    /// recorded from (the same source hash) is the engine's change, asked about as `record` asks
    /// (`EngineChangeConfirmation`): accepted with `force`, else its diff shown and, on a
    /// terminal, `y` accepts it and anything else keeps the accepted golden; elsewhere refused.
    static func confirmEngineChange(
        _ id: String, workspace: Workspace, color: Bool, console: Console, terminal: (any Terminal)?, force: Bool
    ) -> Confirmation {
        let store = workspace.goldens
        let goldenURL = store.goldenURL(for: id)
        guard let accepted = store.read(goldenURL), let proposed = store.read(store.pendingURL(for: id)),
            accepted != proposed, let hash = GoldenHeader(parsing: accepted).sourceHash,
            GoldenHeader(parsing: proposed).sourceHash == hash, staleness(of: proposed, id: id, workspace: workspace) == nil
        else { return .confirmed }
        if force { return .confirmed }
        show(id, workspace: workspace, color: color, console: console)
        let golden = workspace.display(goldenURL)
        guard let terminal, terminal.isInteractive else {
            console.err(
                "error: refusing to accept \(id): its scenario did not change since \(golden) was recorded, its transcript did "
                    + "(the engine changed); review the diff above, then accept with --force\n")
            return .refused
        }
        guard terminal.confirm("accept the pending golden of \(id)? its scenario did not change, its transcript did (diff above)")
        else {
            console.out("KEPT \(id) (\(golden) unchanged)\n")
            return .kept
        }
        return .confirmed
    }

    /// Moves the pending golden over the accepted one, unless it is stale; whether it did.
    private static func accept(_ id: String, workspace: Workspace, console: Console) -> Bool {
        let store = workspace.goldens
        let pendingURL = store.pendingURL(for: id)
        let goldenURL = store.goldenURL(for: id)
        if let stale = staleness(of: store.read(pendingURL) ?? "", id: id, workspace: workspace) {
            console.err("error: \(id): \(stale); re-record: swift run adspec record --pending \(id)\n")
            return false
        }
        do throws(GoldenStore.WriteError) {
            try GoldenStore.move(pendingURL, over: goldenURL)
            GoldenStore.remove(pendingURL, pruningUpTo: store.pendingDirectory ?? store.directory)
            console.out("ACCEPTED \(id) -> \(workspace.display(goldenURL))\n")
            return true
        } catch {
            console.err("error: \(error)\n")
            return false
        }
    }

    private static func reject(_ id: String, workspace: Workspace, console: Console) {
        let store = workspace.goldens
        let pendingURL = store.pendingURL(for: id)
        GoldenStore.remove(pendingURL, pruningUpTo: store.pendingDirectory ?? store.directory)
        console.out("REJECTED \(id) (deleted \(workspace.display(pendingURL)))\n")
    }

    /// Why a pending golden no longer describes its scenario, or `nil`: the scenario file its
    /// header names is gone, does not load, or has another source hash than the one recorded.
    /// A header without a hash (hand-written, older format) cannot be checked and is taken as is.
    static func staleness(of text: String, id: String, workspace: Workspace) -> String? {
        let header = GoldenHeader(parsing: text)
        guard let recorded = header.sourceHash else { return nil }
        let path = header.sourcePath ?? "Specs/\(id).xml"
        let file =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : workspace.specs.deletingLastPathComponent().appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else {
            return "pending golden was recorded from \(path), which no longer exists"
        }
        do throws(DiagnosticList) {
            let scenario = try Corpus.loadScenario(file: file, specsDirectory: workspace.specs)
            if scenario.sourceHash == recorded { return nil }
            return "pending golden was recorded from an older version of \(path)"
        } catch {
            return "pending golden was recorded from \(path), which does not load now (see adspec verify)"
        }
    }
}
