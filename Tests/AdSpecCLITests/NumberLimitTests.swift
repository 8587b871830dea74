import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// Every number a scenario can set is bounded by the loader: a value that used to make the engine
/// trap (SIGILL, the whole run lost) is a load error at its attribute, exit status 2.
@Suite("Number limits, end to end")
struct NumberLimitTests {
    /// A scenario with `settings` (inside `<settings>`), media `aspect-ratio`, one container of
    /// `width`, and `script`; every line is fixed so that the tests can name line and column.
    static func scenario(
        id: String, settings: String = "", aspectRatio: String = "16:9", width: String = "358",
        script: String = "<wait ms=\"5000\"/>"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <scenario xmlns="urn:adspec:scenario:1" id="\(id)">
          <title>T</title>
          <covers>IMP-1</covers>
          <settings>\(settings)</settings>
          <network>
            <unit id="u">
              <response latency="150">
                <ad id="a" type="content">
                  <asset kind="title" value="T" required="true"/>
                  <asset kind="media" value="m.jpg"/>
                  <media aspect-ratio="\(aspectRatio)"/>
                </ad>
              </response>
            </unit>
          </network>
          <app>
            <state id="s" unit="u"/>
            <screen>
              <vstack id="root">
                <native-container id="A" state="s" width="\(width)">
                  <vstack><asset kind="title"/><asset id="m" kind="media"/></vstack>
                </native-container>
              </vstack>
            </screen>
          </app>
          <script>
            <load state="s"/>
            \(script)
          </script>
        </scenario>

        """
    }

    /// Runs `verify` on a small corpus plus `Specs/bad/limit.xml` holding `text`; returns the output.
    private func verify(_ text: String) throws -> Shell.Output {
        let corpus = try SmallCorpus(scenarios: 1)
        let url = corpus.specs.appendingPathComponent("bad/limit.xml")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return try corpus.run(["verify"])
    }

    /// Exit 2, no trap, and exactly `expected` as the load errors (`path:line:column: error: ...`).
    private func expectLoadErrors(_ output: Shell.Output, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(output.status == 2, "exit status \(output.status)\n\(output.stdout)\(output.stderr)", sourceLocation: sourceLocation)
        let all = output.stdout + output.stderr
        #expect(!all.contains("Fatal error") && !all.contains("Backtrace"), "the run trapped:\n\(all)", sourceLocation: sourceLocation)
        let errors = all.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Specs/bad/limit.xml:") }
        #expect(errors == expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: ["impressionDwellMs", "videoImpressionDwellMs", "bindingGracePeriodMs"])
    func aHugeTimeSettingIsALoadError(name: String) throws {
        let value = "9223372036854775807"
        let set = "<set name=\"\(name)\" value=\"\(value)\"/>"
        let output = try verify(Self.scenario(id: "bad/limit", settings: set))
        let column = 13 + "<set name=\"\(name)\" ".count
        expectLoadErrors(
            output,
            [
                "Specs/bad/limit.xml:5:\(column): error: setting '\(name)' takes a whole number from 0 to 86400000 ms (a day), not '\(value)'"
            ])
    }

    @Test func aTimeSettingOfOneDayIsAccepted() throws {
        let set = "<set name=\"impressionDwellMs\" value=\"86400000\"/><set name=\"bindingGracePeriodMs\" value=\"0\"/>"
        let output = try verify(Self.scenario(id: "bad/limit", settings: set, script: "<wait ms=\"86400000\"/>"))
        // No golden: the scenario loads and runs (an ERROR for the missing golden, exit 1).
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(!output.stdout.contains("Specs/bad/limit.xml:"))
    }

    @Test func bulkMinimumAboveMaximumIsALoadError() throws {
        let set = "<set name=\"bulkMinimumCount\" value=\"5\"/><set name=\"bulkMaximumCount\" value=\"2\"/>"
        let output = try verify(Self.scenario(id: "bad/limit", settings: set))
        let column = 13 + "<set name=\"bulkMinimumCount\" value=\"5\"/><set name=\"bulkMaximumCount\" ".count
        expectLoadErrors(
            output,
            [
                "Specs/bad/limit.xml:5:\(column): error: bulkMinimumCount (5) is above bulkMaximumCount (2): the accepted range of adsCount needs bulkMinimumCount <= bulkMaximumCount"
            ])
    }

    @Test func bulkMinimumAboveTheDefaultMaximumIsALoadError() throws {
        let output = try verify(Self.scenario(id: "bad/limit", settings: "<set name=\"bulkMinimumCount\" value=\"20\"/>"))
        expectLoadErrors(
            output,
            [
                "Specs/bad/limit.xml:5:42: error: bulkMinimumCount (20) is above bulkMaximumCount (9): the accepted range of adsCount needs bulkMinimumCount <= bulkMaximumCount"
            ])
    }

    @Test(arguments: ["99999999999999999999:1", "1:99999999999999999999", "0.0000001:1", "100000", "2000:1", "0:1"])
    func anAspectRatioOutOfRangeIsALoadError(ratio: String) throws {
        let output = try verify(Self.scenario(id: "bad/limit", aspectRatio: ratio))
        expectLoadErrors(
            output,
            [
                "Specs/bad/limit.xml:12:18: error: aspect-ratio is width/height as '1.78' or '16:9': each side from 1e-06 to 1000000, the ratio from 0.001 to 1000, not '\(ratio)'"
            ])
    }

    @Test func aHugeVideoMinimumIsALoadError() throws {
        let set = "<set name=\"videoMinimumWidth\" value=\"1e17\"/><set name=\"videoMinimumHeight\" value=\"100000000000000000\"/>"
        let output = try verify(Self.scenario(id: "bad/limit", settings: set))
        let second = 13 + "<set name=\"videoMinimumWidth\" value=\"1e17\"/><set name=\"videoMinimumHeight\" ".count
        expectLoadErrors(
            output,
            [
                "Specs/bad/limit.xml:5:43: error: setting 'videoMinimumWidth' takes a number from 0 to 10000000 points, not '1e17'",
                "Specs/bad/limit.xml:5:\(second): error: setting 'videoMinimumHeight' takes a number from 0 to 10000000 points, not '100000000000000000'",
            ])
    }

    /// Every numeric field of `Settings` has a range: set to a huge value, each is refused by name.
    @Test func everyNumericSettingIsBounded() throws {
        let numeric = Mirror(reflecting: Settings()).children.compactMap { child -> (String, String)? in
            guard let name = child.label else { return nil }
            if child.value is Int { return (name, "9223372036854775807") }
            if child.value is Double { return (name, "1e300") }
            return nil
        }
        #expect(numeric.count >= 10)
        #expect(Set(numeric.map(\.0)).isSubset(of: Set(Settings.names)))
        let sets = numeric.map { "\n    <set name=\"\($0.0)\" value=\"\($0.1)\"/>" }.joined()
        let output = try verify(Self.scenario(id: "bad/limit", settings: sets))
        #expect(output.status == 2)
        let errors = (output.stdout + output.stderr).split(separator: "\n").filter { $0.hasPrefix("Specs/bad/limit.xml:") }
        for (index, (name, value)) in numeric.enumerated() {
            let line = 6 + index
            #expect(
                errors.contains { $0.hasPrefix("Specs/bad/limit.xml:\(line):") && $0.contains("'\(name)'") && $0.contains("'\(value)'") },
                "no error for \(name) at line \(line): \(errors)")
        }
    }

    @Test func sizesPositionsWaitsOffsetsAndCountsAreBounded() throws {
        let script = """
            <wait ms="86400001"/>
                <scroll node="root" offset="1e8"/>
                <set node="A" x="-10000001" opacity="1"/>
                <bulk-load batch="b" unit="demo-native-bulk-yandex" count="10001"/>
            """
        var text = Self.scenario(id: "bad/limit", width: "10000001", script: script)
        text = text.replacingOccurrences(of: "<vstack id=\"root\">", with: "<scroll id=\"root\"><vstack>")
        text = text.replacingOccurrences(of: "      </vstack>\n    </screen>", with: "      </vstack></scroll>\n    </screen>")
        let output = try verify(text)
        expectLoadErrors(
            output,
            [
                "Specs/bad/limit.xml:21:44: error: width takes a number from 0 to 10000000 points, not '10000001'",
                "Specs/bad/limit.xml:29:11: error: ms takes a whole number from 0 to 86400000 ms (a day), not '86400001'",
                "Specs/bad/limit.xml:30:25: error: offset takes a number from -10000000 to 10000000 points, not '1e8'",
                "Specs/bad/limit.xml:31:19: error: x takes a number from -10000000 to 10000000 points, not '-10000001'",
                "Specs/bad/limit.xml:32:57: error: count takes a whole number from 0 to 10000 ads, not '10001'",
            ])
    }
}
