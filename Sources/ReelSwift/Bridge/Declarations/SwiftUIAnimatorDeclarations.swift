import ReelModels
import ReelSwiftUI

// `phaseAnimator` and `keyframeAnimator` (iOS 17), the modifiers and the views, with the
// keyframe types their closures build. Labels and defaults are SwiftUI's, each from its
// developer.apple.com page; what they draw and how they move is SwiftUIAnimator.swift's.

/// A `KeyframeTrack`: the property it animates (a key path, "" for the value itself) and its keyframes.
struct KeyframeTrackValue: NativeValue, Equatable {
    var track: KeyframeTrack
    var typeName: String { "KeyframeTrack" }
}

/// One keyframe (`LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe`, `MoveKeyframe`).
struct KeyframeValue: NativeValue, Equatable {
    var keyframe: Keyframe
    var typeName: String
}

/// A SwiftUI `Spring` (what `SpringKeyframe` takes) or a `UnitCurve` (`LinearKeyframe`'s).
struct SwiftUIMotionValue: PresetFunctionValue {
    enum Content: Equatable { case spring(Spring), curve(UnitCurve) }
    var content: Content
    /// `.bouncy` is a value and `.bouncy(duration:)` a function: the function of the same name.
    var functionName: String?
    var typeName: String { if case .spring = content { return "Spring" } else { return "UnitCurve" } }
    /// `.bouncy == .bouncy(duration:)` when they move alike: the spelling is not compared.
    func isEqual(to other: any NativeValue) -> Bool { (other as? SwiftUIMotionValue)?.content == content }
}

/// A preset that is also a static function of its type (`.bouncy` and `.bouncy(duration:)`,
/// `.scale` and `.scale(scale:anchor:)`): called, it is the function.
protocol PresetFunctionValue: NativeValue, CallableNativeValue {
    var functionName: String? { get }
}

extension PresetFunctionValue {
    func callable(in world: any NativeWorld) -> Function? {
        guard let functionName, let bridge = world as? WorldBridge else { return nil }
        return SwiftUIDeclarations.staticFunction(functionName, ofType: typeName, bridge: bridge)
    }
}

extension WorldType {
    static let swiftUIKeyframeTrack = WorldType(
        name: "KeyframeTrack", superclass: nil, summary: "the keyframes of one property of a keyframeAnimator's value",
        initializers: [
            .function("init", [.arg("_", type: "WritableKeyPath", defaulted: true), .closure("content", "() -> Keyframes")]) { a in
                var keyPath = ""
                if let given = a.value(nil) {
                    guard let path = given.nativeOperand as? KeyPathValue else {
                        throw a.site.mismatch("KeyframeTrack(_:) takes a key path (\\.scale)", expected: "WritableKeyPath", found: given)
                    }
                    keyPath = path.components.joined(separator: ".")
                }
                guard let content = a.closure("content", trailing: true) else { throw a.site.refuse("KeyframeTrack needs its keyframes", .invalid) }
                let keyframes = try SwiftUIAnimatorDeclarations.flattened(try a.site.interpreter.buildViews(content, [], at: a.site.node)).map { value in
                    guard let k = value.nativeOperand as? KeyframeValue else {
                        throw a.site.mismatch("a KeyframeTrack holds keyframes (LinearKeyframe, CubicKeyframe, SpringKeyframe, MoveKeyframe), not '\(value.typeName)'",
                                              expected: "Keyframe", found: value)
                    }
                    return k.keyframe
                }
                return .native(KeyframeTrackValue(track: KeyframeTrack(keyPath, keyframes)))
            },
        ])

