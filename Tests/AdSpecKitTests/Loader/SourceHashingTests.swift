import AdSpecTestSupport
import Foundation
import Testing

import AdSpecKit

/// `adspec list` loads without hashing the scenario files: the same scenarios, failures and
/// diagnostics, only `sourceHash` left empty; every other load hashes (the golden checks need it).
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
}
