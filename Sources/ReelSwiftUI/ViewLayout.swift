import ReelTimeline

/// A size offered to a view; nil in a dimension asks for the view's ideal size there
/// (`ProposedViewSize`).
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { width = size.width; height = size.height }

    /// Nothing proposed: the view's ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// `replacingUnspecifiedDimensions(by:)`, 10 × 10 by default [Apple]
    /// (…/proposedviewsize/replacingunspecifieddimensions(by:)).
    public func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    func inset(_ e: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - e.leading - e.trailing) },
                     height: height.map { max(0, $0 - e.top - e.bottom) })
    }
}

/// One drawable thing the layout placed: its content, its frame in the root view's layout
/// space, the transform from there to the screen (its ancestors' offsets, scales and rotations),
/// its opacity and colour. A later step draws these with Cairo.
public struct PlacedItem: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case text(String, ResolvedFont)
        case image(systemName: String)
        /// A shape filling `frame` as SwiftUI draws it: a circle of the frame's shorter side,
        /// centred; a capsule with radius half the shorter side.
        case shape(ShapeKind)
        /// The shape's outline, stroked (`ShapeStroke`), in the same frame.
        case strokedShape(ShapeKind, ShapeStroke)
        case color
    }
    public var content: Content
    public var frame: Rect
    public var transform: AffineTransform
    public var opacity: Double
    /// The foreground (text, symbols, shape fills) or the `Color` view's colour.
    public var color: RGBA
    /// The view's place in the tree ("1.background" = the background of the second child):
    /// the name the timeline gives what moves.
    public var path: String
    /// Clips, blurs and shadows of the modifiers above it, innermost first.
    public var effects: [ItemEffect] = []
    /// The matched view it is in, until the layout has moved it (MatchedGeometry.swift).
    var matched: MatchedTag?
    /// The structural identity of the view that draws it (`LayoutModifier.identified`): what
    /// its laid-out frame animates by (`ClipLayout`); nil for a view leaving (it stays where
    /// it was) or one no identity was given.
    public var identity: String?
}

/// SwiftUI's layout as a pure function: the parent proposes a size, the child chooses its own,
/// the parent places the child in its coordinate space [Apple] (developer.apple.com/
/// documentation/swiftui/layout-fundamentals; WWDC19 "Building Custom Views with SwiftUI",
/// session 237: "1. parent proposes a size for child, 2. child chooses its own size, 3. parent
/// places child in parent's coordinate space"). Stacks share out their length as that session
/// describes: spacing first, then the least flexible child first, each offered an equal share of
/// what is left [Apple, WWDC19 237]. Coordinates are not rounded to pixels (SwiftUI rounds
/// frames to the display's pixel grid: the renderer can, at its scale).
public struct ViewLayout: Sendable {
    public let measure: any TextMeasuring

    public init(measure: any TextMeasuring) { self.measure = measure }

    enum Axis { case horizontal, vertical }

    /// The size `node` chooses when offered `proposal`.
    public func size(of node: ViewNode, proposal: ProposedSize) -> Size {
        size(node, proposal, axis: nil)
    }

    /// Lays `node` out with `proposal` (the ideal size by default) and lists what it draws,
    /// back to front.
    public func place(_ node: ViewNode, proposal: ProposedSize = .unspecified) -> (size: Size, items: [PlacedItem]) {
        place(node, proposal: proposal, boxes: nil)
    }

    /// `place`, noting in `boxes` the frame each named scale, rotation and clip is a unit of
    /// (and drawing each with the frame `boxes` presents for it, where it has one).
    func place(_ node: ViewNode, proposal: ProposedSize = .unspecified, boxes: AnchorBoxes?) -> (size: Size, items: [PlacedItem]) {
        var items: [PlacedItem] = []
        let size = place(node, proposal, axis: nil, origin: .zero,
                         style: Style(transform: .identity, opacity: 1, color: SystemColor.primary.rgba, effects: [], boxes: boxes), path: "", into: &items)
        Self.resolveMatched(&items)
        return (size, items)
    }

