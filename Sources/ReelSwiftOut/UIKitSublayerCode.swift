import ReelModels
import ReelTimeline

/// A script's `layer` actions as the UIKit a person writes (issue 40, item 4): each layer the
/// code added made once at the function's start — `let shapeLayer = CAShapeLayer()`, its path
/// a `UIBezierPath`, its colours `CGColor`s, every value set only where it is not Core
/// Animation's default — then added at its moment (`badge.layer.addSublayer(shapeLayer)`, a
/// replicator's `addSublayer`, a mask as its layer's `mask`), in the order the script adds
/// them, which is their z-order (a sublayer added later is drawn above: Apple,
/// CALayer.addSublayer(_:), "Appends the layer to the layer's list of sublayers"); a later
/// `layer` action on it the values it sets, at its time. The Swift-file input records the
/// same layers, by the same names (layer1, layer2, … in the order first seen), from it.
///
/// A view bound to no part that the input drew as a layer (a UILabel's text, a UIImageView's
/// symbol) is not written yet: refused by name (`unwritten`).
struct UIKitSublayerCode {
    /// Each layer's variable, by its scene name.
    private(set) var variables: [String: String] = [:]
    /// The layers that are UILabels bound to no part (a label's text or font given), and
    /// UIImageViews holding a symbol.
    private var labels: Set<String> = [], imageViews: Set<String> = []
    /// Every image each layer is given.
    private var contents: [String: [String]] = [:]
    /// The layers added so far, by scene name (walked in script order: `lines` each action).
    private var added: Set<String> = []
    /// The lines that make and set up each layer, in the order they are added.
    private(set) var making: [String] = []
    /// The paths built for each layer so far (a later one gets its own constant).
    private var paths: [String: Int] = [:]
    /// Each layer's values so far (where it was added, with each later action's over them):
    /// a later action gives only what changed, and a point, a size or a transform is written
    /// whole.
    private var state: [String: SublayerParameters] = [:]

    /// The numbers the code set, as it set them (the scene holds them exactly).
    private func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    /// What about the layer `action` adds or sets the UIKit form does not write, or nil when
    /// it writes it: a view bound to no part that the input drew as a layer with a look a
    /// layer has not, named by what it is (a plain UIView's look is a CALayer's, and is
    /// written as one). A UILabel (its text or font given) and a UIImageView holding a symbol
    /// (its symbol's size or content mode given) added to a part are written as such; one
    /// inside another view drawn as a layer, an image view of an image that is not a symbol,
    /// and a colour (a label's `textColor`, an image view's tint) on a layer that is neither
    /// are not yet. Judged over the whole script: what a layer is shows in any of its actions.
    func unwritten(_ action: SceneAction) -> String? {
        guard case .layer(let p) = action.unplaced, let name = p.name else { return nil }
        let label = labels.contains(name), image = imageViews.contains(name)
        if label && image { return "a view bound to no part with both a label's text and an image view's symbol" }
        if image, let c = contents[name]?.first(where: { $0 != ViewImage.none && !ViewImage.isSymbol($0) }) {
            return "a UIImageView bound to no part, drawn as a layer (its image \(SwiftLiteral.string(c)), not a symbol)"
        }
        if !label && !image && p.textColor != nil {
            return "a UIImageView's tint (of an image that is not a symbol) or a UILabel's textColor without its text, on a view bound to no part drawn as a layer"
        }
        if label || image, let parent = p.parent, ViewPart(rawValue: parent) == nil {
            return "a \(label ? "UILabel" : "UIImageView") inside a view or layer bound to no part (\(parent)), drawn as a layer"
        }
        return nil
    }

    /// Whether `p` gives a UILabel's text or font.
    static func isLabel(_ p: SublayerParameters) -> Bool { p.text != nil || p.fontSize != nil || p.fontWeight != nil }

    /// Whether `p` gives a UIImageView's symbol size or content mode (the input records both
    /// for an image view holding a symbol).
    static func isImageView(_ p: SublayerParameters) -> Bool { p.imageSize != nil || p.contentMode != nil }

    /// The layers of `actions`, named by kind as a person names them (`shapeLayer`,
    /// `replicatorLayer`, `maskLayer`, a plain `CALayer` a `sublayer`), each by its place
    /// among its kind where the kind repeats (`secondShapeLayer`); never a counter.
    init(_ actions: [SceneAction]) {
        for action in actions {
            guard case .layer(let p) = action.unplaced, let name = p.name else { continue }
            if Self.isLabel(p) { labels.insert(name) }
            if Self.isImageView(p) { imageViews.insert(name) }
            if let c = p.contents { contents[name, default: []].append(c) }
        }
        var order: [(name: String, word: String)] = []
        for action in actions {
            guard case .layer(let p) = action.unplaced, let name = p.name, !order.contains(where: { $0.name == name }) else { continue }
            let word: String
            if labels.contains(name) {
                word = "textLabel"
            } else if imageViews.contains(name) {
                word = "imageView"
            } else if p.mask == true {
                word = "maskLayer"
            } else {
                switch p.kind ?? .layer {
                case .shape: word = "shapeLayer"
                case .replicator: word = "replicatorLayer"
                case .layer: word = "sublayer"
                }
            }
            order.append((name, word))
        }
        for (name, word) in order {
            let alike = order.filter { $0.word == word }
            guard alike.count > 1, let place = alike.firstIndex(where: { $0.name == name }) else { variables[name] = word; continue }
            variables[name] = SwiftUIFieldNames.ordinal(place + 1) + word.prefix(1).uppercased() + word.dropFirst()
        }
    }

