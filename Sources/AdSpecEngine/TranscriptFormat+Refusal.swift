extension TranscriptFormat {
    /// The subject column of a refusal line.
    public static let refusedSubject = "refused"

    /// One line of a negative scenario's golden: the refusal its scenario expects, at engine time
    /// 0 (nothing ran), in the layout of every line (`"%6d ms  %-17s %s"`):
    ///
    ///          0 ms  refused           api SLD-5: SliderAdContainer has no onAdClick modifier ...
    ///
    /// `phase` is `schema`, `loader` or `api`; `detail` the refusal's message (with its place for
    /// `schema` and `loader`).
    public static func refusalLine(phase: String, rule: String, detail: String) -> String {
        var text = TranscriptText()
        writeTime(0, to: &text)
        text += refusedSubject
        writeSubjectPadding(after: refusedSubject.count, to: &text)
        text += "\(phase) \(rule): \(detail)"
        return text.string
    }
}
