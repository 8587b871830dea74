/// The reference implementation of the binding, as the documents describe it.
public struct ReferenceEngine: BindingSubject {
    public let name = "reference"
    let mutants: Set<Mutant>
    /// The most engine events one run may take (`EngineBudget`); over it the run fails with a `RunError`.
    public var eventBudget = ReferenceEngine.defaultEventBudget
    /// Whether lazy stacks keep their measures between renders (`LazyStackCache`). Off, every
    /// render measures every item: the same transcript, for tests to compare against.
    package var cachesLazyStacks = true

    public init() { mutants = [] }

    /// An engine with deliberate bugs switched on, for the kit's self-test. Package-internal.
    package init(mutants: Set<Mutant>) { self.mutants = mutants }

    public func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        try runCountingEvents(input).lines
    }

    /// The run's transcript and the engine events it took (as `EngineBudget` counts them), for
    /// the benchmark (`adspec-bench`).
    package func runCountingEvents(_ input: ScenarioInput) throws(RunError) -> (lines: [TranscriptLine], events: Int) {
        try APISurface.check(input.app)
        let simulation = Simulation(input: input, mutants: mutants, eventBudget: eventBudget)
        simulation.cachesLazyStacks = cachesLazyStacks
        let lines = try simulation.run()
        return (lines, simulation.budget.used)
    }
}
