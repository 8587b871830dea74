import AdSpecHarness
import AdSpecKit
import Foundation

/// The repository's corpus (`Specs/`), loaded once per test process for every test that reads it
/// unchanged (issue 39, item 2): each load validates and reads every scenario file, and a load per
/// test was several seconds of a `swift test`. Tests that edit a copy load their copy themselves.
public enum RepositoryCorpus {
    private static let loaded = Result { () throws(DiagnosticList) in try Corpus.load(specsDirectory: Repository.specs) }

    /// The loaded corpus (its scenarios and what the load found).
    public static func corpus() throws(DiagnosticList) -> Corpus { try loaded.get() }

    /// The corpus's scenarios, in the loader's order.
    public static func scenarios() throws(DiagnosticList) -> [LoadedScenario] { try loaded.get().scenarios }
}
