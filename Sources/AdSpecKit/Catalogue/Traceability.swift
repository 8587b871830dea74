import Foundation

/// The one call the runner and the tests make after loading a corpus: every rule id a scenario
/// names must be in the specs folder's catalogue (`Specs/Catalogue/rules.xml`).
public enum Traceability {
    /// Diagnostics for `scenarios` (`path:line:column: error: ...`, at the `covers` line of each
    /// unknown id), or the catalogue's own load errors. Empty when every id is known, and when
    /// the specs folder has no catalogue at all (a scratch corpus).
    public static func check(scenarios: [LoadedScenario], specsDirectory: URL) -> [Diagnostic] {
        let file = specsDirectory.appendingPathComponent(Catalogue.relativePath)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        do {
            return try Catalogue.load(specsDirectory: specsDirectory).catalogue.check(scenarios: scenarios)
        } catch {
            return error.diagnostics
        }
    }
}
