import AdSpecTestSupport
import Foundation
import Testing

/// End to end: the built `adspec` binary in a temporary copy of a small corpus.
@Suite struct VerifyCommandTests {
    @Test func verifyPassesAfterRecord() throws {
        let corpus = try SmallCorpus()
        try corpus.recordAll()
        #expect(corpus.goldenFiles() == corpus.ids.map { $0 + ".transcript" }.sorted())
        let output = try corpus.run(["verify"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout == corpus.ids.map { "PASS \($0)\n" }.joined() + "\(corpus.ids.count) passed, 0 failed\n")
    }

    @Test func oneChangedGoldenLineFailsWithADiffNamingTheScenario() throws {
        let corpus = try SmallCorpus()
        try corpus.recordAll()
        let id = corpus.ids[1]
        let url = corpus.golden(id)
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines[5] = "999999 ms  note          a line the engine never wrote"
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        let output = try corpus.run(["verify"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL \(id)\n"))
        #expect(output.stdout.contains("--- Goldens/\(id).transcript\n+++ actual\n@@ -"))
        #expect(output.stdout.contains("first difference at event 1 (line 6)"))
        #expect(output.stdout.contains("re-record with: swift run adspec record \(id)"))
        #expect(output.stdout.hasSuffix("\n\(corpus.ids.count - 1) passed, 1 failed\n"))
        // The printed diff is a patch that turns the golden back into the actual transcript.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") {
            let patched = try Shell.run(["/usr/bin/patch", "-p0"], in: corpus.root, input: output.stdout)
            #expect(patched.status == 0, "\(patched.stdout)\(patched.stderr)")
            #expect(try corpus.run(["verify"]).status == 0)
        }
    }

    @Test func missingGoldenFailsAndIsNotWritten() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let output = try corpus.run(["verify"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL \(corpus.ids[0])\n  no golden at Goldens/\(corpus.ids[0]).transcript\n"))
        #expect(output.stdout.contains("record it with: swift run adspec record \(corpus.ids[0])"))
        #expect(output.stdout.hasSuffix("0 passed, 2 failed\n"))
        #expect(corpus.goldenFiles().isEmpty)
    }

    @Test func recordRefusesInCI() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let output = try corpus.run(["record"], environment: ["CI": "true"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("refusing to record goldens"))
        #expect(output.stderr.contains("CI"))
        #expect(corpus.goldenFiles().isEmpty)
    }

    @Test func brokenXMLIsReportedWithFileLineAndColumnAndNeverRecorded() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let broken = corpus.specs.appendingPathComponent("broken.xml")
        try "<?xml version=\"1.0\"?>\n<scenario id=\"broken\">\n  <title>oops</titel>\n</scenario>\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        for command in ["verify", "record", "list"] {
            let output = try corpus.run([command])
            #expect(output.status == 2, "\(command): \(output.stdout)\(output.stderr)")
            let first = output.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.contains("broken.xml:"), "\(command): \(output.stderr)")
            #expect(first.range(of: #"broken\.xml:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(output.stderr)")
        }
        // The other scenarios still ran (BrokenScenarioTests); the broken one is never recorded.
        #expect(!corpus.goldenFiles().contains("broken.transcript"))
    }

    @Test func listPrintsIdsAndTitles() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        let output = try corpus.run(["list"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.map { String($0.split(separator: " ")[0]) } == corpus.ids)
    }

    @Test func unknownIDIsBadInput() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        for command in ["verify", "record", "list"] {
            let output = try corpus.run([command, "no/such-scenario"])
            #expect(output.status == 2)
            #expect(output.stderr.contains("no/such-scenario"))
        }
        #expect(corpus.goldenFiles().isEmpty)
    }

    @Test func everyCommandHasHelp() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        for command in [["--help"], ["list", "--help"], ["verify", "--help"], ["record", "-h"]] {
            let output = try corpus.run(command)
            #expect(output.status == 0)
            #expect(output.stdout.contains("USAGE: adspec"))
        }
        #expect(try corpus.run(["verify", "--bogus"]).status == 2)
        #expect(try corpus.run(["frobnicate"]).status == 2)
    }

    @Test func runsFromASubfolderOfThePackage() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.write("Package.swift", "// swift-tools-version:6.0\n")
        try corpus.recordAll()
        let sub = try corpus.makeFolder("Sources/deep")
        let output = try CLI.run(["verify"], in: sub)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
    }

    @Test func parallelOutputEqualsSerialOutput() throws {
        let corpus = try SmallCorpus()
        try corpus.recordAll()
        // Make two scenarios fail so that the output holds diffs too.
        for id in corpus.ids.prefix(2) {
            try "# adspec transcript v1\n".write(to: corpus.golden(id), atomically: true, encoding: .utf8)
        }
        let serial = try corpus.run(["verify", "--jobs", "1"])
        let parallel = try corpus.run(["verify", "-j", "8"])
        #expect(serial.status == 1)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.status == serial.status)
    }
}
