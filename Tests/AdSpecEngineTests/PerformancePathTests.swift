import Testing

@testable import AdSpecEngine

/// The edge cases of the engine's performance paths: the timer heap keeps (time, sequence) order
/// exactly; a lazy stack's cached layout is the layout that measures everything, at the margin's
/// boundary and after an item's size changes.
@Suite struct TimerHeapTests {
    @Test func timersDueAtTheSameTimeFireInTheOrderTheyWereScheduled() {
        var queue = TimerQueue<Int>()
        // A deterministic shuffle of times with many equal ones.
        var expected: [(time: Int, payload: Int)] = []
        for payload in 0..<500 {
            let time = (payload * 7919) % 13 * 10
            queue.schedule(at: time, payload)
            expected.append((time, payload))
        }
        expected.sort { $0.time != $1.time ? $0.time < $1.time : $0.payload < $1.payload }
        var fired: [Int] = []
        while let entry = queue.popDue(atOrBefore: .max) { fired.append(entry.payload) }
        #expect(fired == expected.map(\.payload))
    }

    @Test func cancelledTimersNeverFireAndCancellingTwiceOrAfterFiringDoesNothing() {
        var queue = TimerQueue<Int>()
        var tokens: [TimerToken] = []
        for payload in 0..<200 { tokens.append(queue.schedule(at: payload % 5, payload)) }
        for (index, token) in tokens.enumerated() where index % 3 == 0 { queue.cancel(token) }
        queue.cancel(tokens[0])
        #expect(queue.count == 200 - 67)
        let first = queue.popDue(atOrBefore: 0)
        #expect(first?.payload == 5)  // 0 is cancelled; 5 is the next due at 0
        queue.cancel(tokens[5])  // already fired: nothing happens
        #expect(queue.count == 200 - 67 - 1)
        var fired: [Int] = []
        while let entry = queue.popDue(atOrBefore: 4) { fired.append(entry.payload) }
        let expected = (0..<200).filter { $0 % 3 != 0 && $0 != 5 }.sorted { ($0 % 5, $0) < ($1 % 5, $1) }
        #expect(fired == expected)
        #expect(queue.count == 0)
        #expect(queue.popDue(atOrBefore: .max) == nil)
    }

    @Test func nothingIsDueBeforeItsTime() {
        var queue = TimerQueue<String>()
        queue.schedule(at: 100, "late")
        queue.schedule(at: 50, "early")
        #expect(queue.popDue(atOrBefore: 49) == nil)
        #expect(queue.popDue(atOrBefore: 50)?.payload == "early")
        #expect(queue.entries.map(\.payload) == ["late"])
    }
}

@Suite struct LazyLayoutTests {
    /// A mutable model of what each state's container shows.
    final class Phases {
        var loaded: Set<String> = []
    }

    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A scroll view over a lazy stack: `posts` plain views of 100 points, then a ForEach of
    /// containers (placeholder 80 points, card 400) over `states`.
    static func feed(posts: Int, states: [String], spacing: Double = 10) -> ViewNode {
        var children = (0..<posts).map { ViewNode(id: "post-\($0)", kind: .view, height: 100) }
        let card = ViewNode(id: "card", kind: .view, height: 400)
        let container = ViewNode(
            id: "ad", kind: .nativeContainer(state: "$item", handlers: []), children: [card],
            placeholder: [ViewNode(id: "spinner", kind: .view, height: 80)])
        children.append(ViewNode(kind: .forEachState(states: states), children: [container]))
        let stack = ViewNode(kind: .stack(axis: .vertical, spacing: spacing, lazy: true), children: children)
        return ViewNode(id: "feed", kind: .scroll(axis: .vertical), children: [stack])
    }

    static func context(_ phases: Phases, cache: LazyStackCache?) -> LayoutContext {
        LayoutContext(
            screen: screen, prefetchMargin: 50,
            shows: { _, state in
                phases.loaded.contains(state) ? .content(has: [], cardStates: []) : .placeholder
            },
            batchStates: { _ in [] }, lazyCache: cache, expectedNodeCount: 0)
    }

    static func ids(_ frame: Frame) -> [String] { frame.nodes.compactMap(\.id) }

    @Test func theCachedLayoutIsTheFullLayoutAtEveryOffsetAndAtTheMarginBoundary() {
        let phases = Phases()
        let root = Self.feed(posts: 30, states: (0..<30).map { "s\($0)" })
        let cache = LazyStackCache()
        // Items are 110 points apart: offsets that put an item's edge exactly on the reach's edge
        // (viewport 844, margin 50) are among these.
        for step in 0...160 {
            let offset = Double(step) * 27.5
            let full = Layout.render(root, scroll: ["feed": offset], context: Self.context(phases, cache: nil))
            let cached = Layout.render(root, scroll: ["feed": offset], context: Self.context(phases, cache: cache))
            #expect(full.nodes == cached.nodes, "offset \(offset)")
        }
    }

