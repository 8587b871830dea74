import AdSpecAds
import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import SwiftUI
import Testing

/// A scenario written in Swift instead of XML: a view as an app writes it, a script, and a golden
/// of its own in `Goldens/swift/<name>.transcript`, beside the XML scenarios' goldens and in the
/// same format (Documentation/DocSamples.md, "Writing a scenario in Swift"). Each is defined in a
/// file of its own under Tests/DocSamplesTests/Scenarios/, whose hash is the golden's source hash.
struct SwiftScenario: Sendable {
    let id: String
    let title: String
    let covers: [String]
    /// The file that defines it (`#filePath`).
    let file: String
    let transcript: @MainActor @Sendable () async throws -> [TranscriptLine]

    /// `view` is hosted on the default virtual screen (390 x 844); `network` is what its units serve
    /// besides the demo units; `script` gets the view, for `.perform { view.method() }`.
    init<Root: View>(
        _ name: String, title: String, covers: [String], file: String = #filePath, network: [AdUnit] = [],
        view: @escaping @MainActor @Sendable () -> Root, script: @escaping @MainActor @Sendable (Root) -> [HostStep]
    ) {
        id = Unreferenced.swiftScenarioFolder + "/" + name
        self.title = title
        self.covers = covers
        self.file = file
        let id = self.id
        transcript = {
            let root = view()
            let host = SampleHost(root)
            host.adUnits = network
            return try await host.run(id: id, script: script(root))
        }
    }

    /// The defining file, relative to the repository (`Tests/DocSamplesTests/Scenarios/x.swift`).
    var sourcePath: String {
        let root = Repository.root.standardizedFileURL.path + "/"
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
    }

    /// The golden this run should have: the kit's transcript document, its source the Swift file.
    @MainActor func document() async throws -> TranscriptDocument {
        let source = try Data(contentsOf: URL(fileURLWithPath: file))
        return TranscriptDocument(
            scenarioID: id, sourcePath: sourcePath, sourceHash: SHA256.hex(Array(source)), title: title, rules: covers,
            events: try await transcript().map(\.rendered))
    }
}

/// Every Swift scenario. A new one: a file in Scenarios/ with a `static let scenario`, listed here,
/// then `ADSPEC_RECORD=missing swift test --filter SwiftScenarioTests` and read the new golden
/// line by line against the documents before committing it.
enum SwiftScenarios {
    static let all: [SwiftScenario] = [
        SliderCardClick.scenario
    ]

    static func named(_ id: String) -> SwiftScenario? { all.first { $0.id == id } }
}

/// What `swift test` does with a Swift scenario's golden, under the same record modes as the XML
/// scenarios' (`ADSPEC_RECORD`, never in CI: `RunEnvironment.policy`).
enum SwiftGoldenCheck {
    static let recordCommand = "ADSPEC_RECORD=missing swift test --filter SwiftScenarioTests"
    static let rerecordCommand = "ADSPEC_RECORD=failed swift test --filter SwiftScenarioTests"

    enum Outcome: Equatable {
        case matches
        case recorded(path: String)
        case failed(String)
    }

    /// Compares `document` with the golden at `url`; writes it when `mode` says so.
    static func check(_ document: TranscriptDocument, golden url: URL, display path: String, mode: RecordMode) -> Outcome {
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if existing == document.text { return .matches }
        let writes: Bool
        switch mode {
        case .never: writes = false
        case .missing: writes = existing == nil
        case .failed, .all: writes = true
        }
        if writes {
            do {
                try GoldenStore.writeAtomically(document.text, to: url)
            } catch {
                return .failed("could not write \(path): \(error)")
            }
            return .recorded(path: path)
        }
        guard let existing else {
            return .failed("\(path) is missing: record it with `\(recordCommand)`, then read it against the documents")
        }
        let old = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let what =
            old.filter { !$0.hasPrefix("#") } == new.filter { !$0.hasPrefix("#") }
            ? "its source changed and its transcript did not (the header differs)" : "the transcript differs"
        return .failed(
            "\(path): \(what), first at line \(index + 1):\n"
                + "golden: \(index < old.count ? old[index] : "(none)")\n"
                + "run:    \(index < new.count ? new[index] : "(none)")\n"
                + "if the change is intended, re-record with `\(rerecordCommand)` and read the diff")
    }
}

