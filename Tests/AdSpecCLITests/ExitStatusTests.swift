import AdSpecTestSupport
import Foundation
import Testing

/// Exit statuses tell a usage error (64, `EX_USAGE`) from bad input (2): a script or CI step can
/// say "you called it wrong" apart from "the corpus does not load".
@Suite struct ExitStatusTests {
    @Test func usageErrorsExitSixtyFour() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        for (arguments, environment) in [
            ([], [:]), (["frobnicate"], [:]), (["verify", "--bogus"], [:]), (["verify", "--jobs", "0"], [:]),
            (["verify", "--shard", "3/2"], [:]), (["verify"], ["ADSPEC_RECORD": "yes"]),
            (["verify"], ["ADSPEC_JOBS": "none"]), (["record"], ["CI": "true"]),
            (["verify", corpus.ids[0], "--unreferenced", "reject"], [:]), (["mutants", "noSuchMutant"], [:]),
        ] as [([String], [String: String])] {
            let output = try corpus.run(arguments, environment: environment)
            #expect(output.status == 64, "\(arguments) \(environment): \(output.stdout)\(output.stderr)")
            #expect(!output.stderr.isEmpty, "\(arguments): a usage error says what is wrong")
        }
        #expect(corpus.goldenFiles().isEmpty)
    }

    @Test func badInputExitsTwo() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        // Names that match nothing in the corpus are bad input, for every command that selects.
        for arguments in [["verify", "no/such"], ["list", "no/such"], ["verify", "--rule", "NOPE-1"], ["accept", "no/such"]] {
            let output = try corpus.run(arguments)
            #expect(output.status == 2, "\(arguments): \(output.stdout)\(output.stderr)")
            #expect(output.stderr.contains("no"), "\(arguments): \(output.stderr)")
        }
        #expect(corpus.goldenFiles().isEmpty)
        // A scenario that does not load: status 2 (the other scenarios still run, and record).
        try corpus.write("Specs/broken.xml", "<scenario>\n")
        for command in ["verify", "record", "list", "coverage"] {
            let output = try corpus.run([command])
            #expect(output.status == 2, "\(command): \(output.stdout)\(output.stderr)")
            #expect(output.stderr.contains("broken.xml:"), "\(command): \(output.stderr)")
        }
    }

    @Test func theHelpListsBothStatuses() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        for arguments in [["--help"], ["verify", "--help"], ["list", "--help"], ["coverage", "--help"], ["mutants", "--help"]] {
            let output = try corpus.run(arguments)
            #expect(output.status == 0)
            let text = output.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
            #expect(text.contains("2 bad input"), "\(arguments): \(output.stdout)")
            #expect(text.contains("64 usage"), "\(arguments): \(output.stdout)")
        }
    }
}
