import ReelSwiftUI

/// SwiftUI's global functions: `withAnimation(_:_:)`.
enum SwiftUIGlobals {
    static let names = ["withAnimation"]

    static func value(_ name: String, bridge: WorldBridge) -> Value? {
        switch name {
        case "withAnimation":
            // `withAnimation(_ animation: Animation? = .default, _ body: () throws -> Result)`
            // [Apple] (…/swiftui/withanimation(_:_:)): the changes in `body` are one transaction
            // with that animation. The completion form (iOS 17) is refused by name below.
            return .function(.builtin(name, hints: ["_0": "Animation?"]) { [unowned bridge] arguments, site in
                let a = BridgeArguments(arguments, call: name, site: site, bridge: bridge)
                if a.has("completionCriteria") || a.has("completion") || arguments.count > 2 {
                    throw site.notEvaluated("withAnimation(_:completionCriteria:_:completion:)", supported: ["withAnimation(_:_:)", "withAnimation(_:)"])
                }
                guard let body = arguments.last, case .function(let closure) = body.value else {
                    throw site.refuse("withAnimation needs the closure that changes state", .invalid)
                }
                let animation: ReelSwiftUI.Animation?
                if arguments.count == 2 {
                    animation = try SwiftUIDeclarations.animation(arguments[0].value, a)
                } else {
                    animation = .default
                }
                return try bridge.swiftUI.withAnimation(animation, at: { bridge.sceneTime }) {
                    try site.invoke(closure, [])
                }
            })
        default:
            return nil
        }
    }
}
