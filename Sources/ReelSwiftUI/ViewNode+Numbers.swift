import ReelTimeline

/// A laid-out view tree's numbers and texts in one fixed order, so two frames of a clip (or a
/// frame and the stage's record of what moved it) can be compared number by number: what
/// `-o x.swift` of a SwiftUI file reads to find what moves (issue 39 item 4).
///
/// The order is the order Swift source spells them in: a view before its modifiers, a stack's
/// spacing before its children, a modifier's numbers left to right as its initializer takes
/// them (an overlay's or background's view after the modifier's own). The writer in
/// ReelSwiftOut spells a tree in this order and checks it used every number.
extension ViewNode {
    /// Every number of the tree, in source order.
    public var numbers: [Double] {
        var out: [Double] = []
        _ = mapped(numbers: { out.append($0); return $0 }, strings: { $0 })
        return out
    }

    /// Every `Text` string and symbol name of the tree, in source order.
    public var strings: [String] {
        var out: [String] = []
        _ = mapped(numbers: { $0 }, strings: { out.append($0); return $0 })
        return out
    }

    /// The tree's shape: every number 0 and every text empty. Two frames of one shape differ
    /// only in numbers and texts, so one source with values in their places draws both.
    /// Identities (`LayoutModifier.identified`) are left out: they name places in the
    /// interpreter's tree, not anything drawn, so a tree read back from written Swift has
    /// the shape of the one written.
    public var shape: ViewNode { mapped(numbers: { _ in 0 }, strings: { _ in "" }).unidentified }

    /// The tree without its identities.
    public var unidentified: ViewNode {
        switch self {
        case .text, .image, .shape, .strokedShape, .color, .spacer: return self
        case let .zStack(alignment, nodes): return .zStack(alignment: alignment, nodes.map(\.unidentified))
        case let .hStack(alignment, spacing, nodes): return .hStack(alignment: alignment, spacing: spacing, nodes.map(\.unidentified))
        case let .vStack(alignment, spacing, nodes): return .vStack(alignment: alignment, spacing: spacing, nodes.map(\.unidentified))
        case let .modified(node, .identified): return node.unidentified
        case let .modified(node, .overlay(over, alignment)): return .modified(node.unidentified, .overlay(over.unidentified, alignment: alignment))
        case let .modified(node, .background(under, alignment)): return .modified(node.unidentified, .background(under.unidentified, alignment: alignment))
        case let .modified(node, .departing(trees, names)): return .modified(node.unidentified, .departing(trees.map(\.unidentified), names: names))
        case let .modified(node, modifier): return .modified(node.unidentified, modifier)
        }
    }

    /// The tree with each number and text replaced, visited in source order.
    public func mapped(numbers n: (Double) -> Double, strings s: (String) -> String) -> ViewNode {
        func color(_ c: RGBA) -> RGBA { RGBA(red: n(c.red), green: n(c.green), blue: n(c.blue), alpha: n(c.alpha)) }
        func shape(_ kind: ShapeKind) -> ShapeKind {
            if case let .roundedRectangle(r) = kind { return .roundedRectangle(cornerRadius: n(r)) }
            return kind
        }
        func children(_ nodes: [ViewNode]) -> [ViewNode] { nodes.map { $0.mapped(numbers: n, strings: s) } }
        switch self {
        case let .text(string, font):
            return .text(s(string), font: font)
        case let .image(name, size):
            let name = s(name)
            return .image(systemName: name, size: Size(width: n(size.width), height: n(size.height)))
        case let .shape(kind):
            return .shape(shape(kind))
        case let .strokedShape(kind, stroke):
            let kind = shape(kind)
            var stroke = stroke
            stroke.lineWidth = n(stroke.lineWidth)
            return .strokedShape(kind, stroke)
        case let .color(c):
            return .color(color(c))
        case let .spacer(minLength):
            return .spacer(minLength: minLength.map(n))
        case let .zStack(alignment, nodes):
            return .zStack(alignment: alignment, children(nodes))
        case let .hStack(alignment, spacing, nodes):
            let spacing = spacing.map(n)
            return .hStack(alignment: alignment, spacing: spacing, children(nodes))
        case let .vStack(alignment, spacing, nodes):
            let spacing = spacing.map(n)
            return .vStack(alignment: alignment, spacing: spacing, children(nodes))
        case let .modified(content, modifier):
            let content = content.mapped(numbers: n, strings: s)
            return .modified(content, modifier.mapped(numbers: n, strings: s))
        }
    }
}

extension LayoutModifier where Content == ViewNode {
    /// The modifier with each number (and an overlay's or background's texts) replaced, in
    /// source order.
    func mapped(numbers n: (Double) -> Double, strings s: (String) -> String) -> ViewModifier {
        func color(_ c: RGBA) -> RGBA { RGBA(red: n(c.red), green: n(c.green), blue: n(c.blue), alpha: n(c.alpha)) }
        // A bound that is infinite (`maxWidth: .infinity`) is a word, not a number that moves.
        func bound(_ v: Double?) -> Double? { v.map { $0.isFinite ? n($0) : $0 } }
        switch self {
        case let .frame(width, height, alignment):
            let w = width.map(n)
            return .frame(width: w, height: height.map(n), alignment: alignment)
        case let .flexibleFrame(f):
            var f = f
            f.minWidth = bound(f.minWidth); f.idealWidth = bound(f.idealWidth); f.maxWidth = bound(f.maxWidth)
            f.minHeight = bound(f.minHeight); f.idealHeight = bound(f.idealHeight); f.maxHeight = bound(f.maxHeight)
            return .flexibleFrame(f)
        case let .padding(e):
            let top = n(e.top), leading = n(e.leading), bottom = n(e.bottom)
            return .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: n(e.trailing)))
        case let .offset(x, y):
            let x = n(x)
            return .offset(x: x, y: n(y))
        case let .position(x, y):
            let x = n(x)
            return .position(x: x, y: n(y))
        case let .scaleEffect(x, y, anchor):
            let x = n(x)
            return .scaleEffect(x: x, y: n(y), anchor: anchor)
        case let .rotationEffect(radians, anchor):
            return .rotationEffect(radians: n(radians), anchor: anchor)
        case let .opacity(o):
            return .opacity(n(o))
        case let .overlay(node, alignment):
            return .overlay(node.mapped(numbers: n, strings: s), alignment: alignment)
        case let .background(node, alignment):
            return .background(node.mapped(numbers: n, strings: s), alignment: alignment)
        case let .foreground(c):
            return .foreground(color(c))
        case let .clipShape(kind):
            if case let .roundedRectangle(r) = kind { return .clipShape(.roundedRectangle(cornerRadius: n(r))) }
            return .clipShape(kind)
        case let .shadow(shadow):
            let c = color(shadow.color), radius = n(shadow.radius), x = n(shadow.x)
            return .shadow(ViewShadow(color: c, radius: radius, x: x, y: n(shadow.y)))
        case let .blur(radius):
            return .blur(radius: n(radius))
        case let .transformEffect(t):
            let a = n(t.a), b = n(t.b), c = n(t.c), d = n(t.d), tx = n(t.tx)
            return .transformEffect(AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: n(t.ty)))
        case .hidden:
            return .hidden
        case let .identified(identity):
            return .identified(identity)
        case let .sizedOffset(x, y):
            let x = n(x)
            return .sizedOffset(x: x, y: n(y))
        case let .departing(trees, names):
            return .departing(trees.map { $0.mapped(numbers: n, strings: s) }, names: names)
        case let .matchedGeometry(m):
            var m = m
            m.progress = n(m.progress)
            return .matchedGeometry(m)
        }
    }
}
