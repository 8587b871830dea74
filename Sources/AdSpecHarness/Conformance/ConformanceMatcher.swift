import AdSpecEngine

/// The conformance comparison (Documentation/Conformance.md): the normative events of a subject's
/// transcript against those of the golden. Each subject's events (`container A`, `state s`, `log
/// warning`) must be the golden's, each at the golden's time moved within the window of its rule.
/// Events at one instant may come in any order, except where a rule imposes one (`orders`, issue
/// 36 item 4): the documents order a state's phases, what a container shows, what its primitives
/// draw, and little else (EVT-2: `onAdLoad` "is not a sign that the ad was shown" and orders nothing).
package enum ConformanceMatcher {
    /// One normative event the golden holds, with where it is and how late or early it may come.
    package struct Expected: Sendable, Hashable {
        package var timeMs: Int
        package var event: NormativeProjection.Event
        package var rule: String
        /// How far from `timeMs` the event may come (`0...0`: exactly then).
        package var offsets: ClosedRange<Int>
        /// The catalogue tolerance the offsets come from, if any.
        package var window: Tolerance?
        /// The line of the golden file (1-based).
        package var line: Int
        /// The container whose timer the window is measured from (`A`, `card#0`), when the event
        /// belongs to one (issue 36 item 5).
        package var owner: String?

        package var earliest: Int { timeMs + offsets.lowerBound }
        package var latest: Int { timeMs + offsets.upperBound }

        /// `2120 ms` or `1620...2620 ms`.
        package var allowed: String {
            offsets == 0...0 ? "\(timeMs) ms exactly" : "\(earliest)...\(latest) ms"
        }
    }

    /// One normative event of the subject's transcript.
    package struct Observed: Sendable, Hashable {
        package var timeMs: Int
        package var event: NormativeProjection.Event
        /// The index of its line in the subject's transcript.
        package var index: Int
        /// Its rule (`TranscriptLine.conformanceRule`).
        package var rule: String = ""
    }

    /// An order a rule imposes on one subject's events (issue 36 item 4): the events it applies
    /// to, of one subject, come in the golden's order, even at one instant. Every other pair of
    /// events of a subject may come in either order when their windows allow it.
    package struct Order: Sendable {
        /// The rule that imposes it, named when it is broken.
        package var rule: String
        /// What it orders, as a failure says it.
        package var what: String
        /// Whether an event (its projection's content) is one of those it orders.
        package var applies: @Sendable (NormativeProjection.Event) -> Bool
    }

    /// Every order the documents impose, each declared once with its rule.
    package static let orders: [Order] = [
        // LOAD-1, LOAD-6: `phase` goes .idle, .loading, then .loaded or .failed; `state.$phase`
        // publishes each transition in turn.
        Order(rule: "LOAD-1", what: "a state's phase changes (.idle, .loading, then .loaded or .failed)") {
            $0.content.hasPrefix("phase ")
        },
        // CONT-1: the container shows the placeholder in .idle and .loading, then the content or
        // nothing; what it shows last is what is on screen.
        Order(rule: "CONT-1", what: "what a container shows (placeholder, then content or nothing)") {
            $0.content.hasPrefix("shows ")
        },
        // IMG-1, IMG-2: primitives draw empty space until loadImages() returns, then redraw;
        // what they drew last is what is on screen.
        Order(rule: "IMG-1", what: "what a container's primitives draw, then redraw once images are loaded") {
            $0.content.hasPrefix("draws ") || $0.content.hasPrefix("redraws ")
        },
        // VID-2: each read of NativeAdVideoState gives the state at that point (a read after
        // setMuted(_:) sees the new value).
        Order(rule: "VID-2", what: "the reads of a video's state") { $0.content.hasPrefix("videoState ") },
        // BULK-1, BULK-2: the request, then its result.
        Order(rule: "BULK-1", what: "a bulk request, then its result") {
            $0.subject.hasPrefix("bulk ")
        },
        // GMA-1: the loader is made and loads, then calls back didReceive or didFailToReceiveAd.
        Order(rule: "GMA-1", what: "an ad loader, then its callback") {
            $0.content.hasPrefix("adLoader ") || $0.content.hasPrefix("didReceive ")
                || $0.content.hasPrefix("didFailToReceiveAd ")
        },
    ]

    /// Why the subject's transcript does not conform: the first normative event that cannot be
    /// matched, or the first extra one.
    package struct Failure: Sendable, Hashable, CustomStringConvertible {
        package enum Kind: Sendable, Hashable {
            /// The subject never gives this event.
            case missing
            /// Where the golden has this event, the subject gives another one of the same kind
            /// (another payload, or the same event about another subject).
            case different(Observed)
            /// The right event, outside its window.
            case outsideWindow(Observed)
            /// A normative event the golden does not have.
            case extra(Observed)
            /// The right event in its window, but before one that a rule (`rule`) orders before it.
            case outOfOrder(Observed, rule: String, what: String)
        }

        package var kind: Kind
        /// The golden's event that cannot be matched (`nil` for `extra`: the golden has none).
        package var expected: Expected?
        /// The golden file as printed.
        package var golden: String
        /// For `outOfOrder`, the golden event it should have come after.
        package var predecessor: Expected?
        /// A narrower rule than the event's, set by who reads the typed lines (an image primitive's
        /// empty space is IMG-2's, not BIND-2's).
        package var namedRule: String?

        package init(kind: Kind, expected: Expected?, golden: String, predecessor: Expected? = nil) {
            self.kind = kind
            self.expected = expected
            self.golden = golden
            self.predecessor = predecessor
        }

        /// The golden line (`Goldens/native/x.transcript:17`) of the unmatched event.
        package var location: String? {
            line.map { "\(golden):\($0)" }
        }

        /// The rule of the event that is wrong (issue 36 item 7): the golden's event that is
        /// missing, different, late or early; the order's rule for one out of order; for an extra
        /// event, its own rule, except that an extra `onAdLoad` or `onAdFailure` breaks EVT-2
        /// (delivered only to a container in the hierarchy, and only once).
        package var rule: String? {
            if let namedRule { return namedRule }
            switch kind {
            case .extra(let observed):
                if observed.event.content.hasPrefix("onAdLoad ") || observed.event.content.hasPrefix("onAdFailure ") {
                    return "EVT-2"
                }
                return observed.rule
            case .outOfOrder(_, let rule, _): return rule
            default: return expected?.rule
            }
        }

        /// The golden line of the unmatched event (`nil` for `extra`: the golden has none).
        package var line: Int? {
            if case .extra = kind { return nil }
            return expected?.line
        }

        /// The subject's event, when there is one.
        package var observed: Observed? {
            switch kind {
            case .missing: nil
            case .different(let observed), .outsideWindow(let observed), .extra(let observed): observed
            case .outOfOrder(let observed, _, _): observed
            }
        }

        package var description: String {
            lines.joined(separator: "\n")
        }

        /// The failure as printed, a line each.
        package var lines: [String] {
            switch kind {
            case .extra(let observed):
                return [
                    "conformance: extra normative event at \(observed.timeMs) ms (\(rule ?? observed.rule)): \(observed.event) (line \(observed.index + 1) of the transcript)",
                    "the golden \(golden) has no such event of \(observed.event.subject) there",
                ]
            case .missing, .different, .outsideWindow, .outOfOrder:
                guard let expected else { return ["conformance: no match"] }
                var text = [
                    "conformance: the first normative event that cannot be matched is \(golden):\(expected.line) (\(rule ?? expected.rule)): "
                        + "\(expected.timeMs) ms \(expected.event)",
                    "window: " + window(of: expected),
                ]
                switch kind {
                case .missing:
                    text.append("got: nothing; the transcript has no such event of \(expected.event.subject)")
                case .different(let observed):
                    text.append("got: \(observed.timeMs) ms \(observed.event) (line \(observed.index + 1) of the transcript)")
                case .outsideWindow(let observed):
                    text.append(
                        "got: the same event at \(observed.timeMs) ms (line \(observed.index + 1) of the transcript), outside the window"
                    )
                case .outOfOrder(let observed, let rule, let what):
                    var said =
                        "got: the same event at \(observed.timeMs) ms (line \(observed.index + 1) of the transcript), before"
                    if let predecessor { said += " \(golden):\(predecessor.line) \(predecessor.event)" }
                    text.append(said + "; \(rule) orders \(what)")
                case .extra: break
                }
                return text
            }
        }

        private func window(of expected: Expected) -> String {
            guard let tolerance = expected.window else {
                return "\(expected.allowed) (\(expected.rule) has no window: the time is exact)"
            }
            return
                "\(expected.allowed) (\(expected.rule): \(tolerance.summary) after the cause; the golden's is \(expected.timeMs) ms)"
        }
    }

    /// The golden's normative events, from the golden's typed lines. `firstLine` is the golden
    /// file's line of `lines[0]`. A windowed event's window is chosen by the delay of its own
    /// container's timer (its `viewable` or `binding waits` line: display or video dwell), not by
    /// the last such line of any container (issue 36 item 5).
    package static func expected(
        from lines: [TranscriptLine], settings: Settings, windows: ConformanceWindows, firstLine: Int
    ) -> [Expected] {
        var result: [Expected] = []
        var dwellByOwner: [String: Int] = [:]
        var graceByOwner: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let owner = owner(of: line)
            if case .viewable(_, let dwellMs) = line.event, let owner { dwellByOwner[owner] = dwellMs }
            if case .bindingWaits(let graceMs, _) = line.event, let owner { graceByOwner[owner] = graceMs }
            guard let event = line.normative else { continue }
            let rule = line.conformanceRule
            let delay = owner.flatMap { rule == "IMP-1" ? dwellByOwner[$0] : graceByOwner[$0] }
            let window = windows.window(rule: rule, settings: settings, engineDelayMs: delay)
            result.append(
                Expected(
                    timeMs: line.timeMs, event: event, rule: rule, offsets: window?.offsets(in: settings) ?? 0...0,
                    window: window, line: firstLine + index, owner: owner))
        }
        return result
    }

    /// The container (or slider) a line is about: its subject's, or the one its log message names.
    package static func owner(of line: TranscriptLine) -> String? {
        switch line.subject {
        case .container(let name), .slider(let name): return name
        default: break
        }
        if case .log(let message) = line.event {
            switch message {
            case .noViewForRequiredAsset(let container, _, _), .impressionBlocked(let container, _),
                .invisibleRequiredAssets(let container, _):
                return container
            default: return nil
            }
        }
        return nil
    }

    /// A subject's normative events.
    package static func observed(_ lines: [TranscriptLine]) -> [Observed] {
        lines.enumerated().compactMap { index, line in
            line.normative.map { Observed(timeMs: line.timeMs, event: $0, index: index, rule: line.conformanceRule) }
        }
    }

    /// The first word of an event's content (`onAdLoad`, `shows`, `phase`): events of one kind
    /// are compared with each other when they do not match.
    package static func kind(of event: NormativeProjection.Event) -> Substring {
        event.content.prefix { $0 != " " }
    }

    /// Pairs one projection's expected events (`wanted`, in time order) with its observed ones
    /// (`got`, in time order): each expected one with the earliest observed one inside its
    /// window; with `exactFirst`, those at the golden's very time first. Linear.
    static func pairUp(
        _ wanted: [Int], _ got: [Int], _ expected: [Expected], _ observed: [Observed], exactFirst: Bool
    ) -> (pairs: [(Int, Int)], leftExpected: [Int], leftObserved: [Int]) {
        var pairs: [(Int, Int)] = []
        var restWanted = wanted
        var restGot = got
        if exactFirst {
            restWanted = []
            restGot = []
            var i = 0
            var j = 0
            while i < wanted.count || j < got.count {
                let e = i < wanted.count ? expected[wanted[i]].timeMs : Int.max
                let o = j < got.count ? observed[got[j]].timeMs : Int.max
                if e == o {
                    pairs.append((wanted[i], got[j]))
                    i += 1
                    j += 1
                } else if e < o {
                    restWanted.append(wanted[i])
                    i += 1
                } else {
                    restGot.append(got[j])
                    j += 1
                }
            }
        }
        var i = 0
        var j = 0
        var leftExpected: [Int] = []
        var leftObserved: [Int] = []
        while i < restWanted.count && j < restGot.count {
            let e = expected[restWanted[i]]
            let o = observed[restGot[j]]
            if o.timeMs < e.earliest {
                leftObserved.append(restGot[j])
                j += 1
            } else if o.timeMs > e.latest {
                leftExpected.append(restWanted[i])
                i += 1
            } else {
                pairs.append((restWanted[i], restGot[j]))
                i += 1
                j += 1
            }
        }
        return (pairs, leftExpected + restWanted[i...], leftObserved + restGot[j...])
    }

    /// `nil` when `observed` conforms to `expected`; else the first failure (earliest in time,
    /// then in the golden's order). Each expected event is paired with an identical observed one
    /// inside its window (the earliest such, in order: linear in the events of one projection);
    /// what is left is told as an event of the same kind with another payload or subject
    /// (`different`), the same event outside its window, a missing or an extra event. Then each
    /// order of `orders` is checked on the pairs.
    package static func match(expected: [Expected], observed: [Observed], golden: String) -> Failure? {
        // Pair identical events, one projection at a time, in time order.
        var expectedByEvent: [NormativeProjection.Event: [Int]] = [:]
        var observedByEvent: [NormativeProjection.Event: [Int]] = [:]
        var events: [NormativeProjection.Event] = []
        for (index, event) in expected.enumerated() {
            if expectedByEvent[event.event] == nil { events.append(event.event) }
            expectedByEvent[event.event, default: []].append(index)
        }
        for (index, event) in observed.enumerated() {
            if expectedByEvent[event.event] == nil && observedByEvent[event.event] == nil { events.append(event.event) }
            observedByEvent[event.event, default: []].append(index)
        }
        var pairOf = [Int?](repeating: nil, count: expected.count)
        var unmatchedExpected: [Int] = []
        var unmatchedObserved: [Int] = []
        var failures: [(time: Int, line: Int, index: Int, failure: Failure)] = []
        for event in events {
            let wanted = expectedByEvent[event] ?? []
            let got = (observedByEvent[event] ?? []).sorted { (observed[$0].timeMs, $0) < (observed[$1].timeMs, $1) }
            // The greedy pairing finds a pairing of all when there is one (the windows of one
            // projection are alike, so they end in the order they start). When it cannot, the
            // pairing that first takes the events at the golden's very time tells better which
            // event moved (two impressions of one ad, one of them late).
            var (pairs, leftExpected, leftObserved) = pairUp(wanted, got, expected, observed, exactFirst: false)
            if !leftExpected.isEmpty || !leftObserved.isEmpty {
                (pairs, leftExpected, leftObserved) = pairUp(wanted, got, expected, observed, exactFirst: true)
            }
            for (e, o) in pairs { pairOf[e] = o }
            // The same event, outside its window.
            let moved = min(leftExpected.count, leftObserved.count)
            for k in 0..<moved {
                let e = expected[leftExpected[k]]
                let o = observed[leftObserved[k]]
                failures.append(
                    (min(e.timeMs, o.timeMs), e.line, o.index, Failure(kind: .outsideWindow(o), expected: e, golden: golden)))
            }
            unmatchedExpected += leftExpected[moved...]
            unmatchedObserved += leftObserved[moved...]
        }
        // What is left: an event of the same kind in its place (same subject first, then any
        // subject: `onAdLoad` to another container than the golden's), else missing or extra.
        unmatchedExpected.sort()
        unmatchedObserved.sort()
        var observedOfKind: [Substring: [Int]] = [:]
        for o in unmatchedObserved { observedOfKind[kind(of: observed[o].event), default: []].append(o) }
        var taken = Set<Int>()
        var told = Set<Int>()
        for sameSubject in [true, false] {
            for e in unmatchedExpected where !told.contains(e) {
                let wanted = expected[e]
                let candidates = (observedOfKind[kind(of: wanted.event)] ?? []).filter { o in
                    !taken.contains(o) && (!sameSubject || observed[o].event.subject == wanted.event.subject)
                }
                guard
                    let nearest = candidates.min(by: {
                        (abs(observed[$0].timeMs - wanted.timeMs), $0) < (abs(observed[$1].timeMs - wanted.timeMs), $1)
                    })
                else { continue }
                taken.insert(nearest)
                told.insert(e)
                let o = observed[nearest]
                failures.append(
                    (min(wanted.timeMs, o.timeMs), wanted.line, o.index, Failure(kind: .different(o), expected: wanted, golden: golden)))
            }
        }
        for e in unmatchedExpected where !told.contains(e) {
            failures.append((expected[e].timeMs, expected[e].line, Int.max, Failure(kind: .missing, expected: expected[e], golden: golden)))
        }
        for o in unmatchedObserved where !taken.contains(o) {
            let extra = observed[o]
            failures.append((extra.timeMs, Int.max, extra.index, Failure(kind: .extra(extra), expected: nil, golden: golden)))
        }
        // The orders rules impose, on the pairs: in each subject, the events an order applies to
        // keep the golden's order.
        var lastInChain: [String: Int] = [:]
        for (index, event) in expected.enumerated() {
            guard let pair = pairOf[index],
                let order = orders.firstIndex(where: { $0.applies(event.event) })
            else { continue }
            let chain = "\(order) \(event.event.subject)"
            if let previous = lastInChain[chain], let previousPair = pairOf[previous], previousPair > pair {
                let o = observed[pair]
                failures.append(
                    (min(event.timeMs, o.timeMs), event.line, o.index,
                     Failure(
                        kind: .outOfOrder(o, rule: orders[order].rule, what: orders[order].what), expected: event,
                        golden: golden, predecessor: expected[previous])))
            }
            lastInChain[chain] = index
        }
        return failures.min { ($0.time, $0.line, $0.index) < ($1.time, $1.line, $1.index) }?.failure
    }
}
