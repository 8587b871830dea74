import AdSpecHarness

/// Issue 40: the library checked whole as it loads. Each card is expanded once (its uses
/// followed, every card's summary kept), so that a card in a cycle, a chain of cards nested
/// deeper than the kit allows, a use of an unknown card, or a card over the node or depth limit
/// on its own is a problem of the library, which stops the run before anything is written,
/// whether or not a scenario uses the card. What a card means in a given place (the states it
/// names, `$item`, `if has=`) depends on the scenario and is checked where it is used.
extension Library {
    /// A card with every card it uses inlined, as far as the limits go.
    private struct Shape {
        /// Screen nodes as the reader counts them (`admitNode`: a `<use>` is one), at most limit + 1.
        var nodes = 0
        /// The `ScreenContext.depth` of its deepest node, the card's root being 0.
        var depth = 0
        /// The longest chain of cards from this one, this one first.
        var longest: [String] = []
    }

    /// The problems of the cards, in card order (`order`: the card ids in file order), each at
    /// most once: a cycle at the `<use>` that closes it, a chain too long once (at the `<use>`
    /// that goes over), a card over a limit at the card when none it uses is over on its own.
    func checkCards(in order: [String], limits: KitLimits) -> [Diagnostic] {
        var shapes: [String: Shape] = [:]
        var chain: [String] = []
        var diagnostics: [Diagnostic] = []
        var chainReported = false

        func problem(_ element: XMLElementNode, attribute: String? = nil, in name: String, _ message: String) {
            let at = attribute.flatMap { element.attribute($0) }
            diagnostics.append(
                Diagnostic(
                    path: cards[name]!.location.path, line: at?.line ?? element.line, column: at?.column ?? element.column,
                    message: message))
        }

        func shape(of name: String) -> Shape {
            if let known = shapes[name] { return known }
            let card = cards[name]!
            chain.append(name)
            defer { chain.removeLast() }
            var result = Shape(longest: [name])
            var overNodes = false
            var overDepth = false
            // The body's elements with their depth, without recursion (a body may nest 250 deep).
            var pending: [(XMLElementNode, Int)] = card.element.children.first.map { [($0, 0)] } ?? []
            while let (element, depth) = pending.popLast() {
                result.nodes = min(result.nodes + 1, limits.nodesPerScenario + 1)
                guard element.name == "use" else {
                    result.depth = max(result.depth, depth)
                    for child in element.children.reversed() {
                        if child.name == "placeholder" {
                            pending += child.children.reversed().map { ($0, depth + 1) }
                        } else {
                            pending.append((child, depth + 1))
                        }
                    }
                    continue
                }
                let used = element["card"] ?? ""
                guard cards[used] != nil else {
                    problem(
                        element, attribute: "card", in: name,
                        "unknown card '\(used)'\(ScenarioReader.known(cards.keys, in: "the library", for: used))")
                    continue
                }
                if chain.contains(used) {
                    problem(
                        element, attribute: "card", in: name,
                        "card '\(used)' uses itself (\((chain + [used]).joined(separator: " → ")))")
                    continue
                }
                if chain.count >= limits.cardUseDepth {
                    if !chainReported {
                        chainReported = true
                        problem(element, attribute: "card", in: name, Self.tooDeep(chain + [used], limits: limits))
                    }
                    continue
                }
                let inner = shape(of: used)
                if chain.count + inner.longest.count > limits.cardUseDepth && !chainReported {
                    chainReported = true
                    let names = Array((chain + inner.longest).prefix(limits.cardUseDepth + 1))
                    problem(element, attribute: "card", in: name, Self.tooDeep(names, limits: limits))
                }
                result.nodes = min(result.nodes + inner.nodes, limits.nodesPerScenario + 1)
                result.depth = max(result.depth, depth + inner.depth)
                if inner.longest.count + 1 > result.longest.count { result.longest = [name] + inner.longest }
                overNodes = overNodes || inner.nodes > limits.nodesPerScenario
                overDepth = overDepth || inner.depth >= limits.screenDepth
            }
            if result.nodes > limits.nodesPerScenario && !overNodes {
                problem(
                    card.element, in: name,
                    "card '\(name)' has more than \(limits.nodesPerScenario) screen nodes once the cards it uses are "
                        + "inlined (the kit's limit of nodes per scenario); make it or the cards it uses smaller")
            }
            if result.depth >= limits.screenDepth && !overDepth {
                problem(
                    card.element, in: name,
                    "card '\(name)' nests screen nodes more than \(limits.screenDepth) deep once the cards it uses are "
                        + "inlined (the kit's limit of screen depth); flatten it or the cards it uses")
            }
            shapes[name] = result
            return result
        }

        for name in order where shapes[name] == nil { _ = shape(of: name) }
        return diagnostics
    }

    /// `a uses b uses c: card use nested deeper than 32; ...`, the same message as the reader's.
    static func tooDeep(_ names: [String], limits: KitLimits) -> String {
        "\(names.joined(separator: " uses ")): card use nested deeper than \(limits.cardUseDepth); "
            + "copy the body of a card into the card that uses it to shorten the chain"
    }
}
