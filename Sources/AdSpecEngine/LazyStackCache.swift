/// What the layout keeps of each lazy stack from one render to the next, so that laying one out
/// costs in proportion to the items within reach of the viewport, not to all of its items: their
/// extents along the stack's axis (measured once), the running sums of those extents (extended
/// only as far as a render needs them) and a binary search for the first item in reach.
///
/// An item's extent is measured again only when something it was measured from changes:
/// - the stack's children (the screen tree under it, compared with `==`, which is immediate while
///   the tree is unchanged: arrays share their storage), its axis and spacing, its size across the
///   axis, the environment it is laid out in (`has`, `$item`, media ratio, instance suffix) and the
///   states its `ForEach`es expand to: any difference lays the stack out anew;
/// - a change a step made to a node of a template instance, or to a bulk batch, whose states a
///   `ForEach` measures by (`invalidateAll`);
/// - a state whose container the item's measure asked about (`stateChanged`): only the items
///   that asked about that state are measured again.
///
/// The offsets are the very sums the uncached layout makes, in the same order, so frames are
/// identical to the last bit (the engine tests compare the two layouts).
final class LazyStackCache {
    final class Entry {
        struct Item {
            /// Index in the stack's children.
            var child: Int
            /// Index of the instance of a `ForEach`-like child, -1 for a plain child.
            var instance: Int
        }

        // What the entry was built from.
        var children: [ViewNode] = []
        var axis: ViewNode.Axis = .vertical
        var spacing = 0.0
        var across = 0.0
        var has: Set<AssetKind>?
        var item: String?
        var ratio: Double?
        var suffix = ""
        /// The card states of the nearest slider (what a `ForEach` of cards measures by).
        var cards: [String] = []
        /// The states each child expands to (empty for a plain child).
        var expansions: [[String]] = []

        /// The items in the stack (present, and not an `if layout.has` whose condition is false).
        var items: [Item] = []
        /// Each item's extent along the axis.
        var along: [Double] = []
        /// The running sums: `prefix[k]` is the offset of item `k`; valid up to `validPrefix`.
        var prefix: [Double] = [0]
        var validPrefix = 0
        /// The least and the greatest of the items' offsets from the running sum along the axis
        /// (each item's own `y`, or `x`): the bounds of where an item lies around its sum.
        var shiftMin = 0.0
        var shiftMax = 0.0
        /// Items to measure again before the next layout.
        var stale: Set<Int> = []
        /// For each state asked about while measuring, the items that asked.
        var dependents: [String: [Int]] = [:]
        var usedInRender = false

        /// How many items have an extent plus spacing below 0. While none has, `prefix` never
        /// decreases and can be searched; otherwise every item is tested (still without measuring).
        var decreasing = 0

        /// Sets item `k`'s extent; the running sums after it are to be made again.
        func setAlong(_ k: Int, _ value: Double) {
            if k < along.count {
                if along[k].bitPattern == value.bitPattern { return }
                if along[k] + spacing < 0 { decreasing -= 1 }
                along[k] = value
            } else {
                along.append(value)
            }
            if value + spacing < 0 { decreasing += 1 }
            validPrefix = min(validPrefix, k)
        }
    }

    /// The natural extent of a lazy stack placed in a scroll view (which sums every child of the
    /// stack), with what it was measured from and the states the measure asked about.
    final class Extent {
        var node: ViewNode
        var axis: ViewNode.Axis
        var has: Set<AssetKind>?
        var item: String?
        var cross: Double
        var ratio: Double?
        var cards: [String] = []
        var value = 0.0
        var states: Set<String> = []
        var usedInRender = false

        init(node: ViewNode, axis: ViewNode.Axis, has: Set<AssetKind>?, item: String?, cross: Double, ratio: Double?) {
            self.node = node
            self.axis = axis
            self.has = has
            self.item = item
            self.cross = cross
            self.ratio = ratio
        }
    }

    private enum Measuring {
        case item(Entry, Int)
        case extent(Extent)
    }

    private var entries: [Int: Entry] = [:]
    private var extents: [Int: Extent] = [:]
    private var changedStates: Set<String> = []
    /// What is being measured, whose dependencies `record` notes.
    private var measuring: Measuring?

    init() {}

    /// A state changed: items whose measure asked about it are measured again.
    func stateChanged(_ name: String) { changedStates.insert(name) }

    /// Something every entry may depend on changed: they are built anew.
    func invalidateAll() {
        entries.removeAll()
        extents.removeAll()
    }

    /// Before a render: marks the items the changed states concern.
    func beginRender() {
        if !changedStates.isEmpty {
            for entry in entries.values {
                for name in changedStates {
                    if let items = entry.dependents[name] { entry.stale.formUnion(items) }
                }
            }
            extents = extents.filter { $0.value.states.isDisjoint(with: changedStates) }
            changedStates.removeAll()
        }
        for entry in entries.values { entry.usedInRender = false }
        for extent in extents.values { extent.usedInRender = false }
    }

    /// After a render: entries of stacks no longer laid out are dropped.
    func endRender() {
        if entries.values.contains(where: { !$0.usedInRender }) {
            entries = entries.filter { $0.value.usedInRender }
        }
        if extents.values.contains(where: { !$0.usedInRender }) {
            extents = extents.filter { $0.value.usedInRender }
        }
    }

    func extent(_ key: Int) -> Extent? { extents[key] }

    func store(_ extent: Extent, at key: Int) { extents[key] = extent }

    func startMeasuring(_ extent: Extent) { measuring = .extent(extent) }

    func entry(_ key: Int) -> Entry? { entries[key] }

    func store(_ entry: Entry, at key: Int) { entries[key] = entry }

    func startMeasuring(_ entry: Entry, _ item: Int) { measuring = .item(entry, item) }

    func stopMeasuring() { measuring = nil }

    /// The measure under way asked what the container of `state` shows.
    func record(_ state: String) {
        switch measuring {
        case .item(let entry, let item):
            if entry.dependents[state]?.last != item { entry.dependents[state, default: []].append(item) }
        case .extent(let extent):
            extent.states.insert(state)
        case nil:
            break
        }
    }
}

extension LazyStackCache.Entry {
    /// Makes `prefix` valid up to index `k` (at most `items.count`).
    func extendPrefix(to k: Int) {
        guard validPrefix < k else { return }
        // `prefix` has `items.count + 1` elements from the entry's construction (`currentEntry`),
        // and an entry's items never change after it.
        var index = validPrefix
        while index < k {
            prefix[index + 1] = prefix[index] + (along[index] + spacing)
            index += 1
        }
        validPrefix = k
    }

    /// The first item whose far edge may reach `low` (none before it can), when `prefix` never
    /// decreases: a binary search over the running sums, extended as far as needed. Item `k`'s far
    /// edge is `base + prefix[k + 1] - spacing` plus its own offset (at most `shiftMax`), at most
    /// the bound below: the loader keeps a stack's spacing at 0 or more (ScenarioReader+Screen.swift,
    /// `ScenarioLimits.size`).
    func firstItem(reaching low: Double, base: Double, slack: Double) -> Int {
        let bound = { (k: Int) -> Bool in base + self.prefix[k + 1] + self.shiftMax >= low - slack }
        // Extend the sums until they pass `low` (or the items end), by steps that double.
        var step = 64
        while validPrefix < items.count && !(validPrefix > 0 && bound(validPrefix - 1)) {
            extendPrefix(to: min(items.count, validPrefix + step))
            step *= 2
        }
        var lo = 0
        var hi = min(validPrefix, items.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if bound(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
