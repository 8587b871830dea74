// adspec-bench-diff: time and peak memory of the transcript diff (`TranscriptDiff`, whose edit
// script is `LineDiff`) from 10 to 100,000 lines, for one changed line and for every line
// changed. Not a test: run it in release, `swift run -c release adspec-bench-diff`.
// Each case runs in a child process of its own (this executable, `--case LINES KIND`), so that
// its peak resident size (getrusage's ru_maxrss) is its own; the table subtracts nothing.
import AdSpecHarness
import AdSpecKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A transcript of `count` lines shaped like a golden's body.
func transcript(_ count: Int, changed: (Int) -> Bool) -> String {
    var text = ""
    text.reserveCapacity(count * 64)
    for i in 0..<count {
        let time = String(i * 10)
        let padded = String(repeating: " ", count: max(0, 6 - time.count)) + time
        text += "\(padded) ms  container A\(i % 7)      \(changed(i) ? "changed" : "shows content") #\(i)\n"
    }
    return text
}

func peakResidentKiB() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    #endif
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// One case, in this process: prints `script-seconds KiB hunks bytes split-seconds diff-and-render-seconds`.
func runCase(lines: Int, kind: String) {
    let old = transcript(lines) { _ in false }
    let new = transcript(lines) { kind == "all" ? true : $0 == lines / 2 }
    let start = monotonicSeconds()
    let (oldLines, newLines) = (TranscriptDiff.lines(of: old), TranscriptDiff.lines(of: new))
    let split = monotonicSeconds()
    let edits = LineDiff.edits(from: oldLines, to: newLines)
    let diffed = monotonicSeconds()
    let diff = TranscriptDiff(old: old, new: new, oldName: "golden", newName: "actual")
    let rendered = diff.rendered(color: false)
    let end = monotonicSeconds()
    _ = edits.count
    print(diffed - split, peakResidentKiB(), diff.hunks.count, rendered.utf8.count, split - start, end - diffed)
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--case", let lines = Int(arguments[2]) {
    runCase(lines: lines, kind: arguments[3])
    exit(0)
}

let sizes = [10, 100, 1_000, 10_000, 100_000]
let executable = URL(fileURLWithPath: arguments[0]).standardizedFileURL
print("baseline: a child process that diffs 0 lines")
func child(_ lines: Int, _ kind: String) -> [String] {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--case", String(lines), kind]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
        print("cannot run \(executable.path): \(error)")
        exit(1)
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
}
let baseline = child(0, "one")
print("  peak RSS \(baseline[1]) KiB\n")
print("edit script: LineDiff.edits on split lines; whole: split + TranscriptDiff (script and hunks) + rendering")
print("lines    change  edit script (ms)  whole (ms)  peak RSS (KiB)  hunks")
func column(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
for kind in ["one", "all"] {
    for lines in sizes {
        let fields = child(lines, kind)
        guard fields.count >= 6, let script = Double(fields[0]), let splitting = Double(fields[4]),
            let rest = Double(fields[5])
        else {
            print("\(lines) \(kind): the child failed")
            continue
        }
        let whole = splitting + rest
        print(
            String(lines).padding(toLength: 9, withPad: " ", startingAt: 0)
                + kind.padding(toLength: 6, withPad: " ", startingAt: 0)
                + column(String(format: "%.2f", script * 1000), 18) + column(String(format: "%.2f", whole * 1000), 12)
                + column(fields[1], 16) + column(fields[2], 7))
    }
}
