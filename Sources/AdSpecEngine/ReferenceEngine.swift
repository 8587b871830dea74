/// The reference implementation of the binding, as the documents describe it.
public struct ReferenceEngine: BindingSubject {
    public let name = "reference"
    let mutants: Set<Mutant>
    /// The most engine events one run may take (`EngineBudget`); over it the run fails with a `RunError`.
    public var eventBudget = ReferenceEngine.defaultEventBudget

    public init() { mutants = [] }

    /// An engine with deliberate bugs switched on, for the kit's self-test. Package-internal.
    package init(mutants: Set<Mutant>) { self.mutants = mutants }

    public func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        try APISurface.check(input.app)
        return try Simulation(input: input, mutants: mutants, eventBudget: eventBudget).run()
    }
}
