import Yams

/// The file's text as lines of Unicode scalars, the unit libyaml's marks count in.
struct SourceText {
    struct Position { var line: Int; var column: Int }

    var lines: [[Unicode.Scalar]]
    /// The line break the file uses, kept for inserted lines.
    let newline: String

    init(_ text: String) {
        newline = text.contains("\r\n") ? "\r\n" : "\n"
        lines = text.components(separatedBy: newline).map { Array($0.unicodeScalars) }
    }

    /// Whether the collection starting at `mark` is written in flow style (`[…]`, `{…}`):
    /// read from the text itself, the one thing that decides how it is edited.
    func opensFlow(at mark: Mark?) -> Bool {
        guard let mark, lines.indices.contains(mark.line - 1), lines[mark.line - 1].indices.contains(mark.column - 1) else { return false }
        let c = lines[mark.line - 1][mark.column - 1]
        return c == "[" || c == "{"
    }

    var text: String {
        lines.map { var s = ""; s.unicodeScalars.append(contentsOf: $0); return s }.joined(separator: newline)
    }

    func lineText(_ i: Int) -> String { var s = ""; s.unicodeScalars.append(contentsOf: lines[i]); return s }

    func slice(_ a: Position, _ b: Position) -> String {
        var s = ""
        var p = a
        while p.line < b.line || (p.line == b.line && p.column < b.column) {
            if p.column < lines[p.line].count { s.unicodeScalars.append(lines[p.line][p.column]); p.column += 1 } else { s += "\n"; p = Position(line: p.line + 1, column: 0) }
        }
        return s
    }

    mutating func replace(_ a: Position, _ b: Position, with new: String) {
        let head = Array(lines[a.line][..<a.column]), tail = Array(lines[b.line][b.column...])
        var newLines = new.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
        newLines[0] = head + newLines[0]
        newLines[newLines.count - 1] += tail
        lines.replaceSubrange(a.line...b.line, with: newLines)
    }

    mutating func insertLine(_ text: String, before line: Int) {
        let new = text.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
        // A file that ends without a line break: the new line goes before the empty tail.
        let at = min(line, lines.last?.isEmpty == true ? lines.count - 1 : lines.count)
        lines.insert(contentsOf: new, at: at)
    }

    mutating func removeLine(_ line: Int) { lines.remove(at: line) }

    /// Where the scalar starting at `start` ends (exclusive).
    func scalarEnd(from start: Position, style: Node.Scalar.Style, inFlow: Bool, file: String, path: String) throws(SceneError) -> Position {
        var p = start
        func char(_ p: Position) -> Unicode.Scalar? { p.column < lines[p.line].count ? lines[p.line][p.column] : nil }
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
            let line = lines[p.line]
            var end = p.column
            var i = p.column
            while i < line.count {
                let c = line[i]
                if c == "#", i > 0, line[i - 1] == " " || line[i - 1] == "\t" { break }
                if inFlow, c == "," || c == "]" || c == "}" { break }
                if c == ":", i + 1 == line.count || line[i + 1] == " " { break }
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
            guard p.column < lines[p.line].count else { p = Position(line: p.line + 1, column: 0); continue }
            let c = lines[p.line][p.column]
            if let q = quote {
                if q == "\"", c == "\\" { p.column += 2; continue }
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "#", p.column > 0, lines[p.line][p.column - 1] == " " {
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
        guard let mark = node.mark else { return 0 }
        let start = Position(line: mark.line - 1, column: mark.column - 1)
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
            guard let last = m.max(by: { ($0.value.mark?.line ?? 0, $0.value.mark?.column ?? 0) < ($1.value.mark?.line ?? 0, $1.value.mark?.column ?? 0) }) else { return start.line }
            return try endLine(of: last.value, inFlow: false, file: file, path: path)
        case .sequence(let list):
            if opensFlow(at: list.mark) { return try flowEnd(from: start, file: file, path: path).line }
            guard let last = list.last else { return start.line }
            return try endLine(of: last, inFlow: false, file: file, path: path)
        default:
            return start.line
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
