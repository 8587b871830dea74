import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

// The command-line front end: options, help and exit statuses only; the work is in AdSpecKit.
// swift-argument-parser parses and writes the help, usage errors and completion scripts from the
// declarations in the command types; `main()` below is the one place that exits.

@main
struct AdSpec: ParsableCommand {
    static let version = "1.0.0"

    static let configuration = CommandConfiguration(
        commandName: "adspec",
        abstract: """
            Runs the XML scenarios in Specs/ against the reference binding engine and compares each \
            transcript with its golden in Goldens/.
            """,
        discussion: """
            ID is a scenario id or a glob ('native/*'). Run 'adspec <command> --help' for options.

            EXIT STATUS: 0 all passed, 1 a scenario failed or errored (or an unreferenced golden \
            was rejected), 2 bad input (load errors, unknown id), 64 usage (unknown command or \
            option, bad value), 74 a report could not be written.
            """,
        version: version,
        subcommands: [
            List.self, Verify.self, Record.self, Review.self, Accept.self, Reject.self, CoverageCommand.self,
            MutantsCommand.self, MutateCommand.self, SubjectCommand.self, ReportCommand.self, ExportCommand.self,
        ])

    /// Parses the command line, runs the command, exits with its status.
    static func main() {
        let status = run(Array(CommandLine.arguments.dropFirst()), in: Context.standard())
        Foundation.exit(status.rawValue)
    }

    /// The status of `adspec arguments...`. Help, `--version` and completion scripts go to standard
    /// output (status 0); every usage error, swift-argument-parser's or a command's, is status 64
    /// (`EX_USAGE`); bad input (files that do not load, ids that name nothing) is status 2.
    static func run(_ arguments: [String], in context: Context) -> ExitStatus {
        do {
            try checkCommandName(arguments)
            var parsed = try parseAsRoot(arguments)
            if let command = parsed as? any AdSpecCommand { return command.run(in: context) }
            if parsed is AdSpec {
                // `adspec` alone: the help, as a usage error.
                context.console.err(helpMessage() + "\n")
                return .usage
            }
            // swift-argument-parser's own commands (`help`, `--help`) end by throwing their text.
            try parsed.run()
            return .success
        } catch {
            if exitCode(for: error) == .success {
                context.console.out(fullMessage(for: error) + "\n")
                return .success
            }
            context.console.err(fullMessage(for: error) + "\n")
            return .usage
        }
    }

    /// An unknown command is named as such, with the nearest command when one is close (the
    /// parser alone would call it an unexpected argument).
    static func checkCommandName(_ arguments: [String]) throws(ValidationError) {
        guard let name = arguments.first, !name.hasPrefix("-") else { return }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        if names.contains(name) { return }
        let near = NearestName.nearest(to: name, in: names.sorted(), maxDistance: 2)
        throw ValidationError("unknown command '\(name)'" + (near.map { " (did you mean \($0)?)" } ?? ""))
    }
}

/// A command of `adspec`: declared for swift-argument-parser, run with a `Context`, ending with a
/// status rather than exiting.
protocol AdSpecCommand: ParsableCommand {
    func run(in context: Context) -> ExitStatus
}
