import ReelModels
import Yams

/// Edits a scene file's text in place, the way a person would: only the changed value's
/// characters are replaced, so comments, key order, quoting style, blank lines and short
/// forms (`- increment`) stay as they were; a key the file did not have is added on a line
/// of its own at its mapping's indentation (never the defaults around it); numbers are
/// written plain. No edits: the text comes back byte for byte.
///
/// The file is read as a scene before any edit (an invalid file is refused as the reader
/// refuses it, never edited), every edit is checked to have changed its own value and
/// nothing else (`SceneEditCheck`), and the result is then read by `SceneFileReader` like any
/// other file, so a value is refused in the same words as if it had been typed into it.
///
/// A value a YAML alias repeats (`&p` … `*p`) is not edited where it is written once: the edit
/// would change every copy; it is refused naming the anchor. A key a merge (`<<: *base`)
/// gives is edited by adding it to the merging mapping, which then overrides it there alone.
public enum SceneTextEditor {
    /// `text` with every assignment applied in order (a later one for the same path wins).
    public static func apply(_ assignments: [SceneAssignment], to text: String, file: String) throws(SceneError) -> String {
        guard !assignments.isEmpty else { return text }
        let root = try BoundedYAML.compose(text, file: file)
        _ = try SceneFileReader(file: file).read(root: root)
        return try apply(assignments, to: text, root: root, file: file).text
    }

