#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelModels
import ReelTimeline
import ReelWorld

// Layers the code makes and adds (CALayer.h: init(), addSublayer(_:), insertSublayer(_:at:),
// removeFromSuperlayer(), sublayers), CAShapeLayer (CAShapeLayer.h) with the paths UIBezierPath
// and CGMutablePath build, and CAReplicatorLayer (CAReplicatorLayer.h).

extension WorldType {
    /// CALayer's members for the layer tree (the base type `caLayer` holds the geometry and look).
    static let caLayerTreeMembers: (initializers: [WorldMethod], properties: [WorldProperty], methods: [WorldMethod]) = (
        initializers: [
            .function("init") { a in .native(LayerValue(layer: try CALayer(world: a.world), bridge: a.bridge)) },
        ],
        properties: [
            .stored("sublayers", \LayerValue.sublayerList, ValueKind.layer.array("[CALayer]").optional),
            .readOnly("superlayer", \LayerValue.layer.superlayer, ValueKind.layer.optional),
            // Accepted: the canvas has its own pixel density; a layer's own media timing (it is
            // a CAMediaTiming) is not evaluated: its duration is 0, so a repeat count changes nothing.
            .stored("contentsScale", \LayerValue.layer.contentsScale, .cgFloat),
            .stored("repeatCount", \LayerValue.layer.repeatCount, .float),
        ],
        methods: [
            .method("addSublayer", [.arg("_", .layer)], on: LayerValue.self) { l, a in
                try l.layer.addSublayer(try a.required(nil, .layer)); return .void
            },
            .method("insertSublayer", [.arg("_", .layer), .arg("at", .int)], on: LayerValue.self) { l, a in
                try l.layer.insertSublayer(try a.required(nil, .layer), at: try a.required("at", .int)); return .void
            },
            .method("removeFromSuperlayer", on: LayerValue.self) { l, _ in l.layer.removeFromSuperlayer(); return .void },
        ])

    static let caShapeLayer = WorldType(
        name: "CAShapeLayer", superclass: "CALayer",
        summary: "a layer drawing a path: fill, stroke, line width, cap and join, strokeStart/strokeEnd",
        properties: [
            .stored("path", \LayerValue.shape.path, ValueKind.cgPath.optional),
            .stored("fillColor", \LayerValue.shape.fillColor, ValueKind.color.optional),
            .stored("strokeColor", \LayerValue.shape.strokeColor, ValueKind.color.optional),
            .stored("lineWidth", \LayerValue.shape.lineWidth, .cgFloat),
            .stored("lineCap", \LayerValue.shape.lineCap, .lineCap),
            .stored("lineJoin", \LayerValue.shape.lineJoin, .lineJoin),
            .stored("strokeStart", \LayerValue.shape.strokeStart, .cgFloat),
            .stored("strokeEnd", \LayerValue.shape.strokeEnd, .cgFloat),
        ],
        initializers: [
            .function("init") { a in .native(LayerValue(layer: try CAShapeLayer(world: a.world), bridge: a.bridge)) },
        ])

    static let caShapeLayerLineCap = WorldType(
        name: "CAShapeLayerLineCap", superclass: nil, summary: "a stroke's ends: butt, round, square (also kCALineCap…)",
        constants: ShapeLayerContent.LineCap.allCases.map { c in WorldConstant(name: c.rawValue) { bridge in ValueKind<ShapeLayerContent.LineCap>.lineCap.wrap(c, bridge) } })

    static let caShapeLayerLineJoin = WorldType(
        name: "CAShapeLayerLineJoin", superclass: nil, summary: "a stroke's corners: miter, round, bevel (also kCALineJoin…)",
        constants: ShapeLayerContent.LineJoin.allCases.map { j in WorldConstant(name: j.rawValue) { bridge in ValueKind<ShapeLayerContent.LineJoin>.lineJoin.wrap(j, bridge) } })

