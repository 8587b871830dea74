import AdSpecHarness
import AdSpecKit
import Testing

/// CI detection and colour, as the common libraries decide them (ci-info / is-ci, supports-color,
/// NO_COLOR, CLICOLOR_FORCE).
@Suite struct CIDetectionTests {
    @Test(arguments: [
        (["CI": "true"], "CI=true"), (["CI": "1"], "CI=1"), (["CI": "anything"], "CI=anything"),
        (["CONTINUOUS_INTEGRATION": "yes"], "CONTINUOUS_INTEGRATION=yes"), (["BUILD_NUMBER": "3"], "BUILD_NUMBER=3"),
        (["GITHUB_ACTIONS": "true"], "GITHUB_ACTIONS=true"), (["CI": "", "BUILD_NUMBER": "3"], "BUILD_NUMBER=3"),
    ])
    func ci(_ variables: [String: String], _ reason: String) {
        #expect(RunEnvironment(variables).isCI)
        #expect(RunEnvironment(variables).ciVariable == reason)
    }

    @Test(arguments: [
        [:], ["CI": "false"], ["CI": "0"], ["CI": "False"], ["CI": ""], ["CI": "false", "BUILD_NUMBER": "3"],
        ["CI": "0", "GITHUB_ACTIONS": "true"], ["CONTINUOUS_INTEGRATION": "0"], ["GITHUB_ACTIONS": "1"],
    ])
    func notCI(_ variables: [String: String]) {
        #expect(!RunEnvironment(variables).isCI, "\(variables)")
    }
}
