import ReelSwiftUI
import ReelTimeline

/// A SwiftUI view as the interpreter evaluates it (issue 39): what `Text`, `Circle`, the stacks
/// and their modifiers build, before it is lowered to ReelSwiftUI's `ViewNode` for layout.
/// It keeps what the layout model does not: the font and `.animation(_:value:)` environments
/// (which apply to a whole subtree), the slot of an `if` in a view builder, and which image is
/// resizable. Every animatable number is read through a key (`ViewTree.Key`) made from the
/// view's place in the tree, SwiftUI's structural identity [Apple] (…/swiftui/
/// demystify-swiftui, WWDC21 10022: "structural identity … the type and position of a view in
/// the hierarchy").
indirect enum ViewTree {
    /// A shape, stroked shape, `Color` or `Spacer`: a leaf of the layout model as it is.
    case leaf(ViewNode)
    case text(String)
    /// `Image(systemName:)`; `resizable` once `.resizable()` was applied.
    case image(systemName: String, resizable: Bool)
    case stack(Stack, [ViewTree])
    /// The views of one view-builder slot: several views written in a row, or the branch an
    /// `if` took (empty when it took none): one place in its parent, whatever it holds, as
    /// SwiftUI's `_ConditionalContent` keeps the places of the views after it.
    case group([ViewTree])
    case modified(ViewTree, ViewEffect)

    enum Stack {
        case z(Alignment)
        case h(VerticalAlignment, spacing: Double?)
        case v(HorizontalAlignment, spacing: Double?)
    }

    /// The number of nodes, to bound what is laid out (layout has no cache: EvaluationLimits).
    var nodeCount: Int {
        switch self {
        case .leaf, .text, .image: return 1
        case let .stack(_, children), let .group(children): return 1 + children.reduce(0) { $0 + $1.nodeCount }
        case let .modified(content, effect):
            switch effect {
            case .forEachElement: return content.nodeCount
            case let .layout(.overlay(inner, _)), let .layout(.background(inner, _)): return 1 + content.nodeCount + inner.nodeCount
            default: return 1 + content.nodeCount
            }
        }
    }

    /// The depth of nested stacks and overlays (each costs the layout three sizings a level).
    var depth: Int {
        switch self {
        case .leaf, .text, .image: return 1
        case let .stack(_, children), let .group(children): return 1 + (children.map(\.depth).max() ?? 0)
        case let .modified(content, effect):
            switch effect {
            case .forEachElement: return content.depth
            case let .layout(.overlay(inner, _)), let .layout(.background(inner, _)): return 1 + max(content.depth, inner.depth)
            default: return 1 + content.depth
            }
        }
    }
}

/// A modifier as the interpreter evaluates it.
enum ViewEffect {
    /// A modifier of the layout model (ReelSwiftUI's `LayoutModifier`), its overlay or
    /// background still a tree of the interpreter's.
    case layout(LayoutModifier<ViewTree>)
    /// `.font(_:)`: the font of every `Text` inside that sets none closer to it [Apple]
    /// (…/view/font(_:): "the default font for text in this view").
    case font(Font)
    /// `.fontWeight(_:)`, `.bold()`: the weight of the text inside.
    case fontWeight(FontWeight)
    /// `.animation(_:value:)` (value: its description when evaluated), or the value-less
    /// `.animation(_:)`, deprecated in iOS 15, which animates every change inside.
    case animation(ReelSwiftUI.Animation?, value: String?, valueless: Bool)
    /// `imageScale` and a `GeometryEffect` (ViewTree+Drawing.swift).
    case drawing(DrawingEffect)
    /// A `Button`'s action and label (drawn as the content it wraps): what `tap`/`press` find.
    case button(SwiftUIButton)
    /// `.transition(_:)`: how the view enters and leaves (SwiftUITransitions.swift).
    case transition(Transition)
    /// `.contentTransition(_:)`: how the texts inside animate a change of their string
    /// (ReelSwiftUI's `ContentTransition`; the stage hands it to the layout by the text's place).
    case contentTransition(ContentTransition)
    /// `matchedGeometryEffect`: its id and namespace as one key (SwiftUITransitions.swift).
    case matchedGeometry(key: String, properties: MatchedGeometry.Properties, anchor: UnitPoint)
    /// The clause of an `if` the views inside belong to: their places are the clause's own.
    case branch(Int)
    /// A `ForEach` element's views: their place is the element's id (`SwiftUIForEach`, as
    /// a place name), not its offset. No view of its own: not counted or laid out.
    case forEachElement(id: String)
    /// `phaseAnimator`/`keyframeAnimator` (and their view forms): the content is what the
    /// animator wraps; what is drawn is the animator's own tree (SwiftUIAnimator.swift).
    case animator(SwiftUIAnimator)
}

