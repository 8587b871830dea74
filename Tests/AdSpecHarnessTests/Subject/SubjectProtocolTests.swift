import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// The subject protocol's messages (Documentation/SubjectProtocol.md): every message the
/// reference engine's server sends and receives over the whole corpus is valid against the
/// checked-in JSON Schemas, reads back as the value it was written from, and the schemas
/// reject what the protocol does not allow.
@Suite("Subject protocol messages")
struct SubjectProtocolTests {
    static let schemas = Repository.root.appendingPathComponent("Documentation/Protocol")

    /// The corpus, loaded once for the suite (a negative scenario the loader refused has no input).
    static let loaded = Result { () throws(DiagnosticList) in
        try RepositoryCorpus.corpus().scenarios.filter { $0.loadRefusal.isEmpty }
    }

    static func corpus() throws -> [LoadedScenario] { try loaded.get() }

    /// The kit's lines for one scenario and the server's answer, line by line.
    static func exchange(_ input: ScenarioInput, subject: any BindingSubject = ReferenceEngine()) -> (
        sent: [String], received: [String]
    ) {
        let sent = [
            SubjectMessage.hello(version: SubjectProtocol.version, subject: nil).wire.text,
            SubjectMessage.scenario(input).wire.text,
        ]
        var pending = sent[...]
        var output = ""
        let outcome = SubjectServer(subject: subject).serve(
            read: { pending.popFirst() }, write: { output += $0 }, diagnose: { Issue.record("diagnostic: \($0)") })
        #expect(outcome == .finished)
        return (sent, output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }

    /// Every message of a session over the whole corpus against the schemas: a CI check (issue
    /// 39, item 2); the default loop validates the documented example session and every view kind.
    @Test(
        .enabled(
            if: SlowChecks.enabled,
            Comment(
                rawValue: SlowChecks.reason(
                    "every message over the whole corpus against the JSON schemas (the default loop keeps theDocumentedExampleIsValid and everyViewKindIsValidAndReadsBack)"
                ))))
    func everyMessageOverTheCorpusIsValidAgainstItsSchema() throws {
        let validator = try JSONSchemaSubset(folder: Self.schemas)
        var types: [String: Int] = [:]
        var eventKinds: Set<String> = []
        let corpus = try Self.corpus()
        #expect(corpus.count > 50)
        for scenario in corpus {
            let (sent, received) = Self.exchange(scenario.input)
            #expect(received.last == #"{"type":"end"}"#, "\(scenario.id)")
            for text in sent + received {
                let value = try JSONValue.parse(text)
                guard case .string(let type) = value["type"] else {
                    Issue.record("\(scenario.id): no type in \(text.prefix(80))")
                    continue
                }
                types[type, default: 0] += 1
                if case .string(let kind)? = value["event"]?["kind"] { eventKinds.insert(kind) }
                for file in ["\(type).schema.json", "message.schema.json"] {
                    let problems = validator.validate(value, against: file)
                    #expect(problems.isEmpty, "\(scenario.id) \(file): \(problems.prefix(5).joined(separator: "\n"))")
                }
            }
        }
        // Every message type occurs (refusal: the negative scenarios the API refuses).
        #expect(Set(types.keys) == Set(SubjectMessage.types), "\(types)")
        #expect(types["hello"] == 2 * corpus.count)
        #expect(eventKinds.count >= 25, "\(eventKinds.sorted())")
    }

    /// Documentation/Protocol/example-session.jsonl, the kit's side of the page's example: valid,
    /// and answered with valid messages.
    @Test func theDocumentedExampleIsValid() throws {
        let validator = try JSONSchemaSubset(folder: Self.schemas)
        let text = try String(contentsOf: Self.schemas.appendingPathComponent("example-session.jsonl"), encoding: .utf8)
        var sent = text.split(separator: "\n").map(String.init)[...]
        #expect(sent.count == 2)
        var output = ""
        let outcome = SubjectServer(subject: ReferenceEngine()).serve(
            read: { sent.popFirst() }, write: { output += $0 }, diagnose: { Issue.record("diagnostic: \($0)") })
        #expect(outcome == .finished)
        let received = output.split(separator: "\n").map(String.init)
        #expect(received.count > 5)
        for line in text.split(separator: "\n").map(String.init) + received {
            #expect(validator.validate(try JSONValue.parse(line), against: "message.schema.json").isEmpty, "\(line)")
        }
    }

    @Test func theSchemasNameTheSameKindsAsTheKit() throws {
        let validator = try JSONSchemaSubset(folder: Self.schemas)
        func kinds(_ file: String, _ name: String) -> [String] {
            guard case .array(let alternatives)? = validator.documents[file]?["$defs"]?[name]?["oneOf"] else { return [] }
            return alternatives.compactMap { alternative in
                if case .string(let kind)? = alternative["properties"]?["kind"]?["const"] { kind } else { nil }
            }
        }
        #expect(kinds("line.schema.json", "Event") == TranscriptEvent.kinds)
        #expect(kinds("line.schema.json", "Subject") == Subject.kinds)
        #expect(kinds("line.schema.json", "LogMessage") == LogMessage.kinds)
        #expect(kinds("line.schema.json", "ViewabilityIssue") == ViewabilityIssue.kinds)
        #expect(kinds("scenario-input.schema.json", "Action") == Action.kinds)
        #expect(kinds("scenario-input.schema.json", "View") == ViewNode.viewKinds)
        #expect(kinds("scenario-input.schema.json", "GMACode") == GMACode.kinds)
        #expect(kinds("line.schema.json", "GMAEvent") == GMAEvent.kinds)
        #expect(kinds("line.schema.json", "GMAStatement") == GMAStatement.kinds)
        #expect(kinds("line.schema.json", "GMANoClick") == GMANoClick.kinds)
        #expect(kinds("line.schema.json", "GMADissociation") == GMADissociation.kinds)
    }

    @Test func theSchemasRejectWhatTheProtocolDoesNotAllow() throws {
        let validator = try JSONSchemaSubset(folder: Self.schemas)
        let bad: [(String, String)] = [
            (#"{"type":"hello","protocol":"adspec-subject"}"#, "hello"),
            (#"{"type":"hello","protocol":"another","version":1}"#, "hello"),
            (#"{"type":"hello","protocol":"adspec-subject","version":"1"}"#, "hello"),
            (#"{"type":"end","extra":true}"#, "end"),
            (#"{"type":"line","time":1.5,"subject":{"kind":"end"},"event":{"kind":"end"}}"#, "line"),
            (#"{"type":"line","time":0,"subject":{"kind":"moon"},"event":{"kind":"end"}}"#, "line"),
            (#"{"type":"line","time":0,"subject":{"kind":"end"},"event":{"kind":"note"}}"#, "line"),
            (#"{"type":"line","time":0,"subject":{"kind":"end"},"event":{"kind":"bound","ad":"a","views":["nose"]}}"#, "line"),
            (#"{"type":"refusal","kind":"apiRefused","message":"no rule"}"#, "refusal"),
            (#"{"type":"refusal","kind":"cannotRun","message":"m","stepIndex":-1}"#, "refusal"),
            (#"{"type":"scenario","scenario":{}}"#, "scenario"),
        ]
        for (text, type) in bad {
            let value = try JSONValue.parse(text)
            #expect(!validator.validate(value, against: "\(type).schema.json").isEmpty, "accepted: \(text)")
            #expect(!validator.validate(value, against: "message.schema.json").isEmpty, "accepted by message: \(text)")
        }
        let good =
            #"{"type":"line","time":0,"subject":{"kind":"container","name":"A"},"event":{"kind":"callback","callback":{"kind":"onAdClick","asset":"title"},"handled":true}}"#
        #expect(validator.validate(try JSONValue.parse(good), against: "line.schema.json").isEmpty)
    }

    @Test(
        .enabled(
            if: SlowChecks.enabled,
            Comment(
                rawValue: SlowChecks.reason(
                    "every scenario's input and every line the engine writes for it, through the wire and back (the default loop keeps every view kind through the wire and the documented example: everyViewKindIsValidAndReadsBack)"
                ))))
    func everyInputAndLineReadsBackAsWritten() throws {
        for scenario in try Self.corpus() {
            let input = scenario.input
            var expected = input
            expected.adUnits = input.network  // the network is sent whole, demo units included
            expected.pinnedSettings = []  // the kit's own (issue 36, item 2): not sent
            let message = try SubjectMessage(wire: JSONValue.parse(SubjectMessage.scenario(input).wire.text))
            #expect(message == .scenario(expected), "\(scenario.id)")
            // The engine sees the same network either way.
            #expect(expected.network == input.network)
            let lines: [TranscriptLine]
            do {
                lines = try ReferenceEngine().run(input)
            } catch {
                let back = try SubjectMessage(wire: JSONValue.parse(SubjectMessage.refusal(error).wire.text))
                #expect(back == .refusal(error), "\(scenario.id)")
                continue
            }
            for line in lines {
                let back = try SubjectMessage(wire: JSONValue.parse(SubjectMessage.line(line).wire.text))
                #expect(back == .line(line), "\(scenario.id): \(line.rendered)")
            }
        }
    }

    /// Every kind of view, those the corpus has none of included (`ifHasAny` comes from the
    /// Swift front end): valid, and read back as written.
    @Test func everyViewKindIsValidAndReadsBack() throws {
        let kinds: [ViewNode.Kind] = [
            .stack(axis: .horizontal, spacing: 4.5, lazy: true), .overlay, .scroll(axis: .vertical), .view, .asset(.rating),
            .nativeContainer(state: "s", handlers: [.onAdClick, .onAdLoad]), .sliderContainer(state: "t", handlers: []),
            .sliderCards, .sliderCardsOf(slider: "t"), .bulkItems(batch: "b"), .forEachState(states: ["s", "t"]), .ifHas(.media),
            .ifHasAny([.rating, .reviewCount]), .gmaAdView(minHeight: 120.5), .gmaAssetView(outlet: .starRating, adView: nil),
        ]
        #expect(kinds.count == ViewNode.viewKinds.count)
        var screen = ViewNode(kind: .overlay, children: kinds.map { ViewNode(kind: $0, width: 10) })
        screen.children[4].form = .plain
        let input = ScenarioInput(
            id: "x", adUnits: [], app: AppModel(states: [], screen: screen),
            script: [Step(.set(node: "n", NodeChange(opacity: 0.25, state: "t")), offMainThread: true)])
        let text = SubjectMessage.scenario(input).wire.text
        let validator = try JSONSchemaSubset(folder: Self.schemas)
        #expect(validator.validate(try JSONValue.parse(text), against: "scenario.schema.json") == [])
        guard case .scenario(let back) = try SubjectMessage(wire: JSONValue.parse(text)) else {
            Issue.record("not a scenario")
            return
        }
        #expect(back.app == input.app)
        #expect(back.script == input.script)
    }

    @Test func malformedMessagesAreNamedWithTheirPlace() throws {
        func problem(_ text: String) -> String {
            do {
                _ = try SubjectMessage(wire: JSONValue.parse(text))
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(#"{"type":"line""#) == "expected ',' or '}' in an object at byte 14")
        #expect(problem(#"{"type":"line","type":"end"}"#) == "member 'type' appears twice at byte 15")
        #expect(problem(#"{"type":"end","extra":1}"#) == "unknown member 'extra'")
        #expect(problem(#"{"type":"bye"}"#) == "type: 'bye' is not one of hello, scenario, line, refusal, end")
        #expect(
            problem(#"{"type":"line","time":0,"subject":{"kind":"container"},"event":{"kind":"end"}}"#)
                == "subject: missing member 'name'")
        #expect(
            problem(#"{"type":"line","time":0,"subject":{"kind":"end"},"event":{"kind":"bound","ad":"a","views":["nose"]}}"#)
                == "event.views[0]: 'nose' is not one of title, body, callToAction, domain, sponsored, age, price, reviewCount, warning, icon, favicon, mainImage, rating, feedback, media"
        )
        #expect(
            problem(#"{"type":"line","time":"0","subject":{"kind":"end"},"event":{"kind":"end"}}"#).hasPrefix(
                "time: expected a whole number"))
        #expect(problem("[1, 2") == "expected ',' or ']' in an array at byte 5")
        #expect(problem(#""\q""#) == "unknown escape '\\q' at byte 2")
        // Text survives the trip whatever it holds.
        let text = "quote \" backslash \\ newline \n tab \t e-acute \u{E9} emoji \u{1F600} nul \u{0}"
        let line = TranscriptLine(timeMs: 5, subject: .note, event: .note(text))
        let written = SubjectMessage.line(line).wire.text
        #expect(written.utf8.allSatisfy { $0 < 0x80 && $0 >= 0x20 })
        #expect(try SubjectMessage(wire: JSONValue.parse(written)) == .line(line))
    }

    @Test func theServerAnswersARefusalAndTheWrongVersionIsItsToJudge() throws {
        struct Refusing: BindingSubject {
            let name = "refusing"
            func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
                throw RunError(stepIndex: 2, message: "no such thing", kind: .apiRefused(rule: "SLD-5"))
            }
        }
        let input = try #require(try Self.corpus().first).input
        let (_, received) = Self.exchange(input, subject: Refusing())
        #expect(
            received == [
                #"{"type":"hello","protocol":"adspec-subject","version":1,"subject":"refusing"}"#,
                #"{"type":"refusal","kind":"apiRefused","rule":"SLD-5","message":"no such thing","stepIndex":2}"#,
                #"{"type":"end"}"#,
            ])
        var lines = [#"{"type":"scenario"}"#][...]
        var diagnostics: [String] = []
        let outcome = SubjectServer(subject: ReferenceEngine()).serve(
            read: { lines.popFirst() }, write: { _ in }, diagnose: { diagnostics.append($0) })
        #expect(outcome == .protocolError)
        #expect(diagnostics == ["adspec subject: the kit's first line is not a hello: missing member 'scenario'"])
    }
}