    /// The variable of the layer named `name` (a part's layer is never one).
    func variable(_ name: String) -> String { variables[name] ?? name }

    /// The layer of `name` as code reaches it, for its animations: a label's `textLabel.layer`.
    func layer(_ name: String) -> String { labels.contains(name) || imageViews.contains(name) ? "\(variable(name)).layer" : variable(name) }

    /// The lines of `p` at its time: the layer added to its parent (made, with its values,
    /// in `making`), or the values set on one added before.
    mutating func lines(_ p: SublayerParameters) -> [String] {
        guard let name = p.name else { return [] }
        let v = variable(name)
        let now = state[name].flatMap { try? SublayerParameters.from(p.keyedTexts, over: $0) } ?? p
        state[name] = now
        if labels.contains(name) { return label(p, now, name: name, v) }
        if imageViews.contains(name) { return imageView(p, now, name: name, v) }
        guard added.contains(name) else {
            added.insert(name)
            let kind = p.kind ?? .layer
            making.append("let \(v) = \(kind == .shape ? "CAShapeLayer" : kind == .replicator ? "CAReplicatorLayer" : "CALayer")()")
            making += values(p, now, of: v)
            if kind == .replicator { making += replicator(p, of: v) }
            let parent = p.parent ?? ViewPart.host.rawValue
            let superlayer = ViewPart(rawValue: parent).map { "\($0.rawValue).layer" } ?? layer(parent)
            // CALayer.mask: "The layer's alpha channel determines how much of the layer's
            // content and background shows through" (Apple); a mask is in no layer tree.
            return [p.mask == true ? "\(superlayer).mask = \(v)" : "\(superlayer).addSublayer(\(v))"]
        }
        return values(p, now, of: v)
    }

    /// The assignments of the values `p` gives, in a fixed order; a point, a size or a
    /// transform whole, from `s` (the layer's values with `p`'s): its look, then a shape's.
    private mutating func values(_ p: SublayerParameters, _ s: SublayerParameters, of v: String) -> [String] {
        var out = look(p, s, of: v, isView: false)
        if let image = p.contents { out.append("\(v).contents = \(Self.contents(image))") }
        if let path = p.path {
            paths[v, default: 0] += 1
            let count = paths[v] ?? 1
            out += Self.path(path, of: v, named: v + "Path" + (count > 1 ? "\(count)" : ""))
        }
        if let c = p.fillColor { out.append("\(v).fillColor = \(Self.cgColor(c))") }
        if let c = p.strokeColor { out.append("\(v).strokeColor = \(Self.cgColor(c))") }
        if let w = p.lineWidth { out.append("\(v).lineWidth = \(n(w))") }
        if let cap = p.lineCap { out.append("\(v).lineCap = .\(cap)") }
        if let join = p.lineJoin { out.append("\(v).lineJoin = .\(join)") }
        if let s = p.strokeStart { out.append("\(v).strokeStart = \(n(s))") }
        if let e = p.strokeEnd { out.append("\(v).strokeEnd = \(n(e))") }
        return out
    }