    static let caReplicatorLayer = WorldType(
        name: "CAReplicatorLayer", superclass: "CALayer",
        summary: "a layer drawing its sublayers instanceCount times, each through instanceTransform and instanceDelay later",
        properties: [
            .stored("instanceCount", \LayerValue.replicator.instanceCount, .int),
            .stored("instanceDelay", \LayerValue.replicator.instanceDelay, .double),
            .stored("instanceTransform", \LayerValue.replicator.instanceTransform, .transform3D),
        ],
        initializers: [
            .function("init") { a in .native(LayerValue(layer: try CAReplicatorLayer(world: a.world), bridge: a.bridge)) },
        ])

    static let uiBezierPath = WorldType(
        name: "UIBezierPath", superclass: "NSObject",
        summary: "a path: ovals, rectangles, rounded rectangles, arcs, lines and curves; `cgPath` for a shape layer",
        // `CGPath` is Swift 2's spelling of `cgPath` (before SE-0005's renaming).
        properties: [.readOnly("cgPath", \PathBuilderValue.cgPath, .cgPath), .readOnly("CGPath", \PathBuilderValue.cgPath, .cgPath)],
        methods: pathMethods(close: "close", curveLabels: ("controlPoint1", "controlPoint2")) + [
            .method("addArc", [.arg("withCenter", .point), .arg("radius", .cgFloat), .arg("startAngle", .cgFloat), .arg("endAngle", .cgFloat), .arg("clockwise", .bool)],
                    on: PathBuilderValue.self) { p, a in
                try p.append(PathShapes.arc(a, center: "withCenter", continuing: !p.builder.elements.isEmpty), at: a.site)
                return .void
            },
        ],
        initializers: [
            .function("init") { _ in .native(PathBuilderValue(typeName: "UIBezierPath")) },
            .function("init", [.arg("ovalIn", .rect)]) { a in
                .native(PathBuilderValue(typeName: "UIBezierPath", CGPath(ellipseIn: try a.required("ovalIn", .rect)).elements))
            },
            .function("init", [.arg("rect", .rect)]) { a in
                .native(PathBuilderValue(typeName: "UIBezierPath", PathShapes.rect(try a.required("rect", .rect))))
            },
            .function("init", [.arg("roundedRect", .rect), .arg("cornerRadius", .cgFloat)]) { a in
                .native(PathBuilderValue(typeName: "UIBezierPath", PathShapes.roundedRect(try a.required("roundedRect", .rect), radius: try a.required("cornerRadius", .cgFloat))))
            },
            .function("init", [.arg("arcCenter", .point), .arg("radius", .cgFloat), .arg("startAngle", .cgFloat), .arg("endAngle", .cgFloat), .arg("clockwise", .bool)]) { a in
                .native(PathBuilderValue(typeName: "UIBezierPath", try PathShapes.arc(a, center: "arcCenter", continuing: false)))
            },
        ])

    static let cgMutablePath = WorldType(
        name: "CGMutablePath", superclass: nil,
        summary: "a path built by moves, lines and curves, for a shape layer's `path`",
        methods: pathMethods(close: "closeSubpath", curveLabels: ("control1", "control2")) + [
            .method("addEllipse", [.arg("in", .rect)], on: PathBuilderValue.self) { p, a in
                try p.append(CGPath(ellipseIn: try a.required("in", .rect)).elements, at: a.site); return .void
            },
            .method("addRect", [.arg("_", .rect)], on: PathBuilderValue.self) { p, a in
                try p.append(PathShapes.rect(try a.required(nil, .rect)), at: a.site); return .void
            },
        ],
        initializers: [.function("init") { _ in .native(PathBuilderValue(typeName: "CGMutablePath")) }])

