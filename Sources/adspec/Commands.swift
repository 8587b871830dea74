import AdSpecEngine
import AdSpecKit
import Foundation

/// Each command: parse its arguments, build the request, hand it to AdSpecKit.
enum Commands {
    static func parse(_ arguments: [String], options: Set<String>, switches: Set<String>, help: String) -> Arguments {
        do {
            let parsed = try Arguments(arguments, options: options.union(locationOptions), switches: switches.union(["help"]))
            if parsed.has("help") {
                console.out(help)
                exit(ExitStatus.success.rawValue)
            }
            return parsed
        } catch {
            usageError(error.description, help: help)
        }
    }

    static func workspace(_ parsed: Arguments) -> Workspace {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root: URL
        if FileManager.default.fileExists(atPath: cwd.appendingPathComponent("Specs").path) {
            root = cwd
        } else {
            root = Workspace.packageRoot(from: cwd) ?? cwd
        }
        let specs = parsed.last("specs").map { URL(fileURLWithPath: $0, relativeTo: cwd) }
            ?? root.appendingPathComponent("Specs")
        let goldens = parsed.last("goldens").map { URL(fileURLWithPath: $0, relativeTo: cwd) }
            ?? specs.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Goldens")
        let store = GoldenStore(directory: goldens, pendingDirectory: environment.pendingDirectory(base: cwd))
        return Workspace(specs: specs, goldens: store, displayBase: cwd)
    }

    static func list(_ arguments: [String]) -> ExitStatus {
        let parsed = parse(arguments, options: [], switches: [], help: Help.list)
        let workspace = workspace(parsed)
        guard let corpus = Verification.loadCorpus(workspace, console: console) else { return .badInput }
        do {
            for scenario in try Selection(patterns: parsed.positional).apply(to: corpus) {
                console.out("\(scenario.id)  \(TranscriptDocument.ascii(scenario.title))\n")
            }
        } catch {
            console.err("adspec: \(error)\n")
            return .badInput
        }
        return .success
    }

    static func run(_ command: String, _ arguments: [String]) -> ExitStatus {
        let parsed = parse(
            arguments, options: ["jobs"], switches: ["no-color"], help: Help.run(command))
        var jobs: Int
        do {
            jobs = try environment.jobs()
        } catch {
            usageError(error.description)
        }
        if let text = parsed.last("jobs") {
            guard let value = Int(text), value >= 1 else { usageError("--jobs takes a positive number, not '\(text)'") }
            jobs = value
        }
        let policy: GoldenPolicy
        do {
            let resolved = try environment.policy(
                command: command == "record" ? .record : .verify, modeFlag: nil, pendingFlag: false)
            policy = resolved.0
            for note in resolved.notes { console.err(note + "\n") }
        } catch {
            console.err("adspec \(command): \(error.description)\n")
            return .badInput
        }
        let request = VerifyRequest(
            workspace: workspace(parsed), policy: policy, selection: Selection(patterns: parsed.positional),
            jobs: jobs, color: !parsed.has("no-color") && Console.wantsColor(environment: environment.variables))
        return Verification.run(request, subject: ReferenceEngine(), console: console)
    }
}
