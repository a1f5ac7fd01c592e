import Foundation
import ReelModels
import ReelTimeline
import Yams

/// Reads a scene file, YAML or JSON (JSON is YAML too), strictly: an unknown key, a wrong
/// type or a bad value is refused with its path and line, before anything is drawn. Every
/// value is read through its parameter's declaration, so a file refuses exactly what a flag
/// refuses, in the same words.
public struct SceneFileReader {
    /// The file's name as messages show it ("-" for standard input).
    public let file: String

    /// The largest scene file read: a script of thousands of actions is a few hundred KB.
    public static let maxBytes = 1 << 20
    /// The most actions a script may hold.
    public static let maxActions = 10_000

    /// A reader whose messages name `file`.
    public init(file: String) { self.file = file }

    /// Reads the file at `path` with `sets` applied to its text first (`render --set`), so a
    /// set value is refused exactly as the same value written in the file would be.
    public static func load(_ path: String, sets: [SceneAssignment]) throws(ExportError) -> Reel {
        guard !sets.isEmpty else { return try load(path) }
        let text = try SceneFileInput.read(path, limit: maxBytes)
        do {
            let root = try BoundedYAML.compose(text, file: path)
            // The file as it is must be valid before it is edited; its script, when an edit
            // leaves it as it was, is taken as read here (as a batch's jobs take it).
            let original = try SceneFileReader(file: path).read(root: root)
            return try read(path, text: text, root: root, sets: sets, read: original)
        } catch {
            throw .scene(error)
        }
    }

    /// The reel of a valid scene's `text` (its tree `root`, read at `path`) with `sets` applied
    /// to the text: each edit parsed once, and the last one's tree read.
    static func read(_ path: String, text: String, root: Node, sets: [SceneAssignment], read original: Reel? = nil) throws(SceneError) -> Reel {
        let edited = try SceneTextEditor.apply(sets, to: text, root: root, file: path)
        let known = original.flatMap { reel in Self.actionsNode(root).map { (node: $0, actions: reel.scene.actions) } }
        return try SceneFileReader(file: path).read(root: edited.root, known: known, knownKept: edited.scriptKept)
    }

    /// Whether two trees hold the same values: the same shape, each scalar the same text,
    /// tag and style (from which Yams resolves its type; its own `==` resolves every plain
    /// scalar's type by regular expression, which cost more than reading the actions).
    static func sameValues(_ a: Node, _ b: Node) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            return x.string == y.string && x.tag == y.tag && x.style == y.style
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && x.tag == y.tag && zip(x, y).allSatisfy { sameValues($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            return x.count == y.count && x.tag == y.tag
                && zip(x, y).allSatisfy { sameValues($0.key, $1.key) && sameValues($0.value, $1.value) }
        default:
            return false
        }
    }

    /// The `actions` entry of a scene file's top mapping, if it has one.
    static func actionsNode(_ root: Node) -> Node? {
        guard case .mapping(let m) = root else { return nil }
        return m.first { $0.key.string == "actions" }?.value
    }

    /// Reads the file at `path` ("-" for standard input), bounded in size.
    public static func load(_ path: String) throws(ExportError) -> Reel {
        let text = try SceneFileInput.read(path, limit: maxBytes)
        do { return try SceneFileReader(file: path).read(text) } catch { throw .scene(error) }
    }

    /// The reel `text` describes; refuses the first thing it cannot read.
    public func read(_ text: String) throws(SceneError) -> Reel {
        try read(root: try BoundedYAML.compose(text, file: file))
    }

