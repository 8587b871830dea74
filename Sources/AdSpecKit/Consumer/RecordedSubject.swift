import AdSpecEngine

/// The runs of an `AsyncBindingSubject`, made with `await` beforehand, replayed as a synchronous
/// `BindingSubject` to the kit's runner (`ScenarioChecker`, `ExpectationRun`), which asks a
/// subject synchronously and may ask it twice for one scenario (a negative scenario, the rule of
/// a failure's signature). A subject gives the same lines for the same input every time, so one
/// run per distinct input is the subject's answer to every question about it.
struct RecordedSubject: BindingSubject {
    struct Run: Sendable {
        var result: Result<[TranscriptLine], RunError>
        /// How long the subject took, wall clock (reported as the scenario's time).
        var seconds: Double
    }

    let name: String
    let runs: [ScenarioInput: Run]

    func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        guard let run = runs[input] else {
            throw RunError(
                stepIndex: nil,
                message: "the kit did not run scenario '\(input.id)' on the subject '\(name)' before judging it (a fault of the kit)")
        }
        return try run.result.get()
    }

    /// Runs `subject` once on each distinct input, at most `concurrency` at a time, in input order.
    static func record(
        _ subject: some AsyncBindingSubject, inputs: [ScenarioInput], concurrency: Int
    ) async -> [ScenarioInput: Run] {
        var distinct: [ScenarioInput] = []
        var seen = Set<ScenarioInput>()
        for input in inputs where seen.insert(input).inserted { distinct.append(input) }
        return await withTaskGroup(of: (ScenarioInput, Run).self) { group in
            var runs: [ScenarioInput: Run] = [:]
            var next = 0
            while next < distinct.count || !group.isEmpty {
                while next < distinct.count && next - runs.count < concurrency {
                    let input = distinct[next]
                    group.addTask { (input, await runOnce(subject, input)) }
                    next += 1
                }
                if let (input, run) = await group.next() { runs[input] = run }
            }
            return runs
        }
    }

    private static func runOnce(_ subject: some AsyncBindingSubject, _ input: ScenarioInput) async -> Run {
        let start = ContinuousClock.now
        let result: Result<[TranscriptLine], RunError>
        do {
            result = .success(try await subject.run(input))
        } catch {
            result = .failure(error)
        }
        let elapsed = ContinuousClock.now - start
        return Run(
            result: result,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// The report with each scenario's time made the subject's run time plus the judging's.
    func timed(_ report: ExpectationReport, inputs: [String: ScenarioInput]) -> ExpectationReport {
        var report = report
        for index in report.outcomes.indices {
            let id = report.outcomes[index].id
            guard let input = inputs[id], let run = runs[input] else { continue }
            report.outcomes[index].result?.seconds += run.seconds
        }
        return report
    }
}
