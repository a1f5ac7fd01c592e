import Yams
import ReelModels

/// YAML read with its work bounded before the parser sees it, for every file the tool reads
/// (scene files, batch manifests): few enough aliases that no alias bomb expands, flow
/// collections nested shallowly enough that the composer's recursion stays small, and the
/// parser's complaint as one line with its place.
enum BoundedYAML {
    /// The most YAML aliases a file may use: few enough that no alias bomb expands past a few
    /// hundred nodes, and what repeated actions or shared matrix lists need.
    static let maxAliases = 16
    /// The deepest nesting of flow collections (`[`, `{`): a file needs three or four; the
    /// YAML composer recurses once per level, so a file of 100,000 brackets must not reach it.
    static let maxNesting = 64

    /// The document `text` holds, refused (as `file`'s error) past the bounds, when it is not
    /// YAML, or when it is empty.
    static func compose(_ text: String, file: String) throws(SceneError) -> Node {
        try checkBounds(text, file: file)
        let node: Node?
        do {
            // libyaml skips a byte-order mark in bytes it decodes, but Yams hands it text whose
            // mark then reads as content ("did not find expected <document start>"); marks
            // count columns without it either way.
            node = try Yams.compose(yaml: text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text)
        } catch let error as YamlError {
            throw SceneError(file: file, line: line(of: error), path: "", message: "not valid YAML or JSON: \(problem(of: error))")
        } catch {
            throw SceneError(file: file, line: nil, path: "", message: "not valid YAML or JSON")
        }
        guard let node else { throw SceneError(file: file, line: nil, path: "", message: "the file is empty") }
        return node
    }