    /// The reel a composed scene file (`root`) describes. `known`: an `actions` list read
    /// before (an edited file's original) and what it read as; when the file's list is
    /// that list, value for value, its actions are taken as read. A batch's 50 `render
    /// --set` jobs over one 10,000-action scene read the 10,000 actions once, not 50 times
    /// (issue 41: 2.4 s to plan at load 1, 6.6–8.1 s on a loaded machine).
    /// `knownKept`: the file's `actions` node is `known.node` itself (`SceneScriptSplice`).
    func read(root: Node, known: (node: Node, actions: [SceneAction])? = nil, knownKept: Bool = false) throws(SceneError) -> Reel {
        let top = try mapping(root, "", keys: ["fps", "host", "badge", "canvas", "encoding", "actions"])
        var reel = Reel(scene: Scene())

        // Sections of parameters, each read through its declarations.
        var timing = ClipTiming()
        if let n = top["fps"] { timing = try apply([("fps", n)], to: timing, prefix: "") }
        reel.scene.fps = timing.fps
        var setupValues: [(String, Node)] = []
        for section in ["host", "badge"] {
            guard let n = top[section] else { continue }
            let keys = BadgeSetup.parameters.map(\.key).filter { $0.hasPrefix(section + ".") }.map { String($0.dropFirst(section.count + 1)) }
            for (key, value) in try mapping(n, section, keys: Set(keys)) { setupValues.append(("\(section).\(key)", value)) }
        }
        reel.scene.setup = try apply(setupValues, to: BadgeSetup(), prefix: "")
        if let n = top["canvas"] {
            reel.canvas = try apply(try pairs(n, "canvas", CanvasSpec.self), to: CanvasSpec(), prefix: "canvas")
        }
        if let n = top["encoding"] {
            // `loop: forever` is the file's word for the default, an endless loop.
            let values = try pairs(n, "encoding", EncodingSpec.self).filter { !($0.0 == "loop" && $0.1.string == "forever") }
            reel.encoding = try apply(values, to: EncodingSpec(), prefix: "encoding")
        }

        guard let actions = top["actions"] else { throw fail(root, "actions", "missing; a scene needs a script of actions") }
        guard case .sequence(let list) = actions else { throw fail(actions, "actions", "expected a list of actions") }
        guard list.count <= Self.maxActions else {
            throw fail(actions, "actions", "\(list.count) actions; expected at most \(Self.maxActions)")
        }
        if let known, knownKept || Self.sameValues(known.node, actions) {
            reel.scene.actions = known.actions
            return reel
        }
        reel.scene.actions.reserveCapacity(list.count)
        for (i, node) in list.enumerated() { reel.scene.actions.append(try readAction(node, "actions[\(i)]")) }
        if let (i, error) = SublayerParameters.checkScript(reel.scene.actions) {
            throw fail(list[i], "actions[\(i)].\(error.path)", message(error))
        }
        return reel
    }

    // MARK: parameters

    /// A section's entries as (key, node), its keys checked against the set's declarations.
    private func pairs<S: ParameterSet>(_ node: Node, _ section: String, _: S.Type) throws(SceneError) -> [(String, Node)] {
        let m = try mapping(node, section, keys: Set(S.parameters.map(\.key)))
        return m.map { ($0.key, $0.value) }
    }

    /// `values` (key, node) over `base`, read and validated through `S`'s declarations;
    /// a refusal is reported at the key's line with its full path.
    private func apply<S: ParameterSet>(_ values: [(String, Node)], to base: S, prefix: String) throws(SceneError) -> S {
        var given: [(key: String, text: String)] = []
        var nodes: [String: Node] = [:]
        for (key, node) in values.sorted(by: { ($0.1.mark?.line ?? 0) < ($1.1.mark?.line ?? 0) }) {
            let path = prefix.isEmpty ? key : "\(prefix).\(key)"
            given.append((key, try text(node, path, kind: S.parameter(key: key)?.kind)))
            nodes[key] = node
        }
        do {
            return try S.from(given, over: base)
        } catch {
            throw fail(nodes[error.path], error.under(prefix).path, message(error))
        }
    }

    private func message(_ e: ParameterError) -> String {
        e.value.isEmpty ? "expected \(e.accepted)" : "\(e.value): expected \(e.accepted)"
    }

    /// A value node as the text its declaration parses: a scalar, or for sizes and points also
    /// a two-number list (`[96, 96]`).
    private func text(_ node: Node, _ path: String, kind: ParameterKind?) throws(SceneError) -> String {
        switch node {
        case .scalar(let s):
            return s.string
        case .sequence(let list) where kind?.isList == true:
            // A YAML list of scalars reads as the comma-separated text the declaration parses.
            var items: [String] = []
            for (i, item) in list.enumerated() {
                guard case .scalar(let s) = item else { throw fail(item, "\(path)[\(i)]", "expected \(kind?.accepted ?? "a value")") }
                items.append(s.string)
            }
            return ParameterText.list(items)
        case .sequence(let list) where list.count == 2:
            if case .size = kind { return "\(try scalarText(list[0], "\(path)[0]"))x\(try scalarText(list[1], "\(path)[1]"))" }
            if case .point = kind { return "\(try scalarText(list[0], "\(path)[0]")),\(try scalarText(list[1], "\(path)[1]"))" }
            fallthrough
        default:
            throw fail(node, path, "expected \(kind?.accepted ?? "a value")")
        }
    }

