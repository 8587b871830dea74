import AdSpecHarness
import AdSpecKit
import Testing

/// The linear-space path of `LineDiff` (the middle-snake recursion), forced with a budget of 0,
/// and the default path, on seeded random inputs: each script turns `a` into `b` and is as short
/// as the edit distance an O(NM) table gives.
@Suite("Linear-space diff")
struct LinearDiffTests {
    /// xorshift64*: deterministic, written here so that the inputs never change.
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Insertions plus deletions of a shortest script (no substitutions): n + m - 2 LCS.
    static func distance(_ a: [String], _ b: [String]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var diagonal = 0
            for j in 1...max(1, b.count) where !b.isEmpty {
                let above = row[j]
                row[j] = a[i - 1] == b[j - 1] ? diagonal + 1 : max(row[j], row[j - 1])
                diagonal = above
            }
        }
        return a.count + b.count - 2 * (row.last ?? 0)
    }

    /// Applies `edits`, checking that each line of `a` and `b` appears once, in order; returns
    /// the rebuilt `b` and the number of changes.
    static func apply(_ edits: [LineDiff.Edit], _ a: [String], _ b: [String]) -> (rebuilt: [String], changes: Int)? {
        var rebuilt: [String] = []
        var (nextA, nextB, changes) = (0, 0, 0)
        for edit in edits {
            switch edit {
            case .equal(let x, let y):
                guard x == nextA, y == nextB, a[x] == b[y] else { return nil }
                rebuilt.append(b[y])
                nextA += 1
                nextB += 1
            case .delete(let x):
                guard x == nextA else { return nil }
                nextA += 1
                changes += 1
            case .insert(let y):
                guard y == nextB else { return nil }
                rebuilt.append(b[y])
                nextB += 1
                changes += 1
            }
        }
        guard nextA == a.count, nextB == b.count else { return nil }
        return (rebuilt, changes)
    }

    /// A random pair: `b` is `a` edited at random, or drawn afresh, over a small alphabet so
    /// that lines repeat and ties abound.
    static func pair(_ random: inout Random) -> ([String], [String]) {
        let alphabet = 1 + random.below(6)
        let a = (0..<random.below(40)).map { _ in "line \(random.below(alphabet))" }
        var b: [String]
        if random.below(3) == 0 {
            b = (0..<random.below(40)).map { _ in "line \(random.below(alphabet))" }
        } else {
            b = a
            for _ in 0..<random.below(8) {
                switch random.below(3) {
                case 0 where !b.isEmpty: b.remove(at: random.below(b.count))
                case 1: b.insert("line \(random.below(alphabet + 2))", at: random.below(b.count + 1))
                default: if !b.isEmpty { b[random.below(b.count)] = "new \(random.below(3))" }
                }
            }
        }
        return (a, b)
    }

    @Test(arguments: [0, 64, LineDiff.defaultQuadraticBudget])
    func scriptsAreCorrectAndMinimal(budget: Int) {
        var random = Random(seed: 2026 + UInt64(budget))
        for round in 0..<3_000 {
            let (a, b) = Self.pair(&random)
            let edits = LineDiff.edits(from: a, to: b, quadraticBudget: budget)
            guard let (rebuilt, changes) = Self.apply(edits, a, b) else {
                Issue.record("round \(round): not a script from \(a) to \(b): \(edits)")
                return
            }
            #expect(rebuilt == b, "round \(round)")
            #expect(changes == Self.distance(a, b), "round \(round): \(a) -> \(b)")
        }
    }

    /// Within the default budget, the script is exactly the one the diff gave before the
    /// linear-space path existed; the linear path gives one of the same length.
    @Test func defaultBudgetKeepsThePreviousScripts() {
        var random = Random(seed: 99)
        for _ in 0..<2_000 {
            let (a, b) = Self.pair(&random)
            let previous = QuadraticLineDiff.edits(from: a, to: b)
            #expect(LineDiff.edits(from: a, to: b) == previous)
            #expect(Self.apply(LineDiff.edits(from: a, to: b, quadraticBudget: 0), a, b)?.changes == Self.apply(previous, a, b)?.changes)
        }
    }

    @Test func everythingChangedAndLargeInputs() throws {
        let a = (0..<20_000).map { "old \($0)" }
        let b = (0..<20_000).map { "new \($0)" }
        let edits = LineDiff.edits(from: a, to: b, quadraticBudget: 0)
        #expect(edits.count == 40_000)
        #expect(edits.prefix(20_000).allSatisfy { if case .delete = $0 { true } else { false } })
        // One change in the middle of many repeated lines.
        var c = [String](repeating: "same", count: 30_000)
        var d = c
        d[15_000] = "changed"
        c[2] = "early"
        let found = try #require(Self.apply(LineDiff.edits(from: c, to: d, quadraticBudget: 0), c, d))
        #expect(found.rebuilt == d)
        #expect(found.changes == 2)
    }
}

/// The diff as it was before the linear-space path (verbatim but for names), to check that the
/// default path still gives its scripts.
enum QuadraticLineDiff {
    static func edits<Line: Equatable>(from old: [Line], to new: [Line]) -> [LineDiff.Edit] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var result = (0..<prefix).map { LineDiff.Edit.equal(a: $0, b: $0) }
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

    private static func myers<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [LineDiff.Edit] {
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
        var reversed: [LineDiff.Edit] = []
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
