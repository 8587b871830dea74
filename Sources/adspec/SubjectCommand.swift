import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

/// `adspec subject`: serves the reference engine (or a mutant, or one of the kit's conformance
/// subjects) over the subject protocol on standard input and output, for
/// `adspec verify --subject-command` and for anyone writing a bridge (Documentation/SubjectProtocol.md).
struct SubjectCommand: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "subject",
        abstract: "Serve the reference engine over the subject protocol (JSON lines on stdin/stdout).",
        discussion: """
            Answers the kit's hello, then each scenario message with the transcript's lines (or a \
            refusal) and end, until standard input ends; see Documentation/SubjectProtocol.md. \
            'adspec verify --subject-command "adspec subject"' runs the corpus through it. \
            Diagnostics go to standard error; standard output carries the protocol only.

            EXIT STATUS: 0 standard input ended, 2 the kit broke the protocol, 64 usage.
            """)

    @Option(help: ArgumentHelp("Serve this mutant of the reference engine ('adspec mutants --list').", valueName: "name"))
    var mutant: String?

    @Flag(
        help: """
            Serve each scenario through the documented public API: AdSpecHost builds its app with the \
            ad API (states, containers, primitives, modifiers) and plays its script through the \
            reference binding's driver (Documentation/YourImplementation.md, issue 37). Linux only.
            """)
    var publicAPI = false

    @Flag(help: "Send the normative lines only (the kit's NormativeOnlySubject): passes conformance mode, fails exact mode.")
    var normativeOnly = false

    @Flag(
        help: """
            Move every event's time inside its window and reorder same-instant events of different \
            subjects (the kit's ShiftedSubject; windows from the rule catalogue of --specs).
            """)
    var shifted = false

    @Option(
        help: ArgumentHelp(
            "A deliberate fault for the kit's tests: hang|crash|exit|garbage|wrong-message|version:GLOB.", visibility: .hidden))
    var fault: [String] = []

    @Option(
        help: ArgumentHelp(
            """
            Serve the reference engine with this implementation profile (a JSON object, setting name \
            to value, and optionally "configurable": [names]; Documentation/Conformance.md): its \
            values win over a scenario's, and its hello declares them.
            """, valueName: "file"))
    var profile: String?

    @Flag(help: ArgumentHelp("With --profile: run with it but declare none (the kit's tests of 'consistent with').", visibility: .hidden))
    var undeclared = false

    @OptionGroup var locations: LocationOptions

    func run(in context: Context) -> ExitStatus {
        var subject: any BindingSubject = ReferenceEngine()
        if publicAPI {
            guard mutant == nil else { return context.usageError("--public-api serves the public API, not a mutant") }
            guard let hosted = PublicAPIServing.subject else {
                return context.usageError("--public-api needs the SwiftUI-shaped front end, built on Linux only")
            }
            subject = hosted
        }
        var declared: Profile?
        if let profile {
            guard !publicAPI else {
                return context.usageError("--public-api serves the reference binding's own choices: --profile cannot change them")
            }
            switch ProfileFile.load(profile, specs: locations.workspace(in: context).specs) {
            case .success(let loaded):
                subject = ProfiledEngine(profile: loaded)
                declared = undeclared ? nil : loaded
            case .failure(.unreadable(let message)):
                context.console.err(message + "\n")
                return .badInput
            case .failure(.refused(let problems)):
                return context.usageError(problems.joined(separator: "\n"))
            }
        }
        if let mutant {
            do {
                subject = MutantSubject(mutant: try MutantsCommand.mutant(named: mutant))
            } catch {
                return context.usageError(error.message)
            }
        }
        if shifted {
            let workspace = locations.workspace(in: context)
            do throws(DiagnosticList) {
                subject = ShiftedSubject(wrapping: subject, windows: try ConformanceWindows.load(specsDirectory: workspace.specs))
            } catch {
                context.console.err(error.description + "\n")
                return .badInput
            }
        }
        if normativeOnly { subject = NormativeOnlySubject(wrapping: subject) }
        var faults: [(fault: SubjectServer.Fault, glob: String)] = []
        for text in fault {
            guard let parsed = SubjectServer.fault(text) else {
                let kinds = SubjectServer.Fault.allCases.map(\.rawValue).joined(separator: "|")
                return context.usageError("--fault takes \(kinds):GLOB, not '\(text)'")
            }
            faults.append(parsed)
        }
        let server = SubjectServer(subject: subject, faults: faults, profile: declared)
        let console = context.console
        let serve = {
            server.serve(
                read: { readLine(strippingNewline: true) },
                write: { Console.writeAll($0, to: STDOUT_FILENO) },
                diagnose: { console.err($0 + "\n") })
        }
        // The public API is main-actor isolated: the main thread runs it while another serves.
        let outcome = publicAPI ? PublicAPIServing.offMainThread(serve) : serve()
        switch outcome {
        case .finished: return .success
        case .protocolError: return .badInput
        case .faultExit: return .failure
        }
    }
}
