import Foundation

/// Points, rectangles and sizes of the simulated screen. Plain value types; no Foundation.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var area: Double { max(0, width) * max(0, height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of two rectangles (zero-sized when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies wholly inside this rectangle.
    /// Whether `other` lies wholly inside this rectangle, to within `Rect.tolerance`: layouts add
    /// fractions (201.375-point media), and rounding must not make a view stick out.
    public func contains(_ other: Rect) -> Bool {
        let e = Rect.tolerance
        return other.x >= x - e && other.y >= y - e && other.maxX <= maxX + e && other.maxY <= maxY + e
    }

    /// Points below which two edges or sizes count as the same (a thousandth of a point).
    public static let tolerance = 0.001

    /// `x,y wxh`, with whole numbers printed without a fraction, for transcripts.
    public var description: String {
        "\(formatPoints(x)),\(formatPoints(y)) \(formatPoints(width))x\(formatPoints(height))"
    }
}

/// Prints a point value the same way on every machine: integers bare, others with up to 2 decimals.
public func formatPoints(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    var fraction = String(magnitude % 100)
    if fraction.count == 1 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    // A value within half a hundredth of a whole number (2.001) prints as that number, "2", not
    // "2.": the transcript scanner reads a value back only when it prints the same.
    let whole = "\(sign)\(magnitude / 100)"
    return fraction.isEmpty ? whole : whole + "." + fraction
}

/// A share (0...1) printed as a percentage with at most one decimal ("97%", "0.5%"), rounded
/// half up, for transcripts.
public func formatPercent(_ share: Double) -> String {
    let tenths = Int((share * 1000).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
}