    static let swiftUILinearKeyframe = SwiftUIAnimatorDeclarations.keyframeType("LinearKeyframe", "a keyframe reached along a unit curve (linear by default)", [
        .arg("_", type: "Value"), .arg("duration", .double), .arg("timingCurve", type: "UnitCurve", hint: "UnitCurve", defaulted: true),
    ]) { to, a in
        var curve = UnitCurve.linear
        if let given = a.value("timingCurve") {
            guard case .curve(let c)? = (given.nativeOperand as? SwiftUIMotionValue)?.content else {
                throw a.site.mismatch("LinearKeyframe timingCurve: takes a UnitCurve", expected: "UnitCurve", found: given)
            }
            curve = c
        }
        return .linear(to, duration: try SwiftUIAnimatorDeclarations.duration(a), timingCurve: curve)
    }

    static let swiftUICubicKeyframe = SwiftUIAnimatorDeclarations.keyframeType("CubicKeyframe", "a keyframe on a cubic curve through its neighbours (Catmull-Rom)", [
        .arg("_", type: "Value"), .arg("duration", .double), .arg("startVelocity", type: "Value?", defaulted: true), .arg("endVelocity", type: "Value?", defaulted: true),
    ]) { to, a in
        .cubic(to, duration: try SwiftUIAnimatorDeclarations.duration(a),
               startVelocity: try a.value("startVelocity").flatMap { $0.isNil ? nil : try SwiftUIAnimatorDeclarations.vector($0, a) },
               endVelocity: try a.value("endVelocity").flatMap { $0.isNil ? nil : try SwiftUIAnimatorDeclarations.vector($0, a) })
    }

    static let swiftUISpringKeyframe = SwiftUIAnimatorDeclarations.keyframeType("SpringKeyframe", "a keyframe reached on a spring", [
        .arg("_", type: "Value"), .arg("duration", ValueKind<Double>.double.optional, defaulted: true), .arg("spring", type: "Spring", hint: "Spring", defaulted: true),
        .arg("startVelocity", type: "Value?", defaulted: true),
    ]) { to, a in
        var spring = Spring()
        if let given = a.value("spring") {
            guard case .spring(let s)? = (given.nativeOperand as? SwiftUIMotionValue)?.content else {
                throw a.site.mismatch("SpringKeyframe spring: takes a Spring", expected: "Spring", found: given)
            }
            spring = s
        }
        let duration = try a.read("duration", ValueKind<Double>.double.optional) ?? nil
        if let duration, !(duration >= 0 && duration <= SwiftUIAnimatorDeclarations.longestKeyframe) {
            throw a.site.refuse("SpringKeyframe duration: \(duration) is outside 0…\(SwiftUIAnimatorDeclarations.longestKeyframe) s", .invalid)
        }
        return .spring(to, duration: duration, spring: spring,
                       startVelocity: try a.value("startVelocity").flatMap { $0.isNil ? nil : try SwiftUIAnimatorDeclarations.vector($0, a) })
    }

    static let swiftUIMoveKeyframe = SwiftUIAnimatorDeclarations.keyframeType("MoveKeyframe", "a keyframe the value jumps to", [.arg("_", type: "Value")]) { to, _ in
        .move(to)
    }

