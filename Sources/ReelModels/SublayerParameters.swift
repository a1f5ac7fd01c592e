import ReelTimeline

/// `action: layer`: a layer the code added to a part's layer tree (CALayer.addSublayer), or,
/// for a name already added, values set on it at once. Its first action names its `parent` (a
/// part, or a layer added before) and its `kind`: a CALayer, a CAShapeLayer (`shape`: a path,
/// filled and stroked) or a CAReplicatorLayer (`replicator`: its sublayers drawn
/// `instanceCount` times). Values are in the parent's coordinates (CALayer.position is in its
/// superlayer's space), each unset unless given. Takes no time on the scene's clock.
public struct SublayerParameters: ParameterSet, Hashable {
    /// Which layer: what later actions and animations (`animate`'s `sublayer`) call it.
    public var name: String?
    /// Its superlayer: host, badge, label, or an earlier layer's name; only where it is added.
    public var parent: String?
    /// Which CALayer class it is; only where it is added (a CALayer when not given).
    public var kind: SublayerKind?
    public var positionX: Double?, positionY: Double?
    public var width: Double?, height: Double?
    public var boundsX: Double?, boundsY: Double?
    public var anchorX: Double?, anchorY: Double?
    public var rotation: Double?, scaleX: Double?, scaleY: Double?
    public var translationX: Double?, translationY: Double?
    public var opacity: Double?
    public var hidden: Bool?
    public var backgroundColor: RGBA?
    public var cornerRadius: Double?
    public var borderWidth: Double?
    public var borderColor: RGBA?
    public var masksToBounds: Bool?
    /// CALayer.cornerCurve: circular (Core Animation's default) or continuous.
    public var cornerCurve: String?
    /// CALayer.contents: an image drawn filling the bounds, by `ViewImage`'s names.
    public var contents: String?
    /// CALayer.mask: this layer is its parent's mask, not a sublayer; only where it is added.
    public var mask: Bool?
    /// CAShapeLayer.path, as `ShapePathText` writes it.
    public var path: String?
    public var fillColor: RGBA?, strokeColor: RGBA?
    public var lineWidth: Double?
    public var lineCap: String?, lineJoin: String?
    public var strokeStart: Double?, strokeEnd: Double?
    public var instanceCount: Int?
    public var instanceDelay: Double?
    public var instanceScaleX: Double?, instanceScaleY: Double?, instanceRotation: Double?
    public var instanceTranslationX: Double?, instanceTranslationY: Double?
    /// A view drawn as a layer (bound to no part): UILabel.text, its font's point size and
    /// weight, and its textColor (a UIImageView's tint for a template image), drawn as the
    /// label part draws them; ViewValues' keys.
    public var text: String?
    public var fontSize: Double?
    public var fontWeight: Int?
    public var textColor: RGBA?
    /// A UIImageView drawn as a layer: the size its image is drawn at (a symbol at its
    /// configured point size), laid out in the bounds by `contentMode`; ViewValues' keys.
    public var imageSize: Size?
    public var contentMode: String?

    /// Nothing given yet.
    public init() {}

    /// The most layers a scene adds, and the most drawn copies of them (a replicator's
    /// sublayers count once an instance): each costs every frame.
    public static let maxLayers = 256
    public static let maxDrawnCopies = 2000
    /// The most instances a replicator draws.
    public static let instanceCounts = 1...200
    /// The most layers nested in one another, a part's layer not counted: a layer is drawn
    /// carried up through each superlayer and clipped by each that masks to its bounds, so a
    /// frame costs the cube of the depth (60 views nested with clipsToBounds drew 0.3 s a frame
    /// in a debug build; 190, within the views and layers limits, ran past 120 s). SwiftUI's
    /// views are laid out at most 24 deep, and the UIKit form writes them one layer a view.
    public static let maxDepth = 32

    /// The names a layer may not take: the parts' and the animation targets'.
    public static let reservedNames = ViewPart.allCases.map(\.rawValue) + ["circle"]

