import ReelModels

/// The UIView animation block the code is inside (UIView.animate's or animateKeyframes'
/// animations closure), and the keyframes an animateKeyframes closure has added so far.
/// UIKit nests blocks; the world does not evaluate a block inside another's closure, and
/// addKeyframe only inside animateKeyframes' (UIView.h).
struct AnimationBlockContext {
    enum Block {
        case animate
        case keyframes(KeyframeCollection)
    }

    final class KeyframeCollection {
        /// Per part, the keyframes that changed it, in the order they were added.
        var frames: [ViewPart: [ViewKeyframeParameters]] = [:]
    }

    /// The block whose closure is running, if any.
    private(set) var current: Block?

    var isInsideBlock: Bool { current != nil }

    /// The keyframe block whose closure is running, if that is the current block.
    var keyframes: KeyframeCollection? {
        if case .keyframes(let collection)? = current { return collection }
        return nil
    }

    /// `UIView.setAnimationRepeatCount(_:)` called inside the current block's closure.
    var repeatCount: Double?

    /// `block`'s closure starts running; `refusal` is the message when another block's is.
    mutating func enter(_ block: Block, refusal: String) throws(WorldError) {
        guard current == nil else { throw WorldError(refusal) }
        current = block
        repeatCount = nil
    }

    /// The block's closure has returned (or thrown).
    mutating func leave() { current = nil }
}
