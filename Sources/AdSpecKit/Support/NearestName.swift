/// "Did you mean ...?": the known name closest to a mistyped one.
package enum NearestName {
    /// The candidate fewest edits away from `name` (at most `maxDistance`); ties go to the
    /// earlier candidate. `nil` when none is close enough.
    package static func nearest(to name: String, in candidates: [String], maxDistance: Int) -> String? {
        let target = Array(name)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate))
            if distance <= maxDistance && (best == nil || distance < best!.distance) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions of characters.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
