import AdSpecEngine

/// A subject that reports faults of its own, apart from the scenario's `RunError`: a process
/// that crashed, hung or broke the protocol. `ScenarioChecker` makes such a scenario an ERROR
/// whatever the scenario expected (a negative scenario's expected refusal included).
package protocol SubjectFaultReporting: BindingSubject {
    /// What went wrong with the last run of the scenario with id `scenarioID`, if anything.
    func fault(of scenarioID: String) -> String?
}

/// An implementation of the binding in another process, driven over the JSON-lines protocol
/// (Documentation/SubjectProtocol.md): `adspec verify --subject-command '<cmd>'`.
///
/// One process serves scenario after scenario; a run on N threads (`-j N`) starts up to N of
/// them, each serving one scenario at a time. A process that crashes, does not answer within
/// `timeoutMs`, or breaks the protocol is killed and its scenario is an ERROR naming the
/// reason; the next scenario gets a fresh process. After `failedHandshakesBeforeGivingUp`
/// processes in a row failed their handshake, no more are started: every later scenario is an
/// ERROR saying so at once. Its name in reports is the command.
public final class ProcessSubject: SubjectFaultReporting, Sendable {
    public let command: String
    /// How long a new process may take to answer the handshake, and how long each scenario's
    /// answer may take, in milliseconds.
    public let timeoutMs: Int
    public static let defaultTimeoutMs = 10_000
    /// How many processes in a row may fail their handshake before the run stops starting
    /// them (Documentation/SubjectProtocol.md): a command that is not a subject would otherwise
    /// be started, and waited for, once for every scenario.
    public static let failedHandshakesBeforeGivingUp = 3
    private let environment: [String: String]?
    private let idle = Lock<[SubjectProcess]>([])
    private let faults = Lock<[String: String]>([:])
    /// Handshakes failed since the last that succeeded, and why the last failed.
    private let failedHandshakes = Lock<(inARow: Int, last: String)>((0, ""))

    /// `command` runs with `/bin/sh -c`, in the current directory, with this process's
    /// environment unless `environment` is given.
    public init(command: String, timeoutMs: Int = ProcessSubject.defaultTimeoutMs, environment: [String: String]? = nil) {
        self.command = command
        self.timeoutMs = timeoutMs
        self.environment = environment
    }

    deinit { shutDown() }

    public var name: String { command }

    package func fault(of scenarioID: String) -> String? { faults.withLock { $0[scenarioID] } }

    public func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        faults.withLock { $0[input.id] = nil }
        let answer: Result<[TranscriptLine], RunError>
        do throws(SubjectFault) {
            var reused = idle.withLock { $0.popLast() }
            if let process = reused, let late = process.leftOver() {
                // Output after the `end` of the scenario it answered last, come after the kit
                // stopped listening for it: not this scenario's. That scenario's verdict is
                // given already; the fault is kept under its id, and this scenario gets a
                // fresh process.
                process.terminate()
                if let previous = process.lastScenarioID {
                    let message = "the subject process failed on scenario \(previous): it broke the protocol: \(late)"
                    faults.withLock { $0[previous] = message }
                }
                reused = nil
            } else if let process = reused, process.hasEnded {
                // It exited after its last `end`: a fresh process for this scenario.
                process.terminate()
                reused = nil
            }
            let process: SubjectProcess
            if let reused { process = reused } else { process = try start() }
            do throws(SubjectFault) {
                answer = try process.run(input, timeoutMs: timeoutMs)
            } catch {
                process.terminate()
                throw error
            }
            idle.withLock { $0.append(process) }
        } catch {
            let message = "the subject process failed on scenario \(input.id): it \(error.description)"
            faults.withLock { $0[input.id] = message }
            throw RunError(stepIndex: nil, message: message)
        }
        return try answer.get()
    }

    /// The profile the command's hello declares (issue 36, item 1), read before the run from a
    /// process that then serves scenarios like any other; `nil`: it declares none, or its
    /// handshake failed (not counted here: the scenarios' own runs report it, each an ERROR).
    package func declaredProfile() -> Profile? {
        let process: SubjectProcess
        do throws(SubjectFault) {
            process = try start()
        } catch {
            failedHandshakes.withLock { $0 = (max(0, $0.inARow - 1), $0.last) }
            return nil
        }
        let profile = process.declaredProfile
        idle.withLock { $0.append(process) }
        return profile
    }

    private func start() throws(SubjectFault) -> SubjectProcess {
        let (inARow, last) = failedHandshakes.withLock { $0 }
        if inARow >= Self.failedHandshakesBeforeGivingUp {
            throw SubjectFault(
                description:
                    "was not started: \(Self.failedHandshakesBeforeGivingUp) processes of the command in a row failed their handshake (the last: it \(last)), "
                    + "so the kit starts no more in this run; make the command answer the kit's hello "
                    + "(Documentation/SubjectProtocol.md) and run again")
        }
        let process: SubjectProcess
        do throws(SubjectFault) {
            process = try SubjectProcess(command: command, environment: environment)
        } catch {
            failedHandshakes.withLock { $0 = ($0.inARow + 1, error.description) }
            throw error
        }
        do throws(SubjectFault) {
            try process.handshake(timeoutMs: timeoutMs)
        } catch {
            process.terminate()
            failedHandshakes.withLock { $0 = ($0.inARow + 1, error.description) }
            throw SubjectFault(description: "\(error.description) (at its handshake)")
        }
        failedHandshakes.withLock { $0 = (0, "") }
        return process
    }

    /// Asks every idle process to exit (closing its input) and kills those that do not within
    /// a second. Further runs start new processes.
    public func shutDown() {
        let processes = idle.withLock { processes in
            defer { processes = [] }
            return processes
        }
        for process in processes { process.close(graceMs: 1_000) }
    }
}