    /// `Spring` [Apple] (…/swiftui/spring): `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`,
    /// `Spring(mass:stiffness:damping:)` and the presets.
    static let swiftUISpring = WorldType(
        name: "Spring", superclass: nil, summary: "a spring's parameters (SpringKeyframe's spring:)",
        initializers: [
            .function("init", [.arg("duration", .double, defaulted: true), .arg("bounce", .double, defaulted: true)]) { a in
                SwiftUIAnimatorDeclarations.spring(Spring(duration: try a.optionalNumber("duration", .double) ?? 0.5, bounce: try a.optionalNumber("bounce", .double) ?? 0))
            },
            .function("init", [.arg("response", .double), .arg("dampingRatio", .double)]) { a in
                SwiftUIAnimatorDeclarations.spring(Spring(response: try a.number("response", .double), dampingRatio: try a.number("dampingRatio", .double)))
            },
            .function("init", [.arg("mass", .double, defaulted: true), .arg("stiffness", .double), .arg("damping", .double), .arg("allowOverDamping", type: "Bool", defaulted: true)]) { a in
                SwiftUIAnimatorDeclarations.spring(Spring(mass: try a.optionalNumber("mass", .double) ?? 1, stiffness: try a.number("stiffness", .double),
                                                          damping: try a.number("damping", .double), allowOverDamping: try SwiftUIValues.bool(a, "allowOverDamping") ?? false))
            },
        ],
        statics: [
            .function("smooth", [.arg("duration", .double, defaulted: true), .arg("extraBounce", .double, defaulted: true)]) { a in
                SwiftUIAnimatorDeclarations.spring(.smooth(duration: try a.optionalNumber("duration", .double) ?? 0.5, extraBounce: try a.optionalNumber("extraBounce", .double) ?? 0))
            },
            .function("snappy", [.arg("duration", .double, defaulted: true), .arg("extraBounce", .double, defaulted: true)]) { a in
                SwiftUIAnimatorDeclarations.spring(.snappy(duration: try a.optionalNumber("duration", .double) ?? 0.5, extraBounce: try a.optionalNumber("extraBounce", .double) ?? 0))
            },
            .function("bouncy", [.arg("duration", .double, defaulted: true), .arg("extraBounce", .double, defaulted: true)]) { a in
                SwiftUIAnimatorDeclarations.spring(.bouncy(duration: try a.optionalNumber("duration", .double) ?? 0.5, extraBounce: try a.optionalNumber("extraBounce", .double) ?? 0))
            },
        ],
        constants: [("smooth", Spring.smooth()), ("snappy", Spring.snappy()), ("bouncy", Spring.bouncy())].map { name, spring in
            WorldConstant(name: name) { _ in .native(SwiftUIMotionValue(content: .spring(spring), functionName: name)) }
        })

    /// `UnitCurve`'s named curves (LinearKeyframe's timingCurve:), the Béziers `Animation` uses,
    /// and `bezier(startControlPoint:endControlPoint:)`, the curve the SwiftUI form of
    /// `-o NAME.swift` writes for a Core Animation timing function: "The x components of the
    /// control points are clamped to the range [0,1] when the curve is evaluated" [Apple
    /// …/unitcurve/bezier(startcontrolpoint:endcontrolpoint:)]; y is not, so a curve may overshoot.
    static let swiftUIUnitCurve = WorldType(
        name: "UnitCurve", superclass: nil, summary: "a timing curve over a unit interval (linear, easeIn, easeOut, easeInOut, bezier)",
        statics: [
            .function("bezier", [.arg("startControlPoint", type: "UnitPoint", hint: "UnitPoint"), .arg("endControlPoint", type: "UnitPoint", hint: "UnitPoint")]) { a in
                let start = try SwiftUIDeclarations.anchor(a.value("startControlPoint"), a), end = try SwiftUIDeclarations.anchor(a.value("endControlPoint"), a)
                let most = SwiftUIAnimatorDeclarations.maximumControlY
                for (name, point) in [("startControlPoint", start), ("endControlPoint", end)] where !point.x.isFinite || !(abs(point.y) <= most) {
                    throw a.site.refuse("\(a.call) \(name): (\(point.x), \(point.y)) is not a control point: expected a finite x (clamped to 0…1) and a y from -\(plainNumber(most)) to \(plainNumber(most))", .invalid)
                }
                let clamp = { (x: Double) in min(max(x, 0), 1) }
                return .native(SwiftUIMotionValue(content: .curve(UnitCurve(clamp(start.x), start.y, clamp(end.x), end.y))))
            },
        ],
        constants: [("linear", UnitCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)].map { name, curve in
            WorldConstant(name: name) { _ in .native(SwiftUIMotionValue(content: .curve(curve))) }
        })

