import AdSpecEngine
import AdSpecHarness
import AdSpecKit

/// The reference engine with one mutant switched on, as a subject of its own (named
/// `mutant:<name>`): "another implementation" for expectation runs and the CLI.
package struct MutantSubject: BindingSubject {
    package let mutant: Mutant
    package var name: String { "mutant:\(mutant.rawValue)" }

    package init(mutant: Mutant) { self.mutant = mutant }

    package func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        try ReferenceEngine(mutants: [mutant]).run(input)
    }
}