    /// The fields a scene file accepts, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .text("name", \.name, maxLength: 32, help: "The layer's name: a letter, then letters and digits (the Swift reader writes layer1, layer2, …).", default: "required"),
        .text("parent", \.parent, maxLength: 32, help: "Its superlayer where it is added: host, badge, label, or an earlier layer's name.", default: "given where it is added"),
        .make("kind", nil, .choice(SublayerKind.allCases.map(\.rawValue)), .none,
             "The class where it is added: layer (CALayer), shape (CAShapeLayer), replicator (CAReplicatorLayer).", "layer",
             assign: { root, v in if case .text(let s) = v { root.kind = SublayerKind(rawValue: s) } },
             render: { $0.kind?.rawValue }),
        .number("positionX", \.positionX, ViewRanges.points, unit: .points, help: "CALayer.position.x, in the superlayer's coordinates.", default: "0"),
        .number("positionY", \.positionY, ViewRanges.points, unit: .points, help: "CALayer.position.y.", default: "0"),
        .number("width", \.width, ViewRanges.lengths, unit: .points, help: "CALayer.bounds.size.width.", default: "0"),
        .number("height", \.height, ViewRanges.lengths, unit: .points, help: "CALayer.bounds.size.height.", default: "0"),
        .number("boundsX", \.boundsX, ViewRanges.points, unit: .points, help: "CALayer.bounds.origin.x: what it holds shifts by minus it.", default: "0"),
        .number("boundsY", \.boundsY, ViewRanges.points, unit: .points, help: "CALayer.bounds.origin.y.", default: "0"),
        .number("anchorX", \.anchorX, ViewRanges.anchor, unit: .fraction, help: "CALayer.anchorPoint.x.", default: "0.5"),
        .number("anchorY", \.anchorY, ViewRanges.anchor, unit: .fraction, help: "CALayer.anchorPoint.y.", default: "0.5"),
        .number("rotation", \.rotation, ViewRanges.radians, unit: .radians, help: "The transform's rotation in radians.", default: "0"),
        .number("scaleX", \.scaleX, ViewRanges.scale, unit: .ratio, help: "The transform's scale along x.", default: "1"),
        .number("scaleY", \.scaleY, ViewRanges.scale, unit: .ratio, help: "The transform's scale along y.", default: "1"),
        .number("translationX", \.translationX, ViewRanges.points, unit: .points, help: "The transform's translation along x.", default: "0"),
        .number("translationY", \.translationY, ViewRanges.points, unit: .points, help: "The transform's translation along y.", default: "0"),
        .number("opacity", \.opacity, 0...1, unit: .fraction, help: "CALayer.opacity.", default: "1"),
        .optionalToggle("hidden", \.hidden, help: "CALayer.isHidden.", default: "false"),
        .color("backgroundColor", \.backgroundColor, help: "CALayer.backgroundColor.", default: "clear (nil)"),
        .number("cornerRadius", \.cornerRadius, ViewRanges.lengths, unit: .points, help: "CALayer.cornerRadius.", default: "0"),
        .number("borderWidth", \.borderWidth, ViewRanges.lengths, unit: .points, help: "CALayer.borderWidth.", default: "0"),
        .color("borderColor", \.borderColor, help: "CALayer.borderColor.", default: "opaque black"),
        .optionalToggle("masksToBounds", \.masksToBounds, help: "CALayer.masksToBounds: sublayers clipped to the rounded bounds.", default: "false"),
        .make("cornerCurve", nil, .choice(LayerState.cornerCurves), .none,
             "CALayer.cornerCurve: circular corners, or continuous ones (SwiftUI's RoundedRectangle's).", "circular",
             assign: { root, v in if case .text(let s) = v { root.cornerCurve = s } }, render: { $0.cornerCurve }),
        .text("contents", \.contents, maxLength: 32, help: "CALayer.contents: an image filling the bounds: \(ViewImage.names.joined(separator: ", ")) (host: the host's icon; none: no image).", default: "none"),
        .optionalToggle("mask", \.mask, help: "CALayer.mask: the layer masks its parent (a layer added before), which with its sublayers shows only as much as the mask's alpha; the mask itself is not drawn. Where it is added.", default: "false"),
        .text("path", \.path, maxLength: ShapePathText.maxLength, help: "CAShapeLayer.path: M x y, L x y, C x1 y1 x2 y2 x y, Z, in the layer's coordinates.", default: "none"),
        .color("fillColor", \.fillColor, help: "CAShapeLayer.fillColor (clear for nil).", default: "opaque black"),
        .color("strokeColor", \.strokeColor, help: "CAShapeLayer.strokeColor.", default: "clear (nil)"),
        .number("lineWidth", \.lineWidth, 0...1000, unit: .points, help: "CAShapeLayer.lineWidth.", default: "1"),
        .make("lineCap", nil, .choice(ShapeLayerContent.LineCap.allCases.map(\.rawValue)), .none, "CAShapeLayer.lineCap.", "butt",
             assign: { root, v in if case .text(let s) = v { root.lineCap = s } }, render: { $0.lineCap }),
        .make("lineJoin", nil, .choice(ShapeLayerContent.LineJoin.allCases.map(\.rawValue)), .none, "CAShapeLayer.lineJoin.", "miter",
             assign: { root, v in if case .text(let s) = v { root.lineJoin = s } }, render: { $0.lineJoin }),
        .number("strokeStart", \.strokeStart, 0...1, unit: .fraction, help: "CAShapeLayer.strokeStart.", default: "0"),
        .number("strokeEnd", \.strokeEnd, 0...1, unit: .fraction, help: "CAShapeLayer.strokeEnd.", default: "1"),
        .integer("instanceCount", \.instanceCount, instanceCounts, help: "CAReplicatorLayer.instanceCount, where it is added.", default: "1"),
        .number("instanceDelay", \.instanceDelay, 0...600, unit: .seconds, help: "CAReplicatorLayer.instanceDelay, where it is added.", default: "0"),
        .number("instanceScaleX", \.instanceScaleX, ViewRanges.scale, unit: .ratio, help: "CAReplicatorLayer.instanceTransform's scale along x.", default: "1"),
        .number("instanceScaleY", \.instanceScaleY, ViewRanges.scale, unit: .ratio, help: "instanceTransform's scale along y.", default: "1"),
        .number("instanceRotation", \.instanceRotation, ViewRanges.radians, unit: .radians, help: "instanceTransform's rotation in radians.", default: "0"),
        .number("instanceTranslationX", \.instanceTranslationX, ViewRanges.points, unit: .points, help: "instanceTransform's translation along x.", default: "0"),
        .number("instanceTranslationY", \.instanceTranslationY, ViewRanges.points, unit: .points, help: "instanceTransform's translation along y.", default: "0"),
        .text("text", \.text, maxLength: ViewRanges.textLength, help: "UILabel.text of a label drawn as this layer, its line box centred in its bounds as UIKit centres a label's.", default: "none"),
        .number("fontSize", \.fontSize, ViewRanges.fontSizes, unit: .points, help: "UILabel.font's point size.", default: "17"),
        .integer("fontWeight", \.fontWeight, 100...900, help: "UILabel.font's weight: 400 regular, 600 semibold.", default: "400"),
        .color("textColor", \.textColor, help: "UILabel.textColor; a UIImageView's tint, the colour of a template image (a symbol) in contents.", default: "opaque black"),
        .size("imageSize", \.imageSize, ViewRanges.lengths, help: "The size contents are drawn at (a UIImageView's symbol at its configured point size), laid out by contentMode; 0x0 for contents filling the bounds.", default: "0x0"),
        .optionalChoice("contentMode", \.contentMode, ViewValues.contentModes, help: "UIView.contentMode: how contents drawn at imageSize sit in the bounds.", default: "scaleToFill"),
    ]

    /// The keys only the action that adds a layer gives.
    public static let addingKeys = ["parent", "kind", "mask", "instanceCount", "instanceDelay", "instanceScaleX", "instanceScaleY",
                                    "instanceRotation", "instanceTranslationX", "instanceTranslationY"]

    /// Refuses a missing or malformed name, a path that does not read, shape values on a
    /// layer that is not a shape where the kind is given, replicator values likewise.
    public func checkCombination() throws(ParameterError) {
        guard let name else { throw ParameterError("name", value: "", accepted: "a layer's name (layer takes one)") }
        guard Self.isName(name) else {
            throw ParameterError("name", value: ParameterText.quoted(name),
                                 accepted: "a letter, then letters and digits, not \(Self.reservedNames.joined(separator: ", "))")
        }
        if let path { _ = try ShapePathText.elements(path) }
        if let contents, !ViewImage.names.contains(contents) {
            throw ParameterError("contents", value: ParameterText.quoted(contents), accepted: ViewImage.names.joined(separator: ", "))
        }
        if let kind, kind != .shape, let key = shapeValueKeys.first {
            throw ParameterError(key, value: "", accepted: "a shape layer's value: give it with kind: shape")
        }
        if kind != .replicator, instanceGiven {
            throw ParameterError("instanceCount", value: "", accepted: "a replicator's values with kind: replicator, where it is added")
        }
        if kind == .replicator, instanceTransform == nil {
            throw ParameterError("instanceRotation", value: "", accepted: "an instance transform whose powers do not skew: a uniform scale with a rotation, or no rotation")
        }
        if kind == .replicator, let t = instanceTransform { try Self.checkPowers(of: t, count: instanceCount ?? 1) }
    }

    /// Instance i is drawn through the transform's i-th power: each power's scale and
    /// translation stay within what a view's values may be (`ViewRanges`), so a scale of 40
    /// over 200 instances (40¹⁹⁹, past Double) is refused where it is given instead of
    /// drawing nothing.
    static func checkPowers(of t: Affine, count: Int) throws(ParameterError) {
        var m = Affine.identity
        for i in 1..<max(1, count) {
            m = t.after(m)
            let sx = (m.a * m.a + m.b * m.b).squareRoot(), sy = (m.c * m.c + m.d * m.d).squareRoot()
            guard ViewRanges.scale.contains(sx), ViewRanges.scale.contains(sy),
                  ViewRanges.points.contains(m.tx), ViewRanges.points.contains(m.ty) else {
                throw ParameterError("instanceCount", value: "\(count)",
                                     accepted: "instances whose transforms stay drawn (each instance's scale within ±1000, its translation within ±100000 points); instance \(i)'s is a scale of \(plainNumber(max(sx, sy))) and a translation of (\(plainNumber(m.tx)), \(plainNumber(m.ty)))")
            }
        }
    }

    /// Whether any replicator value is given.
    var instanceGiven: Bool {
        instanceCount != nil || instanceDelay != nil || instanceScaleX != nil || instanceScaleY != nil || instanceRotation != nil
            || instanceTranslationX != nil || instanceTranslationY != nil
    }

    /// A layer name: a letter, then at most 31 letters and digits, not a part's.
    public static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter, text.unicodeScalars.count <= 32,
              text.unicodeScalars.allSatisfy({ $0.isASCIILetter || ("0"..."9").contains($0) }) else { return false }
        return !reservedNames.contains(text)
    }

    /// CAReplicatorLayer.instanceTransform as given: a scale, then a rotation, then a
    /// translation; nil when its powers would skew (a non-uniform scale with a rotation).
    public var instanceTransform: Affine? {
        let sx = instanceScaleX ?? 1, sy = instanceScaleY ?? 1, r = instanceRotation ?? 0
        if sx != sy && r.truncatingRemainder(dividingBy: .pi) != 0 { return nil }
        return Affine.translation(instanceTranslationX ?? 0, instanceTranslationY ?? 0).after(.rotation(r)).after(.scale(sx, sy))
    }

    /// The replicator's instances as given.
    public var instances: ReplicatorInstances {
        ReplicatorInstances(count: instanceCount ?? 1, delay: instanceDelay ?? 0, transform: instanceTransform ?? .identity)
    }

    /// The values a view's layer shares with this one, as `ViewValues` writes them: one writer
    /// of a partial layer over a state (a CALayer's position is what a view calls its center).
    var viewValues: ViewValues {
        var v = ViewValues()
        (v.centerX, v.centerY, v.width, v.height, v.anchorX, v.anchorY) = (positionX, positionY, width, height, anchorX, anchorY)
        (v.rotation, v.scaleX, v.scaleY, v.translationX, v.translationY) = (rotation, scaleX, scaleY, translationX, translationY)
        (v.alpha, v.hidden, v.backgroundColor, v.cornerRadius) = (opacity, hidden, backgroundColor, cornerRadius)
        (v.borderWidth, v.borderColor) = (borderWidth, borderColor)
        (v.text, v.fontSize, v.fontWeight, v.textColor) = (text, fontSize, fontWeight, textColor)
        (v.imageSize, v.contentMode) = (imageSize, contentMode)
        return v
    }

    /// Writes the values given over `state` (a new layer's Core Animation defaults, or the
    /// layer as the actions before left it).
    public func apply(to state: inout LayerState) {
        viewValues.apply(to: &state)
        if let boundsX { state.boundsOrigin.x = boundsX }
        if let boundsY { state.boundsOrigin.y = boundsY }
        if let masksToBounds { state.masksToBounds = masksToBounds }
        if let cornerCurve { state.continuousCorners = cornerCurve == "continuous" }
        // A layer's text is a UILabel's drawn as a layer: UIKit centres the label's line box
        // (its text rect) in the bounds, not its ink, as SwiftUI places a Text's line; the
        // label part keeps BadgeHub's ink-centred count (docs/swift-out.md).
        if text != nil { state.placesLineBox = true }
        if let mask { state.isMask = mask }
        if let strokeStart { state.strokeStart = strokeStart }
        if let strokeEnd { state.strokeEnd = strokeEnd }
        guard state.shape != nil || kind == .shape else { return }
        var shape = state.shape ?? ShapeLayerContent(path: [])
        if let path, let elements = try? ShapePathText.elements(path) { shape.path = elements }
        if let fillColor { shape.fillColor = fillColor }
        if let strokeColor { shape.strokeColor = strokeColor }
        if let lineWidth { shape.lineWidth = lineWidth }
        if let lineCap, let cap = ShapeLayerContent.LineCap(rawValue: lineCap) { shape.lineCap = cap }
        if let lineJoin, let join = ShapeLayerContent.LineJoin(rawValue: lineJoin) { shape.lineJoin = join }
        state.shape = shape
    }
}

