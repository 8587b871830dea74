import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

/// What a command runs with: the environment it reads, where it prints, the folder it runs in.
struct Context: Sendable {
    var environment: RunEnvironment
    var console: Console
    var currentDirectory: URL
    /// Who answers when a command asks (`record` of an unchanged scenario, `review`).
    var terminal: any Terminal = StandardTerminal()

    /// This process's environment, standard output and error, and current directory.
    static func standard() -> Context {
        Context(
            environment: RunEnvironment(), console: .standard,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// Prints `Error: message` on standard error, as for every error of every command (and as
    /// swift-argument-parser prints usage errors); the status of a usage error.
    func usageError(_ message: String) -> ExitStatus {
        console.error(message)
        return .usage
    }

    /// Prints `Error: message` on standard error; the status of bad input (an id, rule or area
    /// that names nothing).
    func inputError(_ message: String) -> ExitStatus {
        console.error(message)
        return .badInput
    }

    /// `path` as given on the command line, against the current directory.
    func url(_ path: String) -> URL { URL(fileURLWithPath: path, relativeTo: currentDirectory) }

    /// The scenario folder (`--specs`, else `Specs` here or in the package root above), the golden
    /// folder (`--goldens`, else `Goldens` beside the scenario folder) and the pending folder
    /// (`ADSPEC_PENDING_DIR`).
    func workspace(specs: String?, goldens: String?) -> Workspace {
        let root: URL
        if FileManager.default.fileExists(atPath: currentDirectory.appendingPathComponent("Specs").path) {
            root = currentDirectory
        } else {
            root = Workspace.packageRoot(from: currentDirectory) ?? currentDirectory
        }
        let specsURL = specs.map(url) ?? root.appendingPathComponent("Specs")
        let goldensURL =
            goldens.map(url) ?? specsURL.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Goldens")
        let store = GoldenStore(directory: goldensURL, pendingDirectory: environment.pendingDirectory(base: currentDirectory))
        return Workspace(specs: specsURL, goldens: store, displayBase: currentDirectory)
    }

    /// Colour diffs unless `--no-color`, as `Console.wantsColor` says (`FORCE_COLOR`,
    /// `CLICOLOR_FORCE`, `NO_COLOR`, `TERM=dumb`, a terminal).
    func color(noColor: Bool) -> Bool { !noColor && Console.wantsColor(environment: environment.variables) }

    /// `--jobs`, else `ADSPEC_JOBS`, else the number of cores (`ADSPEC_JOBS` is checked either way).
    func jobs(_ flag: Int?) throws(RunEnvironment.UsageError) -> Int {
        let fromEnvironment = try environment.jobs()
        return flag ?? fromEnvironment
    }
}

/// `--specs DIR --goldens DIR`, which every command takes.
struct LocationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Scenario folder (default: Specs in the current directory, or in the package root found by walking up to Package.swift).",
            valueName: "dir"))
    var specs: String?

    @Option(help: ArgumentHelp("Golden folder (default: Goldens beside the scenario folder).", valueName: "dir"))
    var goldens: String?

    func workspace(in context: Context) -> Workspace { context.workspace(specs: specs, goldens: goldens) }

    /// The options as given, for a command printed to re-record: it must name the same folders.
    var given: [String] {
        [("specs", specs), ("goldens", goldens)].compactMap { name, value in value.map { "--\(name) \($0)" } }
    }
}

/// `-j N`, `-jN`, `--jobs N`: a positive number.
struct JobsOption: ParsableArguments {
    @Option(
        name: [.customShort("j", allowingJoined: true), .long],
        help: ArgumentHelp("Run N scenarios at a time (default: ADSPEC_JOBS, else the number of cores).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a positive number, not '\(jobs)'") }
    }
}

/// `--format text|json` of `coverage` and `mutants`.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

extension RecordMode: ExpressibleByArgument {}
extension UnreferencedPolicy: ExpressibleByArgument {}
