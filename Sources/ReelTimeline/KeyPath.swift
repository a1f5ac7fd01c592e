/// The key paths a user's own Core Animation animation may name, spelled as in Swift code
/// (`CABasicAnimation(keyPath: "transform.scale")`), and the layer value each one writes.
///
/// The `transform.*` paths are Core Animation's value-function key paths: each sets one
/// component of the layer's decomposed transform (scale, rotation, translation) and leaves
/// the others, so a scale and a rotation animated together compose as on a device.
public enum AnimationKeyPath: String, CaseIterable, Hashable, Sendable {
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    case rotation = "transform.rotation.z"
    /// Core Animation's alias: `transform.rotation` is the rotation about z.
    case rotationAlias = "transform.rotation"
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case positionX = "position.x"
    case positionY = "position.y"
    case opacity
    case cornerRadius
    case width = "bounds.size.width"
    case height = "bounds.size.height"
    case borderWidth
    case backgroundColor
    case borderColor
    /// CAShapeLayer.strokeStart and strokeEnd: where along the path's length the stroke
    /// begins and ends, fractions 0 to 1; both animatable ("Animatable", Apple,
    /// CAShapeLayer.strokeStart/strokeEnd). A progress ring or a check mark drawing itself.
    case strokeStart
    case strokeEnd

    /// What the key path holds: a number or a colour.
    public enum ValueType: Sendable { case number, color }

    /// Whether this key path animates a number or a colour.
    public var valueType: ValueType {
        switch self {
        case .backgroundColor, .borderColor: .color
        default: .number
        }
    }

    /// The layer value a number key path reads and writes; nil for the colours.
    public var numberPath: LayerKeyPath<Double>? {
        switch self {
        case .scale: \LayerState.transformScale
        case .scaleX: \LayerState.scaleX
        case .scaleY: \LayerState.scaleY
        case .rotation, .rotationAlias: \LayerState.rotation
        case .translationX: \LayerState.translationX
        case .translationY: \LayerState.translationY
        case .positionX: \LayerState.position.x
        case .positionY: \LayerState.position.y
        case .opacity: \LayerState.opacity
        case .cornerRadius: \LayerState.cornerRadius
        case .width: \LayerState.size.width
        case .height: \LayerState.size.height
        case .borderWidth: \LayerState.borderWidth
        case .strokeStart: \LayerState.strokeStart
        case .strokeEnd: \LayerState.strokeEnd
        case .backgroundColor, .borderColor: nil
        }
    }

    /// The layer value a colour key path reads and writes; nil for the numbers.
    public var colorPath: LayerKeyPath<RGBA>? {
        switch self {
        case .backgroundColor: \LayerState.backgroundColor
        case .borderColor: \LayerState.borderColor
        default: nil
        }
    }

    /// Whether the key path moves what a layer's sublayers show too (its geometry, transform
    /// and opacity), rather than only the layer's own fill and border. A badge's count is
    /// drawn by its own layer over the circle, so these apply to both, as animating the
    /// badge view's layer does on a device.
    public var movesContents: Bool {
        switch self {
        case .cornerRadius, .borderWidth, .backgroundColor, .borderColor, .strokeStart, .strokeEnd: false
        default: true
        }
    }

    /// Whether only a CAShapeLayer has the property: on any other layer (a part's, a plain
    /// CALayer) an animation of it moves nothing drawn, so it is refused there.
    public var isShapeLayerOnly: Bool { self == .strokeStart || self == .strokeEnd }

    /// The key paths a part's layer (the host, the badge, its count) has.
    public static let partKeyPaths = allCases.filter { !$0.isShapeLayerOnly }

    /// The refusal's wording for a shape layer's key path animated on another layer.
    public var shapeLayerOnlyReason: String {
        "\(rawValue) animates a CAShapeLayer's stroke (Apple, CAShapeLayer.\(rawValue)): a layer added with kind: shape"
    }

    /// The key path's canonical spelling (the alias read as `transform.rotation.z`).
    public var canonical: AnimationKeyPath { self == .rotationAlias ? .rotation : self }
}

extension LayerState {
    /// `transform.scale`: setting it scales x and y alike; reading it gives their mean
    /// (Core Animation's reading averages the scale factors).
    public var transformScale: Double {
        get { (scaleX + scaleY) / 2 }
        set { scaleX = newValue; scaleY = newValue }
    }
}
