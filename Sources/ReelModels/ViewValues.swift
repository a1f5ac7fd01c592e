import ReelTimeline

/// Which of the scene's three parts a view action changes: the host icon, the badge circle
/// or its count label (the `host`, `badge` and `label` of a Swift file's run).
public enum ViewPart: String, CaseIterable, Codable, Hashable, Sendable {
    case host, badge, label
}

/// The values a view action sets on its part, each unset unless the action sets it: what a
/// UIKit view's properties come to on its layer, in the scene's space (the host's bounds,
/// y down), as `LayerState` holds them.
///
/// A view's `frame` is not among them: UIKit derives it from `center`, `bounds` and
/// `transform` (`centerX`/`centerY`, `width`/`height` and the transform's parts here).
public struct ViewValues: Hashable, Sendable {
    /// UIView.center.x (CALayer.position.x), in points.
    public var centerX: Double?
    /// UIView.center.y, in points.
    public var centerY: Double?
    /// UIView.bounds.size.width, in points.
    public var width: Double?
    /// UIView.bounds.size.height, in points.
    public var height: Double?
    /// CALayer.anchorPoint.x, in unit coordinates of the bounds; the position stays.
    public var anchorX: Double?
    /// CALayer.anchorPoint.y.
    public var anchorY: Double?
    /// The transform's rotation, radians.
    public var rotation: Double?
    /// The transform's scale along x.
    public var scaleX: Double?
    /// The transform's scale along y.
    public var scaleY: Double?
    /// The transform's translation along x, points.
    public var translationX: Double?
    /// The transform's translation along y, points.
    public var translationY: Double?
    /// UIView.alpha (CALayer.opacity), 0 to 1.
    public var alpha: Double?
    /// UIView.isHidden.
    public var hidden: Bool?
    /// UIView.backgroundColor.
    public var backgroundColor: RGBA?
    /// CALayer.cornerRadius, points.
    public var cornerRadius: Double?
    /// CALayer.borderWidth, points.
    public var borderWidth: Double?
    /// CALayer.borderColor.
    public var borderColor: RGBA?
    /// UILabel.text.
    public var text: String?
    /// UILabel.font's point size.
    public var fontSize: Double?
    /// UILabel.font's weight, 100 to 900 (UIFont.Weight.regular is 400, .semibold 600).
    public var fontWeight: Int?
    /// UILabel.textColor (the host icon's tint for an image view).
    public var textColor: RGBA?
    /// The image the part draws (a UIButton's image): one of `ViewImage.names`, `none` for
    /// no image. Not animatable: a UIView block sets it at once (CALayer.contents is not among
    /// the properties UIView animates).
    public var image: String?

    /// Nothing set.
    public init() {}

    /// Whether the values set nothing.
    public var isEmpty: Bool { self == ViewValues() }

    /// The values that differ between `old` and `new`, set to `new`'s: what a part's change
    /// from one state to the other sets.
    public init(from old: LayerState, to new: LayerState) {
        func pick<V: Equatable>(_ a: V, _ b: V) -> V? { a == b ? nil : b }
        centerX = pick(old.position.x, new.position.x); centerY = pick(old.position.y, new.position.y)
        width = pick(old.size.width, new.size.width); height = pick(old.size.height, new.size.height)
        anchorX = pick(old.anchorPoint.x, new.anchorPoint.x); anchorY = pick(old.anchorPoint.y, new.anchorPoint.y)
        rotation = pick(old.rotation, new.rotation)
        scaleX = pick(old.scaleX, new.scaleX); scaleY = pick(old.scaleY, new.scaleY)
        translationX = pick(old.translationX, new.translationX); translationY = pick(old.translationY, new.translationY)
        alpha = pick(old.opacity, new.opacity); hidden = pick(old.isHidden, new.isHidden)
        backgroundColor = pick(old.backgroundColor, new.backgroundColor)
        cornerRadius = pick(old.cornerRadius, new.cornerRadius)
        borderWidth = pick(old.borderWidth, new.borderWidth); borderColor = pick(old.borderColor, new.borderColor)
        text = pick(old.text, new.text); fontSize = pick(old.fontSize, new.fontSize)
        fontWeight = pick(old.fontWeight, new.fontWeight); textColor = pick(old.foregroundColor, new.foregroundColor)
        image = pick(old.contents, new.contents).map { $0 ?? ViewImage.none }
    }

