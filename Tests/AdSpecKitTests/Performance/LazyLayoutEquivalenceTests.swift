import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// The lazy-stack cache (`LazyStackCache`) changes what a render costs, never what it gives: every
/// scenario of the corpus, with no mutant and with each mutant, gives the same transcript with
/// the cache as with every item measured on every render.
/// (Scenarios without a lazy stack never use the cache.)
@Suite("Lazy layout equivalence")
struct LazyLayoutEquivalenceTests {
    /// Every lazy scenario with every mutant, twice each: a CI check (issue 39, item 2).
    @Test(
        .enabled(
            if: SlowChecks.enabled,
            Comment(
                rawValue: SlowChecks.reason(
                    "every lazy-stack scenario with each named mutant, with and without the cache (the default loop's Scenario cases run every scenario with the cache against its golden)"
                ))))
    func everyScenarioAndMutantGivesTheSameTranscriptWithAndWithoutTheCache() throws {
        let corpus = try Corpus.load(specsDirectory: Repository.specs)
        #expect(corpus.scenarios.count >= 60)
        let engines: [Set<Mutant>] = [[]] + Mutant.allCases.map { [$0] }
        // Without a lazy stack the cache is never asked: the scenarios that have one.
        let lazy = corpus.scenarios.filter { scenario in
            scenario.input.app.screen.allNodes().contains { node in
                if case .stack(_, _, true) = node.kind { return true }
                return false
            }
        }
        #expect(lazy.count >= 5)
        let differing = ParallelMap.run(lazy, jobs: 2) { scenario -> [String] in
            engines.compactMap { mutants -> String? in
                let cached = ReferenceEngine(mutants: mutants)
                var uncached = ReferenceEngine(mutants: mutants)
                uncached.cachesLazyStacks = false
                let a = Result { try cached.run(scenario.input).map(\.rendered) }
                let b = Result { try uncached.run(scenario.input).map(\.rendered) }
                let same: Bool
                switch (a, b) {
                case (.success(let x), .success(let y)): same = x == y
                case (.failure(let x), .failure(let y)): same = "\(x)" == "\(y)"
                default: same = false
                }
                return same ? nil : "\(scenario.id) with \(mutants.map(\.rawValue))"
            }
        }.flatMap { $0 }
        #expect(differing.isEmpty, "\(differing)")
    }

    /// The engine budget (`ReferenceEngine.defaultEventBudget`) is over 300 times what the
    /// largest scenario of the corpus takes, counted as `EngineBudget` counts (lazy stacks' scans
    /// included, issue 40, item 5): Documentation/Settings.md names that scenario and its count.
    @Test func theLargestScenarioTakesAThousandthOfTheBudget() throws {
        let corpus = try Corpus.load(specsDirectory: Repository.specs)
        var largest = (events: 0, id: "")
        for scenario in corpus.scenarios where scenario.loadRefusal.isEmpty {
            guard let events = try? ReferenceEngine().runCountingEvents(scenario.input).events else { continue }
            if events > largest.events { largest = (events, scenario.id) }
        }
        #expect(largest.events * 300 < ReferenceEngine.defaultEventBudget)
        #expect("\(largest.id) \(largest.events)" == "layout/lazy-cache-long-feed 2627")
    }
}