    /// Refuses `text` past the bounds (aliases, flow nesting) before any parser sees it.
    static func checkBounds(_ text: String, file: String) throws(SceneError) {
        // An alias starts with `*`: a text without one (almost every scene file) has none, and
        // the expression's scan of a 250 KB file was a sixth of planning a batch's 50 jobs over it.
        let aliases = !text.utf8.contains(UInt8(ascii: "*")) ? 0
            : text.matches(of: /(?:^|[\s\[\{,:?-])\*[^\s,\[\]\{\}]/.anchorsMatchLineEndings()).count
        guard aliases <= maxAliases else {
            throw SceneError(file: file, line: nil, path: "", message: "\(aliases) YAML aliases; expected at most \(maxAliases)")
        }
        let nesting = flowNesting(text)
        guard nesting <= maxNesting else {
            throw SceneError(file: file, line: nil, path: "", message: "brackets nested \(nesting) deep; expected at most \(maxNesting)")
        }
    }

    /// A mapping's entries by key, for every reader of these files (scene files, batch
    /// manifests): refused, as `file`'s error at `path` on the offending node's line, when
    /// `node` is not a mapping, a key is not text, a key is given twice (YAML requires unique
    /// keys; Yams composes both, and we never pick one), or, with `keys`, a key is not one of them.
    /// A merge key (`<<: *base`, or a list of aliases) adds the merged mappings' entries the
    /// mapping does not give itself, the first merged mapping winning, as YAML's merge key
    /// type says (issue 32: `<<` was refused as an unknown key).
    static func mapping(_ node: Node, at path: String, keys: Set<String>?, file: String) throws(SceneError) -> [String: Node] {
        try mapping(node, at: path, keys: keys, file: file, depth: 0)
    }

    private static func mapping(_ node: Node, at path: String, keys: Set<String>?, file: String, depth: Int) throws(SceneError) -> [String: Node] {
        func fail(_ node: Node, _ path: String, _ message: String) -> SceneError {
            SceneError(file: file, line: node.mark?.line, path: path, message: message)
        }
        guard case .mapping(let mapping) = node else { throw fail(node, path, "expected a mapping of keys to values") }
        var out: [String: Node] = [:]
        var merges: [Node] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let s) = keyNode else { throw fail(keyNode, path, "expected text keys") }
            if isMergeKey(s) { merges.append(value); continue }
            let key = s.string
            let full = path.isEmpty ? key : "\(path).\(key)"
            if let keys, !keys.contains(key) {
                throw fail(keyNode, full, "unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
            }
            if out[key] != nil { throw fail(keyNode, full, "given twice") }
            out[key] = value
        }
        let mergePath = path.isEmpty ? "<<" : "\(path).<<"
        for merge in merges {
            // Aliases are bounded (maxAliases), so merges nest no deeper than that.
            guard depth < maxAliases else { throw fail(merge, mergePath, "merges nested more than \(maxAliases) deep") }
            let sources: [Node]
            switch merge {
            case .mapping: sources = [merge]
            case .sequence(let list): sources = Array(list)
            default: throw fail(merge, mergePath, "expected a mapping or a list of mappings to merge")
            }
            for source in sources {
                guard case .mapping = source else { throw fail(source, mergePath, "expected a mapping or a list of mappings to merge") }
                let entries = try self.mapping(source, at: path, keys: nil, file: file, depth: depth + 1)
                for (key, value) in entries.sorted(by: { $0.key < $1.key }) where out[key] == nil {
                    let full = path.isEmpty ? key : "\(path).\(key)"
                    if let keys, !keys.contains(key) {
                        throw fail(merge, full, "unknown key (merged by <<); expected one of \(keys.sorted().joined(separator: ", "))")
                    }
                    out[key] = value
                }
            }
        }
        return out
    }

    /// Whether `key` is YAML's merge key: a plain `<<` (a quoted one is the text "<<").
    static func isMergeKey(_ key: Node.Scalar) -> Bool { key.tag.rawValue == Tag.Name.merge.rawValue }

    /// The value `key` has in `node` when it is a mapping, merges included; nil when it has
    /// none or `node` is not a mapping the readers accept.
    static func value(of key: String, in node: Node) -> Node? {
        guard case .mapping(let m) = node else { return nil }
        if let explicit = m.first(where: { if case .scalar(let s) = $0.key { return !isMergeKey(s) && s.string == key }; return false }) {
            return explicit.value
        }
        return (try? mapping(node, at: "", keys: nil, file: ""))?[key]
    }

    /// How deep `[` and `{` nest outside quoted text and comments: a scan, not a parse, that
    /// may overcount (a bracket inside a plain scalar) but never undercounts. A comment ends
    /// at every line break YAML knows (a CR-only file's first comment hid every bracket
    /// after it when only LF ended one).
    static func flowNesting(_ text: String) -> Int {
        var depth = 0, deepest = 0
        var quote: Unicode.Scalar?
        var comment = false, escaped = false
        var previous: Unicode.Scalar = "\n"
        for c in text.unicodeScalars {
            defer { previous = c }
            let lineBreak = c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}"
            if comment { if lineBreak { comment = false }; continue }
            if let q = quote {
                // `\\` is one escaped backslash: only an odd run escapes the quote after it.
                if escaped { escaped = false } else if q == "\"" && c == "\\" { escaped = true } else if c == q { quote = nil }
                continue
            }
            let afterSpace = previous == " " || previous == "\t" || previous == "\n" || previous == "\r"
                || previous == "\u{85}" || previous == "\u{2028}" || previous == "\u{2029}"
            switch c {
            case "\"", "'":
                // A quote opens quoted text only where a scalar may start.
                if afterSpace || "[{,:-".unicodeScalars.contains(previous) { quote = c }
            case "#" where afterSpace: comment = true
            case "[", "{": depth += 1; deepest = max(deepest, depth)
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    /// The parser's reason on one line, without its context block.
    private static func problem(of error: YamlError) -> String {
        let text: String
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): text = problem
        default: text = "\(error)"
        }
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return ParameterText.quoted(line.replacingOccurrences(of: "Parser: ", with: ""))
    }
}
