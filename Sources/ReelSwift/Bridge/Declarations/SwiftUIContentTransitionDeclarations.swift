import ReelModels
import ReelSwiftUI

/// A SwiftUI `ContentTransition` value.
struct SwiftUIContentTransitionValue: PresetFunctionValue {
    var transition: ContentTransition
    var functionName: String? { nil }
    var typeName: String { "ContentTransition" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? SwiftUIContentTransitionValue)?.transition == transition }
}

extension WorldType {
    /// [Apple] (…/swiftui/contenttransition): `.identity`, `.opacity`, `.interpolate`,
    /// `numericText(countsDown:)`, `numericText(value:)` — ReelSwiftUI's `ContentTransition`
    /// says what each does to a `Text` whose string changes under an animation.
    static let swiftUIContentTransition = WorldType(
        name: "ContentTransition", superclass: nil,
        summary: "how a view's own content animates when it changes (identity, opacity, interpolate; numericText refused where it would animate)",
        statics: [
            .function("numericText", [.arg("countsDown", type: "Bool", defaulted: true)]) { a in
                SwiftUIContentTransitionDeclarations.value(.numericText(.countsDown(try SwiftUIValues.bool(a, "countsDown") ?? false)))
            },
            .function("numericText", [.arg("value", .double)]) { a in
                SwiftUIContentTransitionDeclarations.value(.numericText(.value(try a.number("value", .double))))
            },
        ],
        constants: [
            WorldConstant(name: "identity") { _ in SwiftUIContentTransitionDeclarations.value(.identity) },
            WorldConstant(name: "opacity") { _ in SwiftUIContentTransitionDeclarations.value(.opacity) },
            WorldConstant(name: "interpolate") { _ in SwiftUIContentTransitionDeclarations.value(.interpolate) },
        ])
}

enum SwiftUIContentTransitionDeclarations {
    static func value(_ t: ContentTransition) -> Value { .native(SwiftUIContentTransitionValue(transition: t)) }

    /// `.contentTransition(_:)` [Apple] (…/view/contenttransition(_:): "Modifies the view to
    /// use a given transition as its method of animating changes to the contents of its
    /// views"): an environment value, so it reaches every `Text` inside that sets none closer.
    static let modifier = WorldMethod.method("contentTransition", [.arg("_", type: "ContentTransition", hint: "ContentTransition")], on: SwiftUIViewValue.self) { v, a in
        let value = a.value(nil)
        guard let t = value?.nativeOperand as? SwiftUIContentTransitionValue else {
            throw a.site.mismatch("cannot convert value of type '\(value?.typeName ?? "Void")' to expected argument type 'ContentTransition' (\(a.call))",
                                  expected: "ContentTransition", found: value ?? .void)
        }
        return SwiftUIDeclarations.modified(v, .contentTransition(t.transition))
    }
}
