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
        if tolerance.kind == .alternatives { return checkAlternatives(tolerance, where_: where_) }
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

    /// Alternatives (issue 36, item 1): at least two, each a value the setting takes, the
    /// engine's default among them, and no minimum or maximum.
    private func checkAlternatives(_ tolerance: Catalogue.Tolerance, where_: String) -> Diagnostic? {
        func problem(_ message: String) -> Diagnostic {
            Diagnostic(path: catalogue.path, line: tolerance.line, column: 1, message: "\(where_) \(message)")
        }
        guard let engine = Settings().text(of: tolerance.setting) else {
            return problem("names '\(tolerance.setting)', which is not a setting")
        }
        guard tolerance.alternatives.count >= 2, Set(tolerance.alternatives).count == tolerance.alternatives.count else {
            return problem("lists \(tolerance.alternatives.count) values; alternatives are two or more different values")
        }
        for alternative in tolerance.alternatives {
            var settings = Settings()
            do throws(Settings.OverrideError) {
                try settings.override(tolerance.setting, with: alternative)
            } catch {
                return problem("lists '\(alternative)': \(error)")
            }
        }
        guard tolerance.alternatives.contains(engine) else {
            return problem(
                "is \(tolerance.domain), but the engine's \(tolerance.setting) is \(engine): the engine's own choice must be one of them")
        }
        return nil
    }
}
