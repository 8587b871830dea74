import AdSpecHostReference
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// The proof on Linux (issue 37.3): every scenario of the corpus served through the public API
/// (`PublicAPISubject`: AdSpecHost's app over the reference binding) in conformance mode. The
/// scenarios that do not pass are exactly those Documentation/PublicAPI/not-expressible.txt lists,
/// each with its reason: a listed scenario that passes, or an unlisted one that fails, fails here.
@Suite("The corpus through the public API")
struct PublicAPICorpusTests {
    static let listFile = Repository.root.appendingPathComponent("Documentation/PublicAPI/not-expressible.txt")

    /// The listed scenario ids and their reasons: `id: reason` a line; `#` starts a comment.
    static func listed() throws -> [String: String] {
        let text = try String(contentsOf: listFile, encoding: .utf8)
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.split(separator: ":", maxSplits: 1)
            let id = String(parts[0]).trimmingCharacters(in: .whitespaces)
            let reason = parts.count > 1 ? String(parts[1]).trimmingCharacters(in: .whitespaces) : ""
            #expect(!reason.isEmpty, "\(id) is listed without a reason")
            #expect(result[id] == nil, "\(id) is listed twice")
            result[id] = reason
        }
        return result
    }

    @Test("Exactly the listed scenarios do not pass through the public API")
    func exactlyTheListedScenariosFail() async throws {
        let report = try await AdSpecConformance.run(
            subject: PublicAPISubject(), corpus: .init(root: Repository.root), mode: .conformance)
        let failing = Set(report.unsuccessful.map(\.id))
        let listed = try Self.listed()
        for id in failing.sorted() where listed[id] == nil {
            let outcome = try #require(report.outcome(id))
            Issue.record("\(id) fails through the public API and is not listed: \(report.text(of: outcome))")
        }
        for id in Set(listed.keys).subtracting(failing).sorted() {
            Issue.record("\(id) is listed as not expressible through the public API, yet passes")
        }
        let total = report.outcomes.count
        print("public API: \(total - failing.count) of \(total) scenarios pass")
    }
}
