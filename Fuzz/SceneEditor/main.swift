// libFuzzer target: the scene text editor. The input is `PATH=VALUE` (or `@N=VALUE`: the
// file's own Nth value), a NUL byte, then the file's text (valid or not, any line breaks). The edit must never trap; on a file the reader
// refuses it must refuse; when it edits, the result must load (through Yams' own
// constructor, which resolves aliases and merge keys independently of the editor) as the
// original with only PATH changed, to VALUE — never another line.
import ReelExport
import ReelModels
import Yams

/// Yams reads a byte-order mark in text as content; libyaml skips it in bytes.
func unmarked(_ s: String) -> String { s.unicodeScalars.first == "\u{FEFF}" ? String(s.unicodeScalars.dropFirst()) : s }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneEditor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let nul = bytes.firstIndex(of: 0),
          let edit = String(validating: UnsafeBufferPointer(rebasing: bytes[..<nul]), as: UTF8.self),
          let text = String(validating: UnsafeBufferPointer(rebasing: bytes[(nul + 1)...]), as: UTF8.self),
          let equals = edit.firstIndex(of: "=") else { return 0 }
    var path = String(edit[..<equals])
    let value = String(edit[edit.index(after: equals)...])
    let valid = (try? SceneFileReader(file: "fuzz.yaml").read(text)) != nil
    if path.hasPrefix("@"), let n = Int(path.dropFirst()), valid, let loaded = try? Yams.load(yaml: unmarked(text)) {
        // `@N=VALUE`: the file's own Nth value, so most edits name a value that is there.
        var values: [String: String] = [:]
        EditOracle.flatten(loaded, "", parentKey: nil, into: &values)
        let paths = values.keys.sorted()
        guard !paths.isEmpty else { return 0 }
        path = paths[abs(n % paths.count)]
        if path.hasSuffix("].action") { path.removeLast(".action".count) }
    }
    let edited: String
    do {
        edited = try SceneTextEditor.apply([SceneAssignment(path: path, value: value)], to: text, file: "fuzz.yaml")
    } catch {
        FuzzCheck.oneLine(error.description)
        return 0
    }
    FuzzCheck.require(valid, "an invalid file was edited")
    guard let before = try? Yams.load(yaml: unmarked(text)), let after = try? Yams.load(yaml: unmarked(edited)) else {
        FuzzCheck.fail("the edited file does not load:\n\(edited.debugDescription)")
    }
    var a: [String: String] = [:], b: [String: String] = [:]
    EditOracle.flatten(before, "", parentKey: nil, into: &a)
    EditOracle.flatten(after, "", parentKey: nil, into: &b)
    // A parameter with two spellings may be written in the other one, converted.
    let parent = path.split(separator: ".").dropLast().joined(separator: ".")
    let last = String(path.split(separator: ".").last ?? "")
    let spellings = EditOracle.spellings(of: last)
    func under(_ p: String) -> Bool {
        for key in spellings.isEmpty ? [last] : spellings {
            let q = parent.isEmpty ? key : "\(parent).\(key)"
            if p == q || p.hasPrefix(q + ".") || p.hasPrefix(q + "[") { return true }
        }
        return false
    }
    for key in Set(a.keys).union(b.keys) where !under(key) {
        FuzzCheck.require(a[key] == b[key], "the edit of \(path) also changed \(key): \(a[key] ?? "nil") → \(b[key] ?? "nil")\n\(text.debugDescription)\n\(edited.debugDescription)")
    }
    guard spellings.isEmpty else { return 0 }
    if let got = b[path] ?? b["\(path).action"] {
        let want = EditOracle.describe((try? Yams.compose(yaml: "[" + value + "]")).flatMap { EditOracle.plain($0) as? [Any] }?.first)
        FuzzCheck.require(got == "String:" + value || got == want,
                          "\(path) reads \(got.debugDescription), not \(value.debugDescription)\n\(edited.debugDescription)")
    } else {
        FuzzCheck.require(b.keys.contains { $0.hasPrefix(path + "[") } || value.isEmpty || ParameterText.listItems(value).isEmpty,
                          "\(path) is not in the edited file\n\(edited.debugDescription)")
    }
    return 0
}

enum EditOracle {
    /// A node as Yams' `load` constructs it, except that a mapping's repeated key keeps its
    /// last value: the fuzzer crashed in Yams' own constructor of a mapping (its stack in
    /// `Constructor.defaultMappingMap`) while this oracle read an edit's value; BadgeReel's
    /// reader composes nodes and refuses repeated keys itself.
    static func plain(_ node: Node) -> Any? {
        switch node {
        case .scalar: return node.any
        case .sequence(let items): return items.compactMap { plain($0) }
        case .mapping(let pairs):
            var map: [AnyHashable: Any] = [:]
            for (key, value) in pairs { if let key = plain(key) as? AnyHashable { map[key] = plain(value) } }
            return map
        case .alias: return nil
        }
    }

    /// Every value by its path; a short form (`- pop`) as its `action` key.
    static func flatten(_ value: Any, _ path: String, parentKey: String?, into out: inout [String: String]) {
        if let map = value as? [AnyHashable: Any] {
            for (k, v) in map {
                let key = "\(k.base)"
                flatten(v, path.isEmpty ? key : "\(path).\(key)", parentKey: key, into: &out)
            }
        } else if let list = value as? [Any] {
            for (i, item) in list.enumerated() {
                if parentKey == "actions" || parentKey == "animations", !(item is [AnyHashable: Any]), !(item is [Any]) {
                    out["\(path)[\(i)].action"] = describe(item)
                } else {
                    flatten(item, "\(path)[\(i)]", parentKey: nil, into: &out)
                }
            }
        } else {
            out[path] = describe(value)
        }
    }

    static func describe(_ value: Any?) -> String {
        guard let value else { return "<nil>" }
        if let d = value as? Double { return d.isNaN ? "Double:nan" : "Double:\(d)" }
        return "\(type(of: value)):\(value)"
    }

    /// `key` and its other spellings (angle, angleDegrees), if it has any.
    static func spellings(of key: String) -> [String] {
        for name in AnimationName.allCases {
            guard let infos = SceneAction.parameters(of: name.rawValue), let info = infos.first(where: { $0.key == key }) else { continue }
            let target = info.aliasOf ?? info.key
            let all = infos.filter { ($0.aliasOf ?? $0.key) == target }.map(\.key)
            if all.count > 1 { return all }
        }
        return []
    }
}
