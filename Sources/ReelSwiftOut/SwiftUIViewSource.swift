import ReelModels
import ReelSwiftUI
import ReelTimeline

/// A laid-out SwiftUI view tree (`ViewNode`) spelt as SwiftUI source, the way a person writes
/// it: the view, then its modifiers one a line; stacks and overlays with their views in a
/// block. Each number and each text is asked of `slots` in `ViewNode.numbers`/`strings` order
/// (the tree's source order), so the writer can put `value.scale` where a number moves and the
/// number itself where it does not.
struct SwiftUIViewSource {
    /// What a number or a text is spelt as.
    struct Slots {
        /// The number at the next position, of the view given and the property: a literal or
        /// an expression.
        var number: (_ value: Double, _ view: View, _ property: String) -> String
        /// The text at the next position (a symbol name or a `Text`'s string), of the view given.
        var string: (_ value: String, _ view: View) -> String
    }

    /// A view of the tree: its kind's short name (`name(of:)`) and its place, the views
    /// before it in source order (a stack before its children, a view before its overlay).
    struct View: Hashable {
        var kind: String
        var serial: Int
    }

    /// Every view spelt so far, in source order.
    private(set) var views: [View] = []

    /// Why a tree cannot be spelt (a modifier the SwiftUI input has no spelling for).
    struct Unwritable: Error { var what: String }

    private var slots: Slots

    init(_ slots: Slots) { self.slots = slots }

    /// The lines of `node` as one expression, the first unindented.
    mutating func lines(_ node: ViewNode) throws(Unwritable) -> [String] {
        var chain: [ViewModifier] = []
        var base = node
        while case let .modified(content, modifier) = base { chain.insert(modifier, at: 0); base = content }
        let view = View(kind: Self.name(of: base), serial: views.count)
        views.append(view)
        var out = try leaf(base, view: view)
        // Modifiers one level in, or level with the `}` that closes a stack (as Xcode lays them).
        let indent = out.last == "}" ? "" : "    "
        for modifier in chain { out += try self.modifier(modifier, view: view).map { indent + $0 } }
        return out
    }

    /// A short name for the view a node draws (`heart`, `circle`, `text`, `stack`): what the
    /// values struct's fields are named after when two views move the same property.
    static func name(of node: ViewNode) -> String {
        switch node {
        case .text: return "text"
        case let .image(name, _):
            // `heart` of `heart.fill`, `appBadge` of `app.badge`: the symbol's first word.
            let id = SwiftLiteral.identifier(String(name.split(separator: ".").first ?? ""), prefix: "")
            return id.isEmpty ? "symbol" : id.prefix(1).lowercased() + id.dropFirst()
        case let .shape(kind), let .strokedShape(kind, _):
            switch kind {
            case .circle: return "circle"
            case .capsule: return "capsule"
            case .rectangle: return "rectangle"
            case .ellipse: return "ellipse"
            case .roundedRectangle: return "roundedRectangle"
            }
        case .color: return "color"
        case .spacer: return "spacer"
        case .zStack, .hStack, .vStack: return "stack"
        case let .modified(content, _): return name(of: content)
        }
    }

    private mutating func n(_ v: Double, _ view: View, _ property: String) -> String { slots.number(v, view, property) }

