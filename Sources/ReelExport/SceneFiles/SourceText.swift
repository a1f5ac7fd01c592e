import Yams

/// The file's text as lines of Unicode scalars, the unit libyaml's marks count in, split at
/// every line break YAML knows — LF, CRLF, CR, NEL (U+0085), LS (U+2028) and PS (U+2029) —
/// exactly as libyaml counts lines, so a mark's line is this line (issue 32: splitting at
/// `\n` alone put every edit after a lone CR or an LS one line too low, and past the last
/// line it crashed). Each line keeps the break that ended it, so text comes back byte for
/// byte; a byte-order mark (which libyaml skips and does not count as a column) is kept
/// aside and written back in front.
///
/// Positions outside the text are clamped, never trapped on: an edit that lands wrongly is
/// caught by `SceneEditCheck` and refused.
struct SourceText {
    struct Position: Comparable {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    var lines: [[Unicode.Scalar]]
    /// The break that ends each line ("" after the last one).
    private(set) var breaks: [String]
    /// The line break inserted lines get: the file's first LF, CRLF or CR ("\n" if none).
    let newline: String
    /// Whether the text starts with a byte-order mark.
    let bom: Bool

    /// Every line break YAML 1.1 (libyaml) knows besides LF and CR.
    static func isBreak(_ c: Unicode.Scalar) -> Bool {
        c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}"
    }

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        bom = scalars.first == "\u{FEFF}"
        if bom { scalars.removeFirst() }
        var lines: [[Unicode.Scalar]] = [], breaks: [String] = []
        var current: [Unicode.Scalar] = []
        var newline: String?
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard Self.isBreak(c) else { current.append(c); i += 1; continue }
            var brk = String(c)
            if c == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { brk = "\r\n"; i += 1 }
            if newline == nil, brk == "\n" || brk == "\r\n" || brk == "\r" { newline = brk }
            lines.append(current); breaks.append(brk)
            current = []
            i += 1
        }
        lines.append(current); breaks.append("")
        self.lines = lines
        self.breaks = breaks
        self.newline = newline ?? "\n"
    }

    /// The text again, as UTF-8 built in one buffer: appending scalars to a String's
    /// `unicodeScalars` one line at a time was a fifth of planning 50 `render --set` jobs over
    /// a 10,000-action scene (issue 41).
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.count } + lines.count * 2 + 3)
        if bom { bytes.append(contentsOf: "\u{FEFF}".utf8) }
        for (line, brk) in zip(lines, breaks) {
            for c in line { UTF8.encode(c) { bytes.append($0) } }
            bytes.append(contentsOf: brk.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func lineText(_ i: Int) -> String {
        var s = ""
        if lines.indices.contains(i) { s.unicodeScalars.append(contentsOf: lines[i]) }
        return s
    }

    /// `p` moved inside the text: a line that exists, a column at most its length.
    func clamped(_ p: Position) -> Position {
        guard !lines.isEmpty else { return Position(line: 0, column: 0) }
        let line = min(max(0, p.line), lines.count - 1)
        return Position(line: line, column: min(max(0, p.column), lines[line].count))
    }

    func char(_ p: Position) -> Unicode.Scalar? {
        guard lines.indices.contains(p.line), p.column >= 0, p.column < lines[p.line].count else { return nil }
        return lines[p.line][p.column]
    }

    /// Where a node's own text starts: `mark` (libyaml's, from 1) past the node's properties —
    /// an anchor `&a` and a tag `!t` — so an edit keeps them (an anchored value lost its
    /// anchor, and the file its validity, when the edit replaced from the mark).
    func contentStart(_ mark: Mark?) -> Position? {
        guard let mark else { return nil }
        var p = Position(line: mark.line - 1, column: mark.column - 1)
        guard char(p) != nil else { return lines.indices.contains(p.line) && p.column == lines[p.line].count ? p : nil }
        while let c = char(p), c == "&" || c == "!" {
            while let c = char(p), c != " ", c != "\t" { p.column += 1 }
            // Spaces, and line breaks and blank lines, up to the content.
            while true {
                if let c = char(p), c == " " || c == "\t" { p.column += 1; continue }
                if char(p) == nil, p.line + 1 < lines.count { p = Position(line: p.line + 1, column: 0); continue }
                break
            }
        }
        return p
    }

    /// The anchor (`&name`) written at `mark`, if any.
    func anchorName(at mark: Mark) -> String? {
        var p = Position(line: mark.line - 1, column: mark.column - 1)
        guard char(p) == "&" else { return nil }
        var name = ""
        p.column += 1
        while let c = char(p), c != " ", c != "\t", !",[]{}".unicodeScalars.contains(c) { name.unicodeScalars.append(c); p.column += 1 }
        return name
    }

    /// Whether the collection at `mark` is written in flow style (`[…]`, `{…}`): read from
    /// the text itself, the one thing that decides how it is edited.
    func opensFlow(at mark: Mark?) -> Bool {
        guard let p = contentStart(mark), let c = char(p) else { return false }
        return c == "[" || c == "{"
    }

    func slice(_ a: Position, _ b: Position) -> String {
        var s = ""
        var p = clamped(a)
        let end = clamped(b)
        while p < end {
            if p.column < lines[p.line].count {
                s.unicodeScalars.append(lines[p.line][p.column]); p.column += 1
            } else {
                s += breaks[p.line]; p = Position(line: p.line + 1, column: 0)
            }
        }
        return s
    }

    /// Replaces the text from `a` to `b` with `new`, whose lines are separated by "\n"
    /// (written with the file's own break).
    mutating func replace(_ a: Position, _ b: Position, with new: String) {
        let a = clamped(a), b = max(a, clamped(b))
        let head = Array(lines[a.line][..<a.column]), tail = Array(lines[b.line][b.column...])
        var newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        newLines[0] = head + newLines[0]
        newLines[newLines.count - 1] += tail
        let newBreaks = Array(repeating: newline, count: newLines.count - 1) + [breaks[b.line]]
        lines.replaceSubrange(a.line...b.line, with: newLines)
        breaks.replaceSubrange(a.line...b.line, with: newBreaks)
    }

    mutating func insertLine(_ text: String, before line: Int) {
        let new = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        // A file that ends with a line break: the new line goes before the empty tail.
        let at = min(max(0, line), lines.last?.isEmpty == true ? lines.count - 1 : lines.count)
        if at == lines.count {
            // After a last line without a break: that line gets one, the new last line none.
            breaks[breaks.count - 1] = newline
            lines.append(contentsOf: new)
            breaks.append(contentsOf: Array(repeating: newline, count: new.count - 1) + [""])
        } else {
            lines.insert(contentsOf: new, at: at)
            breaks.insert(contentsOf: Array(repeating: newline, count: new.count), at: at)
        }
    }

    mutating func removeLine(_ line: Int) {
        guard lines.indices.contains(line), lines.count > 1 else { return }
        if line == lines.count - 1 { breaks[line - 1] = breaks[line] }
        lines.remove(at: line)
        breaks.remove(at: line)
    }

    /// Where the scalar starting at `start` ends (exclusive).
    func scalarEnd(from start: Position, style: Node.Scalar.Style, inFlow: Bool, file: String, path: String) throws(SceneError) -> Position {
        var p = start
        switch style {
        case .singleQuoted, .doubleQuoted:
            let quote: Unicode.Scalar = style == .singleQuoted ? "'" : "\""
            p.column += 1
            while p.line < lines.count {
                guard let c = char(p) else { p = Position(line: p.line + 1, column: 0); continue }
                if quote == "\"", c == "\\" { p.column += 2; continue }
                if c == quote {
                    if quote == "'", char(Position(line: p.line, column: p.column + 1)) == "'" { p.column += 2; continue }
                    return Position(line: p.line, column: p.column + 1)
                }
                p.column += 1
            }
            throw SceneError(file: file, line: start.line + 1, path: path, message: "an unterminated quoted value")
        default:
            guard lines.indices.contains(p.line) else { return clamped(p) }
            let line = lines[p.line]
            var end = min(p.column, line.count)
            var i = end
            while i < line.count {
                let c = line[i]
                if c == "#", i > 0, line[i - 1] == " " || line[i - 1] == "\t" { break }
                if inFlow, c == "," || c == "]" || c == "}" { break }
                if c == ":", i + 1 == line.count || line[i + 1] == " " || line[i + 1] == "\t" || (inFlow && ",]}".unicodeScalars.contains(line[i + 1])) { break }
                if c != " " && c != "\t" { end = i + 1 }
                i += 1
            }
            return Position(line: p.line, column: end)
        }
    }

    /// Where the flow collection (`[…]`, `{…}`) starting at `start` ends (exclusive).
    func flowEnd(from start: Position, file: String, path: String) throws(SceneError) -> Position {
        var depth = 0
        var quote: Unicode.Scalar?
        var p = start
        while p.line < lines.count {
            guard let c = char(p) else { p = Position(line: p.line + 1, column: 0); continue }
            if let q = quote {
                if q == "\"", c == "\\" { p.column += 2; continue }
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#", p.column > 0, lines[p.line][p.column - 1] == " " || lines[p.line][p.column - 1] == "\t" {
                p = Position(line: p.line + 1, column: 0); continue
            } else if c == "[" || c == "{" {
                depth += 1
            } else if c == "]" || c == "}" {
                depth -= 1
                if depth == 0 { return Position(line: p.line, column: p.column + 1) }
            }
            p.column += 1
        }
        throw SceneError(file: file, line: start.line + 1, path: path, message: "an unclosed bracket")
    }

    /// The last line (0-based) a block node's text reaches.
    func endLine(of node: Node, inFlow: Bool, file: String, path: String) throws(SceneError) -> Int {
        guard let start = contentStart(node.mark) else { return 0 }
        switch node {
        case .scalar(let s):
            if s.style == .literal || s.style == .folded {
                // The block runs while lines are blank or indented past the key.
                var line = start.line + 1
                while line < lines.count, lines[line].isEmpty || lines[line].first == " " { line += 1 }
                return line - 1
            }
            return try scalarEnd(from: start, style: s.style, inFlow: inFlow, file: file, path: path).line
        case .mapping(let m):
            if opensFlow(at: m.mark) { return try flowEnd(from: start, file: file, path: path).line }
            // The entry written last; a value an alias repeats (`<<: *base`) carries its
            // anchor's place, earlier in the file, so the key's line stands for it.
            guard let last = m.max(by: { Self.place($0.key) < Self.place($1.key) }) else { return start.line }
            guard Self.place(last.value) > Self.place(last.key) else { return blockEnd(from: Self.place(last.key).line, column: start.column) }
            return try endLine(of: last.value, inFlow: false, file: file, path: path)
        case .sequence(let list):
            if opensFlow(at: list.mark) { return try flowEnd(from: start, file: file, path: path).line }
            guard let last = list.last else { return start.line }
            guard Self.place(last) > start else { return blockEnd(from: start.line, column: start.column) }
            return try endLine(of: last, inFlow: false, file: file, path: path)
        default:
            return start.line
        }
    }

    /// The last line of the block collection whose entries start at `column`, from its line
    /// `line` on: lines indented past `column`, or `-` items at it, belong to it; blank and
    /// comment lines between them too, not after the last. For an alias written last (its
    /// mark is its anchor's, elsewhere), where the node itself cannot say.
    func blockEnd(from line: Int, column: Int) -> Int {
        var last = line
        var i = line + 1
        while i < lines.count {
            let text = lines[i]
            let indent = text.prefix { $0 == " " }.count
            if indent == text.count || text[indent] == "#" { i += 1; continue }
            guard indent > column || (indent == column && text[indent] == "-") else { break }
            last = i
            i += 1
        }
        return last
    }

    static func place(_ node: Node) -> Position {
        Position(line: (node.mark?.line ?? 1) - 1, column: (node.mark?.column ?? 1) - 1)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
