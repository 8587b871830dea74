import Foundation

/// How a file is named in a GitHub annotation: relative to the repository root, which is where
/// GitHub attaches annotations, whatever folder the run started in (a package in a monorepo, a
/// run from a sub-folder). The root is `GITHUB_WORKSPACE` when set, else the nearest folder at
/// or above the current one that holds `.git`, else the folder that holds the scenario folder.
/// A path is never absolute: a file outside the root is named with `..`.
public struct AnnotationPaths: Sendable {
    /// The folder printed paths are relative to (`Workspace.displayBase`).
    public var displayBase: URL
    public var root: URL

    public init(displayBase: URL, root: URL) {
        self.displayBase = displayBase.standardizedFileURL
        self.root = root.standardizedFileURL
    }

    /// Paths as printed: no change.
    public static func printed(_ workspace: Workspace) -> AnnotationPaths {
        AnnotationPaths(displayBase: workspace.displayBase, root: workspace.displayBase)
    }

    /// The root for a run in `workspace` with `environment`.
    public static func forRun(_ workspace: Workspace, environment: RunEnvironment) -> AnnotationPaths {
        let base = workspace.displayBase
        if let given = environment["GITHUB_WORKSPACE"] {
            return AnnotationPaths(displayBase: base, root: URL(fileURLWithPath: given, relativeTo: base))
        }
        var folder = base
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return AnnotationPaths(displayBase: base, root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return AnnotationPaths(displayBase: base, root: workspace.specs.deletingLastPathComponent())
    }

    /// `printed` (a path as the run prints it, relative to `displayBase` or absolute) relative to the root.
    public func path(_ printed: String) -> String {
        let url = URL(fileURLWithPath: printed, relativeTo: displayBase).standardizedFileURL
        return Self.relative(url.path, from: root.path)
    }

    /// `path` relative to the folder `base` (both absolute, standardized), with `..` where needed.
    static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let origin = base.split(separator: "/")
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let parts = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
