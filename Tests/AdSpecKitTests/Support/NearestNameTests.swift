import AdSpecHarness
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

    /// The work is bounded by the limit, not by the names' lengths (issue 40, item 7: the full
    /// table from a name of 30,000 characters to every id took 20.6 s). Counted in rows of the
    /// table, not timed: a test never passes or fails on time.
    @Test func aVeryLongNameIsAnsweredAtOnce() {
        let ids = (0..<300).map { "area-\($0 % 7)/scenario-with-a-rather-long-name-\($0)" }
        let long = Array(String(repeating: "x", count: 30_000))
        var rows = 0
        for id in ids { #expect(NearestName.boundedDistance(long, Array(id), limit: long.count / 4, rows: &rows) == nil) }
        // Lengths further apart than the limit: no row at all.
        #expect(rows == 0)
        #expect(NearestName.nearest(to: String(long), in: ids, maxDistance: long.count / 4) == nil)
        // Names as long as the ids, none within the bound: each table stops once a row is over it.
        let near = Array(String(repeating: "y", count: 200))
        for id in ids.map({ Array($0 + String(repeating: "z", count: 160)) }) {
            var rowsOfOne = 0
            #expect(NearestName.boundedDistance(near, id, limit: 50, rows: &rowsOfOne) == nil)
            #expect(rowsOfOne <= 51 + 1, "\(rowsOfOne) rows of \(near.count)")
        }
    }
}
