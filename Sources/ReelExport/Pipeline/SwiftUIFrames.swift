import ReelEncode
import ReelModels
import ReelFrame
import ReelRender
import ReelSwiftUI
import ReelTimeline

/// A SwiftUI clip's frames (issue 39): each frame's view tree laid out at its ideal size
/// (`ClipLayout`: each view's frame animated from change to change, text measured by the Pango
/// set-up that draws it), centred on the canvas in every frame, and drawn by
/// `SwiftUIRenderer`. Layout runs once per frame, here, before anything is drawn: the canvas is
/// fitted to every frame's drawing about its centre, as a scene's canvas is to its clip.
public final class SwiftUIFrames: DrawnFrames, @unchecked Sendable {
    public let frameCount: Int
    /// Each frame's placed items.
    let placed: [[PlacedItem]]
    /// Where the content's centre falls on the canvas, in points: the canvas's centre.
    let origin: Point
    let renderer: SwiftUIRenderer
    let fps: Double
    private let repeats: [Bool]
    public var onFrame: ((Int, Int) -> Void)?
    private var pass = 0

    /// Lays out every frame of `clip` and fits `canvas` to them: each frame's view centred,
    /// the canvas wide enough for everything any frame draws plus the margin (or the canvas's
    /// own size). Refused when the canvas is over the renderer's pixel limit.
    public init(clip: ViewClip, canvas: CanvasSpec) throws(ExportError) {
        let laidOut = ClipLayout(measure: PangoTextMeasure()).frames(of: clip)
        var placed: [[PlacedItem]] = []
        placed.reserveCapacity(laidOut.count)
        var halfWidth = 0.0, halfHeight = 0.0
        for frame in laidOut {
            let (size, items) = (frame.size, frame.items)
            let centre = Point.zero
            halfWidth = max(halfWidth, size.width / 2); halfHeight = max(halfHeight, size.height / 2)
            for item in items {
                // A centred stroke reaches half its width outside the frame.
                var grow = 0.0
                if case let .strokedShape(_, stroke) = item.content, !stroke.insideBorder { grow = stroke.lineWidth / 2 }
                let f = item.frame
                // A blur or a shadow reaches three deviations (and its offset) past the drawing.
                let spread = item.effects.reduce(0.0) { total, effect in
                    switch effect {
                    case .clip: return total
                    case let .blur(sigma): return total + 3 * sigma
                    case let .shadow(_, sigma, dx, dy): return total + 3 * sigma + max(abs(dx), abs(dy))
                    }
                }
                for corner in [Point(x: f.origin.x - grow, y: f.origin.y - grow), Point(x: f.origin.x + f.size.width + grow, y: f.origin.y - grow),
                               Point(x: f.origin.x - grow, y: f.origin.y + f.size.height + grow),
                               Point(x: f.origin.x + f.size.width + grow, y: f.origin.y + f.size.height + grow)] {
                    let p = item.transform.apply(corner)
                    guard p.x.isFinite, p.y.isFinite else { continue }
                    halfWidth = max(halfWidth, abs(p.x - centre.x) + spread)
                    halfHeight = max(halfHeight, abs(p.y - centre.y) + spread)
                }
            }
            placed.append(items)
        }
        let points = canvas.size ?? Size(width: 2 * (halfWidth + canvas.margin), height: 2 * (halfHeight + canvas.margin))
        // Checked as Doubles before they are made Ints: a transition's `.offset(x: .infinity)`
        // or `.scale(scale: 1e300)` made an infinite canvas, and converting it trapped.
        let w = (points.width * canvas.scale).rounded(.up), h = (points.height * canvas.scale).rounded(.up)
        guard w >= 1, h >= 1, w <= Double(CanvasLayout.maxPixels), h <= Double(CanvasLayout.maxPixels) else {
            throw .invalid(Self.canvasRefusal(points: points, canvas: canvas, contentName: clip.contentName))
        }
        let width = Int(w), height = Int(h)
        self.placed = placed
        frameCount = placed.count
        fps = clip.fps
        origin = Point(x: points.width / 2, y: points.height / 2)
        renderer = SwiftUIRenderer(width: width, height: height, scale: canvas.scale, background: canvas.background)
        repeats = placed.indices.map { $0 > 0 && placed[$0] == placed[$0 - 1] }
    }

