import ReelTimeline
import ReelWorld

/// A CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup: a reference
/// (`layer.add` copies it, as Core Animation does). Fields are typed as Core Animation types
/// them: `duration`, `beginTime`, `timeOffset` CFTimeInterval; `repeatCount`, `speed` Float;
/// a spring's `mass`, `stiffness`, `damping`, `initialVelocity` CGFloat.
struct AnimationValue: NativeValue {
    let animation: CAAnimation

    var isReference: Bool { true }
    var typeName: String {
        switch animation {
        case is CASpringAnimation: return "CASpringAnimation"
        case is CABasicAnimation: return "CABasicAnimation"
        case is CAKeyframeAnimation: return "CAKeyframeAnimation"
        case is CAAnimationGroup: return "CAAnimationGroup"
        default: return "CAAnimation"
        }
    }
    var typeChain: [String] { [typeName, "CAPropertyAnimation", "CAAnimation", "NSObject"] }
    var interpolation: String { "<\(typeName)>" }

    static let members = ["keyPath", "duration", "beginTime", "timeOffset", "speed", "repeatCount", "repeatDuration",
                          "autoreverses", "fillMode", "timingFunction", "isRemovedOnCompletion", "isAdditive",
                          "isCumulative", "fromValue", "toValue", "byValue", "values", "keyTimes", "timingFunctions",
                          "calculationMode", "mass", "stiffness", "damping", "initialVelocity", "settlingDuration", "animations"]

    func member(_ name: String, in context: CallContext) throws -> Value? {
        let property = animation as? CAPropertyAnimation
        let basic = animation as? CABasicAnimation
        let keyframe = animation as? CAKeyframeAnimation
        let spring = animation as? CASpringAnimation
        switch name {
        case "duration": return .double(animation.duration)
        case "beginTime": return .double(animation.beginTime)
        case "timeOffset": return .double(animation.timeOffset)
        case "speed": return .float(Float(animation.speed))
        case "repeatCount": return .float(Float(animation.repeatCount))
        case "repeatDuration": return .double(animation.repeatDuration)
        case "autoreverses": return .bool(animation.autoreverses)
        case "isRemovedOnCompletion": return .bool(animation.isRemovedOnCompletion)
        case "fillMode": return .native(TokenValue(typeName: "CAMediaTimingFillMode", token: .fillMode(animation.fillMode)))
        case "timingFunction":
            return animation.timingFunction.map { .native(TokenValue(typeName: "CAMediaTimingFunction", token: .timingFunction($0))) } ?? .nilValue
        case "keyPath" where property != nil: return property!.keyPath.map { .string($0) } ?? .nilValue
        case "isAdditive" where property != nil: return .bool(property!.isAdditive)
        case "isCumulative" where property != nil: return .bool(property!.isCumulative)
        case "fromValue" where basic != nil: return Self.value(basic!.fromValue)
        case "toValue" where basic != nil: return Self.value(basic!.toValue)
        case "byValue" where basic != nil: return Self.value(basic!.byValue)
        case "values" where keyframe != nil: return keyframe!.values.map { .array($0.map { Self.value($0) }) } ?? .nilValue
        case "keyTimes" where keyframe != nil: return keyframe!.keyTimes.map { .array($0.map { .double($0) }) } ?? .nilValue
        case "calculationMode" where keyframe != nil:
            return .native(TokenValue(typeName: "CAAnimationCalculationMode", token: .calculationMode(keyframe!.calculationMode)))
        case "mass" where spring != nil: return .cgFloat(spring!.mass)
        case "stiffness" where spring != nil: return .cgFloat(spring!.stiffness)
        case "damping" where spring != nil: return .cgFloat(spring!.damping)
        case "initialVelocity" where spring != nil: return .cgFloat(spring!.initialVelocity)
        case "settlingDuration" where spring != nil: return .double(spring!.settlingDuration)
        case "animations":
            guard let group = animation as? CAAnimationGroup else { return nil }
            return group.animations.map { .array($0.map { .native(AnimationValue(animation: $0)) }) } ?? .nilValue
        default: return nil
        }
    }

    /// A CAValue as the code reads it back: an NSNumber as a Double, an NSValue as its struct.
    static func value(_ v: CAValue?) -> Value {
        switch v {
        case nil: return .nilValue
        case .number(let d)?: return .double(d)
        case .point(let p)?: return .native(PointValue(point: p))
        case .size(let s)?: return .native(SizeValue(size: s))
        case .rect(let r)?: return .native(RectValue(rect: r))
        case .transform(let t)?: return .native(Transform3DValue(transform: t))
        case .color(let c)?: return .native(ColorValue(color: c))
        }
    }

    /// What the code stores in `fromValue`/`values`: any number (an `Any` in Swift, so no
    /// conversion is refused), an NSValue's struct, a colour.
    static func caValue(_ value: Value, in context: CallContext) throws -> CAValue {
        if let d = value.doubleValue { return .number(d) }
        switch value.nativeOperand {
        case let p as PointValue: return .point(p.point)
        case let s as SizeValue: return .size(s.size)
        case let r as RectValue: return .rect(r.rect)
        case let t as Transform3DValue: return .transform(t.transform)
        case let a as AffineValue: return .transform(CATransform3D(a.transform))
        case let c as ColorValue: return .color(c.color)
        default:
            throw context.refuse("a value of type '\(value.typeName)' is not evaluated as an animation value (supported: numbers, NSNumber, NSValue of CGPoint, CGSize, CGRect, CATransform3D, colours)")
        }
    }

