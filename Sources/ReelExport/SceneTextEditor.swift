import ReelModels
import Yams

/// One `--set PATH=VALUE`: a scene file's own path (`actions[2].angle`, `canvas.scale`,
/// `host.icon`, `fps`) and the text the file would hold there.
public struct SceneAssignment: Hashable, Sendable {
    public var path: String
    public var value: String

    public init(path: String, value: String) { self.path = path; self.value = value }

    /// `PATH=VALUE` as the command line gives it; refused with one line naming `--set`.
    public init(argument: String) throws(ExportError) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
            throw .invalid(ParameterError("set", value: ParameterText.quoted(argument), accepted: "PATH=VALUE with a scene file's path, e.g. actions[2].angle=0.6 or canvas.scale=3"))
        }
        path = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    /// `PATH=VALUE`, as `--set` takes it.
    public var argument: String { "\(path)=\(value)" }
}

/// Edits a scene file's text in place, the way a person would: only the changed value's
/// characters are replaced, so comments, key order, quoting style, blank lines and short
/// forms (`- increment`) stay as they were; a key the file did not have is added on a line
/// of its own at its mapping's indentation (never the defaults around it); numbers are
/// written plain. No edits: the text comes back byte for byte.
///
/// The file is then read by `SceneFileReader` like any other, so a value is refused in the
/// same words as if it had been typed into the file.
public enum SceneTextEditor {
    /// `text` with every assignment applied in order (a later one for the same path wins).
    public static func apply(_ assignments: [SceneAssignment], to text: String, file: String) throws(SceneError) -> String {
        var text = text
        for a in assignments { text = try apply(a, to: text, file: file) }
        return text
    }

    /// `path` as its steps: keys and list indices (`actions[2].angle` → actions, 2, angle).
    enum Step: Equatable { case key(String), index(Int) }

