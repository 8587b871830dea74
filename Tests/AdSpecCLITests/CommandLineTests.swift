import AdSpecTestSupport
import Foundation
import Testing

/// The command line itself: help, usage errors, completion scripts (swift-argument-parser).
@Suite struct CommandLineTests {
    static let commands = ["list", "verify", "record", "review", "accept", "reject", "coverage", "mutants"]

    @Test func helpExitsZeroAndNamesEveryCommand() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        for arguments in [["--help"], ["-h"], ["help"]] {
            let output = try corpus.run(arguments)
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            #expect(output.stderr.isEmpty)
            #expect(output.stdout.contains("USAGE: adspec <subcommand>"))
            for command in Self.commands {
                #expect(output.stdout.contains("\n  \(command) "), "\(arguments) does not name \(command)")
            }
        }
        // Every command has its own help, from the same declarations that parse it.
        for command in Self.commands {
            let output = try corpus.run([command, "--help"])
            #expect(output.status == 0, "\(command): \(output.stderr)")
            #expect(output.stdout.contains("USAGE: adspec \(command)"), "\(command): \(output.stdout)")
        }
        let verify = try corpus.run(["help", "verify"])
        #expect(verify.stdout.contains("--record <mode>"))
        #expect(verify.stdout.contains("(values: never, missing, failed, all)"))
        #expect(verify.stdout.contains("EXIT STATUS: 0 all passed"))
    }

    @Test func noCommandPrintsTheHelpAsAUsageError() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let output = try corpus.run([])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("USAGE: adspec <subcommand>"))
    }

    @Test func aBadOptionExitsSixtyFourWithTheParsersMessage() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let output = try corpus.run(["verify", "--bogus"])
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: Unknown option '--bogus'"), "\(output.stderr)")
        #expect(output.stderr.contains("Usage: adspec verify"))
        #expect(output.stderr.contains("See 'adspec verify --help' for more information."))
        // A near miss is told the option it missed.
        let near = try corpus.run(["verify", "--shards", "1/2"])
        #expect(near.status == 64)
        #expect(near.stderr.contains("Error: Unknown option '--shards'. Did you mean '--shard'?"), "\(near.stderr)")
        // Bad values are usage errors too.
        for arguments in [
            ["verify", "--jobs", "0"], ["verify", "-j", "many"], ["record", "--unreferenced", "keep"],
            ["coverage", "--format", "xml"], ["coverage", "extra"], ["list", "--record", "all"],
            ["mutants", "--expectations", "x.txt"], ["mutants", "run"],
        ] {
            let bad = try corpus.run(arguments)
            #expect(bad.status == 64, "\(arguments): \(bad.stdout)\(bad.stderr)")
            #expect(bad.stderr.hasPrefix("Error: "), "\(arguments): \(bad.stderr)")
        }
        #expect(corpus.goldenFiles().isEmpty)
    }

    /// Issue 40: `ADSPEC_PENDING=garbage` was silently false.
    @Test func aBadPendingValueIsAUsageError() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let output = try corpus.run(["verify"], environment: ["ADSPEC_PENDING": "garbage"])
        #expect(output.status == 64, "\(output.stdout)\(output.stderr)")
        #expect(
            output.stderr == "Error: ADSPEC_PENDING='garbage' is neither yes nor no (1, true, yes, on; 0, false, no, off)\n",
            "\(output.stderr)")
    }

    @Test func unknownCommandsAndMutantsNameTheNearest() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let typo = try corpus.run(["verfy"])
        #expect(typo.status == 64)
        #expect(typo.stderr.hasPrefix("Error: unknown command 'verfy' (did you mean verify?)"), "\(typo.stderr)")
        let unknown = try corpus.run(["frobnicate"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: unknown command 'frobnicate'\n"), "\(unknown.stderr)")
        let mutant = try corpus.run(["mutants", "slider"])
        #expect(mutant.status == 64)
        #expect(mutant.stderr.contains("unknown mutant 'slider' (did you mean sliderRepeatsShownAds"), "\(mutant.stderr)")
        #expect(try corpus.run(["mutants", "run", "slider"]).status == 64)
    }

    @Test func completionScriptsAndVersion() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let bash = try corpus.run(["--generate-completion-script", "bash"])
        #expect(bash.status == 0, "\(bash.stderr)")
        #expect(bash.stdout.hasPrefix("#!/bin/bash\n"))
        #expect(bash.stdout.contains("_adspec() {"))
        #expect(bash.stdout.contains("_adspec_verify() {"))
        #expect(bash.stdout.contains("complete -o filenames -F _adspec adspec"))
        for shell in ["zsh", "fish"] {
            let output = try corpus.run(["--generate-completion-script", shell])
            #expect(output.status == 0, "\(shell): \(output.stderr)")
            #expect(output.stdout.contains("adspec"))
        }
        let version = try corpus.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(version.stdout)")
    }

    @Test func optionsTakeEveryFormTheOldParserTook() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        // -jN, -j N, --jobs=N, options after ids, `--` before ids.
        for arguments in [
            ["verify", "-j2"], ["verify", "-j", "2"], ["verify", "--jobs=2"], ["verify", corpus.ids[0], "--jobs", "2"],
            ["verify", "--record=never", "--", corpus.ids[1]],
        ] {
            let output = try corpus.run(arguments)
            #expect(output.status == 0, "\(arguments): \(output.stdout)\(output.stderr)")
        }
        let list = try corpus.run(["mutants", "--list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("sliderRepeatsShownAds"))
    }
}
