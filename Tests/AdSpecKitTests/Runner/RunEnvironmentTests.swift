import AdSpecHarness
import AdSpecKit
import Foundation
import Testing

/// `swift test` and `adspec verify` read the environment through the same code; these checks
/// pin down that the two resolve every combination the same way.
@Suite struct RunEnvironmentTests {
    static let environments: [[String: String]] = [
        [:], ["CI": "true"], ["ADSPEC_RECORD": "missing"], ["CI": "1", "ADSPEC_RECORD": "all"],
        ["ADSPEC_PENDING": "1"], ["CI": "true", "ADSPEC_PENDING": "1"], ["ADSPEC_RECORD": "failed", "ADSPEC_PENDING": "yes"],
        ["CI": ""], ["ADSPEC_RECORD": "never"],
    ]

    /// One test over the table, each issue naming its variables (a case per environment was a
    /// line each of the `swift test` log: issue 39, item 2).
    @Test func swiftTestAndVerifyResolveTheSamePolicy() throws {
        for variables in Self.environments {
            let environment = RunEnvironment(variables)
            let test = try environment.policy(command: .test, modeFlag: nil, pendingFlag: false)
            let verify = try environment.policy(command: .verify, modeFlag: nil, pendingFlag: false)
            #expect(test.0 == verify.0, "variables \(variables)")
            #expect(test.notes == verify.notes, "variables \(variables)")
        }
    }

    @Test func ciMeansNeverUnlessAFlagSaysOtherwise() throws {
        let ci = RunEnvironment(["CI": "true", "ADSPEC_RECORD": "all"])
        #expect(try ci.policy(command: .test, modeFlag: nil, pendingFlag: false).0 == GoldenPolicy(mode: .never))
        #expect(try ci.policy(command: .verify, modeFlag: .missing, pendingFlag: false).0 == GoldenPolicy(mode: .missing))
        #expect(throws: RunEnvironment.UsageError.self) { try ci.policy(command: .record, modeFlag: nil, pendingFlag: false) }
        #expect(try RunEnvironment([:]).policy(command: .record, modeFlag: nil, pendingFlag: false).0 == GoldenPolicy(mode: .all))
        #expect(try RunEnvironment(["CI": ""]).policy(command: .verify, modeFlag: nil, pendingFlag: false).0.mode == .never)
    }

    @Test func selectionFromTheEnvironment() throws {
        let specs = URL(fileURLWithPath: "/nonexistent/Specs")
        let (plain, _) = try RunEnvironment([:]).selection(specs: specs)
        #expect(!plain.isFiltered)
        let (bazel, status) = try RunEnvironment([
            "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "3", "TEST_SHARD_STATUS_FILE": "/tmp/x",
            "ADSPEC_FILTER": "native/*,feeds/*", "ADSPEC_RULE": "IMP-1",
        ]).selection(specs: specs)
        #expect(bazel.shard == Selection.Shard(index: 3, count: 4))
        #expect(status?.path == "/tmp/x")
        #expect(bazel.patterns == ["native/*", "feeds/*"])
        #expect(bazel.rules == ["IMP-1"])
        let (flagged, _) = try RunEnvironment(["ADSPEC_SHARD": "2/3", "TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "0"])
            .selection(specs: specs)
        #expect(flagged.shard == Selection.Shard(index: 1, count: 3))
        #expect(throws: RunEnvironment.UsageError.self) {
            try RunEnvironment(["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"]).selection(specs: specs)
        }
    }

    @Test func unreferencedPolicyDefaultsAndRefusals() throws {
        #expect(try RunEnvironment([:]).unreferenced(flag: nil, filtered: false).0 == .warn)
        #expect(try RunEnvironment(["CI": "1"]).unreferenced(flag: nil, filtered: false).0 == .reject)
        #expect(try RunEnvironment(["CI": "1"]).unreferenced(flag: nil, filtered: true).0 == nil)
        #expect(try RunEnvironment(["ADSPEC_UNREFERENCED": "delete"]).unreferenced(flag: nil, filtered: false).0 == .delete)
        #expect(throws: RunEnvironment.UsageError.self) { try RunEnvironment([:]).unreferenced(flag: "reject", filtered: true) }
    }

    /// Issue 40: `ADSPEC_PENDING=garbage` was silently false, while every other variable's bad
    /// value is refused.
    @Test func aPendingValueThatIsNeitherYesNorNoIsRefused() throws {
        for value in ["garbage", "2", "y"] {
            #expect(throws: RunEnvironment.UsageError.self) {
                try RunEnvironment(["ADSPEC_PENDING": value]).policy(command: .verify, modeFlag: nil, pendingFlag: false)
            }
        }
        for (value, pending) in [("1", true), ("TRUE", true), ("on", true), ("0", false), ("false", false), ("No", false), ("", false)] {
            let policy = try RunEnvironment(["ADSPEC_PENDING": value]).policy(command: .verify, modeFlag: nil, pendingFlag: false)
            #expect(policy.0.pending == pending, "\(value)")
        }
    }
}
