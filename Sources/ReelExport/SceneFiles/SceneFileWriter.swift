import ReelModels
import ReelTimeline

/// Writes a reel as YAML that `SceneFileReader` reads back to an equal reel: every value
/// resolved (no default left implicit), numbers in Swift's shortest exact form, text quoted
/// with every character escaped that YAML would change, keys in declaration order so saved
/// scenes diff well.
public enum SceneFileWriter {
    /// `reel` as a scene file's YAML.
    public static func yaml(_ reel: Reel) -> String {
        var out = head(reel)
        // An empty script is the reader's `actions: []` (a bare `actions:` is null, which the
        // reader refuses: the fuzz gate's scene-reader found `actions: [  ]` written so).
        if reel.scene.actions.isEmpty { out.removeLast(); return out + " []\n" }
        for placed in reel.scene.actions { append(placed, to: &out) }
        return out
    }

    /// Everything before the first action: the sections, and `actions:`.
    static func head(_ reel: Reel) -> String {
        var out = "# BadgeReel scene: render with `badgereel render THIS_FILE -o out.gif`\n"
        out += "fps: \(plainNumber(reel.scene.fps))\n"
        var setup = reel.scene.setup
        // The icon the scene shows, named, so the file does not depend on the default.
        if setup.icon == nil { setup.icon = reel.scene.isBell ? "bell" : "app" }
        for section in ["host", "badge"] {
            out += "\(section):\n"
            for (key, text) in setup.keyedTexts where key.hasPrefix(section + ".") {
                out += "  \(key.dropFirst(section.count + 1)): \(quote(text))\n"
            }
        }
        out += "canvas:\n"
        for (key, text) in reel.canvas.keyedTexts { out += "  \(key): \(quote(text))\n" }
        out += "encoding:\n"
        if reel.encoding.loop == nil { out += "  loop: forever\n" }
        for (key, text) in reel.encoding.keyedTexts { out += "  \(key): \(quote(text))\n" }
        out += "actions:\n"
        return out
    }

    /// One action of the list, as `yaml` writes it.
    static func append(_ placed: SceneAction, to out: inout String) {
        let action = placed.unplaced
        out += "  - action: \(action.name)\n"
        if let at = placed.placedAt { out += "    at: \(plainNumber(at))\n" }
        let infos = SceneAction.parameters(of: action.name) ?? []
        for (key, text) in action.keyedTexts { out += "    \(key): \(value(text, kind: infos.first { $0.key == key }?.kind))\n" }
        if case .viewKeyframes(let a) = action {
            out += "    keyframes:\n"
            for keyframe in a.keyframes {
                var first = true
                for (key, text) in keyframe.keyedTexts {
                    out += (first ? "      - " : "        ") + "\(key): \(quote(text))\n"
                    first = false
                }
            }
        }
        if case .layerAnimation(let a) = action, a.kind == .group {
            out += "    animations:\n"
            for child in a.children {
                out += "      - action: \(child.name)\n"
                let childInfos = child.kind.parameters
                for (key, text) in child.keyedTexts where key != "layer" {
                    out += "        \(key): \(value(text, kind: childInfos.first { $0.key == key }?.kind))\n"
                }
            }
        }
    }

    /// A value as YAML: a list kind as a flow list (numbers bare, anything else quoted), the
    /// rest quoted.
    static func value(_ text: String, kind: ParameterKind?) -> String {
        guard kind?.isList == true else { return quote(text) }
        let items = ParameterText.listItems(text).map { item in
            Double(item).map { $0.isFinite && plainNumber($0) == item } == true ? item : quote(item)
        }
        return "[\(items.joined(separator: ", "))]"
    }

    /// Double-quoted YAML text: every value reads back as the same text, whatever it holds
    /// ("#FF0000", "99+", "yes", tabs, line breaks, NEL, LS, PS and other control characters).
    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x85: out += "\\N"
            case 0x2028: out += "\\L"
            case 0x2029: out += "\\P"
            case 0xA0: out += "\\_"
            case 0xFEFF: out += "\\uFEFF"
            case 0..<0x20, 0x7F, 0x80..<0xA0:
                out += "\\x" + (c.value < 0x10 ? "0" : "") + String(c.value, radix: 16, uppercase: true)
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
