import AdSpecHarness
import Dispatch
import Foundation

/// The one call the runner and the tests make after loading a corpus: every rule id a scenario
/// names must be in the specs folder's catalogue (`Specs/Catalogue/rules.xml`).
public enum Traceability {
    /// Diagnostics for `scenarios` (`path:line:column: error: ...`, at the `covers` line of each
    /// unknown id), or the catalogue's own load errors. Empty when every id is known, and when
    /// the specs folder has no catalogue at all (a scratch corpus).
    public static func check(scenarios: [LoadedScenario], specsDirectory: URL) -> [Diagnostic] {
        check(scenarios: scenarios, catalogue: load(specsDirectory: specsDirectory))
    }

    /// The specs folder's catalogue, `nil` when it has none.
    static func load(specsDirectory: URL) -> Result<Catalogue.Loaded, DiagnosticList>? {
        let file = specsDirectory.appendingPathComponent(Catalogue.relativePath)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return Result { () throws(DiagnosticList) in try Catalogue.load(specsDirectory: specsDirectory) }
    }

    static func check(scenarios: [LoadedScenario], catalogue: Result<Catalogue.Loaded, DiagnosticList>?)
        -> [Diagnostic]
    {
        switch catalogue {
        case nil: []
        case .success(let loaded): loaded.catalogue.check(scenarios: scenarios)
        case .failure(let error): error.diagnostics
        }
    }

    /// The catalogue loaded on a thread of its own while the corpus loads (issue 15): nothing in
    /// it depends on the scenarios, and its parse, schema and quote check are otherwise a serial
    /// stretch of every run. `check` waits for it, then answers as `check(scenarios:specsDirectory:)`
    /// would have (the load is the same call, made earlier).
    final class Prefetch: Sendable {
        private let loaded: Background<Result<Catalogue.Loaded, DiagnosticList>?>

        init(specsDirectory: URL) {
            loaded = Background { Traceability.load(specsDirectory: specsDirectory) }
        }

        /// The loaded catalogue, once the thread is done.
        func wait() -> Result<Catalogue.Loaded, DiagnosticList>? { loaded.wait() }

        func check(scenarios: [LoadedScenario]) -> [Diagnostic] {
            Traceability.check(scenarios: scenarios, catalogue: wait())
        }
    }
}
