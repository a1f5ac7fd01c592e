internal import SwiftSyntax
import ReelTimeline
import ReelWorld

// Core Graphics' geometry (CGGeometry.h, CGAffineTransform.h) and CATransform3D
// (CATransform3D.h): value types, their fields CGFloats.

extension WorldType {
    static let cgRect = WorldType(
        name: "CGRect", superclass: nil,
        summary: "a rectangle (value semantics)",
        properties: [
            .stored("origin", \RectValue.rect.origin, .point),
            .stored("size", \RectValue.rect.size, .size),
            .readOnly("width", \RectValue.rect.width, .cgFloat),
            .readOnly("height", \RectValue.rect.height, .cgFloat),
            .readOnly("minX", \RectValue.rect.minX, .cgFloat),
            .readOnly("minY", \RectValue.rect.minY, .cgFloat),
            .readOnly("midX", \RectValue.rect.midX, .cgFloat),
            .readOnly("midY", \RectValue.rect.midY, .cgFloat),
            .readOnly("maxX", \RectValue.rect.maxX, .cgFloat),
            .readOnly("maxY", \RectValue.rect.maxY, .cgFloat),
        ],
        methods: [
            .method("insetBy", [.arg("dx", .cgFloat), .arg("dy", .cgFloat)], on: RectValue.self) { r, a in
                .native(RectValue(rect: r.rect.insetBy(dx: try a.number("dx", .cgFloat), dy: try a.number("dy", .cgFloat))))
            },
            .method("offsetBy", [.arg("dx", .cgFloat), .arg("dy", .cgFloat)], on: RectValue.self) { r, a in
                .native(RectValue(rect: r.rect.offsetBy(dx: try a.number("dx", .cgFloat), dy: try a.number("dy", .cgFloat))))
            },
            .method("applying", [.arg("_", .affine)], on: RectValue.self) { r, a in
                .native(RectValue(rect: r.rect.applying(try a.required(nil, .affine))))
            },
            .method("equalTo", [.arg("_", .rect)], on: RectValue.self) { r, a in .bool(a.value(nil)?.rect == r.rect) },
        ],
        initializers: [
            .function("init", [.arg("x", .cgFloat), .arg("y", .cgFloat), .arg("width", .cgFloat), .arg("height", .cgFloat)]) { a in
                let n = try a.coreGraphicsScalars(["x", "y", "width", "height"])
                return .native(RectValue(rect: Rect(x: n[0], y: n[1], width: n[2], height: n[3])))
            },
            .function("init", [.arg("origin", .point), .arg("size", .size)]) { a in
                .native(RectValue(rect: Rect(origin: try a.required("origin", .point), size: try a.required("size", .size))))
            },
            .function("init") { _ in .native(RectValue(rect: .zero)) },
        ],
        constants: [WorldConstant(name: "zero") { _ in .native(RectValue(rect: .zero)) }])

    static let cgPoint = WorldType(
        name: "CGPoint", superclass: nil,
        summary: "a point (value semantics)",
        properties: [.stored("x", \PointValue.point.x, .cgFloat), .stored("y", \PointValue.point.y, .cgFloat)],
        methods: [
            .method("applying", [.arg("_", .affine)], on: PointValue.self) { p, a in
                .native(PointValue(point: p.point.applying(try a.required(nil, .affine))))
            },
            .method("equalTo", [.arg("_", .point)], on: PointValue.self) { p, a in .bool(a.value(nil)?.point == p.point) },
        ],
        initializers: [
            .function("init", [.arg("x", .cgFloat), .arg("y", .cgFloat)]) { a in
                let n = try a.coreGraphicsScalars(["x", "y"])
                return .native(PointValue(point: Point(x: n[0], y: n[1])))
            },
            .function("init") { _ in .native(PointValue(point: .zero)) },
        ],
        constants: [WorldConstant(name: "zero") { _ in .native(PointValue(point: .zero)) }])