extension ViewTree {
    /// An animatable number's name: the view's place in the tree and the property.
    typealias Key = String

    /// One `.animation` modifier above a number: where it is, its animation and its value.
    struct AnimationScope: Equatable {
        var path: String
        var animation: ReelSwiftUI.Animation?
        var value: String?
        var valueless: Bool
    }

    /// A number the tree shows, and the `.animation` modifiers above it (outermost first).
    struct Number {
        var value: Double
        var scopes: [AnimationScope]
    }

    /// The tree lowered for layout, each animatable number read through `shown` (the model
    /// value, or the value an animation shows at a frame); `record` hears every number with
    /// its key and scopes.
    struct Lowering {
        var shown: (Key, Double) -> Double
        var record: ((Key, Number) -> Void)?
        /// The stage's animators at a frame: what each draws and the numbers it drives.
        var animators: AnimatorFrames?
        /// Hears each view lowered: its place, its tree and the `.animation` scopes above it.
        var visit: ((String, ViewTree, [AnimationScope]) -> Void)?
        /// Set when lowering a tree a change left: the removal effects of its departing views
        /// by their place (SwiftUITransitions.swift); everything else in it is hidden.
        var departing: [String: TransitionEffect]? = nil
        /// The matched views moving between a removed and an inserted view's frames, by place.
        var matched: [String: (role: MatchedGeometry.Role, progress: Double)] = [:]

        func lower(_ tree: ViewTree) -> ViewNode {
            lower(tree, path: "0", font: .body, weight: nil, scopes: [])
        }

        func n(_ key: Key, _ value: Double, _ scopes: [AnimationScope]) -> Double {
            record?(key, Number(value: value, scopes: scopes))
            return shown(key, value)
        }

        func color(_ key: Key, _ c: RGBA, _ scopes: [AnimationScope]) -> RGBA {
            // Components interpolated in sRGB as given: SwiftUI's resolved colour animates in
            // its own space (not pinned by a public source), a device check away.
            RGBA(red: n(key + ".r", c.red, scopes), green: n(key + ".g", c.green, scopes),
                 blue: n(key + ".b", c.blue, scopes), alpha: n(key + ".a", c.alpha, scopes))
        }

        func lower(_ tree: ViewTree, path: String, font: Font, weight: FontWeight?, scopes: [AnimationScope]) -> ViewNode {
            visit?(path, tree, scopes)
            if let departing, let node = departingView(tree, path: path, font: font, weight: weight, scopes: scopes, departing: departing) { return node }
            if let effect = animators?.transitions[path] { return transitioned(tree, effect, path: path, font: font, weight: weight, scopes: scopes) }
            // Each drawn view carries its place in the tree, its structural identity, so the
            // layout can animate its frame from change to change (`ClipLayout`).
            switch tree {
            case let .leaf(node):
                return leaf(node, path: path, scopes: scopes).modifier(.identified(path))
            case let .text(string):
                return ViewNode.text(string, font: weight.map { font.weight($0) } ?? font).modifier(.identified(path))
            case let .image(name, _):
                return ViewNode.image(systemName: name, size: (weight.map { font.weight($0) } ?? font).resolved.symbolSize).modifier(.identified(path))
            case let .stack(kind, children):
                var lowered: [ViewNode] = []
                for (index, child) in children.enumerated() {
                    flatten(child, path: Self.place(of: child, at: index, in: path), font: font, weight: weight, scopes: scopes, into: &lowered)
                }
                switch kind {
                case let .z(alignment): return .zStack(alignment: alignment, lowered)
                case let .h(alignment, spacing): return .hStack(alignment: alignment, spacing: spacing.map { n(path + "#spacing", $0, scopes) }, lowered)
                case let .v(alignment, spacing): return .vStack(alignment: alignment, spacing: spacing.map { n(path + "#spacing", $0, scopes) }, lowered)
                }
            case let .group(children):
                var lowered: [ViewNode] = []
                for (index, child) in children.enumerated() {
                    flatten(child, path: Self.place(of: child, at: index, in: path), font: font, weight: weight, scopes: scopes, into: &lowered)
                }
                // Outside a stack, a slot of several views: SwiftUI's root lays a TupleView out
                // as a VStack would (…/swiftui/viewbuilder: "a view that … groups its children").
                if lowered.count == 1 { return lowered[0] }
                if lowered.isEmpty { return ViewNode.color(.clear).modifier(.frame(width: 0, height: 0, alignment: .center)) }
                return .vStack(alignment: .center, spacing: nil, lowered)
            case let .modified(content, effect):
                return modified(content, effect, path: path, font: font, weight: weight, scopes: scopes)
            }
        }

