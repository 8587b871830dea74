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

    /// Issue 36, item 5: a profile argument and the subject's own profile that disagree on a
    /// setting are a setup error naming both and the setting; equal ones are one profile.
    @Test func aProfileDeclaredTwiceMustAgree() async throws {
        let subject = ProfiledEngine(profile: Profile(values: ["impressionDwellMs": "2000"]))
        do {
            _ = try await AdSpecConformance.run(
                subject: subject, corpus: Self.repository, only: ["native/basic-load"],
                profile: Profile(values: ["impressionDwellMs": "1500"]))
            Issue.record("two profiles that disagree were accepted")
        } catch {
            #expect(
                String(describing: error).contains(
                    "impressionDwellMs is 1500 in the profile argument and 2000 in the subject's profile"),
                "\(error)")
        }
        // A setting one of them leaves out is the default there.
        await #expect(throws: AdSpecConformance.SetupError.self) {
            _ = try await AdSpecConformance.run(
                subject: subject, corpus: Self.repository, only: ["native/basic-load"],
                profile: Profile(values: ["impressionDwellMs": "2000", "loadWhileBusy": "restart"]))
        }
        let same = try await AdSpecConformance.run(
            subject: subject, corpus: Self.repository, only: ["native/basic-load"],
            profile: Profile(values: ["impressionDwellMs": "2000"]))
        #expect(same.passed, "\(same)")
    }
}
