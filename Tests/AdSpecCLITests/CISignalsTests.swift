import AdSpecTestSupport
import Foundation
import Testing

/// The signals a CI engineer relies on: CI detected as the common libraries detect it,
/// `--version`, a quiet mode, colour that follows TERM, NO_COLOR and FORCE_COLOR, and one error
/// prefix for every command.
@Suite struct CISignalsTests {
    @Test func ciIsDetectedAsCommonLibrariesDetectIt() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let ci: [[String: String]] = [
            ["CI": "1"], ["CI": "true"], ["CI": "yes"], ["CI": "woodpecker"], ["CONTINUOUS_INTEGRATION": "true"],
            ["BUILD_NUMBER": "17"], ["GITHUB_ACTIONS": "true"],
        ]
        for environment in ci {
            let output = try corpus.run(["record"], environment: environment)
            #expect(output.status == 2, "\(environment) is CI: record must be refused")
            #expect(output.stderr.hasPrefix("Error: refusing to record goldens: CI is set ("), "\(output.stderr)")
            let name = environment.keys.first!
            #expect(output.stderr.contains("(\(name)=\(environment[name]!))"), "\(output.stderr)")
        }
        #expect(corpus.goldenFiles().isEmpty)
        let notCI: [[String: String]] = [
            ["CI": "false"], ["CI": "0"], ["CI": "FALSE"], ["CI": ""], ["CI": "false", "BUILD_NUMBER": "17"],
            ["CI": "0", "GITHUB_ACTIONS": "true"], ["CONTINUOUS_INTEGRATION": "false"], ["GITHUB_ACTIONS": "false"],
        ]
        for environment in notCI {
            let output = try corpus.run(["record"], environment: environment)
            #expect(output.status == 0, "\(environment) is not CI: \(output.stdout)\(output.stderr)")
        }
        // Not CI: an orphan is only a warning; CI: it fails the run.
        try corpus.write("Goldens/extra/orphan.transcript", "x\n")
        #expect(try corpus.run(["verify"], environment: ["CI": "0"]).status == 0)
        #expect(try corpus.run(["verify"], environment: ["BUILD_NUMBER": "17"]).status == 1)
    }

    @Test func versionPrintsTheVersion() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let output = try corpus.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(output.stdout)")
    }

    @Test func quietPrintsOnlyFailuresAndTheClosingLine() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let passing = try corpus.run(["verify", "--quiet"])
        #expect(passing.status == 0)
        #expect(passing.stdout == "3 passed, 0 failed\n")
        let failing = corpus.ids[1]
        try "x\n".write(to: corpus.golden(failing), atomically: true, encoding: .utf8)
        try corpus.write("Goldens/extra/orphan.transcript", "x\n")
        // A note on standard error (ADSPEC_RECORD ignored in CI) is left out too.
        let quiet = try corpus.run(["verify", "-q"], environment: ["CI": "1", "ADSPEC_RECORD": "all"])
        #expect(quiet.status == 1)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout.hasPrefix("FAIL \(failing)\n"), "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("PASS "))
        #expect(quiet.stdout.contains("\nUNREFERENCED Goldens/extra/orphan.transcript: "))
        #expect(quiet.stdout.hasSuffix("\n2 passed, 2 failed\n"), "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("unreferenced golden rejected"))
        // The full run says the same with more.
        let full = try corpus.run(["verify"], environment: ["CI": "1"])
        #expect(full.stdout.contains("PASS \(corpus.ids[0])\n"))
        #expect(full.stdout.hasSuffix("1 unreferenced golden rejected\n2 passed, 2 failed\n"))
    }

    @Test func colourFollowsTermNoColorAndForceColor() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.recordAll()
        try "x\n".write(to: corpus.golden(corpus.ids[0]), atomically: true, encoding: .utf8)
        let red = "\u{1B}[31m"
        // Without a terminal: no colour unless forced.
        #expect(!(try corpus.run(["verify"]).stdout.contains("\u{1B}[")))
        #expect(try corpus.run(["verify"], environment: ["FORCE_COLOR": "1"]).stdout.contains(red))
        #expect(try corpus.run(["verify"], environment: ["CLICOLOR_FORCE": "1"]).stdout.contains(red))
        #expect(try corpus.run(["verify"], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stdout.contains(red))
        #expect(!(try corpus.run(["verify"], environment: ["CLICOLOR_FORCE": "0"]).stdout.contains("\u{1B}[")))
        #expect(!(try corpus.run(["verify", "--no-color"], environment: ["FORCE_COLOR": "1"]).stdout.contains("\u{1B}[")))
        // On a terminal (script(1)): colour, unless TERM=dumb, NO_COLOR or FORCE_COLOR=0.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = CLI.binary else { return }
        func onTerminal(_ environment: [String: String]) throws -> String {
            try Shell.run(
                ["/usr/bin/script", "-qec", "\(binary.path) verify", "/dev/null"], in: corpus.root,
                environment: CLI.environment(environment)
            ).stdout
        }
        #expect(try onTerminal(["TERM": "xterm"]).contains(red))
        for environment in [["TERM": "dumb"], ["NO_COLOR": "1"], ["FORCE_COLOR": "0"]] {
            let text = try onTerminal(environment)
            #expect(text.contains("FAIL"), "\(environment): \(text)")
            #expect(!text.contains("\u{1B}["), "\(environment) must turn colour off")
        }
    }

    @Test func everyErrorHasTheSamePrefix() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let cases: [([String], [String: String])] = [
            (["record"], ["CI": "1"]),
            (["verify", "no/such-scenario"], [:]),
            (["verify", "--rule", "NOPE-1"], [:]),
            (["verify", "--specs", "missing"], [:]),
            (["verify"], ["ADSPEC_JOBS": "many"]),
            (["verify"], ["ADSPEC_RECORD": "sometimes"]),
            (["verify", "x", "--unreferenced", "reject"], [:]),
            (["review", "nope"], [:]),
            (["list", "no/such-scenario"], [:]),
            (["mutants", "run", "nope"], [:]),
            (["verify", "--bogus"], [:]),
            (["verfy"], [:]),
        ]
        for (arguments, environment) in cases {
            let output = try corpus.run(arguments, environment: environment)
            #expect(output.status == 2, "\(arguments): \(output.stdout)\(output.stderr)")
            let first = output.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("Error: "), "\(arguments) \(environment): \(output.stderr)")
            #expect(!output.stderr.contains("\nerror: ") && !output.stderr.hasPrefix("error: "), "\(output.stderr)")
        }
    }
}
