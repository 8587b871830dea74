import AdSpecHarness
import AdSpecKit
import Testing

/// CI detection and colour, as the common libraries decide them (ci-info / is-ci, supports-color,
/// NO_COLOR, CLICOLOR_FORCE).
@Suite struct CIDetectionTests {
    // One test per table (each row named in its expectation) keeps the green log short.
    @Test func ci() {
        let rows: [([String: String], String)] = [
            (["CI": "true"], "CI=true"), (["CI": "1"], "CI=1"), (["CI": "anything"], "CI=anything"),
            (["CONTINUOUS_INTEGRATION": "yes"], "CONTINUOUS_INTEGRATION=yes"), (["BUILD_NUMBER": "3"], "BUILD_NUMBER=3"),
            (["GITHUB_ACTIONS": "true"], "GITHUB_ACTIONS=true"), (["CI": "", "BUILD_NUMBER": "3"], "BUILD_NUMBER=3"),
        ]
        for (variables, reason) in rows {
            #expect(RunEnvironment(variables).isCI, "\(variables)")
            #expect(RunEnvironment(variables).ciVariable == reason, "\(variables)")
        }
    }

    @Test func notCI() {
        let rows: [[String: String]] = [
            [:], ["CI": "false"], ["CI": "0"], ["CI": "False"], ["CI": ""], ["CI": "false", "BUILD_NUMBER": "3"],
            ["CI": "0", "GITHUB_ACTIONS": "true"], ["CONTINUOUS_INTEGRATION": "0"], ["GITHUB_ACTIONS": "1"],
        ]
        for variables in rows { #expect(!RunEnvironment(variables).isCI, "\(variables)") }
    }
}
