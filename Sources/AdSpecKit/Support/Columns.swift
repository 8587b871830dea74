/// Text tables: a cell padded with spaces to its column's width.
package enum Columns {
    /// `text` padded with spaces to `width` characters; a longer text keeps one space after it.
    package static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