        /// The place of a builder's `index`th child in `path`: its offset, or, for a `ForEach`
        /// element, its id in brackets (`0.1.[5]`), so the element keeps its place when others
        /// are inserted, removed or moved before it (`SwiftUIForEach`).
        static func place(of child: ViewTree, at index: Int, in path: String) -> String {
            if case let .modified(_, .forEachElement(id)) = child { return "\(path).[\(id)]" }
            return "\(path).\(index)"
        }

        /// A child of a stack: a group's views each take a place of their own (an empty `if`
        /// takes none, so no spacing is given to it).
        private func flatten(_ tree: ViewTree, path: String, font: Font, weight: FontWeight?, scopes: [AnimationScope],
                             into lowered: inout [ViewNode]) {
            if case let .modified(inner, .branch(index)) = tree {
                flatten(inner, path: path + "|\(index)", font: font, weight: weight, scopes: scopes, into: &lowered)
            } else if case let .modified(inner, .forEachElement) = tree {
                flatten(inner, path: path, font: font, weight: weight, scopes: scopes, into: &lowered)
            } else if case let .group(children) = tree {
                for (index, child) in children.enumerated() {
                    flatten(child, path: Self.place(of: child, at: index, in: path), font: font, weight: weight, scopes: scopes, into: &lowered)
                }
            } else {
                lowered.append(lower(tree, path: path, font: font, weight: weight, scopes: scopes))
            }
        }

        private func leaf(_ node: ViewNode, path: String, scopes: [AnimationScope]) -> ViewNode {
            switch node {
            case let .shape(kind): return .shape(shape(kind, path: path, scopes: scopes))
            case let .strokedShape(kind, stroke):
                var stroke = stroke
                stroke.lineWidth = n(path + "#lineWidth", stroke.lineWidth, scopes)
                return .strokedShape(shape(kind, path: path, scopes: scopes), stroke)
            case let .color(c): return .color(color(path + "#color", c, scopes))
            default: return node
            }
        }

        func shape(_ kind: ShapeKind, path: String, scopes: [AnimationScope]) -> ShapeKind {
            if case let .roundedRectangle(radius) = kind { return .roundedRectangle(cornerRadius: n(path + "#cornerRadius", radius, scopes)) }
            return kind
        }

        private func modified(_ content: ViewTree, _ effect: ViewEffect, path: String, font: Font, weight: FontWeight?,
                              scopes: [AnimationScope]) -> ViewNode {
            let inner = path + "<"
            func child(font: Font = font, weight: FontWeight? = weight, scopes: [AnimationScope] = scopes) -> ViewNode {
                lower(content, path: inner, font: font, weight: weight, scopes: scopes)
            }
            switch effect {
            case let .layout(modifier):
                return layout(modifier, content: content, child: child(), path: path, font: font, weight: weight, scopes: scopes)
            case let .font(f):
                return child(font: f, weight: nil)
            case let .fontWeight(w):
                return child(weight: w)
            case let .animation(animation, value, valueless):
                return child(scopes: scopes + [AnimationScope(path: path, animation: animation, value: value, valueless: valueless)])
            case let .drawing(drawing):
                return lower(drawing, child: child(), path: path, scopes: scopes)
            case .button, .transition, .contentTransition:
                return child()
            case let .matchedGeometry(key, properties, anchor):
                guard let match = matched[path] else { return child() }
                return child().modifier(.matchedGeometry(MatchedGeometry(key: key, role: match.role, progress: match.progress, properties: properties, anchor: anchor)))
            case let .branch(index):
                return lower(content, path: path + "|\(index)", font: font, weight: weight, scopes: scopes)
            case .forEachElement:
                return lower(content, path: path, font: font, weight: weight, scopes: scopes)
            case let .animator(animator):
                return animated(animator, path: path, font: font, weight: weight, scopes: scopes)
            }
        }

        /// A layout modifier lowered: each of its animatable numbers read through its key.
        /// The view a scale, rotation or clip modifies, named by the modifier's place: the
        /// frame its anchor or clip shape is a unit of animates as the view's does
        /// (`ViewLayout.AnchorBoxes`, `LayoutMotion`), so both follow the presented frame.
        private func anchored(_ child: ViewNode, _ path: String) -> ViewNode { child.modifier(.identified(path)) }

