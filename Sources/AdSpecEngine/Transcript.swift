/// The engine's output: one event a line, stamped with engine time. The text layout is fixed so
/// that transcripts diff well and are byte-identical on every machine:
///
///     "%6d ms  %-17s %s"  — time right-aligned in 6 columns, the subject padded to 17 columns.
///
/// Subjects: `step` (the script's input, echoed), `state NAME`, `container NAME`, `slider NAME`,
/// `bulk NAME`, `log LEVEL` (the SDK log, APP-4), `app`, `note` (the engine's own observation).
/// Only ASCII is written.
public struct TranscriptLine: Sendable, Hashable {
    public var timeMs: Int
    public var subject: String
    public var text: String

    public init(timeMs: Int, subject: String, text: String) {
        self.timeMs = timeMs
        self.subject = subject
        self.text = text
    }

    public static let subjectWidth = 17

    public var rendered: String {
        var time = String(timeMs)
        if time.count < 6 { time = String(repeating: " ", count: 6 - time.count) + time }
        var subject = self.subject
        if subject.count < Self.subjectWidth {
            subject += String(repeating: " ", count: Self.subjectWidth - subject.count)
        }
        return "\(time) ms  \(subject) \(text)"
    }
}

/// An implementation of the binding under test. The reference engine is one; a real SDK adapter
/// or a deliberately broken engine (the kit's self-test) are others. Given the same input an
/// implementation must return the same lines every time.
public protocol BindingSubject: Sendable {
    /// A short name for reports.
    var name: String { get }
    func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine]
}

/// A scenario the subject cannot run at all (an error, never a pass).
public struct RunError: Error, Sendable, Hashable, CustomStringConvertible {
    public var stepIndex: Int?
    public var message: String

    public init(stepIndex: Int?, message: String) {
        self.stepIndex = stepIndex
        self.message = message
    }

    public var description: String {
        if let stepIndex { return "step \(stepIndex + 1): \(message)" }
        return message
    }
}
