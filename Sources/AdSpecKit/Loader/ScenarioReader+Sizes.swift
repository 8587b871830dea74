import AdSpecEngine

/// `KitLimits` on one scenario: states, steps, and screen nodes (cards inlined, every `for-each`
/// expanded). Each is one `path:line:column` error at the first element over the limit.
extension ScenarioReader {
    /// The `<state>` elements within the limit; an error at the first one over it.
    func statesWithinLimit(_ elements: [XMLElementNode]) -> [XMLElementNode] {
        let limit = limits.statesPerScenario
        guard elements.count > limit else { return elements }
        error(
            elements[limit],
            "more than \(limit) states in one scenario (\(elements.count); the kit's limit of states per scenario)")
        return Array(elements.prefix(limit))
    }

    /// The script's steps within the limit; an error at the first one over it.
    func stepsWithinLimit(_ elements: XMLElementNode.Children) -> Slice<XMLElementNode.Children> {
        let limit = limits.stepsPerScenario
        guard elements.count > limit else { return elements[...] }
        error(
            elements[limit],
            "more than \(limit) steps in one scenario (\(elements.count); the kit's limit of steps per scenario)")
        return elements.prefix(limit)
    }

    /// Counts one screen node as it is read (a card inlined by `<use>` is read again at each use,
    /// so nested uses cannot multiply nodes unseen): false, with one error, once over the limit.
    func admitNode(_ element: XMLElementNode) -> Bool {
        nodesRead += 1
        guard nodesRead > limits.nodesPerScenario else { return true }
        if nodesRead == limits.nodesPerScenario + 1 {
            error(
                element,
                "more than \(limits.nodesPerScenario) screen nodes in one scenario (cards inlined; the kit's limit of nodes per scenario)")
        }
        return false
    }

    /// The screen's node count once every `for-each` is expanded (one instance of its template per
    /// state); an error at `<screen>` when it is over the limit. `bulk-items` and `slider-cards`
    /// count one instance: how many they show depends on the run, which the engine budget bounds.
    func checkExpandedNodes(_ screen: ViewNode, at element: XMLElementNode) {
        guard nodesRead <= limits.nodesPerScenario else { return }  // already reported
        let count = Self.expandedCount(screen, limit: limits.nodesPerScenario)
        guard count > limits.nodesPerScenario else { return }
        error(
            element,
            "more than \(limits.nodesPerScenario) screen nodes once every <for-each> is expanded (the kit's limit of nodes per scenario)"
        )
    }

    /// Nodes of the subtree with `for-each` expanded, counted no further than just past `limit`.
    static func expandedCount(_ node: ViewNode, limit: Int) -> Int {
        var inner = 0
        // Children, then placeholder nodes (in the order of `children + placeholder`, without
        // making that array at every node).
        for child in node.children {
            inner += expandedCount(child, limit: limit)
            if inner > limit { return limit + 1 }
        }
        for child in node.placeholder {
            inner += expandedCount(child, limit: limit)
            if inner > limit { return limit + 1 }
        }
        if case .forEachState(let states) = node.kind {
            let (product, overflow) = inner.multipliedReportingOverflow(by: states.count)
            inner = overflow ? limit + 1 : product
        }
        return min(1 + inner, limit + 1)
    }
}