    private mutating func leaf(_ node: ViewNode, view: View) throws(Unwritable) -> [String] {
        switch node {
        case let .text(string, font):
            let text = slots.string(string, view)
            var out = ["Text(\(text))"]
            if let spelt = Self.font(font), font != .body { out.append("    .font(\(spelt))") }
            return out
        case let .image(name, size):
            let symbol = slots.string(name, view)
            let w = n(size.width, view, "width"), h = n(size.height, view, "height")
            // A symbol's box is 24/20 of its font's point size, square (ResolvedFont.symbolSize):
            // a font says it as a person would; any other size is a resizable symbol in a frame.
            if w == h, let side = Double(w) {
                return ["Image(systemName: \(symbol))", "    .font(.system(size: \(SwiftLiteral.computed(side * 20 / 24))))"]
            }
            return ["Image(systemName: \(symbol))", "    .resizable()", "    .frame(width: \(w), height: \(h))"]
        case let .shape(kind):
            return [try shape(kind, view: view)]
        case let .strokedShape(kind, stroke):
            let shape = try shape(kind, view: view)
            return [shape + ".\(stroke.insideBorder ? "strokeBorder" : "stroke")(lineWidth: \(n(stroke.lineWidth, view, "lineWidth")))"]
        case let .color(c):
            return [color(c, view: view, prefix: "")]
        case let .spacer(minLength):
            return [minLength.map { "Spacer(minLength: \(n($0, view, "minLength")))" } ?? "Spacer()"]
        case let .zStack(alignment, children):
            let head = alignment == .center ? "ZStack" : "ZStack(alignment: \(Self.alignment(alignment)))"
            return try block(head, children)
        case let .hStack(alignment, spacing, children):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: .\(alignment)") }
            if let spacing { arguments.append("spacing: \(n(spacing, view, "spacing"))") }
            return try block(arguments.isEmpty ? "HStack" : "HStack(\(arguments.joined(separator: ", ")))", children)
        case let .vStack(alignment, spacing, children):
            var arguments: [String] = []
            if alignment != .center { arguments.append("alignment: .\(alignment)") }
            if let spacing { arguments.append("spacing: \(n(spacing, view, "spacing"))") }
            return try block(arguments.isEmpty ? "VStack" : "VStack(\(arguments.joined(separator: ", ")))", children)
        case .modified:
            return try lines(node)
        }
    }

    private mutating func block(_ head: String, _ children: [ViewNode]) throws(Unwritable) -> [String] {
        var out = [head + " {"]
        for child in children { out += try lines(child).map { "    " + $0 } }
        return out + ["}"]
    }

    private mutating func shape(_ kind: ShapeKind, view: View) throws(Unwritable) -> String {
        switch kind {
        case .circle: return "Circle()"
        case .capsule: return "Capsule()"
        case .rectangle: return "Rectangle()"
        case .ellipse: return "Ellipse()"
        case let .roundedRectangle(r): return "RoundedRectangle(cornerRadius: \(n(r, view, "cornerRadius")))"
        }
    }

    /// A colour: a system colour by name where it is one and nothing of it moves, else its
    /// components (`Color(red:green:blue:opacity:)`, sRGB, as the stage interpolates them).
    private mutating func color(_ c: RGBA, view: View, prefix: String) -> String {
        func name(_ p: String) -> String { prefix.isEmpty ? p : prefix + p.prefix(1).uppercased() + p.dropFirst() }
        let r = n(c.red, view, name("red")), g = n(c.green, view, name("green")), b = n(c.blue, view, name("blue")), a = n(c.alpha, view, name("alpha"))
        let literal = [r, g, b, a].allSatisfy { Double($0) != nil }
        if literal, let system = Self.systemName(c) { return "Color.\(system)" }
        return "Color(red: \(r), green: \(g), blue: \(b)" + (a == "1.0" ? ")" : ", opacity: \(a))")
    }

    /// A colour as a person writes it where nothing of it moves: a system colour by name
    /// (`Color.red` is UIKit's systemRed, #FF3B30), else `Color(red:green:blue:)` with its
    /// opacity where it has one.
    static func colorLiteral(_ c: RGBA) -> String {
        if let name = systemName(c) { return "Color.\(name)" }
        let n = SwiftLiteral.computed
        return "Color(red: \(n(c.red)), green: \(n(c.green)), blue: \(n(c.blue))" + (c.alpha == 1 ? ")" : ", opacity: \(n(c.alpha)))")
    }

    /// The name of the system colour `c` is (`red` for #FF3B30), if it is one spelt by name.
    static func systemName(_ c: RGBA) -> String? {
        SystemColor.allCases.first { named.contains($0) && $0.rgba == c }?.rawValue
    }

