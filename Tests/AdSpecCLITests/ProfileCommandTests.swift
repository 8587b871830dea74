import AdSpecTestSupport
import Foundation
import Testing

/// Issue 36, item 1, end to end: a profile declared with `--profile` or in a subject process's
/// hello, and the usage error for one the catalogue refuses.
@Suite struct ProfileCommandTests {
    func verify(_ arguments: [String], in folder: URL) throws -> Shell.Output {
        try CLI.run(
            ["verify", "--specs", Repository.specs.path, "--goldens", Repository.goldens.path, "--mode", "conformance"]
                + arguments, in: folder)
    }

    @Test func aProfileOutsideItsDomainOrWithAnUnknownNameIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let outside = try folder.write("outside.json", #"{"impressionDwellMs": 100}"#)
        let refused = try verify(["--profile", outside.path, "native/basic-load"], in: folder.url)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("impressionDwellMs=100, outside its domain 500...2000 ms (IMP-1, inferred)"))
        let unknown = try folder.write("unknown.json", #"{"bindingGracePeriod": 2500}"#)
        let misspelt = try verify(["--profile", unknown.path, "native/basic-load"], in: folder.url)
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.contains("(did you mean bindingGracePeriodMs?)"), "\(misspelt.stderr)")
        let broken = try folder.write("broken.json", "[1500]")
        let notAProfile = try verify(["--profile", broken.path, "native/basic-load"], in: folder.url)
        #expect(notAProfile.status == 2, "\(notAProfile.stderr)")
        let exact = try CLI.run(["verify", "--profile", outside.path, "native/basic-load"], in: folder.url)
        #expect(exact.status == 64)
        #expect(exact.stderr.contains("--profile needs --mode conformance"))
    }

    @Test func aSubjectProcessDeclaresItsProfileInItsHello() throws {
        let folder = try TemporaryFolder()
        let binary = try #require(CLI.binary, "the adspec executable was not built (run swift build first)")
        let profile = try folder.write("profile.json", #"{"impressionDwellMs": 2000, "loadWhileBusy": "restart"}"#)
        let declared = "exec '\(binary.path)' subject --specs '\(Repository.specs.path)' --profile '\(profile.path)'"
        let json = folder.url.appendingPathComponent("report.json")
        let passing = try verify(
            ["--subject-command", declared, "-j", "2", "-q", "--json", json.path, "native/*", "viewability/*"], in: folder.url)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        let closing = try #require(passing.stdout.split(separator: "\n").last.map(String.init))
        #expect(closing.hasSuffix("not applicable") && closing.contains(" 0 failed"), "\(closing)")
        let report = try String(contentsOf: json, encoding: .utf8)
        #expect(report.contains("\"notApplicable\""))
        // The same engine undeclared fails, and is told what it is consistent with.
        let undeclared = try verify(
            ["--subject-command", declared + " --undeclared", "-j", "2", "-q", "native/*", "viewability/*"], in: folder.url)
        #expect(undeclared.status == 1)
        #expect(undeclared.stdout.contains("consistent with loadWhileBusy=restart: declare it with --profile"))
        // Every dwell from a value up explains a difference there: the range is named, not one value.
        #expect(undeclared.stdout.contains("consistent with impressionDwellMs in "), "\(undeclared.stdout)")
    }

    /// Issue 36, item 5: `--profile` and the subject's hello that disagree on a setting are a
    /// usage error naming both sources and the setting; the same profile twice is fine.
    @Test func aFileAndAHelloThatDisagreeAreAUsageError() throws {
        let folder = try TemporaryFolder()
        let binary = try #require(CLI.binary, "the adspec executable was not built (run swift build first)")
        let hello = try folder.write("hello.json", #"{"impressionDwellMs": 2000}"#)
        let subject = "exec '\(binary.path)' subject --specs '\(Repository.specs.path)' --profile '\(hello.path)'"
        let other = try folder.write("other.json", #"{"impressionDwellMs": 1500}"#)
        let refused = try verify(["--subject-command", subject, "--profile", other.path, "native/basic-load"], in: folder.url)
        #expect(refused.status == 64, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(
            refused.stderr.contains("impressionDwellMs is 1500 in \(other.path) and 2000 in the subject's hello"),
            "\(refused.stderr)")
        let same = try folder.write("same.json", #"{"impressionDwellMs": 2000}"#)
        let agreed = try verify(["--subject-command", subject, "--profile", same.path, "native/basic-load"], in: folder.url)
        #expect(agreed.status == 0, "\(agreed.stdout)\(agreed.stderr)")
    }
}
