import AdSpecTestSupport
import Foundation

/// Writes `ScenarioCases.swift`: one `@Test` function per scenario id.
enum ScenarioCaseFile {
    static let updateCommand = "ADSPEC_UPDATE_TESTS=1 swift test --filter everyScenarioHasATestCase"

    static var url: URL {
        Repository.root.appendingPathComponent("Tests/ConformanceTests/ScenarioCases.swift")
    }

    /// `native/basic-load` -> `native_basic_load`; distinct for distinct ids.
    static func functionNames(_ ids: [String]) -> [String] {
        var used = Set<String>()
        return ids.map { id in
            var name = String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            if name.first?.isNumber ?? true { name = "scenario_" + name }
            var unique = name
            var number = 2
            while used.contains(unique) {
                unique = "\(name)_\(number)"
                number += 1
            }
            used.insert(unique)
            return unique
        }
    }

    static func text(ids: [String]) -> String {
        var text = """
            // Generated from Specs/ by: \(updateCommand)
            // One test function per scenario, so that `swift test --xunit-output` reports each scenario as a
            // <testcase> of its own (see ConformanceTests.swift). Do not edit.

            import Testing

            extension ScenarioCases {
                static let ids: [String] = [

            """
        for id in ids { text += "        \"\(id)\",\n" }
        text += "    ]\n"
        for (id, name) in zip(ids, functionNames(ids)) {
            text += """

                    @Test("\(id)", .enabled(if: ConformanceCorpus.isSelected("\(id)")))
                    func \(name)() { ConformanceCheck.check(id: "\(id)") }

                """
        }
        text += "}\n"
        return text
    }
}
