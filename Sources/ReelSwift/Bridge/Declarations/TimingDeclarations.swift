import ReelTimeline
import ReelWorld

// Timing and the clock: CAMediaTimingFunction, CATransaction (CATransaction.h),
// UIViewPropertyAnimator and its timing parameters (UIViewPropertyAnimator.h,
// UITimingParameters.h), DispatchQueue.main and DispatchTime on the world's clock.

extension WorldType {
    static let caMediaTimingFunction = WorldType(
        name: "CAMediaTimingFunction", superclass: "NSObject",
        summary: "a timing curve: a name or four control points",
        initializers: [
            .function("init", [.arg("name", type: "CAMediaTimingFunctionName", hint: "CAMediaTimingFunctionName")]) { a in
                guard case .timingName(let name)? = (a.value("name")?.nativeOperand as? TokenValue)?.token,
                      let curve = CAMediaTimingFunctionName.curve(named: name) else {
                    throw a.site.mismatch("CAMediaTimingFunction(name:) takes \(CAMediaTimingFunctionName.accepted)",
                                          expected: "CAMediaTimingFunctionName", found: a.value("name") ?? .void)
                }
                return .native(TokenValue(typeName: "CAMediaTimingFunction", token: .timingFunction(curve)))
            },
            .function("init", [.arg("controlPoints", .float), .arg("_", .float), .arg("_", .float), .arg("_", .float)]) { a in
                let values = try a.all.map { try BridgeNumber.float.read($0.value, for: "CAMediaTimingFunction(controlPoints:)", at: a.site) }
                let f = try TimingFunction.controlPoints(values[0], values[1], values[2], values[3])
                return .native(TokenValue(typeName: "CAMediaTimingFunction", token: .timingFunction(f)))
            },
        ])

    static let caTransaction = WorldType(
        name: "CATransaction", superclass: "NSObject",
        summary: "the transaction stack: implicit animations' duration, curve and completion",
        statics: [
            .function("begin") { a in a.world.transactionBegin(); return .void },
            .function("commit") { a in try a.world.transactionCommit(); return .void },
            .function("flush") { a in a.world.transactionFlush(); return .void },
            .function("setAnimationDuration", [.arg("_", .time)]) { a in
                a.world.transactionSetAnimationDuration(try a.number(nil, .double)); return .void
            },
            .function("animationDuration") { a in .double(a.world.transactionAnimationDuration()) },
            .function("setAnimationTimingFunction", [.arg("_", ValueKind.timingFunction.optional)]) { a in
                a.world.transactionSetAnimationTimingFunction(try a.read(nil, ValueKind.timingFunction.optional) ?? nil); return .void
            },
            .function("setDisableActions", [.arg("_", .bool)]) { a in
                a.world.transactionSetDisableActions(try a.required(nil, .bool)); return .void
            },
            .function("setCompletionBlock", [.closure("_", "(() -> Void)?")]) { a in
                a.world.transactionSetCompletionBlock(a.body("_")); return .void
            },
        ])

