import ReelTimeline
import ReelWorld

/// CGRect, CGPoint, CGSize (ReelTimeline's Rect, Point, Size in the world): value types,
/// their fields `CGFloat`s, with the members animation code uses.
struct RectValue: NativeValue {
    var rect: Rect
    var typeName: String { "CGRect" }
    var interpolation: String { "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))" }
    static let members = ["origin", "size", "width", "height", "minX", "minY", "midX", "midY", "maxX", "maxY",
                          "insetBy(dx:dy:)", "offsetBy(dx:dy:)", "applying(_:)", "equalTo(_:)", "zero"]

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "origin": return .native(PointValue(point: rect.origin))
        case "size": return .native(SizeValue(size: rect.size))
        case "width": return .cgFloat(rect.size.width)
        case "height": return .cgFloat(rect.size.height)
        case "minX": return .cgFloat(rect.minX)
        case "minY": return .cgFloat(rect.minY)
        case "maxX": return .cgFloat(rect.maxX)
        case "maxY": return .cgFloat(rect.maxY)
        case "midX": return .cgFloat(rect.midX)
        case "midY": return .cgFloat(rect.midY)
        case "insetBy", "offsetBy":
            return .function(.builtin(name, hints: ["dx": "CGFloat", "dy": "CGFloat"]) { arguments, context in
                let a = BridgeArguments(arguments, call: "CGRect.\(name)", context: context)
                let dx = try a.number("dx", .cgFloat), dy = try a.number("dy", .cgFloat)
                return .native(RectValue(rect: name == "insetBy" ? rect.insetBy(dx: dx, dy: dy) : rect.offsetBy(dx: dx, dy: dy)))
            })
        case "applying":
            return .function(.builtin(name) { arguments, context in
                guard let t = arguments.first?.value.nativeOperand as? AffineValue else { throw context.refuse("CGRect.applying takes a CGAffineTransform") }
                return .native(RectValue(rect: rect.applying(t.transform)))
            })
        case "equalTo":
            return .function(.builtin(name) { arguments, _ in .bool(arguments.first?.value.rect == rect) })
        default: return nil
        }
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        switch name {
        case "origin":
            guard let p = value.point else { throw context.refuse("CGRect.origin takes a CGPoint, not '\(value.typeName)'") }
            rect.origin = p
        case "size":
            guard let s = value.size else { throw context.refuse("CGRect.size takes a CGSize, not '\(value.typeName)'") }
            rect.size = s
        default: return false
        }
        return true
    }

    func memberTypeName(_ name: String) -> String? {
        switch name { case "origin": return "CGPoint"; case "size": return "CGSize"; default: return nil }
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? RectValue)?.rect == rect }
}

struct PointValue: NativeValue {
    var point: Point
    var typeName: String { "CGPoint" }
    var interpolation: String { "(\(point.x), \(point.y))" }

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "x": return .cgFloat(point.x)
        case "y": return .cgFloat(point.y)
        case "applying":
            return .function(.builtin(name) { arguments, context in
                guard let t = arguments.first?.value.nativeOperand as? AffineValue else { throw context.refuse("CGPoint.applying takes a CGAffineTransform") }
                return .native(PointValue(point: point.applying(t.transform)))
            })
        case "equalTo":
            return .function(.builtin(name) { arguments, _ in .bool(arguments.first?.value.point == point) })
        default: return nil
        }
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        switch name {
        case "x": point.x = try BridgeNumber.cgFloat.read(value, for: "CGPoint.x", in: context)
        case "y": point.y = try BridgeNumber.cgFloat.read(value, for: "CGPoint.y", in: context)
        default: return false
        }
        return true
    }

    func memberTypeName(_ name: String) -> String? { name == "x" || name == "y" ? "CGFloat" : nil }
    func isEqual(to other: any NativeValue) -> Bool { (other as? PointValue)?.point == point }
}

struct SizeValue: NativeValue {
    var size: Size
    var typeName: String { "CGSize" }
    var interpolation: String { "(\(size.width), \(size.height))" }

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "width": return .cgFloat(size.width)
        case "height": return .cgFloat(size.height)
        case "equalTo":
            return .function(.builtin(name) { arguments, _ in .bool(arguments.first?.value.size == size) })
        default: return nil
        }
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        switch name {
        case "width": size.width = try BridgeNumber.cgFloat.read(value, for: "CGSize.width", in: context)
        case "height": size.height = try BridgeNumber.cgFloat.read(value, for: "CGSize.height", in: context)
        default: return false
        }
        return true
    }

    func memberTypeName(_ name: String) -> String? { name == "width" || name == "height" ? "CGFloat" : nil }
    func isEqual(to other: any NativeValue) -> Bool { (other as? SizeValue)?.size == size }
}

