import AdSpecEngine
import AdSpecHarness
import Foundation

/// A library card's body read once per corpus load for each context it is used in, and the
/// reading applied at every `<use>` of it (Documentation/LoaderCost.md, "Cards read once").
///
/// Reading a card body (`readNode` over it) depends on the use in three ways only:
/// - the prefix of every node id (`context.prefix`), which is put in front of each id;
/// - where the ids it brings are registered and their duplicates reported (`context.useSite`,
///   and the scenario's `nodes` table so far), which is done anew at each use;
/// - the rest of the `ScreenContext` (template depth, which placeholders and constructs are
///   allowed, the cards being inlined), which is the key: one reading per key.
/// What the body reads of the scenario itself (declared states, batches: only a container's
/// state, `for-each`, `bulk-items`, `slider-cards of=`) makes the reading unusable for
/// another scenario: such a body is read at every use (`readNode` over it). So is a body whose nodes
/// would take the scenario over its node limit (the limit's error names the node where it is
/// crossed).
///
/// A reading is made by a separate reader (`record`) that writes down, in order, what the body
/// would do to the scenario: its diagnostics, the ids it registers (relative to the use's
/// prefix) and unregisters; `replay` does these, in that order, on the scenario's reader, so the
/// diagnostics (their order, the one message per `<use>` for duplicate ids) and the node table
/// are those of reading the body there.
final class CardReadings: @unchecked Sendable {
    struct Key: Hashable {
        var card: String
        var templateDepth: Int
        var itemAllowed: Bool
        var cardTemplate: Bool
        var inSliderContent: Bool
        var hasLayout: Bool
        /// The cards being inlined, outermost first, this one last (messages name the chain).
        var cards: [String]

        /// `context`: the one the body is read in (the use's, with `card` appended to `cards`).
        init(card: String, context: ScreenContext) {
            self.card = card
            templateDepth = context.templateDepth
            itemAllowed = context.itemAllowed
            cardTemplate = context.cardTemplate
            inSliderContent = context.inSliderContent
            hasLayout = context.hasLayout
            cards = context.cards
        }
    }

    /// What reading the body does, with every node id relative to the use's prefix.
    struct Body: Sendable {
        var node: ViewNode?
        var events: [ScenarioReader.CardEvent]
        /// Screen nodes read (`admitNode`), nested cards included.
        var nodes: Int
        /// How deep its deepest node is below the body's root (`ScreenContext.depth`).
        var depth: Int
    }

    enum Reading: Sendable {
        case body(Body)
        /// The body reads the scenario's states or batches: it is read at every use.
        case readsScenario
        /// The body has more than `limit` nodes: read at every use under a limit up to this one.
        case over(limit: Int)
        /// Read `from` nodes deep, the body went over the screen depth limit: read at every use
        /// that deep or deeper (its recording stops there, so a deep chain of cards costs no
        /// more than one reading of each), recorded anew at a shallower use.
        case tooDeep(from: Int)

        /// Over a node limit smaller than `limit`.
        func isOver(below limit: Int) -> Bool {
            if case .over(let recorded) = self { return recorded < limit }
            return false
        }
    }

    private let lock = NSLock()
    private var readings: [Key: Reading] = [:]

    func reading(for key: Key) -> Reading? { lock.withLock { readings[key] } }

    /// Two threads may read the same body at once: they read the same, so either may be kept;
    /// a body once read is kept.
    func store(_ reading: Reading, for key: Key) {
        lock.withLock {
            if case .body? = readings[key] { return }
            readings[key] = reading
        }
    }
}

extension ScenarioReader {
    /// What reading a card body does to the scenario, in order (see `CardReadings`).
    enum CardEvent: Sendable {
        case diagnostic(Diagnostic)
        /// `register`: the id and the prefix of its context, both relative to the use's prefix.
        case register(id: String, prefix: String, kind: ViewNode.Kind, templateDepth: Int)
        /// `nodes[id] = nil` (a nested `<use id=...>` renames the card root).
        case unregister(id: String)
    }

