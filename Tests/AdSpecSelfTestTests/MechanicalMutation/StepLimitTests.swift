import Foundation
import Testing

@testable import AdSpecSelfTest

/// A mutant that makes a loop endless is a hang when a run executes more sites than its limit
/// (Documentation/MechanicalMutation.md, "How it runs"): the limits come from the site-hit pass.
@Suite("Mechanical mutation: step limits")
struct StepLimitTests {
    @Test func limitsScaleEachRunsUnmutatedSteps() {
        let output = """
            load-hits 1 2 3
            load-steps 40
            hits app/one 4 5
            steps app/one 7
            baseline-fail app/two line 3: golden "a", got "b"
            hits app/three 4
            steps app/three 0
            """
        let limits = MechanicalMutationRun.stepLimits(hitOutput: output, factor: 1000, floor: 50)
        #expect(limits == "(load) 40050\napp/one 7050\napp/three 50\n")
    }

    @Test func aLimitSaturatesInsteadOfOverflowing() {
        let output = "steps big \(Int.max / 2)\nsteps near \(Int.max / 1000)\n"
        let limits = MechanicalMutationRun.stepLimits(hitOutput: output, factor: 1000, floor: 10_000_000)
        #expect(limits == "big \(Int.max)\nnear \(Int.max)\n")
    }

    @Test func theRuntimeSwitchIsPlainMemoryWithAStepCount() {
        let runtime = MutantSchema.runtime(sites: [], siteCount: 3)
        #expect(runtime.contains("UnsafeMutablePointer<Int>.allocate(capacity: 4)"))
        #expect(runtime.contains("if switches[2] > switches[3] { __adspecOverrun() }"))
        // No variadic literal switch: it would allocate an array at every executed literal.
        #expect(!runtime.contains("T..."))
    }
}

/// The compiler's rejections are kept with the fingerprint of the schema they were found in, so an
/// unchanged engine's schema builds once (Documentation/MechanicalMutation.md, step 3).
@Suite("Mechanical mutation: remembered rejections")
struct RememberedRejectionsTests {
    @Test func rejectionsAreReadBackOnlyForTheSameFingerprint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adspec-rejected-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("not-compilable.txt")
        let rejected = [7: "operator function '+~~^' requires that 'Array<Int>' conform to 'AdditiveArithmetic'", 2: "no"]
        MechanicalMutationRun.writeRejected(rejected, to: file, fingerprint: "abc")
        #expect(MechanicalMutationRun.readRejected(file, fingerprint: "abc", siteCount: 10) == rejected)
        #expect(MechanicalMutationRun.readRejected(file, fingerprint: "abd", siteCount: 10).isEmpty)
        // A site number the plan does not have is not taken.
        #expect(MechanicalMutationRun.readRejected(file, fingerprint: "abc", siteCount: 5) == [2: "no"])
    }

    @Test func theFingerprintFollowsEveryFileOfTheSchema() {
        let one = MutationPlan.Schema(files: ["A.swift": "let a = 1\n", "B.swift": "let b = 2\n"], runtimeLines: [:], columns: [:])
        var two = one
        two.files["B.swift"] = "let b = 3\n"
        #expect(MechanicalMutationRun.fingerprint(one) == MechanicalMutationRun.fingerprint(one))
        #expect(MechanicalMutationRun.fingerprint(one) != MechanicalMutationRun.fingerprint(two))
    }
}

/// A site that only a static value's initialiser executes (a wording declared as a `static let`)
/// runs once per process: switched on in a running worker it changes nothing, so it would survive
/// whatever the corpus does. The second pass of the site-hit run finds such sites.
@Suite("Mechanical mutation: sites executed once per process")
struct OncePerProcessTests {
    @Test func aSiteTheSecondPassDoesNotExecuteRunsOnceAndEveryScenarioCoversIt() {
        let output = """
            load-hits 1 2
            load-steps 10
            hits a/one 3 4
            steps a/one 5
            hits a/two 3 5
            steps a/two 5
            again 1 3 5
            """
        let pass = MechanicalMutationRun.readHitPass(output)
        // 2: made once during the load; 4: made once during a/one's run.
        #expect(pass.onceOnly == [2, 4])
        #expect(pass.loadSites == [1, 2])
        #expect(pass.coverage[4] == ["a/one", "a/two"])
        #expect(pass.coverage[2] == ["a/one", "a/two"])
        #expect(pass.coverage[5] == ["a/two"])
        #expect(pass.baselineFailures.isEmpty)
    }
}
