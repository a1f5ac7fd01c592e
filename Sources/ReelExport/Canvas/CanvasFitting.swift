import ReelModels
import ReelRender
import ReelTimeline

/// The longest clip an export makes: ten minutes, far past any badge animation, and at most
/// 144,000 frames at the top rate; every piece of work on a clip is bounded by it.
public enum ClipLimits {
    /// The longest clip in seconds: ten minutes.
    public static let maxDuration = 600.0

    /// Refuses a clip longer than `maxDuration` before anything walks its frames.
    static func check(_ clip: Clip) throws(ParameterError) {
        guard clip.duration.isFinite, clip.duration <= maxDuration else {
            throw ParameterError("clip", value: "\(plainNumber((clip.duration * 1000).rounded() / 1000)) s",
                                 accepted: "a clip of at most \(plainNumber(maxDuration)) s (lead-in, runs and holds)")
        }
    }
}

extension CanvasSpec {
    /// How often the canvas fitting looks at a moving clip: every 2 ms, so the canvas holds
    /// every frame at any rate up to 240 fps to a small fraction of a point, and is the same
    /// whatever rate the clip is exported at.
    static let fittingRate = 500.0

    /// The canvas for `scene`'s `clip`: fitted to all it draws unless a size is given,
    /// refused when it would be empty or larger than the renderer draws.
    func layout(for clip: Clip, of scene: Scene) throws(ParameterError) -> CanvasLayout {
        try layout(fitting: Self.drawnBounds(of: clip, scene: scene))
    }

    /// All that `scene`'s `clip` draws, in points, whatever the canvas: the walk through the
    /// clip a fit costs, which jobs differing only in their canvas share.
    static func drawnBounds(of clip: Clip, scene: Scene) -> Rect {
        CanvasLayout.drawnBounds(of: fittingTimes(scene).lazy.map { clip.timeline.evaluate(at: $0) })
    }

    /// The canvas for a drawing of `bounds` (`drawnBounds`): fitted to them unless a size is
    /// given, refused when it would be empty or larger than the renderer draws.
    func layout(fitting bounds: Rect) throws(ParameterError) -> CanvasLayout {
        let layout = size.map { CanvasLayout.centered(on: bounds, size: $0, scale: scale) }
            ?? CanvasLayout.fitting(bounds, margin: margin, scale: scale)
        let limit = CanvasLayout.maxPixels
        guard layout.pixelWidth <= limit, layout.pixelHeight <= limit,
              layout.size.width * scale >= 1, layout.size.height * scale >= 1 else {
            throw canvasError(layout, bounds: bounds, limit: "1 to \(limit) pixels a side")
        }
        return layout
    }

    /// A canvas refused, blamed on what made it large: the size given, else the scale, else
    /// the drawing itself (a huge badge or offset), named by its extent in points.
    func canvasError(_ layout: CanvasLayout, bounds: Rect, limit: String) -> ParameterError {
        let pixels = "\(layout.pixelWidth)x\(layout.pixelHeight) pixels"
        if let size {
            return ParameterError("canvas.size", value: ParameterText.size(size), accepted: "a canvas of \(limit) at this scale; it would be \(pixels)")
        }
        let points = ParameterText.size(Size(width: (bounds.width * 100).rounded() / 100, height: (bounds.height * 100).rounded() / 100))
        return ParameterError("canvas.scale", value: plainNumber(scale),
                              accepted: "a canvas of \(limit); the clip draws \(points) points, so it would be \(pixels) (a smaller scale, diameter, offset or text fits)")
    }

    /// The times the fitting evaluates: the first moment of every still stretch, and every
    /// `fittingRate`-th of a second through each animation plus its last moment, on the
    /// scene's schedule (`SceneSchedule`).
    static func fittingTimes(_ scene: Scene) -> [Double] {
        var times: [Double] = [0]
        let schedule = SceneSchedule(scene)
        for entry in schedule.entries {
            switch entry.action.unplaced {
            case .wait:
                break
            case .animate(let animation):
                let steps = Int((animation.duration * fittingRate).rounded(.up))
                for i in 0...steps { times.append(entry.start + min(Double(i) / fittingRate, animation.duration)) }
            case .layerAnimation(let animation):
                // The same walk through a user's animation: a scale of 3 grows the canvas. Its
                // length is bounded (600 s at most) by its declarations.
                let length = animation.duration
                let steps = Int((length * fittingRate).rounded(.up))
                for i in 0...steps { times.append(entry.start + min(Double(i) / fittingRate, length)) }
            case .viewAnimate, .viewKeyframes:
                // A view block's delay and repetitions included (bounded to 600 s by its declarations).
                let length = entry.duration
                let steps = Int((length * fittingRate).rounded(.up))
                for i in 0...steps { times.append(entry.start + min(Double(i) / fittingRate, length)) }
            default:
                times.append(entry.start)
            }
        }
        times.append(schedule.end)
        return times
    }
}
