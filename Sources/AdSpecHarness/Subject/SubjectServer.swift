import AdSpecEngine
import Foundation

/// The subject's side of the protocol (Documentation/SubjectProtocol.md): answers the kit's
/// `hello`, then every `scenario` with its transcript lines (or a refusal) and `end`, until its
/// input ends. `adspec subject` serves the reference engine, a mutant or the kit's conformance
/// subjects with it; the kit's tests drive it in process.
package struct SubjectServer: Sendable {
    /// A deliberate misbehaviour for the kit's own tests of `adspec verify --subject-command`
    /// (`adspec subject --fault KIND:GLOB`, hidden): on the scenarios whose id matches the glob.
    package enum Fault: String, Sendable, CaseIterable {
        /// Never answers (sleeps until killed).
        case hang
        /// Writes the first half of its lines, then is killed by SIGKILL.
        case crash
        /// Writes the first half of its lines, then exits with status 1.
        case exit
        /// Writes a line that is not JSON.
        case garbage
        /// Answers a message of the wrong type (a `hello`) in place of a transcript line.
        case wrongMessage = "wrong-message"
        /// Answers the handshake with version 2 (the glob is not used: the handshake comes first).
        case version
    }

    package var subject: any BindingSubject
    package var faults: [(fault: Fault, glob: String)] = []
    /// The profile declared in the subject's hello (issue 36, item 1); `nil`: none.
    package var profile: Profile?

    package init(subject: any BindingSubject, faults: [(fault: Fault, glob: String)] = [], profile: Profile? = nil) {
        self.subject = subject
        self.faults = faults
        self.profile = profile
    }

    /// Parses `KIND:GLOB`.
    package static func fault(_ text: String) -> (fault: Fault, glob: String)? {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let fault = Fault(rawValue: parts[0]) else { return nil }
        return (fault, parts[1])
    }

    /// How serving ended.
    package enum Outcome: Sendable, Equatable {
        /// The kit closed the subject's input.
        case finished
        /// The kit broke the protocol (described on standard error).
        case protocolError
        /// A fault (`exit`) ended the process early.
        case faultExit
    }

    private func fault(_ fault: Fault, for id: String) -> Bool {
        faults.contains { $0.fault == fault && ($0.glob == "*" || IDPattern.matches($0.glob, id)) }
    }

    /// Serves until `read` returns nil. `write` takes whole lines (with their newline), one call
    /// per answer so that an answer leaves in one write; `diagnose` takes a line for standard error.
    package func serve(read: () -> String?, write: (String) -> Void, diagnose: (String) -> Void) -> Outcome {
        guard let first = read() else { return .finished }
        switch Self.message(first) {
        case .success(.hello(let version, _, _)):
            if version != SubjectProtocol.version {
                diagnose(
                    "adspec subject: the kit speaks protocol version \(version); this subject speaks \(SubjectProtocol.version)")
            }
        case .success(let other):
            diagnose("adspec subject: expected the kit's hello, got a '\(other.type)' message")
            return .protocolError
        case .failure(let error):
            diagnose("adspec subject: the kit's first line is not a hello: \(error)")
            return .protocolError
        }
        let version = faults.contains { $0.fault == .version } ? SubjectProtocol.version + 1 : SubjectProtocol.version
        write(SubjectMessage.hello(version: version, subject: subject.name, profile: profile).line)
        while let text = read() {
            let input: ScenarioInput
            switch Self.message(text) {
            case .success(.scenario(let scenario)): input = scenario
            case .success(let other):
                diagnose("adspec subject: expected a scenario message, got a '\(other.type)' message")
                return .protocolError
            case .failure(let error):
                diagnose("adspec subject: a line from the kit is not a message: \(error)")
                return .protocolError
            }
            if fault(.hang, for: input.id) {
                while true { sleep(3600) }
            }
            if fault(.garbage, for: input.id) {
                write("this is not JSON {\"type\": \"line\"\n")
                continue
            }
            if fault(.wrongMessage, for: input.id) {
                write(SubjectMessage.hello(version: SubjectProtocol.version, subject: subject.name).line)
                continue
            }
            let answer: [SubjectMessage]
            do {
                answer = try subject.run(input).map(SubjectMessage.line) + [.end]
            } catch {
                answer = [.refusal(error), .end]
            }
            if fault(.crash, for: input.id) || fault(.exit, for: input.id) {
                write(answer.prefix(answer.count / 2).map(\.line).joined())
                if fault(.crash, for: input.id) { kill(getpid(), SIGKILL) }
                return .faultExit
            }
            write(answer.map(\.line).joined())
        }
        return .finished
    }

    static func message(_ text: String) -> Result<SubjectMessage, MessageError> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            return .failure(MessageError(description: "not JSON: \(error)"))
        }
        do {
            return .success(try SubjectMessage(wire: value))
        } catch {
            return .failure(MessageError(description: error.description))
        }
    }

    struct MessageError: Error, CustomStringConvertible {
        var description: String
    }
}
