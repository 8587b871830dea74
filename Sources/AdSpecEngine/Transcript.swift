/// The engine's output: one event a line, stamped with engine time. Every line is a typed
/// `Subject` (who the line is about) and a typed `TranscriptEvent` (what happened); the text is
/// derived by one formatter, `TranscriptFormat`, so that nothing else builds transcript text.
/// The text layout is fixed so that transcripts diff well and are byte-identical on every machine:
///
///     "%6d ms  %-17s %s"  — time right-aligned in 6 columns, the subject padded to 17 columns.
///
/// Only ASCII is written.
public struct TranscriptLine: Sendable, Hashable {
    public var timeMs: Int
    public var subject: Subject
    public var event: TranscriptEvent

    public init(timeMs: Int, subject: Subject, event: TranscriptEvent) {
        self.timeMs = timeMs
        self.subject = subject
        self.event = event
    }

    public static let subjectWidth = 17

    /// The event's text, after the subject column.
    public var text: String { TranscriptFormat.text(of: event) }

    /// The whole line as a golden holds it.
    public var rendered: String { TranscriptFormat.line(self) }
}

/// Who a transcript line is about (its second column).
public enum Subject: Sendable, Hashable {
    /// The script's input, echoed.
    case step
    /// A `NativeAdState` / `SliderAdState` (declared, a slider's card, or a bulk batch's ad).
    case state(String)
    /// A mounted `NativeAdContainer`, by instance id (`card#0`).
    case container(String)
    /// A mounted `SliderAdContainer`, by instance id.
    case slider(String)
    /// A `NativeBulkAdLoader` batch.
    case bulk(String)
    /// The SDK log (APP-4), at a level.
    case log(LogLevel)
    /// The app itself (background, foreground, SDK initialisation).
    case app
    /// The engine's own observation.
    case note
    /// The end of the script.
    case end
    /// The app object that owns a `GADAdLoader` and is the delegate of it and of its ads (source 003).
    case model(String)
    /// A `GADNativeAdView`, by node id (source 003).
    case adView(String)

    /// The subject column's text (`container A`, `log warning`), before padding.
    public var text: String { TranscriptFormat.text(of: self) }
}

/// The level of an SDK log line (APP-4).
public enum LogLevel: String, Sendable, Hashable {
    case error, warning
}

/// An implementation of the binding under test. The reference engine is one; a real SDK adapter
/// or a deliberately broken engine (the kit's self-test) are others. Given the same input an
/// implementation must return the same lines every time.
public protocol BindingSubject: Sendable {
    /// A short name for reports.
    var name: String { get }
    func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine]
}

/// A scenario the subject cannot run at all (an error, never a pass), or refuses because the
/// binding's API has no such thing (`kind`: `.apiRefused`, which a negative scenario expects).
public struct RunError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The input cannot be run (an unknown state or node, an injected fault).
        case cannotRun
        /// The app as written would not compile against the binding's API: it uses a modifier or
        /// an initialiser the API does not have. `rule` is the rule that says so (`SLD-5`, `BIND-2`).
        case apiRefused(rule: String)
    }

    public var stepIndex: Int?
    public var message: String
    public var kind: Kind

    public init(stepIndex: Int?, message: String, kind: Kind = .cannotRun) {
        self.stepIndex = stepIndex
        self.message = message
        self.kind = kind
    }

    public var description: String {
        if let stepIndex { return "step \(stepIndex + 1): \(message)" }
        return message
    }
}
