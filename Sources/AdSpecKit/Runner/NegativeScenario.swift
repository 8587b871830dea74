import AdSpecEngine

/// Issue 12, item 7: a negative scenario (`<expect-refusal>`) passes when it is refused as it
/// expects, and its transcript is then the refusal line(s) (`TranscriptFormat.refusalLine`);
/// refused otherwise, or not refused, it fails and is never recorded.
///
/// - `schema` / `loader`: the loader already refused it as expected (`loadRefusal`); the subject
///   is not asked.
/// - `api`: the subject must throw `RunError` with `kind: .apiRefused(rule:)` for the expected rule
///   and a message containing the fragment.
enum NegativeScenario {
    /// Why a negative scenario's run is not the refusal it expects.
    struct Mismatch: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    /// The refusal lines of the transcript, or why there are none.
    static func events(
        of scenario: LoadedScenario, expected: ExpectedRefusal, subject: any BindingSubject
    ) -> Result<[String], Mismatch> {
        if !scenario.loadRefusal.isEmpty {
            return .success(
                scenario.loadRefusal.map { diagnostic in
                    TranscriptFormat.refusalLine(
                        phase: expected.phase.rawValue, rule: expected.rule,
                        detail: "line \(diagnostic.line) column \(diagnostic.column): \(diagnostic.message)")
                })
        }
        do {
            _ = try subject.run(scenario.input)
            return .failure(
                Mismatch(description: "expected to be refused (\(expected.rule)) but it ran: the subject '\(subject.name)' accepted it"))
        } catch {
            if case .apiRefused(let rule) = error.kind, rule == expected.rule, expected.matches(message: error.message) {
                return .success([
                    TranscriptFormat.refusalLine(phase: expected.phase.rawValue, rule: rule, detail: error.message)
                ])
            }
            let got: String
            if case .apiRefused(let rule) = error.kind {
                got = "refused by the API for \(rule): \(error)"
            } else {
                got = "it could not run: \(error)"
            }
            return .failure(Mismatch(description: "expected to be refused (\(expected.summary)) but \(got)"))
        }
    }
}
