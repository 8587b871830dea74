extension Collection where Element: Equatable {
    /// How many leading elements `self` and `other` share: the index of their first difference.
    package func commonPrefixCount(with other: some Collection<Element>) -> Int {
        zip(self, other).prefix { $0 == $1 }.count
    }
}
