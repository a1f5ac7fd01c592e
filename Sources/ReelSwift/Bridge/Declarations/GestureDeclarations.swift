import ReelWorld

// UIGestureRecognizer and UITapGestureRecognizer (UIGestureRecognizer.h,
// UITapGestureRecognizer.h), and UIView's methods that attach one. A tap is the run's:
// `tap(view)` (WorldGlobals), or a call of the action method itself.

extension WorldType {
    static let uiGestureRecognizer = WorldType(
        name: "UIGestureRecognizer", superclass: "NSObject",
        summary: "a gesture recognizer: its targets' actions run when the run taps its view (`tap(view)`)",
        properties: [
            .readOnly("view", \GestureValue.recognizer.view, ValueKind.view.optional),
            .stored("isEnabled", \GestureValue.recognizer.isEnabled, .bool),
            .stored("cancelsTouchesInView", \GestureValue.recognizer.cancelsTouchesInView, .bool),
        ],
        methods: [
            .method("addTarget", [.arg("_", type: "Any"), .arg("action", type: "Selector")], on: GestureValue.self) { g, a in
                g.recognizer.addTarget(try a.bridge.targetAction(a.value(nil), a.value("action"), recognizer: g, at: a.site))
                return .void
            },
            .method("removeTarget", [.arg("_", type: "Any?"), .arg("action", type: "Selector?")], on: GestureValue.self) { g, a in
                g.recognizer.removeTarget(action: (a.value("action")?.nativeOperand as? SelectorValue)?.name)
                return .void
            },
        ],
        initializers: [
            .function("init", [.arg("target", type: "Any?"), .arg("action", type: "Selector?")]) { a in
                let value = GestureValue(recognizer: UITapGestureRecognizer(), bridge: a.bridge, typeName: a.call)
                if let target = a.value("target"), !target.isNil, let action = a.value("action"), !action.isNil {
                    value.recognizer.addTarget(try a.bridge.targetAction(target, action, recognizer: value, at: a.site))
                }
                return .native(value)
            },
            .function("init") { a in .native(GestureValue(recognizer: UITapGestureRecognizer(), bridge: a.bridge, typeName: a.call)) },
        ])

    static let uiTapGestureRecognizer = WorldType(
        name: "UITapGestureRecognizer", superclass: "UIGestureRecognizer",
        summary: "a tap recognizer: `numberOfTapsRequired` taps of `tap(view, count:)` call its actions",
        properties: [
            .stored("numberOfTapsRequired", \GestureValue.recognizer.numberOfTapsRequired, .int),
            .stored("numberOfTouchesRequired", \GestureValue.recognizer.numberOfTouchesRequired, .int),
        ])
}

extension WorldMethod {
    /// UIView's methods that attach and detach a gesture recognizer.
    static let viewGestureMethods: [WorldMethod] = [
        .method("addGestureRecognizer", [.arg("_", type: "UIGestureRecognizer")], on: ViewValue.self) { v, a in
            v.view.addGestureRecognizer(try a.gesture(nil).recognizer)
            return .void
        },
        .method("removeGestureRecognizer", [.arg("_", type: "UIGestureRecognizer")], on: ViewValue.self) { v, a in
            v.view.removeGestureRecognizer(try a.gesture(nil).recognizer)
            return .void
        },
    ]
}

/// A gesture recognizer of the world: a reference.
struct GestureValue: NativeReference {
    let recognizer: UITapGestureRecognizer
    unowned let bridge: WorldBridge
    /// `UITapGestureRecognizer`, or `UIGestureRecognizer` when made as one (it then recognizes taps too).
    let typeName: String

    var object: UITapGestureRecognizer { recognizer }
}

extension BridgeArguments {
    /// A gesture recognizer argument.
    func gesture(_ label: String?) throws -> GestureValue {
        let given = value(label)
        guard let gesture = given?.nativeOperand as? GestureValue else {
            let found = given ?? .void
            throw site.mismatch("\(call): expected a UIGestureRecognizer, not '\(found.typeName)'", expected: "UIGestureRecognizer", found: found)
        }
        return gesture
    }
}

extension WorldBridge {
    /// A target-action pair as a tap calls it: the target's method the selector names, given
    /// the recognizer when the selector spells an argument (`handleTap(_:)`), as UIKit sends
    /// the action message (UIGestureRecognizer.h: "the action methods … can have the
    /// signature `- (void)handleGesture:(UIGestureRecognizer *)gestureRecognizer`" or none).
    func targetAction(_ target: Value?, _ action: Value?, recognizer: GestureValue, at site: CallSite) throws -> UITapGestureRecognizer.Action {
        guard let selector = action?.nativeOperand as? SelectorValue else {
            let found = action ?? .void
            throw site.mismatch("action: expected a #selector, not '\(found.typeName)'", expected: "Selector", found: found)
        }
        guard let target, !target.isNil else {
            throw site.notEvaluated("a nil target (the responder chain)", supported: ["a target object and its method"])
        }
        let interpreter = site.interpreter, node = site.node
        return UITapGestureRecognizer.Action(name: selector.name) {
            guard case .function(let method) = try interpreter.member(of: target, selector.baseName, at: node) else {
                throw interpreter.refusal("#selector(\(selector.name)) names no method of the target", at: node, kind: .invalid)
            }
            let arguments = (selector.labels ?? []).isEmpty ? [] : [Argument(label: selector.labels?.first ?? nil, value: .native(recognizer))]
            _ = try interpreter.invoke(method, arguments, at: node)
        }
    }
}