    /// move(to:), addLine(to:), addCurve(to:…:…:) and the close, UIBezierPath's and CGMutablePath's alike.
    private static func pathMethods(close: String, curveLabels: (String, String)) -> [WorldMethod] { [
        .method("move", [.arg("to", .point)], on: PathBuilderValue.self) { p, a in
            try p.append([.move(try a.required("to", .point))], at: a.site); return .void
        },
        .method("addLine", [.arg("to", .point)], on: PathBuilderValue.self) { p, a in
            try p.append([.line(try a.required("to", .point))], at: a.site); return .void
        },
        .method("addCurve", [.arg("to", .point), .arg(curveLabels.0, .point), .arg(curveLabels.1, .point)], on: PathBuilderValue.self) { p, a in
            try p.append([.curve(try a.required(curveLabels.0, .point), try a.required(curveLabels.1, .point), try a.required("to", .point))], at: a.site)
            return .void
        },
        .method(close, on: PathBuilderValue.self) { p, a in try p.append([.close], at: a.site); return .void },
    ] }

    static let playgroundPage = WorldType(
        name: "PlaygroundPage", superclass: nil,
        summary: "a playground's page: `PlaygroundPage.current.liveView` is accepted (the view it shows is bound as any view is)",
        properties: [.stored("liveView", \PlaygroundPageValue.page.liveView, ValueKind.view.optional),
                     .stored("needsIndefiniteExecution", \PlaygroundPageValue.page.needsIndefiniteExecution, .bool)],
        constants: [WorldConstant(name: "current", isSharedInstance: true) { bridge in .native(PlaygroundPageValue(page: bridge.playgroundPage)) }])
}

extension LayerValue {
    /// `layer.sublayers`: nil when there are none, as Core Animation answers. Setting it (nil
    /// or a list) replaces the sublayers the code added; a list naming a view's own layer, or
    /// the layer itself, keeps the layers it could add (CALayer refuses those).
    var sublayerList: [CALayer]? {
        get { layer.sublayers.isEmpty ? nil : layer.sublayers }
        nonmutating set { try? layer.setSublayers(newValue) }
    }
    /// The layer as a CAShapeLayer: reached only through CAShapeLayer's declarations, which a
    /// value's type chain (its layer's class) offers only for one.
    var shape: CAShapeLayer { layer as! CAShapeLayer }
    /// The layer as a CAReplicatorLayer, likewise.
    var replicator: CAReplicatorLayer { layer as! CAReplicatorLayer }
}

/// A path being built (UIBezierPath, CGMutablePath): a reference, as both are classes.
final class PathBuilder {
    var elements: [ShapeLayerContent.Element]
    init(_ elements: [ShapeLayerContent.Element]) { self.elements = elements }
}

struct PathBuilderValue: NativeReference {
    let builder: PathBuilder
    let typeName: String
    var object: PathBuilder { builder }

    init(typeName: String, _ elements: [ShapeLayerContent.Element] = []) {
        self.typeName = typeName; builder = PathBuilder(elements)
    }

    /// UIBezierPath.cgPath: the path as it stands.
    var cgPath: CGPath { CGPath(elements: builder.elements) }

    /// Appends `elements`, within the path elements a scene holds.
    func append(_ elements: [ShapeLayerContent.Element], at site: CallSite) throws {
        guard builder.elements.count + elements.count <= ShapePathText.maxElements else {
            throw site.refuse("a path of more than \(ShapePathText.maxElements) elements is not drawn", .invalid)
        }
        builder.elements += elements
    }
}

/// PlaygroundPage.current: what a playground's page holds; nothing of it is drawn (the view
/// the page shows is bound as the host with --view, as any view is).
final class PlaygroundPageState {
    var liveView: UIView?
    var needsIndefiniteExecution = false
}

struct PlaygroundPageValue: NativeReference {
    let page: PlaygroundPageState
    var typeName: String { "PlaygroundPage" }
    var object: PlaygroundPageState { page }
}

