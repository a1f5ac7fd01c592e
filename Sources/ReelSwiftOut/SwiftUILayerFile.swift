import Foundation
import ReelModels
import ReelSwiftUI
import ReelTimeline

/// `-o x.swift --swift-api uikit` of a SwiftUI file (issue 39 item 4, issue 40 item 4): the
/// views the stage drew, as UIKit draws them in a host view, with their motion as
/// `CAKeyframeAnimation`s of only the numbers that move.
///
/// Each view any frame draws (`SwiftUIPlacedTree.views`: the union of the frames' views, one
/// that is not drawn at a frame there at opacity 0) is, back to front in a view of no size at
/// the host's centre: a filled shape a `CALayer` whose `anchorPoint` is its top-leading corner,
/// so its `position`, `bounds`, `transform` (a scale, then a rotation, about that corner) and
/// `opacity` are the placed form's numbers, and its `backgroundColor` and `cornerRadius` are its
/// fill (a `Rectangle` or a `Color` square-cornered, a `Capsule` rounded by half its shorter side
/// — `Capsule(style:)` defaults to `.circular`, as `CALayer.cornerRadius` draws — a `Circle` a
/// square of the shorter side, centred, rounded by half of it); a `Text` a `UILabel`; a symbol a
/// `UIImageView`; and a `clipShape` a `UIView` that clips to its bounds (`clipsToBounds`, its
/// layer's `cornerRadius` the shape's), holding the views SwiftUI clipped in that clip's space.
/// Views, layers and clips are bound to no part: the Swift-file input draws a view in a part's
/// tree as UIKit does, in its place among the layers (docs/swift-files.md), and the first line
/// replays the file through it.
///
/// The motion is sampled at the clip's frames (straight between, `calculationMode` linear):
/// exact at every frame, as the replay compares it. A `RoundedRectangle`'s corners (a fill's or
/// a clip's, `cornerRadius(_:)` too) are continuous, a layer's `cornerCurve = .continuous`.
/// What has no exact Core Animation form here is refused by name with what is written
/// (`written`): an `Ellipse`, a stroke, a blur, a shadow, a text SwiftUI cross-fades. A fill
/// colour that changes is its layer's `backgroundColor`, animated at the frames.
public enum SwiftUILayerFile {
    /// What the UIKit form writes, for refusals.
    public static let written = "filled Rectangle, RoundedRectangle, Capsule, Circle and Color views, "
        + "Texts and Image(systemName:) symbols, clipped by a Rectangle, RoundedRectangle, Capsule or Circle or not, "
        + "laid out, sized, offset, scaled, turned, faded, inserted and removed as the frames draw them"

    /// The names of the replay's setup values: no host icon and no badge, so only the layers
    /// draw; the views bound as the label and the badge.
    public static let replayNames = ["icon", "count", "leadIn", "hold", "view"]

    /// What a layer draws: a filled shape (a `CALayer`), a text (a `UILabel`), a symbol (a
    /// `UIImageView`), or a clip (a `UIView` with `clipsToBounds`, its layer's `cornerRadius`
    /// the shape's) holding the views SwiftUI clipped.
    private enum Content: Equatable {
        case fill(ShapeKind)
        case text(Font)
        case symbol
        case clip(ShapeKind)

        var isClip: Bool { if case .clip = self { true } else { false } }
    }

    /// One layer: what it is, its constant colour, its text or symbol at every frame and its
    /// numbers at every frame (a fill's about its top-leading corner in the content layer, a
    /// view's about its centre, from the host's centre).
    private struct Layer {
        var name = ""
        var content: Content
        /// The view's kind (`capsule`, `bell`, `text`).
        var kind: String
        var color: RGBA
        var strings: [String] = []
        /// A symbol's colour at each frame (its image view's tintColor), where it changes.
        var colors: [RGBA] = []
        /// A fill's colour at each frame (its layer's backgroundColor, which Core Animation
        /// animates), where it changes.
        var fills: [RGBA] = []
        var x: [Double] = [], y: [Double] = [], width: [Double] = [], height: [Double] = []
        var scaleX: [Double] = [], scaleY: [Double] = [], rotation: [Double] = [], opacity: [Double] = [], radius: [Double] = []
        /// The clip it is drawn in (an index of the layers, before it), nil for the content.
        var parent: Int?
        /// A clip's shape at every frame, and where what it holds is drawn from in the clip's
        /// frame (a circle's square is inset in a frame wider or taller than it).
        var clips: [SwiftUIPlacedTree.Clip] = []
        var insets: [(x: Double, y: Double)] = []
        /// A clip whose fill (the background SwiftUI clipped to it) is its own background.
        var filled = false

        var isView: Bool { if case .fill = content { false } else { true } }
    }

