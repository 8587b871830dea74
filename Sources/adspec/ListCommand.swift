import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
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
        // The list shows no source hash and runs nothing: the files are not hashed, and what each
        // scenario would run is let go once it is read (Corpus.loadEach).
        guard
            let loaded = Verification.loadCorpusKeepingGoing(
                workspace, console: context.console, hashingSources: false, keepingInputs: false)
        else {
            return .badInput
        }
        do {
            // A file that failed to load is listed under its file's id, with no title. The lines
            // are written at once (one write, not one a line).
            var lines = ""
            for item in try Selection(patterns: ids).items(of: loaded) {
                lines += item.title.map { "\(item.id)  \(ASCII.escaped($0))\n" } ?? "\(item.id)  (failed to load: \(item.path))\n"
            }
            if !lines.isEmpty { context.console.out(lines) }
        } catch {
            return context.inputError(error.description)
        }
        return loaded.failures.isEmpty ? .success : .badInput
    }
}
