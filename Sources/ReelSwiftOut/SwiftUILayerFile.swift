import Foundation
import ReelModels
import ReelSwiftUI
import ReelTimeline

/// `-o x.swift --swift-api uikit` of a SwiftUI file (issue 39 item 4, issue 40 item 4): the
/// views the stage drew, as Core Animation layers in a host view, with their motion as
/// `CAKeyframeAnimation`s of only the numbers that move.
///
/// Each view any frame draws (`SwiftUIPlacedTree.views`: the union of the frames' views, one
/// that is not drawn at a frame there at opacity 0) is a `CALayer` whose `anchorPoint` is its
/// top-leading corner, so its `position`, `bounds`, `transform` (a scale, then a rotation,
/// about that corner) and `opacity` are the placed form's numbers, and its `backgroundColor`
/// and `cornerRadius` are its fill: a `Rectangle` or a `Color` square-cornered, a `Capsule`
/// rounded by half its shorter side (`Capsule(style:)` defaults to `.circular`, as
/// `CALayer.cornerRadius` draws), a `Circle` a square of the shorter side, centred, rounded by
/// half of it. Layers, not views: the Swift-file input draws the layers a host holds
/// (docs/swift-files.md), not views bound to no part, and the first line replays the file
/// through it.
///
/// The motion is sampled at the clip's frames (straight between, `calculationMode` linear):
/// exact at every frame, as the replay compares it. What has no exact Core Animation form here
/// is refused by name with what is written (`written`): a `Text` or a symbol (the replay draws
/// neither in a layer), a `RoundedRectangle` (its corners are continuous, a `CALayer`'s
/// circular unless `cornerCurve` is set, which the input does not evaluate), an `Ellipse`, a
/// stroke, a clip other than a fill's own frame's (`clippedFills`), a blur, a shadow, a fill
/// colour that changes.
public enum SwiftUILayerFile {
    /// What the UIKit form writes, for refusals.
    public static let written = "filled Rectangle, Capsule, Circle and Color views of a colour that does not change "
        + "(a Color or Rectangle clipped to its frame's Rectangle, Capsule or Circle too), "
        + "laid out, sized, offset, scaled, turned, faded, inserted and removed as the frames draw them"

    /// The names of the replay's setup values: no host icon and no badge, so only the layers draw.
    public static let replayNames = ["icon", "count", "leadIn", "hold"]

    /// One layer: what it is, its constant fill and its numbers at every frame.
    private struct Layer {
        var name: String
        var color: RGBA
        var x: [Double], y: [Double], width: [Double], height: [Double]
        var scaleX: [Double], scaleY: [Double], rotation: [Double], opacity: [Double], radius: [Double]
    }