    public static func source(_ request: SwiftUIViewFile.Request) throws(SwiftOutRefusal) -> String {
        let clip = request.clip
        let subject = clip.contentName
        guard let layout = request.layout else { throw SwiftOutRefusal(subject, "written as UIKit only with the layout that draws it") }
        guard clip.frames.count > 1 else { throw SwiftOutRefusal(subject, "the clip has one frame: there is no motion to write") }
        // A text a change cross-fades is two labels at the frames of its fade: the old text
        // fading out and the new one fading in, each one label from first frame to last
        // (`continuingFades`).
        let union = continuingFades(try SwiftUIPlacedTree.views(clip, drawn: ClipLayout(measure: layout.measure).frames(of: clip)))
        var layers: [Layer] = []
        // A view of a kind not written is named before an effect on another.
        for drawn in union.drawn {
            switch drawn[0].leaf {
            case .shape(.rectangle), .shape(.capsule), .shape(.circle), .shape(.roundedRectangle), .color, .text, .image: continue
            default: throw SwiftOutRefusal(subject, "\(describe(drawn[0].leaf)): not written as UIKit yet (the UIKit form writes \(written))")
            }
        }
        // Which frames show each layer (a clip, those its first view is in).
        var present: [[Bool]] = []
        for (v, drawn) in union.drawn.enumerated() {
            let views = clippedFills(drawn) ?? drawn
            let first = views[0]
            let kind = SwiftUIViewSource.name(of: first.leaf)
            let content: Content, color: RGBA
            switch first.leaf {
            case let .shape(k) where k == .rectangle || k == .capsule || k == .circle || k.isRoundedRectangle:
                guard let c = first.color else { throw SwiftOutRefusal(subject, "a shape without a fill colour: not written as UIKit (the UIKit form writes \(written))") }
                content = .fill(k); color = c
            case let .color(c):
                content = .fill(.rectangle); color = c
            case let .text(_, font):
                guard let c = first.color else { throw SwiftOutRefusal(subject, "a Text without a colour: not written as UIKit (the UIKit form writes \(written))") }
                content = .text(font); color = c
            case .image:
                guard let c = first.color else { throw SwiftOutRefusal(subject, "a symbol without a colour: not written as UIKit (the UIKit form writes \(written))") }
                content = .symbol; color = c
            default:
                throw SwiftOutRefusal(subject, "\(describe(first.leaf)): not written as UIKit yet (the UIKit form writes \(written))")
            }
            let isFill = { if case .fill = content { true } else { false } }()
            // A symbol's colour is its image view's tintColor, which UIKit does not animate
            // (UIView's animatable properties are its frame, bounds, center, transform, alpha
            // and backgroundColor [Apple, UIView "Animations"]): a colour SwiftUI changes is set
            // at the frame that first shows it, as a swapped symbol is.
            for d in views {
                if let effect = (d.inner + d.outer).first {
                    throw SwiftOutRefusal(subject, "a \(effectName(effect)) on a \(kind): not written as UIKit yet (the UIKit form writes \(written))")
                }
                let c = d.color ?? { if case let .color(c) = d.leaf { return c } else { return color } }()
                guard c == color || content == .symbol || isFill else { throw SwiftOutRefusal(subject, "a \(kind) whose colour changes: not written as UIKit yet (the UIKit form writes \(written))") }
            }
            // A view SwiftUI clips is drawn in a clip view (`clipsToBounds`) of the clip's shape:
            // the one before it where that is the same clip at every frame (a background and
            // its text under one `cornerRadius`), else a new one. Its numbers are then in the
            // clip's space (`SwiftUIPlacedTree.Drawn`: where the clip's frame is scaled and
            // turned, the view is in that frame's own units).
            let clips = views.map(\.clip)
            var parent: Int?
            if clips.contains(where: { $0 != nil }) {
                guard let shapes = clips as? [SwiftUIPlacedTree.Clip] else {
                    throw SwiftOutRefusal(subject, "a clipShape on a \(kind) at some frames only: not written as UIKit yet (the UIKit form writes \(written))")
                }
                if let last = layers.indices.last, let p = layers[last].parent ?? (layers[last].content.isClip ? last : nil),
                   sameClip(layers[p].clips, shapes) {
                    parent = p
                } else {
                    layers.append(try clipLayer(shapes, sizes: union.sizes, subject: subject))
                    present.append(union.present[v])
                    parent = layers.count - 1
                }
            }
            var layer = Layer(content: content, kind: kind, color: color)
            layer.parent = parent
            // In a clip, from the clip's corner (its numbers are in its space); else from the
            // content's centre.
            let sizes = parent == nil ? union.sizes : union.sizes.map { _ in Size(width: 0, height: 0) }
            if case let .fill(shape) = content {
                numbers(of: &layer, views, shape: shape, sizes: sizes)
                // A fill's colour SwiftUI changes is its layer's backgroundColor, animated at
                // the frames as its numbers are ("backgroundColor … Animatable", Apple, CALayer).
                let fills = views.map { d in d.color ?? { if case let .color(c) = d.leaf { return c } else { return color } }() }
                if fills.contains(where: { $0 != fills[0] }) { layer.fills = fills }
            } else {
                numbers(of: &layer, views, shape: .rectangle, sizes: sizes, aboutCentre: true)
                if content == .symbol { layer.colors = views.map { $0.color ?? color } }
                layer.strings = views.map { d in
                    switch d.leaf {
                    case let .text(s, _): s
                    case let .image(name, _): name
                    default: ""
                    }
                }
            }
            // A circle clip's view is the square of the frame's shorter side, centred in it:
            // what it holds moves by that square's corner.
            if let parent {
                for (k, inset) in layers[parent].insets.enumerated() {
                    layer.x[k] -= inset.x; layer.y[k] -= inset.y
                }
            }
            layers.append(layer)
            present.append(union.present[v])
        }
        guard !layers.isEmpty else { throw SwiftOutRefusal(subject, "it draws no view") }
        foldFillsIntoClips(&layers, &present)
        // The content view is the SwiftUI view's frame at the first frame, centred in the host:
        // what it holds is placed from its top-leading corner, as SwiftUI laid it out (a
        // content whose size changes stays centred, as SwiftUI's does: its views move by half
        // the change).
        let contentSize = union.sizes[0]
        for i in layers.indices where layers[i].parent == nil {
            layers[i].x = layers[i].x.map { $0 + contentSize.width / 2 }
            layers[i].y = layers[i].y.map { $0 + contentSize.height / 2 }
        }
        let names = Self.names(zip(layers, present).map { ($0.kind, $0.content, $0.filled, $1) })
        for i in layers.indices { layers[i].name = names[i] }
        // The motion lasts half a frame past the last frame, holding it there: the replay draws
        // the frames in [0, duration) (`Clip.frameCount`), so it draws every frame of the
        // original, the last one inside the animation (not the layer's own value, which
        // `CALayer.opacity`, a Float, would round).
        let fps = clip.fps, last = clip.frames.count - 1
        let duration = (Double(last) + 0.5) / fps
        let keyTimes = (0...last).map { Double($0) / (Double(last) + 0.5) } + [1]
        let swapping = layers.filter { l in l.strings.contains { $0 != l.strings[0] } || l.colors.contains { $0 != l.colors[0] } }
        // A text's or symbol's size that changes only where its content does (a label that
        // grows by a dot) is set with the content, as a person resizes a label with its text;
        // else it is animated with the rest.
        let resized = layers.map { l -> Bool in
            guard l.isView, l.strings.contains(where: { $0 != l.strings[0] }), moves(l.width) || moves(l.height) else { return false }
            return (1..<l.strings.count).allSatisfy { k -> Bool in
                let same = l.width[k] == l.width[k - 1] && l.height[k] == l.height[k - 1]
                return same || l.strings[k] != l.strings[k - 1]
            }
        }
        let moving = zip(layers, resized).map { l, resized in
            properties(l).filter { moves($0.values) && !(resized && $0.keyPath.hasPrefix("bounds.size.")) }
        }
        let recoloured = layers.map { !$0.fills.isEmpty }
        guard moving.contains(where: { !$0.isEmpty }) || !swapping.isEmpty || recoloured.contains(true) else {
            throw SwiftOutRefusal(subject, "nothing in it moves: there is no motion to write")
        }

        let animates = moving.contains { !$0.isEmpty } || recoloured.contains(true)
        let function = SwiftLiteral.identifier(SwiftOut.stem(request.fileName), prefix: "play")
        var body = SwiftLines()
        let views = layers.filter(\.isView)
        let hasClips = layers.contains { $0.content.isClip }
        body.add("/// \(UserText.comment(subject)) as BadgeReel drew it, centred in `host`, back to front: its shapes as layers, each")
        body.add("/// placed by its top-leading corner (`anchorPoint` .zero, as SwiftUI's frames are)\(views.isEmpty ? "" : ", its texts and symbols as views")\(hasClips ? ", what it clips in views that clip to their bounds" : ""),")
        body.add("/// then its motion, \(SwiftLiteral.computed(Double(last) / fps)) s from the call.")
        // UIView is main-actor isolated (Apple, "UIView": @MainActor class UIView).
        body.add("@MainActor")
        body.block("func \(function)(host: UIView) {") { l in
            // The view's frame centred in the host, holding the rest in the order SwiftUI draws
            // them (a subview or a sublayer added later is drawn above).
            let w = SwiftLiteral.computed(contentSize.width), h = SwiftLiteral.computed(contentSize.height)
            let halfW = SwiftLiteral.computed(contentSize.width / 2), halfH = SwiftLiteral.computed(contentSize.height / 2)
            l.add("let content = UIView(frame: CGRect(x: host.bounds.midX - \(halfW), y: host.bounds.midY - \(halfH), width: \(w), height: \(h)))")
            l.add("host.addSubview(content)")
            for layer in layers {
                l.add("")
                let n = layer.name
                let parent = layer.parent.map { layers[$0].name } ?? "content"
                switch layer.content {
                case .fill:
                    l.add("let \(n) = CALayer()")
                    l.add("\(n).anchorPoint = .zero")
                    l.add("\(n).bounds = \(rect(layer.width[0], layer.height[0]))")
                    // Core Animation's default position, (0, 0), is not written.
                    if layer.x[0] != 0 || layer.y[0] != 0 { l.add("\(n).position = \(point(layer.x[0], layer.y[0]))") }
                    l.add("\(n).backgroundColor = \(UIKitViewState.color(layer.color)).cgColor")
                    // Core Animation's defaults (a radius of 0, an opacity of 1) are not written.
                    if layer.radius[0] != 0 { l.add("\(n).cornerRadius = \(SwiftLiteral.computed(layer.radius[0]))") }
                    // SwiftUI's RoundedRectangle has continuous corners by default [Apple,
                    // RoundedRectangle.init(cornerRadius:style:)]; a layer's are circular
                    // unless its cornerCurve says so (iOS 13) [Apple, CALayer.cornerCurve].
                    if case .fill(let shape) = layer.content, shape.isRoundedRectangle { l.add("\(n).cornerCurve = .continuous") }
                    if let t = transform(layer, at: 0) { l.add("\(n).transform = \(t)") }
                    if layer.opacity[0] != 1 { l.add("\(n).opacity = \(SwiftLiteral.computed(layer.opacity[0]))") }
                    l.add("\(parent).layer.addSublayer(\(n))")
                case let .text(font):
                    // A UILabel the size SwiftUI gave the text, centred on it as SwiftUI draws a line.
                    l.add("let \(n) = UILabel()")
                    l.add("\(n).text = \(SwiftLiteral.string(layer.strings[0]))")
                    l.add("\(n).font = \(uiFont(font))")
                    l.add("\(n).textColor = \(UIKitViewState.color(layer.color))")
                    l.add("\(n).textAlignment = .center")
                    placeView(n, layer, in: parent, &l)
                case .symbol:
                    // UIImage(systemName:) is a template image: the view's tintColor fills it
                    // (Apple, "Configuring and displaying symbol images in your UI").
                    l.add("let \(n) = UIImageView(image: UIImage(systemName: \(SwiftLiteral.string(layer.strings[0]))))")
                    l.add("\(n).tintColor = \(UIKitViewState.color(layer.color))")
                    // SwiftUI draws the symbol at the shorter side of its frame, centred (the
                    // font size it was given is that side / 1.2). The view's configuration sizes
                    // every image it is given (the swaps' too), at the point size UIKit would
                    // draw that side at; where a frame is not square, `.scaleAspectFit` fits it
                    // as SwiftUI does (`.scaleToFill`, the default, would stretch it).
                    let side = min(layer.width[0], layer.height[0])
                    if abs(side - Self.defaultSymbolSide) > 1e-12 {
                        l.add("\(n).preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: \(SwiftLiteral.computed(side * 20 / 24)))")
                    }
                    if zip(layer.width, layer.height).contains(where: { abs($0 - $1) > 1e-12 }) { l.add("\(n).contentMode = .scaleAspectFit") }
                    placeView(n, layer, in: parent, &l)
                case .clip:
                    // UIView.clipsToBounds: "subviews are confined to the bounds of the view",
                    // its layer's masksToBounds, which clips to the rounded corners too [Apple,
                    // CALayer.cornerRadius: "Setting the radius to a value greater than 0.0
                    // causes the layer to begin drawing rounded corners on its background. By
                    // default, the corner radius does not apply to the image in the layer's
                    // contents property; it applies only to the background color and border of
                    // the layer. However, setting the masksToBounds property to true causes
                    // the content to be clipped to the rounded corners."].
                    l.add("let \(n) = UIView()")
                    if layer.filled { l.add("\(n).backgroundColor = \(UIKitViewState.color(layer.color))") }
                    l.add("\(n).clipsToBounds = true")
                    if layer.radius[0] != 0 { l.add("\(n).layer.cornerRadius = \(SwiftLiteral.computed(layer.radius[0]))") }
                    if case .clip(let shape) = layer.content, shape.isRoundedRectangle { l.add("\(n).layer.cornerCurve = .continuous") }
                    placeView(n, layer, in: parent, &l)
                }
            }
            if animates {
                l.add("")
                l.add("// The motion: each number that moves, sampled at the clip's \(plainNumber(fps)) frames a second (exact at every")
                l.add("// frame, straight between); each layer's own value is where it ends, shown once the animation is over.")
                l.add("let duration: CFTimeInterval = \(SwiftLiteral.number(duration))")
                l.block("func play(_ layer: CALayer, _ keyPath: String, _ values: [CGFloat], _ keyTimes: [Double]) {") { l in
                    l.add("let animation = CAKeyframeAnimation(keyPath: keyPath)")
                    l.add("animation.values = values")
                    l.add("animation.keyTimes = keyTimes.map { NSNumber(value: $0) }")
                    l.add("animation.duration = duration")
                    l.add("layer.add(animation, forKey: keyPath)")
                }
                if recoloured.contains(true) {
                    l.block("func playColors(_ layer: CALayer, _ keyPath: String, _ values: [CGColor], _ keyTimes: [Double]) {") { l in
                        l.add("let animation = CAKeyframeAnimation(keyPath: keyPath)")
                        l.add("animation.values = values")
                        l.add("animation.keyTimes = keyTimes.map { NSNumber(value: $0) }")
                        l.add("animation.duration = duration")
                        l.add("layer.add(animation, forKey: keyPath)")
                    }
                }
            }
            for ((layer, props), resized) in zip(zip(layers, moving), resized) where !props.isEmpty {
                let n = layer.name
                // Where it ends, where that is not where it starts.
                func ends(_ series: [[Double]]) -> Bool { series.contains { abs($0[last] - $0[0]) > 1e-12 } }
                if layer.isView {
                    if ends([layer.x, layer.y]) { l.add("\(n).center = \(point(layer.x[last], layer.y[last]))") }
                    if ends([layer.width, layer.height]) && !resized { l.add("\(n).bounds = \(rect(layer.width[last], layer.height[last]))") }
                    if ends([layer.scaleX, layer.scaleY, layer.rotation]) { l.add("\(n).layer.transform = \(transform(layer, at: last) ?? "CATransform3DIdentity")") }
                    if ends([layer.opacity]) { l.add("\(n).alpha = \(SwiftLiteral.computed(layer.opacity[last]))") }
                    if ends([layer.radius]) { l.add("\(n).layer.cornerRadius = \(SwiftLiteral.computed(layer.radius[last]))") }
                } else {
                    if ends([layer.x, layer.y]) { l.add("\(n).position = \(point(layer.x[last], layer.y[last]))") }
                    if ends([layer.width, layer.height]) { l.add("\(n).bounds = \(rect(layer.width[last], layer.height[last]))") }
                    if ends([layer.scaleX, layer.scaleY, layer.rotation]) { l.add("\(n).transform = \(transform(layer, at: last) ?? "CATransform3DIdentity")") }
                    if ends([layer.opacity]) { l.add("\(n).opacity = \(SwiftLiteral.computed(layer.opacity[last]))") }
                    if ends([layer.radius]) { l.add("\(n).cornerRadius = \(SwiftLiteral.computed(layer.radius[last]))") }
                }
                for prop in props {
                    let values = prop.values + [prop.values[last]]
                    let kept = keyframes(values, at: keyTimes)
                    let target = layer.isView ? n + ".layer" : n
                    l.add("play(\(target), \(SwiftLiteral.string(prop.keyPath)),")
                    l.indented { l in
                        l.add("[\(kept.map { SwiftLiteral.computed(values[$0]) }.joined(separator: ", "))],")
                        l.add("[\(kept.map { SwiftLiteral.computed(keyTimes[$0]) }.joined(separator: ", "))])")
                    }
                }
            }
            // A fill's colour at the frames that change it (and the ones around), every such
            // frame kept: the input draws a UIColor at 8 bits a channel, so a colour between
            // two kept ones would be off by up to a step where a straight stretch is pruned.
            for layer in layers where !layer.fills.isEmpty {
                let n = layer.name
                // A view's backgroundColor is a UIColor, its layer's a CGColor.
                if layer.fills[last] != layer.fills[0] {
                    l.add("\(n).backgroundColor = \(UIKitViewState.color(layer.fills[last]))\(layer.isView ? "" : ".cgColor")")
                }
                let values = layer.fills + [layer.fills[last]]
                let kept = values.indices.filter { k in k == 0 || k == values.count - 1 || values[k] != values[k - 1] || values[k] != values[k + 1] }
                l.add("playColors(\(n)\(layer.isView ? ".layer" : ""), \"backgroundColor\",")
                l.indented { l in
                    l.add("[\(kept.map { UIKitViewState.color(values[$0]) + ".cgColor" }.joined(separator: ", "))],")
                    l.add("[\(kept.map { SwiftLiteral.computed(keyTimes[$0]) }.joined(separator: ", "))])")
                }
            }
            // A text or symbol is swapped at once, as SwiftUI swaps a view's content when its
            // identity stays and no animation cross-fades it (a text's cross-fade is refused
            // above): set at the frame that first shows it.
            for layer in swapping {
                let n = layer.name
                let resizes = zip(layers, resized).contains { $0.name == n && $1 }
                let swaps = layer.strings.contains { $0 != layer.strings[0] }
                let tints = layer.colors.contains { $0 != layer.colors[0] }
                let what = layer.content == .symbol ? (swaps && tints ? "The symbol and its colour" : tints ? "The symbol's colour" : "The symbol") : "The text"
                l.add("")
                l.add("// \(what) as the frames show it: each change between the frame before and the first that shows it\(resizes ? ", with its size" : "").")
                for k in 1...last where layer.strings[k] != layer.strings[k - 1] || (tints && layer.colors[k] != layer.colors[k - 1]) {
                    let at = SwiftLiteral.computed((Double(k) - 0.5) / fps)
                    var sets: [String] = []
                    if layer.strings[k] != layer.strings[k - 1] {
                        sets.append(layer.content == .symbol
                            ? "\(n).image = UIImage(systemName: \(SwiftLiteral.string(layer.strings[k])))"
                            : "\(n).text = \(SwiftLiteral.string(layer.strings[k]))")
                        if resizes, layer.width[k] != layer.width[k - 1] || layer.height[k] != layer.height[k - 1] {
                            // The bounds about the centre, as UIView's `bounds` resizes a view.
                            sets.append("\(n).bounds.size = CGSize(width: \(SwiftLiteral.computed(layer.width[k])), height: \(SwiftLiteral.computed(layer.height[k])))")
                        }
                    }
                    if tints, layer.colors[k] != layer.colors[k - 1] { sets.append("\(n).tintColor = \(UIKitViewState.color(layer.colors[k]))") }
                    l.add("DispatchQueue.main.asyncAfter(deadline: .now() + \(at)) { \(sets.joined(separator: "; ")) }")
                }
            }
        }

        // No host icon and no badge of BadgeHub's: the layers and views are all that is drawn,
        // in the content view (bound as the badge), each bound to no part (the Swift-file input
        // draws a view in a part's tree as UIKit does, in its place among the layers). The clip starts as the call does and ends with the motion.
        // Where only contents change (no animation sets the clip's length), the replay holds the
        // last change for the rest of the original's clip.
        var lastChange = 0.0
        for l in swapping {
            for k in 1...last where l.strings[k] != l.strings[k - 1] || (!l.colors.isEmpty && l.colors[k] != l.colors[k - 1]) { lastChange = max(lastChange, (Double(k) - 0.5) / fps) }
        }
        let hold = animates ? "0" : SwiftLiteral.computed(duration - lastChange)
        // The content view is the first view added to the host, which the input would take as
        // the badge anyway (docs/swift-files.md, "Views the code creates"): bound by name, so the
        // line says what the scene's parts are. It draws nothing itself.
        let replay: [(name: String, text: String?)] = [("icon", "none"), ("count", "0"), ("leadIn", "0"), ("hold", hold), ("view", "content=badge")]
        return SwiftUIViewFile.head(request, call: "\(function)(host: host)", replay: replay + request.replayValues, generated: [
            "// Generated by BadgeReel (uikit): the views the command above drew, as Core Animation layers\(views.isEmpty ? "" : " and UIKit views"),",
            "// with their motion as CAKeyframeAnimations of only what moves. iOS 13 or later; nothing but UIKit.",
            "// The first line replays this file.",
        ], importing: "UIKit") + body.text
    }

