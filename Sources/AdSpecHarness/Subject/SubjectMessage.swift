import AdSpecEngine

/// The JSON-lines protocol between the kit and a subject process (Documentation/SubjectProtocol.md):
/// one message a line, each an object whose `type` names it; schemas in Documentation/Protocol/.
public enum SubjectProtocol {
    /// The protocol's name, in both `hello` messages.
    public static let name = "adspec-subject"
    /// The version this kit speaks. A subject that answers another is an error for the scenario.
    public static let version = 1
    /// The longest line the kit reads from a subject (a longer one is a protocol error).
    public static let maximumLineBytes = 16 << 20
}

/// One message of the protocol, either way.
public enum SubjectMessage: Sendable, Hashable {
    /// The handshake: the kit's first line (`subject` nil), and the subject's answer with the
    /// version it speaks and its name for reports.
    /// `profile`: the subject's implementation profile, in its own hello only (issue 36, item 1).
    case hello(version: Int, subject: String?, profile: Profile? = nil)
    /// Kit to subject: run this scenario.
    case scenario(ScenarioInput)
    /// Subject to kit: one line of the scenario's transcript.
    case line(TranscriptLine)
    /// Subject to kit: the scenario cannot be run, or the binding's API refuses it.
    case refusal(RunError)
    /// Subject to kit: the answer to the scenario is complete.
    case end

    public static let types = ["hello", "scenario", "line", "refusal", "end"]

    /// The message's `type`.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .scenario: "scenario"
        case .line: "line"
        case .refusal: "refusal"
        case .end: "end"
        }
    }

    public var wire: JSONValue {
        switch self {
        case .hello(let version, let subject, let profile):
            WireBuilder.object(
                ("type", .string("hello")), ("protocol", .string(SubjectProtocol.name)), ("version", .int(version)),
                ("subject", subject.map(JSONValue.string)), ("profile", profile.map(\.wire)),
                ("configurable", profile.flatMap { $0.configurable.isEmpty ? nil : .array($0.configurable.sorted().map(JSONValue.string)) }))
        case .scenario(let input): WireBuilder.object(("type", .string("scenario")), ("scenario", input.wire))
        case .line(let line): .object([("type", .string("line"))] + line.wireMembers)
        case .refusal(let error):
            switch error.kind {
            case .cannotRun:
                WireBuilder.object(
                    ("type", .string("refusal")), ("kind", .string("cannotRun")), ("message", .string(error.message)),
                    ("stepIndex", error.stepIndex.map(JSONValue.int)))
            case .apiRefused(let rule):
                WireBuilder.object(
                    ("type", .string("refusal")), ("kind", .string("apiRefused")), ("rule", .string(rule)),
                    ("message", .string(error.message)), ("stepIndex", error.stepIndex.map(JSONValue.int)))
            }
        case .end: WireBuilder.object(("type", .string("end")))
        }
    }

    /// The line written: the message's JSON and a newline.
    public var line: String { wire.text + "\n" }

    /// Reads a message from one line's JSON.
    public init(wire value: JSONValue) throws(WireError) {
        var r = try WireObject(value, path: "")
        switch try r.string("type") {
        case "hello":
            let name = try r.string("protocol")
            guard name == SubjectProtocol.name else {
                throw WireError(path: "protocol", message: "'\(name)' is not '\(SubjectProtocol.name)'")
            }
            let version = try r.int("version"), subject = try r.optionalString("subject")
            let configurable = r.optional("configurable")
            let profile = try r.optional("profile").map { value throws(WireError) in
                try Profile(wire: value, configurable: configurable)
            }
            if configurable != nil && profile == nil {
                throw WireError(path: "configurable", message: "given without a profile")
            }
            self = .hello(version: version, subject: subject, profile: profile)
        case "scenario": self = .scenario(try ScenarioInput(wire: r.required("scenario")))
        case "line": self = .line(try TranscriptLine(wire: &r))
        case "refusal":
            let kind: RunError.Kind
            switch try r.string("kind") {
            case "cannotRun": kind = .cannotRun
            case "apiRefused": kind = .apiRefused(rule: try r.string("rule"))
            case let other: throw WireError(path: "kind", message: "'\(other)' is not one of cannotRun, apiRefused")
            }
            self = .refusal(RunError(stepIndex: try r.optionalInt("stepIndex"), message: try r.string("message"), kind: kind))
        case "end": self = .end
        case let other:
            throw WireError(path: "type", message: "'\(other)' is not one of \(Self.types.joined(separator: ", "))")
        }
        try r.finish()
    }
}
