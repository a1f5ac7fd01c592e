import Foundation
import ReelModels
import ReelSwiftUI
import ReelTimeline

/// A SwiftUI clip whose views change during it (issue 40: a view inserted or removed with its
/// transition, a matched geometry moving between two views, stacks re-laid out around them) as
/// one tree of every view any frame draws, each put where the stage drew it by numbers that
/// move: a `ZStack(alignment: .topLeading)` of the drawn views, each at its laid-out size, moved
/// by an `offset` (scaled and turned about its top-leading corner where the stage scaled or
/// turned it), faded by its `opacity` — 0 while it is not in the original's tree (before its
/// insertion, after its removal). What a transition does is then what its numbers do: an
/// `.opacity` transition is the opacity's keyframes, a `.move` or `.push` the offset's, a
/// `.scale` the scale's, and a view whose place changes because another came or went moves by
/// its offset, whether the stage moves it at once or animates it there.
///
/// The frames are the original's laid-out drawing (`ViewLayout.place`), so the tree replays
/// them item for item: the same content, frame, transform, opacity and colour at every frame,
/// drawn back to front in the same order.
enum SwiftUIPlacedTree {
    /// ReelSwiftUI's (Foundation has one of the name).
    private typealias Transform = ReelSwiftUI.AffineTransform