/// The CALayer classes a scene's `layer` action adds.
public enum SublayerKind: String, CaseIterable, Hashable, Sendable {
    case layer, shape, replicator
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension SublayerParameters {
    /// Checks the script's layers as a whole: a layer is added once under a part or a layer
    /// added before, later actions on it give no `parent`, `kind` or replicator values, an
    /// animation or removal names a layer added before it, and the script adds at most
    /// `maxLayers` layers drawing at most `maxDrawnCopies` copies. Nil when it holds; else the
    /// first action refused, by index, with the refusal.
    public static func checkScript(_ actions: [SceneAction]) -> (index: Int, error: ParameterError)? {
        var copies: [String: Int] = [:]
        var kinds: [String: SublayerKind] = [:]
        var replicatorCounts: [String: Int] = [:]
        // Masks by name, and the layers that have one.
        var masks: Set<String> = [], masked: Set<String> = []
        var drawn = 0
        var depths: [String: Int] = [:]
        for (index, action) in actions.enumerated() {
            switch action.unplaced {
            case .layer(let p):
                guard let name = p.name else { continue }
                if copies[name] != nil {
                    for key in addingKeys where p.keyedTexts.contains(where: { $0.key == key }) {
                        return (index, ParameterError(key, value: "", accepted: "no \(key) after the action that adds \(name): it is given where the layer is added"))
                    }
                    if kinds[name] != .shape, let key = p.shapeValueKeys.first {
                        return (index, ParameterError(key, value: "", accepted: "a shape layer's values on a layer added with kind: shape; \(name) is not one"))
                    }
                    continue
                }
                if p.kind != .shape, p.isShapeValueGiven {
                    return (index, ParameterError(p.shapeValueKeys[0], value: "", accepted: "a shape layer's value: give it with kind: shape"))
                }
                guard copies.count < maxLayers else {
                    return (index, ParameterError("name", value: name, accepted: "at most \(maxLayers) layers in a scene"))
                }
                let parent = p.parent ?? ViewPart.host.rawValue
                if masks.contains(parent) {
                    return (index, ParameterError("parent", value: ParameterText.quoted(parent), accepted: "a layer that is not a mask: a mask's own sublayers are not drawn into it"))
                }
                if p.mask == true {
                    guard ViewPart(rawValue: parent) == nil else {
                        return (index, ParameterError("mask", value: "true", accepted: "a mask of a layer added before, not of a part (\(parent))"))
                    }
                    guard !masked.contains(parent) else {
                        return (index, ParameterError("mask", value: "true", accepted: "one mask a layer; \(parent) has one"))
                    }
                    masks.insert(name); masked.insert(parent)
                }
                var count = 1
                if ViewPart(rawValue: parent) == nil {
                    guard let above = copies[parent] else {
                        return (index, ParameterError("parent", value: ParameterText.quoted(parent), accepted: copies.isEmpty ? "host, badge or label (no layer is added before this one)"
                                                          : "host, badge, label, or a layer added before: \(copies.keys.sorted().joined(separator: ", "))"))
                    }
                    count = above
                    if kinds[parent] == .replicator, let n = replicatorCounts[parent] { count *= n }
                    let depth = (depths[parent] ?? 1) + 1
                    guard depth <= maxDepth else {
                        return (index, ParameterError("parent", value: ParameterText.quoted(parent),
                                                      accepted: "a layer at most \(maxDepth) deep (in \(maxDepth - 1) layers added in one another); \(name) would be \(depth) deep"))
                    }
                    depths[name] = depth
                }
                drawn += count
                // A replicator's instances are layers of their own (one container an instance,
                // each evaluated and walked at every frame), counted with what they hold.
                if p.kind == .replicator { drawn += count * (p.instanceCount ?? 1) }
                guard drawn <= maxDrawnCopies else {
                    return (index, ParameterError("instanceCount", value: "", accepted: "at most \(maxDrawnCopies) drawn layers in a scene, a replicator's sublayers counted once an instance; this one makes \(drawn)"))
                }
                copies[name] = count
                kinds[name] = p.kind ?? .layer
                if p.kind == .replicator { replicatorCounts[name] = p.instanceCount ?? 1 }
            case .layerAnimation(let a):
                if let name = a.sublayer, copies[name] == nil { return (index, unknown(name, "sublayer", copies)) }
                // Only a shape layer draws a stroke; on another layer its animation moves nothing.
                if let shapeOnly = a.keyPaths.first(where: \.isShapeLayerOnly), a.sublayer.flatMap({ kinds[$0] }) != .shape {
                    return (index, ParameterError("keyPath", value: shapeOnly.rawValue,
                                                  accepted: "\(shapeOnly.shapeLayerOnlyReason)\(a.sublayer.map { "; \($0) is not one" } ?? ", named by sublayer")"))
                }
            case .removeAnimation(let p):
                if let name = p.sublayer, copies[name] == nil { return (index, unknown(name, "sublayer", copies)) }
            default: continue
            }
        }
        return nil
    }

    /// A refusal of a name no layer action added before.
    private static func unknown(_ name: String, _ key: String, _ copies: [String: Int]) -> ParameterError {
        ParameterError(key, value: ParameterText.quoted(name), accepted: "a layer added before by a layer action\(copies.isEmpty ? " (none is)" : ": " + copies.keys.sorted().joined(separator: ", "))")
    }

    /// Whether a shape layer's value is given.
    var isShapeValueGiven: Bool { !shapeValueKeys.isEmpty }

    /// The keys of the shape layer's values given.
    var shapeValueKeys: [String] {
        [("path", path != nil), ("fillColor", fillColor != nil), ("strokeColor", strokeColor != nil), ("lineWidth", lineWidth != nil),
         ("lineCap", lineCap != nil), ("lineJoin", lineJoin != nil), ("strokeStart", strokeStart != nil), ("strokeEnd", strokeEnd != nil)]
            .filter(\.1).map(\.0)
    }
}

extension SublayerParameters {
    /// Core Animation's value of each key for a new layer, as a scene file writes it.
    static let defaultTexts: [String: String] = [
        "positionX": "0", "positionY": "0", "width": "0", "height": "0", "boundsX": "0", "boundsY": "0",
        "anchorX": "0.5", "anchorY": "0.5", "rotation": "0", "scaleX": "1", "scaleY": "1",
        "translationX": "0", "translationY": "0", "opacity": "1", "hidden": "false",
        "backgroundColor": RGBA.clear.sceneText, "cornerRadius": "0", "borderWidth": "0",
        "borderColor": RGBA.black.sceneText, "masksToBounds": "false", "cornerCurve": "circular", "contents": ViewImage.none, "mask": "false",
        "fillColor": RGBA.black.sceneText, "strokeColor": RGBA.clear.sceneText, "lineWidth": "1",
        "lineCap": "butt", "lineJoin": "miter", "strokeStart": "0", "strokeEnd": "1",
        "instanceCount": "1", "instanceDelay": "0", "instanceScaleX": "1", "instanceScaleY": "1",
        "instanceRotation": "0", "instanceTranslationX": "0", "instanceTranslationY": "0",
        "text": "", "fontSize": "17", "fontWeight": "400", "textColor": RGBA.black.sceneText, "imageSize": "0x0",
        "contentMode": "scaleToFill",
    ]