    public static func source(_ request: SwiftUIViewFile.Request) throws(SwiftOutRefusal) -> String {
        let clip = request.clip
        let subject = clip.contentName
        guard let layout = request.layout else { throw SwiftOutRefusal(subject, "written as UIKit only with the layout that draws it") }
        guard clip.frames.count > 1 else { throw SwiftOutRefusal(subject, "the clip has one frame: there is no motion to write") }
        let union = try SwiftUIPlacedTree.views(clip, drawn: ClipLayout(measure: layout.measure).frames(of: clip))
        var layers: [Layer] = []
        var kinds: [String] = []
        // A view of a kind not written is named before an effect on another.
        for drawn in union.drawn {
            switch drawn[0].leaf {
            case .shape(.rectangle), .shape(.capsule), .shape(.circle), .color: continue
            default: throw SwiftOutRefusal(subject, "\(describe(drawn[0].leaf)): not written as UIKit yet (the UIKit form writes \(written))")
            }
        }
        for drawn in union.drawn {
            let views = clippedFills(drawn) ?? drawn
            let first = views[0]
            let kind: String, shape: ShapeKind, color: RGBA
            switch first.leaf {
            case let .shape(k) where k == .rectangle || k == .capsule || k == .circle:
                guard let c = first.color else { throw SwiftOutRefusal(subject, "a shape without a fill colour: not written as UIKit (the UIKit form writes \(written))") }
                shape = k; color = c; kind = "\(k)"
            case let .color(c):
                shape = .rectangle; color = c; kind = "color"
            default:
                throw SwiftOutRefusal(subject, "\(describe(first.leaf)): not written as UIKit yet (the UIKit form writes \(written))")
            }
            for d in views {
                if let effect = (d.inner + d.outer).first {
                    throw SwiftOutRefusal(subject, "a \(effectName(effect)) on a \(kind): not written as UIKit yet (the UIKit form writes \(written))")
                }
                if d.clip != nil { throw SwiftOutRefusal(subject, "a clipShape on a \(kind): not written as UIKit yet (the UIKit form writes \(written))") }
                let c = d.color ?? { if case let .color(c) = d.leaf { return c } else { return color } }()
                guard c == color else { throw SwiftOutRefusal(subject, "a \(kind) whose fill colour changes: not written as UIKit yet (the UIKit form writes \(written))") }
            }
            kinds.append(kind)
            layers.append(layer(views, shape: shape, color: color, sizes: union.sizes))
        }
        guard !layers.isEmpty else { throw SwiftOutRefusal(subject, "it draws no view") }
        for i in layers.indices {
            layers[i].name = kinds.filter({ $0 == kinds[i] }).count == 1 ? kinds[i] : kinds[i] + "\(kinds[..<i].filter { $0 == kinds[i] }.count + 1)"
        }
        // The motion lasts half a frame past the last frame, holding it there: the replay draws
        // the frames in [0, duration) (`Clip.frameCount`), so it draws every frame of the
        // original, the last one inside the animation (not the layer's own value, which
        // `CALayer.opacity`, a Float, would round).
        let fps = clip.fps, last = clip.frames.count - 1
        let duration = (Double(last) + 0.5) / fps
        let keyTimes = (0...last).map { Double($0) / (Double(last) + 0.5) } + [1]
        let moving = layers.map { l in properties(l).filter { moves($0.values) } }
        guard moving.contains(where: { !$0.isEmpty }) else { throw SwiftOutRefusal(subject, "nothing in it moves: there is no motion to write") }

        let function = SwiftLiteral.identifier(SwiftOut.stem(request.fileName), prefix: "play")
        var body = SwiftLines()
        body.add("/// \(UserText.comment(subject)) as BadgeReel drew it: its views as layers centred in `host`, each placed by its")
        body.add("/// top-leading corner (`anchorPoint` .zero, as SwiftUI's frames are), then its motion,")
        body.add("/// \(SwiftLiteral.computed(Double(last) / fps)) s from the call.")
        // UIView is main-actor isolated (Apple, "UIView": @MainActor class UIView).
        body.add("@MainActor")
        body.block("func \(function)(host: UIView) {") { l in
            l.add("let content = CALayer()")
            l.add("content.position = CGPoint(x: host.bounds.midX, y: host.bounds.midY)")
            l.add("host.layer.addSublayer(content)")
            for layer in layers {
                l.add("")
                let n = layer.name
                l.add("let \(n) = CALayer()")
                l.add("\(n).anchorPoint = .zero")
                l.add("\(n).bounds = \(rect(layer.width[0], layer.height[0]))")
                l.add("\(n).position = \(point(layer.x[0], layer.y[0]))")
                l.add("\(n).backgroundColor = \(UIKitViewState.color(layer.color)).cgColor")
                // Core Animation's defaults (a radius of 0, an opacity of 1) are not written.
                if layer.radius[0] != 0 { l.add("\(n).cornerRadius = \(SwiftLiteral.computed(layer.radius[0]))") }
                if let t = transform(layer, at: 0) { l.add("\(n).transform = \(t)") }
                if layer.opacity[0] != 1 { l.add("\(n).opacity = \(SwiftLiteral.computed(layer.opacity[0]))") }
                l.add("content.addSublayer(\(n))")
            }
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
            for (layer, props) in zip(layers, moving) where !props.isEmpty {
                let n = layer.name
                // Where it ends, where that is not where it starts.
                func ends(_ series: [[Double]]) -> Bool { series.contains { $0[last] != $0[0] } }
                if ends([layer.x, layer.y]) { l.add("\(n).position = \(point(layer.x[last], layer.y[last]))") }
                if ends([layer.width, layer.height]) { l.add("\(n).bounds = \(rect(layer.width[last], layer.height[last]))") }
                if ends([layer.scaleX, layer.scaleY, layer.rotation]) { l.add("\(n).transform = \(transform(layer, at: last) ?? "CATransform3DIdentity")") }
                if ends([layer.opacity]) { l.add("\(n).opacity = \(SwiftLiteral.computed(layer.opacity[last]))") }
                if ends([layer.radius]) { l.add("\(n).cornerRadius = \(SwiftLiteral.computed(layer.radius[last]))") }
                for prop in props {
                    let values = prop.values + [prop.values[last]]
                    let kept = keyframes(values, at: keyTimes)
                    l.add("play(\(n), \(SwiftLiteral.string(prop.keyPath)),")
                    l.indented { l in
                        l.add("[\(kept.map { SwiftLiteral.computed(values[$0]) }.joined(separator: ", "))],")
                        l.add("[\(kept.map { SwiftLiteral.computed(keyTimes[$0]) }.joined(separator: ", "))])")
                    }
                }
            }
        }

        // No host icon and no badge: the layers are all that is drawn. The clip starts as the
        // call does and ends with the motion.
        let replay: [(name: String, text: String?)] = [("icon", "none"), ("count", "0"), ("leadIn", "0"), ("hold", "0")] + request.replayValues
        return SwiftUIViewFile.head(request, call: "\(function)(host: host)", replay: replay, generated: [
            "// Generated by BadgeReel (uikit): the views the command above drew, as Core Animation layers, with",
            "// their motion as CAKeyframeAnimations of only what moves. iOS 13 or later; nothing but UIKit.",
            "// The first line replays this file.",
        ], importing: "UIKit") + body.text
    }

