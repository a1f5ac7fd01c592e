import ReelTimeline
import ReelWorld

/// A CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup: a reference
/// (`layer.add` copies it, as Core Animation does). Its members are declared in
/// Declarations/CAAnimationDeclarations.swift, each on the class that has it.
struct AnimationValue: NativeReference {
    let animation: CAAnimation

    var object: CAAnimation { animation }
    var typeName: String {
        switch animation {
        case is CASpringAnimation: return "CASpringAnimation"
        case is CABasicAnimation: return "CABasicAnimation"
        case is CAKeyframeAnimation: return "CAKeyframeAnimation"
        case is CAAnimationGroup: return "CAAnimationGroup"
        case is CATransition: return "CATransition"
        default: return "CAAnimation"
        }
    }

    // The animation as each class: a declaration is reached only for a value of its class.
    var property: CAPropertyAnimation { animation as! CAPropertyAnimation }
    var basic: CABasicAnimation { animation as! CABasicAnimation }
    var spring: CASpringAnimation { animation as! CASpringAnimation }
    var keyframe: CAKeyframeAnimation { animation as! CAKeyframeAnimation }
    var group: CAAnimationGroup { animation as! CAAnimationGroup }

    /// A CAValue as the code reads it back: an NSNumber as a Double, an NSValue as its struct.
    static func value(_ v: CAValue) -> Value {
        switch v {
        case .number(let d): return .double(d)
        case .point(let p): return .native(PointValue(point: p))
        case .size(let s): return .native(SizeValue(size: s))
        case .rect(let r): return .native(RectValue(rect: r))
        case .transform(let t): return .native(Transform3DValue(transform: t))
        case .color(let c): return .native(ColorValue(color: c))
        }
    }

}
