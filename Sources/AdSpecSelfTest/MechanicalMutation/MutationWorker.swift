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

    package init(
        activate: @escaping @Sendable (Int, Int) -> Void, resetHits: @escaping @Sendable () -> Void,
        hits: @escaping @Sendable () -> [Int]
    ) {
        self.activate = activate
        self.resetHits = resetHits
        self.hits = hits
    }
}

/// The worker: runs in the schema's build, one mutant at a time, against the corpus in exact mode
/// (each transcript byte for byte against its golden). Its protocol, one line per fact on
/// standard output, is read by `MechanicalMutationRun`:
///
///     worker SPECS GOLDENS hits
///         load-hits <site> <site> …           the sites loading the corpus executes
///         baseline-fail <scenario> <why>      the plain schema does not pass the scenario
///         hits <scenario> <site> <site> …     the sites the scenario executes
///     worker SPECS GOLDENS run FILE           FILE: lines `<site> <variant> reload|- <scenario> …`
///                                             (`reload`: load the corpus again with the mutant on;
///                                             `fresh`: the one mutant, on from the start through
///                                             ADSPEC_MUTANT_ACTIVE="<site> <variant>")
///         begin <site> <variant>
///         killed <site> <variant> <scenario> <how>
///         survived <site> <variant>
///
/// A mutant that crashes the worker or never ends is judged by the parent (killed).
package enum MutationWorker {
    package static func main(arguments: [String], switch handle: MutantSwitch) -> Int32 {
        guard arguments.count >= 3 else {
            FileHandle.standardError.write(Data("usage: worker SPECS GOLDENS hits | run FILE\n".utf8))
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
                return .success(try Corpus.loadEach(specsDirectory: specs).scenarios.sorted { $0.id < $1.id })
            } catch {
                return .failure(error)
            }
        }
        // A mutant of a static value runs in a worker of its own, switched on before anything runs.
        let first = ProcessInfo.processInfo.environment["ADSPEC_MUTANT_ACTIVE"]?.split(separator: " ").compactMap { Int($0) }
        if let first, first.count == 2 {
            handle.activate(first[0], first[1])
        } else {
            handle.activate(-1, 0)
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
        let byID = Dictionary(corpus.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let checker = ScenarioChecker(subject: ReferenceEngine(), workspace: workspace, policy: GoldenPolicy())
        let out = FileHandle.standardOutput
        func say(_ line: String) { out.write(Data((line + "\n").utf8)) }
        func verdict(_ scenario: LoadedScenario) -> String? {
            let golden = workspace.goldens.read(workspace.goldens.goldenURL(for: scenario.id))
            return MutationRun.verdict(checker.transcript(of: scenario), golden: golden)
        }
        switch arguments[2] {
        case "hits":
            say((["load-hits"] + loadHits.map(String.init)).joined(separator: " "))
            for scenario in corpus {
                handle.resetHits()
                if let why = verdict(scenario) {
                    say("baseline-fail \(scenario.id) \(why.collapsingWhitespace())")
                    continue
                }
                say((["hits", scenario.id] + handle.hits().map(String.init)).joined(separator: " "))
            }
            return 0
        case "run" where arguments.count >= 4:
            guard let data = FileManager.default.contents(atPath: arguments[3]) else { return 2 }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                guard fields.count >= 3, let site = Int(fields[0]), let variant = Int(fields[1]) else { continue }
                say("begin \(site) \(variant)")
                handle.activate(site, variant)
                var killer: (String, String)?
                var scenarios = byID
                if fields[2] == "reload" {
                    switch load() {
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
                    if let how = verdict(scenario) {
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
            FileHandle.standardError.write(Data("usage: worker SPECS GOLDENS hits | run FILE\n".utf8))
            return 64
        }
    }
}
