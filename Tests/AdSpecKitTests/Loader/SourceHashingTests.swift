import AdSpecTestSupport
import Foundation
import Testing

import AdSpecHarness
import AdSpecKit

/// `adspec list` loads without hashing the scenario files: the same scenarios, failures and
/// diagnostics, only `sourceHash` left empty; every other load hashes (the golden checks need it).
/// It keeps no inputs either (it runs nothing): again the same scenarios but for `input`.
@Suite struct SourceHashingTests {
    @Test func loadingWithoutHashesDiffersOnlyInTheHash() throws {
        let hashed = try Corpus.loadEach(specsDirectory: Repository.specs, jobs: 2)
        let unhashed = try Corpus.loadEach(specsDirectory: Repository.specs, jobs: 2, hashingSources: false)
        #expect(hashed.scenarios.count == unhashed.scenarios.count)
        #expect(hashed.failures == unhashed.failures)
        #expect(hashed.scenarios.allSatisfy { $0.sourceHash.count == 64 })
        #expect(unhashed.scenarios.allSatisfy { $0.sourceHash.isEmpty })
        // A negative scenario refused by the schema or the loader is hashed on its own path too.
        #expect(hashed.scenarios.contains { !$0.loadRefusal.isEmpty })
        let rehashed = zip(hashed.scenarios, unhashed.scenarios).map { pair in
            var scenario = pair.1
            scenario.sourceHash = pair.0.sourceHash
            return scenario
        }
        #expect(rehashed == hashed.scenarios)
    }

    @Test func loadingWithoutInputsDiffersOnlyInTheInput() throws {
        let full = try Corpus.loadEach(specsDirectory: Repository.specs, jobs: 2)
        for jobs in [1, 2] {
            let bare = try Corpus.loadEach(specsDirectory: Repository.specs, jobs: jobs, keepingInputs: false)
            #expect(bare.failures == full.failures)
            #expect(bare.scenarios.map(\.input.id) == full.scenarios.map(\.input.id))
            #expect(bare.scenarios.allSatisfy { $0.input.script.isEmpty && $0.input.app.states.isEmpty })
            #expect(bare.scenarios.allSatisfy { $0.input.app.screen.children.isEmpty && $0.input.adUnits.isEmpty })
            #expect(full.scenarios.contains { !$0.input.script.isEmpty })
            let refilled = zip(full.scenarios, bare.scenarios).map { pair in
                var scenario = pair.1
                scenario.input = pair.0.input
                return scenario
            }
            #expect(refilled == full.scenarios)
        }
    }
}
