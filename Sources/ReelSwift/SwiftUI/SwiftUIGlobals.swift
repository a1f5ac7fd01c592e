import ReelSwiftUI

/// SwiftUI's global functions: `withAnimation(_:_:)`.
enum SwiftUIGlobals {
    static let names = ["withAnimation"]

    static func value(_ name: String, bridge: WorldBridge) -> Value? {
        switch name {
        case "withAnimation":
            // `withAnimation(_ animation: Animation? = .default, _ body: () throws -> Result)`
            // [Apple] (…/swiftui/withanimation(_:_:)): the changes in `body` are one transaction
            // with that animation. The iOS 17 form with `completion:` runs it when the
            // animation is logically complete (SwiftUICompletion).
            return .function(.builtin(name, hints: ["_0": "Animation?", "completionCriteria": "AnimationCompletionCriteria"]) { [unowned bridge] arguments, site in
                let a = BridgeArguments(arguments, call: name, site: site, bridge: bridge)
                let completion = a.closure("completion", trailing: false)
                let criteria = arguments.first { $0.label == "completionCriteria" }
                if let criteria, (criteria.value.nativeOperand as? SwiftUIChoiceValue)?.choice != "logicallyComplete" {
                    throw site.notEvaluated("withAnimation completionCriteria \(site.interpreter.text(of: criteria.value))", supported: ["logicallyComplete"])
                }
                let rest = arguments.filter { $0.label != "completion" && $0.label != "completionCriteria" }
                guard rest.count <= 2, let body = rest.last, case .function(let closure) = body.value else {
                    throw site.refuse("withAnimation needs the closure that changes state", .invalid)
                }
                let animation: ReelSwiftUI.Animation?
                if rest.count == 2 {
                    animation = try SwiftUIDeclarations.animation(rest[0].value, a)
                } else {
                    animation = .default
                }
                let result = try bridge.swiftUI.withAnimation(animation, at: { bridge.sceneTime }) {
                    try site.invoke(closure, [])
                }
                if let completion {
                    let limit = bridge.world.limits.seconds - bridge.sceneTime
                    if let after = try bridge.swiftUI.completionTime(of: animation, limit: bridge.world.limits.seconds, site: site), after <= limit {
                        try bridge.world.asyncAfter(seconds: after) {
                            _ = try site.interpreter.invoke(bridge.swiftUI.boundToContent(completion), [], at: site.node)
                        }
                    }
                }
                return result
            })
        default:
            return nil
        }
    }
}
