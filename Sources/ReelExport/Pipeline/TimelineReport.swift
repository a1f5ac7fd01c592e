import ReelModels

/// A clip's evaluated frames as JSON, written as they are evaluated: a frame per line, so a
/// long clip streams in constant memory and jq reads it as it comes.
public struct TimelineReport: Sendable {
    public let clip: Clip
    public let animation: BadgeAnimation

    public init(clip: Clip, animation: BadgeAnimation) {
        self.clip = clip; self.animation = animation
    }

    /// The report of `scene`'s first animation, its clip refused past ClipLimits before a
    /// frame is evaluated.
    public init(scene: Scene) throws(ExportError) {
        clip = scene.makeClip(measure: RenderedTextMetrics())
        animation = scene.layoutAnimation
        do { try ClipLimits.check(clip) } catch { throw .invalid(error) }
    }

    /// Writes the report through `sink`, a piece at a time (a few kilobytes each); a sink
    /// that throws (a full disk, a closed pipe) stops it with that error.
    public func write(to sink: (String) throws -> Void) throws {
        let header: [(String, JSONWriter.Value)] = [
            ("animation", .string(animation.name)),
            ("fps", .number(clip.fps)),
            ("start", .number(clip.start)),
            ("duration", .number(clip.animationDuration)),
        ]
        var text = "{\n"
        for (key, value) in header { text += "  \(JSONWriter.quote(key)): \(JSONWriter.render(value, level: 1)),\n" }
        text += "  \"frames\": ["
        let n = clip.frameCount
        for k in 0..<n {
            text += (k == 0 ? "\n    " : ",\n    ") + JSONWriter.render(frame(k), level: 2)
            if text.utf8.count >= 1 << 16 { try sink(text); text = "" }
        }
        text += n == 0 ? "]\n}\n" : "\n  ]\n}\n"
        try sink(text)
    }

    /// The whole report as one string (small clips, tests).
    public var json: String {
        var out = ""
        // The sink never throws.
        try? write { out += $0 }
        return out
    }

    private func frame(_ k: Int) -> JSONWriter.Value {
        let s = clip.snapshot(frame: k)
        let host = s.layers[clip.layers.host], badge = s.layers[clip.layers.badge], label = s.layers[clip.layers.label]
        let hf = host.frame, bf = badge.frame, lf = label.frame
        return .object([
            ("time", .number(s.time)),
            ("host", .object([
                ("x", .number(hf.minX)), ("y", .number(hf.minY)),
                ("width", .number(hf.width)), ("height", .number(hf.height)),
                ("anchorX", .number(host.anchorPoint.x)), ("anchorY", .number(host.anchorPoint.y)),
                ("rotation", .number(host.rotation)), ("opacity", .number(host.opacity)),
            ])),
            ("badge", .object([
                ("x", .number(bf.minX)), ("y", .number(bf.minY)),
                ("width", .number(bf.width)), ("height", .number(bf.height)),
                ("cornerRadius", .number(badge.cornerRadius)), ("opacity", .number(badge.opacity)),
                ("hidden", .bool(badge.isHidden)),
            ])),
            ("label", .object([
                ("x", .number(lf.minX)), ("y", .number(lf.minY)),
                ("width", .number(lf.width)), ("height", .number(lf.height)),
                ("opacity", .number(label.opacity)), ("text", .string(label.text)),
                ("hidden", .bool(label.isHidden)),
            ])),
        ])
    }
}
