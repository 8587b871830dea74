/// How every report counts a run's results (issue 39, item 7): each result is of exactly one
/// kind, so the kinds add up to the results in the closing line, JUnit, JSON, the step summary
/// and the HTML index alike. A file the run could not write is not a result (it is its own line
/// and exit status, `CompletedRun.unwritten`). A new kind of result is a case of `Kind` and a
/// line of `kind(of:)`; nothing else counts.
package struct RunCounts: Sendable, Equatable {
    package enum Kind: String, CaseIterable, Sendable {
        /// The transcript equals the golden.
        case passed
        /// A golden was written: nothing was compared, so it is not a pass (counted apart).
        case recorded
        /// A mismatch, a missing golden, a pending golden, or a problem of the run (an orphan).
        case failed
        /// The scenario could not be loaded or run, or ran differently twice.
        case errored
        /// The scenario pins a setting to another value than the subject's declared profile
        /// (issue 36, item 2): neither run nor a pass, listed apart.
        case notApplicable
    }

    /// The kind `result` is counted as.
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

    package subscript(kind: Kind) -> Int { byKind[kind] ?? 0 }

    package var passed: Int { self[.passed] }
    package var recorded: Int { self[.recorded] }
    package var failed: Int { self[.failed] }
    package var errored: Int { self[.errored] }
    package var notApplicable: Int { self[.notApplicable] }

    /// `N passed, N failed[, N recorded][, N not applicable]`: the closing line, whose format CI
    /// tooling parses and which does not change, so errors are within its `failed` (a note says how
    /// many); what was recorded or is not applicable is counted after it, so the counts add up.
    package var closingLine: String {
        "\(passed) passed, \(failed + errored) failed" + (recorded > 0 ? ", \(recorded) recorded" : "")
            + (notApplicable > 0 ? ", \(notApplicable) not applicable" : "")
    }
}
