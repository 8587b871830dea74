import AdSpecKit
import ArgumentParser

/// `adspec list [ID...]`: the id and title of each scenario.
struct List: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List scenarios: id and title, one a line.",
        discussion: """
            Prints the id and title of every scenario (or those matching ID), one a line, in id order.

            EXIT STATUS: 0 listed, 2 bad input (load errors as path:line:column: error: ..., an unknown id), 64 usage.
            """)

    @Argument(help: ArgumentHelp("A scenario id or a glob such as 'native/*' (default: every scenario).", valueName: "id"))
    var ids: [String] = []

    @OptionGroup var locations: LocationOptions

    func run(in context: Context) -> ExitStatus {
        let workspace = locations.workspace(in: context)
        guard let corpus = Verification.loadCorpus(workspace, console: context.console) else { return .badInput }
        do {
            for scenario in try Selection(patterns: ids).apply(to: corpus) {
                context.console.out("\(scenario.id)  \(ASCII.escaped(scenario.title))\n")
            }
        } catch {
            return context.inputError(error.description)
        }
        return .success
    }
}