    static let uiViewPropertyAnimator = WorldType(
        name: "UIViewPropertyAnimator", superclass: "NSObject",
        summary: "animations started together with one timing; completions when they end",
        properties: [
            .readOnly("duration", \PropertyAnimatorValue.animator.duration, .timeInterval),
            .readOnly("isRunning", \PropertyAnimatorValue.animator.isRunning, .bool),
        ],
        methods: [
            .method("addAnimations", [.closure("_"), .arg("delayFactor", .cgFloat, defaulted: true)], on: PropertyAnimatorValue.self) { p, a in
                p.animator.addAnimations(try a.requiredBody("_"), delayFactor: try a.optionalNumber("delayFactor", .cgFloat) ?? 0)
                return .void
            },
            .method("addCompletion", [.closure("_", "(UIViewAnimatingPosition) -> Void")], on: PropertyAnimatorValue.self) { p, a in
                guard let f = a.closure("_", trailing: true) else {
                    throw a.site.refuse("addCompletion needs its closure", .invalid)
                }
                p.animator.addCompletion(a.positionCallback(f))
                return .void
            },
            .method("startAnimation", [.arg("afterDelay", .timeInterval, defaulted: true)], on: PropertyAnimatorValue.self) { p, a in
                try p.animator.startAnimation(afterDelay: try a.optionalNumber("afterDelay", .double) ?? 0)
                return .void
            },
        ],
        initializers: [
            .function("init", [.arg("duration", .timeInterval), .arg("curve", .curve), .closure("animations", "(() -> Void)?", defaulted: true)]) { a in
                try a.animator { UIViewPropertyAnimator(world: a.world, duration: $0, curve: try a.required("curve", .curve), animations: a.body("animations")) }
            },
            .function("init", [.arg("duration", .timeInterval), .arg("controlPoint1", .point), .arg("controlPoint2", .point),
                               .closure("animations", "(() -> Void)?", defaulted: true)]) { a in
                try a.animator {
                    try UIViewPropertyAnimator(world: a.world, duration: $0, controlPoint1: try a.required("controlPoint1", .point),
                                               controlPoint2: try a.required("controlPoint2", .point), animations: a.body("animations"))
                }
            },
            .function("init", [.arg("duration", .timeInterval), .arg("dampingRatio", .cgFloat), .closure("animations", "(() -> Void)?", defaulted: true)]) { a in
                try a.animator { UIViewPropertyAnimator(world: a.world, duration: $0, dampingRatio: try a.number("dampingRatio", .cgFloat), animations: a.body("animations")) }
            },
            .function("init", [.arg("duration", .timeInterval), .arg("timingParameters", type: "UITimingCurveProvider")]) { a in
                try a.animator { duration in
                    switch (a.value("timingParameters")?.nativeOperand as? TokenValue)?.token {
                    case .cubicTiming(let t)?: return UIViewPropertyAnimator(world: a.world, duration: duration, timingParameters: t)
                    case .springTiming(let t)?: return UIViewPropertyAnimator(world: a.world, duration: duration, timingParameters: t)
                    default:
                        throw a.site.mismatch("timingParameters: expected UICubicTimingParameters or UISpringTimingParameters",
                                              expected: "UITimingCurveProvider", found: a.value("timingParameters") ?? .void)
                    }
                }
            },
        ],
        statics: [
            .function("runningPropertyAnimator", [.arg("withDuration", .timeInterval), .arg("delay", .timeInterval, defaulted: true),
                                                  .arg("options", type: "UIView.AnimationOptions", hint: "UIView.AnimationOptions", defaulted: true),
                                                  .closure("animations"), .closure("completion", "((UIViewAnimatingPosition) -> Void)?", defaulted: true)]) { a in
                let duration = try a.number("withDuration", .double)
                let delay = try a.optionalNumber("delay", .double) ?? 0
                let options = try a.bridge.viewOptions(a.value("options"), at: a.site)
                let animations = try a.requiredBody("animations")
                let completion = a.has("animations") ? a.closure("completion", trailing: true) : a.closure("completion", trailing: false)
                let animator = try UIViewPropertyAnimator.runningPropertyAnimator(
                    world: a.world, withDuration: duration, delay: delay, options: options, animations: animations,
                    completion: completion.map { a.positionCallback($0) })
                return .native(PropertyAnimatorValue(animator: animator))
            },
        ])

    static let uiCubicTimingParameters = WorldType(
        name: "UICubicTimingParameters", superclass: "NSObject", summary: "a property animator's cubic curve",
        initializers: [
            .function("init", [.arg("animationCurve", .curve)]) { a in
                .native(TokenValue(typeName: "UICubicTimingParameters", token: .cubicTiming(UICubicTimingParameters(animationCurve: try a.required("animationCurve", .curve)))))
            },
            .function("init", [.arg("controlPoint1", .point), .arg("controlPoint2", .point)]) { a in
                let t = try UICubicTimingParameters(controlPoint1: try a.required("controlPoint1", .point), controlPoint2: try a.required("controlPoint2", .point))
                return .native(TokenValue(typeName: "UICubicTimingParameters", token: .cubicTiming(t)))
            },
        ])

