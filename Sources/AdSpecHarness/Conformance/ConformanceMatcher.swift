import AdSpecEngine

/// The conformance comparison (Documentation/Conformance.md): the normative events of a subject's
/// transcript against those of the golden. One subject's events (`container A`, `state s`, `log
/// warning`) must be the golden's, in the golden's order; each may come at the golden's time
/// moved within the window of its rule; events of different subjects may interleave in any order.
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

    /// Why the subject's transcript does not conform: the first normative event that cannot be
    /// matched, or the first extra one.
    package struct Failure: Sendable, Hashable, CustomStringConvertible {
        package enum Kind: Sendable, Hashable {
            /// The subject has no more events of this subject.
            case missing
            /// The subject's next event of this subject says something else.
            case different(Observed)
            /// The right event, outside its window.
            case outsideWindow(Observed)
            /// A normative event the golden does not have.
            case extra(Observed)
        }

        package var kind: Kind
        /// The golden's event that cannot be matched (for `extra`, the last one of its subject
        /// that was, if any).
        package var expected: Expected?
        /// The golden file as printed.
        package var golden: String

        /// The golden line (`Goldens/native/x.transcript:17`) and rule of the unmatched event.
        package var location: String? {
            line.map { "\(golden):\($0)" }
        }

        /// The rule of the unmatched event (for `extra`, of the extra event).
        package var rule: String? {
            if case .extra(let observed) = kind { return observed.rule }
            return expected?.rule
        }

        /// The golden line of the unmatched event (`nil` for `extra`: the golden has none).
        package var line: Int? {
            if case .extra = kind { return nil }
            return expected?.line
        }

        package var description: String {
            lines.joined(separator: "\n")
        }

        /// The failure as printed, a line each.
        package var lines: [String] {
            switch kind {
            case .extra(let observed):
                var text = [
                    "conformance: extra normative event at \(observed.timeMs) ms (\(observed.rule)): \(observed.event) (line \(observed.index + 1) of the transcript)",
                    "the golden \(golden) has no such event of \(observed.event.subject) there",
                ]
                if let expected {
                    text.append("the last matched event of \(observed.event.subject) is \(golden):\(expected.line)")
                }
                return text
            case .missing, .different, .outsideWindow:
                guard let expected else { return ["conformance: no match"] }
                var text = [
                    "conformance: the first normative event that cannot be matched is \(golden):\(expected.line) (\(expected.rule)): "
                        + "\(expected.timeMs) ms \(expected.event)",
                    "window: " + window(of: expected),
                ]
                switch kind {
                case .missing:
                    text.append("got: nothing; the transcript has no more events of \(expected.event.subject)")
                case .different(let observed):
                    text.append("got: \(observed.timeMs) ms \(observed.event) (line \(observed.index + 1) of the transcript)")
                case .outsideWindow(let observed):
                    text.append(
                        "got: the same event at \(observed.timeMs) ms (line \(observed.index + 1) of the transcript), outside the window"
                    )
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

    /// The golden's normative events, from the reference engine's typed lines for the scenario
    /// (valid only when they reproduce the golden byte for byte: the caller checks).
    /// `firstLine` is the golden file's line of `lines[0]`.
    package static func expected(
        from lines: [TranscriptLine], settings: Settings, windows: ConformanceWindows, firstLine: Int
    ) -> [Expected] {
        var result: [Expected] = []
        var lastDwell: Int?
        var lastGraceMs: Int?
        for (index, line) in lines.enumerated() {
            if case .viewable(_, let dwellMs) = line.event { lastDwell = dwellMs }
            if case .bindingWaits(let graceMs, _) = line.event { lastGraceMs = graceMs }
            guard let event = line.normative else { continue }
            let rule = line.conformanceRule
            let delay = rule == "IMP-1" ? lastDwell : lastGraceMs
            let window = windows.window(rule: rule, settings: settings, engineDelayMs: delay)
            result.append(
                Expected(
                    timeMs: line.timeMs, event: event, rule: rule, offsets: window?.offsets(in: settings) ?? 0...0,
                    window: window, line: firstLine + index))
        }
        return result
    }

    /// A subject's normative events.
    package static func observed(_ lines: [TranscriptLine]) -> [Observed] {
        lines.enumerated().compactMap { index, line in
            line.normative.map { Observed(timeMs: line.timeMs, event: $0, index: index, rule: line.conformanceRule) }
        }
    }

    /// `nil` when `observed` conforms to `expected`; else the first failure (earliest in time,
    /// then in the golden's order).
    package static func match(expected: [Expected], observed: [Observed], golden: String) -> Failure? {
        var subjects: [String] = []
        var expectedBySubject: [String: [Expected]] = [:]
        var observedBySubject: [String: [Observed]] = [:]
        for event in expected {
            if expectedBySubject[event.event.subject] == nil { subjects.append(event.event.subject) }
            expectedBySubject[event.event.subject, default: []].append(event)
        }
        for event in observed {
            if expectedBySubject[event.event.subject] == nil && observedBySubject[event.event.subject] == nil {
                subjects.append(event.event.subject)
            }
            observedBySubject[event.event.subject, default: []].append(event)
        }
        var failures: [(time: Int, line: Int, failure: Failure)] = []
        for subject in subjects {
            let wanted = expectedBySubject[subject] ?? []
            let got = observedBySubject[subject] ?? []
            var failure: Failure?
            var at = (time: 0, line: 0)
            for (index, event) in wanted.enumerated() {
                guard index < got.count else {
                    failure = Failure(kind: .missing, expected: event, golden: golden)
                    at = (event.timeMs, event.line)
                    break
                }
                let candidate = got[index]
                if candidate.event != event.event {
                    failure = Failure(kind: .different(candidate), expected: event, golden: golden)
                    at = (min(event.timeMs, candidate.timeMs), event.line)
                    break
                }
                if candidate.timeMs < event.earliest || candidate.timeMs > event.latest {
                    failure = Failure(kind: .outsideWindow(candidate), expected: event, golden: golden)
                    at = (min(event.timeMs, candidate.timeMs), event.line)
                    break
                }
            }
            if failure == nil, got.count > wanted.count {
                let extra = got[wanted.count]
                failure = Failure(kind: .extra(extra), expected: wanted.last, golden: golden)
                at = (extra.timeMs, (wanted.last?.line ?? 0) + 1)
            }
            if let failure { failures.append((at.time, at.line, failure)) }
        }
        return failures.min { ($0.time, $0.line) < ($1.time, $1.line) }?.failure
    }
}
