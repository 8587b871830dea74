import AdSpecEngine

/// The kit's self-test hook: wraps a subject and breaks it on purpose for the scenarios whose id
/// matches a glob, so that the golden workflow's refusals can be exercised end to end.
/// Enabled by `ADSPEC_INJECT_FAULT`, a comma-separated list of `KIND:GLOB`:
/// `error` (the subject throws), `flaky` (a different transcript on every run),
/// `shift` (every event after the first five happens 1000 ms later: "the engine changed"),
/// `threshold` (a one-line engine bug: a viewability threshold of 50% is taken as 60%, which
/// breaks every scenario whose transcript says "below 50%" the same way: one root cause).
package struct FaultInjectingSubject: BindingSubject {
    package enum Kind: String, Sendable { case error, flaky, shift, threshold }

    package var base: any BindingSubject
    package var faults: [(kind: Kind, glob: String)]
    package var name: String { base.name }

    private static let runs = Lock(0)

    /// `nil` when `specification` is empty; throws on a malformed entry.
    package init?(wrapping base: any BindingSubject, specification: String?) throws(RunEnvironment.UsageError) {
        guard let specification, !specification.isEmpty else { return nil }
        self.base = base
        faults = []
        for entry in specification.split(separator: ",") {
            let parts = entry.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let kind = Kind(rawValue: String(parts[0])) else {
                throw RunEnvironment.UsageError("ADSPEC_INJECT_FAULT entry '\(entry)' is not error|flaky|shift|threshold:GLOB")
            }
            faults.append((kind, String(parts[1])))
        }
    }

    package func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        let kinds = faults.filter { Selection.matches($0.glob, input.id) || $0.glob == "*" }.map(\.kind)
        if kinds.contains(.error) { throw RunError(stepIndex: 0, message: "injected fault (ADSPEC_INJECT_FAULT)") }
        var input = input
        if kinds.contains(.threshold) && input.settings.viewabilityThreshold == 0.5 {
            input.settings.viewabilityThreshold = 0.6
        }
        var lines = try base.run(input)
        if kinds.contains(.shift) {
            for index in lines.indices where index >= 5 { lines[index].timeMs += 1000 }
        }
        if kinds.contains(.flaky) {
            let run = Self.runs.withLock { count in
                count += 1
                return count
            }
            lines.append(TranscriptLine(timeMs: 0, subject: .note, event: .note("flaky run \(run)")))
        }
        return lines
    }
}
