/// One pass over a Swift text's bytes, without recursion, that counts how deeply SwiftParser
/// will recurse to read it, so a text that would overflow its stack is refused before it is
/// parsed. SwiftParser raises its own `maximumNestingLevel` only for brackets; it also recurses
/// once per nested generic argument list (`A<A<A<…`), per function-type arrow (`A -> A -> …`,
/// right-nested), per prefix keyword (`try try try x`, `await`, `each`, `consume`, `copy`,
/// `repeat`, `unsafe`, and the type specifiers), per `#if` inside `#if`, per `else if` and per
/// conditional expression in another's middle (`a ? a ? … : b : b`). These nest inside one
/// another and inside brackets on the same stack, so one count covers them all: each open
/// bracket level carries the units opened at it, and the total is what the parser would
/// stack.
///
/// The count reads the raw text, strings and comments included: it may count a word or a
/// bracket no parser reads (a file needs no such runs), but it never skips one that a parser
/// does read, which a scanner guessing where comments and strings end could be led to do.
struct NestingScanner {
    /// Units open at one bracket level (or the top level).
    private struct Level {
        /// Enclosing levels' units and brackets, this level's bracket included.
        var base = 0
        var isSquare = false
        /// `<` of generic arguments not closed yet.
        var angles = 0
        /// `->` in the current chain.
        var arrows = 0
        /// Prefix keywords in a row (`try await consume x`).
        var prefixes = 0
        /// `?` of conditional expressions whose `:` has not come yet.
        var conditionals = 0
        /// `else` in the current `if … else if …` chain.
        var elses = 0
        /// A `}` just closed back to this level: the next token continues an `else` chain or ends it.
        var afterBrace = false

        var units: Int { angles + arrows + prefixes + conditionals + elses }
    }

    private var levels: [Level] = [Level()]
    private var squares = 0
    private var conditionalCompilation = 0
    /// The last significant token was `->` (a chain continues over a line break after it).
    private var lastWasArrow = false
    private var newlineSinceLastToken = false

    /// Prefix keywords and type specifiers SwiftParser reads by recursing into their operand.
    static let prefixKeywords: Set<String> = [
        "try", "await", "each", "consume", "copy", "repeat", "unsafe", "_move", "_borrow",
        "some", "any", "inout", "borrowing", "consuming", "sending", "isolated", "__shared", "__owned", "_const",
    ]

    private var total: Int {
        let level = levels[levels.count - 1]
        return level.base + level.units + conditionalCompilation
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0
    }

    /// What a token does to the current level before it is counted: ends a prefix run, ends an
    /// `else` chain after a `}`, ends an arrow chain across a line break.
    private mutating func beginToken(isPrefix: Bool, isElse: Bool, isArrow: Bool) {
        let index = levels.count - 1
        if !isPrefix { levels[index].prefixes = 0 }
        if levels[index].afterBrace {
            if !isElse { levels[index].elses = 0 }
            levels[index].afterBrace = false
        }
        if newlineSinceLastToken && !isArrow && !lastWasArrow { levels[index].arrows = 0 }
        newlineSinceLastToken = false
        lastWasArrow = isArrow
    }

    /// A statement boundary (`;`, `=`, `{`, `}`): generic arguments, arrow chains and
    /// conditional expressions cannot continue across it.
    private mutating func endStatementParts() {
        let index = levels.count - 1
        levels[index].angles = 0
        levels[index].arrows = 0
        levels[index].conditionals = 0
    }

    /// What a level carries most of, when a bracket opened on top of it passes the limit: an
    /// `else if` chain's block is refused as the chain, not as "brackets".
    private static func heaviest(_ level: Level) -> String? {
        let kinds = [(level.elses, "'else if' chains"), (level.prefixes, "prefix keywords ('try', 'await', …)"),
                     (level.angles, "generic arguments ('<')"), (level.arrows, "function types ('->')"),
                     (level.conditionals, "conditional expressions ('?')")]
        guard let most = kinds.max(by: { $0.0 < $1.0 }), most.0 > 1 else { return nil }
        return most.1
    }

    private func excess(_ what: String, at offset: Int) -> (offset: Int, message: String)? {
        total > SourceNesting.brackets ? (offset, SourceNesting.message(what, SourceNesting.brackets)) : nil
    }