    /// The same over a text already read and found valid (`root`, its tree): each edit is
    /// parsed once, to be checked (`SceneEditCheck`), and that tree is the next edit's and the
    /// caller's, so nothing is parsed twice (a batch's render jobs over one 10,000-action scene
    /// parsed it four times a job).
    /// `scriptKept`: the tree's script is `root`'s own node, every edit having left it alone
    /// (`SceneScriptSplice`), so a reader needs no comparison to know it reads as before.
    static func apply(_ assignments: [SceneAssignment], to text: String, root: Node,
                      file: String) throws(SceneError) -> (text: String, root: Node, scriptKept: Bool) {
        var (text, root, kept, moved) = (text, root, true, false)
        for a in assignments {
            if moved {
                // The kept script's marks are off by the lines an earlier edit added above it:
                // the next edit finds its place by marks, so it gets the whole text's tree.
                root = try BoundedYAML.compose(text, file: file)
                kept = false
            }
            let edited = try apply(a, to: text, root: root, file: file)
            (text, root) = (edited.text, edited.root)
            kept = kept && edited.splice != nil
            moved = edited.splice?.linesMoved ?? false
        }
        return (text, root, kept)
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

    static func apply(_ given: SceneAssignment, to text: String, file: String) throws(SceneError) -> String {
        try apply(given, to: text, root: try BoundedYAML.compose(text, file: file), file: file).text
    }

    /// One edit of `text`, whose tree is `root`; the edited text and its tree, and the splice
    /// that composed the tree without the script when the edit left the script alone.
    static func apply(_ given: SceneAssignment, to text: String, root: Node,
                      file: String) throws(SceneError) -> (text: String, root: Node, splice: SceneScriptSplice?) {
        let (a, steps) = try SceneSpelling.inFileSpelling(given, steps: try steps(given.path, file: file), root: root, file: file)
        let original = SourceText(text)
        var source = original
        try refuseShared(steps, in: root, source: source, file: file, path: a.path)
        let edited: String, expected: SceneEditCheck.Expected
        if let items = SceneListEdit.items(at: steps, in: root, value: a.value) {
            // A declared list (keyframe values, keyTimes, timingFunctions) is written as a
            // list, never as one comma-separated scalar.
            edited = try SceneListEdit.apply(items, steps: steps, root: root, in: &source, file: file, path: a.path)
            expected = .items(items)
        } else {
            edited = try edit(a, steps: steps, root: root, in: &source, file: file)
            expected = .value(a.value)
        }
        let splice = SceneEditCheck.inScript(a.path) ? nil
            : SceneScriptSplice.compose(edited: edited, editedSource: source, originalSource: original, original: root, file: file)
        let tree = try SceneEditCheck.verify(original: root, edited: edited, path: a.path, expected: expected, file: file, spliced: splice?.root)
        return (edited, tree, splice)
    }

    /// Refuses an edit at `steps` that would change a value a YAML alias repeats: the value,
    /// or a collection holding it, is anchored (`&p`) and written again elsewhere (`*p`, or a
    /// merge `<<: *p`). Yams composes an alias as its anchor's node, mark and all (its
    /// `anchor` property is a weak reference, gone by the time we look), so an anchored node
    /// is found by the `&` at its mark, and its copies by that mark.
    static func refuseShared(_ steps: [Step], in root: Node, source: SourceText, file: String, path: String) throws(SceneError) {
        var node = root
        var walked = ""
        for step in steps {
            switch step {
            case .key(let k):
                guard let next = BoundedYAML.value(of: k, in: node) else { return }
                walked += walked.isEmpty ? k : ".\(k)"
                node = next
            case .index(let i):
                guard case .sequence(let list) = node, list.indices.contains(i) else { return }
                walked += "[\(i)]"
                node = list[i]
            }
            if let mark = node.mark, let anchor = source.anchorName(at: mark), copies(of: mark, in: root) > 1 {
                throw SceneError(file: file, line: mark.line, path: path,
                                 message: "\(walked) is written once as &\(anchor) and repeated by *\(anchor); an edit would change every copy, so write it out in full where it should change alone")
            }
        }
    }

    /// How many nodes in `node` are the one at `mark`: the anchored node and its aliases.
    static func copies(of mark: Mark, in node: Node) -> Int {
        var count = node.mark.map { $0.line == mark.line && $0.column == mark.column } == true ? 1 : 0
        switch node {
        case .mapping(let m): for (k, v) in m { count += copies(of: mark, in: k) + copies(of: mark, in: v) }
        case .sequence(let list): for item in list { count += copies(of: mark, in: item) }
        case .scalar, .alias: break
        }
        return count
    }

    /// The edit of one value (not a declared list) in `source`.
    private static func edit(_ a: SceneAssignment, steps: [Step], root: Node, in source: inout SourceText, file: String) throws(SceneError) -> String {
        var node = root
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
                if last { return try replace(node, key: nil, with: a.value, in: &source, inFlow: inFlow, file: file, path: walked) }
            case .key(let key):
                if case .scalar(let s) = node, !here.isEmpty {
                    // `- pop` is `- action: pop`: spelled out so it can carry a key.
                    return try expandShortForm(s, adding: Array(steps[n...]), value: a.value, in: &source, inFlow: inFlow, file: file, path: here)
                }
                guard case .mapping(let mapping) = node else {
                    throw SceneError(file: file, line: node.mark?.line, path: here, message: "not a mapping; \(walked) names no value")
                }
                inFlow = inFlow || source.opensFlow(at: mapping.mark)
                guard let entry = mapping.first(where: { Self.isKey($0.key, key) }) else {
                    if !last, let merged = BoundedYAML.value(of: key, in: node) {
                        // Only a whole key can be added to override a merge; a part of one cannot.
                        throw SceneError(file: file, line: merged.mark?.line, path: walked,
                                         message: "comes from a merge (<<); write \(key) out in this mapping to edit part of it")
                    }
                    // Absent, or given by a merge: a key of its own here (it overrides the merge).
                    try insert(Array(steps[n...]), value: a.value, into: mapping, in: &source, inFlow: inFlow, file: file, path: here)
                    return source.text
                }
                node = entry.value
                if last { return try replace(node, key: entry.key, with: a.value, in: &source, inFlow: inFlow, file: file, path: walked) }
            }
        }
        return source.text
    }

    /// Whether `node` is the mapping key `key` (a merge key `<<` is none).
    static func isKey(_ node: Node, _ key: String) -> Bool {
        guard case .scalar(let s) = node else { return false }
        return !BoundedYAML.isMergeKey(s) && s.string == key
    }

    // MARK: writing values

    /// `value` as the file writes it: numbers plain; other text in the quoting `style` the
    /// file used there, or plain when YAML reads it back as the same text, else quoted.
    static func formatted(_ value: String, style: Node.Scalar.Style?, inFlow: Bool, json: Bool = false) -> String {
        if isNumber(value) { return value }
        switch style {
        case .singleQuoted? where !value.unicodeScalars.contains(where: needsEscape):
            return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .singleQuoted?: return doubleQuoted(value)
        case .doubleQuoted?: return doubleQuoted(value)
        default: break
        }
        if json { return doubleQuoted(value) }
        return isPlainSafe(value, inFlow: inFlow) ? value : doubleQuoted(value)
    }

    /// `value` double-quoted with every character escaped that YAML would not read back as
    /// itself: the scene writer's quoting (a raw LS, NEL or CR broke the file's lines, and
    /// the next edit landed a line low — issue 32).
    static func doubleQuoted(_ value: String) -> String { SceneFileWriter.quote(value) }

    /// Whether `c` cannot stand for itself in YAML text: a control character, a line break or
    /// a byte-order mark.
    static func needsEscape(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0xA0).contains(c.value) || c.value == 0x2028 || c.value == 0x2029 || c.value == 0xFEFF
    }

    static func isNumber(_ value: String) -> Bool {
        value.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/) != nil
    }

    /// Whether YAML reads `value` unquoted as exactly this text.
    static func isPlainSafe(_ value: String, inFlow: Bool) -> Bool {
        guard let first = value.first, let lastChar = value.last, !first.isWhitespace, !lastChar.isWhitespace else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".contains(first) {
            // `-15,15` is a plain scalar: a dash followed by a non-space starts one.
            guard first == "-", value.count > 1, value.dropFirst().first?.isWhitespace == false else { return false }
        }
        if value.contains(": ") || value.contains(" #") || value.hasSuffix(":") { return false }
        if value.unicodeScalars.contains(where: needsEscape) { return false }
        if inFlow, value.contains(where: { ",[]{}".contains($0) }) { return false }
        return true
    }

    /// Replaces the value `node` (the value of `key`, when in a mapping) holds with `value`.
    static func replace(_ node: Node, key: Node?, with value: String, in source: inout SourceText, inFlow: Bool, file: String, path: String) throws(SceneError) -> String {
        guard let mark = node.mark, let start = source.contentStart(node.mark) else {
            throw SceneError(file: file, line: nil, path: path, message: "cannot find the value in the file")
        }
        switch node {
        case .scalar(let s):
            guard s.style != .literal, s.style != .folded else {
                throw SceneError(file: file, line: mark.line, path: path, message: "a multi-line value; edit it in the file")
            }
            if s.style == .plain, s.string.isEmpty, case .scalar(let k)? = key, let keyStart = source.contentStart(key?.mark) {
                // `icon:` with nothing after it: libyaml marks the empty value where the next
                // token starts, often the next line's key; the value goes after this colon.
                var colon = try source.scalarEnd(from: keyStart, style: k.style, inFlow: inFlow, file: file, path: path)
                while let c = source.char(colon), c != ":" { colon.column += 1 }
                guard source.char(colon) == ":" else { throw SceneError(file: file, line: mark.line, path: path, message: "cannot find the value in the file") }
                let after = SourceText.Position(line: colon.line, column: colon.column + 1)
                source.replace(after, after, with: " " + formatted(value, style: nil, inFlow: inFlow))
                return source.text
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
        guard steps.count == 1, case .key(let key) = steps[0], let start = source.contentStart(s.mark) else {
            throw SceneError(file: file, line: s.mark?.line, path: path, message: "not a mapping; expected an action's key after it")
        }
        let end = try source.scalarEnd(from: start, style: s.style, inFlow: inFlow, file: file, path: path)
        let name = source.slice(start, end)
        if inFlow {
            source.replace(start, end, with: "{action: \(name), \(key): \(formatted(value, style: nil, inFlow: true))}")
        } else {
            let indent = String(repeating: " ", count: start.column)
            source.replace(start, end, with: "action: \(name)\n\(indent)\(key): \(formatted(value, style: nil, inFlow: false))")
        }
        return source.text
    }

    /// Adds the missing `steps` (a key, or a section and its key) to `mapping`: on a line of
    /// its own at the mapping's indentation, after its last entry (a new top-level section
    /// goes before `actions`, where sections are written); in a flow mapping before its `}`.
    /// `written`, when given, is the value's text as it goes into the file (a flow list).
    static func insert(_ steps: [Step], value: String, into mapping: Node.Mapping, in source: inout SourceText, inFlow: Bool,
                       file: String, path: String, written: String? = nil) throws(SceneError) {
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
            var inner = written ?? formatted(value, style: nil, inFlow: true, json: json)
            for k in keys.dropFirst().reversed() { inner = "{\(key(k)): \(inner)}" }
            let entry = "\(key(keys[0])): \(inner)"
            guard let start = source.contentStart(mapping.mark) else { throw SceneError(file: file, line: nil, path: path, message: "cannot find the mapping in the file") }
            let end = try source.flowEnd(from: start, file: file, path: path)
            let close = SourceText.Position(line: end.line, column: end.column - 1)
            source.replace(close, close, with: mapping.isEmpty ? entry : ", \(entry)")
            return
        }
        let indent = source.contentStart(mapping.mark)?.column ?? (mark.column - 1)
        var lines: [String] = []
        for (depth, k) in keys.enumerated() {
            let pad = String(repeating: " ", count: indent + 2 * depth)
            lines.append(depth == keys.count - 1 ? "\(pad)\(k): \(written ?? formatted(value, style: nil, inFlow: false))" : "\(pad)\(k):")
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
