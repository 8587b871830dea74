import AdSpecTestSupport
import Foundation
import Testing

/// A container written without an id inside a template (`bulk-items`, `for-each`, `slider-cards`)
/// used to be named `?` in every instance, so the instances took each other's state at every render
/// (a loop that only the engine budget stopped). Each instance is now a container of its own,
/// `?#0`, `?#1`, ..., and behaves exactly as the same scenario with named containers.
@Suite struct UnnamedContainerTests {
    @Test func unnamedContainersInATemplateAreOneContainerPerInstance() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let original = try String(
            contentsOf: Repository.root.appendingPathComponent("Specs/bulk/demo-unit.xml"), encoding: .utf8)
        let unnamed = original.replacingOccurrences(of: "<native-container id=\"item\" ", with: "<native-container ")
            .replacingOccurrences(of: "id=\"bulk/demo-unit\"", with: "id=\"bulk/unnamed\"")
        #expect(unnamed != original)
        _ = try corpus.write("Specs/bulk/unnamed.xml", unnamed)
        let output = try corpus.run(["record", "bulk/unnamed"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let golden = try String(contentsOf: corpus.golden("bulk/unnamed"), encoding: .utf8)
        for instance in 0..<3 { #expect(golden.contains("container ?#\(instance) ")) }
        #expect(!golden.contains("container ?  "))
        #expect(golden.components(separatedBy: "onAdImpression").count - 1 == 2, "\(golden)")
        #expect(golden.split(separator: "\n").count < 40, "\(golden)")
    }
}
