/// What encloses the screen node being read: decides which template placeholders (`$item`,
/// `$card`) and which constructs (`if has=`, `slider-cards`) are allowed there.
struct ScreenContext {
    /// How many `for-each` / `bulk-items` / `slider-cards` templates enclose the node.
    var templateDepth = 0
    /// How many screen nodes enclose the node (`<use>` is none: the card's root takes its place).
    var depth = 0
    /// Inside a `for-each` or `bulk-items` template: a container may take `$item`.
    var itemAllowed = false
    /// The node is the template directly inside `slider-cards`: it takes `$card`.
    var cardTemplate = false
    /// Inside a slider container's content: `slider-cards` is allowed.
    var inSliderContent = false
    /// Inside a container's content closure, where `layout` exists: `if has=` is allowed.
    var hasLayout = false
    /// Prefix for every node id (from `<use prefix=...>`, nested uses concatenate).
    var prefix = ""
    /// Cards being inlined, outermost first (to refuse a card that uses itself).
    var cards: [String] = []
    /// Where the outermost `<use>` is, while a library card is inlined: problems with the ids it
    /// brings (duplicates) are reported there, in the scenario.
    var useSite: SourceLocation?
}
