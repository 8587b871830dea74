import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Mechanical mutation: sites the compiler rejects")
struct RejectedSitesTests {
    static let source = """
        struct A {
            func f(x: Int, s: String) -> Bool {
                let joined = s + "!" + s
                let y = x * 2
                return y < 10 && joined.count > 3
            }
        }
        """

    @Test func anErrorDropsTheInnermostSiteAtItsPlace() throws {
        let plan = try MutationPlan(files: [("A.swift", Self.source)])
        let folder = URL(fileURLWithPath: "/tmp/schema/Sources/AdSpecEngine")
        let schema = plan.schema(excluding: [])
        // Line 5: `return y < 10 && joined.count > 3`; the error's column is the `>`'s in the schema.
        let greater = try #require(plan.sites.firstIndex { $0.label == ">" })
        let column = try #require(schema.columns[greater]).column
        #expect(column > 39)
        let output = """
            /tmp/schema/Sources/AdSpecEngine/A.swift:5:\(column + 1): error: binary operator cannot be applied
            /tmp/schema/Sources/AdSpecEngine/A.swift:1:1: error: an error no site explains
            /tmp/schema/Sources/AdSpecKit/Other.swift:5:1: error: not the engine
            """
        let rejected = MechanicalMutationRun.rejectedSites(
            output: output, plan: plan, dropped: [], schema: schema, engineFolder: folder)
        #expect(Array(rejected.keys) == [greater])
        #expect(rejected[greater] == "binary operator cannot be applied")
    }

    @Test func anErrorInTheSwitchFileNamesItsSite() throws {
        let plan = try MutationPlan(files: [("A.swift", Self.source)])
        let schema = plan.schema(excluding: [])
        let less = try #require(plan.sites.firstIndex { $0.label == "<" })
        let line = try #require(schema.runtimeLines.first { $0.value == less }?.key)
        let rejected = MechanicalMutationRun.rejectedSites(
            output: "/s/Sources/AdSpecEngine/\(MutantSchema.runtimeFileName):\(line):1: error: no",
            plan: plan, dropped: [], schema: schema,
            engineFolder: URL(fileURLWithPath: "/s/Sources/AdSpecEngine"))
        #expect(rejected == [less: "no"])
    }

    @Test func aDroppedSiteIsWrittenAsTheOriginalCode() throws {
        let plan = try MutationPlan(files: [("A.swift", Self.source)])
        let dropped = Set(plan.sites.indices)
        let schema = plan.schema(excluding: dropped)
        #expect(schema.files["A.swift"] == Self.source)
    }
}
