import AdSpecHarness
import AdSpecKit
import Foundation

/// `adspec mutate`: the mechanical mutation analysis of the engine (Documentation/MechanicalMutation.md).
/// Writes the mutant schema into a copy of the package under `.build-mutants/`, builds it once
/// (dropping the sites the compiler rejects, and saying so), records which scenarios execute each
/// site, then runs each chosen mutant against the scenarios that reach it, in worker processes.
package struct MechanicalMutationRun: Sendable {
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    package var root: URL
    package var specs: URL
    package var goldens: URL
    package var buildFolder: URL
    package var selection = MutantSelection()
    /// Only the mutants of these engine files (all when empty).
    package var onlyFiles: Set<String> = []
    package var jobs = 1
    /// Seconds one mutant may run before it is judged stuck (killed: the corpus notices a hang).
    package var timeout: Double = 120
    /// A run of one scenario (or of the corpus load) under a mutant may execute at most this many
    /// times the sites it executes unmutated, plus `stepLimitFloor`, before the mutant counts as a
    /// hang (killed, `(timeout)`). Counted, not timed, so the verdict is the same on any machine
    /// under any load; `timeout` stays as the backstop for a loop that executes no site.
    package var stepLimitFactor = MechanicalMutationRun.defaultStepLimitFactor
    package var stepLimitFloor = MechanicalMutationRun.defaultStepLimitFloor
    package static let defaultStepLimitFactor = 1000
    package static let defaultStepLimitFloor = 10_000_000
    package var swift = "swift"
    package var progress: @Sendable (String) -> Void = { _ in }

    package init(root: URL, specs: URL, goldens: URL) {
        self.root = root
        self.specs = specs
        self.goldens = goldens
        self.buildFolder = root.appendingPathComponent(".build-mutants")
    }

    package struct Outcome: Sendable {
        package var plan: MutationPlan
        package var dropped: [Int: String]
        package var coverage: [Int: [String]]
        /// Sites the loader executes (a mutant of one reloads the corpus).
        package var loadSites: Set<Int>
        package var baselineFailures: [String]
        package var chosen: [MechanicalMutant]
        /// Scenario that killed each run mutant (`nil`: survived); unreached ones are absent.
        package var results: [MechanicalMutant: String?]
    }

    package func run() throws(Failure) -> Outcome {
        let plan = try MutationPlan.load(engineFolder: root.appendingPathComponent("Sources/AdSpecEngine"))
        let unknown = onlyFiles.subtracting(plan.files.map(\.name))
        if !unknown.isEmpty { throw Failure("no engine file with mutants called \(unknown.sorted().joined(separator: ", "))") }
        progress("\(plan.sites.count) sites in \(plan.files.count) engine files; writing the schema")
        let package = buildFolder.appendingPathComponent("package")
        // The sites the compiler rejected the last time the same schema was built: starting from
        // them, an unchanged engine builds once instead of once per round of rejections (each
        // round recompiles the whole engine module).
        let rejectedFile = buildFolder.appendingPathComponent("not-compilable.txt")
        let fingerprint = Self.fingerprint(plan.schema(excluding: []))
        var dropped = Self.readRejected(rejectedFile, fingerprint: fingerprint, siteCount: plan.sites.count)
        var attempt = 0
        while true {
            attempt += 1
            let schema = plan.schema(excluding: Set(dropped.keys))
            try writeCopy(to: package, engineFiles: schema.files)
            progress("building the schema (attempt \(attempt), \(plan.sites.count - dropped.count) sites)")
            // No index store: SwiftPM's debug build indexes file by file, which a whole-module
            // compilation of the engine does not give it.
            let (status, output) = try runProcess(
                swift, ["build", "--package-path", package.path, "--product", "AdSpecMutantWorker", "--disable-index-store"])
            if status == 0 {
                Self.writeRejected(dropped, to: rejectedFile, fingerprint: fingerprint)
                break
            }
            let rejected = Self.rejectedSites(
                output: output, plan: plan, dropped: Set(dropped.keys), schema: schema,
                engineFolder: package.appendingPathComponent("Sources/AdSpecEngine"))
            if rejected.isEmpty || attempt >= 12 {
                let errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n")
                throw Failure("the schema does not build, and no mutation site explains it:\n\(errors)")
            }
            for (site, message) in rejected where dropped[site] == nil { dropped[site] = message }
            progress("dropped \(rejected.count) sites the compiler rejects")
        }
        let worker = package.appendingPathComponent(".build/debug/AdSpecMutantWorker").path
        progress("recording which scenarios reach each site")
        let (hitStatus, hitOutput) = try runProcess(worker, [specs.path, goldens.path, "hits"])
        guard hitStatus == 0 else { throw Failure("the worker failed to record site hits:\n\(hitOutput)") }
        let pass = Self.readHitPass(hitOutput)
        let (coverage, loadSites, baseline) = (pass.coverage, pass.loadSites, pass.baselineFailures)
        let onceSites = Set(plan.sites.indices.filter { plan.sites[$0].once }).union(pass.onceOnly)
        // The sample is drawn from every generated mutant (as `--list` draws it, without building),
        // then those the compiler rejected leave it (they are listed as not compilable).
        let all = plan.mutants(excluding: []).filter { onlyFiles.isEmpty || onlyFiles.contains(plan.sites[$0.site].file) }
        let chosen = selection.apply(all).filter { dropped[$0.site] == nil }
        var results: [MechanicalMutant: String?] = [:]
        if baseline.isEmpty {
            let reached = chosen.filter { coverage[$0.site] != nil }
            progress("running \(reached.count) mutants (\(chosen.count - reached.count) unreached) on \(jobs) workers")
            let limitFile = buildFolder.appendingPathComponent("step-limits.txt")
            let limits = Self.stepLimits(hitOutput: hitOutput, factor: stepLimitFactor, floor: stepLimitFloor)
            do {
                try Data(limits.utf8).write(to: limitFile)
            } catch {
                throw Failure("cannot write \(limitFile.path): \(error.localizedDescription)")
            }
            results = try runMutants(
                reached, coverage: coverage, loadSites: loadSites, onceSites: onceSites, worker: worker,
                limits: limitFile.path)
        }
        return Outcome(
            plan: plan, dropped: dropped, coverage: coverage, loadSites: loadSites, baselineFailures: baseline,
            chosen: chosen, results: results)
    }

    /// The worker's step limits (`<scenario> <limit>` lines, `(load) <limit>` for the corpus
    /// load) from the site-hit pass's `steps` and `load-steps` lines: `factor` times the steps the
    /// run takes unmutated, plus `floor`, at most `Int.max`.
    static func stepLimits(hitOutput: String, factor: Int, floor: Int) -> String {
        func limit(_ steps: Int) -> Int {
            let (scaled, overflow) = steps.multipliedReportingOverflow(by: factor)
            let (sum, overflowAgain) = scaled.addingReportingOverflow(floor)
            return overflow || overflowAgain ? .max : sum
        }
        var limits = ""
        for line in hitOutput.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 3, fields[0] == "steps", let steps = Int(fields[2]) {
                limits += "\(fields[1]) \(limit(steps))\n"
            } else if fields.count == 2, fields[0] == "load-steps", let steps = Int(fields[1]) {
                limits += "(load) \(limit(steps))\n"
            }
        }
        return limits
    }

    /// What the worker's site-hit pass says.
    struct HitPass {
        /// The scenarios that execute each site, in id order; every scenario for a site the load
        /// executes (it can change any scenario's input) or one executed once per process (the
        /// value it makes is used by every scenario after).
        var coverage: [Int: [String]] = [:]
        var loadSites = Set<Int>()
        /// Sites the first pass executes and the second (the load and the corpus again) does not:
        /// they run once per process, in a static or global value's initialiser or in what it
        /// calls, so their mutants run in a worker of their own, on from the start.
        var onceOnly = Set<Int>()
        var baselineFailures: [String] = []
    }

    static func readHitPass(_ output: String) -> HitPass {
        var pass = HitPass()
        var ids: [String] = []
        var again = Set<Int>()
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.first == "again" { again.formUnion(fields.dropFirst().compactMap(Int.init)) }
            if fields.first == "baseline-fail" {
                pass.baselineFailures.append(fields.dropFirst().joined(separator: " "))
                ids.append(fields.count > 1 ? fields[1] : "?")
            }
            if fields.first == "load-hits" { pass.loadSites.formUnion(fields.dropFirst().compactMap(Int.init)) }
            guard fields.first == "hits", fields.count >= 2 else { continue }
            ids.append(fields[1])
            for site in fields.dropFirst(2).compactMap(Int.init) { pass.coverage[site, default: []].append(fields[1]) }
        }
        pass.onceOnly = Set(pass.coverage.keys).union(pass.loadSites).subtracting(again)
        for site in pass.loadSites.union(pass.onceOnly) { pass.coverage[site] = ids.sorted() }
        return pass
    }

    // MARK: The copy

    /// The schema's package: a manifest of its own (engine, harness, libxml2, nib reader, kit, self-test, worker; no
    /// command-line front end), the rewritten engine, the kit's sources as they are, and the worker's main.
    /// Files are rewritten only when they change, so a second run builds incrementally.
    func writeCopy(to package: URL, engineFiles: [String: String]) throws(Failure) {
        let sources = package.appendingPathComponent("Sources")
        var wanted: [String: String] = ["Package.swift": Self.manifest]
        for (name, text) in engineFiles { wanted["Sources/AdSpecEngine/" + name] = text }
        wanted["Sources/AdSpecMutantWorker/main.swift"] = Self.workerMain
        for folder in ["AdSpecHarness", "AdSpecKit", "AdSpecNib", "AdSpecSelfTest", "CLibXML2"] {
            let base = root.appendingPathComponent("Sources/" + folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { throw Failure("cannot read \(base.path)") }
            while let relative = walker.nextObject() as? String {
                var isFolder: ObjCBool = false
                let path = base.appendingPathComponent(relative).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                    let data = FileManager.default.contents(atPath: path)
                else { continue }
                let text = String(decoding: data, as: UTF8.self)
                // The corpus packaged as SwiftPM resources (`CorpusLocation.packaged`) is a consumer's
                // entry point; the worker reads the repository's Specs/ and Goldens/, so the schema
                // leaves out what imports AdSpecCorpus instead of copying its resources.
                if text.hasPrefix("import AdSpecCorpus\n") || text.contains("\nimport AdSpecCorpus\n") { continue }
                wanted["Sources/\(folder)/\(relative)"] = text
            }
        }
        // Files of an earlier run that are no longer wanted go.
        if let walker = FileManager.default.enumerator(atPath: sources.path) {
            while let relative = walker.nextObject() as? String {
                let path = sources.appendingPathComponent(relative).path
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                    wanted["Sources/" + relative] == nil
                {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
        }
        for (relative, text) in wanted.sorted(by: { $0.key < $1.key }) {
            let url = package.appendingPathComponent(relative)
            let data = Data(text.utf8)
            if FileManager.default.contents(atPath: url.path) == data { continue }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            } catch {
                throw Failure("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
    }

    static let manifest = """
        // swift-tools-version:6.0
        // Generated by `adspec mutate`: the mutant schema's package (Documentation/MechanicalMutation.md).
        import PackageDescription

        let package = Package(
            name: "adspec-mutant-schema",
            targets: [
                // The engine, where every mutant runs, is optimised as one module: each site's operator
                // is specialised and inlined where it is used (-num-threads: one object file per
                // source file, as SwiftPM's debug build links them). The rest stays a quick debug build.
                .target(name: "AdSpecEngine", swiftSettings: [.unsafeFlags(["-O", "-wmo", "-num-threads", "2"])]),
                .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
                .target(name: "AdSpecHarness", dependencies: ["AdSpecEngine"]),
                .target(name: "AdSpecNib", dependencies: ["AdSpecEngine", "AdSpecHarness"]),
                .target(name: "AdSpecKit", dependencies: ["AdSpecEngine", "AdSpecHarness", "AdSpecNib", "CLibXML2"]),
                .target(name: "AdSpecSelfTest", dependencies: ["AdSpecEngine", "AdSpecHarness", "AdSpecKit"]),
                .executableTarget(name: "AdSpecMutantWorker", dependencies: ["AdSpecEngine", "AdSpecSelfTest"]),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    static let workerMain = """
        // Generated by `adspec mutate`: the worker of the mutant schema (MutationWorker in the self-test).
        import AdSpecEngine
        import AdSpecSelfTest
        import Foundation

        let handle = MutantSwitch(
            activate: { AdSpecMutantSchema.activate(site: $0, variant: $1) },
            resetHits: { AdSpecMutantSchema.resetHits() }, hits: { AdSpecMutantSchema.hits() },
            steps: { AdSpecMutantSchema.steps }, limitSteps: { AdSpecMutantSchema.limitSteps($0) },
            onOverrun: { AdSpecMutantSchema.onOverrun($0) })
        exit(MutationWorker.main(arguments: Array(CommandLine.arguments.dropFirst()), switch: handle))

        """

    // MARK: Compiler errors

    /// SHA-256 of the full schema (every site in): the same fingerprint, the same rejections.
    static func fingerprint(_ schema: MutationPlan.Schema) -> String {
        var bytes: [UInt8] = []
        for (name, text) in schema.files.sorted(by: { $0.key < $1.key }) {
            bytes += Array(name.utf8) + [0] + Array(text.utf8) + [0]
        }
        return SHA256.hex(SHA256.digest(bytes))
    }

    /// The rejections recorded for `fingerprint` (`<site>\t<message>` lines after it), or none.
    static func readRejected(_ file: URL, fingerprint: String, siteCount: Int) -> [Int: String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map(String.init) == fingerprint else { return [:] }
        var rejected: [Int: String] = [:]
        for line in lines.dropFirst() {
            guard let tab = line.firstIndex(of: "\t"), let site = Int(line[..<tab]), site >= 0, site < siteCount
            else { continue }
            rejected[site] = String(line[line.index(after: tab)...])
        }
        return rejected
    }

    static func writeRejected(_ rejected: [Int: String], to file: URL, fingerprint: String) {
        let text = ([fingerprint] + rejected.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)" })
            .joined(separator: "\n") + "\n"
        try? Data(text.utf8).write(to: file)
    }

    /// The sites the compiler's errors point at: the innermost site whose span in the schema file
    /// holds the error's position, else every site on that line; for the switch's own file, the
    /// site whose operator is declared on that line.
    static func rejectedSites(
        output: String, plan: MutationPlan, dropped: Set<Int>, schema: MutationPlan.Schema, engineFolder: URL
    ) -> [Int: String] {
        let runtimeLines = schema.runtimeLines
        var rejected: [Int: String] = [:]
        let prefix = engineFolder.standardizedFileURL.path + "/"
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound]
            let message = String(line[range.upperBound...])
            let parts = location.split(separator: ":")
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
            else { continue }
            var path = parts[0..<(parts.count - 2)].joined(separator: ":")
            path = URL(fileURLWithPath: path).standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            let file = String(path.dropFirst(prefix.count))
            if file == MutantSchema.runtimeFileName {
                if let site = runtimeLines[lineNumber], rejected[site] == nil { rejected[site] = message }
                continue
            }
            let candidates = plan.sites.indices.filter { index in
                let site = plan.sites[index]
                guard site.file == file, !dropped.contains(index) else { return false }
                let tokens = plan.files.first { $0.name == file }!.tokens
                return tokens[site.firstToken].line <= lineNumber && tokens[site.lastToken].line >= lineNumber
            }
            // Definite initialisation: the error is at a use; the site is an assignment before it.
            if candidates.isEmpty || message.contains("before being initialized"),
                let quoted = message.split(separator: "'").dropFirst().first
            {
                let name = String(quoted)
                let assignment = plan.sites.indices.last { index in
                    let site = plan.sites[index]
                    return site.file == file && site.kind == .statement && !dropped.contains(index)
                        && rejected[index] == nil && site.line <= lineNumber && site.code.hasPrefix(name + " = ")
                }
                if let assignment {
                    rejected[assignment] = message
                    continue
                }
            }
            guard !candidates.isEmpty else { continue }
            // On the error's line, the innermost site starting at or before its column.
            let tokens = plan.files.first { $0.name == file }!.tokens
            let ordered = candidates.sorted { a, b in
                let sa = plan.sites[a], sb = plan.sites[b]
                return (sa.lastToken - sa.firstToken, a) < (sb.lastToken - sb.firstToken, b)
            }
            let onLine = ordered.filter { tokens[plan.sites[$0].firstToken].line == lineNumber }
            // On the error's line, the site whose code in the schema begins last at or before the
            // error's column (the innermost, where two begin together).
            let placed = onLine.compactMap { site in schema.columns[site].map { (site, $0.column) } }
                .filter { $0.1 <= column }
            let latest = placed.max { a, b in
                a.1 != b.1 ? a.1 < b.1 : (plan.sites[a.0].lastToken - plan.sites[a.0].firstToken) > (plan.sites[b.0].lastToken - plan.sites[b.0].firstToken)
            }
            let chosen = latest?.0 ?? ordered.first!
            if rejected[chosen] == nil { rejected[chosen] = message }
        }
        return rejected
    }

    // MARK: Workers

    /// Runs the mutants on `jobs` worker processes (mutant k on worker k mod jobs); each mutant's
    /// verdict depends only on itself, so the results are the same for any `jobs`.
    func runMutants(
        _ mutants: [MechanicalMutant], coverage: [Int: [String]], loadSites: Set<Int>, onceSites: Set<Int>,
        worker: String, limits: String
    ) throws(Failure) -> [
        MechanicalMutant: String?
    ] {
        let workers = max(1, min(jobs, mutants.count))
        let results = Locked<[MechanicalMutant: String?]>([:])
        let failures = Locked<[String]>([])
        let buildFolder = self.buildFolder
        let specs = self.specs.path
        let goldens = self.goldens.path
        let timeout = self.timeout
        let progress = self.progress
        let total = mutants.count
        let once = Set(mutants.filter { onceSites.contains($0.site) })
        DispatchQueue.concurrentPerform(iterations: workers) { k in
            let mine = mutants.enumerated().filter { $0.offset % workers == k }.map(\.element)
            // Mutants of static values one per worker process; the others together.
            var batches = mine.filter { once.contains($0) }.map { [$0] }
            let shared = mine.filter { !once.contains($0) }
            if !shared.isEmpty { batches.append(shared) }
            for batch in batches {
            var pending = batch
            while !pending.isEmpty {
                let jobFile = buildFolder.appendingPathComponent("jobs-\(k).txt")
                let fresh = pending.count == 1 && once.contains(pending[0])
                let text = pending.map { m in
                    let flag = fresh ? "fresh" : loadSites.contains(m.site) ? "reload" : "-"
                    return ([String(m.site), String(m.variant), flag] + (coverage[m.site] ?? [])).joined(separator: " ")
                }.joined(separator: "\n") + "\n"
                do {
                    try Data(text.utf8).write(to: jobFile)
                } catch {
                    failures.update { $0.append("cannot write \(jobFile.path)") }
                    return
                }
                var session = WorkerSession(
                    executable: worker, arguments: [specs, goldens, "run", jobFile.path, limits], timeout: timeout)
                if fresh { session.environment["ADSPEC_MUTANT_ACTIVE"] = "\(pending[0].site) \(pending[0].variant)" }
                let outcome = session.run()
                var done = Set<MechanicalMutant>()
                for (mutant, killer) in outcome.verdicts {
                    results.update { $0[mutant] = killer }
                    done.insert(mutant)
                }
                if let stuck = outcome.unfinished {
                    results.update { $0[stuck] = .some(outcome.timedOut ? "(timeout)" : "(crash)") }
                    done.insert(stuck)
                } else if !outcome.cleanExit && done.isEmpty {
                    failures.update { $0.append("a worker failed before its first mutant: \(outcome.errorText)") }
                    return
                }
                if done.isEmpty {
                    failures.update { $0.append("a worker ended without judging a mutant: \(outcome.errorText)") }
                    return
                }
                pending.removeAll { done.contains($0) }
                let count = results.value.count
                if !fresh { progress("\(count)/\(total) mutants") }
            }
            }
        }
        if let failure = failures.value.first { throw Failure(failure) }
        return results.value
    }

    func runProcess(_ executable: String, _ arguments: [String]) throws(Failure) -> (Int32, String) {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let collected = Locked(Data())
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            collected.update { $0.append(chunk) }
        }
        do {
            try process.run()
        } catch {
            throw Failure("cannot run \(executable): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        let rest = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.update { $0.append(rest) }
        return (process.terminationStatus, String(decoding: collected.value, as: UTF8.self))
    }
}

/// One worker process over a list of mutants, watched for crashes and hangs.
struct WorkerSession {
    var executable: String
    var arguments: [String]
    var timeout: Double
    /// Added to this process's environment. A mutant that traps is judged by the trap alone: the
    /// Swift runtime's backtracer, which would symbolicate each crash for seconds, is off.
    var environment: [String: String] = ["SWIFT_BACKTRACE": "enable=no"]

    struct Outcome {
        var verdicts: [(MechanicalMutant, String?)] = []
        /// The mutant that was running when the worker died or was stopped.
        var unfinished: MechanicalMutant?
        var timedOut = false
        var cleanExit = true
        var errorText = ""
    }

    func run() -> Outcome {
        var outcome = Outcome()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let pipe = Pipe()
        let errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        let buffer = Locked(Data())
        let errorBuffer = Locked(Data())
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            buffer.update { $0.append(chunk) }
        }
        errors.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            errorBuffer.update { $0.append(chunk) }
        }
        do {
            try process.run()
        } catch {
            outcome.cleanExit = false
            outcome.errorText = "cannot run \(executable): \(error.localizedDescription)"
            return outcome
        }
        var current: MechanicalMutant?
        var consumed = 0
        var lastBegin = ContinuousClock.now
        func consume() {
            let data = buffer.value
            guard let end = data[consumed...].lastIndex(of: UInt8(ascii: "\n")) else { return }
            let text = String(decoding: data[consumed...end], as: UTF8.self)
            consumed = end + 1
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ", maxSplits: 4).map(String.init)
                guard fields.count >= 3, let site = Int(fields[1]), let variant = Int(fields[2]) else { continue }
                let mutant = MechanicalMutant(site: site, variant: variant)
                switch fields[0] {
                case "begin":
                    current = mutant
                    lastBegin = ContinuousClock.now
                case "killed":
                    outcome.verdicts.append((mutant, fields.count >= 4 ? fields[3] : "?"))
                    current = nil
                case "survived":
                    outcome.verdicts.append((mutant, nil))
                    current = nil
                default: break
                }
            }
        }
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
            consume()
            if current != nil, ContinuousClock.now - lastBegin > .milliseconds(Int(timeout * 1000)) {
                outcome.timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        buffer.update { $0.append(pipe.fileHandleForReading.readDataToEndOfFile()) }
        consume()
        outcome.unfinished = current
        outcome.cleanExit = process.terminationReason == .exit && process.terminationStatus == 0
        outcome.errorText = String(decoding: errorBuffer.value, as: UTF8.self)
        return outcome
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()

    init(_ value: Value) { stored = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&stored)
    }
}
