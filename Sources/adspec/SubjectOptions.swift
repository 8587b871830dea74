import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser

/// `adspec verify --subject-command '<cmd>' [--subject-timeout MS]`: run the scenarios through a
/// subject process over the subject protocol (Documentation/SubjectProtocol.md).
struct SubjectOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            Run each scenario through this command (run with /bin/sh -c) over the subject protocol \
            instead of the reference engine in process: one process serves scenario after \
            scenario, one per job. A subject that crashes, hangs or breaks the protocol is an \
            ERROR for that scenario; the next one gets a fresh process. Never writes goldens.
            """, valueName: "cmd"))
    var subjectCommand: String?

    @Option(
        help: ArgumentHelp(
            "Milliseconds a subject process may take to answer its handshake, and each scenario (default: \(ProcessSubject.defaultTimeoutMs)).",
            valueName: "ms"))
    var subjectTimeout: Int?

    func validate() throws {
        if let subjectTimeout, subjectTimeout < 1 {
            throw ValidationError("--subject-timeout takes a positive number of milliseconds, not '\(subjectTimeout)'")
        }
        if subjectTimeout != nil && subjectCommand == nil {
            throw ValidationError("--subject-timeout needs --subject-command")
        }
        if let subjectCommand, subjectCommand.allSatisfy(\.isWhitespace) {
            throw ValidationError("--subject-command takes a command, not an empty string")
        }
    }

    /// The process subject the options ask for, if any.
    var subject: ProcessSubject? {
        subjectCommand.map { ProcessSubject(command: $0, timeoutMs: subjectTimeout ?? ProcessSubject.defaultTimeoutMs) }
    }
}
