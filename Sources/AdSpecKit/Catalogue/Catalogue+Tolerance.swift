import AdSpecEngine
import AdSpecHarness

extension Catalogue {
    /// A rule's `<tolerance>` (AdSpecHarness's `Tolerance`, which the conformance comparison reads).
    package typealias Tolerance = AdSpecHarness.Tolerance
}

extension CatalogueChecks {
    /// A tolerance names a numeric setting whose engine default lies inside it, and an exact
    /// one has minimum = maximum.
    func check(_ tolerance: Catalogue.Tolerance, of rule: Catalogue.Rule) -> Diagnostic? {
        let where_ = "the <tolerance> of rule \(rule.id)"
        if tolerance.kind == .alternatives {
            return tolerance.alternativesProblem.map {
                Diagnostic(path: catalogue.path, line: tolerance.line, column: 1, message: "\(where_) \($0)")
            }
        }
        guard let value = tolerance.value(in: Settings()) else {
            return Diagnostic(
                path: catalogue.path, line: tolerance.line, column: 1,
                message: "\(where_) names '\(tolerance.setting)', which is not a numeric setting")
        }
        if tolerance.minimum > tolerance.maximum || (tolerance.kind == .exact && tolerance.minimum != tolerance.maximum) {
            return Diagnostic(
                path: catalogue.path, line: tolerance.line, column: 1,
                message:
                    "\(where_) has minimum \(formatPoints(tolerance.minimum)) and maximum \(formatPoints(tolerance.maximum)); "
                    + (tolerance.kind == .exact ? "an exact tolerance has them equal" : "the minimum comes first"))
        }
        if value < tolerance.minimum || value > tolerance.maximum {
            return Diagnostic(
                path: catalogue.path, line: tolerance.line, column: 1,
                message: "\(where_) is \(formatPoints(tolerance.minimum))...\(formatPoints(tolerance.maximum)), "
                    + "but the engine's \(tolerance.setting) is \(formatPoints(value)): the engine's own choice must lie inside it"
            )
        }
        return nil
    }
}