    /// A view's place in `parent` at the first frame: its frame where nothing scales or turns
    /// it, else its bounds, centre and transform; its alpha where it is not 1; added to `parent`.
    private static func placeView(_ n: String, _ layer: Layer, in parent: String, _ l: inout SwiftLines) {
        if let t = transform(layer, at: 0) {
            l.add("\(n).bounds = \(rect(layer.width[0], layer.height[0]))")
            l.add("\(n).center = \(point(layer.x[0], layer.y[0]))")
            l.add("\(n).layer.transform = \(t)")
        } else {
            let x = layer.x[0] - layer.width[0] / 2, y = layer.y[0] - layer.height[0] / 2
            l.add("\(n).frame = CGRect(x: \(SwiftLiteral.computed(x)), y: \(SwiftLiteral.computed(y)), "
                + "width: \(SwiftLiteral.computed(layer.width[0])), height: \(SwiftLiteral.computed(layer.height[0])))")
        }
        if layer.opacity[0] != 1 { l.add("\(n).alpha = \(SwiftLiteral.computed(layer.opacity[0]))") }
        l.add("\(parent).addSubview(\(n))")
    }

    /// A text whose string changes under an animation cross-fades in SwiftUI (its content
    /// transition, docs/swiftui.md): while the fade plays the stage draws the old text (a
    /// departing copy, at a place under `~was`) fading out under the text's place, which shows
    /// the new string fading in. The union of the frames' views makes the text's place one view
    /// whose string changes as the fade begins and the copy another that appears then; here
    /// the copy continues the text as it was before (from the frame after the copy's last
    /// showing, or the first frame) and the text's place is hidden until the fade begins: two
    /// labels a person would keep, the old one fading out and the new one in, each string set
    /// once. Every frame draws what it drew (each view takes the other's drawing only where
    /// that one is hidden). UIView.transition's `.transitionCrossDissolve` is not used: it fades
    /// with a UIKit curve over a duration, not the change's animation (a spring above all).
    private static func continuingFades(_ union: SwiftUIPlacedTree.Views) -> SwiftUIPlacedTree.Views {
        var u = union
        func text(_ d: SwiftUIPlacedTree.Drawn) -> (String, Font)? { if case let .text(s, f) = d.leaf { (s, f) } else { nil } }
        let frames = u.sizes.count
        for b in u.keys.indices where u.keys[b].hasPrefix("~was") && u.drawn[b].first.flatMap(text) != nil {
            var start = 0
            var k0 = 0
            while k0 < frames {
                // The next frame the copy first shows after not showing.
                guard let shows = (k0..<frames).first(where: { u.present[b][$0] && ($0 == 0 || !u.present[b][$0 - 1]) }) else { break }
                defer {
                    let end = (shows..<frames).first { !u.present[b][$0] } ?? frames
                    start = end; k0 = end
                }
                guard shows > start, let (old, font) = text(u.drawn[b][shows]) else { continue }
                // The text's place: the view that showed the old string in that font the frame
                // before and shows another from this frame on.
                guard let a = u.keys.indices.first(where: { a in
                    a != b && u.present[a][shows - 1] && u.present[a][shows]
                        && text(u.drawn[a][shows - 1]).map { $0.0 == old && $0.1 == font } == true
                        && text(u.drawn[a][shows]).map { $0.0 != old && $0.1 == font } == true
                        && (start..<shows).allSatisfy { !u.present[b][$0] }
                }) else { continue }
                for k in start..<shows {
                    u.drawn[b][k] = u.drawn[a][k]; u.present[b][k] = u.present[a][k]
                    u.drawn[a][k] = u.drawn[a][shows]; u.drawn[a][k].opacity = 0; u.present[a][k] = false
                }
            }
        }
        return u
    }

