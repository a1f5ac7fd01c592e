import ReelModels
import ReelTimeline
import Yams

/// `SceneTextEditor`'s edit of a parameter declared as a list (an `animate` action's
/// `values`, `keyTimes` and `timingFunctions`, in a group's children too). The new value is a
/// list: a flow list stays a flow list (`[1, 1.4, 1]`, as the examples write them), a scalar
/// (`values: 1,2`) or an absent key becomes one; a block list keeps its lines — each kept
/// item is replaced in place, removed items lose their lines, added items get lines of their
/// own — so comments beside and between its items stay. An item that still means what the
/// file says keeps the file's spelling (`systemRed` is not rewritten as `#FF3B30`).
enum SceneListEdit {
    typealias Step = SceneTextEditor.Step

    /// The new list's items when `steps` name a parameter declared as a list, else nil (the
    /// value is written as a single value). `1,2` and `[1, 2]` both give two items;
    /// commas inside parentheses (`cubic-bezier(…)`) belong to their item; empty text is
    /// no items.
    static func items(at steps: [Step], in root: Node, value: String) -> [String]? {
        guard declaredKind(at: steps, in: root)?.isList == true else { return nil }
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        return ParameterText.listItems(text)
    }

    /// The declared kind of the key `steps` end at, for an action's own key
    /// (`actions[2].values`) or a group child's (`actions[2].animations[0].values`); nil
    /// for every other path.
    static func declaredKind(at steps: [Step], in root: Node) -> ParameterKind? {
        guard steps.count == 3 || steps.count == 5, steps[0] == .key("actions"), case .index(let i) = steps[1],
              case .sequence(let actions)? = value(of: "actions", in: root), actions.indices.contains(i) else { return nil }
        let action = actions[i]
        let name: String? = { if case .scalar(let s) = action { return s.string }; return value(of: "action", in: action)?.string }()
        guard let name else { return nil }
        if steps.count == 3 {
            guard case .key(let key) = steps[2] else { return nil }
            return SceneAction.parameters(of: name)?.first { $0.key == key }?.kind
        }
        guard AnimateAction.Kind(rawValue: name) == .group, steps[2] == .key("animations"), case .index(let j) = steps[3],
              case .key(let key) = steps[4], case .sequence(let children)? = value(of: "animations", in: action),
              children.indices.contains(j) else { return nil }
        // A child without `action:` is an animate, as the reader takes it.
        let childName = value(of: "action", in: children[j])?.string ?? AnimateAction.Kind.animate.rawValue
        return AnimateAction.Kind(rawValue: childName)?.parameters.first { $0.key == key }?.kind
    }

    private static func value(of key: String, in node: Node) -> Node? { BoundedYAML.value(of: key, in: node) }

    /// Writes `items` at `steps` (the last a key of a mapping).
    static func apply(_ items: [String], steps: [Step], root: Node, in source: inout SourceText, file: String,
                      path: String) throws(SceneError) -> String {
        var node = root
        var inFlow = false
        var walked = ""
        for step in steps.dropLast() {
            switch step {
            case .key(let key):
                guard case .mapping(let mapping) = node, let next = mapping.first(where: { SceneTextEditor.isKey($0.key, key) })?.value else {
                    throw SceneError(file: file, line: node.mark?.line, path: walked, message: "not a mapping; \(path) names no value")
                }
                inFlow = inFlow || source.opensFlow(at: mapping.mark)
                walked += walked.isEmpty ? key : ".\(key)"
                node = next
            case .index(let i):
                guard case .sequence(let list) = node, list.indices.contains(i) else {
                    throw SceneError(file: file, line: node.mark?.line, path: walked, message: "no such item; \(path) names no value")
                }
                inFlow = inFlow || source.opensFlow(at: list.mark)
                walked += "[\(i)]"
                node = list[i]
            }
        }
        guard case .key(let key)? = steps.last, case .mapping(let mapping) = node else {
            throw SceneError(file: file, line: node.mark?.line, path: walked, message: "not a mapping; \(path) names no value")
        }
        guard let entry = mapping.first(where: { SceneTextEditor.isKey($0.key, key) }) else {
            try SceneTextEditor.insert([.key(key)], value: "", into: mapping, in: &source, inFlow: inFlow, file: file, path: walked,
                                       written: flow(items, like: [], in: source, file: file, path: path))
            return source.text
        }
        let value = entry.value
        guard let mark = value.mark, let start = source.contentStart(value.mark) else {
            throw SceneError(file: file, line: nil, path: path, message: "cannot find the value in the file")
        }
        switch value {
        case .sequence(let list) where source.opensFlow(at: list.mark):
            let end = try source.flowEnd(from: start, file: file, path: path)
            source.replace(start, end, with: try flow(items, like: Array(list), in: source, file: file, path: path))
        case .sequence(let list):
            try block(items, list: Array(list), key: entry.key, in: &source, file: file, path: path)
        case .scalar(let s) where s.style != .literal && s.style != .folded:
            let end = try source.scalarEnd(from: start, style: s.style, inFlow: inFlow, file: file, path: path)
            source.replace(start, end, with: try flow(items, like: [], in: source, file: file, path: path))
        default:
            throw SceneError(file: file, line: mark.line, path: path, message: "holds a mapping or a multi-line value; expected a list there")
        }
        return source.text
    }

