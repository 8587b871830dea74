/// The shortest edit script between two sequences of lines, by Myers' O(ND) algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986). Written by hand: no package outside the
/// toolchain can be fetched here. Common leading and trailing lines are stripped first, which is
/// where almost all of a transcript's lines go.
///
/// Memory is linear in the number of lines. The greedy search with a copy of its V array per
/// edit step (section 3 of the paper) runs first, while those copies fit `quadraticBudget` Ints:
/// that covers every transcript diff of a few changes, and gives the script it always gave.
/// Past the budget, the diff is the linear-space refinement of section 4b: the middle snake,
/// found by searching from both ends at once, splits the problem in two, recursively (as GNU
/// diff does). Lines that occur in only one of the two sequences are set aside first (they can
/// only be deleted or inserted), so that a diff where everything changed takes linear time.
public enum LineDiff {
    public enum Edit: Sendable, Hashable {
        /// `old[a] == new[b]`.
        case equal(a: Int, b: Int)
        /// `old[a]` is not in `new`.
        case delete(a: Int)
        /// `new[b]` is not in `old`.
        case insert(b: Int)
    }

    /// Ints the greedy search may keep in its copies of V (8 MiB) before the linear-space
    /// search takes over.
    public static let defaultQuadraticBudget = 1 << 20

    /// The edit script from `old` to `new`: every line of each once, in order. `quadraticBudget`
    /// bounds the greedy search (above); 0 makes every diff take the linear-space path (tests).
    public static func edits<Line: Hashable>(
        from old: [Line], to new: [Line], quadraticBudget: Int = defaultQuadraticBudget
    ) -> [Edit] {
        let prefix = old.commonPrefixCount(with: new)
        let suffix = old[prefix...].reversed().commonPrefixCount(with: new[prefix...].reversed())
        var result = (0..<prefix).map { Edit.equal(a: $0, b: $0) }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        let middle = myers(a, b, budget: quadraticBudget) ?? linearSpace(a, b, budget: quadraticBudget)
        for edit in middle {
            switch edit {
            case .equal(let a, let b): result.append(.equal(a: a + prefix, b: b + prefix))
            case .delete(let a): result.append(.delete(a: a + prefix))
            case .insert(let b): result.append(.insert(b: b + prefix))
            }
        }
        for offset in 0..<suffix {
            result.append(.equal(a: old.count - suffix + offset, b: new.count - suffix + offset))
        }
        return result
    }

