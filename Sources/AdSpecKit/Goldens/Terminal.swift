import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a person is at the keyboard, and what they answer: the commands that ask before they
/// act (`record` of a golden whose scenario did not change, `review`) ask only when standard
/// input and standard output are both a terminal. Tests give a `ScriptedTerminal` instead.
package protocol Terminal: Sendable {
    /// Standard input and output are a terminal (`isatty(0)` and `isatty(1)`).
    var isInteractive: Bool { get }
    /// Prints `prompt` (no newline) and reads one line of the answer; `nil` at end of input.
    func ask(_ prompt: String) -> String?
}

extension Terminal {
    /// `prompt [y/N] `: true only for `y` or `yes` (any case).
    package func confirm(_ prompt: String) -> Bool {
        guard let answer = ask(prompt + " [y/N] ") else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

/// This process's standard input and output.
package struct StandardTerminal: Terminal {
    package init() {}

    package var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

    package func ask(_ prompt: String) -> String? {
        FileHandle.standardOutput.write(Data(prompt.utf8))
        return readLine(strippingNewline: true)
    }
}

/// A terminal that answers from a list (for tests): interactive unless told otherwise; each
/// prompt is kept, in order, and answered by the next answer (`nil` once they run out).
package final class ScriptedTerminal: Terminal, @unchecked Sendable {
    package let isInteractive: Bool
    private let lock = NSLock()
    private var answers: [String]
    private var asked: [String] = []

    package init(answers: [String], interactive: Bool = true) {
        self.answers = answers
        self.isInteractive = interactive
    }

    package var prompts: [String] { lock.withLock { asked } }

    package func ask(_ prompt: String) -> String? {
        lock.withLock {
            asked.append(prompt)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }
}
