import AdSpecEngine
import AdSpecKit

/// The timeline: one lane per transcript subject, in order of first appearance; every event a mark
/// at its engine time, normative events diamonds, informative ones circles; a state's phases as
/// bars in its lane, a card's viewability dwells and binding grace periods as spans in its lane,
/// all from the engine's own record (`RenderPeriod`).
extension HTMLReport {
    static let laneHeight = 36.0
    static let labelWidth = 170.0
    static let plotWidth = 880.0

    static func timelineLegend() -> String {
        """
        <p class="legend"><svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true"><polygon points="0,-6 6,0 0,6 -6,0" fill="\(Palette.vermillion)" stroke="#000"/></svg> \
        normative event (an app can observe it) &nbsp; <svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden="true"><circle r="4.5" fill="#fff" stroke="\(Palette.blue)" stroke-width="2"/></svg> \
        informative event (narration). Events at the same time in one lane are set side by side. \
        Bars under a state's marks are its phases: .idle white, .loading orange striped, .loaded green solid, \
        .failed vermillion cross-hatched, each named when there is room. Under a container's marks, a \
        solid blue span with end ticks is a viewability dwell (from the render where the card reached its \
        threshold to its impression or interruption) and a purple-edged dotted span a binding grace period (from \
        binding pending to bound or failure); a dashed outline after a span is the rest of its timer, which \
        did not run out; a span still open at the end has an arrow. \
        A thick ring and a dashed line mark the first divergent event of a failing scenario.</p>

        """
    }

    static func phasePaint(_ phase: String) -> (fill: String, name: String) {
        switch phase {
        case ".loading": ("url(#tl-loading)", "loading")
        case ".loaded": (Palette.bluishGreen, "loaded")
        case ".failed": ("url(#tl-failed)", "failed")
        default: ("#fff", "idle")
        }
    }

