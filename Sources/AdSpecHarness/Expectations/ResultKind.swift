/// The outcome of one scenario when the corpus runs against an implementation under an
/// expectations file (WPT's and VK-GL-CTS's vocabulary).
public enum ResultKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The transcript equals the golden.
    case pass
    /// The transcript differs from the golden (or there is no golden), and nothing expected it.
    case fail
    /// The subject could not run the scenario, and nothing expected it. Never a pass.
    case error
    /// The scenario failed or errored, as the expectations file says it would.
    case expectedFailure = "expected-failure"
    /// The expectations file says the scenario fails, but it passed: the entry is stale. Fails
    /// the run, so that a fixed implementation's list shrinks with it.
    case unexpectedPass = "unexpected-pass"
    /// Not run: the expectations file skips it.
    case skipped
    /// Not run: the scenario pins a setting the subject's declared profile has otherwise
    /// (issue 36, item 2). Never a pass, never a failure.
    case notApplicable = "not-applicable"

    /// Whether the kind lets the run pass.
    public var isSuccess: Bool {
        switch self {
        case .pass, .expectedFailure, .skipped, .notApplicable: true
        case .fail, .error, .unexpectedPass: false
        }
    }

    /// The word printed before the id.
    public var label: String {
        switch self {
        case .pass: "PASS"
        case .fail: "FAIL"
        case .error: "ERROR"
        case .expectedFailure: "XFAIL"
        case .unexpectedPass: "XPASS"
        case .skipped: "SKIP"
        case .notApplicable: "N/A"
        }
    }

    /// The phrase used in the closing line (`3 expected failures`).
    package func phrase(_ count: Int) -> String {
        switch self {
        case .pass: "\(count) passed"
        case .fail: "\(count) failed"
        case .error: "\(count) errored"
        case .expectedFailure: "\(count) expected failure\(count == 1 ? "" : "s")"
        case .unexpectedPass: "\(count) unexpected pass\(count == 1 ? "" : "es")"
        case .skipped: "\(count) skipped"
        case .notApplicable: "\(count) not applicable"
        }
    }
}
