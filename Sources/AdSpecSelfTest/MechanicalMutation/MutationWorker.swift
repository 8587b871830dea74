import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import Foundation

/// The schema's handle, given by the worker executable generated into the schema's copy (its
/// `main.swift` is three lines; everything else is here, built and tested with the kit).
package struct MutantSwitch: Sendable {
    package var activate: @Sendable (_ site: Int, _ variant: Int) -> Void
    package var resetHits: @Sendable () -> Void
    package var hits: @Sendable () -> [Int]
    /// The sites executed since the last `limitSteps`.
    package var steps: @Sendable () -> Int
    /// Counts executed sites from zero; past the limit the schema calls the overrun handler.
    package var limitSteps: @Sendable (Int) -> Void
    /// Sets what the schema calls when a run executes more sites than its limit (a hang).
    package var onOverrun: @Sendable (@escaping () -> Never) -> Void

    package init(
        activate: @escaping @Sendable (Int, Int) -> Void, resetHits: @escaping @Sendable () -> Void,
        hits: @escaping @Sendable () -> [Int], steps: @escaping @Sendable () -> Int,
        limitSteps: @escaping @Sendable (Int) -> Void, onOverrun: @escaping @Sendable (@escaping () -> Never) -> Void
    ) {
        self.activate = activate
        self.resetHits = resetHits
        self.hits = hits
        self.steps = steps
        self.limitSteps = limitSteps
        self.onOverrun = onOverrun
    }
}

