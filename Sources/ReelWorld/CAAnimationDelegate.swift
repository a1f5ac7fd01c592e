import ReelTimeline

/// CAAnimationDelegate (CAAnimation.h): the object an animation tells when it starts and
/// stops. CAAnimation.delegate holds it strongly ("The delegate object is retained by the
/// receiver", CAAnimation.delegate, developer.apple.com), and a copy (the one `add(_:forKey:)`
/// puts on the layer) keeps it.
public protocol CAAnimationDelegate: AnyObject {
    /// Whether the delegate declares animationDidStart(_:) (the protocol's methods are optional):
    /// a start is scheduled only for one that does.
    var hearsStart: Bool { get }
    /// animationDidStart(_:): "Tells the delegate the animation has started."
    func animationDidStart(_ animation: CAAnimation) throws
    /// animationDidStop(_:finished:): "Tells the delegate the animation has ended."; `finished`
    /// is "true if the animation reached the end of its active duration without being removed".
    func animationDidStop(_ animation: CAAnimation, finished: Bool) throws
}

/// An animation on a layer whose delegate is still to hear that it stopped.
final class DelegatedAnimation {
    /// The animation on the layer (the copy `add(_:forKey:)` made): what the delegate is given,
    /// as on a device, where it is not the object the code added.
    let animation: CAAnimation
    let delegate: any CAAnimationDelegate
    let key: String?
    /// Set once the delegate has heard the stop (at the end, or at a removal before it).
    var told = false

    init(animation: CAAnimation, delegate: any CAAnimationDelegate, key: String?) {
        self.animation = animation
        self.delegate = delegate
        self.key = key
    }
}

extension UIKitWorld {
    /// An animation added to `layer` with `key`: its delegate hears the start at `begins` and
    /// the stop at `ends` (scene clock; nil for an animation that never ends by itself), each a
    /// timed call on the run's clock, finished true: the end of its active duration, whether
    /// or not it is then removed (isRemovedOnCompletion false keeps it on the layer; it still
    /// stopped). One taken off before then hears `finished: false` instead
    /// (`tellRemoved(from:key:)`).
    func tellDelegate(of animation: CAAnimation, on layer: CALayer, key: String?, begins: Rational, ends: Rational?) throws(WorldError) {
        guard let delegate = animation.delegate else { return }
        let entry = DelegatedAnimation(animation: animation, delegate: delegate, key: key)
        layer.delegated.append(entry)
        if delegate.hearsStart {
            try schedule(at: begins - start) { try delegate.animationDidStart(animation) }
        }
        guard let ends else { return }
        try schedule(at: ends - start) { [weak layer] in
            guard !entry.told else { return }
            entry.told = true
            layer?.delegated.removeAll { $0 === entry }
            try delegate.animationDidStop(animation, finished: true)
        }
    }

    /// The animations with `key` (every one for nil) taken off `layer` before their end: each
    /// delegate hears `finished: false` (removed before the end of its active duration), at
    /// now, as a timed call [Inferred: after the code that removed it, not inside the call].
    func tellRemoved(from layer: CALayer, key: String?) throws(WorldError) {
        let removed = layer.delegated.filter { key == nil || $0.key == key }
        layer.delegated.removeAll { key == nil || $0.key == key }
        for entry in removed where !entry.told {
            entry.told = true
            try schedule(at: now) { try entry.delegate.animationDidStop(entry.animation, finished: false) }
        }
    }
}
