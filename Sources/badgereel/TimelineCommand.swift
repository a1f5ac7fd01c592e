import ArgumentParser
import ReelTimeline
import ReelModels
import ReelRender

/// The four animations by name, as the positional argument reads them.
enum AnimationName: String, CaseIterable, ExpressibleByArgument {
    case pop, bump, blink, shake
}

/// `badgereel timeline <animation>`: the evaluated frames as JSON, exactly what export draws.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print an animation's evaluated frames as JSON on stdout.",
        discussion: """
            Each frame gives the host, badge and label layers at one time: x, y, width, height \
            (the frame before rotation, in points, host at 0,0, y down), opacity, and the host's \
            anchor and rotation, the badge's corner radius, the label's text.
            """
    )

    @Argument(help: "pop, bump, blink or shake.")
    var animation: AnimationName

    @OptionGroup(title: "Badge") var badge: BadgeOptions
    @OptionGroup(title: "Curve") var curve: CurveOptions
    @OptionGroup(title: "Clip") var clip: ClipOptions
    @OptionGroup var parameters: AllAnimationOptions

    func run() throws {
        let spec = try parameters.animation(animation, curve: curve.curve)
        let setup = try badge.setup()
        let timing = try clip.timing()
        let clip = Clip.single(spec, setup: setup, timing: timing, measure: RenderedTextMetrics())
        print(TimelineReport(clip: clip, animation: spec).json)
    }
}

/// A clip's frames in the JSON shape `timeline` prints.
struct TimelineReport {
    let clip: Clip
    let animation: BadgeAnimation

    var json: String {
        typealias V = JSONWriter.Value
        var frames: [V] = []
        frames.reserveCapacity(clip.frameCount)
        for k in 0..<clip.frameCount {
            let s = clip.snapshot(frame: k)
            let host = s.layers[clip.layers.host], badge = s.layers[clip.layers.badge], label = s.layers[clip.layers.label]
            let hf = host.frame, bf = badge.frame, lf = label.frame
            frames.append(.object([
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
            ]))
        }
        return JSONWriter.render(.object([
            ("animation", .string(animation.name)),
            ("fps", .number(clip.fps)),
            ("start", .number(clip.start)),
            ("duration", .number(clip.animationDuration)),
            ("frames", .array(frames)),
        ]))
    }
}
