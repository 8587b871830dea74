import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite struct TranscriptDiffTests {
    static let header = """
        # adspec transcript v1
        # scenario native/x
        # source Specs/native/x.xml sha256=abc
        # title X
        # covers IMP-1

        """

    static let golden =
        header + """
                 0 ms  state s       phase idle -> loading
               120 ms  state s       phase loading -> loaded
               120 ms  container A   onAdLoad
               120 ms  container A   bound
              1100 ms  container A   onAdImpression
              1500 ms  note          end

            """

    static let actual =
        header + """
                 0 ms  state s       phase idle -> loading
               120 ms  state s       phase loading -> loaded
               120 ms  container A   onAdLoad
               120 ms  container A   bound
              2100 ms  container A   onAdImpression
              2500 ms  note          end

            """

    @Test func unifiedDiffIsExact() {
        let diff = TranscriptDiff(old: Self.golden, new: Self.actual, oldName: "Goldens/native/x.transcript", newName: "actual")
        let expected = [
            "--- Goldens/native/x.transcript",
            "+++ actual",
            "@@ -7,5 +7,5 @@ event 5 at 1100 ms",
            "    120 ms  state s       phase loading -> loaded",
            "    120 ms  container A   onAdLoad",
            "    120 ms  container A   bound",
            "-  1100 ms  container A   onAdImpression",
            "-  1500 ms  note          end",
            "+  2100 ms  container A   onAdImpression",
            "+  2500 ms  note          end",
        ].map { $0 + "\n" }.joined()
        #expect(diff.rendered() == expected)
    }

    @Test func hunkLabelNamesFirstChangedEvent() {
        let diff = TranscriptDiff(old: Self.golden, new: Self.actual, oldName: "a", newName: "b", context: 0)
        #expect(diff.hunks.count == 1)
        #expect(diff.hunks[0].label == "event 5 at 1100 ms")
        #expect(diff.rendered().contains("@@ -10,2 +10,2 @@ event 5 at 1100 ms\n"))
    }

    @Test func firstDifferenceSaysWhatMoved() throws {
        let diff = TranscriptDiff(old: Self.golden, new: Self.actual, oldName: "a", newName: "b")
        let first = try #require(FirstDifference(diff))
        #expect(first.eventIndex == 5)
        #expect(first.goldenLine == 10)
        #expect(
            first.description == "first difference at event 5 (line 10): container A onAdImpression moved from 1100 ms to 2100 ms"
        )
    }

    @Test func firstDifferenceQuotesChangedEvent() throws {
        let changed = Self.golden.replacingOccurrences(of: "onAdLoad", with: "onAdFailure")
        let first = try #require(FirstDifference(TranscriptDiff(old: Self.golden, new: changed, oldName: "a", newName: "b")))
        #expect(
            first.description == """
                first difference at event 3 (line 8): expected "   120 ms  container A   onAdLoad", got "   120 ms  container A   onAdFailure"
                """)
    }

    @Test func insertionsDeletionsAndEmptyFiles() {
        let diff = TranscriptDiff(old: "", new: "a\nb\n", oldName: "old", newName: "new")
        #expect(diff.rendered() == "--- old\n+++ new\n@@ -0,0 +1,2 @@ event 1\n+a\n+b\n")
        let removal = TranscriptDiff(old: "a\nb\nc\n", new: "a\nc\n", oldName: "old", newName: "new")
        #expect(removal.rendered() == "--- old\n+++ new\n@@ -1,3 +1,2 @@ event 2\n a\n-b\n c\n")
        #expect(TranscriptDiff(old: "a\n", new: "a\n", oldName: "o", newName: "n").rendered() == "")
    }

    @Test func missingFinalNewlineIsMarked() {
        let diff = TranscriptDiff(old: "a\nb", new: "a\nb\n", oldName: "old", newName: "new")
        #expect(diff.rendered() == "--- old\n+++ new\n@@ -1,2 +1,2 @@ event 2\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...30).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 25\n", with: "line twenty-five\n")
        let diff = TranscriptDiff(old: old, new: new, oldName: "o", newName: "n")
        #expect(diff.hunks.count == 2)
        #expect(diff.hunks.map(\.oldStart) == [0, 21])
    }

    @Test func colourOnlyWhenAsked() {
        let diff = TranscriptDiff(old: Self.golden, new: Self.actual, oldName: "a", newName: "b")
        #expect(!diff.rendered(color: false).contains("\u{1B}"))
        // The changed line in red, the part that differs from its counterpart in reverse video
        // (issue 39 item 3).
        #expect(diff.rendered(color: true).contains("\u{1B}[31m-  \u{1B}[7m1100\u{1B}[27m ms"))
    }

    @Test func diffIsMinimalOnRandomInputs() {
        // The edit script must turn old into new; its size is checked against an LCS table.
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            let old = (0..<Int(generator.next() % 12)).map { _ in String(generator.next() % 4) }
            let new = (0..<Int(generator.next() % 12)).map { _ in String(generator.next() % 4) }
            let edits = LineDiff.edits(from: old, to: new)
            var rebuilt: [String] = []
            var changes = 0
            for edit in edits {
                switch edit {
                case .equal(let a, let b):
                    #expect(old[a] == new[b])
                    rebuilt.append(new[b])
                case .insert(let b):
                    rebuilt.append(new[b])
                    changes += 1
                case .delete: changes += 1
                }
            }
            #expect(rebuilt == new)
            #expect(changes == old.count + new.count - 2 * lcs(old, new))
        }
    }

    @Test func patchAppliesTheDiff() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        let folder = try TemporaryFolder()
        let golden = try folder.write("Goldens/native/x.transcript", Self.golden)
        let diff = TranscriptDiff(old: Self.golden, new: Self.actual, oldName: "Goldens/native/x.transcript", newName: "actual")
        let result = try Shell.run(["/usr/bin/patch", "-p0"], in: folder.url, input: "summary line\n" + diff.rendered())
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let patched = try String(contentsOf: golden, encoding: .utf8)
        #expect(patched == Self.actual)
    }

    private func lcs(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
