import AdSpecHarness
import AdSpecKit
/// Finds the mutation sites of one Swift file from its tokens: one pass that follows the braces
/// (type bodies, function bodies, closures, control blocks) and the statements inside them.
///
/// Left alone on purpose: operator and function declarations, `#if` lines, attributes, enum raw
/// values, string literals and comments (single tokens), generic `<`/`>` (never spaced on both
/// sides), tuple members (`x.0`), the hand-written mutants' switches (`mutated(.name)` and the
/// branches they guard), statements directly in an `init` (removing one does not compile), and
/// the one expression of a closure or function that returns it (removing it does not compile).
package struct SiteFinder {
    package let file: String
    package let tokens: [SwiftToken]

    package init(file: String, tokens: [SwiftToken]) {
        self.file = file
        self.tokens = tokens
    }

    enum FrameKind: Equatable {
        case file, type, function(void: Bool, isInit: Bool), code, closure, switchBody
    }

    struct Frame {
        var kind: FrameKind
        var scope: String
        var disabled: Bool
        var parenDepth = 0
        /// The current statement's tokens at this level, with their bracket depth; a child
        /// closure contributes its braces only.
        var header: [(index: Int, depth: Int)] = []
        var opensBlock = false
        var statements: [SiteFinder.Pending] = []
        var statementCount = 0
        var skipLine = false
        /// Constants declared without a value (`let x: T`), assigned later on each path: removing
        /// such an assignment does not compile (definite initialisation).
        var unassigned: Set<String> = []

        var isCode: Bool {
            switch kind {
            case .function, .code, .closure, .switchBody: return true
            case .file, .type: return false
            }
        }
    }

    private var frames: [Frame] = []
    private var sites: [MutationSite] = []
    private var counts: [String: Int] = [:]
    /// The last token of an `@exclusivity(...)` being passed over (`step`), else -1.
    private var passOverUntil = -1

    /// The sites in source order of their first token.
    package static func sites(file: String, source: String) throws(SwiftLexer.Failure) -> (
        tokens: [SwiftToken], sites: [MutationSite]
    ) {
        let tokens = try SwiftLexer.tokens(source)
        var finder = SiteFinder(file: file, tokens: tokens)
        return (tokens, finder.run())
    }

    package mutating func run() -> [MutationSite] {
        frames = [Frame(kind: .file, scope: "(file)", disabled: false)]
        for i in tokens.indices { step(i) }
        while frames.count > 1 { closeFrame(at: tokens.count - 1) }
        finishStatement(in: frames.count - 1)
        // Occurrence numbers follow source order, whatever order the sites were found in.
        sites.sort { ($0.firstToken, $1.lastToken) < ($1.firstToken, $0.lastToken) }
        counts = [:]
        for i in sites.indices {
            let key = sites[i].scope + "\u{0}" + sites[i].label
            counts[key, default: 0] += 1
            sites[i].occurrence = counts[key]!
        }
        return sites
    }

    private var top: Int { frames.count - 1 }

    private mutating func step(_ i: Int) {
        let token = tokens[i]
        if token.newlineBefore {
            frames[top].skipLine = false
            if frames[top].parenDepth == 0, let last = frames[top].header.last?.index, !continues(after: last, with: i) {
                finishStatement(in: top)
            }
        }
        if token.kind == .pound, token.text == "#if" || token.text == "#elseif" || token.text == "#else" || token.text == "#endif" {
            frames[top].skipLine = true
            return
        }
        if frames[top].skipLine { return }
        // `@exclusivity(unchecked)` on a stored property says how the runtime checks its accesses,
        // nothing about the declaration's code: it and its argument are passed over as if not
        // written, so the property's initial value and observers keep their sites, scope and keys
        // (an attribute anywhere else makes its statement a declaration header, left alone).
        if i <= passOverUntil { return }
        if token.kind == .attribute, token.text == "@exclusivity" {
            passOverUntil = i
            if i + 1 < tokens.count, tokens[i + 1].kind == .punctuation, tokens[i + 1].text == "(" {
                var depth = 0
                for j in (i + 1)..<tokens.count where tokens[j].kind == .punctuation {
                    if tokens[j].text == "(" { depth += 1 }
                    if tokens[j].text == ")" { depth -= 1 }
                    if depth == 0 {
                        passOverUntil = j
                        break
                    }
                }
            }
            return
        }
        switch (token.kind, token.text) {
        case (.punctuation, "{"):
            openFrame(at: i)
            return
        case (.punctuation, "}"):
            closeFrame(at: i)
            return
        case (.punctuation, ";"):
            finishStatement(in: top)
            return
        case (.punctuation, "("), (.punctuation, "["):
            frames[top].header.append((i, frames[top].parenDepth))
            frames[top].parenDepth += 1
            return
        case (.punctuation, ")"), (.punctuation, "]"):
            frames[top].parenDepth = max(0, frames[top].parenDepth - 1)
            frames[top].header.append((i, frames[top].parenDepth))
            return
        case (.keyword, "in"):
            // A closure's signature (`{ a, b in`) is not a statement.
            if frames[top].kind == .closure, frames[top].statementCount == 0, frames[top].parenDepth == 0,
                frames[top].header.first.map({ tokens[$0.index].text }) != "for"
            {
                frames[top].header = []
                return
            }
        case (.punctuation, ":"):
            if frames[top].kind == .switchBody, frames[top].parenDepth == 0,
                let first = frames[top].header.first.map({ tokens[$0.index].text }), first == "case" || first == "default"
            {
                frames[top].header = []
                frames[top].opensBlock = false
                return
            }
        default: break
        }
        frames[top].header.append((i, frames[top].parenDepth))
        if !frames[top].disabled && !inDeclarationHeader() {
            operatorOrLiteralSite(at: i)
        }
    }

    /// A line break does not end the statement when the line ends with a binary operator, a
    /// comma or an opening bracket, or the next starts with an operator, a `.member` or `else`.
    private func continues(after last: Int, with next: Int) -> Bool {
        let previous = tokens[last]
        if previous.kind == .op, !(previous.leftBound && !previous.rightBound) { return true }
        if previous.kind == .punctuation, [",", "(", "[", "."].contains(previous.text) { return true }
        let following = tokens[next]
        if following.kind == .op { return true }
        if following.kind == .punctuation, following.text == "." { return true }
        if following.kind == .keyword, following.text == "else" || following.text == "where" { return true }
        return false
    }

    /// The statement so far declares a function, an initialiser, a subscript, an enum case, or
    /// carries an attribute: its operators and literals are not code to mutate.
    private func inDeclarationHeader() -> Bool {
        for (index, _) in frames[top].header {
            let token = tokens[index]
            if token.kind == .attribute { return true }
            if token.kind == .keyword, ["func", "init", "subscript", "operator", "typealias"].contains(token.text) {
                return true
            }
        }
        if !frames[top].isCode, let first = firstKeyword(frames[top].header.map(\.index)), first == "case" { return true }
        return false
    }

    private func firstKeyword(_ header: [Int]) -> String? {
        for index in header {
            let token = tokens[index]
            if token.kind == .attribute { continue }
            if token.kind == .keyword,
                ["private", "fileprivate", "internal", "public", "package", "static", "final", "override",
                 "mutating", "nonmutating", "nonisolated", "lazy", "indirect", "open", "convenience", "required"]
                    .contains(token.text)
            {
                continue
            }
            return token.kind == .keyword ? token.text : nil
        }
        return nil
    }

    // MARK: Blocks

    private mutating func openFrame(at i: Int) {
        dropSitesGuardedByMutants(frames[top].header)
        let parent = frames[top]
        let header = parent.header.map(\.index)
        var kind: FrameKind = .closure
        var scope = parent.scope
        var disabled = parent.disabled
        if parent.parenDepth == 0 {
            switch firstKeyword(header) {
            case "struct", "class", "enum", "extension", "protocol", "actor":
                kind = .type
                scope = typeName(header, parentScope: parent.scope)
            case "func":
                let (name, void) = functionName(header)
                kind = .function(void: void, isInit: false)
                scope = qualified(parent.scope, name)
            case "init", "deinit", "subscript":
                kind = .function(void: false, isInit: true)
                scope = qualified(parent.scope, initName(header))
            case "var", "let":
                if header.contains(where: { tokens[$0].kind == .op && tokens[$0].text == "=" }) {
                    kind = .closure
                } else {
                    // A computed property: its one expression is its value.
                    kind = .function(void: false, isInit: false)
                    if let name = header.first(where: { tokens[$0].kind == .identifier }) {
                        scope = qualified(parent.scope, tokens[name].text)
                    }
                }
            case "switch":
                kind = .switchBody
            case "if", "guard", "while", "for", "repeat", "do", "else", "catch", "defer":
                kind = .code
                if !disabled { disabled = conditionSites(header, isIf: firstKeyword(header) == "if" || elseIf(header)) }
            case "get":
                kind = .function(void: false, isInit: false)
            case "set", "willSet", "didSet":
                kind = .code
            default:
                // A trailing closure, or `get`/`set` written as identifiers.
                if let first = header.first, tokens[first].kind == .identifier,
                    ["get", "set", "willSet", "didSet"].contains(tokens[first].text), header.count == 1
                {
                    kind = tokens[first].text == "get" ? .function(void: false, isInit: false) : .code
                } else if header.isEmpty {
                    kind = .code
                } else {
                    kind = .closure
                }
            }
        }
        if kind == .closure {
            frames[top].header.append((i, parent.parenDepth))
        } else {
            frames[top].opensBlock = true
        }
        if case .function(let void, let isInit) = kind, void, !isInit, !disabled {
            addSite(
                .earlyReturn, label: "entry", variants: ["return"], first: i, last: i,
                code: "\(scope) { return; …", scope: scope)
        }
        frames.append(Frame(kind: kind, scope: scope, disabled: disabled))
    }

    private mutating func closeFrame(at i: Int) {
        finishStatement(in: top)
        let closed = frames.removeLast()
        // The one expression of a closure or a function that returns a value is its value.
        var kept = closed.statements
        if closed.statementCount == 1, let only = kept.first, !only.isAssignment {
            switch closed.kind {
            case .closure: kept = []
            case .function(let void, _) where !void: kept = []
            default: break
            }
        }
        sites.append(contentsOf: kept.map(\.site))
        if closed.kind == .closure {
            frames[top].header.append((i, frames[top].parenDepth))
        } else {
            // The block ends its statement (`} else {` starts the next one).
            frames[top].header = []
            frames[top].opensBlock = false
            frames[top].statementCount += 1
        }
    }

    private mutating func finishStatement(in f: Int) {
        let header = frames[f].header
        dropSitesGuardedByMutants(header)
        let opensBlock = frames[f].opensBlock
        frames[f].header = []
        frames[f].opensBlock = false
        guard !header.isEmpty else { return }
        frames[f].statementCount += 1
        if frames[f].isCode, let keyword = firstKeyword(header.map(\.index)), keyword == "let" || keyword == "var",
            !header.contains(where: { $0.depth == 0 && tokens[$0.index].text == "=" }),
            let name = header.first(where: { tokens[$0.index].kind == .identifier })
        {
            frames[f].unassigned.insert(tokens[name.index].text)
        }
        let frame = frames[f]
        guard frame.isCode, !frame.disabled, !opensBlock else { return }
        if case .function(_, isInit: true) = frame.kind { return }
        var first = 0
        if tokens[header[0].index].text == "try" { first = 1 }
        guard first < header.count else { return }
        let head = tokens[header[first].index]
        guard head.kind == .identifier || (head.kind == .keyword && head.text == "self") else { return }
        let assignment = header.contains { entry in
            entry.depth == 0 && tokens[entry.index].kind == .op
                && ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||="].contains(tokens[entry.index].text)
        }
        let lastText = tokens[header.last!.index].text
        guard assignment || lastText == ")" || lastText == "}" else { return }
        let firstIndex = header[0].index
        let lastIndex = header.last!.index
        if text(firstIndex, lastIndex).contains("mutated(") { return }
        if header.count > first + 1, tokens[header[first + 1].index].text == "=",
            frames[1...f].contains(where: { $0.unassigned.contains(head.text) })
        {
            return
        }
        let site = MutationSite(
            kind: .statement, file: file, scope: frame.scope, label: "statement", occurrence: 0, variants: ["remove"],
            line: tokens[firstIndex].line, column: tokens[firstIndex].column, firstToken: firstIndex,
            lastToken: lastIndex, code: text(firstIndex, lastIndex))
        frames[f].statements.append(Pending(site: site, isAssignment: assignment))
    }

    // MARK: Conditions

    private func elseIf(_ header: [Int]) -> Bool {
        header.count >= 2 && tokens[header[0]].text == "else" && tokens[header[1]].text == "if"
    }

    /// The boolean clauses of an `if`/`guard`/`while` header become condition sites; returns
    /// whether the block is a hand-written mutant's branch (`if … mutated(.name) {`).
    private mutating func conditionSites(_ header: [Int], isIf: Bool) -> Bool {
        let entries = frames[top].header
        guard let keywordAt = entries.firstIndex(where: { ["if", "guard", "while"].contains(tokens[$0.index].text) })
        else { return false }
        let keyword = tokens[entries[keywordAt].index].text
        var end = entries.count
        if keyword == "guard", let elseAt = entries.lastIndex(where: { tokens[$0.index].text == "else" && $0.depth == 0 }) {
            end = elseAt
        }
        var clauses: [[(index: Int, depth: Int)]] = [[]]
        for entry in entries[(keywordAt + 1)..<end] {
            if entry.depth == 0, tokens[entry.index].text == ",", tokens[entry.index].kind == .punctuation {
                clauses.append([])
            } else {
                clauses[clauses.count - 1].append(entry)
            }
        }
        var disabled = false
        for clause in clauses where !clause.isEmpty {
            let head = tokens[clause[0].index]
            if head.kind == .keyword, ["let", "var", "case"].contains(head.text) { continue }
            if head.kind == .pound { continue }
            let firstIndex = clause[0].index
            let lastIndex = clause.last!.index
            let code = text(firstIndex, lastIndex)
            if clause.contains(where: { tokens[$0.index].text == "mutated" }) {
                let negated = clause.contains { entry in
                    tokens[entry.index].text == "mutated" && entry.index > 0 && tokens[entry.index - 1].text == "!"
                }
                let disjunction = clause.contains { $0.depth == 0 && tokens[$0.index].text == "||" }
                if keyword == "if" && !negated && !disjunction { disabled = true }
                // `normal || mutated(.name)`: the normal path's condition, worth mutating.
                if !disjunction { continue }
            }
            let variants = keyword == "while" ? ["negate"] : ["negate", "remove"]
            addSite(.condition, label: keyword, variants: variants, first: firstIndex, last: lastIndex, code: code)
        }
        return disabled
    }

    // MARK: Operators and literals

    static let operatorVariants: [String: (MutationSite.Kind, [String])] = [
        "<": (.relational, ["<=", ">="]), "<=": (.relational, ["<", ">"]),
        ">": (.relational, [">=", "<="]), ">=": (.relational, [">", "<"]),
        "==": (.equality, ["!="]), "!=": (.equality, ["=="]),
        "&&": (.logical, ["||"]), "||": (.logical, ["&&"]),
        "+": (.arithmetic, ["-"]), "-": (.arithmetic, ["+"]), "*": (.arithmetic, ["/"]), "/": (.arithmetic, ["*"]),
        "+=": (.compoundAssignment, ["-="]), "-=": (.compoundAssignment, ["+="]),
    ]

    private mutating func operatorOrLiteralSite(at i: Int) {
        let token = tokens[i]
        if token.kind == .op, let (kind, variants) = Self.operatorVariants[token.text] {
            guard token.isSpacedBinaryOperator || (kind != .relational && token.isBinaryOperator && token.leftBound)
            else { return }
            let previous = i > 0 ? tokens[i - 1] : nil
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            if let previous, previous.kind == .keyword, previous.text == "func" || previous.text == "operator" { return }
            // An operator passed as a function (`reduce(0, +)`, `sorted(by: <)`) has no operands.
            if let previous, previous.kind == .punctuation, ["(", "[", ",", ":"].contains(previous.text) { return }
            if let next, next.kind == .punctuation, [")", "]", ","].contains(next.text) { return }
            if kind == .arithmetic || kind == .compoundAssignment, token.text.hasPrefix("+") {
                // String and array concatenation: `+` of a literal string or array is not arithmetic.
                if previous?.kind == .string || next?.kind == .string || next?.text == "[" { return }
            }
            if kind == .logical {
                if next?.text == "mutated" || (next?.text == "!" && i + 2 < tokens.count && tokens[i + 2].text == "mutated") {
                    return
                }
                if let previous, previous.text == ")", let open = matchingOpen(i - 1), open > 0, tokens[open - 1].text == "mutated" {
                    return
                }
            }
            var site = MutationSite(
                kind: kind, file: file, scope: frames[top].scope, label: token.text, occurrence: 0, variants: variants,
                line: token.line, column: token.column, firstToken: i, lastToken: i, code: lineText(of: i))
            site.comparesWithNil = kind == .equality && next?.text == "nil"
            (site.before, site.after) = lineParts(around: i)
            site.once = inStaticValue()
            sites.append(site)
            return
        }
        if token.kind == .integer, let value = Int(token.text.replacingOccurrences(of: "_", with: "")) {
            if i > 0, tokens[i - 1].kind == .punctuation, tokens[i - 1].text == "." { return }
            var variants: [String] = []
            for candidate in [value + 1, value - 1, 0] where candidate != value && !variants.contains(String(candidate)) {
                variants.append(String(candidate))
            }
            addSite(.integer, label: token.text, variants: variants, first: i, last: i, code: lineText(of: i))
            (sites[sites.count - 1].before, sites[sites.count - 1].after) = lineParts(around: i)
            sites[sites.count - 1].once = inStaticValue()
        }
    }

    /// An operand joined by `&&` to a hand-written mutant's switch (`x == 0 && mutated(.name)`)
    /// only counts when that mutant is on: its operators and literals are not engine behaviour.
    private mutating func dropSitesGuardedByMutants(_ header: [(index: Int, depth: Int)]) {
        for (position, entry) in header.enumerated() where tokens[entry.index].text == "mutated" {
            let depth = entry.depth
            func bounds(_ e: (index: Int, depth: Int)) -> Bool {
                if e.depth < depth { return true }
                guard e.depth == depth else { return false }
                let token = tokens[e.index]
                if token.kind == .punctuation, token.text == "," || token.text == ":" { return true }
                if token.kind == .keyword, ["if", "guard", "while", "else", "return", "let", "var", "case", "where"].contains(token.text) {
                    return true
                }
                return token.kind == .op && (token.text == "=" || token.text == "?")
            }
            var low = position
            while low > 0, !bounds(header[low - 1]) { low -= 1 }
            var high = position
            while high + 1 < header.count, !bounds(header[high + 1]) { high += 1 }
            let group = header[low...high]
            if group.contains(where: { $0.depth == depth && tokens[$0.index].text == "||" }) { continue }
            guard group.contains(where: { $0.depth == depth && tokens[$0.index].text == "&&" }) else { continue }
            let first = header[low].index
            let last = header[high].index
            sites.removeAll { site in
                site.firstToken >= first && site.lastToken <= last && site.kind != .condition && site.kind != .statement
                    && site.kind != .earlyReturn
            }
        }
    }

    /// The statement so far is a `static` (or global) `let`/`var`'s value: Swift evaluates it once.
    private func inStaticValue() -> Bool {
        let frame = frames[top]
        guard frame.kind == .type || frame.kind == .file else { return false }
        let header = frame.header.map(\.index)
        guard let keyword = firstKeyword(header), keyword == "let" || keyword == "var" else { return false }
        return frame.kind == .file || header.contains { tokens[$0].kind == .keyword && tokens[$0].text == "static" }
    }

    private func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var i = close
        while i >= 0 {
            if tokens[i].text == ")" && tokens[i].kind == .punctuation { depth += 1 }
            if tokens[i].text == "(" && tokens[i].kind == .punctuation {
                depth -= 1
                if depth == 0 { return i }
            }
            i -= 1
        }
        return nil
    }

    private mutating func addSite(
        _ kind: MutationSite.Kind, label: String, variants: [String], first: Int, last: Int, code: String,
        scope: String? = nil
    ) {
        sites.append(
            MutationSite(
                kind: kind, file: file, scope: scope ?? frames[top].scope, label: label, occurrence: 0,
                variants: variants, line: tokens[first].line, column: tokens[first].column, firstToken: first,
                lastToken: last, code: code))
    }

    // MARK: Names and text

    private func qualified(_ parent: String, _ name: String) -> String {
        parent == "(file)" ? name : parent + "." + name
    }

    private func typeName(_ header: [Int], parentScope: String) -> String {
        guard let at = header.firstIndex(where: { ["struct", "class", "enum", "extension", "protocol", "actor"].contains(tokens[$0].text) })
        else { return parentScope }
        var name = ""
        var i = at + 1
        while i < header.count {
            let token = tokens[header[i]]
            if token.kind == .identifier || token.kind == .keyword && token.text == "Self" {
                name += token.text
            } else if token.text == "." {
                name += "."
            } else {
                break
            }
            i += 1
        }
        return qualified(parentScope, name.isEmpty ? "?" : name)
    }

    /// `name(label:label:)` and whether it returns nothing.
    private func functionName(_ header: [Int]) -> (String, Bool) {
        guard let at = header.firstIndex(where: { tokens[$0].text == "func" }), at + 1 < header.count else { return ("?", false) }
        let name = tokens[header[at + 1]].text
        let labels = parameterLabels(header, from: at + 1)
        let void: Bool = {
            guard let arrow = header.firstIndex(where: { tokens[$0].text == "->" }) else { return true }
            let rest = header[(arrow + 1)...].map { tokens[$0].text }
            return rest.first == "Void" || (rest.count >= 2 && rest[0] == "(" && rest[1] == ")")
        }()
        return (name + "(" + labels + ")", void)
    }

    private func initName(_ header: [Int]) -> String {
        guard let at = header.firstIndex(where: { ["init", "deinit", "subscript"].contains(tokens[$0].text) }) else { return "init" }
        let keyword = tokens[header[at]].text
        if keyword == "deinit" { return keyword }
        return keyword + "(" + parameterLabels(header, from: at) + ")"
    }

    private func parameterLabels(_ header: [Int], from start: Int) -> String {
        guard let open = header[start...].firstIndex(where: { tokens[$0].text == "(" }) else { return "" }
        var depth = 0
        var labels = ""
        var expectLabel = true
        for position in open..<header.count {
            let token = tokens[header[position]]
            if token.text == "(" || token.text == "[" || token.text == "<" {
                depth += 1
                if depth == 1 { continue }
            }
            if token.text == ")" || token.text == "]" || token.text == ">" {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1 && token.text == "," {
                expectLabel = true
                continue
            }
            if depth == 1 && expectLabel && (token.kind == .identifier || token.kind == .keyword) {
                labels += token.text + ":"
                expectLabel = false
            }
        }
        return labels
    }

    func text(_ first: Int, _ last: Int) -> String {
        // Tokens joined by one space where the source had any: the site's code, on one line.
        var out = ""
        for i in first...last {
            if i > first, tokens[i].start > tokens[i - 1].end { out += " " }
            out += tokens[i].text
        }
        return out
    }

    /// The code of the token's line before it and after it, as `text` spaces it.
    func lineParts(around i: Int) -> (String, String) {
        var first = i
        while first > 0, tokens[first - 1].line == tokens[i].line { first -= 1 }
        var last = i
        while last + 1 < tokens.count, tokens[last + 1].line == tokens[i].line { last += 1 }
        var before = first < i ? text(first, i - 1) : ""
        if first < i, tokens[i].start > tokens[i - 1].end { before += " " }
        var after = last > i ? text(i + 1, last) : ""
        if last > i, tokens[i + 1].start > tokens[i].end { after = " " + after }
        return (before, after)
    }

    /// The code of the site's line, from its first token on that line to its last.
    func lineText(of i: Int) -> String {
        var first = i
        while first > 0, tokens[first - 1].line == tokens[i].line, !tokens[first - 1].text.contains("\n") { first -= 1 }
        var last = i
        while last + 1 < tokens.count, tokens[last + 1].line == tokens[i].line { last += 1 }
        return text(first, last)
    }
}

extension SiteFinder {
    struct Pending {
        var site: MutationSite
        var isAssignment: Bool
    }
}

