import AdSpecExport
import AdSpecHarness
import AdSpecKit
import ArgumentParser
import Foundation

/// `adspec export [--output DIR] [--check]`: the corpus as JSON data (issue 37, item 1).
struct ExportCommand: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the corpus as JSON: each scenario's input and expectations, for an SDK's test target.",
        discussion: """
            Writes DIR/index.json and DIR/<id>.json for every scenario: its input exactly as the \
            subject protocol sends it, the golden's normative events with their times and golden \
            line numbers, the catalogue windows of their rules, the rules it covers with their \
            seed sentence and English statement, and the profile dimensions it touches; DIR/index.json \
            describes each dimension (setting, domain, default, rule, seed sentence) \
            (Documentation/Protocol/export.schema.json, export-index.schema.json). A test \
            target that links only AdSpecHarness reads it with ExportedCorpus.load(directory:) and \
            judges a subject with ExportedCorpus.judge (Documentation/YourImplementation.md). The same \
            bytes on every run; each file written atomically; the files of scenarios that no longer \
            exist are removed. The default folder, Sources/AdSpecCorpus/Export in the package of Specs, is what the AdSpecCorpus \
            product ships (PackagedCorpus.export); swift test fails when it \
            is stale.

            EXIT STATUS: 0 written (or, with --check, up to date), 1 stale (--check), 2 bad input \
            (the corpus, a golden or the catalogue does not load), 64 usage, 74 a file could not be \
            written.
            """)

    @Option(help: ArgumentHelp("The folder to write (default: Sources/AdSpecCorpus/Export in the package of the scenario folder).", valueName: "dir"))
    var output: String?

    @Flag(help: "Write nothing; exit 1 naming the first stale file if the folder is not the export.")
    var check = false

    @OptionGroup var locations: LocationOptions

    func run(in context: Context) -> ExitStatus {
        let workspace = locations.workspace(in: context)
        let folder =
            output.map(context.url)
            ?? workspace.specs.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Sources/AdSpecCorpus/Export")
        let corpus: ExportedCorpus
        do throws(CorpusExportWriter.Failure) {
            corpus = try CorpusExportWriter.build(specs: workspace.specs, goldens: workspace.goldens.directory)
        } catch {
            return context.inputError(error.description)
        }
        let shown = output ?? workspace.display(folder)
        if check {
            if let stale = CorpusExportWriter.firstStaleFile(of: corpus, in: folder) {
                context.console.error("the export in \(shown) is stale: \(stale); refresh it with: adspec export")
                return .failure
            }
            context.console.out("the export in \(shown) is up to date\n")
            return .success
        }
        do throws(CorpusExportWriter.Failure) {
            let count = try CorpusExportWriter.write(corpus, to: folder)
            context.console.out("wrote \(count) files to \(shown)\n")
            return .success
        } catch {
            context.console.error(error.description)
            return .reportNotWritten
        }
    }
}
