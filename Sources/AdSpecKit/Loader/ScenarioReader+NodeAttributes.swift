/// The nine attributes every screen node may carry (`applyNodeAttributes`), as bits: which of
/// them an element has, found in one pass over its attributes.
enum NodeAttributes {
    /// In the order of the bits (bit i is `names[i]`).
    static let names = ["x", "y", "width", "height", "hidden", "drawing-group", "opacity", "clipped", "present"]
    static let x: UInt16 = 1 << 0
    static let y: UInt16 = 1 << 1
    static let width: UInt16 = 1 << 2
    static let height: UInt16 = 1 << 3
    static let hidden: UInt16 = 1 << 4
    static let drawingGroup: UInt16 = 1 << 5
    static let opacity: UInt16 = 1 << 6
    static let clipped: UInt16 = 1 << 7
    static let present: UInt16 = 1 << 8

    private static let keys = names.map(XMLElementNode.NameKey.init)

    /// Bit i set exactly when `element[names[i]] != nil`: each attribute's name is compared with
    /// the nine as `XMLElementNode.attribute(_:)` compares (the length key first, then the
    /// `String`s), so an element with none of them, or with a few, costs one short pass.
    static func written(in element: XMLElementNode) -> UInt16 {
        var written: UInt16 = 0
        for attribute in element.attributeSlice {
            for index in keys.indices
            where keys[index].mayEqual(attribute.nameKey) && attribute.name == names[index] {
                written |= 1 << UInt16(index)
            }
        }
        return written
    }
}
