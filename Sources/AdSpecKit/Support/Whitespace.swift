extension StringProtocol {
    /// Runs of white space as one space, none at either end. What counts as white space is the
    /// caller's: any Unicode white space (the default), XML's four characters, or the space alone.
    package func collapsingWhitespace(where isSpace: (Character) -> Bool = \.isWhitespace) -> String {
        split(whereSeparator: isSpace).joined(separator: " ")
    }
}

extension Character {
    /// XML's white space (the `S` production): space, tab, line feed, carriage return.
    package var isXMLSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}

extension UInt8 {
    /// XML's white space as a byte: space, tab, line feed, carriage return.
    package var isXMLSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
