/// A lazy stack laid out in proportion to what is within reach of the viewport (`LazyStackCache`):
/// the same frame as the plain loop in `Layout.place`, which measures every item on every render.
extension Layout {
    mutating func placeLazy(_ node: ViewNode, axis: ViewNode.Axis, spacing: Double, in rect: Rect, env: Environment) {
        guard let cache = context.lazyCache else { return }
        let across = axis == .vertical ? rect.width : rect.height
        let entry = currentEntry(cache, node, axis: axis, spacing: spacing, across: across, env: env)
        entry.usedInRender = true
        for k in entry.stale.sorted() where k < entry.items.count {
            entry.setAlong(k, measure(cache, entry, k, env: env))
        }
        entry.stale.removeAll()

        let keep = env.viewport
        let margin = context.prefetchMargin
        let reach = Rect(
            x: keep.x - margin, y: keep.y - margin,
            width: keep.width + 2 * margin, height: keep.height + 2 * margin)
        let base = axis == .vertical ? rect.y : rect.x
        let (reachLow, reachHigh) = axis == .vertical ? (reach.y, reach.y + reach.height) : (reach.x, reach.x + reach.width)
        // Rounding differs between these bounds and the exact test below by far less than this.
        let slack = 1 + 1e-9 * (abs(base) + abs(reachLow) + abs(reachHigh))
        let count = entry.items.count
        var k = entry.decreasing == 0 ? entry.firstItem(reaching: reachLow, base: base, slack: slack) : 0
        while k < count {
            entry.extendPrefix(to: k + 1)
            let offset = entry.prefix[k]
            if entry.decreasing == 0 && base + offset + entry.shiftMin > reachHigh + slack { break }
            let child = instance(entry, k, env: env)
            let along = entry.along[k]
            let childRect = Self.stackChildRect(child.node, in: rect, axis, offset: offset, along: along)
            k += 1
            // A lazy stack's item far from the viewport is not in the hierarchy.
            guard Self.withinReach(childRect, reach, axis) else { continue }
            var childEnv = env
            childEnv.path = env.path(k - 1)
            childEnv.suffix = child.suffix
            childEnv.item = child.item ?? env.item
            place(child.node, at: childRect, env: childEnv)
        }
        // The budget counts what a render of the stack costs beyond the nodes it places (issue 40,
        // item 5): the scan of its children and of its items (their expansions, the entry's
        // comparison). 19,990 items scrolled 9,990 times placed a few nodes a render and took 27 s
        // of CPU within the budget. Last, so that the sites before it keep their numbers (the
        // keys of Specs/Mutation/).
        context.charge(node.children.count + entry.items.count)
    }

    /// `natural(node, axis, ...)` of a lazy stack, kept between renders while the stack, its
    /// environment and the states its measure asked about are unchanged; nil for any other node
    /// or without a cache.
    func naturalOfLazyStack(_ node: ViewNode, _ axis: ViewNode.Axis, env: Environment, cross: Double, path: Int) -> Double? {
        guard let cache = context.lazyCache, case .stack(_, _, true) = node.kind else { return nil }
        if let kept = cache.extent(path), kept.node == node, kept.axis == axis, kept.has == env.has,
            kept.item == env.item, kept.cross == cross, kept.ratio == env.mediaRatio, kept.cards == env.cards
        {
            kept.node = node
            kept.usedInRender = true
            return kept.value
        }
        let extent = LazyStackCache.Extent(node: node, axis: axis, has: env.has, item: env.item, cross: cross, ratio: env.mediaRatio)
        extent.cards = env.cards
        cache.startMeasuring(extent)
        extent.value = natural(
            node, axis, has: env.has, item: env.item, cross: cross, ratio: env.mediaRatio, cards: env.cards)
        cache.stopMeasuring()
        extent.usedInRender = true
        cache.store(extent, at: path)
        return extent.value
    }

