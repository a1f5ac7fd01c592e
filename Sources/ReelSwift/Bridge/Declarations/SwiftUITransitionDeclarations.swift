import ReelModels
import ReelSwiftUI

/// A SwiftUI transition value (`AnyTransition`, or iOS 17's `Transition` types).
struct SwiftUITransitionValue: PresetFunctionValue {
    var transition: Transition
    /// `.scale` is a value and `.scale(scale:anchor:)` a function: the function of the same name.
    var functionName: String?
    var typeName: String { "AnyTransition" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? SwiftUITransitionValue)?.transition == transition }
}

extension WorldType {
    /// [Apple] (…/swiftui/anytransition): `.opacity`, `.scale`, `scale(scale:anchor:)`,
    /// `offset(x:y:)`, `move(edge:)`, `push(from:)`, `.slide`, `asymmetric(insertion:removal:)`,
    /// `combined(with:)`, `.identity`; the values ReelSwiftUI's `Transition` cites. The edge
    /// transitions move by the view's own laid-out size, which the layout resolves.
    static let swiftUIAnyTransition = WorldType(
        name: "AnyTransition", superclass: nil, aliases: ["Transition"],
        summary: "how a view enters and leaves (opacity, scale, offset, move, push, slide, asymmetric, combined); drawn on insertion and removal under an animation",
        methods: [
            .method("combined", [.arg("with", type: "AnyTransition", hint: "AnyTransition")], on: SwiftUITransitionValue.self) { v, a in
                SwiftUITransitionDeclarations.value(v.transition.combined(with: try SwiftUITransitionDeclarations.transition(a.value("with"), a)))
            },
        ],
        statics: [
            .function("scale", [.arg("scale", .cgFloat), .arg("anchor", type: "UnitPoint", hint: "UnitPoint", defaulted: true)]) { a in
                SwiftUITransitionDeclarations.value(.scale(try SwiftUITransitionDeclarations.drawn(a, "scale", ViewRanges.scale) ?? 1, anchor: try SwiftUIDeclarations.anchor(a.value("anchor"), a)))
            },
            .function("offset", [.arg("x", .cgFloat, defaulted: true), .arg("y", .cgFloat, defaulted: true)]) { a in
                SwiftUITransitionDeclarations.value(.offset(x: try SwiftUITransitionDeclarations.drawn(a, "x", ViewRanges.points) ?? 0, y: try SwiftUITransitionDeclarations.drawn(a, "y", ViewRanges.points) ?? 0))
            },
            .function("move", [.arg("edge", type: "Edge", hint: "Edge")]) { a in
                SwiftUITransitionDeclarations.value(.move(try SwiftUITransitionDeclarations.edge(a.value("edge"), a)))
            },
            .function("push", [.arg("from", type: "Edge", hint: "Edge")]) { a in
                SwiftUITransitionDeclarations.value(.push(from: try SwiftUITransitionDeclarations.edge(a.value("from"), a)))
            },
            .function("asymmetric", [.arg("insertion", type: "AnyTransition", hint: "AnyTransition"), .arg("removal", type: "AnyTransition", hint: "AnyTransition")]) { a in
                SwiftUITransitionDeclarations.value(.asymmetric(insertion: try SwiftUITransitionDeclarations.transition(a.value("insertion"), a),
                                                                removal: try SwiftUITransitionDeclarations.transition(a.value("removal"), a)))
            },
        ],
        constants: [
            WorldConstant(name: "opacity") { _ in SwiftUITransitionDeclarations.value(.opacity) },
            WorldConstant(name: "scale") { _ in .native(SwiftUITransitionValue(transition: .scale, functionName: "scale")) },
            WorldConstant(name: "identity") { _ in SwiftUITransitionDeclarations.value(.identity) },
            WorldConstant(name: "slide") { _ in SwiftUITransitionDeclarations.value(.slide) },
        ])
}

enum SwiftUITransitionDeclarations {
    static func value(_ t: Transition) -> Value { .native(SwiftUITransitionValue(transition: t)) }

    /// A transition's number held to what the modifier it becomes draws (`offset(x:y:)`'s
    /// points, `scaleEffect`'s scale), at the call: `.offset(x: .infinity)` never settled and
    /// was refused as a scene past its length, `.scale(scale: 1e300)` as a canvas past the pixel
    /// limit. Nil when the argument is left out.
    static func drawn(_ a: BridgeArguments, _ label: String, _ range: ClosedRange<Double>) throws -> Double? {
        guard let value = try a.optionalNumber(label, .cgFloat) else { return nil }
        guard range.contains(value) else { throw a.site.refuse(DrawnNumber.notDrawn("\(a.call)'s \(label)", value, range), .world) }
        return value
    }

    static func transition(_ value: Value?, _ a: BridgeArguments) throws -> Transition {
        if let t = value?.nativeOperand as? SwiftUITransitionValue { return t.transition }
        throw a.site.mismatch("cannot convert value of type '\(value?.typeName ?? "Void")' to expected argument type 'AnyTransition' (\(a.call))",
                              expected: "AnyTransition", found: value ?? .void)
    }

    /// An `Edge` value (`.top`, `.leading`, `.bottom`, `.trailing`).
    static func edge(_ value: Value?, _ a: BridgeArguments) throws -> Edge {
        if (value?.nativeOperand as? SwiftUIPlainValue)?.typeName == "Edge", case .edges(let names)? = SwiftUIDeclarations.plain(value), names.count == 1,
           let edge = Edge.allCases.first(where: { "\($0)" == names.first! }) {
            return edge
        }
        throw a.site.mismatch("cannot convert value of type '\(value?.typeName ?? "Void")' to expected argument type 'Edge' (\(a.call))",
                              expected: "Edge", found: value ?? .void)
    }

    /// `.transition(_:)` [Apple] (…/view/transition(_:)-…): used when the view is inserted.
    static let modifier = WorldMethod.method("transition", [.arg("_", type: "AnyTransition", hint: "AnyTransition")], on: SwiftUIViewValue.self) { v, a in
        SwiftUIDeclarations.modified(v, .transition(try transition(a.value(nil), a)))
    }
}
