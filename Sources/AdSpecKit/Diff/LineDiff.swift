/// The shortest edit script between two sequences of lines, by Myers' O(ND) algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986). Written by hand: no package outside the
/// toolchain can be fetched here. Common leading and trailing lines are stripped first, which is
/// where almost all of a transcript's lines go.
public enum LineDiff {
    public enum Edit: Sendable, Hashable {
        /// `old[a] == new[b]`.
        case equal(a: Int, b: Int)
        /// `old[a]` is not in `new`.
        case delete(a: Int)
        /// `new[b]` is not in `old`.
        case insert(b: Int)
    }

    public static func edits<Line: Equatable>(from old: [Line], to new: [Line]) -> [Edit] {
        let prefix = old.commonPrefixCount(with: new)
        let suffix = old[prefix...].reversed().commonPrefixCount(with: new[prefix...].reversed())
        var result = (0..<prefix).map { Edit.equal(a: $0, b: $0) }
        let middle = myers(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
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

    private static func myers<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Edit] {
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
}
