import Foundation

/// `record` (or `verify --record`) of a scenario that did not change, whose transcript did: the
/// engine changed, and a golden is not rewritten for that without a person saying so. The run
/// holds such goldens (`GoldenPolicy.holdEngineChanges`, printed as `FAIL` with their diff);
/// afterwards, on a terminal, each is asked about (`y` writes it, anything else keeps the old
/// one); elsewhere they are refused with a message naming `--force`, which writes them.
package enum EngineChangeConfirmation {
    /// Asks about every held result (or refuses them) and updates the written ones to `RECORDED`.
    package static func resolve(
        _ results: inout [ScenarioResult], workspace: Workspace, terminal: (any Terminal)?, console: Console
    ) {
        let held = results.indices.filter { results[$0].heldEngineChange }
        guard !held.isEmpty else { return }
        guard let terminal, terminal.isInteractive else {
            let ids = held.map { results[$0].id }
            console.err(
                "error: refusing to re-record \(ids.count) golden\(ids.count == 1 ? "" : "s") whose scenario did not change "
                    + "(the engine's transcript did): \(ids.joined(separator: ", ")); review the diff"
                    + (ids.count == 1 ? "" : "s") + " above, then re-run with --force to write "
                    + (ids.count == 1 ? "it" : "them") + "\n")
            return
        }
        for index in held {
            let result = results[index]
            guard let actual = result.actual else { continue }
            let question =
                "re-record \(result.golden)? \(result.id) did not change, its transcript did (diff above)"
            guard terminal.confirm(question) else {
                console.out("KEPT \(result.id) (\(result.golden) unchanged)\n")
                continue
            }
            let url = workspace.goldens.goldenURL(for: result.id)
            do throws(GoldenStore.WriteError) {
                try GoldenStore.writeAtomically(actual, to: url)
            } catch {
                console.err("error: \(error)\n")
                continue
            }
            results[index].status = .recorded
            results[index].heldEngineChange = false
            results[index].written = workspace.display(url)
            results[index].notes = [.text("golden updated \(workspace.display(url))")]
            console.out("RECORDED \(result.id) (wrote \(workspace.display(url)))\n")
        }
    }
}