    /// Writes the values set over `state`. The anchor point moves without moving the
    /// position, as setting CALayer.anchorPoint does.
    public func apply(to state: inout LayerState) {
        if let centerX { state.position.x = centerX }
        if let centerY { state.position.y = centerY }
        if let width { state.size.width = width }
        if let height { state.size.height = height }
        if let anchorX { state.anchorPoint.x = anchorX }
        if let anchorY { state.anchorPoint.y = anchorY }
        if let rotation { state.rotation = rotation }
        if let scaleX { state.scaleX = scaleX }
        if let scaleY { state.scaleY = scaleY }
        if let translationX { state.translationX = translationX }
        if let translationY { state.translationY = translationY }
        if let alpha { state.opacity = alpha }
        if let hidden { state.isHidden = hidden }
        if let backgroundColor { state.backgroundColor = backgroundColor }
        if let cornerRadius { state.cornerRadius = cornerRadius }
        if let borderWidth { state.borderWidth = borderWidth }
        if let borderColor { state.borderColor = borderColor }
        if let text { state.text = text }
        if let fontSize { state.fontSize = fontSize }
        if let fontWeight { state.fontWeight = fontWeight }
        if let textColor { state.foregroundColor = textColor }
        if let image { state.contents = image == ViewImage.none ? nil : image }
    }

    /// The values with `image: host` made the host's icon (`hostIcon`, nil for none), as the
    /// stage draws it: what the layer's contents name.
    public func resolvingHostImage(_ hostIcon: String?) -> ViewValues {
        guard image == ViewImage.host else { return self }
        var copy = self
        copy.image = hostIcon ?? ViewImage.none
        return copy
    }
}

/// The ranges view values accept: far past any screen, far from Double's limits. A SwiftUI
/// view's modifiers are held to the same (ReelSwift's SwiftUIDrawnRange).
public enum ViewRanges {
    public static let points = -100_000.0...100_000.0
    public static let lengths = 0.0...100_000.0
    public static let anchor = -1000.0...1000.0
    public static let radians = -100_000.0...100_000.0
    public static let scale = -1000.0...1000.0
    public static let seconds = 0.0...600.0
    public static let textLength = 100
    /// A font's point size (UILabel's, a SwiftUI `Font.system(size:)`).
    public static let fontSizes = 0.0...1000.0
}

/// A scene action that sets view values: `set`, `viewAnimate` and a keyframe of
/// `viewKeyframes` declare them once, through this.
public protocol ViewValueFields: ParameterSet {
    /// The values the action sets.
    var values: ViewValues { get set }
}