    /// What every layer draws of its own, as `p` gives it: geometry, transform, opacity,
    /// hiding, background, corners, border and clip. A view (`isView`) in its own spellings
    /// where it has them (`center` is its layer's `position`, `alpha` its `opacity`,
    /// `clipsToBounds` its `masksToBounds`, `backgroundColor` a UIColor: Apple, UIView), its
    /// layer's for the rest.
    private func look(_ p: SublayerParameters, _ s: SublayerParameters, of v: String, isView: Bool) -> [String] {
        let layer = isView ? "\(v).layer" : v
        var out: [String] = []
        if p.width != nil || p.height != nil || p.boundsX != nil || p.boundsY != nil {
            out.append("\(v).bounds = \(UIKitLayerGeometry.rect(x: s.boundsX ?? 0, y: s.boundsY ?? 0, s.width ?? 0, s.height ?? 0, SwiftLiteral.number))")
        }
        if p.anchorX != nil || p.anchorY != nil { out.append("\(layer).anchorPoint = \(UIKitLayerGeometry.point(s.anchorX ?? 0.5, s.anchorY ?? 0.5, SwiftLiteral.number))") }
        if p.positionX != nil || p.positionY != nil {
            out.append("\(v).\(isView ? "center" : "position") = \(UIKitLayerGeometry.point(s.positionX ?? 0, s.positionY ?? 0, SwiftLiteral.number))")
        }
        if p.rotation != nil || p.scaleX != nil || p.scaleY != nil || p.translationX != nil || p.translationY != nil {
            let t = UIKitLayerGeometry.transform(scaleX: s.scaleX ?? 1, scaleY: s.scaleY ?? 1, rotation: s.rotation ?? 0,
                                                 translationX: s.translationX ?? 0, translationY: s.translationY ?? 0, Self.angleOrNumber)
            out.append("\(layer).transform = \(t ?? "CATransform3DIdentity")")
        }
        if let opacity = p.opacity { out.append("\(v).\(isView ? "alpha" : "opacity") = \(n(opacity))") }
        if let hidden = p.hidden { out.append("\(v).isHidden = \(hidden)") }
        if let c = p.backgroundColor {
            out.append("\(v).backgroundColor = \(!isView ? Self.cgColor(c) : c == .clear ? "nil" : UIKitViewState.color(c))")
        }
        if let r = p.cornerRadius { out.append("\(layer).cornerRadius = \(n(r))") }
        // CALayer.cornerCurve (iOS 13): circular by default.
        if let curve = p.cornerCurve { out.append("\(layer).cornerCurve = .\(curve)") }
        if let w = p.borderWidth { out.append("\(layer).borderWidth = \(n(w))") }
        if let c = p.borderColor { out.append("\(layer).borderColor = \(Self.cgColor(c))") }
        if let clips = p.masksToBounds { out.append("\(v).\(isView ? "clipsToBounds" : "masksToBounds") = \(clips)") }
        return out
    }

    /// A UILabel bound to no part, as UIKit writes one: made with its look at the start, added
    /// to its part's view at its moment (`badge.addSubview(textLabel)`: its layer appended to
    /// the part's layer's sublayers, as a sublayer added then would be), later values set at
    /// their times.
    private mutating func label(_ p: SublayerParameters, _ s: SublayerParameters, name: String, _ v: String) -> [String] {
        var out = look(p, s, of: v, isView: true)
        if let text = p.text { out.append("\(v).text = \(SwiftLiteral.string(text))") }
        if p.fontSize != nil || p.fontWeight != nil {
            out.append("\(v).font = UIFont.systemFont(ofSize: \(n(s.fontSize ?? 17)), weight: \(UIKitViewState.weight(s.fontWeight ?? 400)))")
        }
        if let c = p.textColor { out.append("\(v).textColor = \(UIKitViewState.color(c))") }
        guard !added.contains(name) else { return out }
        added.insert(name)
        making += ["let \(v) = UILabel()"] + out
        return ["\(s.parent ?? ViewPart.host.rawValue).addSubview(\(v))"]
    }

    /// A UIImageView bound to no part holding a symbol, as UIKit writes one:
    /// `UIImageView(image: UIImage(systemName:))`, its frame always given (UIKit sizes the
    /// view to the image, Apple, UIImageView.init(image:), the input does not: either way it
    /// is where the code put it), the symbol's point size as its
    /// `preferredSymbolConfiguration` where it is not UIKit's default (the input draws a
    /// symbol in a box 1.2 times its point size: `SymbolBox`), its `contentMode`, and its
    /// `tintColor` (a symbol is a template image, drawn in the view's tint: Apple, "Configuring
    /// and displaying symbol images in your UI"), always given so none is inherited.
    private mutating func imageView(_ p: SublayerParameters, _ s: SublayerParameters, name: String, _ v: String) -> [String] {
        let adding = !added.contains(name)
        var out = adding ? [] : look(p, s, of: v, isView: true)
        if adding {
            var whole = p
            (whole.width, whole.height, whole.positionX, whole.positionY) = (s.width ?? 0, s.height ?? 0, s.positionX ?? 0, s.positionY ?? 0)
            out = look(whole, s, of: v, isView: true)
        }
        if !adding, let image = p.contents {
            out.append("\(v).image = \(image == ViewImage.none ? "nil" : "UIImage(systemName: \(SwiftLiteral.string(image)))")")
        }
        if let size = p.imageSize, abs(size.width - SymbolBox.side(pointSize: 17)) > 1e-12 {
            out.append("\(v).preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: \(SwiftLiteral.computed(size.width * 20 / 24)))")
        }
        if let mode = p.contentMode, mode != ViewValues.contentModes[0] || !adding { out.append("\(v).contentMode = .\(mode)") }
        if p.textColor != nil || adding { out.append("\(v).tintColor = \(UIKitViewState.color(s.textColor ?? .black))") }
        guard adding else { return out }
        added.insert(name)
        let image = s.contents.map { $0 == ViewImage.none ? "nil" : "UIImage(systemName: \(SwiftLiteral.string($0)))" } ?? "nil"
        making += ["let \(v) = UIImageView(image: \(image))"] + out
        return ["\(s.parent ?? ViewPart.host.rawValue).addSubview(\(v))"]
    }

