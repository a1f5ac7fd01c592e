import ReelModels
import ReelWorld

/// A run in which a UIView animation (a block, a spring, keyframes, a transition, a property
/// animator) moved a view bound to no part that is drawn as a layer (UIKitWorld+Sublayers):
/// the layer holds only the view's values as each turn leaves them, so it would be drawn
/// jumping to the block's end values. Refused by name, with the binding that draws the motion
/// (a part draws UIView animations; a layer draws only the Core Animation animations added to it).
struct LayerViewMotion {
    let refusal: SwiftRefusal

    /// Nil when no view drawn as a layer was moved by a UIView animation.
    init?(_ world: UIKitWorld, _ bridge: WorldBridge, run: SwiftSource) {
        let moved = world.movedUnbound.filter { $0.part == nil && world.recordedLayerName(of: $0) != nil }
        guard !moved.isEmpty else { return nil }
        let (named, described) = StillClip.names(of: moved, bridge)
        let which = described.count == 1 ? described[0] : described.dropLast().joined(separator: ", ") + " and " + described[described.count - 1]
        let message = "a UIView animation moves \(which), bound to no part and drawn as \(moved.count == 1 ? "a layer" : "layers"), "
            + "which would be drawn jumping to the animation's end (a layer draws the Core Animation animations added to it, a part a UIView animation's)"
            + (named.isEmpty ? ": store it in a variable, to bind it to the \(UIKitWorld.part(fitting: moved[0]).rawValue) by its name" : "")
        refusal = SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: message, kind: .entry,
                               remedy: named.isEmpty ? nil : .bindNamed(named))
    }
}