    /// `PhaseAnimator(_:trigger:content:animation:)` and `PhaseAnimator(_:content:animation:)`, the view.
    static let swiftUIPhaseAnimator = SwiftUIDeclarations.view("PhaseAnimator", "a view drawn by phase, animated from phase to phase", [
        .function("init", [.arg("_", type: "Sequence"), .arg("trigger", type: "Equatable", defaulted: true), .closure("content", "(Phase) -> Content"),
                           .closure("animation", "(Phase) -> Animation?", defaulted: true)]) { a in
            SwiftUIDeclarations.view("PhaseAnimator", try SwiftUIAnimatorDeclarations.phases(content: nil, a))
        },
    ])

    /// `KeyframeAnimator(initialValue:trigger:content:keyframes:)` and `(initialValue:repeating:content:keyframes:)`, the view.
    static let swiftUIKeyframeAnimator = SwiftUIDeclarations.view("KeyframeAnimator", "a view drawn from a value its keyframes move", [
        .function("init", [.arg("initialValue", type: "Value"), .arg("trigger", type: "Equatable"), .closure("content", "(Value) -> Content"),
                           .closure("keyframes", "(Value) -> Keyframes")]) { a in
            SwiftUIDeclarations.view("KeyframeAnimator", try SwiftUIAnimatorDeclarations.keyframes(content: nil, a))
        },
        .function("init", [.arg("initialValue", type: "Value"), .arg("repeating", type: "Bool", defaulted: true), .closure("content", "(Value) -> Content"),
                           .closure("keyframes", "(Value) -> Keyframes")]) { a in
            SwiftUIDeclarations.view("KeyframeAnimator", try SwiftUIAnimatorDeclarations.keyframes(content: nil, a))
        },
    ])
}

enum SwiftUIAnimatorDeclarations {
    /// The farthest a `UnitCurve.bezier` control point's y is taken from the unit square: a
    /// curve overshooting by 1000 times its change is no easing anyone writes, and a bound
    /// keeps every value the curve gives finite.
    static let maximumControlY = 1000.0
    /// The longest keyframe segment accepted, in seconds (the scene is at most 120 s).
    static let longestKeyframe = 120.0
    /// The most phases a phase animator is given (each is one evaluation of its content).
    static let mostPhases = 64

    static func spring(_ spring: Spring) -> Value { .native(SwiftUIMotionValue(content: .spring(spring))) }

    static func keyframeType(_ name: String, _ summary: String, _ parameters: [WorldParameter],
                             _ make: @escaping (AnimatableVector, BridgeArguments) throws -> Keyframe) -> WorldType {
        WorldType(name: name, superclass: nil, summary: summary, initializers: [
            .function("init", parameters) { a in
                .native(KeyframeValue(keyframe: try make(try vector(a.value(nil) ?? .void, a), a), typeName: name))
            },
        ])
    }

    static func duration(_ a: BridgeArguments) throws -> Double {
        let d = try a.number("duration", .double)
        guard d >= 0, d <= longestKeyframe else { throw a.site.refuse("\(a.call) duration: \(d) is outside 0…\(longestKeyframe) s", .invalid) }
        return d
    }

    /// A keyframe's value as numbers: a number, or an `Angle` (in radians).
    static func vector(_ value: Value, _ a: BridgeArguments) throws -> AnimatableVector {
        if let d = value.doubleValue { return AnimatableVector(d) }
        if case .angle(let r)? = SwiftUIDeclarations.plain(value) { return AnimatableVector(r) }
        throw a.site.mismatch("\(a.call): a keyframe's value is evaluated as a number or an Angle, not '\(value.typeName)'", expected: "Double", found: value)
    }

    /// Builder results with the slots of `if`s opened.
    static func flattened(_ values: [Value]) -> [Value] {
        values.flatMap { value -> [Value] in
            if case .array(let inner) = value { return flattened(inner) }
            if let branch = value.nativeOperand as? ViewBuilderBranch { return flattened(branch.views) }
            return [value]
        }
    }

