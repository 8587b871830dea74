import AdSpecHarness
import Foundation

/// An expectations file (`AdSpecHarness.Expectations`) read from disk and held against a loaded
/// corpus: the file is read with the kit's bounded read, the entries matched with the scenarios'
/// ids and rules.
extension Expectations {
    /// Reads and parses a file.
    public static func load(file: URL, displayPath: String? = nil) throws(DiagnosticList) -> Expectations {
        let path = displayPath ?? file.path
        let text: String
        do throws(BoundedFile.Failure) {
            text = try BoundedFile.text(file, limit: KitLimits.standard.fileBytes)
        } catch {
            let why: String
            switch error {
            case .missing: why = "does not exist"
            case .unreadable: why = "cannot be read"
            case .notARegularFile, .tooLarge: why = "cannot be read: \(error)"
            }
            throw DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: "the expectations file \(why)")])
        }
        return try parse(text, path: path)
    }

    /// The entry for a loaded scenario: by id, else a `skip rule:R` for a rule it covers.
    public func entry(for scenario: LoadedScenario) -> Entry? {
        entry(for: scenario.id, covering: scenario.rules)
    }

    /// Entries that match no scenario of the corpus (a typo or a removed scenario), as errors.
    public func check(against scenarios: [LoadedScenario]) -> [Diagnostic] {
        check(against: scenarios.map { (id: $0.id, rules: $0.rules) })
    }
}
