import ReelTimeline
import ReelWorld

/// The Swift type of a world property or argument, and how a value of it crosses the bridge:
/// `wrap` gives the interpreter's value of a world value, `read` takes the code's value (or
/// refuses it as Swift's type checker would, naming what it was for).
/// Immutable once made (its closures capture only key paths and other kinds), so shared freely.
struct ValueKind<T>: @unchecked Sendable {
    /// The type as Swift writes it (`CGFloat`, `UIColor?`, `[CAAnimation]?`).
    let name: String
    /// The type `.member` and literal values assigned to it take (`.center` an NSTextAlignment,
    /// `0.5` a CGFloat); nil where a literal keeps its own type.
    let hint: String?
    let wrap: (T, WorldBridge) -> Value
    /// `what`: the member or argument, for the message (`UIView.alpha`).
    let read: (Value, _ what: String, CallSite) throws -> T

    /// A kind read by matching the value against one shape; anything else is refused as the
    /// compiler's "cannot assign value of type".
    static func matching(_ name: String, hint: String? = nil, wrap: @escaping (T, WorldBridge) -> Value,
                         _ match: @escaping (Value) -> T?) -> ValueKind {
        ValueKind(name: name, hint: hint, wrap: wrap) { value, what, site in
            guard let v = match(value) else {
                throw site.mismatch("cannot assign value of type '\(value.typeName)' to type '\(name)' (\(what))", expected: name, found: value)
            }
            return v
        }
    }

    /// The optional of this kind: nil reads and writes as nil.
    var optional: ValueKind<T?> {
        let base = self
        return ValueKind<T?>(name: name + "?", hint: hint, wrap: { v, bridge in v.map { base.wrap($0, bridge) } ?? .nilValue }) { value, what, site in
            if value.isNil { return nil }
            do { return try base.read(value, what, site) } catch let refusal as SwiftRefusal {
                guard case .typeMismatch = refusal.kind else { throw refusal }
                throw site.mismatch("cannot assign value of type '\(value.typeName)' to type '\(base.name)?' (\(what))", expected: base.name + "?", found: value)
            }
        }
    }

    /// An array of this kind, `[T]` (elements read one by one, refusals naming the array type).
    func array(_ name: String) -> ValueKind<[T]> {
        let base = self
        return ValueKind<[T]>(name: name, hint: nil, wrap: { items, bridge in .array(items.map { base.wrap($0, bridge) }) }) { value, what, site in
            guard case .array(let items) = value else {
                throw site.mismatch("cannot assign value of type '\(value.typeName)' to type '\(name)' (\(what))", expected: name, found: value)
            }
            return try items.map { item in
                do { return try base.read(item, what, site) } catch let refusal as SwiftRefusal {
                    guard case .typeMismatch = refusal.kind else { throw refusal }
                    throw site.mismatch("cannot assign value of type '\(value.typeName)' to type '\(name)' (\(what))", expected: name, found: value)
                }
            }
        }
    }
}

extension ValueKind where T == Double {
    /// A number of one of UIKit's and Core Animation's numeric types, read as Swift's type
    /// checker reads it (BridgeNumber).
    static func number(_ number: BridgeNumber, named name: String? = nil) -> ValueKind {
        ValueKind(name: name ?? number.rawValue, hint: name ?? number.rawValue, wrap: { v, _ in number.value(v) }) { value, what, site in
            try number.read(value, for: what, at: site)
        }
    }
    static let cgFloat = number(.cgFloat)
    static let float = number(.float)
    static let double = number(.double)
    /// `CFTimeInterval`/`TimeInterval`: a Double, named as Core Animation's headers name it.
    static let time = number(.double, named: "CFTimeInterval")
    static let timeInterval = number(.double, named: "TimeInterval")
}

extension ValueKind where T == Int {
    static let int = ValueKind.matching("Int", wrap: { v, _ in .int(v) }) {
        if case .int(let i) = $0.defaulted { return i }
        return nil
    }
}

extension ValueKind where T == Bool {
    static let bool = ValueKind.matching("Bool", wrap: { v, _ in .bool(v) }) {
        if case .bool(let b) = $0 { return b }
        return nil
    }
}

extension ValueKind where T == String {
    static let string = ValueKind.matching("String", wrap: { v, _ in .string(v) }) {
        if case .string(let s) = $0 { return s }
        return nil
    }
}