    /// The system colours spelt by name (the dynamic `primary`/`secondary` are not).
    private static let named: Set<SystemColor> = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black, .white, .clear]

    private mutating func modifier(_ modifier: ViewModifier, view: View) throws(Unwritable) -> [String] {
        switch modifier {
        case let .frame(width, height, alignment):
            var arguments: [String] = []
            if let width { arguments.append("width: \(n(width, view, "width"))") }
            if let height { arguments.append("height: \(n(height, view, "height"))") }
            if alignment != .center { arguments.append("alignment: \(Self.alignment(alignment))") }
            return [".frame(\(arguments.joined(separator: ", ")))"]
        case let .flexibleFrame(f):
            var arguments: [String] = []
            let bounds: [(String, Double?)] = [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                               ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]
            for (label, value) in bounds {
                guard let value else { continue }
                arguments.append("\(label): \(value.isFinite ? n(value, view, label) : ".infinity")")
            }
            if f.alignment != .center { arguments.append("alignment: \(Self.alignment(f.alignment))") }
            return [".frame(\(arguments.joined(separator: ", ")))"]
        case let .padding(e):
            let edges = [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
            let spelt = edges.map { n($0.1, view, "padding") }
            let given = zip(edges, spelt).filter { $0.0.1 != 0 }
            guard let length = given.first?.1, given.allSatisfy({ $0.1 == length }) else {
                throw Unwritable(what: "a padding of unequal edges (\(edges.map { "\($0.0) \(plainNumber($0.1))" }.joined(separator: ", ")))")
            }
            let set = Set(given.map(\.0.0))
            switch set {
            case ["top", "leading", "bottom", "trailing"]: return [".padding(\(length))"]
            case ["leading", "trailing"]: return [".padding(.horizontal, \(length))"]
            case ["top", "bottom"]: return [".padding(.vertical, \(length))"]
            default:
                guard set.count == 1, let edge = set.first else {
                    throw Unwritable(what: "a padding of the edges \(set.sorted().joined(separator: ", "))")
                }
                return [".padding(.\(edge), \(length))"]
            }
        case let .offset(x, y):
            // `offset(x:y:)` defaults each to 0 [Apple]: a zero that does not move is left out.
            let ox = n(x, view, "offsetX"), oy = n(y, view, "offsetY")
            let arguments = [("x", ox), ("y", oy)].filter { $0.1 != "0.0" }.map { "\($0.0): \($0.1)" }
            return [".offset(\(arguments.isEmpty ? "x: 0.0" : arguments.joined(separator: ", ")))"]
        case let .position(x, y):
            return [".position(x: \(n(x, view, "positionX")), y: \(n(y, view, "positionY")))"]
        case let .scaleEffect(x, y, anchor):
            let sx = n(x, view, "scaleX"), sy = n(y, view, "scaleY")
            let at = anchor == .center ? "" : ", anchor: \(Self.unitPoint(anchor))"
            return [sx == sy ? ".scaleEffect(\(sx)\(at))" : ".scaleEffect(x: \(sx), y: \(sy)\(at))"]
        case let .rotationEffect(radians, anchor):
            let at = anchor == .center ? "" : ", anchor: \(Self.unitPoint(anchor))"
            return [".rotationEffect(.radians(\(n(radians, view, "rotation")))\(at))"]
        case let .opacity(o):
            return [".opacity(\(n(o, view, "opacity")))"]
        case let .overlay(node, alignment):
            let head = alignment == .center ? ".overlay {" : ".overlay(alignment: \(Self.alignment(alignment))) {"
            return [head] + (try lines(node)).map { "    " + $0 } + ["}"]
        case let .background(node, alignment):
            let head = alignment == .center ? ".background {" : ".background(alignment: \(Self.alignment(alignment))) {"
            return [head] + (try lines(node)).map { "    " + $0 } + ["}"]
        case let .foreground(c):
            return [".foregroundStyle(\(color(c, view: view, prefix: "")))"]
        case let .clipShape(kind):
            return [".clipShape(\(try shape(kind, view: view)))"]
        case let .shadow(s):
            let c = color(s.color, view: view, prefix: "shadow")
            let radius = n(s.radius, view, "shadowRadius"), x = n(s.x, view, "shadowX"), y = n(s.y, view, "shadowY")
            return [".shadow(color: \(c), radius: \(radius), x: \(x), y: \(y))"]
        case let .blur(radius):
            return [".blur(radius: \(n(radius, view, "blur")))"]
        case let .transformEffect(t):
            // A GeometryEffect's transform is in the view's own space, origin top-left [Apple]
            // (…/geometryeffect/effectvalue(size:)): a move is `offset(x:y:)`, a scale and a move
            // `scaleEffect(x:y:anchor: .topLeading)` then the offset, which draw the same.
            let a = n(t.a, view, "effectScaleX"), b = n(t.b, view, "effectB"), c = n(t.c, view, "effectC"), d = n(t.d, view, "effectScaleY")
            let tx = n(t.tx, view, "offsetX"), ty = n(t.ty, view, "offsetY")
            guard b == "0.0", c == "0.0" else {
                throw Unwritable(what: "a GeometryEffect's transform that turns or skews the view")
            }
            let arguments = [("x", tx), ("y", ty)].filter { $0.1 != "0.0" }.map { "\($0.0): \($0.1)" }
            let offset = ".offset(\(arguments.isEmpty ? "x: 0.0" : arguments.joined(separator: ", ")))"
            if a == "1.0", d == "1.0" { return [offset] }
            return [".scaleEffect(x: \(a), y: \(d), anchor: .topLeading)", offset]
        // What the stage draws while a transition or a matched geometry plays is the
        // transition's work, not a modifier the code wrote: not written as keyframes yet.
        case .hidden, .departing:
            throw Unwritable(what: "a view's removal transition (the view leaving while it plays)")
        case .sizedOffset:
            throw Unwritable(what: "a move, push or slide transition (an offset by the view's own size)")
        case .matchedGeometry:
            throw Unwritable(what: "a matchedGeometryEffect (a view moving between two views' frames)")
        // A view's place in the tree: what the layout animates its frame by, nothing written.
        case .identified:
            return []
        }
    }

    static func alignment(_ a: Alignment) -> String {
        switch (a.horizontal, a.vertical) {
        case (.center, .center): return ".center"
        case (.leading, .top): return ".topLeading"
        case (.center, .top): return ".top"
        case (.trailing, .top): return ".topTrailing"
        case (.leading, .center): return ".leading"
        case (.trailing, .center): return ".trailing"
        case (.leading, .bottom): return ".bottomLeading"
        case (.center, .bottom): return ".bottom"
        case (.trailing, .bottom): return ".bottomTrailing"
        }
    }

    static func unitPoint(_ p: UnitPoint) -> String {
        let named: [(String, UnitPoint)] = [("topLeading", UnitPoint(x: 0, y: 0)), ("top", UnitPoint(x: 0.5, y: 0)), ("topTrailing", UnitPoint(x: 1, y: 0)),
                                            ("leading", UnitPoint(x: 0, y: 0.5)), ("center", .center), ("trailing", UnitPoint(x: 1, y: 0.5)),
                                            ("bottomLeading", UnitPoint(x: 0, y: 1)), ("bottom", UnitPoint(x: 0.5, y: 1)), ("bottomTrailing", UnitPoint(x: 1, y: 1))]
        if let name = named.first(where: { $0.1 == p })?.0 { return "." + name }
        return "UnitPoint(x: \(SwiftLiteral.computed(p.x)), y: \(SwiftLiteral.computed(p.y)))"
    }

    /// `.system(size:weight:)` or a text style, with its weight when it is not the style's own.
    static func font(_ font: Font) -> String? {
        switch font.size {
        case let .fixed(points):
            let weight = font.weight.flatMap { $0 == .regular ? nil : $0 }
            return ".system(size: \(SwiftLiteral.computed(points))" + (weight.map { ", weight: .\($0.rawValue))" } ?? ")")
        case let .style(style):
            guard let weight = font.weight, weight != style.weight else { return "." + style.rawValue }
            return weight == .bold ? ".\(style.rawValue).bold()" : ".\(style.rawValue).weight(.\(weight.rawValue))"
        }
    }
}
