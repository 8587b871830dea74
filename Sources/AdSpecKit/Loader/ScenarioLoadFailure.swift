import AdSpecHarness
import Foundation

/// A scenario file that failed to load: its schema errors, its reader's errors, or a duplicate
/// id. It does not stop the rest of the corpus: the runner reports it as an ERROR result with
/// its messages, and the run exits 2 (bad input).
public struct ScenarioLoadFailure: Sendable, Hashable {
    /// The id its result is reported under: the file's path below the specs folder without
    /// `.xml` (`native/broken` for `Specs/native/broken.xml`), which is what the scenario id is
    /// by convention; the display path when a loaded scenario already has that id.
    public var id: String
    /// The file as printed (`Specs/native/broken.xml`).
    public var path: String
    /// Every problem found in the file, in line order, `path:line:column`.
    public var diagnostics: [Diagnostic]

    public init(id: String, path: String, diagnostics: [Diagnostic]) {
        self.id = id
        self.path = path
        self.diagnostics = diagnostics
    }

    /// `native/broken` for `<specs>/native/broken.xml`.
    static func id(of file: URL, specs: URL) -> String {
        var root = specs.standardizedFileURL.path
        if !root.hasSuffix("/") { root += "/" }
        let path = file.standardizedFileURL.path
        let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : file.lastPathComponent
        return relative.hasSuffix(".xml") ? String(relative.dropLast(4)) : relative
    }
}