/// CGAffineTransform: a value type with UIKit's methods.
struct AffineValue: NativeValue {
    var transform: CGAffineTransform
    var typeName: String { "CGAffineTransform" }
    var interpolation: String { "CGAffineTransform(a: \(transform.a), b: \(transform.b), c: \(transform.c), d: \(transform.d), tx: \(transform.tx), ty: \(transform.ty))" }

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "a": return .cgFloat(transform.a)
        case "b": return .cgFloat(transform.b)
        case "c": return .cgFloat(transform.c)
        case "d": return .cgFloat(transform.d)
        case "tx": return .cgFloat(transform.tx)
        case "ty": return .cgFloat(transform.ty)
        case "isIdentity": return .bool(transform.isIdentity)
        case "inverted": return .function(.builtin(name) { _, _ in .native(AffineValue(transform: transform.inverted())) })
        case "rotated":
            return .function(.builtin(name, hints: ["by": "CGFloat"]) { arguments, context in
                let a = BridgeArguments(arguments, call: "CGAffineTransform.rotated", context: context)
                return .native(AffineValue(transform: transform.rotated(by: try a.number("by", .cgFloat))))
            })
        case "scaledBy", "translatedBy":
            return .function(.builtin(name, hints: ["x": "CGFloat", "y": "CGFloat"]) { arguments, context in
                let a = BridgeArguments(arguments, call: "CGAffineTransform.\(name)", context: context)
                let x = try a.number("x", .cgFloat), y = try a.number("y", .cgFloat)
                return .native(AffineValue(transform: name == "scaledBy" ? transform.scaledBy(x: x, y: y) : transform.translatedBy(x: x, y: y)))
            })
        case "concatenating":
            return .function(.builtin(name) { arguments, context in
                guard let t = arguments.first?.value.nativeOperand as? AffineValue else { throw context.refuse("concatenating takes a CGAffineTransform") }
                return .native(AffineValue(transform: transform.concatenating(t.transform)))
            })
        default: return nil
        }
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        let v = try BridgeNumber.cgFloat.read(value, for: "CGAffineTransform.\(name)", in: context)
        switch name {
        case "a": transform.a = v
        case "b": transform.b = v
        case "c": transform.c = v
        case "d": transform.d = v
        case "tx": transform.tx = v
        case "ty": transform.ty = v
        default: return false
        }
        return true
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? AffineValue)?.transform == transform }
}

/// CATransform3D: a value type; its functions are globals (`CATransform3DMakeScale`).
struct Transform3DValue: NativeValue {
    var transform: CATransform3D
    var typeName: String { "CATransform3D" }

    static let fields = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
                         "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]

    func member(_ name: String, in context: CallContext) throws -> Value? {
        if let i = Self.fields.firstIndex(of: name) { return .cgFloat(transform.entries[i]) }
        if name == "isIdentity" { return .bool(transform.isIdentity) }
        return nil
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        guard let i = Self.fields.firstIndex(of: name) else { return false }
        var entries = transform.entries
        entries[i] = try BridgeNumber.cgFloat.read(value, for: "CATransform3D.\(name)", in: context)
        transform = CATransform3D(entries: entries)
        return true
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? Transform3DValue)?.transform == transform }
}

/// UIColor and UIFont: values the code passes around.
struct ColorValue: NativeValue {
    var color: UIColor
    var typeName: String { "UIColor" }
    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "cgColor": return .native(self)
        case "withAlphaComponent":
            return .function(.builtin(name, hints: ["_0": "CGFloat"]) { arguments, context in
                let a = BridgeArguments(arguments, call: "UIColor.withAlphaComponent", context: context)
                return .native(ColorValue(color: color.withAlphaComponent(try a.number(nil, .cgFloat))))
            })
        default: return nil
        }
    }
    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool { false }
    func isEqual(to other: any NativeValue) -> Bool { (other as? ColorValue)?.color == color }
}

struct FontValue: NativeValue {
    var font: UIFont
    var typeName: String { "UIFont" }
    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "pointSize": return .cgFloat(font.pointSize)
        case "withSize":
            return .function(.builtin(name, hints: ["_0": "CGFloat"]) { arguments, context in
                let a = BridgeArguments(arguments, call: "UIFont.withSize", context: context)
                return .native(FontValue(font: font.withSize(try a.number(nil, .cgFloat))))
            })
        default: return nil
        }
    }
    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool { false }
    func isEqual(to other: any NativeValue) -> Bool { (other as? FontValue)?.font == font }
}

/// A value of a small set of named constants: an option set, a curve name, a fill mode, an
/// alignment, a font weight, a `DispatchQueue`, a timing parameters object.
struct TokenValue: NativeValue {
    var typeName: String
    var token: Token

    enum Token: Equatable {
        case viewOptions(UIViewAnimationOptions)
        case keyframeOptions(UIViewKeyframeAnimationOptions)
        case timingName(String)
        case timingFunction(TimingFunction)
        case fillMode(FillMode)
        case alignment(NSTextAlignment)
        case fontWeight(UIFont.Weight)
        case curve(UIViewAnimationCurve)
        case dispatchTime(Double)
        case calculationMode(CalculationMode)
        case cubicTiming(UICubicTimingParameters)
        case springTiming(UISpringTimingParameters)
        case vector(CGVector)
        case animatingPosition(UIViewAnimatingPosition)
    }

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch (token, name) {
        case (.vector(let v), "dx"): return .cgFloat(v.dx)
        case (.vector(let v), "dy"): return .cgFloat(v.dy)
        default: return nil
        }
    }
    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool { false }
    func isEqual(to other: any NativeValue) -> Bool { (other as? TokenValue)?.token == token }
    var interpolation: String {
        switch token {
        case .timingName(let n): return n
        case .dispatchTime(let t): return "DispatchTime(\(t))"
        default: return typeName
        }
    }
}
