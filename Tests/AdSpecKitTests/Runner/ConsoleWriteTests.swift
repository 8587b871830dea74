import Foundation
import Testing

import AdSpecHarness
import AdSpecKit

#if canImport(Glibc)
    import Glibc
#endif

/// `Console.writeAll`, which the standard console and the subject server write through: every
/// byte of the text, in order, whatever its size and script.
@Suite struct ConsoleWriteTests {
    /// Writes `text` into a pipe on another thread (a pipe holds 64 KiB; the larger texts need
    /// the reader) and returns what came out.
    private func roundTrip(_ text: String) -> [UInt8] {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let writer = Thread {
            Console.writeAll(text, to: writeEnd)
            close(writeEnd)
        }
        writer.start()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress!, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        close(readEnd)
        return received
    }

    /// A text to write, shown in test output by its name and size, not its bytes (the largest
    /// one printed whole made most of the `swift test` log: issue 39, item 2).
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var testDescription: String { "\(name) (\(text.utf8.count) bytes)" }
    }

    @Test(arguments: [
        Sample(name: "empty", text: ""), Sample(name: "one byte", text: "a"), Sample(name: "a line", text: "passed\n"),
        Sample(name: "three scripts", text: "сцена 検証 ✓\n"), Sample(name: "short", text: String(repeating: "x", count: 15)),
        Sample(name: "20,000 lines", text: String(repeating: "line of a long report\n", count: 20_000)),
    ])
    func everyByteArrivesInOrder(_ sample: Sample) {
        #expect(roundTrip(sample.text) == Array(sample.text.utf8))
    }

    @Test func aClosedPipeStopsTheWriteWithoutCrashing() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        Console.writeAll("nobody reads this\n", to: ends[1])
        close(ends[1])
    }
}
