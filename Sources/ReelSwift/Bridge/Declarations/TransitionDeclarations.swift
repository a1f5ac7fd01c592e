import ReelTimeline
import ReelWorld

// CATransition (CATransition.h) with its types and subtypes, in both spellings (the
// `kCATransition…` strings of Swift before 4.2, `CATransitionType`/`CATransitionSubtype` after),
// and UIView's transitions (UIView(UIViewAnimationWithBlocks)): the content transitions the
// scene draws (`action: transition`).

extension WorldType {
    static let caTransition = WorldType(
        name: "CATransition", superclass: "CAAnimation",
        summary: "a layer's content transition (fade, push, moveIn, reveal), drawn over the turn's changes",
        properties: [
            .stored("type", \AnimationValue.transition.type, ValueKind<String>.transitionName("CATransitionType")),
            .stored("subtype", \AnimationValue.transition.subtype, ValueKind<String>.transitionName("CATransitionSubtype").optional),
        ],
        initializers: [.animation(keyPath: false) { _ in CATransition() }])

    static let caTransitionType = WorldType(
        name: "CATransitionType", superclass: nil, summary: "a CATransition's type",
        constants: CATransition.types.map { name in
            WorldConstant(name: name) { _ in .native(TransitionNameValue(typeName: "CATransitionType", name: name)) }
        })

    static let caTransitionSubtype = WorldType(
        name: "CATransitionSubtype", superclass: nil, summary: "a CATransition's direction",
        constants: CATransition.subtypes.map { name in
            WorldConstant(name: name) { _ in .native(TransitionNameValue(typeName: "CATransitionSubtype", name: name)) }
        })
}

extension WorldMethod {
    /// UIView.transition(with:duration:options:animations:completion:) and
    /// UIView.transition(from:to:duration:options:completion:).
    static let viewTransitions: [WorldMethod] = [
        .function("transition", [.arg("with", .view), .arg("duration", .timeInterval),
                                 .arg("options", type: "UIView.AnimationOptions", hint: "UIView.AnimationOptions", defaulted: true),
                                 .closure("animations", "(() -> Void)?", defaulted: true),
                                 .closure("completion", "((Bool) -> Void)?", defaulted: true)]) { a in
            let animations = a.body("animations")
            let completion = a.completion(trailingIsCompletion: a.has("animations"))
            try a.world.transition(with: try a.view("with"), duration: try a.number("duration", .double),
                                   options: try a.bridge.viewOptions(a.value("options"), at: a.site),
                                   animations: animations, completion: completion)
            return .void
        },
        .function("transition", [.arg("from", .view), .arg("to", .view), .arg("duration", .timeInterval),
                                 .arg("options", type: "UIView.AnimationOptions", hint: "UIView.AnimationOptions", defaulted: true),
                                 .closure("completion", "((Bool) -> Void)?", defaulted: true)]) { a in
            try a.world.transition(from: try a.view("from"), to: try a.view("to"), duration: try a.number("duration", .double),
                                   options: try a.bridge.viewOptions(a.value("options"), at: a.site),
                                   completion: a.completion(trailingIsCompletion: true))
            return .void
        },
    ]
}

/// A `CATransitionType` or `CATransitionSubtype` (`.push`, `.fromTop`).
struct TransitionNameValue: NativeValue {
    let typeName: String
    let name: String
    var interpolation: String { name }
    func isEqual(to other: any NativeValue) -> Bool {
        guard let other = other as? TransitionNameValue else { return false }
        return other.typeName == typeName && other.name == name
    }
}

extension AnimationValue {
    /// The animation as a CATransition: its declarations are reached only for one's members.
    var transition: CATransition { animation as! CATransition }
}

extension ValueKind where T == String {
    /// A transition's type or subtype: `CATransitionType.push` (Swift 4.2 on) or the string
    /// `kCATransitionPush` was before it.
    static func transitionName(_ type: String) -> ValueKind {
        ValueKind(name: type, hint: type, wrap: { v, _ in .native(TransitionNameValue(typeName: type, name: v)) }) { value, what, site in
            if case .string(let s) = value { return s }
            if let name = value.nativeOperand as? TransitionNameValue, name.typeName == type { return name.name }
            throw site.mismatch("cannot assign value of type '\(value.typeName)' to type '\(type)' (\(what))", expected: type, found: value)
        }
    }
}

extension BridgeArguments {
    /// The `completion:` closure of a UIView method whose last closure parameter it is:
    /// labelled, or the trailing closure when `trailingIsCompletion`.
    func completion(trailingIsCompletion: Bool) -> ((Bool) throws -> Void)? {
        let function = closure("completion", trailing: trailingIsCompletion)
        return function.map { f in { [site] (finished: Bool) in _ = try site.invoke(f, [Argument(label: nil, value: .bool(finished))]) } }
    }
}