    func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        func wrong(_ type: String) -> SwiftRefusal {
            context.refuse("cannot assign value of type '\(value.typeName)' to type '\(type)' (\(typeName).\(name))")
        }
        func time(_ what: String) throws -> Double { try BridgeNumber.double.read(value, for: "\(typeName).\(what)", in: context) }
        func float(_ what: String) throws -> Double { try BridgeNumber.float.read(value, for: "\(typeName).\(what)", in: context) }
        func cgFloat(_ what: String) throws -> Double { try BridgeNumber.cgFloat.read(value, for: "\(typeName).\(what)", in: context) }
        let property = animation as? CAPropertyAnimation
        let basic = animation as? CABasicAnimation
        let keyframe = animation as? CAKeyframeAnimation
        let spring = animation as? CASpringAnimation
        switch name {
        case "duration": animation.duration = try time(name)
        case "beginTime": animation.beginTime = try time(name)
        case "timeOffset": animation.timeOffset = try time(name)
        case "repeatDuration": animation.repeatDuration = try time(name)
        case "speed": animation.speed = try float(name)
        case "repeatCount": animation.repeatCount = try float(name)
        case "autoreverses": guard case .bool(let b) = value else { throw wrong("Bool") }; animation.autoreverses = b
        case "isRemovedOnCompletion": guard case .bool(let b) = value else { throw wrong("Bool") }; animation.isRemovedOnCompletion = b
        case "fillMode":
            guard case .fillMode(let f)? = (value.nativeOperand as? TokenValue)?.token else { throw wrong("CAMediaTimingFillMode") }
            animation.fillMode = f
        case "timingFunction":
            if value.isNil { animation.timingFunction = nil; return true }
            guard case .timingFunction(let f)? = (value.nativeOperand as? TokenValue)?.token else { throw wrong("CAMediaTimingFunction?") }
            animation.timingFunction = f
        case "keyPath" where property != nil:
            guard case .string(let s) = value else { throw wrong("String?") }; property!.keyPath = s
        case "isAdditive" where property != nil: guard case .bool(let b) = value else { throw wrong("Bool") }; property!.isAdditive = b
        case "isCumulative" where property != nil: guard case .bool(let b) = value else { throw wrong("Bool") }; property!.isCumulative = b
        case "fromValue" where basic != nil: basic!.fromValue = value.isNil ? nil : try Self.caValue(value, in: context)
        case "toValue" where basic != nil: basic!.toValue = value.isNil ? nil : try Self.caValue(value, in: context)
        case "byValue" where basic != nil: basic!.byValue = value.isNil ? nil : try Self.caValue(value, in: context)
        case "values" where keyframe != nil:
            guard case .array(let items) = value else { if value.isNil { keyframe!.values = nil; return true }; throw wrong("[Any]?") }
            keyframe!.values = try items.map { try Self.caValue($0, in: context) }
        case "keyTimes" where keyframe != nil:
            guard case .array(let items) = value else { if value.isNil { keyframe!.keyTimes = nil; return true }; throw wrong("[NSNumber]?") }
            keyframe!.keyTimes = try items.map { item in
                guard let d = item.doubleValue else { throw wrong("[NSNumber]?") }
                return d
            }
        case "timingFunctions" where keyframe != nil:
            guard case .array(let items) = value else { if value.isNil { keyframe!.timingFunctions = nil; return true }; throw wrong("[CAMediaTimingFunction]?") }
            keyframe!.timingFunctions = try items.map { item in
                guard case .timingFunction(let f)? = (item.nativeOperand as? TokenValue)?.token else { throw wrong("[CAMediaTimingFunction]?") }
                return f
            }
        case "calculationMode" where keyframe != nil:
            guard case .calculationMode(let m)? = (value.nativeOperand as? TokenValue)?.token else { throw wrong("CAAnimationCalculationMode") }
            keyframe!.calculationMode = m
        case "mass" where spring != nil: spring!.mass = try cgFloat(name)
        case "stiffness" where spring != nil: spring!.stiffness = try cgFloat(name)
        case "damping" where spring != nil: spring!.damping = try cgFloat(name)
        case "initialVelocity" where spring != nil: spring!.initialVelocity = try cgFloat(name)
        case "animations":
            guard let group = animation as? CAAnimationGroup else { return false }
            guard case .array(let items) = value else { if value.isNil { group.animations = nil; return true }; throw wrong("[CAAnimation]?") }
            group.animations = try items.map { item in
                guard let a = item.nativeOperand as? AnimationValue else { throw wrong("[CAAnimation]?") }
                return a.animation
            }
        default: return false
        }
        return true
    }

    func memberTypeName(_ name: String) -> String? {
        switch name {
        case "duration", "beginTime", "timeOffset", "repeatDuration": return "CFTimeInterval"
        case "speed", "repeatCount": return "Float"
        case "mass", "stiffness", "damping", "initialVelocity": return "CGFloat"
        case "fillMode": return "CAMediaTimingFillMode"
        case "timingFunction": return "CAMediaTimingFunction"
        case "calculationMode": return "CAAnimationCalculationMode"
        default: return nil
        }
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? AnimationValue)?.animation === animation }
}