        private func layout(_ modifier: LayoutModifier<ViewTree>, content: ViewTree, child: @autoclosure () -> ViewNode, path: String,
                            font: Font, weight: FontWeight?, scopes: [AnimationScope]) -> ViewNode {
            switch modifier {
            case let .frame(width, height, alignment):
                // A resizable image takes the frame's size (…/image/resizable(capinsets:resizingmode:)).
                if case let .image(name, true) = content, let width, let height {
                    return ViewNode.image(systemName: name, size: Size(width: n(path + "#frame.w", width, scopes), height: n(path + "#frame.h", height, scopes)))
                        .modifier(.identified(path))
                }
                if case let .modified(.image(name, true), .drawing(.aspectRatio(ratio, fill))) = content {
                    let w = width.map { n(path + "#frame.w", $0, scopes) }, h = height.map { n(path + "#frame.h", $0, scopes) }
                    if let size = DrawingEffect.fitted(ratio: ratio, fill: fill, width: w, height: h) {
                        return ViewNode.image(systemName: name, size: size).modifier(.identified(path)).modifier(.frame(width: w, height: h, alignment: alignment))
                    }
                }
                return child().modifier(.frame(width: width.map { n(path + "#frame.w", $0, scopes) },
                                               height: height.map { n(path + "#frame.h", $0, scopes) }, alignment: alignment))
            case let .flexibleFrame(f):
                var f = f
                f.minWidth = f.minWidth.map { n(path + "#minWidth", $0, scopes) }
                f.maxWidth = f.maxWidth.map { $0.isFinite ? n(path + "#maxWidth", $0, scopes) : $0 }
                f.minHeight = f.minHeight.map { n(path + "#minHeight", $0, scopes) }
                f.maxHeight = f.maxHeight.map { $0.isFinite ? n(path + "#maxHeight", $0, scopes) : $0 }
                return child().modifier(.flexibleFrame(f))
            case let .padding(e):
                return child().modifier(.padding(EdgeInsets(top: n(path + "#padding.top", e.top, scopes), leading: n(path + "#padding.leading", e.leading, scopes),
                                                             bottom: n(path + "#padding.bottom", e.bottom, scopes), trailing: n(path + "#padding.trailing", e.trailing, scopes))))
            case let .offset(x, y):
                return child().modifier(.offset(x: n(path + "#offset.x", x, scopes), y: n(path + "#offset.y", y, scopes)))
            case let .position(x, y):
                return child().modifier(.position(x: n(path + "#position.x", x, scopes), y: n(path + "#position.y", y, scopes)))
            case let .scaleEffect(x, y, anchor):
                return anchored(child(), path).modifier(.scaleEffect(x: n(path + "#scale.x", x, scopes), y: n(path + "#scale.y", y, scopes), anchor: anchor))
            case let .rotationEffect(radians, anchor):
                return anchored(child(), path).modifier(.rotationEffect(radians: n(path + "#rotation", radians, scopes), anchor: anchor))
            case let .opacity(o):
                return child().modifier(.opacity(n(path + "#opacity", o, scopes)))
            case let .overlay(tree, alignment):
                let over = lower(tree, path: path + "^overlay", font: font, weight: weight, scopes: scopes)
                return child().modifier(.overlay(over, alignment: alignment))
            case let .background(tree, alignment):
                let under = lower(tree, path: path + "^background", font: font, weight: weight, scopes: scopes)
                return child().modifier(.background(under, alignment: alignment))
            case let .foreground(c):
                return child().modifier(.foreground(color(path + "#foreground", c, scopes)))
            case let .clipShape(kind):
                return anchored(child(), path).modifier(.clipShape(shape(kind, path: path + "#clip", scopes: scopes)))
            case let .shadow(s):
                return child().modifier(.shadow(ViewShadow(color: color(path + "#shadow.color", s.color, scopes), radius: n(path + "#shadow.radius", s.radius, scopes),
                                                           x: n(path + "#shadow.x", s.x, scopes), y: n(path + "#shadow.y", s.y, scopes))))
            case let .blur(radius):
                return child().modifier(.blur(radius: n(path + "#blur", radius, scopes)))
            case let .transformEffect(t):
                return child().modifier(.transformEffect(t))
            case .hidden:
                return child().modifier(.hidden)
            case let .sizedOffset(x, y):
                return child().modifier(.sizedOffset(x: x, y: y))
            case let .departing(trees, names):
                return child().modifier(.departing(trees.map { lower($0, path: path + "^departing", font: font, weight: weight, scopes: scopes) }, names: names))
            case let .matchedGeometry(geometry):
                return child().modifier(.matchedGeometry(geometry))
            case let .identified(identity):
                return child().modifier(.identified(identity))
            }
        }
    }
}
