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
    /// The size of the image a UIImageView draws, where it has one (a symbol at its configured
    /// point size; LayerState.contentsSize); a zero size for none. Set at once, as `image`.
    public var imageSize: Size?
    /// UIView.contentMode's case name: how an image view lays out its image (`imageSize`).
    public var contentMode: String?

    /// UIView.ContentMode's cases (UIView.h), in Apple's order: `contentMode`'s names.
    public static let contentModes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                                      "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]

    /// Nothing set.
    public init() {}

    /// Whether the values set nothing.
    public var isEmpty: Bool { self == ViewValues() }

    /// Whether they set the image or how it is drawn (set at once, never animated).
    public var setsImage: Bool { image != nil || imageSize != nil || contentMode != nil }

    /// The values that differ between `old` and `new`, set to `new`'s: what a part's change
    /// from one state to the other sets.
    public init(from old: LayerState, to new: LayerState) {
        Self.visitLayerFields(Reader.self, from: new, to: &self)
        Self.visitLayerFields(Unchanged.self, from: old, to: &self)
        image = old.contents == new.contents ? nil : new.contents ?? ViewImage.none
        imageSize = old.contentsSize == new.contentsSize ? nil : new.contentsSize ?? Size(width: 0, height: 0)
        contentMode = old.contentMode == new.contentMode ? nil : new.contentMode
    }

    /// Writes the values set over `state`. The anchor point moves without moving the
    /// position, as setting CALayer.anchorPoint does.
    public func apply(to state: inout LayerState) {
        Self.visitLayerFields(Writer.self, from: self, to: &state)
        if let image { state.contents = image == ViewImage.none ? nil : image }
        if let imageSize { state.contentsSize = imageSize.width > 0 || imageSize.height > 0 ? imageSize : nil }
        if let contentMode { state.contentMode = contentMode }
    }

    /// Each value but `image`, `imageSize` and `contentMode` once: its field here and the LayerState property it sets, as
    /// UIKit maps a view's properties onto its layer (`center` is the layer's `position`,
    /// `alpha` its `opacity`, `bounds.size` its size). `image` is the one value not written
    /// as it stands: `ViewImage.none` is a layer without contents.
    ///
    /// `apply(to:)` and `init(from:to:)` are both made from this list. It is specialized
    /// for each visitor and the key paths are literals here, so they become direct loads and
    /// stores; the visitor reads and writes the values in place (no copy of a state): so
    /// `apply(to:)`, run for every model change a frame replays (`Timeline.model(of:at:)`),
    /// costs what the if-let run it replaced did.
    @inline(__always)
    static func visitLayerFields<Visitor: ViewLayerFieldVisitor>(_ visitor: Visitor.Type, from source: Visitor.Source,
                                                                 to target: inout Visitor.Target) {
        Visitor.visit(\.centerX, \.position.x, source, &target)
        Visitor.visit(\.centerY, \.position.y, source, &target)
        Visitor.visit(\.width, \.size.width, source, &target)
        Visitor.visit(\.height, \.size.height, source, &target)
        Visitor.visit(\.anchorX, \.anchorPoint.x, source, &target)
        Visitor.visit(\.anchorY, \.anchorPoint.y, source, &target)
        Visitor.visit(\.rotation, \.rotation, source, &target)
        Visitor.visit(\.scaleX, \.scaleX, source, &target)
        Visitor.visit(\.scaleY, \.scaleY, source, &target)
        Visitor.visit(\.translationX, \.translationX, source, &target)
        Visitor.visit(\.translationY, \.translationY, source, &target)
        Visitor.visit(\.alpha, \.opacity, source, &target)
        Visitor.visit(\.hidden, \.isHidden, source, &target)
        Visitor.visit(\.backgroundColor, \.backgroundColor, source, &target)
        Visitor.visit(\.cornerRadius, \.cornerRadius, source, &target)
        Visitor.visit(\.borderWidth, \.borderWidth, source, &target)
        Visitor.visit(\.borderColor, \.borderColor, source, &target)
        Visitor.visit(\.text, \.text, source, &target)
        Visitor.visit(\.fontSize, \.fontSize, source, &target)
        Visitor.visit(\.fontWeight, \.fontWeight, source, &target)
        Visitor.visit(\.textColor, \.foregroundColor, source, &target)
    }

    /// `init(from:to:)`'s first visitor: each field set to the new state's value.
    private enum Reader: ViewLayerFieldVisitor {
        @inline(__always)
        static func visit<Value: Equatable>(_ field: WritableKeyPath<ViewValues, Value?>, _ layer: WritableKeyPath<LayerState, Value>,
                                            _ state: LayerState, _ values: inout ViewValues) {
            values[keyPath: field] = state[keyPath: layer]
        }
    }

    /// `init(from:to:)`'s second visitor: each field the old state already has unset again.
    /// (Two passes over the states in place: a visitor given both would copy them.)
    private enum Unchanged: ViewLayerFieldVisitor {
        @inline(__always)
        static func visit<Value: Equatable>(_ field: WritableKeyPath<ViewValues, Value?>, _ layer: WritableKeyPath<LayerState, Value>,
                                            _ state: LayerState, _ values: inout ViewValues) {
            if values[keyPath: field] == state[keyPath: layer] { values[keyPath: field] = nil }
        }
    }

    /// `apply(to:)`'s visitor: each field set written over the state.
    private enum Writer: ViewLayerFieldVisitor {
        @inline(__always)
        static func visit<Value: Equatable>(_ field: WritableKeyPath<ViewValues, Value?>, _ layer: WritableKeyPath<LayerState, Value>,
                                            _ values: ViewValues, _ state: inout LayerState) {
            if let value = values[keyPath: field] { state[keyPath: layer] = value }
        }
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

/// What `ViewValues.visitLayerFields` shows each field to: the field's key path and the key
/// path of the LayerState property it stands for, with what it reads and what it writes.
protocol ViewLayerFieldVisitor {
    associatedtype Source
    associatedtype Target
    static func visit<Value: Equatable>(_ field: WritableKeyPath<ViewValues, Value?>, _ layer: WritableKeyPath<LayerState, Value>,
                                        _ source: Source, _ target: inout Target)
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
        .size("imageSize", \Self.values.imageSize, ViewRanges.lengths,
              help: "The size the image is drawn at (a symbol at its configured point size: UIImage.SymbolConfiguration), laid out by contentMode; 0x0 for the image filling the view.",
              default: "unchanged"),
        .optionalChoice("contentMode", \Self.values.contentMode, ViewValues.contentModes,
                        help: "UIView.contentMode: how an image view lays out an image drawn at its own size (imageSize).", default: "unchanged"),
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

    /// One of `names`, or unset.
    static func optionalChoice(_ name: String, _ path: WritableKeyPath<Root, String?> & Sendable, _ names: [String], help: String,
                               default defaultText: String) -> Parameter {
        make(name, nil, .choice(names), .none, help, defaultText,
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
