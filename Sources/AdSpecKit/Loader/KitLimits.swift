/// How much of anything the kit accepts from the files it reads, so that no file in `Specs/` or
/// `Goldens/` (which arrive in pull requests) can make a run take unbounded memory or time. Each
/// default is far above anything in `Specs/` (at most 445 elements in a file, the catalogue; 3
/// states, 12 steps and about 100 screen nodes in a scenario; files under 80 KB); going over one
/// is a `path:line:column` load error (exit status 2), never a hang. These are settings of the kit, not of the binding: scenarios cannot change them.
/// Documented in Documentation/ScenarioFormat.md, "Limits".
package struct KitLimits: Sendable, Hashable {
    /// The largest file the kit reads (scenario, library, schema, catalogue, golden), in bytes,
    /// checked with `fstat` before a byte is read.
    package var fileBytes = 4 << 20
    /// Elements in one XML file (start tags, counted before libxml2 builds a tree).
    package var elementsPerFile = 100_000
    /// Attributes on one element (libxml2 2.9 checks duplicate attributes in quadratic time).
    package var attributesPerElement = 256
    /// View nodes of one scenario's screen after every template (`use`, `for-each`, ...) is expanded.
    package var nodesPerScenario = 20_000
    /// App states of one scenario (`<state>`).
    package var statesPerScenario = 5_000
    /// Steps of one scenario's script, `repeat` expanded.
    package var stepsPerScenario = 10_000
    /// Library cards inlined inside one another (`<use card>` in a card's body, in a card's
    /// body, ...): the loader reads a used card by recursion, so a long chain of cards would
    /// overflow its stack. `Specs/` nests 2 deep.
    package var cardUseDepth = 32
    /// Screen nodes nested in one another once every card is inlined: the engine lays a screen
    /// out by recursion (a debug build overflowed its stack at about 600 levels). libxml2 bounds
    /// one file's nesting to 256, which cards could multiply. `Specs/` nests under 10 deep.
    package var screenDepth = 256
    /// Characters of an id: a scenario's, a screen node's (with the prefixes of the `<use>`s it
    /// comes through), a library card's; and of an id or glob that selects scenarios (a longer
    /// one could name none). `Specs/` ids are under 60.
    package var idCharacters = 200

    package init() {}

    /// The limits every command uses.
    package static let standard = KitLimits()

    /// `4 MiB`, `512 KiB`, `100 bytes`.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
