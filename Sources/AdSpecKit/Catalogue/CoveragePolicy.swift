import AdSpecEngine

/// Which rules the coverage gate requires a scenario for.
///
/// - A rule of an area marked `implemented="false"` is never required (its engine front end does
///   not exist yet).
/// - In an implemented area, every `must` and `should` rule is required, whether the documents
///   state it (`documented`) or the engine assumes it (`inferred`): both are behaviour the engine
///   has, and a golden should pin it.
/// - A `recommended` or `app-guidance` rule is required only when the engine models it: when it
///   has an `<inferred>` naming a setting (APP-6, the retry warning, holds
///   `retryWarningThreshold`), or when a mutant of the engine's self-test breaks it. Other
///   guidance (use the demo units, keep the SDK up to date, page cards one at a time) is listed
///   and counted, but optional.
package enum CoveragePolicy {
    package enum Requirement: String, Sendable, Hashable, Codable {
        /// The gate fails while no scenario covers the rule.
        case required
        /// Listed and counted; never fails the gate.
        case optional
        /// The rule's area has no engine front end yet.
        case notImplemented = "not-implemented"
    }

    /// The rules some mutant breaks.
    static let mutatedRules: Set<String> = Set(Mutant.allCases.map(\.rule))

    package static func requirement(of rule: Catalogue.Rule, in catalogue: Catalogue) -> Requirement {
        guard catalogue.area(rule.area)?.implemented ?? false else { return .notImplemented }
        switch rule.strength {
        case .must, .should:
            return .required
        case .recommended, .appGuidance:
            return modelled(rule) ? .required : .optional
        }
    }

    /// Whether the engine models a guidance rule: a setting holds part of it, or a mutant breaks it.
    package static func modelled(_ rule: Catalogue.Rule) -> Bool {
        !rule.settings.isEmpty || mutatedRules.contains(rule.id)
    }

    /// Why a rule is required or not, in words, for reports.
    package static func reason(of rule: Catalogue.Rule, in catalogue: Catalogue) -> String {
        switch requirement(of: rule, in: catalogue) {
        case .notImplemented:
            return "area '\(rule.area)' is not implemented"
        case .optional:
            return "\(rule.strength.rawValue) the engine does not model"
        case .required:
            switch rule.strength {
            case .must, .should: return "\(rule.strength.rawValue), \(rule.status.rawValue)"
            case .recommended, .appGuidance:
                if let setting = rule.settings.first { return "\(rule.strength.rawValue) the engine models (setting \(setting))" }
                return "\(rule.strength.rawValue) the engine models (a mutant breaks it)"
            }
        }
    }
}
