// The fuzz target: libFuzzer over the scenario loader and the reference engine. Each input is
// loaded from bytes through the code `adspec verify` uses (as `Specs/fuzz/input.xml`, with the
// schema and library of the repository's `Specs/`), and when it loads it is run and rendered.
// A broken promise (see `FuzzCheck`) aborts, so libFuzzer saves the input as a crash; a trap in
// the loader or engine is a crash by itself.
//
// Built only by `.ci/fuzz` (with -sanitize=fuzzer,address -DFUZZING); a plain `swift build`
// builds the stub below, which says so. See Documentation/Fuzzing.md.
import AdSpecHarness
import AdSpecKit
import Foundation

#if FUZZING
import CFuzzerDriver

/// `ADSPEC_FUZZ_SPECS` or the repository's `Specs/` (found from this file's path).
let specsDirectory: URL = {
    if let given = ProcessInfo.processInfo.environment["ADSPEC_FUZZ_SPECS"], !given.isEmpty {
        return URL(fileURLWithPath: given, isDirectory: true)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs", isDirectory: true)
}()

nonisolated(unsafe) var prepared: PreparedSpecs?

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("adspec-fuzz: \(message)\n".utf8))
    abort()
}

do {
    let specs = try PreparedSpecs(specsDirectory: specsDirectory)
    if !specs.libraryProblems.isEmpty {
        fail("the library of \(specsDirectory.path) has problems:\n\(DiagnosticList(specs.libraryProblems))")
    }
    prepared = specs
} catch {
    fail("cannot load the schema and library of \(specsDirectory.path):\n\(error)")
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        _ = try FuzzCheck.check(bytes, specs: prepared!)
    } catch {
        fail(error.description)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
#else
FileHandle.standardError.write(
    Data("adspec-fuzz: this is the stub; build the fuzz target with 'bash .ci/fuzz' (see Documentation/Fuzzing.md)\n".utf8))
exit(2)
#endif
