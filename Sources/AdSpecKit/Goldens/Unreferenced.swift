import Foundation

/// Goldens that no scenario references (their scenario was deleted or renamed): insta's
/// unreferenced snapshots, Jest's obsolete ones. Only a run over the whole corpus can tell; a
/// filtered run refuses the check rather than call live goldens orphans.
public enum UnreferencedPolicy: String, Sendable, CaseIterable {
    /// Report them; the run's status does not change. The default outside CI.
    case warn
    /// Report them and fail the run (exit 1). The default in CI.
    case reject
    /// Delete them (and folders left empty) and report what was deleted.
    case delete
}

public struct Unreferenced: Sendable {
    /// Accepted goldens with no scenario, and pending goldens with no scenario (ids, sorted).
    public var goldens: [String]
    public var pending: [String]

    public var isEmpty: Bool { goldens.isEmpty && pending.isEmpty }

    public static func find(in store: GoldenStore, scenarioIDs: Set<String>) -> Unreferenced {
        let orphan = { (id: String) in !scenarioIDs.contains(id) && !isSwiftScenario(id) }
        let (goldens, pending) = store.goldenAndPendingIDs()
        return Unreferenced(goldens: goldens.filter(orphan), pending: pending.filter(orphan))
    }

    /// The folder of `Goldens/` that holds the goldens of scenarios written in Swift
    /// (Tests/DocSamplesTests/SwiftScenarios.swift, Documentation/DocSamples.md): their scenarios
    /// are not in `Specs/`, so a run over the XML corpus does not call them orphans; `swift test`
    /// checks them against its own registry, orphans included.
    public static let swiftScenarioFolder = "swift"

    /// Whether `id` is a Swift scenario's (`swift/<name>`).
    public static func isSwiftScenario(_ id: String) -> Bool { id.hasPrefix(swiftScenarioFolder + "/") }

    /// Applies the policy and returns the lines to print (one per file) and whether the run fails.
    public func apply(_ policy: UnreferencedPolicy, workspace: Workspace) -> (lines: [String], fails: Bool) {
        let store = workspace.goldens
        var lines: [String] = []
        let files = goldens.map { store.goldenURL(for: $0) } + pending.map { store.pendingURL(for: $0) }
        for (url, id) in zip(files, goldens + pending) {
            let path = workspace.display(url)
            switch policy {
            case .warn:
                lines.append("UNREFERENCED \(path): no scenario has id '\(id)' (warning; --unreferenced delete removes it)")
            case .reject:
                lines.append("UNREFERENCED \(path): no scenario has id '\(id)' (delete it, or run with --unreferenced delete)")
            case .delete:
                let root =
                    url.path.hasPrefix(store.directory.path) ? store.directory : (store.pendingDirectory ?? store.directory)
                GoldenStore.remove(url, pruningUpTo: root)
                lines.append("DELETED \(path): no scenario has id '\(id)'")
            }
        }
        return (lines, policy == .reject && !isEmpty)
    }
}
