import Foundation

/// A problem of the run as a whole rather than of one scenario: a golden no scenario references,
/// a pending golden left for a scenario that no longer exists, a file the run had to write and
/// could not. Each one that fails the run becomes a result of its own (`result`), so that the
/// closing line, JUnit, JSON, the step summary and the annotations count it the same way: every
/// report writer renders results and nothing else.
public enum RunProblem: Sendable, Hashable {
    /// An accepted golden no scenario has the id of (its scenario was deleted or renamed).
    case orphanGolden(path: String, id: String)
    /// A pending golden no scenario has the id of: review can never accept it.
    case stalePending(path: String, id: String)
    /// A report, artifact or summary the run was asked to write could not be written.
    case writeFailed(path: String, reason: String)

    /// The file the problem is about, as printed (relative to the current directory when inside it).
    public var path: String {
        switch self {
        case .orphanGolden(let path, _), .stalePending(let path, _), .writeFailed(let path, _): path
        }
    }

    /// The kind, as it starts the result's name and as JSON's `kind`.
    public var kind: String {
        switch self {
        case .orphanGolden: "orphan"
        case .stalePending: "stale pending"
        case .writeFailed: "write failed"
        }
    }

    /// The name of its result (`orphan: Goldens/x.transcript`): a JUnit test case, a JSON entry,
    /// a row of the step summary.
    public var name: String { "\(kind): \(path)" }

    /// One line of what is wrong and what to do.
    public var message: String {
        switch self {
        case .orphanGolden(_, let id):
            "no scenario has id '\(id)': delete the golden, or run with --unreferenced delete"
        case .stalePending(_, let id):
            "a pending golden for '\(id)', which no scenario has: reject it (adspec reject \(id)), or run with --unreferenced delete"
        case .writeFailed(_, let reason):
            reason
        }
    }

    /// Orphans are failures (the corpus is wrong); a failed write is an error (the run is).
    public var status: ScenarioResult.Status {
        switch self {
        case .orphanGolden, .stalePending: .failed
        case .writeFailed: .errored
        }
    }

    /// The result that stands for the problem in every report.
    public var result: ScenarioResult {
        var result = ScenarioResult(
            id: name, title: message, rules: [], source: nil, golden: path, status: status, notes: [.text(message)])
        result.problem = self
        return result
    }

    /// The problems of unreferenced goldens, accepted then pending, as `Unreferenced` lists them.
    public static func unreferenced(_ found: Unreferenced, workspace: Workspace) -> [RunProblem] {
        let store = workspace.goldens
        return found.goldens.map { .orphanGolden(path: workspace.display(store.goldenURL(for: $0)), id: $0) }
            + found.pending.map { .stalePending(path: workspace.display(store.pendingURL(for: $0)), id: $0) }
    }

    /// A failed write (`GoldenStore.WriteError`) of the file at `url`.
    public static func writeFailed(_ url: URL, _ error: GoldenStore.WriteError, workspace: Workspace) -> RunProblem {
        .writeFailed(path: workspace.display(url), reason: error.description)
    }

    /// The results of `problems`, in the order given: the one place problems become results.
    public static func results(_ problems: [RunProblem]) -> [ScenarioResult] { problems.map(\.result) }
}
