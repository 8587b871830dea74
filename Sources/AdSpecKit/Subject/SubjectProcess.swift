import AdSpecEngine
import AdSpecHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a subject process could not answer a scenario: it exited or was killed, did not answer
/// in time, or wrote something the protocol does not allow. Never measured time: a timeout says
/// the configured limit.
package struct SubjectFault: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
}

/// One running subject process (`/bin/sh -c <command>`) and its three pipes, driven by one
/// thread at a time (`ProcessSubject` hands it from thread to thread under a lock). Reads and
/// writes go through `poll(2)`, so that a subject that neither reads nor writes is noticed at
/// the deadline rather than blocking the kit.
package final class SubjectProcess: @unchecked Sendable {
    let command: String
    /// The profile its hello declared (issue 36, item 1), once the handshake is done.
    private(set) var declaredProfile: Profile?
    private let process: SpawnedProcess
    private var inFD: Int32 { process.input }
    private var outFD: Int32 { process.output }
    private var errFD: Int32 { process.errors }
    /// What the subject wrote that has not been read as a message yet: `outputBuffer` from
    /// `outputStart`, with no newline before `scannedUpTo` (each byte is searched once, so a
    /// long line is read in linear time).
    private var outputBuffer: [UInt8] = []
    private var outputStart = 0
    private var scannedUpTo = 0
    /// One `read(2)`'s worth, allocated once.
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)
    private var outputClosed = false
    private var errorText: [UInt8] = []
    private var errorsClosed = false
    private var inputClosed = false

    /// The first bytes of standard error kept for messages.
    static let keptErrorBytes = 2_000

    /// How long the kit listens after a scenario's `end` for output that must not come
    /// (Documentation/SubjectProtocol.md): a subject that writes after its `end` and then waits
    /// for the next scenario has written by then. Output that comes later is found before the
    /// next scenario is sent (`leftOver()`).
    static let afterEndListenMs = 5

    /// The scenario this process answered last, for output found after its `end`.
    private(set) var lastScenarioID: String?

    package init(command: String, environment: [String: String]? = nil) throws(SubjectFault) {
        self.command = command
        do throws(SpawnedProcess.Failure) {
            process = try SpawnedProcess(shellCommand: command, environment: environment)
        } catch {
            throw SubjectFault(description: error.description)
        }
        let flags = fcntl(process.input, F_GETFL)
        _ = fcntl(process.input, F_SETFL, flags | O_NONBLOCK)
        #if canImport(Darwin)
            _ = fcntl(process.input, F_SETNOSIGPIPE, 1)
        #endif
    }

    deinit { terminate() }

    /// A deadline `milliseconds` from now (monotonic; used only to stop waiting).
    static func deadline(afterMs milliseconds: Int) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds + UInt64(max(0, milliseconds)) * 1_000_000
    }

    /// Sends the kit's hello and reads the subject's; the subject's version must be the kit's.
    func handshake(timeoutMs: Int) throws(SubjectFault) {
        let deadline = Self.deadline(afterMs: timeoutMs)
        let limit = "within \(timeoutMs) ms (--subject-timeout)"
        try send(SubjectMessage.hello(version: SubjectProtocol.version, subject: nil).line, deadline: deadline, limit: limit)
        let message = try readMessage(deadline: deadline, limit: limit, expecting: "its hello")
        guard case .hello(let version, _, let profile) = message else {
            throw SubjectFault(description: "broke the protocol: expected its hello, got a '\(message.type)' message")
        }
        guard version == SubjectProtocol.version else {
            throw SubjectFault(
                description:
                    "speaks protocol version \(version); this kit speaks version \(SubjectProtocol.version) (Documentation/SubjectProtocol.md)"
            )
        }
        if let extra = leftOver(waitingMs: Self.afterEndListenMs, after: "its hello", before: "the first scenario") {
            throw SubjectFault(description: "broke the protocol: \(extra)")
        }
        declaredProfile = profile
    }

    /// Sends one scenario and reads its answer: the lines and `end`, or a refusal and `end`.
    func run(_ input: ScenarioInput, timeoutMs: Int) throws(SubjectFault) -> Result<[TranscriptLine], RunError> {
        let deadline = Self.deadline(afterMs: timeoutMs)
        let limit = "within \(timeoutMs) ms (--subject-timeout)"
        try send(SubjectMessage.scenario(input).line, deadline: deadline, limit: limit)
        var lines: [TranscriptLine] = []
        var refusal: RunError?
        while true {
            let expecting = refusal != nil ? "'end' after its refusal" : "a 'line', 'refusal' or 'end' message"
            let message = try readMessage(deadline: deadline, limit: limit, expecting: expecting, answered: lines.count)
            switch message {
            case .line(let line) where refusal == nil: lines.append(line)
            case .refusal(var error) where refusal == nil && lines.isEmpty:
                // The subject's words reach the terminal: its control characters are shown, not sent.
                error.message = ASCII.escaped(error.message)
                refusal = error
            case .end:
                lastScenarioID = input.id
                try expectNothingAfterEnd()
                if let refusal { return .failure(refusal) }
                return .success(lines)
            case .refusal:
                throw SubjectFault(
                    description:
                        "broke the protocol: a refusal after \(lines.count) transcript line\(lines.count == 1 ? "" : "s")")
            default:
                throw SubjectFault(description: "broke the protocol: expected \(expecting), got a '\(message.type)' message")
            }
        }
    }

    /// After `end` nothing may come before the next scenario: what has come, or comes within
    /// `afterEndListenMs`, is a protocol error of the scenario that just ended.
    private func expectNothingAfterEnd() throws(SubjectFault) {
        if let extra = leftOver(waitingMs: Self.afterEndListenMs) {
            throw SubjectFault(description: "broke the protocol: \(extra)")
        }
    }

    /// Output that came after the last `end` (or the hello: `after`), the first line of it
    /// quoted in a sentence, waiting up to `waitingMs` for some; nil when there is none. An
    /// output that ended (the subject exited) is not output: the next exchange reports it.
    func leftOver(waitingMs: Int = 0, after: String = "its 'end'", before: String = "the next scenario") -> String? {
        let deadline = Self.deadline(afterMs: waitingMs)
        while outputStart == outputBuffer.count && !outputClosed {
            // Past the deadline, once more without waiting: what is already in the pipe.
            let now = DispatchTime.now().uptimeNanoseconds
            let remaining = now < deadline ? Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000)) : 0
            var fd = [pollfd(fd: outFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fd, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = readBuffer.withUnsafeMutableBytes { read(outFD, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { outputClosed = true } else { outputBuffer += readBuffer[..<count] }
        }
        guard outputStart < outputBuffer.count else { return nil }
        let rest = outputBuffer[outputStart...]
        let line = rest.firstIndex(of: UInt8(ascii: "\n")).map { outputBuffer[outputStart..<$0] } ?? rest
        return "more output after \(after) (nothing may come before \(before)): \(Self.quote(Array(line)))"
    }

    /// Whether its output has ended (it exited or closed it).
    var hasEnded: Bool { outputClosed }

    // MARK: Pipes

    private func send(_ text: String, deadline: UInt64, limit: String) throws(SubjectFault) {
        // A subject that closed its input (or exited) is noticed when its output ends: whether
        // the write came before or after that is a race, which must not show in the message.
        var pending = Array(text.utf8)[...]
        while !pending.isEmpty && !inputClosed {
            try pump(deadline: deadline, limit: limit, writing: &pending, answered: 0)
        }
    }

    private func readMessage(
        deadline: UInt64, limit: String, expecting: String, answered: Int = 0
    ) throws(SubjectFault) -> SubjectMessage {
        var nothing = [UInt8]()[...]
        while true {
            if let newline = nextNewline() {
                let line = Array(outputBuffer[outputStart..<newline])
                outputStart = newline + 1
                scannedUpTo = outputStart
                if outputStart == outputBuffer.count {
                    outputBuffer.removeAll(keepingCapacity: outputBuffer.count <= 1 << 20)
                    (outputStart, scannedUpTo) = (0, 0)
                }
                if line.count > SubjectProtocol.maximumLineBytes { throw Self.tooLong(line) }
                return try Self.message(line)
            }
            let partial = outputBuffer.count - outputStart
            if partial > SubjectProtocol.maximumLineBytes { throw Self.tooLong(Array(outputBuffer[outputStart...])) }
            if outputClosed {
                if partial > 0 {
                    throw exited(
                        while: "writing a line (without its newline: \(Self.quote(Array(outputBuffer[outputStart...]))))",
                        answered: answered)
                }
                throw exited(while: "the kit waited for \(expecting)", answered: answered)
            }
            if outputStart > 0 && outputStart >= partial {
                // The lines read are dropped once they are at least as long as the partial one
                // kept: moving it costs no more than reading them did.
                outputBuffer.removeSubrange(..<outputStart)
                scannedUpTo -= outputStart
                outputStart = 0
            }
            try pump(deadline: deadline, limit: limit, writing: &nothing, answered: answered)
        }
    }

    /// The first newline not searched yet, if any; marks everything before it searched.
    private func nextNewline() -> Int? {
        guard scannedUpTo < outputBuffer.count else { return nil }
        let found = outputBuffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress,
                let at = memchr(base + scannedUpTo, Int32(UInt8(ascii: "\n")), bytes.count - scannedUpTo)
            else { return nil }
            return base.distance(to: at.assumingMemoryBound(to: UInt8.self))
        }
        scannedUpTo = found ?? outputBuffer.count
        return found
    }

    static func tooLong(_ line: [UInt8]) -> SubjectFault {
        SubjectFault(
            description:
                "broke the protocol: a line longer than \(SubjectProtocol.maximumLineBytes >> 20) MiB (the protocol's limit): \(quote(line))"
        )
    }

    /// The first bytes of a line, quoted, for messages.
    static func quote(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(60)
        var text = ""
        for byte in shown {
            switch byte {
            case 0x20..<0x7F where byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\\"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return "'\(text)'" + (bytes.count > shown.count ? "... (\(bytes.count) bytes)" : "")
    }

    static func message(_ line: [UInt8]) throws(SubjectFault) -> SubjectMessage {
        let value: JSONValue
        do {
            value = try JSONValue.parse(line)
        } catch {
            throw SubjectFault(description: "printed a line that is not JSON (\(error)): \(quote(line))")
        }
        do {
            return try SubjectMessage(wire: value)
        } catch {
            throw SubjectFault(description: "broke the protocol: \(error) in \(quote(line))")
        }
    }

    /// One round of `poll(2)`: writes what it can of `pending`, reads what is there.
    private func pump(deadline: UInt64, limit: String, writing pending: inout ArraySlice<UInt8>, answered: Int)
        throws(SubjectFault)
    {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { throw timedOut(limit, answered: answered) }
        let remaining = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
        var fds: [pollfd] = []
        if !pending.isEmpty && !inputClosed { fds.append(pollfd(fd: inFD, events: Int16(POLLOUT), revents: 0)) }
        if !outputClosed { fds.append(pollfd(fd: outFD, events: Int16(POLLIN), revents: 0)) }
        if !errorsClosed { fds.append(pollfd(fd: errFD, events: Int16(POLLIN), revents: 0)) }
        if fds.isEmpty { return }
        // In slices, so that a subject that exited while a process it left holds its pipes is
        // noticed (`abandonPipesIfExited`) long before the deadline.
        let ready = poll(&fds, nfds_t(fds.count), min(remaining, Self.exitCheckMs))
        if ready < 0 {
            if errno == EINTR { return }
            throw SubjectFault(description: "could not be watched: poll failed with errno \(errno)")
        }
        if ready == 0 {
            if DispatchTime.now().uptimeNanoseconds >= deadline { throw timedOut(limit, answered: answered) }
            abandonPipesIfExited()
            return
        }
        for entry in fds where entry.revents != 0 {
            if entry.fd == inFD {
                let (written, error) = pending.withUnsafeBytes { Self.writeWithoutSignal(inFD, $0.baseAddress, $0.count) }
                if written > 0 {
                    pending = pending.dropFirst(written)
                } else if written < 0 && error != EAGAIN && error != EINTR {
                    inputClosed = true  // EPIPE: the subject closed its input or exited
                }
                continue
            }
            let count = readBuffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if entry.fd == outFD {
                if count <= 0 { outputClosed = true } else { outputBuffer += readBuffer[..<count] }
            } else {
                if count <= 0 {
                    errorsClosed = true
                } else if errorText.count < Self.keptErrorBytes {
                    errorText += readBuffer[..<min(count, Self.keptErrorBytes - errorText.count)]
                }
            }
        }
    }

    /// How many lines came before the deadline, and what the subject wrote on standard error
    /// by then, depend on timing: neither is in the message.
    /// `write(2)` to the subject's input that cannot end the kit with SIGPIPE when the subject
    /// has gone: it fails with EPIPE instead, and the subject's exit is reported. The signal's
    /// disposition is left alone (an ignored SIGPIPE would be inherited by every process the kit
    /// starts later): on Linux the signal is blocked in this thread for the write and a SIGPIPE
    /// the write raised is taken before unblocking; on Darwin the pipe has `F_SETNOSIGPIPE`.
    static func writeWithoutSignal(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> (Int, Int32) {
        #if canImport(Glibc)
            var pipeSignal = sigset_t()
            sigemptyset(&pipeSignal)
            sigaddset(&pipeSignal, SIGPIPE)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
            var pendingBefore = sigset_t()
            sigpending(&pendingBefore)
            let written = write(fd, bytes, count)
            let error = errno
            if written < 0 && error == EPIPE && sigismember(&pendingBefore, SIGPIPE) != 1 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            return (written, error)
        #else
            let written = write(fd, bytes, count)
            return (written, errno)
        #endif
    }

    private func timedOut(_ limit: String, answered: Int) -> SubjectFault {
        terminate()
        return SubjectFault(description: "did not answer \(limit): killed")
    }

    /// The subject's output ended (it exited, or closed it): how it ended, once it has.
    private func exited(while what: String, answered: Int = 0) -> SubjectFault {
        // Its standard error to the end (quoted: it is complete once the process has ended, so
        // the same every run), and its exit, within five seconds (a loaded machine is slow to
        // report an exit; a live process is killed then).
        let deadline = Self.deadline(afterMs: 5_000)
        var nothing = [UInt8]()[...]
        while !errorsClosed, DispatchTime.now().uptimeNanoseconds < deadline {
            do { try pump(deadline: deadline, limit: "", writing: &nothing, answered: 0) } catch { break }
        }
        while process.isRunning, DispatchTime.now().uptimeNanoseconds < deadline { usleep(1_000) }
        let how: String
        if process.isRunning {
            terminate()
            how = "closed its output without exiting (killed)"
        } else if let number = process.termination.signal {
            how = "was killed by signal \(number)\(Self.signalNames[number].map { " (\($0))" } ?? "")"
        } else {
            how = "exited with status \(process.termination.exitStatus)"
        }
        let progress = answered > 0 ? ", after \(answered) transcript line\(answered == 1 ? "" : "s")" : ""
        return SubjectFault(description: "\(how) while \(what)\(progress)\(stderrSuffix)")
    }

    static let signalNames: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
        SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
    ]

    /// `; its standard error began: '...'` when it wrote any.
    private var stderrSuffix: String {
        let first = errorText.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).first.map(Array.init) ?? []
        return first.isEmpty ? "" : "; its standard error began: \(Self.quote(first))"
    }

    /// Ends the process and everything it started in its process group (`/bin/sh -c` may have
    /// children), waits for it, and closes the kit's ends of its pipes: a process that left the
    /// group (`setsid`) and holds them is not waited for (issue 40, item 3).
    func terminate() {
        process.killGroup()
        closePipes()
    }

    /// Closes the subject's input, which asks it to exit; kills it if it has not within `graceMs`.
    func close(graceMs: Int) {
        if !inputClosed {
            inputClosed = true
            closeInput()
        }
        let deadline = Self.deadline(afterMs: graceMs)
        while process.isRunning, DispatchTime.now().uptimeNanoseconds < deadline { usleep(1_000) }
        terminate()
    }

    private var pipesClosed = false
    private var inputFDClosed = false

    private func closeInput() {
        guard !inputFDClosed else { return }
        inputFDClosed = true
        _ = Self.closeFD(inFD)
    }

    private static func closeFD(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.close(fd)
        #else
            return Darwin.close(fd)
        #endif
    }

    private func closePipes() {
        guard !pipesClosed else { return }
        pipesClosed = true
        closeInput()
        inputClosed = true
        _ = Self.closeFD(outFD)
        _ = Self.closeFD(errFD)
        outputClosed = true
        errorsClosed = true
    }

    // MARK: A subject that exited while something else holds its pipes

    /// How long the kit goes on reading a subject's pipes after the subject itself exited
    /// (issue 40, item 3). Output it wrote before it exited is in the pipe by then; a process it
    /// started in a session of its own (`setsid`) that keeps the pipes open is not the subject,
    /// and is not waited for: after this grace its pipes are abandoned and the exit is reported.
    static let afterExitGraceMs = 500

    /// How often, at most, the kit looks whether the subject exited while it waits on its pipes.
    static let exitCheckMs: Int32 = 50

    /// When the subject was first seen to have exited with its pipes still open.
    private var exitSeenAt: UInt64?

    /// Abandons the pipes once the subject exited `afterExitGraceMs` ago (they stay open only
    /// because a process it left behind holds them).
    private func abandonPipesIfExited() {
        guard !pipesClosed, !process.isRunning else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard let seen = exitSeenAt else {
            exitSeenAt = now
            return
        }
        if now - seen >= UInt64(Self.afterExitGraceMs) * 1_000_000 { closePipes() }
    }
}
