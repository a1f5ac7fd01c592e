/// Arguments for the SwiftUI motion declarations (animators, keyframes, transitions, button
/// styles, timers) in `WorldRegistryTests`.
extension WorldRegistryTests {
    static let swiftUIMotionArguments: [String: String] = [
        "ButtonStyle": ".plain", "AnyTransition": ".opacity", "ContentTransition": ".opacity", "Sequence": "[1.0, 2.0]", "Equatable": "1",
        "(PlaceholderContentView, Phase) -> V": "{ content, phase in content.scaleEffect(phase) }",
        "(Phase) -> Animation?": "{ _ in .easeIn }", "(Phase) -> Content": "{ phase in Circle().scaleEffect(phase) }",
        "initialValue: Value": "1.0", "_: Value": "2.0", "Value?": "nil", "Double?": "0.3", "Spring": ".bouncy", "UnitCurve": ".easeIn",
        "(PlaceholderContentView, Value) -> V": "{ content, value in content.scaleEffect(value) }",
        "(Value) -> Content": "{ value in Circle().scaleEffect(value) }",
        "(Value) -> Keyframes": "{ _ in KeyframeTrack { LinearKeyframe(2.0, duration: 0.5) } }",
        "WritableKeyPath": "\\.scale", "() -> Keyframes": "{ LinearKeyframe(2.0, duration: 0.5) }",
        "(Timer) -> Void": "{ timer in timer.invalidate() }",
        "(V, V) -> Void": "{ old, new in }", "(V) -> Void": "{ _ in }", "(Output) -> Void": "{ _ in }",
        "Publisher": "Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()", "RunLoop": ".main", "RunLoop.Mode": ".common",
    ]
}
