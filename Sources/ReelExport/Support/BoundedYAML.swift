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
        let aliases = text.matches(of: /(?:^|[\s\[\{,:?-])\*[^\s,\[\]\{\}]/.anchorsMatchLineEndings()).count
        guard aliases <= maxAliases else {
            throw SceneError(file: file, line: nil, path: "", message: "\(aliases) YAML aliases; expected at most \(maxAliases)")
        }
        let nesting = flowNesting(text)
        guard nesting <= maxNesting else {
            throw SceneError(file: file, line: nil, path: "", message: "brackets nested \(nesting) deep; expected at most \(maxNesting)")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SceneError(file: file, line: line(of: error), path: "", message: "not valid YAML or JSON: \(problem(of: error))")
        } catch {
            throw SceneError(file: file, line: nil, path: "", message: "not valid YAML or JSON")
        }
        guard let node else { throw SceneError(file: file, line: nil, path: "", message: "the file is empty") }
        return node
    }

    /// A mapping's entries by key, for every reader of these files (scene files, batch
    /// manifests): refused, as `file`'s error at `path` on the offending node's line, when
    /// `node` is not a mapping, a key is not text, a key is given twice (YAML requires unique
    /// keys; Yams composes both, and we never pick one), or, with `keys`, a key is not one of them.
    static func mapping(_ node: Node, at path: String, keys: Set<String>?, file: String) throws(SceneError) -> [String: Node] {
        func fail(_ node: Node, _ path: String, _ message: String) -> SceneError {
            SceneError(file: file, line: node.mark?.line, path: path, message: message)
        }
        guard case .mapping(let mapping) = node else { throw fail(node, path, "expected a mapping of keys to values") }
        var out: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard case .scalar(let s) = keyNode else { throw fail(keyNode, path, "expected text keys") }
            let key = s.string
            let full = path.isEmpty ? key : "\(path).\(key)"
            if let keys, !keys.contains(key) {
                throw fail(keyNode, full, "unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
            }
            if out[key] != nil { throw fail(keyNode, full, "given twice") }
            out[key] = value
        }
        return out
    }

    /// How deep `[` and `{` nest outside quoted text and comments: a scan, not a parse, that
    /// may overcount (a bracket inside a plain scalar) but never undercounts.
    static func flowNesting(_ text: String) -> Int {
        var depth = 0, deepest = 0
        var quote: UInt8?
        var comment = false
        var previous: UInt8 = 0x0A
        for byte in text.utf8 {
            defer { previous = byte }
            if comment { if byte == 0x0A { comment = false }; continue }
            if let q = quote {
                if byte == q && !(q == 0x22 && previous == 0x5C) { quote = nil }
                continue
            }
            switch byte {
            case 0x22, 0x27:
                // A quote opens quoted text only where a scalar may start.
                if [0x20, 0x0A, 0x09, 0x5B, 0x7B, 0x2C, 0x3A, 0x2D].contains(previous) { quote = byte }
            case 0x23 where previous == 0x20 || previous == 0x0A || previous == 0x09: comment = true
            case 0x5B, 0x7B: depth += 1; deepest = max(deepest, depth)
            case 0x5D, 0x7D: depth = max(0, depth - 1)
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