/// The worker: runs in the schema's build, one mutant at a time, against the corpus in exact mode
/// (each transcript byte for byte against its golden). Its protocol, one line per fact on
/// standard output, is read by `MechanicalMutationRun`:
///
///     worker SPECS GOLDENS hits
///         load-hits <site> <site> …           the sites loading the corpus executes
///         load-steps <n>                      how many sites it executes (with repeats)
///         baseline-fail <scenario> <why>      the plain schema does not pass the scenario
///         hits <scenario> <site> <site> …     the sites the scenario executes
///         steps <scenario> <n>                how many sites it executes (with repeats)
///         again <site> <site> …               the sites a second load and run of the corpus executes
///     worker SPECS GOLDENS run FILE LIMITS    FILE: lines `<site> <variant> reload|- <scenario> …`
///                                             (`reload`: load the corpus again with the mutant on;
///                                             `fresh`: the one mutant, on from the start through
///                                             ADSPEC_MUTANT_ACTIVE="<site> <variant>");
///                                             LIMITS: lines `<scenario> <steps>`, `(load) <steps>`
///         begin <site> <variant>
///         killed <site> <variant> <scenario> <how>
///         killed <site> <variant> (timeout) <how>   over its step limit; the worker then ends (status 0)
///         survived <site> <variant>
///
/// A mutant that runs past its step limit is a hang (killed, as `(timeout)`): the step count is
/// the number of sites executed, so the verdict does not depend on the machine's speed or load.
/// A mutant that crashes the worker, or loops without executing a site for longer than the
/// parent's wall-clock timeout, is judged by the parent (killed).
package enum MutationWorker {
    package static func main(arguments: [String], switch handle: MutantSwitch) -> Int32 {
        guard arguments.count >= 3 else {
            FileHandle.standardError.write(Data("usage: worker SPECS GOLDENS hits | run FILE LIMITS\n".utf8))
            return 64
        }
        let specs = URL(fileURLWithPath: arguments[0])
        let workspace = Workspace(
            specs: specs, goldens: GoldenStore(directory: URL(fileURLWithPath: arguments[1])),
            displayBase: specs.deletingLastPathComponent())
        // The loader builds engine values (settings, fixtures, names): sites it executes are
        // recorded as load sites, and a mutant of one reloads the corpus with the mutant active.
        func load() -> Result<[LoadedScenario], DiagnosticList> {
            do throws(DiagnosticList) {
                // On this thread alone: the schema's step count and hit flags are plain memory, and
                // the workers already use every core.
                return .success(try Corpus.loadEach(specsDirectory: specs, jobs: 1).scenarios.sorted { $0.id < $1.id })
            } catch {
                return .failure(error)
            }
        }
        let out = FileHandle.standardOutput
        func say(_ line: String) { out.write(Data((line + "\n").utf8)) }
        // Each run's step limit, by scenario (`(load)`: loading the corpus), from the parent's
        // site-hit pass; none in the hit pass itself.
        var limits: [String: Int] = [:]
        if arguments[2] == "run", arguments.count >= 5 {
            guard let limitData = FileManager.default.contents(atPath: arguments[4]) else { return 2 }
            for line in String(decoding: limitData, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count == 2, let limit = Int(fields[1]) { limits[String(fields[0])] = limit }
            }
        }
        // Where a run goes over its limit the mutant is a hang: say so and end the worker (the
        // engine cannot be unwound from inside the loop); the parent starts another.
        var running = (site: -1, variant: 0, scenario: "(load)")
        handle.onOverrun {
            say("killed \(running.site) \(running.variant) (timeout) over the step limit in \(running.scenario)")
            // At once, without the exit handlers: the engine is stopped inside a loop.
            _exit(0)
        }
        // A mutant of a static value runs in a worker of its own, switched on before anything runs.
        let first = ProcessInfo.processInfo.environment["ADSPEC_MUTANT_ACTIVE"]?.split(separator: " ").compactMap { Int($0) }
        if let first, first.count == 2 {
            // Begun before the load: a mutant that crashes the load (a static value's initialiser
            // runs there) is judged as this mutant's crash, not as a worker that never started.
            say("begin \(first[0]) \(first[1])")
            handle.activate(first[0], first[1])
            running = (first[0], first[1], "(load)")
            handle.limitSteps(limits["(load)"] ?? .max)
        } else {
            handle.activate(-1, 0)
            handle.limitSteps(.max)
        }
        handle.resetHits()
        let corpus: [LoadedScenario]
        switch load() {
        case .success(let scenarios): corpus = scenarios
        case .failure(let error):
            FileHandle.standardError.write(Data((error.diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
            return 2
        }
        let loadHits = handle.hits()
        let loadSteps = handle.steps()
        handle.limitSteps(.max)
        let byID = Dictionary(corpus.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let checker = ScenarioChecker(subject: ReferenceEngine(), workspace: workspace, policy: GoldenPolicy())
        // Each golden is read once per worker, not once per mutant.
        var goldens: [String: String?] = [:]
        func verdict(_ scenario: LoadedScenario) -> String? {
            let golden: String?
            if let known = goldens[scenario.id] {
                golden = known
            } else {
                golden = workspace.goldens.read(workspace.goldens.goldenURL(for: scenario.id))
                goldens[scenario.id] = golden
            }
            return MutationRun.verdict(checker.transcript(of: scenario), golden: golden)
        }
        switch arguments[2] {
        case "hits":
            say((["load-hits"] + loadHits.map(String.init)).joined(separator: " "))
            say("load-steps \(loadSteps)")
            for scenario in corpus {
                handle.resetHits()
                handle.limitSteps(.max)
                if let why = verdict(scenario) {
                    say("baseline-fail \(scenario.id) \(why.collapsingWhitespace())")
                    continue
                }
                let steps = handle.steps()
                say((["hits", scenario.id] + handle.hits().map(String.init)).joined(separator: " "))
                say("steps \(scenario.id) \(steps)")
            }
            // The load and the corpus again: a site the first pass executed and this one does not
            // runs once per process (in a static or global value's initialiser, or in what that
            // calls, like a wording declared as a `static let`), so switching its mutant on in a
            // running worker changes nothing; the parent runs it in a worker of its own.
            handle.resetHits()
            _ = load()
            for scenario in corpus { _ = verdict(scenario) }
            say((["again"] + handle.hits().map(String.init)).joined(separator: " "))
            return 0
        case "run" where arguments.count >= 5:
            guard let data = FileManager.default.contents(atPath: arguments[3]) else { return 2 }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                guard fields.count >= 3, let site = Int(fields[0]), let variant = Int(fields[1]) else { continue }
                say("begin \(site) \(variant)")
                running = (site, variant, "(load)")
                handle.activate(site, variant)
                var killer: (String, String)?
                var scenarios = byID
                if fields[2] == "reload" {
                    handle.limitSteps(limits["(load)"] ?? .max)
                    let reloaded = load()
                    handle.limitSteps(.max)
                    switch reloaded {
                    case .success(let reloaded):
                        scenarios = Dictionary(reloaded.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                    case .failure(let error):
                        killer = ("(load)", "the corpus does not load: " + (error.diagnostics.first?.description ?? ""))
                    }
                }
                for id in fields.dropFirst(3) where killer == nil {
                    guard let scenario = scenarios[id] else {
                        killer = (id, "the scenario does not load")
                        break
                    }
                    running.scenario = id
                    handle.limitSteps(limits[id] ?? .max)
                    let how = verdict(scenario)
                    handle.limitSteps(.max)
                    if let how {
                        killer = (id, how.collapsingWhitespace())
                        break
                    }
                }
                handle.activate(-1, 0)
                if let (id, how) = killer {
                    say("killed \(site) \(variant) \(id) \(how)")
                } else {
                    say("survived \(site) \(variant)")
                }
            }
            return 0
        default:
            FileHandle.standardError.write(Data("usage: worker SPECS GOLDENS hits | run FILE LIMITS\n".utf8))
            return 64
        }
    }
}
