import Yams

/// The check every text edit passes before its text is given back: the edited file is read
/// again and compared with the original value by value, so an edit lands on its own key or
/// list and nowhere else, or is refused. The editor finds values by libyaml's marks; where
/// the text is laid out in a way it does not edit in place (a plain value continued on the
/// next line, a value an alias repeats), the result is caught here instead of written to
/// another line (issue 32: `toValue: 2.0000` became `toValue: 20.9`, exit 0).
enum SceneEditCheck {
    /// What the edited path must read as.
    enum Expected {
        /// One value: the text itself, or a two-number list (`[96, 96]` for `96x96`).
        case value(String)
        /// A list's items, each the same value as written or as the file spelled it.
        case items([String])
    }

    /// Every value in `node` by its path, merges resolved and a short form (`- pop`) read as
    /// its `action` key, as the scene reader reads them.
    static func values(_ node: Node) -> [String: String] {
        var out: [String: String] = [:]
        collect(node, "", parentKey: nil, into: &out)
        return out
    }

    private static func collect(_ node: Node, _ path: String, parentKey: String?, into out: inout [String: String]) {
        switch node {
        case .scalar(let s):
            out[path] = s.string
        case .mapping(let m):
            if let entries = try? BoundedYAML.mapping(node, at: path, keys: nil, file: "") {
                for (key, value) in entries { collect(value, path.isEmpty ? key : "\(path).\(key)", parentKey: key, into: &out) }
            } else {
                // Not a mapping the readers accept (a key given twice, a list as a key): its
                // entries by position, so a change among them is still seen.
                for (i, pair) in m.enumerated() {
                    collect(pair.key, "\(path){\(i)}key", parentKey: nil, into: &out)
                    collect(pair.value, "\(path){\(i)}", parentKey: nil, into: &out)
                }
            }
        case .sequence(let list):
            for (i, item) in list.enumerated() {
                if case .scalar(let s) = item, parentKey == "actions" || parentKey == "animations" {
                    out["\(path)[\(i)].action"] = s.string
                } else {
                    collect(item, "\(path)[\(i)]", parentKey: nil, into: &out)
                }
            }
        case .alias:
            break
        }
    }

    /// Whether `path` names the script or something in it.
    static func inScript(_ path: String) -> Bool {
        path == "actions" || path.hasPrefix("actions[") || path.hasPrefix("actions.")
    }

    /// `root` without its top mapping's `actions` entry.
    static func withoutActions(_ root: Node) -> Node {
        guard case .mapping(let m) = root else { return root }
        let kept = m.filter { pair in
            if case .scalar(let key) = pair.key { return BoundedYAML.isMergeKey(key) || key.string != "actions" }
            return true
        }
        return .mapping(Node.Mapping(kept.map { ($0.key, $0.value) }, m.tag, m.style, m.mark))
    }

    /// Refuses `edited` unless it reads as `original` with only `path` changed, to `expected`.
    /// Returns the edited text's tree, which the caller reads instead of parsing it again.
    /// `spliced`: the edited text's tree, composed by `SceneScriptSplice` with `original`'s
    /// own script in it (so the script is the same without walking it).
    @discardableResult
    static func verify(original: Node, edited: String, path: String, expected: Expected, file: String,
                       spliced: Node? = nil) throws(SceneError) -> Node {
        let after: Node
        if let spliced {
            after = spliced
        } else {
            do {
                after = try BoundedYAML.compose(edited, file: file)
            } catch {
                throw SceneError(file: file, line: nil, path: path, message: "the edit would leave the file unreadable (\(error.message)); edit it in the file")
            }
        }
        let a: [String: String], b: [String: String]
        if !inScript(path), let before = SceneFileReader.actionsNode(original), let now = SceneFileReader.actionsNode(after),
           spliced != nil || SceneFileReader.sameValues(before, now) {
            // An edit outside the script that left it as it was, node for node (a cheap walk):
            // the script is left out of the value-by-value comparison, which built two
            // dictionaries of some 60,000 paths for each of a batch's 50 `render --set` jobs
            // over a 10,000-action scene (issue 41).
            a = values(withoutActions(original)); b = values(withoutActions(after))
        } else {
            a = values(original); b = values(after)
        }
        func under(_ p: Substring) -> Bool {
            p.hasPrefix(path) && (p.count == path.count || p.dropFirst(path.count).first == "." || p.dropFirst(path.count).first == "[")
        }
        let others = Set(a.keys).union(b.keys).filter { !under($0[...]) && a[$0] != b[$0] }
        if let other = others.min() {
            throw SceneError(file: file, line: nil, path: path,
                             message: "the edit would also change \(other); edit the file by hand there")
        }
        var items: [String] = []
        while let item = b["\(path)[\(items.count)]"] { items.append(item) }
        switch expected {
        case .value(let value):
            if let got = b[path] ?? b["\(path).action"], got == value { return after }
            let joined = value.filter { $0 != " " }
            if items.count == 2, items.joined(separator: "x") == joined || items.joined(separator: ",") == joined { return after }
        case .items(let want):
            if items.count == want.count, zip(items, want).allSatisfy({ SceneListEdit.sameValue($0, $1) }) { return after }
        }
        throw SceneError(file: file, line: nil, path: path,
                         message: "the file is laid out there in a way the editor cannot change in place; edit it in the file")
    }
}
