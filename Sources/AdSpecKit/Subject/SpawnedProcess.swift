import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn` in a process group of its own, its three standard
/// streams on pipes, and its exit read with `waitpid` on this pid alone.
///
/// Not Foundation's `Process` (issue 40, item 3): on Linux it learns that the child ended when a
/// socket the child inherited is closed, and every process the child starts inherits it too, so
/// a helper started with `setsid` (out of the group the kit kills) kept `isRunning` true, and
/// `waitUntilExit()` waiting, for as long as the helper lived. Here the kit's ends of the pipes are
/// close-on-exec, nothing else is handed to the child, and the exit is the child's own.
final class SpawnedProcess: @unchecked Sendable {
    let pid: pid_t
    /// The kit's ends: the child's standard input (write), output and error (read).
    let input: Int32
    let output: Int32
    let errors: Int32
    /// The child's wait status, once `waitpid` has returned it.
    private var status: Int32?

    struct Failure: Error {
        var description: String
    }

    /// `/bin/sh -c command`, in the current directory, with `environment` (this process's when nil).
    init(shellCommand command: String, environment: [String: String]?) throws(Failure) {
        let spawned = Self.spawning.withLock { _ in Result { () throws(Failure) in try Self.spawn(command, environment) } }
        (pid, input, output, errors) = try spawned.get()
    }

    private static func spawn(_ command: String, _ environment: [String: String]?) throws(Failure) -> (pid_t, Int32, Int32, Int32) {
        var fds: [[Int32]] = []
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard Self.closeOnExecPipe(&pair) else {
                let error = errno
                for opened in fds { for fd in opened { close(fd) } }
                throw Failure(description: "could not make a pipe (errno \(error))")
            }
            fds.append(pair)
        }
        // The child's ends: stdin reads fds[0][0], stdout writes fds[1][1], stderr writes fds[2][1].
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0][0], 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1][1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[2][1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group (pgid = pid), so that `kill(-pid)` ends what `/bin/sh -c` started;
        // default signal dispositions and an empty mask, whatever this process has.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = ["/bin/sh", "-c", command]
        let environmentLines = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let result = Self.withCStrings(arguments) { argv in
            Self.withCStrings(environmentLines) { envp in
                posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
            }
        }
        close(fds[0][0])
        close(fds[1][1])
        close(fds[2][1])
        guard result == 0 else {
            close(fds[0][1])
            close(fds[1][0])
            close(fds[2][0])
            throw Failure(description: "could not be started: posix_spawn failed with errno \(result)")
        }
        return (child, fds[0][1], fds[1][0], fds[2][0])
    }

    /// A pipe whose two ends are close-on-exec. Made, and the child spawned, under `spawning`, so
    /// that no other subject started at the same time (`-j N`) inherits an end between `pipe` and
    /// `fcntl`.
    private static func closeOnExecPipe(_ pair: inout [Int32]) -> Bool {
        guard pipe(&pair) == 0 else { return false }
        for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static let spawning = Lock(())

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Whether the child has not exited yet. An exit is seen without reaping the child (`WNOWAIT`):
    /// while it is unreaped its pid, and so its process group's id, cannot be reused, so `kill()`
    /// can still end what it left running in its group.
    var isRunning: Bool {
        if status != nil || exited { return false }
        #if canImport(Glibc)
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result == 0 && info._sifields._sigchld.si_pid == pid {
                exited = true
                return false
            }
            if result < 0 && errno != EINTR {
                status = 0  // ECHILD: nothing left to wait for
                return false
            }
            return true
        #else
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            if result == pid {
                status = raw
                return false
            }
            if result < 0 && errno != EINTR {
                status = 0
                return false
            }
            return true
        #endif
    }

    /// Seen to have exited, not reaped yet.
    private var exited = false

    /// Waits for the child's exit and reaps it (after it was killed, this is at once).
    private func reap() {
        while status == nil {
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, 0)
            if result == pid {
                status = raw
            } else if result < 0 && errno != EINTR {
                status = 0
            }
        }
    }

    /// How it ended: the signal that ended it, or nil and its exit status. Reaps it.
    var termination: (signal: Int32?, exitStatus: Int32) {
        reap()
        let raw = status ?? 0
        let signal = raw & 0x7f
        if signal != 0 && signal != 0x7f { return (signal, 0) }
        return (nil, (raw >> 8) & 0xff)
    }

    /// SIGKILL to its process group (what `/bin/sh -c` started and left there, even after the
    /// shell exited) and to itself, then reaps it. A process that left the group (`setsid`) is
    /// not reached: its pipes are the kit's to close, and it is left to itself.
    func killGroup() {
        if status == nil {
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
        }
        reap()
    }

    deinit { killGroup() }
}
