import ReelTimeline
import ReelWorld

/// A UIViewPropertyAnimator: made with a curve, control points, a damping ratio or timing
/// parameters; `addAnimations`, `addCompletion`, `startAnimation(afterDelay:)`.
struct PropertyAnimatorValue: NativeValue {
    let animator: UIViewPropertyAnimator
    unowned let bridge: WorldBridge

    var isReference: Bool { true }
    var typeName: String { "UIViewPropertyAnimator" }

    static let members = ["UIViewPropertyAnimator(duration:curve:animations:)", "UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)",
                          "UIViewPropertyAnimator(duration:dampingRatio:animations:)", "UIViewPropertyAnimator(duration:timingParameters:)",
                          "runningPropertyAnimator(withDuration:delay:options:animations:completion:)", "addAnimations(_:delayFactor:)",
                          "addCompletion(_:)", "startAnimation()", "startAnimation(afterDelay:)", "duration", "isRunning"]

    static func make(_ a: BridgeArguments, bridge: WorldBridge) throws -> Value {
        let context = a.context
        let duration = try a.number("duration", .double)
        let animations = a.closure("animations", trailing: true).map { bridge.closure($0, in: context) }
        let animator: UIViewPropertyAnimator
        if let curveValue = a.value("curve") {
            guard case .curve(let curve)? = (curveValue.nativeOperand as? TokenValue)?.token else {
                throw context.refuse("curve: expected a UIView.AnimationCurve (.easeInOut, .easeIn, .easeOut, .linear)")
            }
            animator = UIViewPropertyAnimator(world: bridge.world, duration: duration, curve: curve, animations: animations)
        } else if a.has("dampingRatio") {
            animator = UIViewPropertyAnimator(world: bridge.world, duration: duration, dampingRatio: try a.number("dampingRatio", .cgFloat), animations: animations)
        } else if let p1 = a.value("controlPoint1")?.point, let p2 = a.value("controlPoint2")?.point {
            animator = try bridge.world(context) { try UIViewPropertyAnimator(world: bridge.world, duration: duration, controlPoint1: p1, controlPoint2: p2, animations: animations) }
        } else if let parameters = a.value("timingParameters") {
            switch (parameters.nativeOperand as? TokenValue)?.token {
            case .cubicTiming(let t)?: animator = UIViewPropertyAnimator(world: bridge.world, duration: duration, timingParameters: t)
            case .springTiming(let t)?: animator = UIViewPropertyAnimator(world: bridge.world, duration: duration, timingParameters: t)
            default: throw context.refuse("timingParameters: expected UICubicTimingParameters or UISpringTimingParameters")
            }
        } else {
            throw context.refuse("UIViewPropertyAnimator(\(a.labels.map { $0 + ":" }.joined())) is not evaluated (supported: \(members.prefix(4).joined(separator: ", ")))")
        }
        return .native(PropertyAnimatorValue(animator: animator, bridge: bridge))
    }

    static func running(bridge: WorldBridge) -> Value {
        .function(.builtin("runningPropertyAnimator", hints: ["withDuration": "TimeInterval", "delay": "TimeInterval", "options": "UIView.AnimationOptions"]) { arguments, context in
            let a = BridgeArguments(arguments, call: "UIViewPropertyAnimator.runningPropertyAnimator", context: context)
            let duration = try a.number("withDuration", .double)
            let delay = try a.optionalNumber("delay", .double) ?? 0
            let options = try bridge.viewOptions(a.value("options"), in: context)
            guard let animations = a.closure("animations", trailing: !a.has("animations")) ?? a.closure("animations", trailing: true) else {
                throw context.refuse("runningPropertyAnimator needs its animations closure")
            }
            let completion = a.has("animations") ? a.closure("completion", trailing: true) : a.closure("completion", trailing: false)
            try context.countAnimation()
            let animator = try bridge.world(context) {
                try UIViewPropertyAnimator.runningPropertyAnimator(
                    world: bridge.world, withDuration: duration, delay: delay, options: options,
                    animations: bridge.closure(animations, in: context),
                    completion: completion.map { f in { position in _ = try context.invoke(f, [Argument(label: nil, value: .native(TokenValue(typeName: "UIViewAnimatingPosition", token: .animatingPosition(position))))]) } })
            }
            return .native(PropertyAnimatorValue(animator: animator, bridge: bridge))
        })
    }

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "duration": return .double(animator.duration)
        case "isRunning": return .bool(animator.isRunning)
        case "addAnimations":
            return .function(.builtin(name, hints: ["delayFactor": "CGFloat"]) { arguments, context in
                guard case .function(let f)? = arguments.first(where: { $0.label == nil })?.value else { throw context.refuse("addAnimations takes a closure") }
                let factor = try BridgeArguments(arguments, call: "addAnimations", context: context).optionalNumber("delayFactor", .cgFloat) ?? 0
                animator.addAnimations(bridge.closure(f, in: context), delayFactor: factor)
                return .void
            })
        case "addCompletion":
            return .function(.builtin(name) { arguments, context in
                guard case .function(let f)? = arguments.first?.value else { throw context.refuse("addCompletion takes a closure") }
                animator.addCompletion { position in
                    _ = try context.invoke(f, [Argument(label: nil, value: .native(TokenValue(typeName: "UIViewAnimatingPosition", token: .animatingPosition(position))))])
                }
                return .void
            })
        case "startAnimation":
            return .function(.builtin(name, hints: ["afterDelay": "TimeInterval"]) { arguments, context in
                let delay = try BridgeArguments(arguments, call: "startAnimation", context: context).optionalNumber("afterDelay", .double) ?? 0
                try context.countAnimation()
                try bridge.world(context) { try animator.startAnimation(afterDelay: delay) }
                return .void
            })
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool { false }
    func isEqual(to other: any NativeValue) -> Bool { (other as? PropertyAnimatorValue)?.animator === animator }
}