    /// The values that differ from a new layer's (what adding it needs to say): the name,
    /// parent and kind kept.
    public var withoutDefaults: SublayerParameters {
        var out = self
        for p in Self.parameters {
            guard let text = p.text(in: self), Self.defaultTexts[p.key] == text else { continue }
            var cleared = out
            Self.clear(p.key, in: &cleared)
            out = cleared
        }
        return out
    }

    /// Unsets the value at `key`.
    private static func clear(_ key: String, in p: inout SublayerParameters) {
        switch key {
        case "positionX": p.positionX = nil
        case "positionY": p.positionY = nil
        case "width": p.width = nil
        case "height": p.height = nil
        case "boundsX": p.boundsX = nil
        case "boundsY": p.boundsY = nil
        case "anchorX": p.anchorX = nil
        case "anchorY": p.anchorY = nil
        case "rotation": p.rotation = nil
        case "scaleX": p.scaleX = nil
        case "scaleY": p.scaleY = nil
        case "translationX": p.translationX = nil
        case "translationY": p.translationY = nil
        case "opacity": p.opacity = nil
        case "hidden": p.hidden = nil
        case "backgroundColor": p.backgroundColor = nil
        case "cornerRadius": p.cornerRadius = nil
        case "borderWidth": p.borderWidth = nil
        case "borderColor": p.borderColor = nil
        case "masksToBounds": p.masksToBounds = nil
        case "cornerCurve": p.cornerCurve = nil
        case "contents": p.contents = nil
        case "mask": p.mask = nil
        case "fillColor": p.fillColor = nil
        case "strokeColor": p.strokeColor = nil
        case "lineWidth": p.lineWidth = nil
        case "lineCap": p.lineCap = nil
        case "lineJoin": p.lineJoin = nil
        case "strokeStart": p.strokeStart = nil
        case "strokeEnd": p.strokeEnd = nil
        case "instanceCount": p.instanceCount = nil
        case "instanceDelay": p.instanceDelay = nil
        case "instanceScaleX": p.instanceScaleX = nil
        case "instanceScaleY": p.instanceScaleY = nil
        case "instanceRotation": p.instanceRotation = nil
        case "instanceTranslationX": p.instanceTranslationX = nil
        case "instanceTranslationY": p.instanceTranslationY = nil
        case "text": p.text = nil
        case "fontSize": p.fontSize = nil
        case "fontWeight": p.fontWeight = nil
        case "textColor": p.textColor = nil
        case "imageSize": p.imageSize = nil
        case "contentMode": p.contentMode = nil
        default: break
        }
    }
}
