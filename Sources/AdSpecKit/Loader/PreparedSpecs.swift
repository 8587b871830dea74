import AdSpecEngine
import AdSpecHarness
import Foundation

/// The schema and the library of a specs folder, loaded once, for loading many scenarios from
/// bytes: the fuzz target (`Sources/AdSpecFuzz`) and the replay of its regression corpus. A scenario
/// goes through the very code `adspec verify` uses (`Corpus.loadScenario(bytes:...)`); only the
/// file read is left out.
package struct PreparedSpecs: @unchecked Sendable {
    let schema: XMLSchema
    let library: Library
    /// Problems of the library files (none in a good corpus).
    package let libraryProblems: [Diagnostic]

    package init(specsDirectory: URL) throws(DiagnosticList) {
        let (schema, library) = try Corpus.prepare(specsDirectory)
        self.schema = schema
        self.library = library.value
        self.libraryProblems = library.problems
    }

    /// The problems of a library made of the one file `bytes`, as if read from the file at `path`
    /// (which only appears in messages): the fuzz target's library inputs (issue 40, item 8).
    package func libraryProblems(bytes: [UInt8], path: String) -> [Diagnostic] {
        Library.load(sources: [(path, path, bytes)], schema: schema).1
    }

    /// The scenario in `bytes`, as if read from the file at `path` (which only appears in messages).
    package func loadScenario(bytes: [UInt8], path: String) throws(DiagnosticList) -> LoadedScenario {
        try Corpus.loadScenario(bytes: bytes, path: path, schema: schema, library: library).scenario
    }
}

/// One input of the fuzz target, checked: loaded from bytes, and when it loads, run on the
/// reference engine twice and rendered as a transcript. What the fuzz target aborts on, and what
/// the regression replay in the tests expects never to see.
package enum FuzzCheck {
    /// The path every fuzz input is loaded as.
    package static let inputPath = "Specs/fuzz/input.xml"
    /// The path a fuzz input whose root is `<library>` is loaded as: the one library file.
    package static let libraryInputPath = "Specs/Library/input.xml"
    /// The path a fuzz input whose root is `<document>` is loaded as: an Interface Builder file.
    package static let nibInputPath = "Specs/Library/input.xib"

    /// A broken promise of the loader or the engine (a trap is not returned: it ends the process).
    package struct Violation: Error, CustomStringConvertible {
        package var description: String
    }

    /// What happened to one input, when all promises held.
    package enum Outcome: Equatable {
        /// The loader refused it with this many diagnostics.
        case refused(diagnostics: Int)
        /// A library file: loaded as the library's one file, with this many problems (every card
        /// expanded once: cycles, depth, node counts).
        case library(problems: Int)
        /// An Interface Builder file (its root `<document>`): read as a library nib, with this many problems.
        case nib(problems: Int)
        /// It loaded; the engine ran it (transcript of this many bytes) or refused it (`RunError`).
        case ran(transcriptBytes: Int)
        case runError
    }

    /// Loads `bytes`, runs and renders what loads; throws on the first broken promise:
    /// - every diagnostic is one line and starts with `path:line:column: error: ` (line, column >= 1),
    ///   with a message;
    /// - a diagnostic in the input itself points at a line the input has;
    /// - two runs of a loaded scenario give the same transcript.
    package static func check(_ bytes: [UInt8], specs: PreparedSpecs) throws(Violation) -> Outcome {
        // A library file (its root `<library>`, as every file of Specs/Library/ the fuzzer starts
        // from): loaded as the library, whose check expands every card (issue 40, item 8).
        let root = try? SafeXML.parse(bytes, path: libraryInputPath)
        if root?.name == "library" {
            let problems = specs.libraryProblems(bytes: bytes, path: libraryInputPath)
            let lines = lineCount(bytes)
            for diagnostic in problems {
                try checkLocation(of: diagnostic, inputLines: lines, inputPath: libraryInputPath)
            }
            return .library(problems: problems.count)
        }
        // A nib (`.xib`, the seeds include Specs/Library/NativeAdView.xib and broken ones): read as
        // the library reads one, each problem under the same promises.
        if root?.name == "document" {
            do throws(DiagnosticList) {
                _ = try InterfaceBuilderFiles.read(bytes, name: "input", path: nibInputPath)
                return .nib(problems: 0)
            } catch {
                let lines = lineCount(bytes)
                for diagnostic in error.diagnostics {
                    try checkLocation(of: diagnostic, inputLines: lines, inputPath: nibInputPath)
                }
                return .nib(problems: error.diagnostics.count)
            }
        }
        let scenario: LoadedScenario
        do {
            scenario = try specs.loadScenario(bytes: bytes, path: inputPath)
        } catch {
            if error.diagnostics.isEmpty { throw Violation(description: "the loader refused the input without a diagnostic") }
            let lines = lineCount(bytes)
            for diagnostic in error.diagnostics {
                try checkLocation(of: diagnostic, inputLines: lines)
            }
            return .refused(diagnostics: error.diagnostics.count)
        }
        let engine = ReferenceEngine()
        let first: [TranscriptLine]
        do {
            first = try engine.run(scenario.input)
        } catch {
            if hasLineBreak(error.description) {
                throw Violation(description: "a run error has a line break: \(error.description.debugDescription)")
            }
            return .runError
        }
        let text = TranscriptDocument.text(scenario: scenario, sourcePath: scenario.path, lines: first)
        let second = try? engine.run(scenario.input)
        guard let second, second == first else {
            throw Violation(description: "two runs of the same scenario gave different transcripts")
        }
        return .ran(transcriptBytes: text.utf8.count)
    }

    /// Lines as XML counts them: LF, CR LF and a lone CR each end one.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            lines += 1
        }
        return lines
    }

    /// A CR or LF: what would break the one-problem-per-line output.
    static func hasLineBreak(_ text: String) -> Bool { text.utf8.contains { $0 == 0x0A || $0 == 0x0D } }

    package static func checkLocation(of diagnostic: Diagnostic, inputLines: Int, inputPath: String = inputPath)
        throws(Violation)
    {
        let text = diagnostic.description
        let quoted = text.debugDescription
        if hasLineBreak(text) {
            throw Violation(description: "a diagnostic has a line break: \(quoted)")
        }
        guard !diagnostic.path.isEmpty, diagnostic.line >= 1, diagnostic.column >= 1,
            text.hasPrefix("\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): error: ")
        else {
            throw Violation(description: "a diagnostic without path:line:column: \(quoted)")
        }
        if diagnostic.message.allSatisfy(\.isWhitespace) {
            throw Violation(description: "a diagnostic without a message: \(quoted)")
        }
        if diagnostic.path == inputPath, diagnostic.line > inputLines {
            throw Violation(description: "a diagnostic past the input's last line (\(inputLines)): \(quoted)")
        }
    }
}