    private func scalarText(_ node: Node, _ path: String) throws(SceneError) -> String {
        guard case .scalar(let s) = node else { throw fail(node, path, "expected a number") }
        return s.string
    }

    // MARK: actions

    private func readAction(_ node: Node, _ path: String) throws(SceneError) -> SceneAction {
        // `- pop` is `- action: pop` with the seed's parameters.
        let name: String, nameNode: Node, m: [String: Node]
        if case .scalar(let s) = node {
            name = s.string; nameNode = node; m = [:]
        } else {
            m = try mapping(node, path, keys: nil)
            guard let n = m["action"] else {
                throw fail(node, path, "no action key; expected one of \(SceneAction.names.joined(separator: ", "))")
            }
            name = try scalarText(n, "\(path).action"); nameNode = n
        }
        guard let keys = SceneAction.keys(of: name) else {
            throw fail(nameNode, "\(path).action", "\(ParameterText.quoted(name)): unknown action; expected one of \(SceneAction.names.joined(separator: ", "))")
        }
        var given: [(key: String, text: String)] = []
        let kinds = SceneAction.parameters(of: name)
        var childrenNode: Node?
        var at: Double?
        for (key, value) in m.sorted(by: { ($0.value.mark?.line ?? 0) < ($1.value.mark?.line ?? 0) }) where key != "action" {
            // `at:` places any action at a time on the scene's clock (SceneAction.at).
            if key == "at" { at = try placement(value, "\(path).at"); continue }
            guard keys.contains(key) else {
                let accepted = keys.isEmpty ? "no parameters" : "one of \(keys.joined(separator: ", "))"
                throw fail(value, "\(path).\(key)", "unknown key for \(name); expected \(accepted) (or at)")
            }
            // A group's children and a keyframe block's keyframes are lists of mappings; a
            // shake's `keyframes` is its count, read as any other value.
            if key == "animations" || (key == "keyframes" && name == "viewKeyframes") { childrenNode = value; continue }
            given.append((key, try text(value, "\(path).\(key)", kind: kinds?.first { $0.key == key }?.kind)))
        }
        let action = try readAction(name, nameNode: nameNode, node: node, m: m, given: given, childrenNode: childrenNode, path)
        return at.map { .at($0, action) } ?? action
    }