    /// CAReplicatorLayer's values where they are not the defaults: its instances, the delay
    /// each one's animations start after the one before ("the delay, in seconds, between
    /// replicated copies", Apple, instanceDelay), and the transform each applies to the one before.
    private func replicator(_ p: SublayerParameters, of v: String) -> [String] {
        var out: [String] = []
        if let count = p.instanceCount { out.append("\(v).instanceCount = \(count)") }
        if let delay = p.instanceDelay { out.append("\(v).instanceDelay = \(n(delay))") }
        if p.instanceScaleX != nil || p.instanceScaleY != nil || p.instanceRotation != nil || p.instanceTranslationX != nil || p.instanceTranslationY != nil {
            let t = UIKitLayerGeometry.transform(scaleX: p.instanceScaleX ?? 1, scaleY: p.instanceScaleY ?? 1, rotation: p.instanceRotation ?? 0,
                                                 translationX: p.instanceTranslationX ?? 0, translationY: p.instanceTranslationY ?? 0, Self.angleOrNumber)
            out.append("\(v).instanceTransform = \(t ?? "CATransform3DIdentity")")
        }
        return out
    }

    /// A number as the code set it; one that is exactly a fraction of a turn as a person
    /// computes it (`.pi / 3 * 5`, Double's own arithmetic, so the replay reads the same bits)
    /// is written so. Only an angle in practice: a scale or translation of exactly π·k/d is
    /// written so too, and reads back the same.
    static func angleOrNumber(_ v: Double) -> String {
        guard v != 0, abs(v) <= 8 * .pi else { return SwiftLiteral.number(v) }
        for d in 1...12 {
            for k in 1...(8 * d) {
                for sign in [1.0, -1.0] where sign * Double.pi / Double(d) * Double(k) == v {
                    let head = sign < 0 ? "-.pi" : ".pi"
                    return head + (d == 1 ? "" : " / \(d)") + (k == 1 ? "" : " * \(k)")
                }
            }
        }
        return SwiftLiteral.number(v)
    }

    /// A colour as the `CGColor` a layer holds; a clear one `nil` (no fill, no stroke: "nil
    /// … the default" of strokeColor, Apple, CAShapeLayer), as a person writes it.
    static func cgColor(_ c: RGBA) -> String {
        c == .clear ? "nil" : "\(UIKitViewState.color(c)).cgColor"
    }

    /// CALayer.contents for an image name: the host's own icon an asset (`UIImage(named:)`,
    /// which the Swift-file input draws as the host's icon), a built-in icon by its name, a
    /// symbol by `UIImage(systemName:)`, none `nil`. A layer's contents is a `CGImage`
    /// (Apple, CALayer.contents: "you can assign a CGImage to this property").
    private static func contents(_ image: String) -> String {
        switch image {
        case ViewImage.none: "nil"
        case ViewImage.host: "UIImage(named: \"icon\")?.cgImage"
        case _ where ViewImage.isSymbol(image): "UIImage(systemName: \(SwiftLiteral.string(image)))?.cgImage"
        default: "UIImage(named: \(SwiftLiteral.string(image)))?.cgImage"
        }
    }

    /// CAShapeLayer.path as a `UIBezierPath` built element by element (`move(to:)`,
    /// `addLine(to:)`, `addCurve(to:controlPoint1:controlPoint2:)`, `close()`), in the layer's
    /// coordinates; its `cgPath` is the layer's path.
    private static func path(_ text: String, of v: String, named path: String) -> [String] {
        let elements = (try? ShapePathText.elements(text)) ?? []
        guard !elements.isEmpty else { return ["\(v).path = nil"] }
        func p(_ x: Double, _ y: Double) -> String { UIKitLayerGeometry.point(x, y, SwiftLiteral.number) }
        var out = ["let \(path) = UIBezierPath()"]
        for e in elements {
            switch e {
            case .move(let a): out.append("\(path).move(to: \(p(a.x, a.y)))")
            case .line(let a): out.append("\(path).addLine(to: \(p(a.x, a.y)))")
            case .curve(let c1, let c2, let a):
                out.append("\(path).addCurve(to: \(p(a.x, a.y)), controlPoint1: \(p(c1.x, c1.y)), controlPoint2: \(p(c2.x, c2.y)))")
            case .close: out.append("\(path).close()")
            }
        }
        out.append("\(v).path = \(path).cgPath")
        return out
    }
}