    /// One view's drawing at a frame: its top-leading corner at (`x`, `y`) of the content's
    /// space, the view scaled then turned about it (`R·S`).
    struct Drawn {
        var leaf: ViewNode
        var width: Double, height: Double
        var color: RGBA?
        var scaleX = 1.0, scaleY = 1.0, rotation = 0.0
        var x: Double, y: Double
        var opacity: Double
        /// The linear part of its transform (`scaleX`, `scaleY` and `rotation` as one matrix).
        var linear = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)
        /// The point its scale and turn keep still, as a fraction of its frame, where the frame
        /// is scaled or turned enough to say it (`anchor(of:)`).
        var still: (x: Double, y: Double, conditioning: Double)?
        /// Blurs and shadows inside its clip (innermost first), the clip, and those outside it.
        var inner: [ItemEffect] = []
        var clip: Clip?
        var outer: [ItemEffect] = []
    }

    /// A clip: the shape, filling a frame of this size at this place on screen.
    struct Clip {
        var kind: ShapeKind
        var width: Double, height: Double
        var scaleX: Double, scaleY: Double, rotation: Double
        var x: Double, y: Double
    }

    /// The frames of `clip` as trees of one shape (the union of the views drawn, in drawing
    /// order), from `drawn`, the clip as `ClipLayout` lays it out (the caller may have laid it
    /// out already to see whether its layout moves); and for each view's opacity that is 0
    /// while it is not in the original's tree, the jumps where it comes and goes (between the
    /// frame before and the frame that first shows the change: when within that 1/fps it
    /// happened is not recorded), so the file says them as `MoveKeyframe`s, not as ramps.
    static func frames(_ clip: ViewClip, drawn: [ClipLayout.Frame]) throws(SwiftOutRefusal) -> (frames: [ViewNode], presence: [ViewClipMotion.Number]) {
        let union = try views(clip, drawn: drawn)
        let views = union.drawn, present = union.present, order = union.keys
        return written(clip, views: views, present: present, order: order, sizes: union.sizes)
    }

    /// Every view any frame of `clip` draws (`drawn`, as `ClipLayout` lays it out), in drawing
    /// order, each at every frame: where it is not drawn, at opacity 0 as it is at the nearest
    /// frame it is drawn (`present` says which); and each frame's content size.
    struct Views {
        var keys: [String]
        /// By view, then frame.
        var drawn: [[Drawn]]
        var present: [[Bool]]
        var sizes: [Size]
    }

    static func views(_ clip: ViewClip, drawn: [ClipLayout.Frame]) throws(SwiftOutRefusal) -> Views {
        let subject = clip.contentName
        // As the renderer draws it (`ClipLayout`: each view's frame animated from change to
        // change, the content's centre at (0, 0)), moved back to the content's own space, where
        // the written tree lays it out before the replay centres it the same way.
        let placed = drawn.map { frame -> (size: Size, items: [PlacedItem]) in
            let back = Transform.translation(frame.size.width / 2, frame.size.height / 2)
            return (frame.size, frame.items.map { item in
                var item = item
                item.transform = back.concatenating(item.transform)
                item.effects = item.effects.map { effect in
                    guard case let .clip(kind, rect, transform) = effect else { return effect }
                    return .clip(kind, frame: rect, transform: back.concatenating(transform))
                }
                return item
            })
        }
        // Each drawn view by its place in the tree and what it is: a text whose string changes
        // stays one view; one whose font changes, or a symbol that becomes a shape, is another.
        // The union is in drawing order: a view first drawn at some frame goes after the view
        // drawn just before it there; one drawn in another order than before (a departing view
        // is drawn over the tree it left) is another view from that frame on.
        var order: [String] = []
        var current: [String: String] = [:]
        var instances: [String: Int] = [:]
        var baseOf: [String: String] = [:]
        var keyed: [[(key: String, item: PlacedItem)]] = []
        for (_, items) in placed {
            var seen: [String: Int] = [:]
            let bases = items.map { item -> String in
                let base = item.path + "#" + signature(item)
                seen[base, default: 0] += 1
                return seen[base]! > 1 ? base + "~\(seen[base]!)" : base
            }
            // A view whose place in the tree changed (a view before it in its builder came or
            // went) is the view drawn the same at the frame before under a place gone now.
            var vanished = (keyed.last ?? []).filter { !Set(bases).contains(baseOf[$0.key]!) }
            for (base, item) in zip(bases, items) where current[base] == nil && !order.contains(base) {
                guard let k = vanished.firstIndex(where: { $0.item.content == item.content && signature($0.item) == signature(item) }) else { continue }
                current[base] = vanished.remove(at: k).key
            }
            var after = -1
            var frame: [(key: String, item: PlacedItem)] = []
            for (base, item) in zip(bases, items) {
                var key = current[base] ?? base
                if let at = order.firstIndex(of: key), at > after {
                    after = at
                } else {
                    if order.contains(key) {
                        instances[base, default: 1] += 1
                        key = base + "'\(instances[base]!)"
                    }
                    current[base] = key
                    baseOf[key] = base
                    after += 1
                    order.insert(key, at: after)
                    guard order.count <= maximumViews else {
                        throw SwiftOutRefusal(subject, "its frames draw more than \(maximumViews) views in all (limit: \(maximumViews) for one written tree)")
                    }
                }
                frame.append((key, item))
            }
            keyed.append(frame)
        }
        let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        for (k, frame) in keyed.enumerated() {
            let places = frame.map { index[$0.key]! }
            if places != places.sorted() {
                throw SwiftOutRefusal(subject, "its views change their drawing order at \(plainNumber(Double(k) / clip.fps)) s: not written as Swift yet")
            }
        }
        // Each view at each frame it is drawn.
        var drawn = [[Drawn?]](repeating: [Drawn?](repeating: nil, count: keyed.count), count: order.count)
        for (k, frame) in keyed.enumerated() {
            for (key, item) in frame { drawn[index[key]!][k] = try self.drawn(item, subject: subject) }
        }
        // Where a view is not drawn it is there at opacity 0, as it is at the nearest frame it
        // is drawn (before its insertion as it first shows, after its removal as it last did).
        let present = drawn.map { $0.map { $0 != nil } }
        for v in drawn.indices {
            let shown = drawn[v].indices.filter { drawn[v][$0] != nil }
            for k in drawn[v].indices where drawn[v][k] == nil {
                let near = shown.last(where: { $0 < k }) ?? shown.first(where: { $0 > k })!
                drawn[v][k] = drawn[v][near]
                drawn[v][k]!.opacity = 0
            }
        }
        return Views(keys: order, drawn: drawn.map { $0.map { $0! } }, present: present, sizes: placed.map(\.size))
    }

    /// The union as one tree a frame, and the presence jumps of the views that fade.
    private static func written(_ clip: ViewClip, views: [[Drawn]], present: [[Bool]], order: [String], sizes: [Size]) -> (frames: [ViewNode], presence: [ViewClipMotion.Number]) {
        // Each view scaled and turned about the point its frames keep still (a badge scaled
        // about its centre is `.scaleEffect(value.scale)`), where that point is the same
        // fraction of its frame at every frame: its offset is then where the layout put it,
        // which moves as the layout's animation does, not as the product of a scale and a
        // move; about its top-leading corner otherwise. The offset is what puts it where the
        // stage drew it either way: `at − (I − L)·A` for the anchor `A` in its frame.
        var views = views
        let anchors = views.map(anchor(of:))
        for v in views.indices {
            for k in views[v].indices {
                let d = views[v][k], l = d.linear
                let ax = anchors[v].x * d.width, ay = anchors[v].y * d.height
                views[v][k].x = d.x - ((1 - l.a) * ax - l.c * ay)
                views[v][k].y = d.y - (-l.b * ax + (1 - l.d) * ay)
            }
        }
        // A modifier is written where it does something at some frame.
        let scales = views.map { $0.contains { $0.scaleX != 1 || $0.scaleY != 1 } }
        let turns = views.map { $0.contains { $0.rotation != 0 } }
        let fades = views.map { $0.contains { $0.opacity != 1 } }
        let moves = views.map { $0.contains { $0.x != 0 || $0.y != 0 } }
        let clipScales = views.map { $0.contains { $0.clip.map { $0.scaleX != 1 || $0.scaleY != 1 } ?? false } }
        let clipTurns = views.map { $0.contains { $0.clip.map { $0.rotation != 0 } ?? false } }
        func child(_ v: Int, _ d: Drawn) -> ViewNode {
            var node = d.leaf
            if case .image = node {} else { node = node.modifier(.frame(width: d.width, height: d.height, alignment: .center)) }
            if let color = d.color { node = node.modifier(.foreground(color)) }
            if scales[v] { node = node.modifier(.scaleEffect(x: d.scaleX, y: d.scaleY, anchor: UnitPoint(x: anchors[v].x, y: anchors[v].y))) }
            if turns[v] { node = node.modifier(.rotationEffect(radians: d.rotation, anchor: UnitPoint(x: anchors[v].x, y: anchors[v].y))) }
            if moves[v] { node = node.modifier(.offset(x: d.x, y: d.y)) }
            if fades[v] { node = node.modifier(.opacity(d.opacity)) }
            node = d.inner.reduce(node) { $0.modifier(effect($1)) }
            if let clip = d.clip {
                // The clip's frame, with the view in it where it was drawn, clipped, then
                // scaled, turned and put where the clip was.
                node = ViewNode.zStack(alignment: .topLeading, [node])
                    .modifier(.frame(width: clip.width, height: clip.height, alignment: .topLeading)).modifier(.clipShape(clip.kind))
                if clipScales[v] { node = node.modifier(.scaleEffect(x: clip.scaleX, y: clip.scaleY, anchor: UnitPoint(x: 0, y: 0))) }
                if clipTurns[v] { node = node.modifier(.rotationEffect(radians: clip.rotation, anchor: UnitPoint(x: 0, y: 0))) }
                node = node.modifier(.offset(x: clip.x, y: clip.y))
            }
            return d.outer.reduce(node) { $0.modifier(effect($1)) }
        }
        let frames = clip.frames.indices.map { k in
            let children = views.indices.map { child($0, views[$0][k]) }
            let size = sizes[k]
            return ViewNode.zStack(alignment: .topLeading, children).modifier(.frame(width: size.width, height: size.height, alignment: .topLeading))
        }
        // The opacity of a view that fades, found in the numbers of the first frame's tree by a
        // value no view has (the source order of `ViewNode.numbers`).
        var presence: [ViewClipMotion.Number] = []
        guard case let .modified(.zStack(_, children), _) = frames[0] else { return (frames, presence) }
        var before = 0
        for v in views.indices {
            defer { before += children[v].numbers.count }
            guard fades[v] else { continue }
            var tagged = views[v][0]
            tagged.opacity = -1e300
            guard let position = child(v, tagged).numbers.firstIndex(of: tagged.opacity) else { continue }
            var events: [ViewClipMotion.Event] = []
            for k in clip.frames.indices.dropFirst() where present[v][k - 1] != present[v][k] {
                events.append(.set(time: (Double(k) - 0.5) / clip.fps, from: views[v][k - 1].opacity, to: views[v][k].opacity, animation: nil, interrupted: false))
            }
            if !events.isEmpty { presence.append(ViewClipMotion.Number(key: order[v] + "#opacity", position: before + position, events: events)) }
        }
        return (frames, presence)
    }

    /// How many views one written tree may hold: each is a view in the file, its moving
    /// numbers fields [Inferred: a bound on the file's size, far above a badge's dozen views].
    static let maximumViews = 200

    /// What a drawn item is, its string and numbers aside: its content's kind and its effects'.
    private static func signature(_ item: PlacedItem) -> String {
        let content: String
        switch item.content {
        case let .text(_, font): content = "text \(font.pointSize) \(font.weight)"
        case .image: content = "image"
        case let .shape(kind): content = "shape \(shapeName(kind))"
        case let .strokedShape(kind, stroke): content = "stroke \(shapeName(kind)) \(stroke.insideBorder)"
        case .color: content = "color"
        }
        return ([content] + item.effects.map { effect in
            switch effect {
            case let .clip(kind, _, _): return "clip \(shapeName(kind))"
            case .blur: return "blur"
            case .shadow: return "shadow"
            }
        }).joined(separator: " ")
    }

    private static func shapeName(_ kind: ShapeKind) -> String {
        if case .roundedRectangle = kind { return "roundedRectangle" }
        return "\(kind)"
    }

    /// A blur or a shadow as the modifier that draws it where nothing above it scales or turns
    /// (its deviation and offset are then the modifier's own: `ItemEffect.sigma(radius:)`).
    private static func effect(_ e: ItemEffect) -> ViewModifier {
        switch e {
        case let .blur(sigma): return .blur(radius: 2 * sigma)
        case let .shadow(color, sigma, dx, dy): return .shadow(ViewShadow(color: color, radius: 2 * sigma, x: dx, y: dy))
        case let .clip(kind, _, _): return .clipShape(kind)
        }
    }

    /// An item as a view at the layout's origin, scaled and turned about its top-leading corner
    /// and offset to where the stage drew it: the item's transform `T` of its frame's origin
    /// `o` is `L·(o + q) + t` for a point `q` of it, the written view's is `R·S·q + offset`, so
    /// `R·S = L` (a rotation after a scale: refused where `L` skews) and `offset = L·o + t`.
    private static func drawn(_ item: PlacedItem, subject: String) throws(SwiftOutRefusal) -> Drawn {
        // Blurs and shadows outside a clip are drawn where nothing above them scales or turns,
        // so the item's (screen-space) deviations and offsets are their own; a clip is written
        // as a frame around the view, clipped, scaled, turned and moved where the stage drew
        // it, and the blurs and shadows inside it in its space (one clip a view: nested clips
        // are not written).
        var inner: [ItemEffect] = [], outer: [ItemEffect] = [], clip: Clip?
        var space = Transform.identity
        // Where nothing between the clip and the view moves it (the clip's transform is the
        // view's), the view is at its place in the clip's frame, exactly, not through the
        // clip's inverse; so it is where the clip is scaled to nothing (a `.scale`
        // transition's first frame), which has none.
        var relative: Point?
        for effect in item.effects {
            guard case let .clip(kind, frame, transform) = effect else {
                if clip == nil { inner.append(effect) } else { outer.append(effect) }
                continue
            }
            guard clip == nil else { throw SwiftOutRefusal(subject, "a clip inside another clip on a view whose tree changes: not written as Swift yet") }
            let at = transform.apply(frame.origin)
            let turn = try decompose(transform, subject: subject)
            clip = Clip(kind: kind, width: frame.size.width, height: frame.size.height, scaleX: turn.scaleX, scaleY: turn.scaleY,
                        rotation: turn.rotation, x: at.x, y: at.y)
            space = Transform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: at.x, ty: at.y)
            if transform == item.transform || transform.a * transform.d - transform.b * transform.c == 0 {
                relative = Point(x: -frame.origin.x, y: -frame.origin.y)
            }
        }
        // The item in the clip's space (the screen's without a clip).
        let scale = (abs(space.a * space.d - space.b * space.c)).squareRoot()
        let inverse = scale == 0 ? nil : try inverted(space, subject: subject)
        guard let t = relative.map({ Transform.translation($0.x, $0.y) }) ?? inverse?.concatenating(item.transform) else {
            throw SwiftOutRefusal(subject, "a clip scaled to nothing on a view whose tree changes: not written as Swift yet")
        }
        let at = t.apply(item.frame.origin)
        let turn = try decompose(t, subject: subject)
        // Inside a clip scaled to nothing they draw nothing (their deviation is 0 too).
        inner = inner.map { effect in
            guard let inverse else { return effect }
            switch effect {
            case let .blur(sigma): return .blur(sigma: sigma / scale)
            case let .shadow(color, sigma, dx, dy):
                let (x, y) = (inverse.a * dx + inverse.c * dy, inverse.b * dx + inverse.d * dy)
                return .shadow(color: color, sigma: sigma / scale, dx: x, dy: y)
            case .clip: return effect
            }
        }
        let leaf: ViewNode, color: RGBA?
        switch item.content {
        case let .text(string, font): leaf = .text(string, font: Self.font(font)); color = item.color
        case let .image(name): leaf = .image(systemName: name, size: item.frame.size); color = item.color
        case let .shape(kind): leaf = .shape(kind); color = item.color
        case let .strokedShape(kind, stroke): leaf = .strokedShape(kind, stroke); color = item.color
        case .color: leaf = .color(item.color); color = nil
        }
        // The point `t` keeps still, `(I − L)·c = t₀`, in the frame's own units (`c − o`),
        // where `I − L` is far enough from singular (a scale or a turn of a thousandth or more)
        // to say it.
        var still: (x: Double, y: Double, conditioning: Double)?
        let det = (1 - t.a) * (1 - t.d) - t.b * t.c
        let size = item.frame.size
        if abs(det) >= 1e-3, size.width > 0, size.height > 0 {
            let cx = ((1 - t.d) * t.tx + t.c * t.ty) / det, cy = (t.b * t.tx + (1 - t.a) * t.ty) / det
            still = ((cx - item.frame.origin.x) / size.width, (cy - item.frame.origin.y) / size.height, abs(det))
        }
        return Drawn(leaf: leaf, width: size.width, height: size.height, color: color,
                     scaleX: turn.scaleX, scaleY: turn.scaleY, rotation: turn.rotation, x: at.x, y: at.y,
                     opacity: item.opacity, linear: (t.a, t.b, t.c, t.d), still: still, inner: inner, clip: clip, outer: outer)
    }

    /// A transform's linear part as a scale then a rotation (`R·S`: the rotation of its first
    /// column, that column's length, and the second column's length along the turned y);
    /// refused where it skews (the columns are not at right angles), which those cannot say.
    private static func decompose(_ t: Transform, subject: String) throws(SwiftOutRefusal) -> (scaleX: Double, scaleY: Double, rotation: Double) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let rotation = sx == 0 ? 0 : atan2(t.b, t.a)
        let sy = t.d * cos(rotation) - t.c * sin(rotation)
        let skew = t.a * t.c + t.b * t.d
        guard abs(skew) <= 1e-12 * max(1, abs(t.a * t.d - t.b * t.c)) else {
            throw SwiftOutRefusal(subject, "a view skewed by a transform (a \(plainNumber(t.a)), b \(plainNumber(t.b)), c \(plainNumber(t.c)), d \(plainNumber(t.d))): not written as Swift yet; a scale and a rotation are")
        }
        // A scale of 1 and a turn of 0 computed through a transform and its inverse come out
        // within rounding of those: they are those (1e-12 is far below what a frame shows).
        func snap(_ v: Double, to exact: Double) -> Double { abs(v - exact) < 1e-12 ? exact : v }
        return (snap(sx, to: 1), snap(sy, to: 1), snap(rotation, to: 0))
    }

    /// The unit point a view's scale and turn keep still at the most of its frames that say
    /// one (within 1e-6: a frame the layout also moves keeps another point still, which says
    /// none), the best conditioned among equals: a named point (a corner, an edge's middle,
    /// the centre), or another the frames agree on — at least two of them, as the shortest
    /// decimal within 1e-7, inside the frame and of at most 6 significant digits, the
    /// `UnitPoint(x: 0.2, y: 0.8)` a person typed — so that the
    /// view's offset is the layout's motion alone, not a product of its scale and the layout's
    /// (issue 40); the top-leading corner where no frames say one.
    private static func anchor(of frames: [Drawn]) -> (x: Double, y: Double) {
        var votes: [(point: (x: Double, y: Double), named: Bool, count: Int, conditioning: Double)] = []
        for still in frames.compactMap(\.still) {
            let x = (still.x * 2).rounded() / 2, y = (still.y * 2).rounded() / 2
            let named = abs(still.x - x) <= 1e-6 && abs(still.y - y) <= 1e-6 && (0...1).contains(x) && (0...1).contains(y)
            let point = named ? (x: x, y: y) : (x: SwiftLiteral.shortest(still.x, within: 1e-7), y: SwiftLiteral.shortest(still.y, within: 1e-7))
            // Another point only where a person could have typed it: inside the frame, a short decimal.
            guard named || [point.x, point.y].allSatisfy({ (0...1).contains($0) && SwiftLiteral.significantDigits(SwiftLiteral.number($0)) <= 6 }) else { continue }
            if let i = votes.firstIndex(where: { abs($0.point.x - point.x) <= 1e-6 && abs($0.point.y - point.y) <= 1e-6 }) {
                votes[i].count += 1
                votes[i].conditioning = max(votes[i].conditioning, still.conditioning)
            } else {
                votes.append((point, named, 1, still.conditioning))
            }
        }
        let best = votes.filter { $0.named || $0.count >= 2 }.max { ($0.count, $0.named ? 1 : 0, $0.conditioning) < ($1.count, $1.named ? 1 : 0, $1.conditioning) }
        return best?.point ?? (0, 0)
    }

    /// The inverse of a clip's transform; refused where it flattens the view (scale 0).
    private static func inverted(_ t: Transform, subject: String) throws(SwiftOutRefusal) -> Transform {
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { throw SwiftOutRefusal(subject, "a clip scaled to nothing on a view whose tree changes: not written as Swift yet") }
        let a: Double = t.d / det, b: Double = -t.b / det, c: Double = -t.c / det, d: Double = t.a / det
        let tx: Double = -(a * t.tx + c * t.ty), ty: Double = -(b * t.tx + d * t.ty)
        return Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A text style whose size and weight these are, as a person names the font; else
    /// `.system(size:weight:)`.
    private static func font(_ resolved: ResolvedFont) -> Font {
        if let style = TextStyle.allCases.first(where: { $0.pointSize == resolved.pointSize && $0.weight == resolved.weight }) { return Font(style) }
        if let style = TextStyle.allCases.first(where: { $0.pointSize == resolved.pointSize }) { return Font(style, weight: resolved.weight) }
        return .system(size: resolved.pointSize, weight: resolved.weight)
    }
}
