import Foundation

/// A throw-away package root, `<temp>/<prefix>-<uuid>/`, with a `Specs/` holding the files of the
/// repository's `Specs/` a test keeps, plus the files it writes. Paths in diagnostics are relative
/// to `root`, so they read `Specs/...` as in the repository.
public final class SpecsFolder: Sendable {
    public let folder: TemporaryFolder
    public var root: URL { folder.url }
    public var specs: URL { root.appendingPathComponent("Specs") }
    public var goldens: URL { root.appendingPathComponent("Goldens") }

    /// The repository's scenario schema and card library: enough for scenarios to load.
    public static let scenarioSchemaAndLibrary: @Sendable (String) -> Bool = { path in
        path == "scenario.xsd" || path.hasPrefix("Library/")
    }

    /// Copies each file below the repository's `Specs/` whose path (relative to it) `keep` accepts.
    public init(prefix: String = "adspec-tests", keeping keep: (String) -> Bool = SpecsFolder.scenarioSchemaAndLibrary)
        throws
    {
        folder = try TemporaryFolder(prefix: prefix)
        try folder.makeFolder("Specs")
        for relative in TemporaryFolder.files(in: Repository.specs) where keep(relative) {
            try folder.copy(Repository.specs.appendingPathComponent(relative), to: "Specs/" + relative)
        }
    }

    /// Writes `text` at `relative` (below `Specs/`; `../` reaches the root) and returns its URL.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> URL {
        try folder.write("Specs/" + relative, text)
    }

    /// Removes the whole folder now (it is removed anyway when the value goes away).
    public func remove() { folder.remove() }
}