extension ViewValueFields {
    /// The view values' declarations, in the order a scene file writes them.
    static var valueParameters: [Parameter<Self>] { [
        .number("centerX", \Self.values.centerX, ViewRanges.points, unit: .points, help: "UIView.center.x (CALayer.position.x) in the scene's points.", default: "unchanged"),
        .number("centerY", \Self.values.centerY, ViewRanges.points, unit: .points, help: "UIView.center.y in the scene's points (y down).", default: "unchanged"),
        .number("width", \Self.values.width, ViewRanges.lengths, unit: .points, help: "UIView.bounds.size.width.", default: "unchanged"),
        .number("height", \Self.values.height, ViewRanges.lengths, unit: .points, help: "UIView.bounds.size.height.", default: "unchanged"),
        .number("anchorX", \Self.values.anchorX, ViewRanges.anchor, unit: .fraction, help: "CALayer.anchorPoint.x; the position stays where it is.", default: "unchanged"),
        .number("anchorY", \Self.values.anchorY, ViewRanges.anchor, unit: .fraction, help: "CALayer.anchorPoint.y; the position stays where it is.", default: "unchanged"),
        .number("rotation", \Self.values.rotation, ViewRanges.radians, unit: .radians, help: "The transform's rotation in radians.", default: "unchanged"),
        .number("scaleX", \Self.values.scaleX, ViewRanges.scale, unit: .ratio, help: "The transform's scale along x.", default: "unchanged"),
        .number("scaleY", \Self.values.scaleY, ViewRanges.scale, unit: .ratio, help: "The transform's scale along y.", default: "unchanged"),
        .number("translationX", \Self.values.translationX, ViewRanges.points, unit: .points, help: "The transform's translation along x.", default: "unchanged"),
        .number("translationY", \Self.values.translationY, ViewRanges.points, unit: .points, help: "The transform's translation along y.", default: "unchanged"),
        .number("alpha", \Self.values.alpha, 0...1, unit: .fraction, help: "UIView.alpha.", default: "unchanged"),
        .optionalToggle("hidden", \Self.values.hidden, help: "UIView.isHidden.", default: "unchanged"),
        .color("backgroundColor", \Self.values.backgroundColor, help: "UIView.backgroundColor.", default: "unchanged"),
        .number("cornerRadius", \Self.values.cornerRadius, ViewRanges.lengths, unit: .points, help: "CALayer.cornerRadius.", default: "unchanged"),
        .number("borderWidth", \Self.values.borderWidth, ViewRanges.lengths, unit: .points, help: "CALayer.borderWidth.", default: "unchanged"),
        .color("borderColor", \Self.values.borderColor, help: "CALayer.borderColor.", default: "unchanged"),
        .text("text", \Self.values.text, maxLength: ViewRanges.textLength, help: "UILabel.text.", default: "unchanged"),
        .number("fontSize", \Self.values.fontSize, ViewRanges.fontSizes, unit: .points, help: "UILabel.font's point size.", default: "unchanged"),
        .integer("fontWeight", \Self.values.fontWeight, 100...900, help: "UILabel.font's weight: 400 regular, 600 semibold.", default: "unchanged"),
        .color("textColor", \Self.values.textColor, help: "UILabel.textColor (an image view's tint; a button image's colour).", default: "unchanged"),
        .imageChoice("image", \Self.values.image,
                     help: "The image the part draws (a UIButton's image), centred: a built-in icon filling the view, a symbol at UIKit's default symbol size, host for the host's icon, none for no image.",
                     default: "unchanged"),
    ] }

    /// Refuses an action that sets nothing.
    func checkValuesGiven(_ action: String) throws(ParameterError) {
        if values.isEmpty {
            throw ParameterError("view", value: "", accepted: "at least one view value for \(action): \(Self.valueKeys.joined(separator: ", "))")
        }
    }

    /// The view values' keys.
    static var valueKeys: [String] { valueParameters.map(\.key) }
}

extension Parameter where Root: ParameterSet {
    /// One of `ViewImage.names`, or unset.
    static func imageChoice(_ name: String, _ path: WritableKeyPath<Root, String?> & Sendable, help: String,
                            default defaultText: String) -> Parameter {
        make(name, nil, .choice(ViewImage.names), .none, help, defaultText,
             assign: { root, v in if case .text(let s) = v { root[keyPath: path] = s } },
             render: { $0[keyPath: path] })
    }

    /// On, off, or unset.
    static func optionalToggle(_ name: String, _ path: WritableKeyPath<Root, Bool?> & Sendable, help: String,
                               default defaultText: String) -> Parameter {
        make(name, nil, .toggle, .none, help, defaultText,
             assign: { root, v in if case .toggle(let b) = v { root[keyPath: path] = b } },
             render: { $0[keyPath: path].map { $0 ? "true" : "false" } })
    }
}
