import AdSpecTestSupport
import Foundation
import Testing

/// A report the user asked for and that cannot be written fails the run (status 74, the path
/// named); no folder is created for a report.
@Suite struct ReportPathTests {
    @Test func aReportThatCannotBeWrittenFailsTheRun() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        for arguments in [["verify", "--json", "/proc/x.json"], ["verify", "--junit", "/proc/self/x.xml"]] {
            let output = try corpus.run(arguments)
            #expect(output.status == 74, "\(arguments): \(output.stdout)\(output.stderr)")
            let path = arguments[2]
            // Either the folder is refused before the run (not writable: on standard error), or the
            // write fails after it: its own line, not a result (issue 40, item 9).
            let said = output.stderr + output.stdout
            #expect(said.contains("cannot write ") && said.contains(path), "\(said)")
            #expect(
                output.stdout.isEmpty || output.stdout.hasSuffix("1 file not written (exit status 74)\n2 passed, 0 failed\n"),
                "\(output.stdout)")
        }
        // Through the variables too.
        let variable = try corpus.run(["verify"], environment: ["ADSPEC_JSON": "/proc/y.json"])
        #expect(variable.status == 74)
        #expect((variable.stderr + variable.stdout).contains("/proc/y.json"))
        // A report over a folder.
        try corpus.makeFolder("out.json")
        let folder = try corpus.run(["verify", "--json", "out.json"])
        #expect(folder.status == 74)
        #expect(folder.stderr.contains("cannot write the JSON report out.json: it is a folder"), "\(folder.stderr)")
    }

    /// Issue 40, item 1: a report could not go to standard output at all (`--json /dev/stdout`
    /// failed, or as root replaced the device). `-` writes it there, alone: the run's own output
    /// goes to standard error.
    @Test func aDashWritesTheReportAloneToStandardOutput() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let toFile = try corpus.run(["verify", "--json", "report.json"])
        #expect(toFile.status == 0)
        let file = try String(contentsOf: corpus.root.appendingPathComponent("report.json"), encoding: .utf8)
        for (arguments, environment) in [(["verify", "--json", "-"], [:]), (["verify"], ["ADSPEC_JSON": "-"])]
            as [([String], [String: String])]
        {
            let output = try corpus.run(arguments, environment: environment)
            #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
            // The same report but for the measured times.
            func timeless(_ text: String) -> String {
                text.split(separator: "\n").filter { !$0.contains("\"seconds\"") }.joined(separator: "\n")
            }
            #expect(timeless(output.stdout) == timeless(file))
            #expect(output.stdout.hasPrefix("{") && output.stdout.contains("\"format\" : \"adspec-report-v1\""))
            #expect(output.stderr == toFile.stdout, "\(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("-").path))
        }
        let junit = try corpus.run(["verify", "--junit", "-"])
        #expect(junit.status == 0)
        #expect(junit.stdout.hasPrefix("<?xml"), "\(junit.stdout)")
        #expect(junit.stdout.contains("<testsuite"))
        #expect(junit.stderr == toFile.stdout)
        let both = try corpus.run(["verify", "--junit", "-", "--json", "-"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("the JUnit and the JSON report cannot both go to standard output ('-')"), "\(both.stderr)")
    }

    /// A report is written to a temporary file renamed over its path: over a pipe, a link or a
    /// device that would replace it (as root, `--json /dev/stdout` replaced the device). Such a
    /// path is refused before anything runs, and what is there is left as it was.
    @Test func aPathThatIsNotARegularFileIsRefusedAndLeftAlone() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let fifo = corpus.root.appendingPathComponent("report.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let target = corpus.root.appendingPathComponent("target.json")
        try "kept\n".write(to: target, atomically: true, encoding: .utf8)
        let link = corpus.root.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        for (arguments, environment, shown, kind) in [
            (["verify", "--json", "report.fifo"], [:], "report.fifo", "a pipe"),
            (["verify", "--junit", "link.json"], [:], "link.json", "a symbolic link"),
            (["verify"], ["ADSPEC_JSON": "link.json"], "link.json", "a symbolic link"),
            (["verify"], ["XML_OUTPUT_FILE": "report.fifo"], "report.fifo", "a pipe"),
        ] as [([String], [String: String], String, String)] {
            let output = try corpus.run(arguments, environment: environment)
            #expect(output.status == 74, "\(arguments): \(output.stdout)\(output.stderr)")
            #expect(output.stderr.contains("\(shown): it is \(kind), not a regular file"), "\(output.stderr)")
            #expect(output.stdout.isEmpty, "\(arguments): \(output.stdout)")
        }
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(link.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
    }

    @Test func noFolderIsCreatedForAReport() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        for (arguments, environment, message) in [
            (["verify", "--junit", "a/b/c.xml"], [:], "cannot write the JUnit report a/b/c.xml: folder a/b does not exist"),
            (["verify", "--json", "a/b/c.json"], [:], "cannot write the JSON report a/b/c.json: folder a/b does not exist"),
            (["record", "--json", "a/r.json"], [:], "cannot write the JSON report a/r.json: folder a does not exist"),
            (["verify"], ["XML_OUTPUT_FILE": "a/x.xml"], "cannot write the JUnit report a/x.xml: folder a does not exist"),
            (["verify"], ["ADSPEC_ARTIFACTS_DIR": "a/artifacts"], "cannot write failure artifacts: folder a/artifacts does not exist"),
        ] as [([String], [String: String], String)] {
            let before = corpus.goldenFiles().map { try? Data(contentsOf: corpus.goldens.appendingPathComponent($0)) }
            let output = try corpus.run(arguments, environment: environment)
            #expect(output.status == 74, "\(arguments): \(output.stdout)\(output.stderr)")
            #expect(output.stderr.contains("Error: " + message), "\(arguments): \(output.stderr)")
            // Checked before anything runs: nothing ran, nothing was written, no folder appeared.
            #expect(output.stdout.isEmpty, "\(arguments): \(output.stdout)")
            #expect(!FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("a").path))
            #expect(corpus.goldenFiles().map { try? Data(contentsOf: corpus.goldens.appendingPathComponent($0)) } == before)
        }
        // Into a folder that exists, it works; ids with '/' get their sub-folders in the artifacts folder.
        try corpus.makeFolder("a")
        try "x\n".write(to: corpus.golden(corpus.ids[0]), atomically: true, encoding: .utf8)
        try corpus.makeFolder("a/artifacts")
        let output = try corpus.run(
            ["verify", "--junit", "a/c.xml", "--json", "a/c.json"], environment: ["ADSPEC_ARTIFACTS_DIR": "a/artifacts"])
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("a/c.xml").path))
        #expect(FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("a/c.json").path))
        #expect(
            FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("a/artifacts/\(corpus.ids[0]).diff").path))
    }
}
