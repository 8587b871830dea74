import AdSpecEngine
import AdSpecHarness

/// The dimensions of an implementation profile (issue 36, item 1): the one API through which
/// the kit reads them (AdSpecHarness's `ProfileDimension`).
extension Catalogue {
    /// Every dimension, one per setting (the first rule that declares it: `bindingGracePeriodMs`
    /// is BIND-4's, SLD-7 takes the same window), in catalogue order.
    package var dimensions: [ProfileDimension] {
        var seen: Set<String> = []
        return rules.flatMap { rule in
            rule.tolerances.filter { $0.isDimension && seen.insert($0.setting).inserted }.map {
                ProfileDimension(rule: rule.id, tolerance: $0, quote: Self.seedSentence(of: $0, in: rule))
            }
        }
    }

    /// What is wrong with a declared profile (`ProfileDimension.problems`).
    package func problems(of profile: Profile) -> [String] {
        ProfileDimension.problems(of: profile, dimensions: dimensions)
    }

    /// The rule's quote the tolerance's reason cites (BIND-4's window cites «примерно через две
    /// секунды», an `<also>` quote), else the rule's own quote.
    static func seedSentence(of tolerance: Tolerance, in rule: Rule) -> String {
        let cited = tolerance.reason.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.count > 3 }.map { String($0.element) }
        let quotes = [rule.quote.text] + rule.also.map(\.quote.text)
        return quotes.first { quote in cited.contains { quote.contains($0) } } ?? rule.quote.text
    }
}