    /// A phase animator: the content closure evaluated for each phase, the animation closure for each.
    static func phases(content: SwiftUIViewValue?, _ a: BridgeArguments) throws -> ViewTree {
        guard case .array(let phases)? = a.value(nil), !phases.isEmpty else {
            throw a.site.refuse("\(a.call) needs a non-empty array of phases (SwiftUI requires one)", .invalid)
        }
        guard phases.count <= mostPhases else { throw a.site.refuse("\(a.call): \(phases.count) phases; at most \(mostPhases) are evaluated", .invalid) }
        guard let body = a.closure("content", trailing: true) ?? a.closure("_", trailing: false) else {
            throw a.site.refuse("\(a.call) needs its content closure", .invalid)
        }
        let interpreter = a.site.interpreter
        var trees: [ViewTree] = []
        var animations: [ReelSwiftUI.Animation?] = []
        for phase in phases {
            let arguments = (content.map { [Argument(label: nil, value: .native($0))] } ?? []) + [Argument(label: nil, value: phase)]
            trees.append(try SwiftUIDeclarations.group(try interpreter.buildViews(body, arguments, at: a.site.node), a))
            if let closure = a.closure("animation", trailing: false) {
                let hinted = Function(name: closure.name, parameters: closure.parameters, body: closure.body, scope: closure.scope, owner: closure.owner)
                hinted.capturedFrame = closure.capturedFrame
                hinted.resultHint = .named("Animation")
                animations.append(try SwiftUIDeclarations.animation(try a.site.invoke(hinted, [Argument(label: nil, value: phase)]), a))
            } else {
                // [Apple] …/phaseanimator: "animation: … defaults to { _ in .default }".
                animations.append(.default)
            }
        }
        let trigger = a.value("trigger").map { interpreter.text(of: $0) }
        return .modified(content?.tree ?? .group([]), .animator(SwiftUIAnimator(kind: .phases(trees: trees, animations: animations), trigger: trigger)))
    }

    /// A keyframe animator: its value's numbers, its tracks and content as closures of a value.
    static func keyframes(content: SwiftUIViewValue?, _ a: BridgeArguments) throws -> ViewTree {
        guard let initial = a.value("initialValue") else { throw a.site.refuse("\(a.call) needs its initialValue:", .invalid) }
        // `{ content, value in … } keyframes: { … }`: the unlabeled trailing closure is the
        // content when `keyframes:` is labeled, the keyframes when `content:` is (SE-0279).
        let labeledContent = a.closure("content", trailing: false), labeledKeyframes = a.closure("keyframes", trailing: false)
        guard let body = labeledContent ?? (labeledKeyframes != nil ? a.closure("_", trailing: true) : nil),
              let keyframes = labeledKeyframes ?? (labeledContent != nil ? a.closure("_", trailing: true) : nil) else {
            throw a.site.refuse("\(a.call) needs its content and keyframes closures", .invalid)
        }
        var numbers: [String: AnimatableVector] = [:]
        try AnimatorValue.flatten(initial, prefix: "", into: &numbers, a)
        let interpreter = a.site.interpreter, site = a.site
        let render: ([String: AnimatableVector]) throws -> ViewTree = { value in
            let arguments = (content.map { [Argument(label: nil, value: .native($0))] } ?? []) + [Argument(label: nil, value: AnimatorValue.rebuilt(initial, prefix: "", from: value))]
            return try SwiftUIDeclarations.group(try interpreter.buildViews(body, arguments, at: site.node), a)
        }
        let tracks: ([String: AnimatableVector]) throws -> [KeyframeTrack] = { value in
            let built = try interpreter.buildViews(keyframes, [Argument(label: nil, value: AnimatorValue.rebuilt(initial, prefix: "", from: value))], at: site.node)
            return try flattened(built).map { item in
                guard let track = (item.nativeOperand as? KeyframeTrackValue)?.track else {
                    throw site.mismatch("\(a.call)'s keyframes closure builds KeyframeTracks, not '\(item.typeName)'", expected: "KeyframeTrack", found: item)
                }
                guard numbers[track.keyPath] != nil else {
                    throw site.refuse("KeyframeTrack(\\.\(track.keyPath)): the keyframe animator's value has no number or Angle there (it has: \(numbers.keys.sorted().map { $0.isEmpty ? "the value itself" : $0 }.joined(separator: ", ")))", .invalid)
                }
                return track
            }
        }
        _ = try tracks(numbers)  // refused now, where it is written, rather than at the first frame
        let repeating = try SwiftUIValues.bool(a, "repeating") ?? true
        let spec = SwiftUIKeyframes(initialValue: numbers, initialTree: try render(numbers), repeating: repeating, tracks: tracks, render: render)
        let trigger = a.value("trigger").map { interpreter.text(of: $0) }
        return .modified(content?.tree ?? .group([]), .animator(SwiftUIAnimator(kind: .keyframes(spec), trigger: trigger)))
    }

