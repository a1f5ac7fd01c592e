import Yams
import ReelModels

/// Reads a batch manifest (YAML or JSON) strictly, bounded like a scene file: its size, its
/// entries, each matrix's keys and values, and aliases are limited before anything is
/// expanded. A placeholder no matrix key fills, and a matrix key no placeholder uses, are
/// refused here with the entry's line.
///
///     jobs:
///       - run: pop --count {count} --scale {scale} -o out/pop-{count}@{scale}x.gif
///         matrix:
///           count: [1, 9, 99]
///           scale: [2, 3]
///       - render examples/increment-and-pop.yaml -o out/demo.mp4
public struct BatchManifestReader {
    /// The manifest's name as messages show it.
    public let file: String

    /// The largest manifest read: thousands of entries are a few hundred KB.
    public static let maxBytes = 1 << 20
    /// The most entries under `jobs:`.
    public static let maxEntries = 10_000
    /// The most keys one matrix may have, and values one key may list.
    public static let maxMatrixKeys = 16
    /// The most values one matrix key may list.
    public static let maxMatrixValues = 1_000

    /// A reader whose messages name `file`.
    public init(file: String) { self.file = file }

    /// Reads the manifest at `path` ("-" for standard input).
    public static func load(_ path: String) throws(ExportError) -> BatchManifest {
        let text = try SceneFileInput.read(path, limit: maxBytes)
        do { return try BatchManifestReader(file: path).read(text) } catch { throw .scene(error) }
    }

    /// Every export the manifest at `path` describes, expanded (see `BatchManifest.expand`).
    public static func jobs(in path: String) throws(ExportError) -> [BatchJobSpec] {
        let manifest = try load(path)
        do { return try manifest.expand() } catch { throw .scene(error) }
    }

    /// The manifest `text` describes; refuses the first thing it cannot read.
    public func read(_ text: String) throws(SceneError) -> BatchManifest {
        // Aliases and nesting bounded as for scene files: enough to share a list of locales.
        let root = try BoundedYAML.compose(text, file: file)
        let top = try mapping(root, "", keys: ["jobs"])
        guard let jobs = top["jobs"] else { throw fail(root, "jobs", "missing; a manifest needs a list of jobs") }
        guard case .sequence(let list) = jobs, !list.isEmpty else { throw fail(jobs, "jobs", "expected a non-empty list of jobs") }
        guard list.count <= Self.maxEntries else {
            throw fail(jobs, "jobs", "\(list.count) entries; expected at most \(Self.maxEntries)")
        }
        var entries: [BatchManifest.Entry] = []
        for (i, node) in list.enumerated() { entries.append(try entry(node, "jobs[\(i)]")) }
        return BatchManifest(file: file, entries: entries)
    }

    /// `- run: …` with an optional `matrix:`, or the run line alone (`- pop -o pop.gif`).
    private func entry(_ node: Node, _ path: String) throws(SceneError) -> BatchManifest.Entry {
        let runNode: Node
        var matrix: [BatchManifest.MatrixAxis] = []
        if case .scalar = node {
            runNode = node
        } else {
            let m = try mapping(node, path, keys: ["run", "matrix"])
            guard let r = m["run"] else { throw fail(node, "\(path).run", "missing; a job needs the command to run") }
            runNode = r
            if let mn = m["matrix"] { matrix = try axes(mn, "\(path).matrix") }
        }
        var words = try self.words(runNode, "\(path).run")
        if words.first == "badgereel" { words.removeFirst() }
        guard !words.isEmpty else { throw fail(runNode, "\(path).run", "empty; expected a badgereel command") }
        let used: [String]
        do { used = try Placeholders.names(in: words) } catch { throw fail(runNode, "\(path).run", error.reason) }
        let keys = matrix.map(\.key)
        for name in used where !keys.contains(name) {
            let have = keys.isEmpty ? "there is no matrix" : "the matrix has \(keys.joined(separator: ", "))"
            throw fail(runNode, "\(path).run", "{\(name)}: unknown placeholder; \(have)")
        }
        for key in keys where !used.contains(key) {
            throw fail(node, "\(path).matrix.\(key)", "not used in run; every matrix key must fill a {placeholder}")
        }
        return BatchManifest.Entry(words: words, matrix: matrix, line: line(of: node))
    }

    /// A run line: one string split like a shell would, or a list of words taken as they are.
    private func words(_ node: Node, _ path: String) throws(SceneError) -> [String] {
        switch node {
        case .scalar(let s):
            do { return try ShellWords.split(s.string) } catch { throw fail(node, path, error.reason) }
        case .sequence(let list):
            var out: [String] = []
            for (i, n) in list.enumerated() {
                guard case .scalar(let s) = n else { throw fail(n, "\(path)[\(i)]", "expected a word") }
                out.append(s.string)
            }
            return out
        default:
            throw fail(node, path, "expected a command line")
        }
    }

    private func axes(_ node: Node, _ path: String) throws(SceneError) -> [BatchManifest.MatrixAxis] {
        guard case .mapping(let pairs) = node else { throw fail(node, path, "expected a mapping of placeholder names to lists of values") }
        guard pairs.count <= Self.maxMatrixKeys else {
            throw fail(node, path, "\(pairs.count) keys; expected at most \(Self.maxMatrixKeys)")
        }
        var out: [BatchManifest.MatrixAxis] = []
        for (keyNode, value) in pairs {
            guard case .scalar(let k) = keyNode else { throw fail(keyNode, path, "expected text keys") }
            let key = k.string, full = "\(path).\(key)"
            guard Placeholders.isName(Substring(key)) else {
                throw fail(keyNode, full, "not a placeholder name; expected a letter or _, then letters, digits, _ or -")
            }
            guard !out.contains(where: { $0.key == key }) else { throw fail(keyNode, full, "given twice") }
            var values: [String] = []
            switch value {
            case .scalar(let s): values = [s.string]
            case .sequence(let list):
                guard !list.isEmpty else { throw fail(value, full, "an empty list; expected at least one value") }
                guard list.count <= Self.maxMatrixValues else {
                    throw fail(value, full, "\(list.count) values; expected at most \(Self.maxMatrixValues)")
                }
                for (i, n) in list.enumerated() {
                    guard case .scalar(let s) = n else { throw fail(n, "\(full)[\(i)]", "expected a value, not a list or mapping") }
                    values.append(s.string)
                }
            default:
                throw fail(value, full, "expected a list of values")
            }
            out.append(BatchManifest.MatrixAxis(key: key, values: values))
        }
        return out
    }

    // MARK: structure

    private func line(of node: Node) -> Int? { node.mark?.line }

    private func fail(_ node: Node?, _ path: String, _ message: String) -> SceneError {
        SceneError(file: file, line: node?.mark?.line, path: path, message: message)
    }

    private func mapping(_ node: Node, _ path: String, keys: Set<String>) throws(SceneError) -> [String: Node] {
        try BoundedYAML.mapping(node, at: path, keys: keys, file: file)
    }
}
