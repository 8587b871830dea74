/// "Did you mean ...?": the known name closest to a mistyped one.
package enum NearestName {
    /// The candidate fewest edits away from `name` (at most `maxDistance`); ties go to the
    /// earlier candidate. `nil` when none is close enough. Each distance is bounded (issue 40:
    /// the full distance from a name of 30,000 characters to every id took 20.6 s): once a
    /// candidate is found, the next must be nearer still.
    package static func nearest(to name: String, in candidates: [String], maxDistance: Int) -> String? {
        let target = Array(name)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let limit = best.map { $0.distance - 1 } ?? maxDistance
            if limit < 0 { break }
            guard let distance = boundedDistance(target, Array(candidate), limit: limit) else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `editDistance(a, b)` when it is at most `limit`, else `nil`, found without the full
    /// table: two names whose lengths differ by more than `limit` are that far apart at least,
    /// and the smallest entry of a row of the table never decreases from one row to the next,
    /// so the rows stop as soon as one is over the limit.
    package static func boundedDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                smallest = min(smallest, current[j])
            }
            if smallest > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
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
