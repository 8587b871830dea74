import AdSpecEngine
import Testing

/// `formatPoints`: whole numbers bare, other values rounded to hundredths with trailing zeros
/// dropped, and a value that rounds to a whole number printed as that number (no bare dot).
@Suite struct FormatPointsTests {
    @Test func wholeNumbersAndHundredths() {
        #expect(formatPoints(390) == "390")
        #expect(formatPoints(-12) == "-12")
        #expect(formatPoints(1e12) == "1000000000000")
        #expect(formatPoints(266.666_666) == "266.67")
        #expect(formatPoints(0.5) == "0.5")
        #expect(formatPoints(-0.01) == "-0.01")
        #expect(formatPoints(0.005) == "0.01")
    }

    @Test func aValueThatRoundsToAWholeNumberPrintsWithoutADot() {
        #expect(formatPoints(2.001) == "2")
        #expect(formatPoints(0.001) == "0")
        #expect(formatPoints(-0.004) == "0")
        #expect(formatPoints(-3.999) == "-4")
    }
}
