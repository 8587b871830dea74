import AdSpecEngine

/// Subjects the kit's own tests hold to conformance mode (issue 9, "Done when"): each behaves as
/// the wrapped implementation but says it the way another implementation might.

/// The wrapped subject's normative lines only: no notes, no step echo, no pending timers. Passes
/// conformance mode wherever the wrapped subject does, and fails exact mode everywhere.
package struct NormativeOnlySubject: BindingSubject {
    package var wrapped: any BindingSubject

    package init(wrapping wrapped: any BindingSubject = ReferenceEngine()) { self.wrapped = wrapped }

    package var name: String { "normative-only(\(wrapped.name))" }

    package func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        try wrapped.run(input).filter(\.event.isNormative)
    }
}

/// The wrapped subject with every normative event's time moved deterministically inside the
/// window of its rule (alternately to the late and the early edge, never past a neighbouring
/// event of the same subject), and the events of different subjects at one instant in reverse
/// order of subjects (each subject's own events keep theirs).
package struct ShiftedSubject: BindingSubject {
    package var wrapped: any BindingSubject
    package var windows: ConformanceWindows
    /// Whether the first moved event goes to the late edge (then the early one, alternately).
    package var lateFirst: Bool

    package init(
        wrapping wrapped: any BindingSubject = ReferenceEngine(), windows: ConformanceWindows, lateFirst: Bool = true
    ) {
        self.wrapped = wrapped
        self.windows = windows
        self.lateFirst = lateFirst
    }

    package var name: String { "shifted(\(wrapped.name))" }

    package func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        var lines = try wrapped.run(input)
        let expected = ConformanceMatcher.expected(from: lines, settings: input.settings, windows: windows, firstLine: 0)
        // `expected[k].line` is the index of its line.
        var indicesBySubject: [String: [Int]] = [:]
        var offsets: [Int: ClosedRange<Int>] = [:]
        for event in expected {
            indicesBySubject[event.event.subject, default: []].append(event.line)
            offsets[event.line] = event.offsets
        }
        var parity = 0
        for (_, indices) in indicesBySubject.sorted(by: { $0.key < $1.key }) {
            for (position, index) in indices.enumerated() {
                guard let range = offsets[index], range != 0...0 else { continue }
                parity += 1
                let late = (parity % 2 == 1) == lateFirst
                let wanted = lines[index].timeMs + (late ? range.upperBound : range.lowerBound)
                let lower = position > 0 ? lines[indices[position - 1]].timeMs : Int.min
                let upper = position + 1 < indices.count ? lines[indices[position + 1]].timeMs : Int.max
                lines[index].timeMs = min(max(wanted, lower), upper)
            }
        }
        return Self.reorderingInstants(lines)
    }

    /// Sorted by time; at one instant, subjects in reverse order of their first line there.
    static func reorderingInstants(_ lines: [TranscriptLine]) -> [TranscriptLine] {
        let byTime = lines.enumerated().sorted { ($0.element.timeMs, $0.offset) < ($1.element.timeMs, $1.offset) }
        var result: [TranscriptLine] = []
        var start = 0
        while start < byTime.count {
            var end = start
            while end < byTime.count && byTime[end].element.timeMs == byTime[start].element.timeMs { end += 1 }
            let instant = byTime[start..<end].map(\.element)
            var subjects: [String] = []
            for line in instant where !subjects.contains(key(line)) { subjects.append(key(line)) }
            for subject in subjects.reversed() { result += instant.filter { key($0) == subject } }
            start = end
        }
        return result
    }

    private static func key(_ line: TranscriptLine) -> String {
        line.normative?.subject ?? TranscriptFormat.text(of: line.subject)
    }
}

/// The wrapped subject with each subject's events at one instant in reverse order, except those
/// a rule orders (`ConformanceMatcher.orders`), which keep theirs: `onAdLoad` after the
/// container's `shows content` instead of before, two log categories swapped (issue 36 item 4).
/// Passes conformance mode wherever the wrapped subject does.
package struct InstantReversedSubject: BindingSubject {
    package var wrapped: any BindingSubject

    package init(wrapping wrapped: any BindingSubject = ReferenceEngine()) { self.wrapped = wrapped }

    package var name: String { "instant-reversed(\(wrapped.name))" }

    package func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        let lines = try wrapped.run(input)
        var result = lines
        // The positions of each (instant, subject) group of normative lines, in order.
        var groups: [String: [Int]] = [:]
        var keys: [String] = []
        for (index, line) in lines.enumerated() {
            guard let event = line.normative else { continue }
            let key = "\(line.timeMs) \(event.subject)"
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(index)
        }
        for key in keys {
            let positions = groups[key]!
            var reversed = Array(positions.reversed())
            // The ordered ones go back into the places the reversal gave them, in their order.
            func chain(_ index: Int) -> Int? {
                ConformanceMatcher.orders.firstIndex { $0.applies(lines[index].normative!) }
            }
            for order in ConformanceMatcher.orders.indices {
                let slots = reversed.indices.filter { chain(reversed[$0]) == order }
                let kept = positions.filter { chain($0) == order }
                for (slot, index) in zip(slots, kept) { reversed[slot] = index }
            }
            for (position, index) in zip(positions, reversed) { result[position] = lines[index] }
        }
        return result
    }
}
