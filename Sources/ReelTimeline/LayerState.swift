#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The values of one layer at one moment: a CALayer's model or presentation values, the
/// few a badge animation touches. Plain data, so snapshots copy and compare freely.
///
/// Geometry is Core Animation's: `position` is where `anchorPoint` (unit coordinates of the
/// bounds) sits in the host's space; `rotation` turns the layer about that point. UIView's
/// `center` is the layer's position, and its untransformed `frame` follows from the three.
public struct LayerState: Hashable, Sendable {
    /// Where the anchor point sits in the host's space, in points (CALayer.position).
    public var position: Point
    /// The bounds' width and height in points (CALayer.bounds.size).
    public var size: Size
    /// The point the layer rotates and scales about, in unit coordinates of its bounds.
    public var anchorPoint: Point
    /// Rotation about the anchor point in radians, as CGAffineTransform(rotationAngle:).
    public var rotation: Double
    /// The transform's scale along x and y about the anchor point (`transform.scale.x`,
    /// `transform.scale.y`); 1 is none.
    public var scaleX: Double = 1
    /// The transform's scale along y; see `scaleX`.
    public var scaleY: Double = 1
    /// The transform's translation in the host's space, applied after rotation and scale
    /// (`transform.translation.x`, `transform.translation.y`); 0 is none.
    public var translationX: Double = 0
    /// The transform's translation along y in points; see `translationX`.
    public var translationY: Double = 0
    /// CALayer.cornerRadius, in points.
    public var cornerRadius: Double
    /// CALayer.opacity: 0 transparent to 1 opaque.
    public var opacity: Double
    /// CALayer.isHidden: a hidden layer is not drawn.
    public var isHidden: Bool
    /// CALayer.backgroundColor: the fill inside the (rounded) bounds.
    public var backgroundColor: RGBA
    /// CALayer.borderColor.
    public var borderColor: RGBA
    /// CALayer.borderWidth, in points.
    public var borderWidth: Double
    /// The text a text layer shows (a count label); empty for shapes and icons.
    public var text: String
    /// The text's font size in points.
    public var fontSize: Double
    /// CSS/Pango weight: 400 regular (UIFont.systemFont), 600 semibold.
    public var fontWeight: Int
    /// The text's colour (CATextLayer.foregroundColor).
    public var foregroundColor: RGBA
    /// What an image layer shows, by name (an icon); the renderer resolves it.
    public var contents: String?
    /// The size in points of the image `contents` names, where it has one of its own (a
    /// symbol image view's symbol at its configured point size); nil where the renderer
    /// places the contents by its own rule (an icon filling the bounds, a button's symbol).
    public var contentsSize: Size?
    /// How contents of `contentsSize` sit in the bounds: UIView.ContentMode's case name
    /// (`scaleToFill`, `scaleAspectFit`, `center`, …), as a UIImageView lays out its image.
    public var contentMode = "scaleToFill"
    /// Whether the text is placed by its line box (a UILabel's single line: the font's ascent
    /// and descent centred in the bounds, the advance centred across) rather than by its ink.
    public var placesLineBox = false
    /// A content transition in flight (CATransition, UIView.transition): the renderer draws the
    /// outgoing content and this state's by it. Nil (none) in every state but a transition's.
    public var transition: LayerTransition?
    /// For a sublayer the code added (not one of the scene's parts): the timeline id of the
    /// layer it is drawn in, whose bounds are its coordinate space (CALayer.superlayer); nil
    /// for the parts, drawn side by side in the host's space.
    public var superlayer: Int?
    /// CALayer.bounds.origin: where the bounds' top-left corner is in the layer's own
    /// coordinates, so what it draws (a shape's path) and its sublayers shift by minus it.
    public var boundsOrigin = Point(x: 0, y: 0)
    /// CALayer.masksToBounds: sublayers are clipped to the (rounded) bounds.
    public var masksToBounds = false
    /// CALayer.cornerCurve `.continuous`: the corners are drawn, and clip, as SwiftUI's
    /// `RoundedRectangle` (continuous by default) draws its own ("A continuous curve that
    /// creates a smooth transition between a corner and an edge", Apple, CALayerCornerCurve
    /// .continuous) [Inferred: one curve for both, as the renderer draws SwiftUI's; the device
    /// check of docs/swiftui.md's continuous corners covers it]; `.circular` (false) otherwise.
    public var continuousCorners = false
    /// CALayerCornerCurve's names, as scene files spell them.
    public static let cornerCurves = ["circular", "continuous"]
    /// Whether this layer is its superlayer's mask (CALayer.mask) rather than a sublayer: not
    /// drawn itself; its alpha is how much of the superlayer and its sublayers shows.
    public var isMask = false
    /// What a CAShapeLayer draws; nil for other layers.
    public var shape: ShapeLayerContent?
    /// CAShapeLayer.strokeStart, 0 to 1: where along the path the stroke begins (animatable).
    public var strokeStart = 0.0
    /// CAShapeLayer.strokeEnd, 0 to 1: where along the path the stroke ends; default 1.
    public var strokeEnd = 1.0

