import AdSpecEngine
import AdSpecHarness
import AdSpecKit

/// The scenario page and the shared head (inline CSS, system fonts only).
extension HTMLReport {
    /// Okabe-Ito colours: distinguishable with the common colour-vision deficiencies and in grey print.
    enum Palette {
        static let orange = "#E69F00"
        static let skyBlue = "#56B4E9"
        static let bluishGreen = "#009E73"
        static let yellow = "#F0E442"
        static let blue = "#0072B2"
        static let vermillion = "#D55E00"
        static let reddishPurple = "#CC79A7"
        static let grey = "#767676"
    }

    static func head(title: String, depth: Int) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 15px; line-height: 1.4; color: #111; background: #fff; margin: 1.5em; max-width: 1400px; }
        h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.5em; border-bottom: 1px solid #999; }
        a { color: \(Palette.blue); }
        table.index { border-collapse: collapse; width: 100%; }
        table.index th, table.index td { border: 1px solid #bbb; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }
        .title { color: #444; font-size: 0.9em; }
        .badge { font-weight: bold; padding: 0 0.3em; border: 2px solid; }
        .badge.pass { color: #005a3f; border-color: \(Palette.bluishGreen); }
        .badge.fail { color: #8a3a00; border-color: \(Palette.vermillion); border-style: dashed; }
        .badge.error { color: #8a3a00; border-color: \(Palette.vermillion); border-style: double; border-width: 4px; }
        .badge.na { color: #444; border-color: \(Palette.grey); border-style: dotted; }
        .moments { display: flex; flex-wrap: wrap; gap: 1em; }
        figure { margin: 0; border: 1px solid #ccc; padding: 0.4em; }
        figcaption { font-size: 0.85em; max-width: 260px; }
        figcaption ul { margin: 0.2em 0; padding-left: 1.2em; }
        pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; overflow-x: auto; background: #f6f6f6; padding: 0.5em; }
        pre span { display: block; }
        .ev.n::before { content: "\\25C6  "; color: \(Palette.vermillion); }
        .ev.i::before { content: "\\25CB  "; color: \(Palette.blue); }
        .del { background: #fde0c8; } .add { background: #d4efe6; }
        .del mark { background: #f5a66c; } .add mark { background: #7fd1b5; } #message { white-space: pre-line; }
        .first { outline: 3px solid \(Palette.vermillion); font-weight: bold; }
        figure.divergent { border: 4px dashed \(Palette.vermillion); }
        figcaption ul.notes { list-style: square; }
        svg.gauge, svg.scrollmap { vertical-align: middle; }
        .legend { font-size: 0.9em; }
        @media print { body { margin: 0; } .moments { gap: 0.5em; } pre { background: none; } }
        </style>
        </head>
        <body>

        """
    }

    static func page(_ data: ScenarioData) -> String {
        let scenario = data.scenario
        var html = head(title: "\(scenario.id) - adspec report", depth: 1)
        html += "<p><a href=\"../index.html\">&larr; all scenarios</a></p>\n"
        html += "<h1>\(escape(scenario.id))</h1>\n<p>\(escape(scenario.title))</p>\n"
        html += "<p>Result: \(statusBadge(data.result.status)). Rules: \(escape(scenario.rules.joined(separator: " "))). "
        html += "Areas: \(escape(areas(of: scenario).joined(separator: " "))). Source: \(escape(data.sourcePath)).</p>\n"
        if !data.result.status.isSuccess {
            // The compared lines with their differing part in <mark> (issue 39 item 3).
            let notes = data.result.notes.filter { !$0.isRerecord }.map { note -> String in
                guard case .compared(let compared) = note, let span = DifferingSpan(compared.expected, compared.actual) else {
                    return escape(note.text)
                }
                return "expected: " + DifferingSpan.wrap(compared.expected, span.old, open: "<mark>", close: "</mark>", escape: escape)
                    + "\ngot:      " + DifferingSpan.wrap(compared.actual, span.new, open: "<mark>", close: "</mark>", escape: escape)
            }
            html += "<p id=\"message\">\(notes.joined(separator: "\n"))</p>\n"
        }
        let divergent = data.result.firstDifference?.actualEventIndex.map { $0 - 1 }  // 1-based there
        html += "<h2 id=\"screen\">Screen</h2>\n"
        if data.renders.isEmpty {
            html += "<p>No layout: the scenario did not run on the reference engine (a negative scenario, or an error).</p>\n"
        } else {
            html += screenLegend()
            html += "<div class=\"moments\">\n"
            let divergence = Divergence(lines: data.lines, renders: data.renders, index: divergent)
            for (index, render) in data.renders.enumerated() {
                html += screenFigure(render, moment: index, of: data.renders.count, lines: data.lines, divergence: divergence)
            }
            html += "</div>\n"
        }
        html += "<h2 id=\"timeline\">Timeline</h2>\n"
        if data.lines.isEmpty {
            html += "<p>No events from the reference engine.</p>\n"
        } else {
            html += timelineLegend()
            html += timeline(data.lines, periods: data.periods, divergent: divergent)
        }
        if let diff = data.result.diff, !diff.isEmpty {
            html += "<h2 id=\"diff\">Diff against the golden</h2>\n"
            html += "<p>The first divergent line is outlined. Removed lines start with -, added lines with +.</p>\n"
            html += diffBlock(diff)
        }
        html += "<h2 id=\"transcript\">Transcript</h2>\n"
        html += "<p class=\"legend\">&#9670; normative event (an app can observe it); &#9675; informative (narration).</p>\n"
        if data.lines.isEmpty {
            html += "<pre>\(escape(data.result.actual ?? data.result.message(includingRerecord: false)))</pre>\n"
        } else {
            html += "<pre class=\"transcript\">"
            for (index, line) in data.lines.enumerated() {
                let first = index == divergent ? " first" : ""
                html += "<span id=\"e\(index)\" class=\"ev \(line.event.isNormative ? "n" : "i")\(first)\">"
                html += escape(line.rendered) + "</span>"
            }
            html += "</pre>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The diff's hunks, the first changed line outlined.
    static func diffBlock(_ diff: TranscriptDiff) -> String {
        var html = "<pre class=\"diff\"><span>--- golden</span><span>+++ actual</span>"
        var marked = false
        for hunk in diff.hunks {
            let spans = TranscriptDiff.spans(of: hunk)
            html += "<span>@@ -\(hunk.oldStart + 1),\(hunk.oldCount) +\(hunk.newStart + 1),\(hunk.newCount) @@ \(escape(hunk.label))</span>"
            for (index, (kind, line)) in hunk.lines.enumerated() {
                let (prefix, cls): (String, String) =
                    switch kind {
                    case .context: (" ", "ctx")
                    case .removed: ("-", "del")
                    case .added: ("+", "add")
                    }
                var classes = cls
                if kind != .context && !marked {
                    classes += " first"
                    marked = true
                }
                let text =
                    spans[index].map {
                        DifferingSpan.wrap(String(line.text), $0, open: "<mark>", close: "</mark>", escape: escape)
                    } ?? escape(String(line.text))
                html += "<span class=\"\(classes)\">\(prefix)\(text)</span>"
            }
        }
        return html + "</pre>\n"
    }
}
