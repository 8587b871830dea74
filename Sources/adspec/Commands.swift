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
        let specs =
            parsed.last("specs").map { URL(fileURLWithPath: $0, relativeTo: cwd) }
            ?? root.appendingPathComponent("Specs")
        let goldens =
            parsed.last("goldens").map { URL(fileURLWithPath: $0, relativeTo: cwd) }
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
            arguments,
            options: ["jobs", "record", "rule", "area", "shard", "unreferenced", "junit", "json"],
            switches: ["no-color", "pending"], help: Help.run(command))
        do throws(RunEnvironment.UsageError) {
            var jobs = try environment.jobs()
            if let text = parsed.last("jobs") {
                guard let value = Int(text), value >= 1 else {
                    throw RunEnvironment.UsageError("--jobs takes a positive number, not '\(text)'")
                }
                jobs = value
            }
            var modeFlag: RecordMode?
            if let text = parsed.last("record") {
                guard let mode = RecordMode(rawValue: text) else {
                    throw RunEnvironment.UsageError("--record takes never, missing, failed or all, not '\(text)'")
                }
                modeFlag = mode
            }
            let (policy, policyNotes) = try environment.policy(
                command: command == "record" ? .record : .verify, modeFlag: modeFlag, pendingFlag: parsed.has("pending"))
            let workspace = workspace(parsed)
            let split = { (values: [String]) in values.flatMap { $0.split(separator: ",").map(String.init) } }
            let (selection, statusFile) = try environment.selection(
                patterns: parsed.positional, rules: split(parsed.all("rule")), areas: split(parsed.all("area")),
                shard: parsed.last("shard"), specs: workspace.specs)
            let (unreferenced, unreferencedNotes) = try environment.unreferenced(
                flag: parsed.last("unreferenced"), filtered: selection.isFiltered)
            for note in policyNotes + unreferencedNotes { console.err(note + "\n") }
            let reports = environment.reports(junit: parsed.last("junit"), json: parsed.last("json"), base: workspace.displayBase)
            var request = VerifyRequest(
                workspace: workspace, policy: policy, selection: selection, jobs: jobs,
                color: !parsed.has("no-color") && Console.wantsColor(environment: environment.variables))
            // The command that re-records must name the same folders this run used.
            let locations = ["specs", "goldens"].compactMap { name in parsed.last(name).map { "--\(name) \($0)" } }
            if !locations.isEmpty { request.recordCommand += " " + locations.joined(separator: " ") }
            request.unreferenced = unreferenced
            request.junit = reports.junit
            request.json = reports.json
            request.artifacts = reports.artifacts
            request.githubAnnotations = environment.githubAnnotations
            request.shardStatusFile = statusFile
            let engine = ReferenceEngine()
            let subject: any BindingSubject =
                try FaultInjectingSubject(wrapping: engine, specification: environment["ADSPEC_INJECT_FAULT"]) ?? engine
            return Verification.run(request, subject: subject, console: console)
        } catch {
            console.err("adspec \(command): \(error.description)\n")
            return .badInput
        }
    }

    static func pending(_ action: PendingReview.Action, _ arguments: [String]) -> ExitStatus {
        let parsed = parse(arguments, options: [], switches: ["no-color"], help: Help.pending(action.rawValue))
        return PendingReview.run(
            action, patterns: parsed.positional, workspace: workspace(parsed),
            color: !parsed.has("no-color") && Console.wantsColor(environment: environment.variables), console: console)
    }
}
