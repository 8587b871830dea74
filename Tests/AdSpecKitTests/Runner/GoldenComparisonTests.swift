import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// `ScenarioChecker.golden(at:comparedWith:)`: the golden's text as `GoldenStore.readChecked`
/// reads it, whatever the actual transcript is.
@Suite struct GoldenComparisonTests {
    private func golden(_ bytes: [UInt8]?, actual: String) throws -> (String?, String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-comparison-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.transcript").path
        if let bytes { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        let store = GoldenStore(directory: folder)
        return (try ScenarioChecker.golden(at: path, comparedWith: actual), try store.readChecked(path: path))
    }

    @Test(arguments: [
        ("# a\n", "# a\n"),
        ("", ""),
        ("", "x"),
        ("# a\n", "# b\n"),
        ("# a\n", "# a"),
        ("# a", "# a\n"),
        // Canonically equivalent, other bytes: equal strings, still read from the file.
        ("caf\u{E9}\n", "cafe\u{301}\n"),
    ])
    func readsWhatReadCheckedReads(golden text: String, actual: String) throws {
        let (compared, read) = try golden(Array(text.utf8), actual: actual)
        #expect(compared == read)
        #expect(compared.map { Array($0.utf8) } == read.map { Array($0.utf8) })
        #expect((compared == actual) == (text == actual))
    }

    @Test func aMissingGoldenIsNil() throws {
        let (compared, read) = try golden(nil, actual: "x")
        #expect(compared == nil && read == nil)
    }

    @Test func invalidUTF8IsRepairedAsBefore() throws {
        let (compared, read) = try golden([0x41, 0xFF, 0x0A], actual: "A\u{FFFD}\n")
        #expect(compared != nil && compared == read)
        #expect(compared.map { Array($0.utf8) } == read.map { Array($0.utf8) })
    }
}
