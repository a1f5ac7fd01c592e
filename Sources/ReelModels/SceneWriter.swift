import ReelTimeline

/// Writes a scene as YAML that `SceneReader` reads back to an equal scene: every value
/// resolved (no default left implicit), numbers in Swift's shortest exact form, colors as
/// hex, keys in a fixed order so saved scenes diff well.
public enum SceneWriter {
    public static func yaml(_ scene: Scene) -> String {
        var out = "# BadgeReel scene: render with `badgereel render THIS_FILE -o out.gif`\n"
        out += "fps: \(number(scene.fps))\n"
        let s = scene.setup
        let isBell: Bool = { if case .shake = scene.layoutAnimation { return true } else { return false } }()
        out += "host:\n"
        if let size = s.hostSize { out += "  size: \(number(size.width))x\(number(size.height))\n" }
        out += "  icon: \(quote(s.icon ?? (isBell ? "bell" : "app")))\n"
        if let color = s.hostColor { out += "  color: \(quote(color.hexString))\n" }
        out += "badge:\n"
        out += "  count: \(s.count)\n"
        out += "  maxCount: \(s.maxCount)\n"
        if let locale = s.locale { out += "  locale: \(quote(locale))\n" }
        if let text = s.text { out += "  text: \(quote(text))\n" }
        out += "  dot: \(s.dot)\n"
        if let d = s.diameter { out += "  diameter: \(number(d))\n" }
        out += "  circleOffset: \(quote("\(number(s.circleOffset.x)),\(number(s.circleOffset.y))"))\n"
        out += "  circleScale: \(number(s.circleScale))\n"
        out += "  cornerStyle: \(s.cornerStyle.rawValue)\n"
        out += "  style: \(s.style.rawValue)\n"
        if let c = s.badgeColor { out += "  color: \(quote(c.hexString))\n" }
        out += "  textColor: \(quote(s.textColor.hexString))\n"
        out += "  borderColor: \(quote(s.borderColor.hexString))\n"
        out += "  borderWidth: \(number(s.borderWidth))\n"
        let c = scene.canvas
        out += "canvas:\n"
        out += "  scale: \(number(c.scale))\n"
        if let size = c.size { out += "  size: \(number(size.width))x\(number(size.height))\n" }
        out += "  margin: \(number(c.margin))\n"
        out += "  background: \(quote(c.background.alpha == 0 ? "transparent" : c.background.hexString))\n"
        let e = scene.encoding
        out += "encoding:\n"
        out += "  loop: \(e.loop.map(String.init) ?? "forever")\n"
        if let d = e.dither { out += "  dither: \(d)\n" }
        if let crf = e.crf { out += "  crf: \(crf)\n" }
        if let m = e.matte { out += "  matte: \(quote(m.hexString))\n" }
        out += "actions:\n"
        for action in scene.actions { out += action.yaml }
        return out
    }

    /// Exact: a saved scene must render the same bytes.
    static func number(_ v: Double) -> String { plainNumber(v) }

    /// Double-quoted YAML text, so "#FF0000", "99+" or "New" read back as text.
    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}

extension SceneAction {
    var yaml: String {
        let n = SceneWriter.number
        switch self {
        case .wait(let s): return "  - action: wait\n    seconds: \(n(s))\n"
        case .setCount(let c): return "  - action: setCount\n    count: \(c)\n"
        case .increment(let by): return "  - action: increment\n    by: \(by)\n"
        case .decrement(let by): return "  - action: decrement\n    by: \(by)\n"
        case .hide, .show, .hideCount, .showCount: return "  - action: \(name)\n"
        case .animate(.pop(let p)):
            return """
                  - action: pop
                    popStartRatio: \(n(p.popStartRatio))
                    popOutRatio: \(n(p.popOutRatio))
                    popInRatio: \(n(p.popInRatio))
                    popStartTime: \(n(p.popStartTime))
                    popOutTime: \(n(p.popOutTime))
                    popInTime: \(n(p.popInTime))
                    popEndTime: \(n(p.popEndTime))
                    curve: \(SceneWriter.quote(p.curve.description))

                """
        case .animate(.bump(let p)):
            return """
                  - action: bump
                    firstBumpDistance: \(n(p.firstBumpDistance))
                    firstBumpTime: \(n(p.firstBumpTime))
                    secondBumpDistance: \(n(p.secondBumpDistance))
                    secondBumpTime: \(n(p.secondBumpTime))
                    curve: \(SceneWriter.quote(p.curve.description))

                """
        case .animate(.blink(let p)):
            return """
                  - action: blink
                    blinkAlpha: \(n(p.blinkAlpha))
                    blinkDuration: \(n(p.blinkDuration))
                    curve: \(SceneWriter.quote(p.curve.description))

                """
        case .animate(.shake(let p)):
            return """
                  - action: shake
                    duration: \(n(p.duration))
                    angle: \(n(p.angle))
                    yOffset: \(n(p.yOffset))
                    keyframes: \(p.keyframes)
                    calculationMode: \(p.calculationMode.rawValue)
                    curve: \(SceneWriter.quote(p.curve.description))

                """
        }
    }
}
