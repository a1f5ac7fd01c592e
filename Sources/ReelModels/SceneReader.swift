import Foundation
import ReelTimeline
import Yams

/// Reads a scene file, YAML or JSON (JSON is YAML too), strictly: an unknown key, a wrong
/// type or a bad value is refused with its path and line, before anything is drawn.
public struct SceneReader {
    public let file: String
    /// The GIF dither names the encoder accepts.
    public let dithers: [String]

    public init(file: String, dithers: [String]) {
        self.file = file; self.dithers = dithers
    }

    public func read(_ text: String) throws(SceneError) -> Scene {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else { throw fail(nil, "", "the file is empty") }
            root = node
        } catch let error as SceneError {
            throw error
        } catch let error as YamlError {
            throw SceneError(file: file, line: Self.line(of: error), path: "", message: "not valid YAML or JSON: \(Self.problem(of: error))")
        } catch {
            throw SceneError(file: file, line: nil, path: "", message: "not valid YAML or JSON")
        }
        var scene = Scene()
        let top = try mapping(root, "", keys: ["fps", "host", "badge", "canvas", "encoding", "actions"])
        if let n = top["fps"] { scene.fps = try number(n, "fps") }
        if let n = top["host"] { try readHost(n, into: &scene.setup) }
        if let n = top["badge"] { try readBadge(n, into: &scene.setup) }
        if let n = top["canvas"] { scene.canvas = try readCanvas(n) }
        if let n = top["encoding"] { scene.encoding = try readEncoding(n) }
        guard let actions = top["actions"] else { throw fail(root, "actions", "missing; a scene needs a script of actions") }
        guard case .sequence(let list) = actions else { throw fail(actions, "actions", "expected a list of actions") }
        scene.actions = try list.enumerated().map { i, n throws(SceneError) in try readAction(n, "actions[\(i)]") }
        // Values the models check, reported at the key that holds them.
        do {
            var timing = ClipTiming(); timing.fps = scene.fps
            try timing.validate()
        } catch { throw fail(top["fps"], "fps", "\(error.value): expected \(error.accepted)") }
        do { try scene.setup.validate() } catch {
            let section = ["hostSize", "icon", "hostColor"].contains(error.key) ? "host" : "badge"
            let key = error.key == "hostSize" ? "size" : error.key == "hostColor" ? "color" : error.key
            throw fail(top[section].flatMap { (try? mapping($0, section, keys: nil))?[key] } ?? top[section],
                       "\(section).\(key)", "\(error.value): expected \(error.accepted)")
        }
        return scene
    }

    // MARK: sections

    private func readHost(_ node: Node, into s: inout BadgeSetup) throws(SceneError) {
        let m = try mapping(node, "host", keys: ["size", "icon", "color"])
        if let n = m["size"] { s.hostSize = try size(n, "host.size") }
        if let n = m["icon"] { s.icon = try string(n, "host.icon") }
        if let n = m["color"] { s.hostColor = try color(n, "host.color") }
    }

    private func readBadge(_ node: Node, into s: inout BadgeSetup) throws(SceneError) {
        let m = try mapping(node, "badge", keys: ["count", "maxCount", "locale", "text", "dot", "diameter", "circleOffset", "circleScale",
                                                  "cornerStyle", "style", "color", "textColor", "borderColor", "borderWidth"])
        if let n = m["count"] { s.count = try integer(n, "badge.count") }
        if let n = m["maxCount"] { s.maxCount = try integer(n, "badge.maxCount") }
        if let n = m["locale"] { s.locale = try string(n, "badge.locale") }
        if let n = m["text"] { s.text = try string(n, "badge.text") }
        if let n = m["dot"] { s.dot = try bool(n, "badge.dot") }
        if let n = m["diameter"] { s.diameter = try number(n, "badge.diameter") }
        if let n = m["circleOffset"] { s.circleOffset = try point(n, "badge.circleOffset") }
        if let n = m["circleScale"] { s.circleScale = try number(n, "badge.circleScale") }
        if let n = m["cornerStyle"] { s.cornerStyle = try choice(n, "badge.cornerStyle") }
        if let n = m["style"] { s.style = try choice(n, "badge.style", lowercased: true) }
        if let n = m["color"] { s.badgeColor = try color(n, "badge.color") }
        if let n = m["textColor"] { s.textColor = try color(n, "badge.textColor") }
        if let n = m["borderColor"] { s.borderColor = try color(n, "badge.borderColor") }
        if let n = m["borderWidth"] { s.borderWidth = try number(n, "badge.borderWidth") }
    }

    private func readCanvas(_ node: Node) throws(SceneError) -> CanvasSpec {
        let m = try mapping(node, "canvas", keys: ["scale", "size", "margin", "background"])
        var c = CanvasSpec()
        if let n = m["scale"] {
            c.scale = try number(n, "canvas.scale")
            guard c.scale > 0, c.scale <= 16 else { throw fail(n, "canvas.scale", "\(c.scale): expected a number above 0 and at most 16") }
        }
        if let n = m["size"] { c.size = try size(n, "canvas.size") }
        if let n = m["margin"] {
            c.margin = try number(n, "canvas.margin")
            guard c.margin >= 0 else { throw fail(n, "canvas.margin", "\(c.margin): expected 0 or more points") }
        }
        if let n = m["background"] { c.background = try color(n, "canvas.background") }
        return c
    }

    private func readEncoding(_ node: Node) throws(SceneError) -> EncodingSpec {
        let m = try mapping(node, "encoding", keys: ["loop", "dither", "crf", "matte"])
        var e = EncodingSpec()
        if let n = m["loop"] {
            if n.string == "forever" { e.loop = nil } else {
                let plays = try integer(n, "encoding.loop")
                guard (1...65535).contains(plays) else { throw fail(n, "encoding.loop", "\(plays): expected forever or plays from 1 to 65535") }
                e.loop = plays
            }
        }
        if let n = m["dither"] {
            let d = try string(n, "encoding.dither")
            guard dithers.contains(d) else { throw fail(n, "encoding.dither", "\(d): expected one of \(dithers.joined(separator: ", "))") }
            e.dither = d
        }
        if let n = m["crf"] {
            let crf = try integer(n, "encoding.crf")
            guard (0...51).contains(crf) else { throw fail(n, "encoding.crf", "\(crf): expected a whole number from 0 to 51") }
            e.crf = crf
        }
        if let n = m["matte"] { e.matte = try color(n, "encoding.matte") }
        return e
    }

    // MARK: actions

    private func readAction(_ node: Node, _ path: String) throws(SceneError) -> SceneAction {
        // `- pop` is `- action: pop` with the seed's parameters.
        if case .scalar = node {
            let name = try string(node, path)
            return try action(named: name, node, path, [:])
        }
        let m = try mapping(node, path, keys: nil)
        guard let nameNode = m["action"] else {
            throw fail(node, path, "no action key; expected one of \(SceneAction.names.joined(separator: ", "))")
        }
        return try action(named: try string(nameNode, "\(path).action"), nameNode, path, m)
    }

    private func action(named name: String, _ node: Node, _ path: String, _ m: [String: Node]) throws(SceneError) -> SceneAction {
        func only(_ keys: [String]) throws(SceneError) {
            for (key, value) in m where key != "action" && !keys.contains(key) {
                let accepted = keys.isEmpty ? "no parameters" : "one of \(keys.joined(separator: ", "))"
                throw fail(value, "\(path).\(key)", "unknown key for \(name); expected \(accepted)")
            }
        }
        func param<T>(_ key: String, _ read: (Node, String) throws(SceneError) -> T) throws(SceneError) -> T? {
            guard let n = m[key] else { return nil }
            return try read(n, "\(path).\(key)")
        }
        switch name {
        case "wait":
            try only(["seconds"])
            guard let seconds = try param("seconds", number) else { throw fail(node, "\(path).seconds", "missing; wait needs seconds") }
            guard seconds >= 0 else { throw fail(m["seconds"], "\(path).seconds", "\(seconds): expected 0 or more") }
            return .wait(seconds)
        case "setCount":
            try only(["count"])
            guard let count = try param("count", integer) else { throw fail(node, "\(path).count", "missing; setCount needs a count") }
            return .setCount(count)
        case "increment", "decrement":
            try only(["by"])
            let by = try param("by", integer) ?? 1
            guard by >= 0 else { throw fail(m["by"], "\(path).by", "\(by): expected 0 or more") }
            return name == "increment" ? .increment(by) : .decrement(by)
        case "hide": try only([]); return .hide
        case "show": try only([]); return .show
        case "hideCount": try only([]); return .hideCount
        case "showCount": try only([]); return .showCount
        case "pop":
            try only(["popStartRatio", "popOutRatio", "popInRatio", "popStartTime", "popOutTime", "popInTime", "popEndTime", "curve"])
            var p = PopParameters()
            if let v = try param("popStartRatio", number) { p.popStartRatio = v }
            if let v = try param("popOutRatio", number) { p.popOutRatio = v }
            if let v = try param("popInRatio", number) { p.popInRatio = v }
            if let v = try param("popStartTime", number) { p.popStartTime = v }
            if let v = try param("popOutTime", number) { p.popOutTime = v }
            if let v = try param("popInTime", number) { p.popInTime = v }
            if let v = try param("popEndTime", number) { p.popEndTime = v }
            if let v = try param("curve", curve) { p.curve = v }
            return try checked(.pop(p), m, path)
        case "bump":
            try only(["firstBumpDistance", "firstBumpTime", "secondBumpDistance", "secondBumpTime", "curve"])
            var p = BumpParameters()
            if let v = try param("firstBumpDistance", number) { p.firstBumpDistance = v }
            if let v = try param("firstBumpTime", number) { p.firstBumpTime = v }
            if let v = try param("secondBumpDistance", number) { p.secondBumpDistance = v }
            if let v = try param("secondBumpTime", number) { p.secondBumpTime = v }
            if let v = try param("curve", curve) { p.curve = v }
            return try checked(.bump(p), m, path)
        case "blink":
            try only(["blinkAlpha", "blinkDuration", "curve"])
            var p = BlinkParameters()
            if let v = try param("blinkAlpha", number) { p.blinkAlpha = v }
            if let v = try param("blinkDuration", number) { p.blinkDuration = v }
            if let v = try param("curve", curve) { p.curve = v }
            return try checked(.blink(p), m, path)
        case "shake":
            try only(["duration", "angle", "angleDegrees", "yOffset", "keyframes", "calculationMode", "curve"])
            var p = ShakeParameters()
            if m["angle"] != nil && m["angleDegrees"] != nil {
                throw fail(m["angleDegrees"], "\(path).angleDegrees", "give angle or angleDegrees, not both")
            }
            if let v = try param("duration", number) { p.duration = v }
            if let v = try param("angle", number) { p.angle = v }
            if let v = try param("angleDegrees", number) { p.angle = v * .pi / 180 }
            if let v = try param("yOffset", number) { p.yOffset = v }
            if let v = try param("keyframes", integer) { p.keyframes = v }
            if let n = m["calculationMode"] { p.calculationMode = try choice(n, "\(path).calculationMode") }
            if let v = try param("curve", curve) { p.curve = v }
            return try checked(.shake(p), m, path)
        default:
            throw fail(node, "\(path).action", "\(name): unknown action; expected one of \(SceneAction.names.joined(separator: ", "))")
        }
    }

    /// The models' own checks, reported at the offending key.
    private func checked(_ animation: BadgeAnimation, _ m: [String: Node], _ path: String) throws(SceneError) -> SceneAction {
        do { try animation.validate() } catch {
            throw fail(m[error.key] ?? m["action"], "\(path).\(error.key)", "\(error.value): expected \(error.accepted)")
        }
        return .animate(animation)
    }

    // MARK: values

    private func fail(_ node: Node?, _ path: String, _ message: String) -> SceneError {
        SceneError(file: file, line: node?.mark?.line, path: path, message: message)
    }

    /// A mapping's entries by key; with `keys`, any other key is refused.
    private func mapping(_ node: Node, _ path: String, keys: Set<String>?) throws(SceneError) -> [String: Node] {
        guard case .mapping(let mapping) = node else { throw fail(node, path, "expected a mapping of keys to values") }
        var out: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw fail(keyNode, path, "expected text keys") }
            let full = path.isEmpty ? key : "\(path).\(key)"
            if let keys, !keys.contains(key) {
                throw fail(keyNode, full, "unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
            }
            if out[key] != nil { throw fail(keyNode, full, "given twice") }
            out[key] = value
        }
        return out
    }

    private func scalar(_ node: Node, _ path: String, _ expected: String) throws(SceneError) -> String {
        guard case .scalar(let s) = node else { throw fail(node, path, "expected \(expected)") }
        return s.string
    }

    private func number(_ node: Node, _ path: String) throws(SceneError) -> Double {
        let text = try scalar(node, path, "a number")
        guard let v = Double(text), v.isFinite else { throw fail(node, path, "\(text): expected a finite number") }
        return v
    }

    private func integer(_ node: Node, _ path: String) throws(SceneError) -> Int {
        let text = try scalar(node, path, "a whole number")
        guard let v = Int(text) else { throw fail(node, path, "\(text): expected a whole number") }
        return v
    }

    private func bool(_ node: Node, _ path: String) throws(SceneError) -> Bool {
        let text = try scalar(node, path, "true or false")
        guard let v = node.bool else { throw fail(node, path, "\(text): expected true or false") }
        return v
    }

    private func string(_ node: Node, _ path: String) throws(SceneError) -> String {
        try scalar(node, path, "text")
    }

    /// A case of a named-value enum, by its name (any letter case when `lowercased`).
    private func choice<T: CaseIterable & RawRepresentable>(_ node: Node, _ path: String, lowercased: Bool = false)
        throws(SceneError) -> T where T.RawValue == String {
        let text = try string(node, path)
        guard let value = T(rawValue: lowercased ? text.lowercased() : text) else {
            throw fail(node, path, "\(text): expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    private func color(_ node: Node, _ path: String) throws(SceneError) -> RGBA {
        let text = try scalar(node, path, "a color")
        guard let c = RGBA.parse(text) else { throw fail(node, path, "\(text): expected \(RGBA.accepted)") }
        return c
    }

    private func curve(_ node: Node, _ path: String) throws(SceneError) -> TimingFunction {
        let text = try scalar(node, path, "a curve")
        guard let fn = TimingFunction.parse(text) else { throw fail(node, path, "\(text): expected \(TimingFunction.accepted)") }
        return fn
    }

    /// `WxH` text or a [w, h] list.
    private func size(_ node: Node, _ path: String) throws(SceneError) -> Size {
        let pair = try pair(node, path, separators: ["x", "X", "×"], example: "96x96")
        guard pair.0 > 0, pair.1 > 0 else { throw fail(node, path, "expected WxH with both above 0, e.g. 96x96") }
        return Size(width: pair.0, height: pair.1)
    }

    /// `X,Y` text or an [x, y] list.
    private func point(_ node: Node, _ path: String) throws(SceneError) -> Point {
        let pair = try pair(node, path, separators: [","], example: "-15,15")
        return Point(x: pair.0, y: pair.1)
    }

    private func pair(_ node: Node, _ path: String, separators: Set<Character>, example: String) throws(SceneError) -> (Double, Double) {
        if case .sequence(let list) = node, list.count == 2 {
            return (try number(list[0], "\(path)[0]"), try number(list[1], "\(path)[1]"))
        }
        let text = try scalar(node, path, "two numbers, e.g. \(example)")
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) })
        guard parts.count == 2, let a = Double(parts[0].trimmingCharacters(in: .whitespaces)), let b = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              a.isFinite, b.isFinite else {
            throw fail(node, path, "\(text): expected two numbers, e.g. \(example)")
        }
        return (a, b)
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): return problem
        default: return "\(error)"
        }
    }
}
