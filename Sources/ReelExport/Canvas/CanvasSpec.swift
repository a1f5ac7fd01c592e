import ReelTimeline
import ReelModels
import ReelRender

/// How a scene is drawn: pixels per point, canvas size, margin and background.
public struct CanvasSpec: ParameterSet, Hashable {
    /// Pixels per point: 1, 2, 3 like @1x, @2x, @3x; fractions allowed.
    public var scale = 2.0
    /// In points; nil fits the canvas to everything the clip draws.
    public var size: Size?
    /// Space around the fitted canvas, in points.
    public var margin = 8.0
    /// The canvas colour, or transparent.
    public var background = RGBA.white
    /// @2x, fitted to the clip with an 8-point margin, on white.
    public init() {}

    /// The scales accepted: below 0.1 a badge is a pixel or two; above 16 a 96-point host is
    /// 1536 pixels.
    static let scaleRange = 0.1...16.0

    /// A scene file keeps these under `canvas`.
    public static let parameters: [Parameter<Self>] = [
        .number("scale", \.scale, scaleRange, unit: .pixelsPerPoint,
                help: "Pixels per point: 1, 2, 3 like @1x, @2x, @3x; fractions allowed."),
        .size("size", \.size, 1...Double(CanvasLayout.maxPixels), help: "Canvas size in points.",
              default: "fitted to everything the clip draws, plus the margin"),
        .number("margin", \.margin, 0...1000, unit: .points, help: "Space around the fitted canvas in points."),
        .color("background", \.background, help: "Canvas color, or transparent."),
    ]
}
