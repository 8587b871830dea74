/// How every report counts results (issue 39, item 7): each is of one kind, so the kinds add up
/// to the results in the closing line, JUnit, JSON and the step summary alike (a file not written
/// is not a result: `CompletedRun.unwritten`). A new kind is a case and a line of `kind(of:)`.
package struct RunCounts: Sendable, Equatable {
    package enum Kind: String, CaseIterable, Sendable { case passed, recorded, failed, errored, notApplicable }

    package static func kind(of result: ScenarioResult) -> Kind {
        switch result.status {
        case .passed: .passed
        case .recorded: .recorded
        case .failed, .missingGolden, .pending: .failed
        case .errored: .errored
        case .notApplicable: .notApplicable
        }
    }

    package private(set) var byKind: [Kind: Int] = [:]
    /// Every result counted: the sum of `byKind`.
    package let results: Int

    package init(_ results: [ScenarioResult]) {
        self.results = results.count
        for result in results { byKind[Self.kind(of: result), default: 0] += 1 }
    }

    package var passed: Int { byKind[.passed] ?? 0 }
    package var recorded: Int { byKind[.recorded] ?? 0 }
    package var failed: Int { byKind[.failed] ?? 0 }
    package var errored: Int { byKind[.errored] ?? 0 }
    package var notApplicable: Int { byKind[.notApplicable] ?? 0 }

    /// `N passed, N failed[, N recorded][, N not applicable]`: CI tooling parses the closing line,
    /// whose format does not change, so errors are within its `failed` (a note says how many); what
    /// was recorded or is not applicable (issue 36, item 2) is counted after it.
    package var closingLine: String {
        "\(passed) passed, \(failed + errored) failed" + (recorded > 0 ? ", \(recorded) recorded" : "")
            + (notApplicable > 0 ? ", \(notApplicable) not applicable" : "")
    }
}