    static let cgSize = WorldType(
        name: "CGSize", superclass: nil,
        summary: "a size (value semantics)",
        properties: [.stored("width", \SizeValue.size.width, .cgFloat), .stored("height", \SizeValue.size.height, .cgFloat)],
        methods: [.method("equalTo", [.arg("_", .size)], on: SizeValue.self) { s, a in .bool(a.value(nil)?.size == s.size) }],
        initializers: [
            .function("init", [.arg("width", .cgFloat), .arg("height", .cgFloat)]) { a in
                let n = try a.coreGraphicsScalars(["width", "height"])
                return .native(SizeValue(size: Size(width: n[0], height: n[1])))
            },
            .function("init") { _ in .native(SizeValue(size: .zero)) },
        ],
        constants: [WorldConstant(name: "zero") { _ in .native(SizeValue(size: .zero)) }])

    static let cgVector = WorldType(
        name: "CGVector", superclass: nil,
        summary: "a spring's initial velocity",
        properties: [.readOnly("dx", \TokenValue.vector.dx, .cgFloat), .readOnly("dy", \TokenValue.vector.dy, .cgFloat)],
        initializers: [
            .function("init", [.arg("dx", .cgFloat), .arg("dy", .cgFloat)]) { a in
                .native(TokenValue(typeName: "CGVector", token: .vector(CGVector(dx: try a.number("dx", .cgFloat), dy: try a.number("dy", .cgFloat)))))
            },
        ],
        constants: [.token("zero", "CGVector", .vector(.zero))])

    static let cgAffineTransform = WorldType(
        name: "CGAffineTransform", superclass: nil,
        summary: "a view's 2D transform (value semantics)",
        properties: [
            .stored("a", \AffineValue.transform.a, .cgFloat), .stored("b", \AffineValue.transform.b, .cgFloat),
            .stored("c", \AffineValue.transform.c, .cgFloat), .stored("d", \AffineValue.transform.d, .cgFloat),
            .stored("tx", \AffineValue.transform.tx, .cgFloat), .stored("ty", \AffineValue.transform.ty, .cgFloat),
            .readOnly("isIdentity", \AffineValue.transform.isIdentity, .bool),
        ],
        methods: [
            .method("inverted", on: AffineValue.self) { t, _ in .native(AffineValue(transform: t.transform.inverted())) },
            .method("rotated", [.arg("by", .cgFloat)], on: AffineValue.self) { t, a in
                .native(AffineValue(transform: t.transform.rotated(by: try a.number("by", .cgFloat))))
            },
            .method("scaledBy", [.arg("x", .cgFloat), .arg("y", .cgFloat)], on: AffineValue.self) { t, a in
                .native(AffineValue(transform: t.transform.scaledBy(x: try a.number("x", .cgFloat), y: try a.number("y", .cgFloat))))
            },
            .method("translatedBy", [.arg("x", .cgFloat), .arg("y", .cgFloat)], on: AffineValue.self) { t, a in
                .native(AffineValue(transform: t.transform.translatedBy(x: try a.number("x", .cgFloat), y: try a.number("y", .cgFloat))))
            },
            .method("concatenating", [.arg("_", .affine)], on: AffineValue.self) { t, a in
                .native(AffineValue(transform: t.transform.concatenating(try a.required(nil, .affine))))
            },
        ],
        initializers: [
            .function("init", [.arg("rotationAngle", .cgFloat)]) { a in
                .native(AffineValue(transform: CGAffineTransform(rotationAngle: try a.number("rotationAngle", .cgFloat))))
            },
            .function("init", [.arg("scaleX", .cgFloat), .arg("y", .cgFloat)]) { a in
                .native(AffineValue(transform: CGAffineTransform(scaleX: try a.number("scaleX", .cgFloat), y: try a.number("y", .cgFloat))))
            },
            .function("init", [.arg("translationX", .cgFloat), .arg("y", .cgFloat)]) { a in
                .native(AffineValue(transform: CGAffineTransform(translationX: try a.number("translationX", .cgFloat), y: try a.number("y", .cgFloat))))
            },
            .function("init", ["a", "b", "c", "d", "tx", "ty"].map { .arg($0, .cgFloat) }) { a in
                .native(AffineValue(transform: CGAffineTransform(a: try a.number("a", .cgFloat), b: try a.number("b", .cgFloat), c: try a.number("c", .cgFloat),
                                                                 d: try a.number("d", .cgFloat), tx: try a.number("tx", .cgFloat), ty: try a.number("ty", .cgFloat))))
            },
            .function("init") { _ in .native(AffineValue(transform: .identity)) },
        ],
        constants: [WorldConstant(name: "identity") { _ in .native(AffineValue(transform: .identity)) }])

