import AdSpecHarness
import Foundation

/// The conformance windows (AdSpecHarness's `ConformanceWindows`) taken from a rule catalogue.
extension ConformanceWindows {
    package init(catalogue: Catalogue) {
        var byRule: [String: [Tolerance]] = [:]
        for rule in catalogue.rules {
            let windows = rule.tolerances.filter { $0.kind == .window }
            if !windows.isEmpty { byRule[rule.id] = windows }
        }
        self.init(byRule: byRule, dimensions: catalogue.dimensions.map(\.tolerance))
    }

    /// The windows of `Specs/Catalogue/rules.xml` in a specs folder; `.none` when the folder has
    /// no catalogue (`hasCatalogue(specsDirectory:)` says which).
    public static func load(specsDirectory: URL) throws(DiagnosticList) -> ConformanceWindows {
        guard hasCatalogue(specsDirectory: specsDirectory) else { return .none }
        return ConformanceWindows(catalogue: try Catalogue.load(specsDirectory: specsDirectory).catalogue)
    }

    /// Whether the specs folder has a rule catalogue to take windows from.
    public static func hasCatalogue(specsDirectory: URL) -> Bool {
        FileManager.default.fileExists(atPath: specsDirectory.appendingPathComponent(Catalogue.relativePath).path)
    }
}