    static func steps(_ path: String, file: String) throws(SceneError) -> [Step] {
        var out: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let name = rest.prefix { $0 != "[" }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw SceneError(file: file, line: nil, path: path, message: "not a scene path; expected keys and indices such as actions[2].angle or canvas.scale")
            }
            out.append(.key(String(name)))
            rest = rest.dropFirst(name.count)
            while !rest.isEmpty {
                guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]"), let i = Int(rest[rest.index(after: rest.startIndex)..<close]), i >= 0 else {
                    throw SceneError(file: file, line: nil, path: path, message: "not a scene path; expected keys and indices such as actions[2].angle or canvas.scale")
                }
                out.append(.index(i))
                rest = rest[rest.index(after: close)...]
            }
        }
        return out
    }

    static func apply(_ a: SceneAssignment, to text: String, file: String) throws(SceneError) -> String {
        let steps = try steps(a.path, file: file)
        var source = SourceText(text)
        var node = try BoundedYAML.compose(text, file: file)
        var walked = ""
        var inFlow = false
        for (n, step) in steps.enumerated() {
            let last = n == steps.count - 1
            let here = walked
            walked += { if case .key(let k) = step { return walked.isEmpty ? k : ".\(k)" } else if case .index(let i) = step { return "[\(i)]" }; return "" }()
            switch step {
            case .index(let i):
                guard case .sequence(let list) = node else {
                    throw SceneError(file: file, line: node.mark?.line, path: here, message: "not a list; \(walked) names no value")
                }
                guard list.indices.contains(i) else {
                    throw SceneError(file: file, line: node.mark?.line, path: walked, message: "no such item; \(here) has \(list.count)")
                }
                inFlow = inFlow || source.opensFlow(at: list.mark)
                node = list[i]
                if last { return try replace(node, with: a.value, in: &source, inFlow: inFlow, file: file, path: walked) }
            case .key(let key):
                if case .scalar(let s) = node, !here.isEmpty {
                    // `- pop` is `- action: pop`: spelled out so it can carry a key.
                    return try expandShortForm(s, adding: Array(steps[n...]), value: a.value, in: &source, inFlow: inFlow, file: file, path: here)
                }
                guard case .mapping(let mapping) = node else {
                    throw SceneError(file: file, line: node.mark?.line, path: here, message: "not a mapping; \(walked) names no value")
                }
                inFlow = inFlow || source.opensFlow(at: mapping.mark)
                guard let entry = mapping.first(where: { $0.key.string == key }) else {
                    try insert(Array(steps[n...]), value: a.value, into: mapping, in: &source, inFlow: inFlow, file: file, path: here)
                    return source.text
                }
                node = entry.value
                if last { return try replace(node, with: a.value, in: &source, inFlow: inFlow, file: file, path: walked) }
            }
        }
        return source.text
    }

    // MARK: writing values

    /// `value` as the file writes it: numbers plain; other text in the quoting `style` the
    /// file used there, or plain when YAML reads it back as the same text, else quoted.
    static func formatted(_ value: String, style: Node.Scalar.Style?, inFlow: Bool, json: Bool = false) -> String {
        if isNumber(value) { return value }
        switch style {
        case .singleQuoted?: return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .doubleQuoted?: return doubleQuoted(value)
        default: break
        }
        if json { return doubleQuoted(value) }
        return isPlainSafe(value, inFlow: inFlow) ? value : doubleQuoted(value)
    }

    static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\x" + String(scalar.value, radix: 16).leftPadded(2) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    static func isNumber(_ value: String) -> Bool {
        value.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil
    }

    /// Whether YAML reads `value` unquoted as exactly this text.
    static func isPlainSafe(_ value: String, inFlow: Bool) -> Bool {
        guard let first = value.first, let lastChar = value.last, !first.isWhitespace, !lastChar.isWhitespace else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) {
            // `-15,15` is a plain scalar: a dash followed by a non-space starts one.
            guard first == "-", value.count > 1, !value.dropFirst().first!.isWhitespace else { return false }
        }
        if value.contains(": ") || value.contains(" #") || value.hasSuffix(":") { return false }
        if value.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) }) { return false }
        if inFlow, value.contains(where: { ",[]{}".contains($0) }) { return false }
        return true
    }

    /// Replaces the value `node` holds with `value`.
    static func replace(_ node: Node, with value: String, in source: inout SourceText, inFlow: Bool, file: String, path: String) throws(SceneError) -> String {
        guard let mark = node.mark else { throw SceneError(file: file, line: nil, path: path, message: "cannot find the value in the file") }
        let start = SourceText.Position(line: mark.line - 1, column: mark.column - 1)
        switch node {
        case .scalar(let s):
            guard s.style != .literal, s.style != .folded else {
                throw SceneError(file: file, line: mark.line, path: path, message: "a multi-line value; edit it in the file")
            }
            let end = try source.scalarEnd(from: start, style: s.style, inFlow: inFlow, file: file, path: path)
            source.replace(start, end, with: formatted(value, style: s.style, inFlow: inFlow))
        case .sequence(let list) where source.opensFlow(at: list.mark):
            // `size: [96, 96]`: a size or point written as a list stays a list.
            let parts = value.contains("x") ? value.split(separator: "x") : value.split(separator: ",")
            let end = try source.flowEnd(from: start, file: file, path: path)
            if parts.count == 2, parts.allSatisfy({ isNumber($0.trimmingCharacters(in: .whitespaces)) }) {
                source.replace(start, end, with: "[\(parts[0].trimmingCharacters(in: .whitespaces)), \(parts[1].trimmingCharacters(in: .whitespaces))]")
            } else {
                source.replace(start, end, with: formatted(value, style: nil, inFlow: inFlow))
            }
        default:
            throw SceneError(file: file, line: mark.line, path: path, message: "holds a list or mapping; expected a single value there")
        }
        return source.text
    }

    /// `- pop` spelled out as `- action: pop` with the new key.
    static func expandShortForm(_ s: Node.Scalar, adding steps: [Step], value: String, in source: inout SourceText, inFlow: Bool,
                                file: String, path: String) throws(SceneError) -> String {
        guard steps.count == 1, case .key(let key) = steps[0], let mark = s.mark else {
            throw SceneError(file: file, line: s.mark?.line, path: path, message: "not a mapping; expected an action's key after it")
        }
        let start = SourceText.Position(line: mark.line - 1, column: mark.column - 1)
        let end = try source.scalarEnd(from: start, style: s.style, inFlow: inFlow, file: file, path: path)
        let name = source.slice(start, end)
        if inFlow {
            source.replace(start, end, with: "{action: \(name), \(key): \(formatted(value, style: nil, inFlow: true))}")
        } else {
            let indent = String(repeating: " ", count: mark.column - 1)
            source.replace(start, end, with: "action: \(name)\n\(indent)\(key): \(formatted(value, style: nil, inFlow: false))")
        }
        return source.text
    }

    /// Adds the missing `steps` (a key, or a section and its key) to `mapping`: on a line of
    /// its own at the mapping's indentation, after its last entry (a new top-level section
    /// goes before `actions`, where sections are written); in a flow mapping before its `}`.
    static func insert(_ steps: [Step], value: String, into mapping: Node.Mapping, in source: inout SourceText, inFlow: Bool,
                       file: String, path: String) throws(SceneError) {
        var keys: [String] = []
        for step in steps {
            guard case .key(let k) = step else {
                throw SceneError(file: file, line: mapping.mark?.line, path: path, message: "no list there to index")
            }
            keys.append(k)
        }
        guard let mark = mapping.mark else { throw SceneError(file: file, line: nil, path: path, message: "cannot find the mapping in the file") }
        if inFlow || source.opensFlow(at: mapping.mark) {
            let json = mapping.first.map { if case .scalar(let k) = $0.key { return k.style == .doubleQuoted } else { return false } } ?? false
            func key(_ k: String) -> String { json ? "\"\(k)\"" : k }
            var inner = formatted(value, style: nil, inFlow: true, json: json)
            for k in keys.dropFirst().reversed() { inner = "{\(key(k)): \(inner)}" }
            let entry = "\(key(keys[0])): \(inner)"
            let start = SourceText.Position(line: mark.line - 1, column: mark.column - 1)
            let end = try source.flowEnd(from: start, file: file, path: path)
            let close = SourceText.Position(line: end.line, column: end.column - 1)
            source.replace(close, close, with: mapping.isEmpty ? entry : ", \(entry)")
            return
        }
        let indent = mark.column - 1
        var lines: [String] = []
        for (depth, k) in keys.enumerated() {
            let pad = String(repeating: " ", count: indent + 2 * depth)
            lines.append(depth == keys.count - 1 ? "\(pad)\(k): \(formatted(value, style: nil, inFlow: false))" : "\(pad)\(k):")
        }
        let block = lines.joined(separator: "\n")
        if indent == 0, keys.count > 1, let actions = mapping.first(where: { $0.key.string == "actions" }), let at = actions.key.mark {
            // Before `actions:` and the comment lines right above it.
            var line = at.line - 1
            while line > 0, source.lineText(line - 1).trimmingCharacters(in: .whitespaces).hasPrefix("#") { line -= 1 }
            source.insertLine(block, before: line)
        } else {
            let after = try source.endLine(of: .mapping(mapping), inFlow: false, file: file, path: path)
            source.insertLine(block, before: after + 1)
        }
    }
}

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