    @Test func anItemEndingOnTheReachsEdgeIsLeftOutAndOneStartingJustInsideIsKept() {
        let phases = Phases()
        let root = Self.feed(posts: 20, states: [])
        let cache = LazyStackCache()
        // post-k spans [110k, 110k + 100) in content. At offset 160, the reach starts at 110:
        // post-0 ends at 100 - 160 = -60 < -50 (out); post-1 starts at 110 - 160 = -50, ends at 50 (in).
        let frame = Layout.render(root, scroll: ["feed": 160], context: Self.context(phases, cache: cache))
        let posts = Self.ids(frame).filter { $0.hasPrefix("post-") }
        #expect(posts.first == "post-1")
        // The reach ends at 844 + 50 = 894 on screen, 1054 in content: post-9 starts at 990 (in),
        // post-10 at 1100 (out).
        #expect(posts.last == "post-9")
        // At offset 150 post-0 ends exactly on the reach's edge (100 - 150 = -50): out (an item
        // must overlap the reach); post-10 starts at 1100 - 150 = 950, past 894: out.
        let edge = Layout.render(root, scroll: ["feed": 150], context: Self.context(phases, cache: cache))
        let full = Layout.render(root, scroll: ["feed": 150], context: Self.context(phases, cache: nil))
        #expect(Self.ids(edge).filter { $0.hasPrefix("post-") }.first == "post-1")
        #expect(Self.ids(edge).filter { $0.hasPrefix("post-") }.last == "post-9")
        #expect(edge.nodes == full.nodes)
        // A last post that ends exactly where the reach begins, and one that starts where it ends.
        let tail = Layout.render(root, scroll: ["feed": 2240], context: Self.context(phases, cache: cache))
        let tailFull = Layout.render(root, scroll: ["feed": 2240], context: Self.context(phases, cache: nil))
        #expect(tail.nodes == tailFull.nodes)
        #expect(!Self.ids(tail).contains("post-19"))  // ends at 2190 - 2240 = -50: out
    }

    @Test func anItemWhoseSizeChangesIsMeasuredAgainAndMovesEveryItemAfterIt() {
        let phases = Phases()
        let states = (0..<50).map { "s\($0)" }
        let root = Self.feed(posts: 2, states: states)
        let cache = LazyStackCache()
        let offsets: [Double] = [0, 300, 1200, 2600, 2900, 5000, 6500, 9000]
        func check(_ label: String) {
            for offset in offsets {
                let full = Layout.render(root, scroll: ["feed": offset], context: Self.context(phases, cache: nil))
                let cached = Layout.render(root, scroll: ["feed": offset], context: Self.context(phases, cache: cache))
                #expect(full.nodes == cached.nodes, "\(label), offset \(offset)")
            }
        }
        check("all placeholders")
        // Items load one by one, some far below the viewport: each grows from 80 to 400 points.
        for name in ["s0", "s7", "s3", "s40", "s49", "s1"] {
            phases.loaded.insert(name)
            cache.stateChanged(name)
            check("after \(name) loaded")
        }
        // And shrinks back.
        phases.loaded.remove("s7")
        cache.stateChanged("s7")
        check("after s7 went back")
        // Without being told, the cache would keep the old extent: the item's size comes from
        // the state it asked about, and only that state's change measures it again.
        phases.loaded.insert("s20")
        let stale = Layout.render(root, scroll: ["feed": 2900], context: Self.context(phases, cache: cache))
        let full = Layout.render(root, scroll: ["feed": 2900], context: Self.context(phases, cache: nil))
        #expect(stale.nodes != full.nodes)
        cache.stateChanged("s20")
        check("after s20 was told")
    }

    @Test func aListOfContainersKeepsItsOwnExtentUntilOneOfItsStatesChanges() {
        // Literal containers in a List: the stack's natural height (its rect in the frame) sums
        // them all, so it changes when any of their states loads.
        let phases = Phases()
        let cache = LazyStackCache()
        let containers = (0..<40).map { i in
            ViewNode(
                id: "c\(i)", kind: .nativeContainer(state: "s\(i)", handlers: []),
                children: [ViewNode(kind: .view, height: 400)], placeholder: [ViewNode(kind: .view, height: 80)])
        }
        let stack = ViewNode(kind: .stack(axis: .vertical, spacing: 8, lazy: true), children: containers)
        let root = ViewNode(id: "feed", kind: .scroll(axis: .vertical), children: [stack])
        for (step, name) in ["s3", "s39", "s0", "s17"].enumerated() {
            for offset in [0.0, 1000, 5000] {
                let full = Layout.render(root, scroll: ["feed": offset], context: Self.context(phases, cache: nil))
                let cached = Layout.render(root, scroll: ["feed": offset], context: Self.context(phases, cache: cache))
                #expect(full.nodes == cached.nodes, "step \(step), offset \(offset)")
            }
            phases.loaded.insert(name)
            cache.stateChanged(name)
        }
    }

    @Test func aChangedTreeIsLaidOutAnew() {
        let phases = Phases()
        let cache = LazyStackCache()
        var root = Self.feed(posts: 40, states: ["a", "b"])
        _ = Layout.render(root, scroll: ["feed": 1000], context: Self.context(phases, cache: cache))
        // A post near the top grows: everything after it moves.
        root.children[0].children[3].height = 700
        let full = Layout.render(root, scroll: ["feed": 1000], context: Self.context(phases, cache: nil))
        let cached = Layout.render(root, scroll: ["feed": 1000], context: Self.context(phases, cache: cache))
        #expect(full.nodes == cached.nodes)
        // A post disappears (an `if` that became false).
        root.children[0].children[5].present = false
        let full2 = Layout.render(root, scroll: ["feed": 1000], context: Self.context(phases, cache: nil))
        let cached2 = Layout.render(root, scroll: ["feed": 1000], context: Self.context(phases, cache: cache))
        #expect(full2.nodes == cached2.nodes)
    }
}
