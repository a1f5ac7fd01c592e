import ReelSwiftUI
import ReelTimeline

/// A SwiftUI view value (`Text("3")`, `Circle().fill(.red)`, an `HStack`): its type name as
/// Swift prints it and the tree it builds. Views are values (structs) in SwiftUI, so each
/// modifier returns a new one.
struct SwiftUIViewValue: NativeValue {
    let typeName: String
    let tree: ViewTree
    /// The file's `View` struct this value is made of, when it is one with modifiers applied
    /// outside it (`TypingDots().padding()`): the scene re-evaluates its `body` on each state
    /// change and applies them again (SwiftUIComponent.swift).
    var component: ViewComponent? = nil
    var typeChain: [String] { [typeName, "View"] }
    func isEqual(to other: any NativeValue) -> Bool { false }

    /// The colour of a `Color` used as a value (`.foregroundColor(.red)`).
    var color: RGBA? {
        if case let .leaf(.color(c)) = tree { return c }
        return nil
    }
}

/// A SwiftUI `Animation`. A spelling that is both a value and a function (`.easeInOut` and
/// `.easeInOut(duration: 1)`) is this value, callable with the function's arguments.
struct SwiftUIAnimationValue: NativeValue, CallableNativeValue {
    let animation: ReelSwiftUI.Animation
    /// The static function of the same name, when there is one.
    let functionName: String?
    var typeName: String { "Animation" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? SwiftUIAnimationValue)?.animation == animation }
    var interpolation: String { animation.description }

    func callable(in world: any NativeWorld) -> Function? {
        guard let functionName, let bridge = world as? WorldBridge else { return nil }
        return SwiftUIDeclarations.staticFunction(functionName, ofType: "Animation", bridge: bridge)
    }
}

/// A SwiftUI `Font`, `Angle`, `UnitPoint`, `Alignment` or `Edge.Set`: a plain value.
struct SwiftUIPlainValue: NativeValue {
    enum Content: Equatable {
        case font(Font)
        case fontWeight(FontWeight)
        case angle(radians: Double)
        case unitPoint(UnitPoint)
        case alignment(Alignment)
        case edges(Set<String>)
    }
    let typeName: String
    let content: Content
    func isEqual(to other: any NativeValue) -> Bool { (other as? SwiftUIPlainValue)?.content == content }
}

/// A world value that Swift calls as a function: `.easeInOut(duration: 0.3)` reads the
/// constant `easeInOut`, then calls it.
protocol CallableNativeValue {
    func callable(in world: any NativeWorld) -> Function?
}
