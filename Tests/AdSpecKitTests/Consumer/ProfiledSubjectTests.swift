import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecKit

/// Issue 36, item 1, through the consumer API: an `AsyncBindingSubject` declares its `profile`,
/// and `AdSpecConformance.run(…, profile:)` checks one against the catalogue.
@Suite struct ProfiledSubjectTests {
    static let repository = AdSpecConformance.CorpusLocation(root: Repository.root)
    static let only = ["native/*", "feed/*", "viewability/*"]

    @Test func anAsynchronousSubjectWithItsProfilePassesAndUndeclaredFails() async throws {
        let subject = ProfiledEngine(
            profile: Profile(values: ["impressionDwellMs": "2000", "replayOutcomeOnMount": "true"]))
        let declared = try await AdSpecConformance.run(subject: subject, corpus: Self.repository, only: Self.only)
        #expect(declared.passed, "\(declared)")
        #expect(declared.count(.notApplicable) > 0)
        #expect(declared.count(.pass) + declared.count(.notApplicable) == declared.outcomes.count)
        #expect(declared.summary.hasSuffix("not applicable"), "\(declared.summary)")
        // The same engine without its profile (a plain synchronous subject declares none) fails.
        let undeclared = try await AdSpecConformance.run(
            subject: SynchronousSubject(subject), corpus: Self.repository, only: Self.only)
        #expect(!undeclared.passed)
        #expect(undeclared.count(.notApplicable) == 0)
    }

    @Test func aProfileOutsideItsDomainIsASetupError() async throws {
        await #expect(throws: AdSpecConformance.SetupError.self) {
            _ = try await AdSpecConformance.run(
                subject: ReferenceEngine(), corpus: Self.repository, only: ["native/basic-load"],
                profile: Profile(values: ["impressionDwellMs": "100"]))
        }
    }
}
