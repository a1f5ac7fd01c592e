import ReelModels
import Yams

/// A parameter a file may spell two ways (a shake's `angle` in radians or `angleDegrees` in
/// degrees: `aliasOf` in its declaration) is edited in the spelling the file uses, the value
/// converted: issue 31 — the studio sent `actions[2].angle=0.5236` for a file saying
/// `angleDegrees: 20`, the editor added `angle:` beside it, and the file was refused
/// ("expected angleDegrees or angle, not both").
enum SceneSpelling {
    typealias Step = SceneTextEditor.Step

    /// `assignment` as the file spells it: the same, or its path's last key replaced by the
    /// spelling the file's mapping holds with the value converted to it (the shortest
    /// decimal that reads back to the same value). A value its own spelling refuses is
    /// refused here, in the declaration's words.
    static func inFileSpelling(_ assignment: SceneAssignment, steps: [Step], root: Node, file: String) throws(SceneError) -> (SceneAssignment, [Step]) {
        guard case .key(let key)? = steps.last, let mapping = node(at: steps.dropLast(), in: root),
              BoundedYAML.value(of: key, in: mapping) == nil,
              let keys = try? BoundedYAML.mapping(mapping, at: "", keys: nil, file: file) else { return (assignment, steps) }
        let present = Set(keys.keys)
        let respelled: (key: String, value: String)?
        do throws(ParameterError) {
            switch Array(steps.dropLast()) {
            case [.key("fps")]:
                respelled = nil
            case [.key("host")], [.key("badge")]:
                guard case .key(let section) = steps[0] else { return (assignment, steps) }
                respelled = try respell(BadgeSetup.self, key, prefix: section + ".", value: assignment.value, present: present)
            case [.key("canvas")]:
                respelled = try respell(CanvasSpec.self, key, prefix: "", value: assignment.value, present: present)
            case [.key("encoding")]:
                respelled = try respell(EncodingSpec.self, key, prefix: "", value: assignment.value, present: present)
            default:
                guard steps.count == 3, steps[0] == .key("actions"),
                      let name = BoundedYAML.value(of: "action", in: mapping)?.string,
                      let kind = AnimationName(rawValue: name) else { return (assignment, steps) }
                // The animation's own declarations, whichever it is (the registry's).
                respelled = try respell(kind.type, key, prefix: "", value: assignment.value, present: present)
            }
        } catch {
            let words = error.value.isEmpty ? "expected \(error.accepted)" : "\(error.value): expected \(error.accepted)"
            throw SceneError(file: file, line: mapping.mark?.line, path: assignment.path, message: words)
        }
        guard let respelled else { return (assignment, steps) }
        var path = assignment.path
        path.removeLast(key.count)
        return (SceneAssignment(path: path + respelled.key, value: respelled.value), steps.dropLast() + [.key(respelled.key)])
    }

    /// The mapping `steps` lead to, or nil.
    private static func node(at steps: ArraySlice<Step>, in root: Node) -> Node? {
        var node = root
        for step in steps {
            switch step {
            case .key(let k): guard let next = BoundedYAML.value(of: k, in: node) else { return nil }; node = next
            case .index(let i):
                guard case .sequence(let list) = node, list.indices.contains(i) else { return nil }
                node = list[i]
            }
        }
        guard case .mapping = node else { return nil }
        return node
    }

    /// `key`'s other spelling that the mapping holds (`present`) and `value` written in it, or
    /// nil when the mapping holds no other spelling.
    private static func respell<S: ParameterSet>(_: S.Type, _ key: String, prefix: String, value: String,
                                                 present: Set<String>) throws(ParameterError) -> (key: String, value: String)? {
        guard let p = S.parameter(key: prefix + key) else { return nil }
        let target = p.info.aliasOf ?? p.info.key
        guard let other = S.parameters.first(where: { q in
            q.info.key != p.info.key && (q.info.aliasOf ?? q.info.key) == target && q.info.key.hasPrefix(prefix)
                && present.contains(String(q.info.key.dropFirst(prefix.count)))
        }) else { return nil }
        var set = S()
        do { try p.set(value, in: &set) } catch { throw ParameterError(key, error) }
        let meant = p.text(in: set)
        guard let full = other.text(in: set) else { return nil }
        let otherKey = String(other.info.key.dropFirst(prefix.count))
        guard let number = Double(full), number.isFinite else { return (otherKey, full) }
        // The shortest decimal that reads back to exactly the value given.
        for places in 0...17 {
            let scale = pow10(places)
            let text = plainNumber((number * scale).rounded() / scale)
            var back = S()
            guard (try? other.set(text, in: &back)) != nil else { continue }
            if p.text(in: back) == meant { return (otherKey, text) }
        }
        return (otherKey, full)
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }
}