    /// The first offset where the count passes `SourceNesting.brackets` (or `[` passes
    /// `SourceNesting.squareBrackets`), with the construct that passed it.
    mutating func scan(_ bytes: [UInt8]) -> (offset: Int, message: String)? {
        var offset = 0
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if Self.isSpace(byte) {
                if byte == 0x0A || byte == 0x0D { newlineSinceLastToken = true }
                offset += 1
                continue
            }
            let start = offset
            if Self.isIdentifier(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") {
                offset += 1
                while offset < count, Self.isIdentifier(bytes[offset]) { offset += 1 }
                let word = String(decoding: bytes[start..<offset], as: UTF8.self)
                let isPrefix = Self.prefixKeywords.contains(word)
                beginToken(isPrefix: isPrefix, isElse: word == "else", isArrow: false)
                let index = levels.count - 1
                if isPrefix {
                    // `try!` and `try?` are one keyword.
                    if word == "try", offset < count, bytes[offset] == UInt8(ascii: "!") || bytes[offset] == UInt8(ascii: "?") {
                        offset += 1
                    }
                    levels[index].prefixes += 1
                    if let refusal = excess("'\(word)' and other prefix keywords", at: start) { return refusal }
                } else if word == "else" {
                    levels[index].elses += 1
                    if let refusal = excess("'else if' chains", at: start) { return refusal }
                } else if word == "#if" {
                    conditionalCompilation += 1
                    if let refusal = excess("'#if' blocks", at: start) { return refusal }
                } else if word == "#endif" {
                    conditionalCompilation = max(0, conditionalCompilation - 1)
                }
                continue
            }
            if Self.isOperator(byte) {
                offset += 1
                while offset < count, Self.isOperator(bytes[offset]) {
                    // `//` and `/*` after an operator start a comment: the scan goes on through
                    // it as text, the operator ends here.
                    if bytes[offset] == UInt8(ascii: "/"), offset + 1 < count,
                       bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") { break }
                    offset += 1
                }
                let token = bytes[start..<offset]
                let isArrow = token.elementsEqual("->".utf8)
                beginToken(isPrefix: false, isElse: false, isArrow: isArrow)
                let index = levels.count - 1
                if isArrow {
                    levels[index].arrows += 1
                    if let refusal = excess("function types ('->')", at: start) { return refusal }
                } else if token.elementsEqual("<".utf8) {
                    levels[index].angles += 1
                    if let refusal = excess("generic arguments ('<')", at: start) { return refusal }
                } else if token.elementsEqual("=".utf8) {
                    endStatementParts()
                } else if token.elementsEqual("?".utf8), start > 0, Self.isSpace(bytes[start - 1]),
                          offset < count, Self.isSpace(bytes[offset]) {
                    levels[index].conditionals += 1
                    if let refusal = excess("conditional expressions ('?')", at: start) { return refusal }
                } else if token.first == UInt8(ascii: ">"), !token.elementsEqual(">=".utf8), !token.elementsEqual(">>=".utf8) {
                    // SwiftParser splits `>>` (and `>?`, `>!`, `>.`) to close generic arguments.
                    let closings = token.prefix { $0 == UInt8(ascii: ">") }.count
                    levels[index].angles = max(0, levels[index].angles - closings)
                }
                continue
            }
            offset += 1
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                beginToken(isPrefix: false, isElse: false, isArrow: false)
                let isSquare = byte == UInt8(ascii: "[")
                var level = Level()
                let parent = levels[levels.count - 1]
                level.base = parent.base + parent.units + 1
                level.isSquare = isSquare
                if byte == UInt8(ascii: "{") { endStatementParts() }
                levels.append(level)
                if isSquare { squares += 1 }
                if total > SourceNesting.brackets {
                    return (start, SourceNesting.message(Self.heaviest(parent) ?? "brackets", SourceNesting.brackets))
                }
                if squares > SourceNesting.squareBrackets {
                    return (start, SourceNesting.message("'[' brackets", SourceNesting.squareBrackets))
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                beginToken(isPrefix: false, isElse: false, isArrow: false)
                if levels.count > 1 {
                    let closed = levels.removeLast()
                    if closed.isSquare { squares -= 1 }
                    if byte == UInt8(ascii: "}") {
                        endStatementParts()
                        levels[levels.count - 1].afterBrace = true
                    }
                }
            case UInt8(ascii: ";"):
                beginToken(isPrefix: false, isElse: false, isArrow: false)
                endStatementParts()
            case UInt8(ascii: ":"):
                beginToken(isPrefix: false, isElse: false, isArrow: false)
                let index = levels.count - 1
                levels[index].conditionals = max(0, levels[index].conditionals - 1)
            default:
                beginToken(isPrefix: false, isElse: false, isArrow: false)
            }
        }
        return nil
    }
}
