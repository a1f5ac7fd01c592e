import ReelTimeline
import ReelWorld

/// The world's global names that are not types: `CACurrentMediaTime()`, the `CATransform3D…`
/// functions (CATransform3D.h) and the `kCA…` constants of the pre-Swift-4.2 spellings.
enum WorldGlobals {
    /// A function of `CATransform3D`s and CGFloats: its Swift name, how many CGFloats after
    /// how many transforms, and the ReelWorld function.
    private struct TransformFunction: Sendable {
        let transforms: Int
        let numbers: Int
        let body: @Sendable ([CATransform3D], [Double]) -> Value
    }

    private static let transformFunctions: [String: TransformFunction] = [
        "CATransform3DMakeTranslation": .init(transforms: 0, numbers: 3) { _, n in wrap(CATransform3DMakeTranslation(n[0], n[1], n[2])) },
        "CATransform3DMakeScale": .init(transforms: 0, numbers: 3) { _, n in wrap(CATransform3DMakeScale(n[0], n[1], n[2])) },
        "CATransform3DMakeRotation": .init(transforms: 0, numbers: 4) { _, n in wrap(CATransform3DMakeRotation(n[0], n[1], n[2], n[3])) },
        "CATransform3DTranslate": .init(transforms: 1, numbers: 3) { t, n in wrap(CATransform3DTranslate(t[0], n[0], n[1], n[2])) },
        "CATransform3DScale": .init(transforms: 1, numbers: 3) { t, n in wrap(CATransform3DScale(t[0], n[0], n[1], n[2])) },
        "CATransform3DRotate": .init(transforms: 1, numbers: 4) { t, n in wrap(CATransform3DRotate(t[0], n[0], n[1], n[2], n[3])) },
        "CATransform3DConcat": .init(transforms: 2, numbers: 0) { t, _ in wrap(CATransform3DConcat(t[0], t[1])) },
        "CATransform3DInvert": .init(transforms: 1, numbers: 0) { t, _ in wrap(CATransform3DInvert(t[0])) },
        "CATransform3DIsIdentity": .init(transforms: 1, numbers: 0) { t, _ in .bool(t[0].isIdentity) },
    ]

    private static func wrap(_ t: CATransform3D) -> Value { .native(Transform3DValue(transform: t)) }

    /// Every global function's name, for the docs.
    static var functionNames: [String] { ["CACurrentMediaTime", "CATransform3DMakeAffineTransform"] + transformFunctions.keys.sorted() + ["tap"] }

    static func value(_ name: String, bridge: WorldBridge) -> Value? {
        switch name {
        case "CACurrentMediaTime":
            return .function(.builtin(name) { [unowned bridge] _, _ in .double(bridge.world.currentMediaTime()) })
        case "tap":
            // The run's tap: `tap(view)` or `tap(view, count: 2)` (GestureTap); anything else
            // is SwiftUI's `tap("Title")` when that names it.
            return GestureTap.function(bridge: bridge, otherwise: SwiftUIGlobals.value(name, bridge: bridge))
        case "CATransform3DIdentity": return wrap(.identity)
        // CoreGraphics' C name for CGAffineTransform.identity, which the iOS 16 SDK's Swift
        // overlay imports again beside the Swift name.
        case "CGAffineTransformIdentity": return .native(AffineValue(transform: .identity))
        case "CATransform3DMakeAffineTransform":
            return .function(.builtin(name) { arguments, site in
                let a = BridgeArguments(arguments, call: name, site: site, bridge: bridge)
                return wrap(CATransform3D(try a.required(nil, .affine)))
            })
        default: break
        }
        if let function = transformFunctions[name] {
            return .function(.builtin(name, hints: ["_": "CGFloat"]) { arguments, site in
                guard arguments.count == function.transforms + function.numbers,
                      arguments.allSatisfy({ $0.label == nil }) else {
                    throw site.refuse("\(name) takes \(function.transforms + function.numbers) arguments", .invalid)
                }
                let transforms = try arguments.prefix(function.transforms).map { argument in
                    try ValueKind.transform3D.read(argument.value, name, site)
                }
                let numbers = try arguments.dropFirst(function.transforms).map { try BridgeNumber.cgFloat.read($0.value, for: name, at: site) }
                return function.body(transforms, numbers)
            })
        }
        if name.hasPrefix("kCAMediaTimingFunction"), CAMediaTimingFunctionName.curve(named: name) != nil {
            return .native(TokenValue(typeName: "CAMediaTimingFunctionName", token: .timingName(name)))
        }
        // CATransition's types and subtypes before Swift 4.2: strings (`kCATransitionPush` is "push").
        if name.hasPrefix("kCATransition") {
            let rest = name.dropFirst("kCATransition".count)
            let value = rest.prefix(1).lowercased() + rest.dropFirst()
            if CATransition.types.contains(value) || CATransition.subtypes.contains(value) { return .string(value) }
        }
        if name.hasPrefix("kCAFillMode"), let mode = CAMediaTimingFillModeName.fillMode(named: name) {
            return .native(TokenValue(typeName: "CAMediaTimingFillMode", token: .fillMode(mode)))
        }
        if name.hasPrefix("kCAAnimation") {
            let rest = name.dropFirst("kCAAnimation".count)
            if let mode = CalculationMode(rawValue: rest.prefix(1).lowercased() + rest.dropFirst()) {
                return .native(TokenValue(typeName: "CAAnimationCalculationMode", token: .calculationMode(mode)))
            }
            if let mode = CAAnimationRotationMode(rawValue: rest.prefix(1).lowercased() + rest.dropFirst()) {
                return .native(TokenValue(typeName: "CAAnimationRotationMode", token: .rotationMode(mode)))
            }
        }
        return nil
    }
}