    /// `at:`: seconds on the scene's clock, within the clip's limit.
    private func placement(_ node: Node, _ path: String) throws(SceneError) -> Double {
        let text = try scalarText(node, path)
        let range = SceneAction.atRange
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw fail(node, path, "\(ParameterText.quoted(text)): expected a number from \(plainNumber(range.lowerBound)) to \(plainNumber(range.upperBound)) (seconds on the scene's clock)")
        }
        return v
    }

    private func readAction(_ name: String, nameNode: Node, node: Node, m: [String: Node], given: [(key: String, text: String)],
                            childrenNode: Node?, _ path: String) throws(SceneError) -> SceneAction {
        if name == "viewKeyframes" {
            let keyframes = try readKeyframes(childrenNode, of: node, path)
            do {
                return .viewKeyframes(try ViewKeyframesAction(try ViewKeyframesParameters.from(given), keyframes))
            } catch {
                throw fail(m[error.path] ?? nameNode, error.under(path).path, message(error))
            }
        }
        if let kind = AnimateAction.Kind(rawValue: name) {
            let children = kind == .group ? try readChildren(childrenNode, of: node, path) : []
            do {
                return .layerAnimation(try AnimateAction(kind, given, children: children))
            } catch {
                throw fail(m[error.path] ?? nameNode, error.under(path).path, message(error))
            }
        }
        do {
            return try SceneAction(named: name, given)
        } catch {
            throw fail(m[error.path] ?? nameNode, error.under(path).path, message(error))
        }
    }

    /// A viewKeyframes block's `keyframes`: a list of mappings of a keyframe's start,
    /// duration and view values, refused at its own path.
    private func readKeyframes(_ node: Node?, of action: Node, _ path: String) throws(SceneError) -> [ViewKeyframeParameters] {
        let limit = ViewKeyframesAction.maxKeyframes
        let accepted = "a list of keyframes (start, duration and view values; 1 to \(limit))"
        guard let node else { throw fail(action, "\(path).keyframes", "missing; expected \(accepted)") }
        guard case .sequence(let list) = node, !list.isEmpty, list.count <= limit else {
            throw fail(node, "\(path).keyframes", "expected \(accepted)")
        }
        var keyframes: [ViewKeyframeParameters] = []
        for (i, item) in list.enumerated() {
            let itemPath = "\(path).keyframes[\(i)]"
            let m = try mapping(item, itemPath, keys: nil)
            let keys = ViewKeyframeParameters.parameters.map(\.key)
            var given: [(key: String, text: String)] = []
            for (key, value) in m.sorted(by: { ($0.value.mark?.line ?? 0) < ($1.value.mark?.line ?? 0) }) {
                guard keys.contains(key) else {
                    throw fail(value, "\(itemPath).\(key)", "unknown key for a keyframe; expected one of \(keys.joined(separator: ", "))")
                }
                given.append((key, try text(value, "\(itemPath).\(key)", kind: ViewKeyframeParameters.parameter(key: key)?.kind)))
            }
            do {
                keyframes.append(try ViewKeyframeParameters.from(given))
            } catch {
                throw fail(m[error.path] ?? item, error.under(itemPath).path, message(error))
            }
        }
        return keyframes
    }

    /// A group's `animations`: a list of animate (the default) and spring animations, each
    /// without a layer (the group's is theirs), refused at its own path.
    private func readChildren(_ node: Node?, of action: Node, _ path: String) throws(SceneError) -> [AnimateAction] {
        let accepted = "a list of animate and spring animations (at most \(AnimateAction.maxChildren))"
        guard let node else { throw fail(action, "\(path).animations", "missing; expected \(accepted)") }
        guard case .sequence(let list) = node, !list.isEmpty, list.count <= AnimateAction.maxChildren else {
            throw fail(node, "\(path).animations", "expected \(accepted)")
        }
        var children: [AnimateAction] = []
        for (i, item) in list.enumerated() {
            let childPath = "\(path).animations[\(i)]"
            let m = try mapping(item, childPath, keys: nil)
            var kind = AnimateAction.Kind.animate
            if let n = m["action"] {
                let name = try scalarText(n, "\(childPath).action")
                guard let k = AnimateAction.Kind(rawValue: name), k != .group else {
                    throw fail(n, "\(childPath).action", "\(ParameterText.quoted(name)): expected animate or spring (groups do not nest here)")
                }
                kind = k
            }
            let keys = kind.childKeys
            var given: [(key: String, text: String)] = []
            for (key, value) in m.sorted(by: { ($0.value.mark?.line ?? 0) < ($1.value.mark?.line ?? 0) }) where key != "action" {
                guard keys.contains(key) else {
                    let why = key == "layer" ? "a group's animations run on the group's layer; expected" : "unknown key for \(kind.rawValue); expected"
                    throw fail(value, "\(childPath).\(key)", "\(why) one of \(keys.joined(separator: ", "))")
                }
                given.append((key, try text(value, "\(childPath).\(key)", kind: kind.parameters.first { $0.key == key }?.kind)))
            }
            do {
                children.append(try AnimateAction(kind, given))
            } catch {
                throw fail(m[error.path] ?? item, error.under(childPath).path, message(error))
            }
        }
        return children
    }

    // MARK: structure

    private func fail(_ node: Node?, _ path: String, _ message: String) -> SceneError {
        SceneError(file: file, line: node?.mark?.line, path: path, message: message)
    }

    /// A mapping's entries by key; with `keys`, any other key is refused.
    private func mapping(_ node: Node, _ path: String, keys: Set<String>?) throws(SceneError) -> [String: Node] {
        try BoundedYAML.mapping(node, at: path, keys: keys, file: file)
    }
}