    /// `[a, b, c]`, each item quoted where a flow list needs it (`"cubic-bezier(0.3,0,0.2,1)"`,
    /// `"#FF3B30"`), in the quoting the old list used at the same place; an item that means
    /// what the old one there said is the old one's text.
    static func flow(_ items: [String], like old: [Node], in source: SourceText, file: String, path: String) throws(SceneError) -> String {
        var written: [String] = []
        for (i, item) in items.enumerated() {
            if old.indices.contains(i), case .scalar(let s) = old[i], let start = source.contentStart(old[i].mark), sameValue(s.string, item) {
                written.append(source.slice(start, try source.scalarEnd(from: start, style: s.style, inFlow: true, file: file, path: path)))
            } else {
                written.append(SceneTextEditor.formatted(item, style: style(old, i), inFlow: true))
            }
        }
        return "[" + written.joined(separator: ", ") + "]"
    }

    /// Whether two spellings hold the same value: the same number (`0.50`, `0.5`), colour
    /// (`systemRed`, `#FF3B30`) or timing function (`easeInEaseOut`, `ease-in-ease-out`).
    static func sameValue(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        if let x = Double(a), let y = Double(b) { return x == y }
        if let x = RGBA.parse(a), let y = RGBA.parse(b) { return x == y }
        if let x = TimingFunction.parse(a), let y = TimingFunction.parse(b) { return x == y }
        return false
    }

    private static func style(_ old: [Node], _ i: Int) -> Node.Scalar.Style? {
        guard old.indices.contains(i), case .scalar(let s) = old[i] else { return nil }
        return s.style == .plain ? nil : s.style
    }

    /// A block list edited item by item, bottom up so earlier lines keep their numbers.
    private static func block(_ items: [String], list: [Node], key: Node, in source: inout SourceText, file: String,
                              path: String) throws(SceneError) {
        var starts: [SourceText.Position] = []
        for item in list {
            guard case .scalar(let s) = item, s.style != .literal, s.style != .folded, let start = source.contentStart(item.mark) else {
                throw SceneError(file: file, line: item.mark?.line, path: path, message: "a list item that is not a single value; edit it in the file")
            }
            starts.append(start)
        }
        guard let first = starts.first, let last = starts.last else { return }
        // The `-` of the first item sets the indentation of added ones.
        let dash = first.column - 2
        if items.count > list.count {
            let lines = items[list.count...].map { String(repeating: " ", count: max(0, dash)) + "- " + SceneTextEditor.formatted($0, style: nil, inFlow: false) }
            source.insertLine(lines.joined(separator: "\n"), before: last.line + 1)
        }
        for i in stride(from: list.count - 1, through: items.count, by: -1) { source.removeLine(starts[i].line) }
        for i in stride(from: min(items.count, list.count) - 1, through: 0, by: -1) {
            guard case .scalar(let s) = list[i], !sameValue(s.string, items[i]) else { continue }
            let end = try source.scalarEnd(from: starts[i], style: s.style, inFlow: false, file: file, path: path)
            source.replace(starts[i], end, with: SceneTextEditor.formatted(items[i], style: s.style == .plain ? nil : s.style, inFlow: false))
        }
        if items.isEmpty {
            // No items left: `values: []` on the key's line.
            guard case .scalar(let k) = key, let keyStart = source.contentStart(key.mark) else { return }
            var colon = try source.scalarEnd(from: keyStart, style: k.style, inFlow: false, file: file, path: path)
            while let c = source.char(colon), c != ":" { colon.column += 1 }
            let after = SourceText.Position(line: colon.line, column: colon.column + 1)
            source.replace(after, after, with: " []")
        }
    }
}