    /// The entry of this stack, built anew when anything it was built from differs.
    private func currentEntry(
        _ cache: LazyStackCache, _ node: ViewNode, axis: ViewNode.Axis, spacing: Double, across: Double,
        env: Environment
    ) -> LazyStackCache.Entry {
        let expansions = node.children.map { child -> [String] in
            switch child.kind {
            case .sliderCards: return env.cards
            case .sliderCardsOf(let slider): return cardsOf(slider)
            case .bulkItems(let batch): return context.batchStates(batch)
            case .forEachState(let list): return list
            default: return []
            }
        }
        if let entry = cache.entry(env.path), !entry.usedInRender, entry.axis == axis, entry.spacing == spacing,
            entry.across == across, entry.has == env.has, entry.item == env.item, entry.ratio == env.mediaRatio,
            entry.suffix == env.suffix, entry.cards == env.cards, entry.expansions == expansions,
            entry.children == node.children
        {
            // Equal: keep this array, whose storage later renders share (`==` is then immediate).
            entry.children = node.children
            entry.expansions = expansions
            return entry
        }
        let entry = LazyStackCache.Entry()
        entry.children = node.children
        entry.axis = axis
        entry.spacing = spacing
        entry.across = across
        entry.has = env.has
        entry.item = env.item
        entry.ratio = env.mediaRatio
        entry.suffix = env.suffix
        entry.cards = env.cards
        entry.expansions = expansions
        // The items `forEachInstance` gives, without those the stack leaves out (not present, or an
        // `if layout.has(...)` whose condition is false), each measured.
        var shifts: [Double] = []
        func add(_ item: LazyStackCache.Entry.Item) {
            entry.items.append(item)
            let k = entry.items.count - 1
            let child = instance(entry, k, env: env)
            var kept = child.node.present
            if let assets = child.node.kind.hasCondition, (env.has ?? []).isDisjoint(with: assets) { kept = false }
            guard kept else {
                entry.items.removeLast()
                return
            }
            shifts.append((axis == .vertical ? child.node.y : child.node.x) ?? 0)
            entry.setAlong(k, measure(cache, entry, k, env: env, child: child))
        }
        for (index, child) in node.children.enumerated() {
            switch child.kind {
            case .sliderCards, .sliderCardsOf, .bulkItems, .forEachState:
                guard child.present, !child.children.isEmpty else { continue }
                for i in expansions[index].indices { add(.init(child: index, instance: i)) }
            default:
                add(.init(child: index, instance: -1))
            }
        }
        entry.prefix = Array(repeating: 0, count: entry.items.count + 1)
        entry.shiftMin = shifts.min() ?? 0
        entry.shiftMax = shifts.max() ?? 0
        cache.store(entry, at: env.path)
        context.charge(entry.items.count)  // each item measured (EngineBudget, issue 40, item 5); last, as in placeLazy
        return entry
    }

    /// Item `k` as `forEachInstance` gives it.
    private func instance(_ entry: LazyStackCache.Entry, _ k: Int, env: Environment) -> Instance {
        let item = entry.items[k]
        let child = entry.children[item.child]
        guard item.instance >= 0, let template = child.children.first else {
            return Instance(node: child, suffix: env.suffix, item: nil)
        }
        let suffix = TemplateNames.instanceSuffix(env.suffix, item.instance)
        return Instance(
            node: applyingInstanceChanges(template, suffix: suffix), suffix: suffix,
            item: entry.expansions[item.child][item.instance])
    }

    /// Item `k`'s extent along the axis, noting the states its measure asks about.
    private func measure(
        _ cache: LazyStackCache, _ entry: LazyStackCache.Entry, _ k: Int, env: Environment, child: Instance? = nil
    ) -> Double {
        let child = child ?? instance(entry, k, env: env)
        let across =
            entry.axis == .vertical ? child.node.width ?? entry.across : child.node.height ?? entry.across
        cache.startMeasuring(entry, k)
        defer { cache.stopMeasuring() }
        return natural(
            child.node, entry.axis, has: env.has, item: child.item ?? env.item, cross: across, ratio: env.mediaRatio,
            cards: env.cards)
    }
}
