import Foundation
import Testing

@testable import AdSpecHarness

/// Issue 40: "did you mean" measured the full edit distance from the name to every candidate, so
/// an unknown id of 30,000 characters took 20.6 s (100,000: more than a minute). The distance is
/// now bounded by `maxDistance`; the answers are those of the full distance.
@Suite struct NearestNameTests {
    /// The nearest as it was found before: the full distance to every candidate.
    static func reference(_ name: String, _ candidates: [String], _ maxDistance: Int) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = NearestName.editDistance(Array(name), Array(candidate))
            if distance <= maxDistance && (best == nil || distance < best!.distance) { best = (candidate, distance) }
        }
        return best?.name
    }

    @Test func theBoundedSearchFindsWhatTheFullDistanceFinds() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcd/-")
        func word() -> String { String((0..<Int.random(in: 0...9, using: &generator)).map { _ in letters.randomElement(using: &generator)! }) }
        for _ in 0..<2_000 {
            let name = word()
            let candidates = (0..<Int.random(in: 0...8, using: &generator)).map { _ in word() }
            let bound = Int.random(in: 0...5, using: &generator)
            #expect(
                NearestName.nearest(to: name, in: candidates, maxDistance: bound) == Self.reference(name, candidates, bound),
                "\(name) \(candidates) \(bound)")
        }
        for (a, b) in [("", ""), ("", "abc"), ("kitten", "sitting"), ("native/basic-lod", "native/basic-load")] {
            let full = NearestName.editDistance(Array(a), Array(b))
            for bound in 0...8 {
                #expect(NearestName.boundedDistance(Array(a), Array(b), limit: bound) == (full <= bound ? full : nil))
            }
        }
    }

    @Test func aVeryLongNameIsAnsweredAtOnce() {
        let ids = (0..<300).map { "area-\($0 % 7)/scenario-with-a-rather-long-name-\($0)" }
        let long = String(repeating: "x", count: 30_000)
        let start = ContinuousClock.now
        #expect(NearestName.nearest(to: long, in: ids, maxDistance: long.count / 4) == nil)
        // Names as long as the ids, none within the bound: each row stops once it is over it.
        let near = String(repeating: "y", count: 200)
        #expect(NearestName.nearest(to: near, in: ids.map { $0 + String(repeating: "z", count: 160) }, maxDistance: 50) == nil)
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }
}