    static let modifiers: [WorldMethod] = [
        .method("phaseAnimator", [.arg("_", type: "Sequence"), .arg("trigger", type: "Equatable", defaulted: true), .closure("content", "(PlaceholderContentView, Phase) -> V"),
                                  .closure("animation", "(Phase) -> Animation?", defaulted: true)], on: SwiftUIViewValue.self) { v, a in
            SwiftUIDeclarations.view(v.typeName, try phases(content: v, a))
        },
        .method("keyframeAnimator", [.arg("initialValue", type: "Value"), .arg("trigger", type: "Equatable"), .closure("content", "(PlaceholderContentView, Value) -> V"),
                                     .closure("keyframes", "(Value) -> Keyframes")], on: SwiftUIViewValue.self) { v, a in
            SwiftUIDeclarations.view(v.typeName, try keyframes(content: v, a))
        },
        .method("keyframeAnimator", [.arg("initialValue", type: "Value"), .arg("repeating", type: "Bool", defaulted: true),
                                     .closure("content", "(PlaceholderContentView, Value) -> V"), .closure("keyframes", "(Value) -> Keyframes")], on: SwiftUIViewValue.self) { v, a in
            SwiftUIDeclarations.view(v.typeName, try keyframes(content: v, a))
        },
    ]

    static let types: [WorldType] = [
        .swiftUIKeyframeTrack, .swiftUILinearKeyframe, .swiftUICubicKeyframe, .swiftUISpringKeyframe, .swiftUIMoveKeyframe, .swiftUISpring, .swiftUIUnitCurve,
        .swiftUIPhaseAnimator, .swiftUIKeyframeAnimator,
    ]
}

/// A keyframe animator's value (a number, an `Angle`, or a struct of the file holding them)
/// as the numbers keyframes move, by key path, and back.
enum AnimatorValue {
    static func flatten(_ value: Value, prefix: String, into numbers: inout [String: AnimatableVector], _ a: BridgeArguments) throws {
        if let d = value.doubleValue { numbers[prefix] = AnimatableVector(d); return }
        if case .angle(let r)? = SwiftUIDeclarations.plain(value) { numbers[prefix] = AnimatableVector(r); return }
        if case .structValue(let s) = value {
            for (name, field) in s.fields {
                try flatten(field, prefix: prefix.isEmpty ? name : prefix + "." + name, into: &numbers, a)
            }
        }
    }

    /// `value` with each number the keyframes give put back, in the type it had.
    static func rebuilt(_ value: Value, prefix: String, from numbers: [String: AnimatableVector]) -> Value {
        if let n = numbers[prefix]?.scalar {
            switch value {
            case .cgFloat: return .cgFloat(n)
            case .float: return .float(Float(n))
            case .native: return SwiftUIValues.angle(n)
            default: return .double(n)
            }
        }
        guard case .structValue(var s) = value else { return value }
        for (name, field) in s.fields {
            s.fields[name] = rebuilt(field, prefix: prefix.isEmpty ? name : prefix + "." + name, from: numbers)
        }
        return .structValue(s)
    }
}
