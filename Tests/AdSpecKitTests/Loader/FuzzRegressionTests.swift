import AdSpecHarness
@testable import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// The fuzz target's promises, checked without the fuzzer: every input of the regression corpus
/// (`Tests/Fuzz/Regressions/`, inputs the fuzzer once crashed or hung on) and of the hand-made seeds
/// (`Tests/Fuzz/Seeds/`) goes through `FuzzCheck` as the fuzz target does. A trap ends the test run.
/// See Documentation/Fuzzing.md.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    struct Input: CustomTestStringConvertible, Sendable {
        var relative: String
        var testDescription: String { relative }
        var url: URL { Repository.root.appendingPathComponent(relative) }
    }

    static let specs = Result { () throws(DiagnosticList) -> PreparedSpecs in try PreparedSpecs(specsDirectory: Repository.specs) }

    static func inputs(in folder: String) -> [Input] {
        let url = Repository.root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { Input(relative: folder + "/" + $0) }
    }

    /// Every input in one test, each issue naming its file (a case per input was a line each of
    /// the `swift test` log, one more with every regression the fuzzer adds: issue 39, item 2).
    @Test func everyInputKeepsThePromises() throws {
        let specs = try Self.specs.get()
        let inputs = Self.inputs(in: "Tests/Fuzz/Regressions") + Self.inputs(in: "Tests/Fuzz/Seeds")
        #expect(!inputs.isEmpty)
        for input in inputs {
            let bytes = try [UInt8](Data(contentsOf: input.url))
            do {
                _ = try FuzzCheck.check(bytes, specs: specs)
            } catch {
                Issue.record("\(input.relative): \(error)")
            }
        }
    }

    /// Issue 40, item 8: a library file is within the fuzz target's reach. Each file of
    /// `Specs/Library/` is checked as the library's one file; a hand-made seed with a card chain
    /// deeper than the limit and a cycle gets its problems, each at a line of the input.
    @Test func libraryFilesGoThroughTheFuzzCheckAsTheLibrary() throws {
        let specs = try Self.specs.get()
        let files = Library.files(in: Repository.specs)
        #expect(!files.isEmpty)
        for file in files {
            let outcome = try FuzzCheck.check([UInt8](Data(contentsOf: file)), specs: specs)
            guard case .library = outcome else {
                Issue.record("\(file.lastPathComponent): \(outcome)")
                continue
            }
        }
        let seed = Repository.root.appendingPathComponent("Tests/Fuzz/Seeds/library-deep-and-cyclic-cards.xml")
        let bytes = try [UInt8](Data(contentsOf: seed))
        guard case .library(let count) = try FuzzCheck.check(bytes, specs: specs) else {
            Issue.record("the seed was not checked as a library file")
            return
        }
        #expect(count >= 2)
        let problems = specs.libraryProblems(bytes: bytes, path: FuzzCheck.libraryInputPath).map(\.description)
        #expect(problems.contains { $0.contains("card use nested deeper than 32") }, "\(problems)")
        #expect(problems.contains { $0.contains("uses itself") }, "\(problems)")
    }

    /// Issue 38, item 2: an Interface Builder file is within the fuzz target's reach. The
    /// library's nibs read without a problem; the broken seed's problems each keep the promises.
    @Test func nibsGoThroughTheFuzzCheckAsNibs() throws {
        let specs = try Self.specs.get()
        let files = Library.nibFiles(in: Repository.specs)
        #expect(!files.isEmpty)
        for file in files {
            let outcome = try FuzzCheck.check([UInt8](Data(contentsOf: file)), specs: specs)
            #expect(outcome == .nib(problems: 0), "\(file.lastPathComponent)")
        }
        let seed = Repository.root.appendingPathComponent("Tests/Fuzz/Seeds/nib-broken-outlets-frames-constraints.xib")
        guard case .nib(let count) = try FuzzCheck.check([UInt8](Data(contentsOf: seed)), specs: specs) else {
            Issue.record("the seed was not checked as a nib")
            return
        }
        #expect(count == 9)
    }

    @Test func everyScenarioOfSpecsGoesThroughTheFuzzCheck() throws {
        let specs = try Self.specs.get()
        #expect(specs.libraryProblems.isEmpty)
        let files = Corpus.scenarioFiles(in: Repository.specs)
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let outcome = try FuzzCheck.check(bytes, specs: specs)
            // A negative scenario of the API phase loads and the engine refuses it; every other runs.
            let refusedByAPI = try specs.loadScenario(bytes: bytes, path: FuzzCheck.inputPath).expectedRefusal?.phase == .api
            switch outcome {
            case .ran where !refusedByAPI, .runError where refusedByAPI: continue
            default: Issue.record("\(file.lastPathComponent): \(outcome)")
            }
        }
    }

    @Test func theCheckRefusesALineBreakAMissingPathOrALinePastTheEnd() {
        // A message with line breaks is one line in the diagnostic ...
        let joined = Diagnostic(path: FuzzCheck.inputPath, line: 2, column: 3, message: "one\ntwo\r\nthree")
        #expect(joined.description == "Specs/fuzz/input.xml:2:3: error: one two three")
        #expect(throws: Never.self) { try FuzzCheck.checkLocation(of: joined, inputLines: 5) }
        // ... and a line break anywhere else in it is caught.
        let broken = Diagnostic(path: "Specs/a\nb.xml", line: 2, column: 3, message: "m")
        #expect(throws: FuzzCheck.Violation.self) { try FuzzCheck.checkLocation(of: broken, inputLines: 5) }
        let past = Diagnostic(path: FuzzCheck.inputPath, line: 9, column: 1, message: "late")
        #expect(throws: FuzzCheck.Violation.self) { try FuzzCheck.checkLocation(of: past, inputLines: 5) }
        let empty = Diagnostic(path: "", line: 1, column: 1, message: "where?")
        #expect(throws: FuzzCheck.Violation.self) { try FuzzCheck.checkLocation(of: empty, inputLines: 5) }
        let good = Diagnostic(path: FuzzCheck.inputPath, line: 5, column: 1, message: "fine")
        #expect(throws: Never.self) { try FuzzCheck.checkLocation(of: good, inputLines: 5) }
    }
}
