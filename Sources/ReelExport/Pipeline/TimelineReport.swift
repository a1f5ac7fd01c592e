import ReelJSON
import ReelModels
import ReelTimeline

/// A clip's evaluated frames as JSON, written as they are evaluated: a frame per line, so a
/// long clip streams in constant memory and jq reads it as it comes.
public struct TimelineReport: Sendable {
    /// The clip whose frames are reported.
    public let clip: Clip
    /// The animation the header names.
    public let animation: BadgeAnimation
    /// The name the report's header gives: the scene's first animation, a seed's or a user's.
    public let animationName: String

    /// A report of `clip`, its header naming `animation`.
    public init(clip: Clip, animation: BadgeAnimation) {
        self.clip = clip; self.animation = animation; animationName = animation.name
    }

    /// The report of `scene`'s first animation, its clip refused past ClipLimits before a
    /// frame is evaluated; `animationName` names it instead of its action (a Swift file's
    /// function that started it).
    public init(scene: Scene, animationName: String? = nil) throws(ExportError) {
        clip = scene.makeClip(measure: RenderedTextMetrics())
        animation = scene.layoutAnimation
        self.animationName = animationName ?? scene.firstAnimationName
        do { try ClipLimits.check(clip) } catch { throw .invalid(error) }
    }

    /// Writes the report through `sink`, a piece at a time (a few kilobytes each); a sink
    /// that throws (a full disk, a closed pipe) stops it with that error.
    public func write(to sink: (String) throws -> Void) throws {
        let header: [(String, JSONValue)] = [
            ("animation", .string(animationName)),
            ("fps", .number(clip.fps)),
            ("start", .number(clip.start)),
            ("duration", .number(clip.animationDuration)),
        ]
        var text = "{\n"
        for (key, value) in header { text += "  \(JSONWriter.quote(key)): \(Self.header.text(value)),\n" }
        text += "  \"frames\": ["
        let n = clip.frameCount
        for k in 0..<n {
            text += (k == 0 ? "\n    " : ",\n    ") + Self.frameLine.text(frame(k))
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

    /// A header value, written inside the report's top-level object.
    private static let header = JSONWriter(numbers: .shortest, layout: .indented(level: 1, oneLineFrom: 2))
    /// A frame: one line in the `frames` array, two levels deep.
    private static let frameLine = JSONWriter(numbers: .shortest, layout: .indented(level: 2, oneLineFrom: 2))

    private func frame(_ k: Int) -> JSONValue {
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
            ] + Self.transform(host, rotation: false) + Self.transition(host))),
            ("badge", .object([
                ("x", .number(bf.minX)), ("y", .number(bf.minY)),
                ("width", .number(bf.width)), ("height", .number(bf.height)),
                ("cornerRadius", .number(badge.cornerRadius)), ("opacity", .number(badge.opacity)),
                ("hidden", .bool(badge.isHidden)),
            ] + Self.transform(badge) + Self.look(badge) + Self.transition(badge))),
            ("label", .object([
                ("x", .number(lf.minX)), ("y", .number(lf.minY)),
                ("width", .number(lf.width)), ("height", .number(lf.height)),
                ("opacity", .number(label.opacity)), ("text", .string(label.text)),
                ("hidden", .bool(label.isHidden)),
            ] + Self.transform(label) + Self.transition(label))),
        ])
    }

    /// The transform's parts, as Core Animation's `transform.*` key paths read them: every
    /// key path a user animation may name is visible in the report.
    private static func transform(_ layer: LayerState, rotation: Bool = true) -> [(String, JSONValue)] {
        (rotation ? [("rotation", JSONValue.number(layer.rotation))] : []) + [
            ("scaleX", .number(layer.scaleX)), ("scaleY", .number(layer.scaleY)),
            ("translationX", .number(layer.translationX)), ("translationY", .number(layer.translationY)),
        ]
    }

    /// A content transition in flight (CATransition, UIView.transition): its kind and eased
    /// progress; nothing when none is, so a report without one is what it was.
    private static func transition(_ layer: LayerState) -> [(String, JSONValue)] {
        guard let t = layer.transition else { return [] }
        let kind: String
        switch t.style {
        case .fade: kind = "fade"
        case .push(let edge): kind = "push " + edge.rawValue
        case .moveIn(let edge): kind = "moveIn " + edge.rawValue
        case .reveal(let edge): kind = "reveal " + edge.rawValue
        case .flip(let edge): kind = "flip " + edge.rawValue
        }
        return [("transition", .string(kind)), ("transitionProgress", .number(t.progress))]
    }

    /// The circle's fill and border, which `backgroundColor`, `borderColor` and `borderWidth` animate.
    private static func look(_ layer: LayerState) -> [(String, JSONValue)] {
        [("backgroundColor", .string(layer.backgroundColor.sceneText)), ("borderColor", .string(layer.borderColor.sceneText)),
         ("borderWidth", .number(layer.borderWidth))]
    }
}
