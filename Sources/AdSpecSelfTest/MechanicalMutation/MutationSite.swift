import AdSpecHarness
import AdSpecKit
/// One place in the engine's sources that the mechanical mutation analysis changes, with the
/// mutations it tries there (Documentation/MechanicalMutation.md).
package struct MutationSite: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `<` `<=` `>` `>=`: the boundary (`<` to `<=`) and the negation (`<` to `>=`).
        case relational
        /// `==` `!=`: the other one.
        case equality
        /// `&&` `||`: the other one.
        case logical
        /// `+` `-` `*` `/`: the opposite operation.
        case arithmetic
        /// `+=` `-=`: the opposite update.
        case compoundAssignment
        /// An integer literal: n+1, n-1, 0.
        case integer
        /// A boolean clause of an `if`, `guard` or `while`: negated, or removed (always true).
        case condition
        /// A call or assignment statement (a state update, an event or a transcript emission): removed.
        case statement
        /// The entry of a function returning nothing: `return` at once.
        case earlyReturn
    }

    package var kind: Kind
    /// The file's name inside the engine folder (`Simulation+Bulk.swift`).
    package var file: String
    /// The enclosing declaration, `Type.function(label:)` (or the type, for a property's value).
    package var scope: String
    /// What is changed: the operator, the literal, `if`/`guard`/`while` for a condition,
    /// `statement`, `entry`.
    package var label: String
    /// Among the sites of `file`, `scope` and `label`, this one's number in source order (from 1).
    package var occurrence: Int
    /// The mutations tried here, by what they write (`<=`, `6`, `negate`, `remove`, `return`).
    package var variants: [String]
    package var line: Int
    package var column: Int
    /// The tokens the site spans (one for an operator or a literal).
    package var firstToken: Int
    package var lastToken: Int
    /// The original code the site spans, whitespace collapsed.
    package var code: String
    /// An `==`/`!=` whose right operand is `nil`.
    package var comparesWithNil = false
    /// In the value of a `static` or global constant or variable: evaluated once per process, so
    /// each of its mutants runs in a fresh worker with the mutant on from the start.
    package var once = false
    /// For an operator or a literal: the code of its line before and after it.
    package var before = ""
    package var after = ""

    /// The code as the mutant `variant` (1-based) has it, on one line.
    package func mutatedCode(variant: Int) -> String {
        let change = variants[variant - 1]
        switch kind {
        case .relational, .equality, .logical, .arithmetic, .compoundAssignment, .integer:
            return before + change + after
        case .condition:
            return change == "negate" ? "!(\(code))" : "true"
        case .statement:
            return "(removed) " + code
        case .earlyReturn:
            return "return at the entry of \(scope)"
        }
    }

    /// The key of one of its mutants in the equivalents file: stable across edits elsewhere in the
    /// file (no line number).
    package func key(variant: Int) -> String {
        "\(file) | \(scope) | \(label) #\(occurrence) | \(variants[variant - 1])"
    }
}

/// One mutant: a site and one of its mutations (1-based, as the schema's switch numbers them).
package struct MechanicalMutant: Sendable, Hashable, Comparable {
    package var site: Int
    package var variant: Int

    package init(site: Int, variant: Int) {
        self.site = site
        self.variant = variant
    }

    package static func < (a: Self, b: Self) -> Bool { (a.site, a.variant) < (b.site, b.variant) }
}