    /// The clip view for a clip SwiftUI draws at these places: a `UIView` of its shape's frame
    /// (a circle's: the square of the shorter side, centred), placed about its centre as any
    /// view is, its layer's `cornerRadius` the shape's (a capsule's half its shorter side, as
    /// `Capsule(style:)`'s default `.circular` is drawn [Apple]; a RoundedRectangle's its radius,
    /// its corners continuous).
    private static func clipLayer(_ clips: [SwiftUIPlacedTree.Clip], sizes: [Size], subject: String) throws(SwiftOutRefusal) -> Layer {
        let kind = clips[0].kind
        guard clips.allSatisfy({ $0.kind == kind }) else {
            throw SwiftOutRefusal(subject, "a clipShape that changes its shape: not written as UIKit yet (the UIKit form writes \(written))")
        }
        switch kind {
        case .rectangle, .capsule, .circle, .roundedRectangle: break
        default:
            throw SwiftOutRefusal(subject, "a clipShape(Ellipse()): not written as UIKit yet (the UIKit form writes \(written))")
        }
        let frames = clips.map { c in
            SwiftUIPlacedTree.Drawn(leaf: .shape(kind), width: c.width, height: c.height, color: nil,
                                    scaleX: c.scaleX, scaleY: c.scaleY, rotation: c.rotation, x: c.x, y: c.y, opacity: 1)
        }
        var layer = Layer(content: .clip(kind), kind: SwiftUIViewSource.name(of: .shape(kind)), color: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        numbers(of: &layer, frames, shape: kind, sizes: sizes, aboutCentre: true)
        layer.clips = clips
        layer.insets = clips.map { c in
            guard kind == .circle else { return (0, 0) }
            let s = min(c.width, c.height)
            return ((c.width - s) / 2, (c.height - s) / 2)
        }
        return layer
    }

    /// A fill drawn just before a clip of its shape over exactly its frame at every frame, at
    /// full opacity (a background SwiftUI clipped with what it holds: `.background(Color.green)
    /// .clipShape(Circle())`), is the clip view's own background: one view, as a person writes
    /// it (`circle.backgroundColor = …`, `clipsToBounds`, the bell inside). UIKit draws a view's
    /// background under its subviews, clipped to its rounded bounds as they are.
    private static func foldFillsIntoClips(_ layers: inout [Layer], _ present: inout [[Bool]]) {
        var i = 1
        while i < layers.count {
            let f = layers[i - 1], c = layers[i]
            guard case let .clip(clipShape) = c.content, case let .fill(fillShape) = f.content, clipShape == fillShape,
                  f.parent == c.parent, f.opacity.allSatisfy({ $0 == 1 }),
                  sameFrames(fill: f, clip: c) else { i += 1; continue }
            layers[i].filled = true
            layers[i].color = f.color
            layers[i].fills = f.fills
            layers.remove(at: i - 1); present.remove(at: i - 1)
            for k in layers.indices { if let p = layers[k].parent, p >= i - 1 { layers[k].parent = p - 1 } }
        }
    }

    /// Whether a fill (placed by its top-leading corner) and a clip view (by its centre) cover
    /// one rectangle at every frame, within 1e-9 (far inside what the replay holds).
    private static func sameFrames(fill f: Layer, clip c: Layer) -> Bool {
        f.x.indices.allSatisfy { k in
            let w = f.width[k], h = f.height[k], r = f.rotation[k]
            let cx = f.x[k] + cos(r) * f.scaleX[k] * w / 2 - sin(r) * f.scaleY[k] * h / 2
            let cy = f.y[k] + sin(r) * f.scaleX[k] * w / 2 + cos(r) * f.scaleY[k] * h / 2
            return [cx - c.x[k], cy - c.y[k], w - c.width[k], h - c.height[k], f.scaleX[k] - c.scaleX[k], f.scaleY[k] - c.scaleY[k],
                    r - c.rotation[k], f.radius[k] - c.radius[k]].allSatisfy { abs($0) <= 1e-9 }
        }
    }

    /// Whether two views are clipped by one clip: the same shape at the same place at every frame.
    private static func sameClip(_ a: [SwiftUIPlacedTree.Clip], _ b: [SwiftUIPlacedTree.Clip]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { p, q in
            p.kind == q.kind && [p.width - q.width, p.height - q.height, p.scaleX - q.scaleX, p.scaleY - q.scaleY,
                                 p.rotation - q.rotation, p.x - q.x, p.y - q.y].allSatisfy { abs($0) <= 1e-12 }
        }
    }

    /// UIKit's default symbol size, body text's 17 pt, as our symbols' 1.2 em box: 20.4 pt.
    static let defaultSymbolSide = 17.0 * 24 / 20

    /// Each layer's name, from its view's kind and place (issue 40, as `SwiftUIFieldNames`
    /// names SwiftUI's fields): a shape by its kind (`capsule`), a symbol's image view by the
    /// symbol (`bellImage`), a text's label `textLabel`; where views of one kind repeat, each
    /// by its place among them (`secondCircle`). A layer of a kind that is drawn only where an
    /// earlier one of its kind is not (a departing view drawn over the tree it left, from the
    /// frame it leaves) is that view drawn again, named by its drawing (`capsuleSecondDrawing`).
    /// Never a counter.
    private static func names(_ layers: [(kind: String, content: Content, filled: Bool, present: [Bool])]) -> [String] {
        func word(_ l: (kind: String, content: Content, filled: Bool, present: [Bool])) -> String {
            switch l.content {
            case .fill: l.kind
            case .text: l.kind + "Label"
            case .symbol: l.kind + "Image"
            // A clip drawing its own background is the shape a person would name it for.
            case .clip: l.filled ? l.kind : l.kind + "Clip"
            }
        }
        func upper(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
        let words = layers.map(word)
        // The views: each a list of the layers it is drawn as, one after another.
        var views: [[Int]] = []
        for i in layers.indices {
            let again = views.firstIndex { view in
                words[view[0]] == words[i] && view.allSatisfy { j in !zip(layers[j].present, layers[i].present).contains { $0 && $1 } }
            }
            if let again { views[again].append(i) } else { views.append([i]) }
        }
        var names = [String](repeating: "", count: layers.count)
        for view in views {
            let ofKind = views.filter { words[$0[0]] == words[view[0]] }
            let place = ofKind.firstIndex { $0 == view } ?? 0
            for (drawing, i) in view.enumerated() {
                var name = words[i]
                if ofKind.count > 1 { name = SwiftUIFieldNames.ordinal(place + 1) + upper(name) }
                if drawing > 0 { name += upper(SwiftUIFieldNames.ordinal(drawing + 1)) + "Drawing" }
                names[i] = name
            }
        }
        return names
    }

    /// `UIFont` for a SwiftUI `Font`: a text style at its own weight is
    /// `preferredFont(forTextStyle:)` (Dynamic Type's size, as SwiftUI's style), any other the
    /// system font at the size and weight SwiftUI drew.
    private static func uiFont(_ font: Font) -> String {
        let weight = font.weight.map { ".\($0.rawValue)" } ?? ".regular"
        switch font.size {
        case let .style(style) where font.weight == nil:
            let names: [TextStyle: String] = [.largeTitle: "largeTitle", .title: "title1", .title2: "title2", .title3: "title3",
                                              .headline: "headline", .subheadline: "subheadline", .body: "body", .callout: "callout",
                                              .footnote: "footnote", .caption: "caption1", .caption2: "caption2"]
            return "UIFont.preferredFont(forTextStyle: .\(names[style] ?? "body"))"
        case let .style(style):
            return "UIFont.systemFont(ofSize: \(SwiftLiteral.computed(style.pointSize)), weight: \(weight))"
        case let .fixed(size):
            return "UIFont.systemFont(ofSize: \(SwiftLiteral.computed(size)), weight: \(weight))"
        }
    }

    /// A fill (a `Color` or a `Rectangle`) that fills the frame of its `clipShape` exactly at
    /// every frame, with nothing between them (`Color.red.frame(width: 8, height: 8)
    /// .clipShape(Circle())`): the clip's shape filled with its colour, where the clip is; nil
    /// for any other view. (Within 1e-12 of the clip's frame: far inside what the replay holds.)
    private static func clippedFills(_ views: [SwiftUIPlacedTree.Drawn]) -> [SwiftUIPlacedTree.Drawn]? {
        var out: [SwiftUIPlacedTree.Drawn] = []
        for d in views {
            guard let clip = d.clip, d.inner.isEmpty, clip.kind == .rectangle || clip.kind == .capsule || clip.kind == .circle || clip.kind.isRoundedRectangle else { return nil }
            let fill: RGBA
            switch d.leaf {
            case let .color(c): fill = c
            case .shape(.rectangle): guard let c = d.color else { return nil }; fill = c
            default: return nil
            }
            let fills = [abs(d.x), abs(d.y), abs(d.scaleX - 1), abs(d.scaleY - 1), abs(d.rotation),
                         abs(d.width - clip.width), abs(d.height - clip.height)].allSatisfy { $0 <= 1e-12 }
            guard fills else { return nil }
            var shape = d
            shape.leaf = .shape(clip.kind); shape.color = fill
            shape.width = clip.width; shape.height = clip.height
            shape.scaleX = clip.scaleX; shape.scaleY = clip.scaleY; shape.rotation = clip.rotation
            shape.x = clip.x; shape.y = clip.y
            shape.clip = nil
            out.append(shape)
        }
        return out
    }

    /// A view's layer numbers at every frame, about the content's centre (the frame's size
    /// changes where the layout does; SwiftUI's content stays centred): its top-leading corner,
    /// or (`aboutCentre`, a view's `center`) its centre.
    private static func numbers(of l: inout Layer, _ views: [SwiftUIPlacedTree.Drawn], shape: ShapeKind, sizes: [Size], aboutCentre: Bool = false) {
        var turn = 0.0
        for (d, size) in zip(views, sizes) {
            var x = d.x - size.width / 2, y = d.y - size.height / 2
            var w = d.width, h = d.height
            let c = cos(d.rotation), sn = sin(d.rotation)
            if shape == .circle {
                // A circle of the shorter side, centred in the frame: its square's corner is
                // the frame's moved by the scale and the turn.
                let s = min(w, h), qx = (w - s) / 2, qy = (h - s) / 2
                x += c * d.scaleX * qx - sn * d.scaleY * qy
                y += sn * d.scaleX * qx + c * d.scaleY * qy
                w = s; h = s
            }
            if aboutCentre {
                // The corner moved by half the frame, scaled and turned: the point a view's
                // transform keeps still (its layer's anchor point is its centre).
                x += c * d.scaleX * w / 2 - sn * d.scaleY * h / 2
                y += sn * d.scaleX * w / 2 + c * d.scaleY * h / 2
            }
            // A turn read from each frame's transform lies in (−π, π]; kept continuous from
            // frame to frame, so the layer does not spin back between two frames.
            var r = d.rotation
            if let previous = l.rotation.last {
                r += turn
                while r - previous > .pi { r -= 2 * .pi; turn -= 2 * .pi }
                while r - previous < -.pi { r += 2 * .pi; turn += 2 * .pi }
            }
            l.x.append(x); l.y.append(y); l.width.append(w); l.height.append(h)
            l.scaleX.append(d.scaleX); l.scaleY.append(d.scaleY); l.rotation.append(r); l.opacity.append(d.opacity)
            switch shape {
            case .rectangle: l.radius.append(0)
            // Continuous corners of the radius SwiftUI was given (the renderer limits them to
            // the frame as it limits SwiftUI's own).
            case let .roundedRectangle(r): l.radius.append(r)
            default: l.radius.append(min(w, h) / 2)
            }
        }
    }

    private static func properties(_ l: Layer) -> [(keyPath: String, values: [Double])] {
        [("position.x", l.x), ("position.y", l.y), ("bounds.size.width", l.width), ("bounds.size.height", l.height),
         ("transform.scale.x", l.scaleX), ("transform.scale.y", l.scaleY), ("transform.rotation.z", l.rotation),
         ("opacity", l.opacity), ("cornerRadius", l.radius)]
    }

    /// Whether a number moves: by more than 1e-12 (a view's centre, the corner moved by half
    /// its scaled and turned frame, carries float noise where nothing moves it; far inside the
    /// 1e-9 the replay holds).
    private static func moves(_ values: [Double]) -> Bool { values.contains { abs($0 - values[0]) > 1e-12 } }

    /// The keyframes a track keeps, of its `values` at `times`: the first, the last, and each
    /// one not on the straight line between the ones kept around it (within 1e-11, far inside
    /// the 1e-9 the replay holds), so a hold or a linear stretch is two keyframes. A stretch is
    /// at most 600 keyframes long, bounding the search.
    private static func keyframes(_ v: [Double], at times: [Double]) -> [Int] {
        var kept = [0]
        var i = 0
        while i < v.count - 1 {
            var j = i + 1
            while j + 1 < v.count, j + 1 - i <= 600 {
                let next = j + 1
                let straight = (i + 1..<next).allSatisfy { k in
                    let u = (times[k] - times[i]) / (times[next] - times[i])
                    return abs(v[i] + (v[next] - v[i]) * u - v[k]) <= 1e-11
                }
                guard straight else { break }
                j = next
            }
            kept.append(j)
            i = j
        }
        return kept
    }

    /// A layer's transform at frame `k`: its scale, then its turn; nil for none.
    private static func transform(_ l: Layer, at k: Int) -> String? {
        UIKitLayerGeometry.transform(scaleX: l.scaleX[k], scaleY: l.scaleY[k], rotation: l.rotation[k])
    }

    private static func rect(_ w: Double, _ h: Double) -> String { UIKitLayerGeometry.rect(w, h) }

    private static func point(_ x: Double, _ y: Double) -> String { UIKitLayerGeometry.point(x, y) }

    /// What a view the UIKit form does not write is, in the user's words.
    private static func describe(_ leaf: ViewNode) -> String {
        switch leaf {
        case let .text(s, _): "a Text (\(SwiftLiteral.string(s)))"
        case let .image(name, _): "a symbol (Image(systemName: \(SwiftLiteral.string(name))))"
        case .strokedShape: "a stroked shape"
        case .shape(.ellipse): "an Ellipse"
        default: "a view of another kind"
        }
    }

    private static func effectName(_ effect: ItemEffect) -> String {
        switch effect {
        case .blur: "blur"
        case .shadow: "shadow"
        case .clip: "clipShape"
        }
    }
}

extension ShapeKind {
    /// A `RoundedRectangle` of any radius (its corners continuous).
    var isRoundedRectangle: Bool { if case .roundedRectangle = self { true } else { false } }
}