    /// A layer with UIView-style values: `frame` sets position and size about `anchorPoint`;
    /// the defaults are CALayer's (opaque, visible, no rotation, clear background).
    public init(frame: Rect = .zero, anchorPoint: Point = Point(x: 0.5, y: 0.5), rotation: Double = 0,
                cornerRadius: Double = 0, opacity: Double = 1, isHidden: Bool = false,
                backgroundColor: RGBA = .clear, borderColor: RGBA = .black, borderWidth: Double = 0,
                text: String = "", fontSize: Double = 17, fontWeight: Int = 400, foregroundColor: RGBA = .black,
                contents: String? = nil) {
        self.size = frame.size
        self.anchorPoint = anchorPoint
        self.position = Point(x: frame.minX + anchorPoint.x * frame.width,
                              y: frame.minY + anchorPoint.y * frame.height)
        self.rotation = rotation
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.isHidden = isHidden
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.text = text
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.foregroundColor = foregroundColor
        self.contents = contents
    }

    /// The frame before rotation, in the host's space. Setting it keeps the anchor point and
    /// moves the position, as UIView.frame does for an untransformed view.
    public var frame: Rect {
        get {
            Rect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                 width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width,
                             y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// UIView.center: the layer's position.
    public var center: Point {
        get { position }
        set { position = newValue }
    }

    /// Moves the anchor point without moving the layer on screen (the Shaky Bell's
    /// `setAnchorPoint`): the position shifts by the anchor's move, rotated by the current
    /// transform, so the drawn pixels stay where they are.
    public mutating func setAnchorPoint(_ anchor: Point) {
        let old = Point(x: size.width * anchorPoint.x, y: size.height * anchorPoint.y)
        let new = Point(x: size.width * anchor.x, y: size.height * anchor.y)
        let c = cos(rotation), s = sin(rotation)
        func rotate(_ p: Point) -> Point { Point(x: p.x * c - p.y * s, y: p.x * s + p.y * c) }
        position = position.subtracting(rotate(old)).adding(rotate(new))
        anchorPoint = anchor
    }

    /// Whether the transform is only a rotation (no scale, no translation): the seed's
    /// animations never set the others, and their drawing takes the shorter path.
    public var hasOnlyRotation: Bool { scaleX == 1 && scaleY == 1 && translationX == 0 && translationY == 0 }

    /// The axis-aligned bounds of the layer as drawn: its frame scaled and turned about the
    /// anchor, then translated, in that order as Core Animation composes the `transform.*`
    /// key paths (scale, then rotation, then translation). The canvas is fitted to the union
    /// of these over a clip, so a scale of 3 grows it.
    public var drawnBounds: Rect {
        let f = frame
        if rotation == 0 && hasOnlyRotation { return f }
        let c = cos(rotation), s = sin(rotation)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for corner in [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY),
                       Point(x: f.minX, y: f.maxY), Point(x: f.maxX, y: f.maxY)] {
            let dx = (corner.x - position.x) * scaleX, dy = (corner.y - position.y) * scaleY
            let x = position.x + translationX + dx * c - dy * s, y = position.y + translationY + dx * s + dy * c
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