@MainActor
struct SwiftScenarioTests {
    static var store: GoldenStore { GoldenStore(directory: Repository.goldens) }

    @Test(arguments: SwiftScenarios.all.map(\.id))
    func theSwiftScenarioGivesItsGolden(_ id: String) async throws {
        let scenario = try #require(SwiftScenarios.named(id))
        let (policy, _) = try RunEnvironment().policy(command: .test, modeFlag: nil, pendingFlag: false)
        let url = Self.store.goldenURL(for: id)
        let path = "Goldens/\(id).transcript"
        switch SwiftGoldenCheck.check(try await scenario.document(), golden: url, display: path, mode: policy.mode) {
        case .matches: break
        case .recorded(let path):
            Issue.record("recorded \(path): read it line by line against the documents, then commit it")
        case .failed(let message):
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test func everySwiftGoldenHasAScenarioAndNoXMLScenarioTakesTheirFolder() throws {
        let ids = Set(SwiftScenarios.all.map(\.id))
        #expect(ids.count == SwiftScenarios.all.count, "two Swift scenarios share an id")
        let goldens = Self.store.goldenIDs().filter(Unreferenced.isSwiftScenario)
        let orphans = goldens.filter { !ids.contains($0) }
        #expect(
            orphans.isEmpty,
            "Swift goldens with no scenario in SwiftScenarios.all (delete them): \(orphans.map { "Goldens/\($0).transcript" })")
        let xml = try RepositoryCorpus.corpus().scenarios.map(\.id)
        #expect(xml.filter(Unreferenced.isSwiftScenario).isEmpty, "an XML scenario has an id under swift/")
        // The XML corpus's orphan check leaves the Swift goldens to this test.
        #expect(Unreferenced.find(in: Self.store, scenarioIDs: Set(xml)).goldens.filter(Unreferenced.isSwiftScenario).isEmpty)
    }

    /// The check itself: a missing golden names the file and the command; recording writes it only
    /// in a record mode; a changed transcript names the first line that differs.
    @Test func aMissingGoldenIsAFailureNamingTheFileAndTheCommand() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("swift/x.transcript")
        let document = TranscriptDocument(
            scenarioID: "swift/x", sourcePath: "Tests/x.swift", sourceHash: "0", title: "t", rules: ["SLD-5"],
            events: ["     0 ms  step              a"])
        let missing = SwiftGoldenCheck.check(document, golden: url, display: "Goldens/swift/x.transcript", mode: .never)
        #expect(
            missing
                == .failed(
                    "Goldens/swift/x.transcript is missing: record it with `\(SwiftGoldenCheck.recordCommand)`, then read it against the documents"
                ))
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(SwiftGoldenCheck.check(document, golden: url, display: "g", mode: .missing) == .recorded(path: "g"))
        #expect(try String(contentsOf: url, encoding: .utf8) == document.text)
        #expect(SwiftGoldenCheck.check(document, golden: url, display: "g", mode: .never) == .matches)
        var changed = document
        changed.events = ["     0 ms  step              b"]
        guard case .failed(let message) = SwiftGoldenCheck.check(changed, golden: url, display: "g", mode: .missing) else {
            Issue.record("a changed transcript was not a failure")
            return
        }
        #expect(message.contains("the transcript differs, first at line 6"))
        #expect(try String(contentsOf: url, encoding: .utf8) == document.text, "mode missing overwrote a golden")
        var moved = document
        moved.sourceHash = "1"
        guard case .failed(let header) = SwiftGoldenCheck.check(moved, golden: url, display: "g", mode: .never) else {
            Issue.record("a changed header was not a failure")
            return
        }
        #expect(header.contains("its source changed and its transcript did not"))
    }

    @Test func inCIRecordingIsOff() throws {
        let (policy, _) = try RunEnvironment(["CI": "true", "ADSPEC_RECORD": "all"]).policy(
            command: .test, modeFlag: nil, pendingFlag: false)
        #expect(policy.mode == .never)
    }
}