extension ValueKind where T == Rect {
    static let rect = ValueKind.matching("CGRect", hint: "CGRect", wrap: { v, _ in .native(RectValue(rect: v)) }) { $0.rect }
}

extension ValueKind where T == Point {
    static let point = ValueKind.matching("CGPoint", hint: "CGPoint", wrap: { v, _ in .native(PointValue(point: v)) }) { $0.point }
}

extension ValueKind where T == Size {
    static let size = ValueKind.matching("CGSize", hint: "CGSize", wrap: { v, _ in .native(SizeValue(size: v)) }) { $0.size }
}

extension ValueKind where T == CGAffineTransform {
    static let affine = ValueKind.matching("CGAffineTransform", hint: "CGAffineTransform", wrap: { v, _ in .native(AffineValue(transform: v)) }) {
        ($0.nativeOperand as? AffineValue)?.transform
    }
}

extension ValueKind where T == CATransform3D {
    static let transform3D = ValueKind.matching("CATransform3D", hint: "CATransform3D", wrap: { v, _ in .native(Transform3DValue(transform: v)) }) {
        ($0.nativeOperand as? Transform3DValue)?.transform
    }
}

extension ValueKind where T == UIColor {
    static let color = ValueKind.matching("UIColor", hint: "UIColor", wrap: { v, _ in .native(ColorValue(color: v)) }) {
        ($0.nativeOperand as? ColorValue)?.color
    }
}

extension ValueKind where T == UIFont {
    static let font = ValueKind.matching("UIFont", hint: "UIFont", wrap: { v, _ in .native(FontValue(font: v)) }) {
        ($0.nativeOperand as? FontValue)?.font
    }
}

extension ValueKind where T == UIView {
    static let view = ValueKind.matching("UIView", wrap: { v, bridge in
        // A view that is a file's subclass instance's base reads back as that instance.
        if let instance = v.owner as? Instance { return .object(instance) }
        return .native(ViewValue(view: v, bridge: bridge))
    }) { WorldBridge.view(of: $0) }}

extension ValueKind where T == CALayer {
    static let layer = ValueKind.matching("CALayer", wrap: { v, bridge in .native(LayerValue(layer: v, bridge: bridge)) }) {
        // An instance of a file's subclass of a layer class (`class Pulsator: CAReplicatorLayer`) is its base layer.
        if case .object(let instance) = $0 { return (instance.base as? LayerValue)?.layer }
        return ($0.nativeOperand as? LayerValue)?.layer
    }
}

extension ValueKind where T == CAAnimation {
    static let animation = ValueKind.matching("CAAnimation", wrap: { v, _ in .native(AnimationValue(animation: v)) }) {
        // An instance of a file's subclass of a Core Animation class is its base animation.
        if case .object(let instance) = $0 { return (instance.base as? AnimationValue)?.animation }
        return ($0.nativeOperand as? AnimationValue)?.animation
    }
}

extension ValueKind where T == CAValue {
    /// What `fromValue`/`values` hold: any number (an `Any` in Swift, so no conversion is
    /// refused), an NSValue's struct, a colour.
    static let caValue = ValueKind(name: "Any", hint: nil, wrap: { v, _ in AnimationValue.value(v) }) { value, _, site in
        if let d = value.doubleValue { return .number(d) }
        switch value.nativeOperand {
        case let p as PointValue: return .point(p.point)
        case let s as SizeValue: return .size(s.size)
        case let r as RectValue: return .rect(r.rect)
        case let t as Transform3DValue: return .transform(t.transform)
        case let a as AffineValue: return .transform(CATransform3D(a.transform))
        case let c as ColorValue: return .color(c.color)
        default:
            let supported = ["numbers", "NSNumber", "NSValue of CGPoint", "CGSize", "CGRect", "CATransform3D", "colours"]
            throw site.notEvaluated("a value of type '\(value.typeName)' as an animation value", supported: supported)
        }
    }
}

extension ValueKind {
    /// A value of a small set of named constants (TokenValue): a fill mode, an alignment, a
    /// curve. `extract` reads the token; `make` writes one.
    static func token(_ name: String, hint: String? = nil, _ make: @escaping (T) -> TokenValue.Token,
                      _ extract: @escaping (TokenValue.Token) -> T?) -> ValueKind {
        .matching(name, hint: hint ?? name, wrap: { v, _ in .native(TokenValue(typeName: name, token: make(v))) }) { value in
            (value.nativeOperand as? TokenValue).flatMap { extract($0.token) }
        }
    }
}

