import AdSpecEngine

/// The timeline: one lane per transcript subject, in order of first appearance; every event a mark
/// at its engine time, normative events diamonds, informative ones circles.
extension HTMLReport {
    static let laneHeight = 26.0
    static let labelWidth = 170.0
    static let plotWidth = 880.0

    static func timelineLegend() -> String {
        """
        <p class="legend"><svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true"><polygon points="0,-6 6,0 0,6 -6,0" fill="\(Palette.vermillion)" stroke="#000"/></svg> \
        normative event (an app can observe it) &nbsp; <svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true"><circle r="4.5" fill="#fff" stroke="\(Palette.blue)" stroke-width="2"/></svg> \
        informative event (narration). Events at the same time in one lane are set side by side. \
        A thick ring and a dashed line mark the first divergent event of a failing scenario.</p>

        """
    }

    static func timeline(_ lines: [TranscriptLine], divergent: Int?) -> String {
        var lanes: [String] = []
        var laneOf: [String: Int] = [:]
        for line in lines {
            let subject = line.subject.text
            if laneOf[subject] == nil {
                laneOf[subject] = lanes.count
                lanes.append(subject)
            }
        }
        let maxTime = max(1, lines.map(\.timeMs).max() ?? 1)
        let top = 24.0
        let height = top + Double(lanes.count) * laneHeight + 10
        let width = labelWidth + plotWidth + 30
        func x(_ time: Int) -> Double { labelWidth + Double(time) / Double(maxTime) * plotWidth }
        let normative = lines.filter { $0.event.isNormative }.count
        var svg = "<svg class=\"timeline\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(number(width))\" "
        svg += "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" aria-labelledby=\"tl-t tl-d\">"
        svg += "<title id=\"tl-t\">Timeline, 0 to \(maxTime) ms</title>"
        svg += "<desc id=\"tl-d\">\(lanes.count) lanes (\(escape(lanes.joined(separator: ", ")))); \(lines.count) events, \(normative) normative.</desc>"
        svg += "<rect width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#fff\"/>"
        // The time axis: five ticks.
        for tick in 0...4 {
            let time = maxTime * tick / 4
            let tx = x(time)
            svg += "<line x1=\"\(number(tx))\" y1=\"\(number(top - 6))\" x2=\"\(number(tx))\" y2=\"\(number(height - 10))\" stroke=\"#ccc\" stroke-width=\"1\"/>"
            svg += "<text x=\"\(number(tx))\" y=\"14\" font-size=\"11\" font-family=\"sans-serif\" text-anchor=\"middle\">\(time) ms</text>"
        }
        for (index, lane) in lanes.enumerated() {
            let y = top + Double(index) * laneHeight
            svg += "<g class=\"lane\" data-subject=\"\(escape(lane))\">"
            svg += "<rect x=\"0\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(laneHeight))\" fill=\"\(index % 2 == 0 ? "#f4f4f4" : "#fff")\"/>"
            svg += "<text x=\"4\" y=\"\(number(y + laneHeight / 2 + 4))\" font-size=\"12\" font-family=\"sans-serif\">\(escape(lane))</text>"
            svg += "</g>"
        }
        var seen: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let subject = line.subject.text
            let lane = laneOf[subject] ?? 0
            let key = "\(lane) \(line.timeMs)"
            let k = seen[key, default: 0]
            seen[key] = k + 1
            let cx = x(line.timeMs) + Double(min(k, 6)) * 7
            let cy = top + Double(lane) * laneHeight + laneHeight / 2
            let text = escape("\(line.timeMs) ms \(subject): \(line.text)")
            if index == divergent {
                svg += "<line x1=\"\(number(cx))\" y1=\"\(number(top))\" x2=\"\(number(cx))\" y2=\"\(number(height - 10))\" stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>"
                svg += "<circle class=\"first\" cx=\"\(number(cx))\" cy=\"\(number(cy))\" r=\"10\" fill=\"none\" stroke=\"#000\" stroke-width=\"3\"/>"
            }
            if line.event.isNormative {
                svg += "<polygon class=\"mark n\" points=\"\(number(cx)),\(number(cy - 6)) \(number(cx + 6)),\(number(cy)) \(number(cx)),\(number(cy + 6)) \(number(cx - 6)),\(number(cy))\" fill=\"\(Palette.vermillion)\" stroke=\"#000\" stroke-width=\"1\"><title>\(text)</title></polygon>"
            } else {
                svg += "<circle class=\"mark i\" cx=\"\(number(cx))\" cy=\"\(number(cy))\" r=\"4.5\" fill=\"#fff\" stroke=\"\(Palette.blue)\" stroke-width=\"2\"><title>\(text)</title></circle>"
            }
        }
        svg += "</svg>\n"
        return svg
    }
}
