import ReelModels
import ReelTimeline

/// A layer value the SwiftUI form animates, how it is read from a layer, and its name.
struct TrackedProperty: Sendable {
    /// The field's name in the values struct.
    let name: String
    /// Reads the value from a layer's state.
    let read: @Sendable (LayerState) -> Double
    /// Whether the track holds the change from the trigger's value (an offset) rather than the value.
    let relative: Bool

    static let width = TrackedProperty(name: "width", read: { $0.size.width }, relative: false)
    static let height = TrackedProperty(name: "height", read: { $0.size.height }, relative: false)
    /// The frame's centre moves as SwiftUI's `.offset`: a size change about the centre (UIView's
    /// frame about a 0.5 anchor, `.frame(width:height:)` in SwiftUI) and an anchor moved in
    /// place (the bell's setAnchorPoint) leave it where it is.
    static let offsetX = TrackedProperty(name: "offsetX", read: { $0.frame.midX }, relative: true)
    static let offsetY = TrackedProperty(name: "offsetY", read: { $0.frame.midY }, relative: true)
    static let rotation = TrackedProperty(name: "rotation", read: { $0.rotation }, relative: false)
    static let scaleX = TrackedProperty(name: "scaleX", read: { $0.scaleX }, relative: false)
    static let scaleY = TrackedProperty(name: "scaleY", read: { $0.scaleY }, relative: false)
    static let translationX = TrackedProperty(name: "translationX", read: { $0.translationX }, relative: false)
    static let translationY = TrackedProperty(name: "translationY", read: { $0.translationY }, relative: false)
    /// What the view shows of itself: a hidden layer draws nothing, as a view at opacity 0
    /// does, so `isHidden` is the opacity track's 0 (fade-and-rise's badge, hidden until
    /// 0.3 s, was drawn through the SwiftUI form's first 0.3 s).
    static let opacity = TrackedProperty(name: "opacity", read: { $0.isHidden ? 0 : $0.opacity }, relative: false)
    static let cornerRadius = TrackedProperty(name: "cornerRadius", read: { $0.cornerRadius }, relative: false)
    static let borderWidth = TrackedProperty(name: "borderWidth", read: { $0.borderWidth }, relative: false)

    static let all: [TrackedProperty] = [
        width, height, offsetX, offsetY, rotation, scaleX, scaleY, translationX, translationY, opacity, cornerRadius, borderWidth,
    ]

    /// The property a seed animation's track moves.
    static func of(_ value: SeedSwiftUITracks.Value) -> TrackedProperty {
        switch value {
        case .width: width
        case .height: height
        case .centerX: offsetX
        case .centerY: offsetY
        case .rotation: rotation
        case .opacity: opacity
        case .cornerRadius: cornerRadius
        }
    }

    /// The property a user animation's number key path writes; nil for the colours.
    static func of(_ keyPath: AnimationKeyPath) -> [TrackedProperty]? {
        switch keyPath.canonical {
        case .scale: [scaleX, scaleY]
        case .scaleX: [scaleX]
        case .scaleY: [scaleY]
        case .rotation, .rotationAlias: [rotation]
        case .translationX: [translationX]
        case .translationY: [translationY]
        case .positionX: [offsetX]
        case .positionY: [offsetY]
        case .opacity: [opacity]
        case .cornerRadius: [cornerRadius]
        case .width: [width]
        case .height: [height]
        case .borderWidth: [borderWidth]
        // A shape layer's stroke is a layer the code added, which the SwiftUI form refuses by
        // name (SwiftUISublayers) before its tracks are made.
        case .backgroundColor, .borderColor, .strokeStart, .strokeEnd: nil
        }
    }
}

extension Rect {
    var midX: Double { origin.x + size.width / 2 }
    var midY: Double { origin.y + size.height / 2 }
}