/// The paths UIBezierPath's initializers make, as CGPath elements.
enum PathShapes {
    /// A rectangle from its origin, clockwise on screen (y down), closed.
    static func rect(_ r: Rect) -> [ShapeLayerContent.Element] {
        [.move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)), .line(Point(x: r.maxX, y: r.maxY)),
         .line(Point(x: r.minX, y: r.maxY)), .close]
    }

    /// A rounded rectangle: the sides joined by quarter arcs of `radius`, clamped to half the
    /// shorter side (UIBezierPath(roundedRect:cornerRadius:)).
    static func roundedRect(_ r: Rect, radius: Double) -> [ShapeLayerContent.Element] {
        let k = max(0, min(radius, min(r.width, r.height) / 2))
        guard k > 0 else { return rect(r) }
        var out: [ShapeLayerContent.Element] = [.move(Point(x: r.minX + k, y: r.minY)), .line(Point(x: r.maxX - k, y: r.minY))]
        out += arc(center: Point(x: r.maxX - k, y: r.minY + k), radius: k, from: -.pi / 2, to: 0, clockwise: true, continuing: true)
        out.append(.line(Point(x: r.maxX, y: r.maxY - k)))
        out += arc(center: Point(x: r.maxX - k, y: r.maxY - k), radius: k, from: 0, to: .pi / 2, clockwise: true, continuing: true)
        out.append(.line(Point(x: r.minX + k, y: r.maxY)))
        out += arc(center: Point(x: r.minX + k, y: r.maxY - k), radius: k, from: .pi / 2, to: .pi, clockwise: true, continuing: true)
        out.append(.line(Point(x: r.minX, y: r.minY + k)))
        out += arc(center: Point(x: r.minX + k, y: r.minY + k), radius: k, from: .pi, to: 3 * .pi / 2, clockwise: true, continuing: true)
        out.append(.close)
        return out
    }

    /// The arc a call's arguments give (`center` labels its centre), its angles and radius held
    /// to what a view's values may be: an angle of 1e308 made the sweep infinite, and counting
    /// its quarter turns trapped.
    static func arc(_ a: BridgeArguments, center label: String, continuing: Bool) throws -> [ShapeLayerContent.Element] {
        let center = try a.required(label, .point), radius = try a.required("radius", .cgFloat)
        let start = try a.required("startAngle", .cgFloat), end = try a.required("endAngle", .cgFloat)
        for (name, value, range) in [("startAngle", start, ViewRanges.radians), ("endAngle", end, ViewRanges.radians), ("radius", abs(radius), ViewRanges.lengths)]
        where !range.contains(value) {
            throw a.site.refuse(DrawnNumber.notDrawn("\(a.call)'s \(name)", value, range), .world)
        }
        return arc(center: center, radius: radius, from: start, to: end, clockwise: try a.required("clockwise", .bool), continuing: continuing)
    }

    /// An arc of a circle as cubic Béziers of at most a quarter turn each (control points at
    /// 4/3·tan(θ/4) of the radius along the tangents). In UIKit's coordinates (y down)
    /// `clockwise` runs the angle upwards, from `start` to `end` (taken past `start` by whole
    /// turns); a full turn or more is one turn. `continuing`: a line to its start joins it to
    /// the path (UIBezierPath.addArc), else it starts with a move.
    static func arc(center: Point, radius: Double, from start: Double, to end: Double, clockwise: Bool, continuing: Bool) -> [ShapeLayerContent.Element] {
        var sweep = end - start
        let turn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        func p(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        var out: [ShapeLayerContent.Element] = [continuing ? .line(p(start)) : .move(p(start))]
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<pieces {
            let a0 = start + step * Double(i), a1 = a0 + step
            let c1 = Point(x: center.x + radius * cos(a0) - k * sin(a0), y: center.y + radius * sin(a0) + k * cos(a0))
            let c2 = Point(x: center.x + radius * cos(a1) + k * sin(a1), y: center.y + radius * sin(a1) - k * cos(a1))
            out.append(.curve(c1, c2, p(a1)))
        }
        return out
    }
}

extension ValueKind where T == ShapeLayerContent.LineCap {
    static let lineCap = ValueKind.token("CAShapeLayerLineCap", { .lineCap($0) }) {
        if case .lineCap(let c) = $0 { return c }
        return nil
    }
}

extension ValueKind where T == ShapeLayerContent.LineJoin {
    static let lineJoin = ValueKind.token("CAShapeLayerLineJoin", { .lineJoin($0) }) {
        if case .lineJoin(let j) = $0 { return j }
        return nil
    }
}