    /// The frames scales, rotations and clips are units of, by the place of the modifier
    /// (`ViewTree.Lowering` names the view each modifies): what `LayoutMotion` animates so
    /// that an anchor and a clip shape follow the view's presented frame while its size
    /// animates, not the new frame [Apple] (…/view/scaleeffect(_:anchor:): "anchor: The
    /// point with a default of center that defines the location within the view from which
    /// to apply the transformation" — a unit point of the view as drawn; …/view/clipshape(_:
    /// style:): the shape is the view's). A reference, so placements deep in the tree report
    /// to the caller without a parameter of their own.
    final class AnchorBoxes {
        /// Each named frame as laid out, in the root's layout space, and the items drawn inside
        /// it (their indices in the placed list).
        private(set) var placed: [String: (frame: Rect, items: Range<Int>)] = [:]
        /// The frame to draw with instead of the laid-out one (the presented frame).
        var presented: [String: Rect] = [:]

        /// The frame to draw the view named `key` with: its presented one where given, else
        /// its laid-out `frame`.
        func frame(_ key: String?, laidOut frame: Rect) -> Rect {
            key.flatMap { presented[$0] } ?? frame
        }

        /// Names placed more than once (a tree drawn twice): no one frame is theirs, so they
        /// are left out of `placed` and keep their laid-out frames.
        private var repeated: Set<String> = []

        func note(_ key: String, frame: Rect, items: Range<Int>) {
            if placed[key] != nil || repeated.contains(key) {
                placed[key] = nil
                repeated.insert(key)
            } else {
                placed[key] = (frame, items)
            }
        }
    }

    /// A scale's, rotation's or clip's child without the name `ViewTree.Lowering` gave it, the
    /// name, and the frame to take the anchor or shape from (`AnchorBoxes`).
    private func anchorBox(_ child: ViewNode, origin: Point, own: Size, style: Style) -> (child: ViewNode, key: String?, frame: Rect) {
        let laidOut = Rect(origin: origin, size: own)
        guard case let .modified(inner, .identified(key)) = child else { return (child, nil, laidOut) }
        return (inner, key, style.boxes?.frame(key, laidOut: laidOut) ?? laidOut)
    }

    /// Places the child of a named frame, noting the frame and the items drawn inside it.
    private func placeBoxed(_ child: ViewNode, key: String?, laidOut: Rect, _ p: ProposedSize, axis: Axis?, style: Style, path: String,
                            into items: inout [PlacedItem]) {
        let start = items.count
        place(child, p, axis: axis, origin: laidOut.origin, style: style, path: path, into: &items)
        if let key { style.boxes?.note(key, frame: laidOut, items: start..<items.count) }
    }

