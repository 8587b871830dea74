import Foundation

/// The package checkout the tests run in, located from this file: `Tests/AdSpecTestSupport/`
/// sits two folders below the package root.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The package's `Specs/` (schema, catalogue, library and scenarios).
    public static let specs: URL = root.appendingPathComponent("Specs")

    /// The package's `Goldens/`.
    public static let goldens: URL = root.appendingPathComponent("Goldens")
}
