import ReelWorld

/// `DispatchQueue.main`: `async` and `asyncAfter(deadline:)` as timed calls on the world's
/// clock (`.now() + seconds`); other queues are refused (nothing runs off the main thread).
struct DispatchQueueValue: NativeValue {
    unowned let bridge: WorldBridge
    var isReference: Bool { true }
    var typeName: String { "DispatchQueue" }

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "async":
            return .function(.builtin(name) { arguments, context in
                guard case .function(let f)? = arguments.first(where: { $0.label == "execute" || $0.isTrailingClosure })?.value else {
                    throw context.refuse("DispatchQueue.main.async takes a closure")
                }
                let body = bridge.closure(f, in: context)
                try bridge.world(context) { try bridge.world.async(execute: body) }
                return .void
            })
        case "asyncAfter":
            let function = Function.builtin(name, hints: ["deadline": "DispatchTime"]) { arguments, context in
                guard case .dispatchTime(let deadline)? = (arguments.first { $0.label == "deadline" }?.value.nativeOperand as? TokenValue)?.token else {
                    throw context.refuse("DispatchQueue.main.asyncAfter takes deadline: .now() + seconds")
                }
                guard case .function(let f)? = arguments.first(where: { $0.label == "execute" || $0.isTrailingClosure })?.value else {
                    throw context.refuse("DispatchQueue.main.asyncAfter takes a closure")
                }
                let body = bridge.closure(f, in: context)
                let seconds = deadline - bridge.world.currentMediaTime()
                try context.checkSceneTime(seconds)
                try bridge.world(context) { try bridge.world.asyncAfter(seconds: seconds, execute: body) }
                return .void
            }
            return .function(function)
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool { false }
    func isEqual(to other: any NativeValue) -> Bool { other is DispatchQueueValue }
}
