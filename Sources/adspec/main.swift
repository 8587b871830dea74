import AdSpecEngine
import AdSpecKit
import Foundation

// The command-line front end: argument parsing and exit codes only; the work is in AdSpecKit.

let environment = RunEnvironment()
let console = Console.standard
let arguments = Array(CommandLine.arguments.dropFirst())

func usageError(_ message: String, help: String? = nil) -> Never {
    console.err("adspec: \(message)\n")
    if help != nil { console.err("Run 'adspec --help' for usage.\n") }
    exit(ExitStatus.badInput.rawValue)
}

guard let command = arguments.first else {
    console.err(Help.main)
    exit(ExitStatus.badInput.rawValue)
}
if command == "--help" || command == "-h" || command == "help" {
    console.out(Help.main)
    exit(ExitStatus.success.rawValue)
}

let locationOptions: Set<String> = ["specs", "goldens"]
let rest = Array(arguments.dropFirst())
let status: ExitStatus
switch command {
case "list":
    status = Commands.list(rest)
case "verify", "record":
    status = Commands.run(command, rest)
case "review":
    status = Commands.pending(.review, rest)
case "accept":
    status = Commands.pending(.accept, rest)
case "reject":
    status = Commands.pending(.reject, rest)
case "coverage":
    status = CoverageCommand.run(rest)
case "mutants":
    status = MutantsCommand.run(rest)
default:
    usageError("unknown command '\(command)'", help: Help.main)
}
exit(status.rawValue)