    /// The greedy search with its trace; `nil` as soon as the trace would pass `budget` Ints.
    private static func myers<Line: Equatable>(_ a: [Line], _ b: [Line], budget: Int) -> [Edit]? {
        let n = a.count
        let m = b.count
        if n == 0 { return (0..<m).map { .insert(b: $0) } }
        if m == 0 { return (0..<n).map { .delete(a: $0) } }
        let max = n + m
        let offset = max + 1
        var v = [Int](repeating: 0, count: 2 * max + 3)
        // trace[d] is the furthest-reaching x on each diagonal before round d.
        var trace: [[Int]] = []
        var finalD = 0
        search: for d in 0...max {
            let (kept, overflow) = (d + 1).multipliedReportingOverflow(by: v.count)
            guard !overflow, kept <= budget else { return nil }
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]  // a step down: an insertion
                } else {
                    x = v[offset + k - 1] + 1  // a step right: a deletion
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    finalD = d
                    break search
                }
            }
        }
        // Walk back from (n, m) to (0, 0).
        var reversed: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: finalD, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                reversed.append(.equal(a: x - 1, b: y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    reversed.append(.insert(b: y - 1))
                } else {
                    reversed.append(.delete(a: x - 1))
                }
                x = previousX
                y = previousY
            }
        }
        return reversed.reversed()
    }

    // MARK: - Linear space

    /// The script through the matches the middle-snake recursion finds: in each gap between two
    /// matches, the deletions come first, then the insertions.
    private static func linearSpace<Line: Hashable>(_ a: [Line], _ b: [Line], budget: Int) -> [Edit] {
        // Each distinct line as a small number; a line of `a` that `b` never has (or the other
        // way round) cannot be matched, so the search runs on the others only.
        var numbers: [Line: Int] = [:]
        func number(_ line: Line) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let numberedA = a.map(number)
        let distinctInA = numbers.count
        let numberedB = b.map(number)
        var inB = [Bool](repeating: false, count: numbers.count)
        for value in numberedB { inB[value] = true }
        let keptA = numberedA.indices.filter { inB[numberedA[$0]] }
        let keptB = numberedB.indices.filter { numberedB[$0] < distinctInA }
        var search = MiddleSnakeSearch(a: keptA.map { numberedA[$0] }, b: keptB.map { numberedB[$0] }, budget: budget)
        search.compare(0, search.a.count, 0, search.b.count)

        var result: [Edit] = []
        result.reserveCapacity(a.count + b.count)
        var x = 0
        var y = 0
        for (i, j) in search.matches {
            let (matchA, matchB) = (keptA[i], keptB[j])
            while x < matchA { result.append(.delete(a: x)); x += 1 }
            while y < matchB { result.append(.insert(b: y)); y += 1 }
            result.append(.equal(a: x, b: y))
            x += 1
            y += 1
        }
        while x < a.count { result.append(.delete(a: x)); x += 1 }
        while y < b.count { result.append(.insert(b: y)); y += 1 }
        return result
    }

    /// Myers' divide and conquer (section 4b): the longest common subsequence of `a` and `b` as
    /// matched index pairs, in order, in O(N + M) memory beside the result.
    private struct MiddleSnakeSearch {
        let a: [Int]
        let b: [Int]
        let budget: Int
        var matches: [(Int, Int)] = []
        /// The two V arrays, reused by every call (each call needs at most the first one's size).
        private var forward: [Int] = []
        private var backward: [Int] = []

        init(a: [Int], b: [Int], budget: Int) {
            self.a = a
            self.b = b
            self.budget = budget
            let size = (a.count + b.count + 1) / 2 * 2 + 3
            forward = [Int](repeating: -1, count: size)
            backward = [Int](repeating: -1, count: size)
        }

        /// Appends the matches of `a[aLow..<aHigh]` against `b[bLow..<bHigh]`.
        mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
            var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
            while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
                matches.append((aLow, bLow))
                aLow += 1
                bLow += 1
            }
            var tail = 0
            while aLow < aHigh - tail && bLow < bHigh - tail && a[aHigh - 1 - tail] == b[bHigh - 1 - tail] { tail += 1 }
            aHigh -= tail
            bHigh -= tail
            defer { for t in 0..<tail { matches.append((aHigh + t, bHigh + t)) } }
            let (n, m) = (aHigh - aLow, bHigh - bLow)
            guard n > 0 && m > 0 else { return }
            // Small enough for the greedy search's trace to fit the budget whatever the distance.
            let (square, overflow) = (n + m + 1).multipliedReportingOverflow(by: 2 * (n + m) + 3)
            if !overflow && square <= budget, let edits = myers(Array(a[aLow..<aHigh]), Array(b[bLow..<bHigh]), budget: budget) {
                for case .equal(let x, let y) in edits { matches.append((aLow + x, bLow + y)) }
                return
            }
            let (xStart, yStart, xEnd, yEnd) = middleSnake(aLow, n, bLow, m)
            compare(aLow, xStart, bLow, yStart)
            for t in 0..<(xEnd - xStart) { matches.append((xStart + t, yStart + t)) }
            compare(xEnd, aHigh, yEnd, bHigh)
        }

        /// The middle snake of an optimal path through `a[aLow..<aLow+n]` x `b[bLow..<bLow+m]`
        /// (neither empty, no common first or last line, so the distance is at least 2 and both
        /// sides of the snake hold at least one edit): its first and last points, absolute.
        /// `forward[o+k]` is the furthest x reached on diagonal k = x - y from the top left;
        /// `backward[o+c]` the furthest u reached on diagonal c = u - v from the bottom right,
        /// u = n - x, v = m - y; -1 where no path of the current length ends in the box.
        private mutating func middleSnake(_ aLow: Int, _ n: Int, _ bLow: Int, _ m: Int) -> (Int, Int, Int, Int) {
            let delta = n - m
            let odd = delta & 1 != 0
            let limit = (n + m + 1) / 2
            let o = limit + 1
            for i in 0..<(2 * limit + 3) {
                forward[i] = -1
                backward[i] = -1
            }
            forward[o + 1] = 0
            backward[o + 1] = 0
            for d in 0...limit {
                for k in stride(from: -d, through: d, by: 2) {
                    // Down from diagonal k + 1 (an insertion) or right from k - 1 (a deletion),
                    // whichever reaches further inside the box; down on a tie.
                    var x = -1
                    let down = forward[o + k + 1]
                    if down >= 0 && down - k <= m { x = down }
                    let right = forward[o + k - 1]
                    if right >= 0 && right < n && right + 1 > x { x = right + 1 }
                    guard x >= 0 else {
                        forward[o + k] = -1
                        continue
                    }
                    var y = x - k
                    let (x0, y0) = (x, y)
                    while x < n && y < m && a[aLow + x] == b[bLow + y] {
                        x += 1
                        y += 1
                    }
                    forward[o + k] = x
                    let c = delta - k
                    if odd && c >= -(d - 1) && c <= d - 1 && backward[o + c] >= 0 && x + backward[o + c] >= n {
                        return (aLow + x0, bLow + y0, aLow + x, bLow + y)
                    }
                }
                for c in stride(from: -d, through: d, by: 2) {
                    var u = -1
                    let up = backward[o + c + 1]
                    if up >= 0 && up - c <= m { u = up }
                    let left = backward[o + c - 1]
                    if left >= 0 && left < n && left + 1 > u { u = left + 1 }
                    guard u >= 0 else {
                        backward[o + c] = -1
                        continue
                    }
                    var v = u - c
                    let (u0, v0) = (u, v)
                    while u < n && v < m && a[aLow + n - 1 - u] == b[bLow + m - 1 - v] {
                        u += 1
                        v += 1
                    }
                    backward[o + c] = u
                    let k = delta - c
                    if !odd && k >= -d && k <= d && forward[o + k] >= 0 && forward[o + k] + u >= n {
                        return (aLow + n - u, bLow + m - v, aLow + n - u0, bLow + m - v0)
                    }
                }
            }
            preconditionFailure("the two searches always meet by half the sum of the lengths")
        }
    }
}