    /// The card body as `readNode(body, context: inner)` reads it, with its effects on this
    /// reader, from the library's reading of it when there is (or can be) one.
    func readCardBody(_ name: String, _ body: XMLElementNode, context inner: ScreenContext) -> ViewNode? {
        guard readsCardBodiesOnce else { return readNode(body, context: inner) }
        let key = CardReadings.Key(card: name, context: inner)
        var reading = library.cardReadings.reading(for: key)
        // None yet, or one over a smaller node limit than this reader's (perhaps within this one).
        var shallower = false
        if case .tooDeep(let from)? = reading { shallower = inner.depth < from }
        if reading == nil || reading?.isOver(below: limits.nodesPerScenario) == true || shallower {
            let made = record(body, context: inner)
            library.cardReadings.store(made, for: key)
            reading = made
        }
        if case .body(let recorded)? = reading, nodesRead + recorded.nodes <= limits.nodesPerScenario,
            inner.depth + recorded.depth < limits.screenDepth
        {
            return replay(recorded, context: inner)
        }
        return readNode(body, context: inner)
    }

    /// Reads the body with a reader of its own that records instead of changing a scenario.
    private func record(_ body: XMLElementNode, context inner: ScreenContext) -> CardReadings.Reading {
        let recorder = ScenarioReader(path: path, library: library)
        recorder.limits = limits
        recorder.recording = []
        var relative = inner
        relative.prefix = ""
        // The body's depth in the screen, so that its reading stops at the depth limit (a
        // recording is a recursion like any other reading); the reading keeps it relative.
        recorder.deepestNode = inner.depth
        // Never reported: a recording keeps no location for the ids (the use's is taken at replay).
        relative.useSite = SourceLocation(path: path, element: body)
        let node = recorder.readNode(body, context: relative)
        if recorder.readsScenario { return .readsScenario }
        if recorder.depthReported { return .tooDeep(from: inner.depth) }
        if recorder.nodesRead > limits.nodesPerScenario { return .over(limit: limits.nodesPerScenario) }
        return .body(CardReadings.Body(node: node, events: recorder.recording ?? [], nodes: recorder.nodesRead,
                depth: recorder.deepestNode - inner.depth))
    }

    /// Does what the recorded reading did, for the use whose body context is `inner`.
    private func replay(_ recorded: CardReadings.Body, context inner: ScreenContext) -> ViewNode? {
        nodesRead += recorded.nodes
        deepestNode = max(deepestNode, inner.depth + recorded.depth)
        let prefix = inner.prefix
        for event in recorded.events {
            switch event {
            case .diagnostic(let diagnostic):
                add(diagnostic)
            case .register(let id, let idPrefix, let kind, let templateDepth):
                var context = inner
                context.prefix = prefix + idPrefix
                context.templateDepth = templateDepth
                register(id: prefix + id, kind: kind, context: context, at: inner.useSite!)
            case .unregister(let id):
                unregister(prefix + id)
            }
        }
        guard var node = recorded.node else { return nil }
        if !prefix.isEmpty { Self.prefix(&node, with: prefix) }
        return node
    }

    /// Puts `prefix` in front of every node id of the subtree (in place: each array of the
    /// recorded tree is copied once, as it is first changed).
    static func prefix(_ node: inout ViewNode, with prefix: String) {
        if let id = node.id { node.id = prefix + id }
        for index in node.children.indices { Self.prefix(&node.children[index], with: prefix) }
        for index in node.placeholder.indices { Self.prefix(&node.placeholder[index], with: prefix) }
    }

    /// What the body reads of the scenario (declared states, batches): while recording, this
    /// makes the reading one for this scenario only.
    func readingScenario() {
        if recording != nil { readsScenario = true }
    }
}