    /// CATransform3D's sixteen fields, `m11` … `m44`.
    nonisolated(unsafe) private static let matrixFields: [(String, WritableKeyPath<Transform3DValue, Double>)] = [
        ("m11", \.transform.m11), ("m12", \.transform.m12), ("m13", \.transform.m13), ("m14", \.transform.m14),
        ("m21", \.transform.m21), ("m22", \.transform.m22), ("m23", \.transform.m23), ("m24", \.transform.m24),
        ("m31", \.transform.m31), ("m32", \.transform.m32), ("m33", \.transform.m33), ("m34", \.transform.m34),
        ("m41", \.transform.m41), ("m42", \.transform.m42), ("m43", \.transform.m43), ("m44", \.transform.m44),
    ]

    static let caTransform3D = WorldType(
        name: "CATransform3D", superclass: nil,
        summary: "a layer's transform (value semantics); its functions are globals (CATransform3DMakeScale, …)",
        properties: matrixFields.map { .stored($0.0, $0.1, .cgFloat) } + [.readOnly("isIdentity", \Transform3DValue.transform.isIdentity, .bool)],
        initializers: [.function("init") { _ in .native(Transform3DValue(transform: .identity)) }],
        constants: [WorldConstant(name: "identity") { _ in .native(Transform3DValue(transform: .identity)) }])
}

extension BridgeArguments {
    /// The value of `label` read as `kind`; refused when it is not given.
    func required<T>(_ label: String?, _ kind: ValueKind<T>) throws -> T {
        guard let value = try read(label, kind) else {
            throw site.refuse("\(call) needs its \(label ?? "_"): argument", .invalid)
        }
        return value
    }
}

extension BridgeArguments {
    /// The scalars of `CGRect(x:y:width:height:)`, `CGPoint(x:y:)` or `CGSize(width:height:)`:
    /// CoreGraphics declares each initializer three times, with `CGFloat`, `Double` and `Int`
    /// parameters (CGGeometry's Swift overlay), so arguments that are all `Int` (or all
    /// `Double`) take that overload; any other mix is read as `CGFloat`, which refuses an `Int`
    /// as Swift's type checker does.
    func coreGraphicsScalars(_ labels: [String]) throws -> [Double] {
        // A number written as a literal takes any of the overloads' types (the interpreter
        // has already typed it as the hinted CGFloat): only the others choose.
        let typed = all.filter { argument in
            guard let label = argument.label, labels.contains(label) else { return false }
            return argument.syntax.map { Double($0.trimmedText) == nil } ?? true
        }.map(\.value)
        let number: BridgeNumber
        if !typed.isEmpty, typed.allSatisfy({ if case .int = $0 { return true }; return false }) {
            number = .int
        } else if !typed.isEmpty, typed.allSatisfy({ if case .double = $0 { return true }; return false }) {
            number = .double
        } else {
            return try labels.map { try self.number($0, .cgFloat) }
        }
        return try labels.map { label in
            let argument = all.first { $0.label == label }
            if let syntax = argument?.syntax, let literal = Double(syntax.trimmedText) {
                // Int's overload takes only whole literals, as Swift's literal typing does.
                guard number == .double || literal == literal.rounded() else {
                    throw site.mismatch("cannot convert value of type 'Double' to expected argument type 'Int' (\(call) \(label):)", expected: "Int", found: .double(literal))
                }
                return literal
            }
            return try self.number(label, number)
        }
    }
}