extension ValueKind where T == NSTextAlignment {
    static let alignment = ValueKind.token("NSTextAlignment", { .alignment($0) }) {
        if case .alignment(let a) = $0 { return a }
        return nil
    }
}

extension ValueKind where T == FillMode {
    static let fillMode = ValueKind.token("CAMediaTimingFillMode", { .fillMode($0) }) {
        if case .fillMode(let f) = $0 { return f }
        return nil
    }
}

extension ValueKind where T == TimingFunction {
    static let timingFunction = ValueKind.token("CAMediaTimingFunction", { .timingFunction($0) }) {
        if case .timingFunction(let f) = $0 { return f }
        return nil
    }
}

extension ValueKind where T == CalculationMode {
    static let calculationMode = ValueKind.token("CAAnimationCalculationMode", { .calculationMode($0) }) {
        if case .calculationMode(let m) = $0 { return m }
        return nil
    }
}

extension ValueKind where T == UIViewAnimationCurve {
    static let curve = ValueKind.token("UIViewAnimationCurve", { .curve($0) }) {
        if case .curve(let c) = $0 { return c }
        return nil
    }
}

extension ValueKind where T == UIFont.Weight {
    static let fontWeight = ValueKind.token("UIFont.Weight", { .fontWeight($0) }) {
        if case .fontWeight(let w) = $0 { return w }
        return nil
    }
}

extension ValueKind where T == Double {
    /// `DispatchTime`: a moment on the world's media clock (`.now() + seconds`).
    static let dispatchTime = ValueKind.token("DispatchTime", { .dispatchTime($0) }) {
        if case .dispatchTime(let t) = $0 { return t }
        return nil
    }
}

extension ValueKind where T == UIControlState {
    /// `UIControl.State`: one state or an array of them (`[.selected, .highlighted]`).
    static let controlState = ValueKind(name: "UIControl.State", hint: "UIControl.State", wrap: { v, _ in
        .native(TokenValue(typeName: "UIControl.State", token: .controlState(v)))
    }) { value, what, site in
        func one(_ v: Value) -> UIControlState? {
            if case .controlState(let s)? = (v.nativeOperand as? TokenValue)?.token { return s }
            return nil
        }
        if case .array(let items) = value {
            var state: UIControlState = []
            for item in items {
                guard let s = one(item) else {
                    throw site.mismatch("cannot convert value of type '\(item.typeName)' to 'UIControl.State' (\(what))", expected: "UIControl.State", found: item)
                }
                state.formUnion(s)
            }
            return state
        }
        guard let s = one(value) else {
            throw site.mismatch("cannot convert value of type '\(value.typeName)' to 'UIControl.State' (\(what))", expected: "UIControl.State", found: value)
        }
        return s
    }
}

extension ValueKind where T == UIControlEvent {
    static let controlEvent = ValueKind.token("UIControl.Event", { .controlEvent($0) }) {
        if case .controlEvent(let e) = $0 { return e }
        return nil
    }
}

extension ValueKind where T == UIButtonType {
    static let buttonType = ValueKind.token("UIButton.ButtonType", { .buttonType($0) }) {
        if case .buttonType(let t) = $0 { return t }
        return nil
    }
}

extension ValueKind where T == UIImageRenderingMode {
    static let renderingMode = ValueKind.token("UIImage.RenderingMode", { .renderingMode($0) }) {
        if case .renderingMode(let m) = $0 { return m }
        return nil
    }
}

extension ValueKind where T == String {
    /// `UIView.ContentMode`, by its case's name (accepted: the scene draws an icon fitted).
    static let contentMode = ValueKind.token("UIView.ContentMode", { .contentMode($0) }) {
        if case .contentMode(let m) = $0 { return m }
        return nil
    }
}

extension ValueKind where T == UIImage {
    static let image = ValueKind.matching("UIImage", hint: "UIImage", wrap: { v, _ in .native(ImageValue(image: v)) }) {
        ($0.nativeOperand as? ImageValue)?.image
    }
}

extension ValueKind where T == UIViewController {
    static let viewController = ValueKind.matching("UIViewController", wrap: { v, bridge in
        .native(ViewControllerValue(controller: v, bridge: bridge))
    }) { value in
        switch value {
        case .native(let v as ViewControllerValue): return v.controller
        case .object(let instance): return (instance.base as? ViewControllerValue)?.controller
        default: return nil
        }
    }
}