    /// A canvas over the renderer's limit, refused at the scale with the scales that would draw
    /// it; when none in the scale's range would (a `scaleEffect(1e9)`, a frame wider than the
    /// limit at the smallest scale), the refusal says it is the view's size, not the scale, that
    /// is out of reach, so no one tries scale after scale.
    static func canvasRefusal(points: Size, canvas: CanvasSpec, contentName: String) -> ParameterError {
        let limit = Double(CanvasLayout.maxPixels)
        let canvasWords = "a scale at which the SwiftUI view's canvas (\(plainNumber(points.width)) × \(plainNumber(points.height)) points) is 1 to \(CanvasLayout.maxPixels) pixels a side"
        let range = CanvasSpec.scaleRange
        let largest = min(limit / points.width, limit / points.height, range.upperBound)
        let smallest = max(1 / points.width, 1 / points.height, range.lowerBound)
        if max(points.width, points.height) * range.upperBound < 1 {
            return ParameterError("canvas.scale", value: plainNumber(canvas.scale),
                                  accepted: "\(canvasWords); none from \(plainNumber(range.lowerBound)) to \(plainNumber(range.upperBound)) is: \(contentName) draws nothing a pixel wide")
        }
        guard largest.isFinite, smallest <= largest else {
            let side = plainNumber((limit / range.lowerBound).rounded(.down))
            return ParameterError("canvas.scale", value: plainNumber(canvas.scale),
                                  accepted: "\(canvasWords); none from \(plainNumber(range.lowerBound)) to \(plainNumber(range.upperBound)) is: \(contentName) draws more than \(side) points a side while it plays (a smaller frame, offset, padding or scaleEffect in its code fits)")
        }
        // Two decimals, rounded inwards, so the scale named draws within the limit.
        let top = (largest * 100).rounded(.down) / 100, bottom = (smallest * 100).rounded(.up) / 100
        return ParameterError("canvas.scale", value: plainNumber(canvas.scale),
                              accepted: "\(canvasWords): from \(plainNumber(bottom)) to \(plainNumber(top))")
    }

    public var width: Int { renderer.canvas.frame.width }
    public var height: Int { renderer.canvas.frame.height }
    public func isRepeat(_ k: Int) -> Bool { repeats[k] }

    /// Frame `k` drawn into the renderer's canvas (symbols were checked by the interpreter,
    /// which refuses a name the renderer does not draw): valid until the next frame is drawn.
    @discardableResult
    public func draw(_ k: Int) -> Frame {
        do { return try renderer.render(placed[k], origin: origin) } catch {
            preconditionFailure("the interpreter lets only drawn symbols through: \(error)")
        }
    }

    public func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        let currentPass = beginPass()
        for k in 0..<frameCount {
            if !repeats[k] { draw(k) }
            try body(k, renderer.canvas.frame)
            onFrame?(currentPass, k)
        }
    }

    public func beginPass() -> Int {
        defer { pass += 1 }
        return pass
    }

    /// Drawing starts with the first pass: one thread draws, as a renderer keeps one canvas.
    public func startDrawing() {}

    /// The frame shown at `time` seconds (the last frame at or before it).
    func frameIndex(at time: Double) -> Int {
        // Clamped as a Double (NaN to the last frame) before it is made an Int, which traps on NaN and infinities.
        Int(max(0, min(Double(frameCount - 1), (time * fps + 1e-9).rounded(.down))))
    }

    /// The clip's length in seconds.
    var duration: Double { Double(frameCount) / fps }
}

/// Frames an export encodes and reports progress of: a scene's (`ClipFrames`) or a SwiftUI
/// view's (`SwiftUIFrames`).
public protocol DrawnFrames: FrameSource, AnyObject {
    /// Called after each frame reaches the encoder, with (pass, frame index).
    var onFrame: ((Int, Int) -> Void)? { get set }
    /// Starts drawing ahead of the first pass, where the frames can.
    func startDrawing()
    /// The next pass's number (0, 1, …), which progress reports each of its frames under.
    func beginPass() -> Int
}

extension DrawnFrames {
    /// A pass that draws nothing (the encoder kept what it needs from an earlier one): each
    /// frame is only reported to `onFrame`, as a drawn pass reports it.
    public func forEachFrameUndrawn(_ body: (Int) throws -> Void) throws {
        let currentPass = beginPass()
        for k in 0..<frameCount {
            try body(k)
            onFrame?(currentPass, k)
        }
    }
}

extension ClipFrames: DrawnFrames {}