    static let uiSpringTimingParameters = WorldType(
        name: "UISpringTimingParameters", superclass: "NSObject", summary: "a property animator's spring",
        initializers: [
            .function("init", [.arg("dampingRatio", .cgFloat), .arg("initialVelocity", .vector, defaulted: true)]) { a in
                let t = UISpringTimingParameters(dampingRatio: try a.number("dampingRatio", .cgFloat), initialVelocity: try a.read("initialVelocity", .vector) ?? .zero)
                return .native(TokenValue(typeName: "UISpringTimingParameters", token: .springTiming(t)))
            },
            .function("init", [.arg("mass", .cgFloat), .arg("stiffness", .cgFloat), .arg("damping", .cgFloat), .arg("initialVelocity", .vector)]) { a in
                let t = UISpringTimingParameters(mass: try a.number("mass", .cgFloat), stiffness: try a.number("stiffness", .cgFloat),
                                                 damping: try a.number("damping", .cgFloat), initialVelocity: try a.read("initialVelocity", .vector) ?? .zero)
                return .native(TokenValue(typeName: "UISpringTimingParameters", token: .springTiming(t)))
            },
        ])

    static let dispatchQueue = WorldType(
        name: "DispatchQueue", superclass: nil,
        summary: "the main queue: timed calls on the world's clock (nothing runs off the main thread)",
        methods: [
            .method("async", [.closure("execute", "() -> Void")], on: DispatchQueueValue.self) { _, a in
                try a.world.async(execute: try a.requiredBody("execute"))
                return .void
            },
            .method("asyncAfter", [.arg("deadline", .dispatchTime), .closure("execute", "() -> Void")], on: DispatchQueueValue.self) { _, a in
                let deadline = try a.required("deadline", .dispatchTime)
                // Scheduled by a SwiftUI onChange action: a chain bounded as a Timer is.
                if a.bridge.swiftUI.isRunningChangeAction {
                    try SwiftUIChangeChain.asyncAfter(seconds: deadline - a.world.currentMediaTime(), try a.requiredBody("execute"), a)
                    return .void
                }
                try a.world.asyncAfter(seconds: deadline - a.world.currentMediaTime(), execute: try a.requiredBody("execute"))
                return .void
            },
        ],
        constants: [WorldConstant(name: "main", isSharedInstance: true) { _ in .native(DispatchQueueValue()) }])

    static let dispatchTime = WorldType(
        name: "DispatchTime", superclass: nil, summary: "a moment on the world's clock (`.now() + seconds`)",
        statics: [.function("now") { a in .native(TokenValue(typeName: "DispatchTime", token: .dispatchTime(a.world.currentMediaTime()))) }])
}

extension ValueKind where T == CGVector {
    static let vector = ValueKind.token("CGVector", { .vector($0) }) {
        if case .vector(let v) = $0 { return v }
        return nil
    }
}

extension BridgeArguments {
    /// A property animator made from its `duration:` by `make`.
    func animator(_ make: (Double) throws -> UIViewPropertyAnimator) throws -> Value {
        .native(PropertyAnimatorValue(animator: try make(try number("duration", .double))))
    }

    /// A completion of the code that takes where the animator's animations ended.
    func positionCallback(_ function: Function) -> (UIViewAnimatingPosition) throws -> Void {
        { [site] position in
            _ = try site.invoke(function, [Argument(label: nil, value: .native(TokenValue(typeName: "UIViewAnimatingPosition", token: .animatingPosition(position))))])
        }
    }
}