    func size(_ node: ViewNode, _ p: ProposedSize, axis: Axis?) -> Size {
        switch node {
        case let .text(text, font):
            return measure.size(of: text, font: font.resolved, width: p.width)
        case let .image(_, size):
            return size
        case .shape, .strokedShape, .color:
            // Shapes take what they are offered, 10 × 10 where nothing is [Apple]
            // (…/shape/sizethatfits(_:): "proposal.replacingUnspecifiedDimensions()").
            return p.replacingUnspecified()
        case let .spacer(minLength):
            // "Expands along the major axis of its containing stack layout, or on both axes if
            // not contained in a stack" [Apple] (…/swiftui/spacer); minLength nil: the default
            // spacing [Inferred].
            let m = minLength ?? defaultStackSpacing
            switch axis {
            case .horizontal: return Size(width: max(m, p.width ?? m), height: 0)
            case .vertical: return Size(width: 0, height: max(m, p.height ?? m))
            case nil: return Size(width: max(m, p.width ?? m), height: max(m, p.height ?? m))
            }
        case let .zStack(_, children):
            let sizes = children.map { size($0, p, axis: nil) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case let .hStack(_, spacing, children):
            return stack(.horizontal, children, spacing, p).size
        case let .vStack(_, spacing, children):
            return stack(.vertical, children, spacing, p).size
        case let .modified(child, modifier):
            return modifiedSize(child, modifier, p, axis: axis)
        }
    }

    private func modifiedSize(_ child: ViewNode, _ modifier: ViewModifier, _ p: ProposedSize, axis: Axis?) -> Size {
        switch modifier {
        case let .frame(width, height, _):
            // A fixed frame offers its size to the child and is that size; where unset, it is
            // the child's [Apple] (…/view/frame(width:height:alignment:)).
            let c = size(child, ProposedSize(width: width ?? p.width, height: height ?? p.height), axis: axis)
            return Size(width: width ?? c.width, height: height ?? c.height)
        case let .flexibleFrame(f):
            let c = size(child, flexibleProposal(f, p), axis: axis)
            return Size(width: flexibleLength(c.width, p.width, f.minWidth, f.idealWidth, f.maxWidth),
                        height: flexibleLength(c.height, p.height, f.minHeight, f.idealHeight, f.maxHeight))
        case let .padding(e):
            let c = size(child, p.inset(e), axis: axis)
            return Size(width: c.width + e.leading + e.trailing, height: c.height + e.top + e.bottom)
        case .position:
            // Takes the space offered and puts the child's centre at the point [Apple]
            // (…/view/position(x:y:)); where nothing is offered, the child's size [Inferred].
            let c = size(child, p, axis: axis)
            return Size(width: p.width ?? c.width, height: p.height ?? c.height)
        case .offset, .scaleEffect, .rotationEffect, .opacity, .overlay, .background, .foreground,
             .clipShape, .shadow, .blur, .transformEffect, .hidden, .sizedOffset, .departing, .matchedGeometry, .identified:
            // Drawing effects and secondary views do not change the layout [Apple]
            // (…/view/offset(x:y:): "the original dimensions … for layout").
            return size(child, p, axis: axis)
        }
    }

    /// The flexible frame's offer to its child [Apple] (…/view/frame(minwidth:idealwidth:
    /// maxwidth:minheight:idealheight:maxheight:alignment:)): "the size proposed to the frame,
    /// limited by any constraints specified, and with any ideal dimensions specified replacing
    /// any corresponding unspecified dimensions in the proposal".
    func flexibleProposal(_ f: FlexibleFrame, _ p: ProposedSize) -> ProposedSize {
        func limit(_ v: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
            guard let v else { return ideal }
            var r = v
            if let hi { r = min(r, hi) }
            if let lo { r = max(r, lo) }
            return r
        }
        return ProposedSize(width: limit(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                            height: limit(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// The flexible frame's own length in one dimension: the child's without constraints;
    /// otherwise the child's length, raised toward the proposal up to a maximum and lowered
    /// toward it down to a minimum — so `maxWidth: .infinity` takes all that is offered (how
    /// SwiftUI behaves; Apple's text reads "the child's size is used" there, so this follows the
    /// objc.io reconstruction, "Thinking in SwiftUI", flexible frames [Inferred]). With nothing
    /// proposed, the ideal length stands for the proposal.
    func flexibleLength(_ child: Double, _ proposed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double {
        guard lo != nil || hi != nil else { return child }
        let offer = proposed ?? ideal ?? child
        var r = child
        if let lo { r = max(lo, min(r, offer)) }
        if let hi { r = min(hi, max(r, offer)) }
        return r
    }

    /// A stack's children's offers and sizes and the stack's own size.
    func stack(_ axis: Axis, _ children: [ViewNode], _ spacing: Double?, _ p: ProposedSize)
        -> (offers: [ProposedSize], sizes: [Size], size: Size) {
        func major(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
        func minor(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
        func offer(_ length: Double?) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: length, height: p.height) : ProposedSize(width: p.width, height: length)
        }
        let n = children.count
        let gaps = n > 1 ? Double(n - 1) * (spacing ?? defaultStackSpacing) : 0
        var offers = [ProposedSize](repeating: offer(nil), count: n)
        var sizes = [Size](repeating: .zero, count: n)
        if let available = axis == .horizontal ? p.width : p.height {
            // Least flexible first (the range between its size at 0 and at infinity), each
            // offered an equal share of what remains [Apple, WWDC19 237].
            let flexibility = children.map { major(size($0, offer(.infinity), axis: axis)) - major(size($0, offer(0), axis: axis)) }
            let order = children.indices.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            var remaining = available - gaps
            var left = Double(n)
            for i in order {
                offers[i] = offer(max(0, remaining / left))
                sizes[i] = size(children[i], offers[i], axis: axis)
                remaining -= major(sizes[i])
                left -= 1
            }
        } else {
            for i in children.indices { sizes[i] = size(children[i], offers[i], axis: axis) }
        }
        let length = sizes.reduce(0) { $0 + major($1) } + gaps
        let thickness = sizes.map(minor).max() ?? 0
        let total = axis == .horizontal ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
        return (offers, sizes, total)
    }

    struct Style {
        var transform: AffineTransform
        var opacity: Double
        var color: RGBA
        /// The effects of the modifiers placed so far, outermost first (reversed per item).
        var effects: [ItemEffect]
        var matched: MatchedTag? = nil
        var identity: String? = nil
        var boxes: AnchorBoxes? = nil
    }

    private func join(_ path: String, _ part: String) -> String { path.isEmpty ? part : path + "." + part }

    private func aligned(_ outer: Size, _ inner: Size, _ a: Alignment) -> Point {
        Point(x: a.horizontal.guide(outer.width) - a.horizontal.guide(inner.width),
              y: a.vertical.guide(outer.height) - a.vertical.guide(inner.height))
    }

    /// Places `node` at `origin` with offer `p`; returns its size.
    @discardableResult
    func place(_ node: ViewNode, _ p: ProposedSize, axis: Axis?, origin: Point, style: Style, path: String,
               into items: inout [PlacedItem]) -> Size {
        let own = size(node, p, axis: axis)
        func item(_ content: PlacedItem.Content, color: RGBA) {
            items.append(PlacedItem(content: content, frame: Rect(origin: origin, size: own), transform: style.transform,
                                    opacity: style.opacity, color: color, path: path, effects: style.effects.reversed(), matched: style.matched,
                                    identity: style.identity))
        }
        switch node {
        case let .text(text, font): item(.text(text, font.resolved), color: style.color)
        case let .image(name, _): item(.image(systemName: name), color: style.color)
        case let .shape(kind): item(.shape(kind), color: style.color)
        case let .strokedShape(kind, stroke): item(.strokedShape(kind, stroke), color: style.color)
        case let .color(rgba): item(.color, color: rgba)
        case .spacer: break
        case let .zStack(alignment, children):
            for (i, child) in children.enumerated() {
                let c = size(child, p, axis: nil)
                place(child, p, axis: nil, origin: origin.adding(aligned(own, c, alignment)), style: style,
                      path: join(path, "\(i)"), into: &items)
            }
        case let .hStack(alignment, spacing, children):
            placeStack(.horizontal, children, spacing, p, origin: origin, style: style, path: path, into: &items) {
                alignment.guide(own.height) - alignment.guide($0.height)
            }
        case let .vStack(alignment, spacing, children):
            placeStack(.vertical, children, spacing, p, origin: origin, style: style, path: path, into: &items) {
                alignment.guide(own.width) - alignment.guide($0.width)
            }
        case let .modified(child, modifier):
            placeModified(child, modifier, p, axis: axis, own: own, origin: origin, style: style, path: path, into: &items)
        }
        return own
    }

    /// Places a stack's children one after another along `axis`, each moved `cross(size)`
    /// across it by the stack's alignment.
    private func placeStack(_ axis: Axis, _ children: [ViewNode], _ spacing: Double?, _ p: ProposedSize, origin: Point,
                            style: Style, path: String, into items: inout [PlacedItem], cross: (Size) -> Double) {
        let layout = stack(axis, children, spacing, p)
        var along = 0.0
        for (i, child) in children.enumerated() {
            let c = layout.sizes[i]
            let at = axis == .horizontal ? Point(x: origin.x + along, y: origin.y + cross(c))
                                         : Point(x: origin.x + cross(c), y: origin.y + along)
            place(child, layout.offers[i], axis: axis, origin: at, style: style, path: join(path, "\(i)"), into: &items)
            along += (axis == .horizontal ? c.width : c.height) + (spacing ?? defaultStackSpacing)
        }
    }

    private func placeModified(_ child: ViewNode, _ modifier: ViewModifier, _ p: ProposedSize, axis: Axis?, own: Size,
                               origin: Point, style: Style, path: String, into items: inout [PlacedItem]) {
        switch modifier {
        case let .frame(width, height, alignment):
            let offer = ProposedSize(width: width ?? p.width, height: height ?? p.height)
            let c = size(child, offer, axis: axis)
            place(child, offer, axis: axis, origin: origin.adding(aligned(own, c, alignment)), style: style, path: path, into: &items)
        case let .flexibleFrame(f):
            let offer = flexibleProposal(f, p)
            let c = size(child, offer, axis: axis)
            place(child, offer, axis: axis, origin: origin.adding(aligned(own, c, f.alignment)), style: style, path: path, into: &items)
        case let .padding(e):
            place(child, p.inset(e), axis: axis, origin: Point(x: origin.x + e.leading, y: origin.y + e.top), style: style,
                  path: path, into: &items)
        case let .position(x, y):
            let c = size(child, p, axis: axis)
            place(child, p, axis: axis, origin: Point(x: origin.x + x - c.width / 2, y: origin.y + y - c.height / 2),
                  style: style, path: path, into: &items)
        case let .offset(x, y):
            var moved = style
            moved.transform = style.transform.concatenating(.translation(x, y))
            place(child, p, axis: axis, origin: origin, style: moved, path: path, into: &items)
        case let .sizedOffset(x, y):
            var moved = style
            moved.transform = style.transform.concatenating(.translation(x * own.width, y * own.height))
            place(child, p, axis: axis, origin: origin, style: moved, path: path, into: &items)
        case .hidden:
            break
        case let .identified(identity):
            var named = style
            named.identity = identity
            place(child, p, axis: axis, origin: origin, style: named, path: path, into: &items)
        case let .matchedGeometry(geometry):
            // The view's frame in the root's space (its bounding box through the transforms
            // above it), for the layout to match with its pair's once all is placed.
            var tagged = style
            tagged.matched = MatchedTag(geometry: geometry, frame: style.transform.boundingBox(of: Rect(origin: origin, size: own)))
            place(child, p, axis: axis, origin: origin, style: tagged, path: path, into: &items)
        case let .departing(trees, names):
            // Drawn over the view. A departing view keeps the name it had, so the timeline
            // follows it out; where a view drawn before it has that name (the one now at its
            // place, or the same view removed again), it goes under its tree's name.
            // Each tree is centred on the view as the view is now: the content is centred on
            // the canvas (`ClipLayout`), so a departing view stays where it was on screen
            // while the content around it changes size. It keeps no identity: its frame
            // stays as it was, not animated.
            place(child, p, axis: axis, origin: origin, style: style, path: path, into: &items)
            for (gone, name) in zip(trees, names) {
                var departing: [PlacedItem] = []
                let goneSize = size(gone, .unspecified, axis: nil)
                place(gone, .unspecified, axis: nil, origin: origin.adding(aligned(own, goneSize, .center)), style: style, path: path, into: &departing)
                let used = Set(items.map(\.path))
                for i in departing.indices {
                    departing[i].identity = nil
                    guard used.contains(departing[i].path) else { continue }
                    departing[i].path = departing[i].path.isEmpty ? name : name + "." + departing[i].path
                }
                items += departing
            }
        case let .scaleEffect(sx, sy, anchor):
            // The anchor is a unit point of the view's frame as presented (`AnchorBoxes`).
            let box = anchorBox(child, origin: origin, own: own, style: style)
            var scaled = style
            scaled.transform = style.transform.concatenating(about(box.frame.origin, box.frame.size, anchor, .scale(sx, sy)))
            placeBoxed(box.child, key: box.key, laidOut: Rect(origin: origin, size: own), p, axis: axis, style: scaled, path: path, into: &items)
        case let .rotationEffect(radians, anchor):
            let box = anchorBox(child, origin: origin, own: own, style: style)
            var turned = style
            turned.transform = style.transform.concatenating(about(box.frame.origin, box.frame.size, anchor, .rotation(radians)))
            placeBoxed(box.child, key: box.key, laidOut: Rect(origin: origin, size: own), p, axis: axis, style: turned, path: path, into: &items)
        case let .opacity(o):
            var faded = style
            faded.opacity *= o
            place(child, p, axis: axis, origin: origin, style: faded, path: path, into: &items)
        case let .foreground(color):
            var tinted = style
            tinted.color = color
            place(child, p, axis: axis, origin: origin, style: tinted, path: path, into: &items)
        case .clipShape, .shadow, .blur, .transformEffect:
            placeDrawingEffect(child, modifier, p, axis: axis, own: own, origin: origin, style: style, path: path, into: &items)
        case let .background(secondary, alignment):
            let s = size(secondary, ProposedSize(own), axis: nil)
            place(secondary, ProposedSize(own), axis: nil, origin: origin.adding(aligned(own, s, alignment)), style: style,
                  path: join(path, "background"), into: &items)
            place(child, p, axis: axis, origin: origin, style: style, path: path, into: &items)
        case let .overlay(secondary, alignment):
            place(child, p, axis: axis, origin: origin, style: style, path: path, into: &items)
            let s = size(secondary, ProposedSize(own), axis: nil)
            place(secondary, ProposedSize(own), axis: nil, origin: origin.adding(aligned(own, s, alignment)), style: style,
                  path: join(path, "overlay"), into: &items)
        }
    }

    /// A clip, shadow, blur or geometry effect: the child placed with it in its style.
    private func placeDrawingEffect(_ child: ViewNode, _ modifier: ViewModifier, _ p: ProposedSize, axis: Axis?, own: Size,
                                    origin: Point, style: Style, path: String, into items: inout [PlacedItem]) {
        var inner = style
        switch modifier {
        case let .clipShape(kind):
            // The shape fills the view's frame (a shape takes what it is offered), through the
            // transform above the modifier [Apple] (…/view/clipshape(_:style:): "Sets a clipping
            // shape for this view"): the frame as presented while its size animates (`AnchorBoxes`).
            let box = anchorBox(child, origin: origin, own: own, style: style)
            inner.effects.append(.clip(kind, frame: box.frame, transform: style.transform))
            placeBoxed(box.child, key: box.key, laidOut: Rect(origin: origin, size: own), p, axis: axis, style: inner, path: path, into: &items)
            return
        case let .shadow(shadow):
            // Radius and offset are the modifier's own space's: scaled and turned by the
            // transforms above it, not by those inside.
            let (dx, dy) = style.transform.applyVector(shadow.x, shadow.y)
            inner.effects.append(.shadow(color: shadow.color, sigma: ItemEffect.sigma(radius: shadow.radius) * style.transform.lengthScale, dx: dx, dy: dy))
        case let .blur(radius):
            inner.effects.append(.blur(sigma: ItemEffect.sigma(radius: radius) * style.transform.lengthScale))
        case let .transformEffect(t):
            // A GeometryEffect's transform is in the view's own space, whose origin is its
            // top-left [Apple] (…/swiftui/geometryeffect/effectvalue(size:)).
            inner.transform = style.transform.concatenating(AffineTransform.translation(origin.x, origin.y))
                .concatenating(t).concatenating(.translation(-origin.x, -origin.y))
        default:
            break
        }
        place(child, p, axis: axis, origin: origin, style: inner, path: path, into: &items)
    }

    /// `transform` about the anchor point of the frame at `origin` of `size`.
    private func about(_ origin: Point, _ size: Size, _ anchor: UnitPoint, _ transform: AffineTransform) -> AffineTransform {
        let px = origin.x + anchor.x * size.width, py = origin.y + anchor.y * size.height
        return AffineTransform.translation(px, py).concatenating(transform).concatenating(.translation(-px, -py))
    }
}