    /// A fill (a `Color` or a `Rectangle`) that fills the frame of its `clipShape` exactly at
    /// every frame, with nothing between them (`Color.red.frame(width: 8, height: 8)
    /// .clipShape(Circle())`): the clip's shape filled with its colour, where the clip is; nil
    /// for any other view. (Within 1e-12 of the clip's frame: far inside what the replay holds.)
    private static func clippedFills(_ views: [SwiftUIPlacedTree.Drawn]) -> [SwiftUIPlacedTree.Drawn]? {
        var out: [SwiftUIPlacedTree.Drawn] = []
        for d in views {
            guard let clip = d.clip, d.inner.isEmpty, clip.kind == .rectangle || clip.kind == .capsule || clip.kind == .circle else { return nil }
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
    /// changes where the layout does; SwiftUI's content stays centred).
    private static func layer(_ views: [SwiftUIPlacedTree.Drawn], shape: ShapeKind, color: RGBA, sizes: [Size]) -> Layer {
        var l = Layer(name: "", color: color, x: [], y: [], width: [], height: [],
                      scaleX: [], scaleY: [], rotation: [], opacity: [], radius: [])
        var turn = 0.0
        for (d, size) in zip(views, sizes) {
            var x = d.x - size.width / 2, y = d.y - size.height / 2
            var w = d.width, h = d.height
            if shape == .circle {
                // A circle of the shorter side, centred in the frame: its square's corner is
                // the frame's moved by the scale and the turn.
                let s = min(w, h), qx = (w - s) / 2, qy = (h - s) / 2
                let c = cos(d.rotation), sn = sin(d.rotation)
                x += c * d.scaleX * qx - sn * d.scaleY * qy
                y += sn * d.scaleX * qx + c * d.scaleY * qy
                w = s; h = s
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
            l.radius.append(shape == .rectangle ? 0 : min(w, h) / 2)
        }
        return l
    }

    private static func properties(_ l: Layer) -> [(keyPath: String, values: [Double])] {
        [("position.x", l.x), ("position.y", l.y), ("bounds.size.width", l.width), ("bounds.size.height", l.height),
         ("transform.scale.x", l.scaleX), ("transform.scale.y", l.scaleY), ("transform.rotation.z", l.rotation),
         ("opacity", l.opacity), ("cornerRadius", l.radius)]
    }

    private static func moves(_ values: [Double]) -> Bool { values.contains { $0 != values[0] } }

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

    /// A layer's transform at frame `k`: its scale, then its turn (`CATransform3DConcat(a, b)`
    /// is `a` then `b`, Apple: "Concatenate b to a"); nil for none.
    private static func transform(_ l: Layer, at k: Int) -> String? {
        let sx = l.scaleX[k], sy = l.scaleY[k], r = l.rotation[k]
        let scale = "CATransform3DMakeScale(\(SwiftLiteral.computed(sx)), \(SwiftLiteral.computed(sy)), 1)"
        let turn = "CATransform3DMakeRotation(\(SwiftLiteral.computed(r)), 0, 0, 1)"
        switch (sx == 1 && sy == 1, r == 0) {
        case (true, true): return nil
        case (false, true): return scale
        case (true, false): return turn
        case (false, false): return "CATransform3DConcat(\(scale), \(turn))"
        }
    }

    private static func rect(_ w: Double, _ h: Double) -> String {
        "CGRect(x: 0, y: 0, width: \(SwiftLiteral.computed(w)), height: \(SwiftLiteral.computed(h)))"
    }

    private static func point(_ x: Double, _ y: Double) -> String {
        "CGPoint(x: \(SwiftLiteral.computed(x)), y: \(SwiftLiteral.computed(y)))"
    }

    /// What a view the UIKit form does not write is, in the user's words.
    private static func describe(_ leaf: ViewNode) -> String {
        switch leaf {
        case let .text(s, _): "a Text (\(SwiftLiteral.string(s)))"
        case let .image(name, _): "a symbol (Image(systemName: \(SwiftLiteral.string(name))))"
        case .strokedShape: "a stroked shape"
        case .shape(.ellipse): "an Ellipse"
        case .shape(.roundedRectangle): "a RoundedRectangle (its continuous corners; CALayer's cornerCurve is not evaluated here)"
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