    static func timeline(_ lines: [TranscriptLine], periods: [RenderPeriod], divergent: Int?) -> String {
        var lanes: [String] = []
        var laneOf: [String: Int] = [:]
        for subject in lines.map(\.subject.text) + periods.map(\.subject) where laneOf[subject] == nil {
            laneOf[subject] = lanes.count
            lanes.append(subject)
        }
        let maxTime = max(1, lines.map(\.timeMs).max() ?? 1, periods.map { $0.toMs ?? $0.fromMs }.max() ?? 1)
        let top = 24.0
        let height = top + Double(lanes.count) * laneHeight + 10
        let width = labelWidth + plotWidth + 30
        func x(_ time: Int) -> Double { labelWidth + Double(min(time, maxTime)) / Double(maxTime) * plotWidth }
        let normative = lines.filter { $0.event.isNormative }.count
        let count = { (kind: RenderPeriod.Kind) in periods.filter { $0.kind == kind }.count }
        var svg = "<svg class=\"timeline\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(number(width))\" "
        svg += "height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\" aria-labelledby=\"tl-t tl-d\">"
        svg += "<title id=\"tl-t\">Timeline, 0 to \(maxTime) ms</title>"
        svg += "<desc id=\"tl-d\">\(lanes.count) lanes (\(escape(lanes.joined(separator: ", ")))); \(lines.count) events, \(normative) normative; "
        svg += "\(count(.phase)) phase bars, \(count(.dwell)) dwell spans, \(count(.grace)) grace-period spans.</desc>"
        svg += "<defs>"
        svg += "<pattern id=\"tl-loading\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"\(Palette.orange)\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#000\" stroke-width=\"2\"/></pattern>"
        svg += "<pattern id=\"tl-failed\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" fill=\"\(Palette.vermillion)\"/><path d=\"M0 0L8 8M8 0L0 8\" stroke=\"#000\" stroke-width=\"1.2\"/></pattern>"
        svg += "<pattern id=\"tl-grace\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\"><rect width=\"5\" height=\"5\" fill=\"#f3dcea\"/><circle cx=\"2.5\" cy=\"2.5\" r=\"1.6\" fill=\"#000\"/></pattern>"
        svg += "</defs>"
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
        for period in periods {
            svg += periodMark(period, lane: laneOf[period.subject] ?? 0, top: top, maxTime: maxTime, lines: lines, x: x)
        }
        var seen: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let subject = line.subject.text
            let lane = laneOf[subject] ?? 0
            let key = "\(lane) \(line.timeMs)"
            let k = seen[key, default: 0]
            seen[key] = k + 1
            let cx = x(line.timeMs) + Double(min(k, 6)) * 7
            let cy = top + Double(lane) * laneHeight + 11
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

    /// A phase bar, a dwell span or a grace-period span in its lane.
    static func periodMark(
        _ period: RenderPeriod, lane: Int, top: Double, maxTime: Int, lines: [TranscriptLine], x: (Int) -> Double
    ) -> String {
        let y = top + Double(lane) * laneHeight
        let x0 = x(period.fromMs)
        let end = period.toMs ?? maxTime
        let x1 = max(x(end), x0 + 2)
        let ended = period.endLine.map { " (\(lines[$0].text))" } ?? ""
        let until = period.toMs.map { "\($0) ms" } ?? "the end of the script"
        var svg = ""
        switch period.kind {
        case .phase:
            let paint = phasePaint(period.label)
            let title = "\(period.subject) \(period.label) from \(period.fromMs) ms to \(until)"
            svg += "<rect class=\"phase \(paint.name)\" x=\"\(number(x0))\" y=\"\(number(y + 21))\" width=\"\(number(x1 - x0))\" height=\"12\" fill=\"\(paint.fill)\" stroke=\"#000\" stroke-width=\"1\"><title>\(escape(title))</title></rect>"
            if x1 - x0 > 52 {
                svg += "<text x=\"\(number(x0 + 3))\" y=\"\(number(y + 31))\" font-size=\"10\" font-family=\"sans-serif\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">\(escape(period.label))</text>"
            }
        case .dwell, .grace:
            let dwell = period.kind == .dwell
            let (bandY, bandHeight) = dwell ? (y + 27, 7.0) : (y + 19, 7.0)
            let name = dwell ? "viewability dwell" : "binding grace period"
            var title = "\(period.subject) \(name) from \(period.fromMs) ms to \(until)\(ended)"
            if let due = period.dueMs { title += "; its timer was due at \(due) ms" }
            let fill = dwell ? Palette.blue : "url(#tl-grace)"
            let stroke = dwell ? "#000" : Palette.reddishPurple
            svg += "<g class=\"span \(period.kind.rawValue)\"><title>\(escape(title))</title>"
            // The rest of the timer that did not run out: a dashed outline to where it was due.
            if let due = period.dueMs, let to = period.toMs, due > to {
                svg += "<rect x=\"\(number(x1))\" y=\"\(number(bandY))\" width=\"\(number(max(0, x(due) - x1)))\" height=\"\(number(bandHeight))\" fill=\"none\" stroke=\"\(Palette.grey)\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"
            }
            svg += "<rect x=\"\(number(x0))\" y=\"\(number(bandY))\" width=\"\(number(x1 - x0))\" height=\"\(number(bandHeight))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(dwell ? "1" : "1.5")\"\(dwell ? "" : " stroke-dasharray=\"2 1\"")/>"
            for tick in [x0] + (period.toMs != nil ? [x1] : []) {
                svg += "<line x1=\"\(number(tick))\" y1=\"\(number(bandY - 2))\" x2=\"\(number(tick))\" y2=\"\(number(bandY + bandHeight + 2))\" stroke=\"#000\" stroke-width=\"2\"/>"
            }
            if period.toMs == nil {
                let mid = bandY + bandHeight / 2
                svg += "<polygon points=\"\(number(x1)),\(number(mid - 5)) \(number(x1 + 7)),\(number(mid)) \(number(x1)),\(number(mid + 5))\" fill=\"#000\"/>"
            }
            svg += "</g>"
        }
        return svg
    }
}
