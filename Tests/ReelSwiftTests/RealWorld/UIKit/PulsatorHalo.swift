// Source: https://github.com/shu223/Pulsator/blob/0350d193c4ff0a300bbb870fbc9e76faeee623dc/Pulsator/Pulsator.swift
// Licence: MIT, "Copyright (c) 2016 shu223" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// replicator layer, its pulse sublayer and the animation group; the app-lifecycle notifications and
// the macOS branch are left out.
// On a device: a halo pulses out of the view: a CAReplicatorLayer repeats a round CALayer numPulse
// times, each growing (transform.scale.xy 0 → 1) while fading (opacity keyframes alpha, alpha/2, 0
// at key times 0, 0.2, 1) over 3 s, staggered by instanceDelay, forever, after a start delay.
// reel-run: let halo = Pulsator()
// reel-run: halo.numPulse = 3
// reel-run: halo.radius = 40
// reel-run: halo.delay = 0.5
// reel-run: halo.position = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
// reel-run: host.layer.addSublayer(halo)
// reel-run: halo.start()
// reel-moves: view:scale, view:opacity

#if os(iOS)
import UIKit
public typealias Color = UIColor
internal let screenScale = UIScreen.main.scale
#endif
import QuartzCore

internal let pulseKey = "pulsator"

open class Pulsator: CAReplicatorLayer, CAAnimationDelegate {

    fileprivate let pulse = CALayer()
    fileprivate var animationGroup: CAAnimationGroup!
    fileprivate var alpha: CGFloat = 0.45

    override open var backgroundColor: CGColor? {
        didSet {
            pulse.backgroundColor = backgroundColor
            guard let backgroundColor = backgroundColor else { return }
            alpha = backgroundColor.alpha
        }
    }

    override open var repeatCount: Float {
        didSet {
            if let animationGroup = animationGroup {
                animationGroup.repeatCount = repeatCount
            }
        }
    }

    open var numPulse: Int = 1 {
        didSet {
            if numPulse < 1 { numPulse = 1 }
            instanceCount = numPulse
            updateInstanceDelay()
        }
    }

    open var radius: CGFloat = 60 {
        didSet { updatePulse() }
    }

    open var animationDuration: TimeInterval = 3 {
        didSet { updateInstanceDelay() }
    }

    open var fromValueForRadius: Float = 0.0
    open var keyTimeForHalfOpacity: Float = 0.2
    open var pulseInterval: TimeInterval = 0
    open var delay: TimeInterval = 1
    open var timingFunction: CAMediaTimingFunction? = CAMediaTimingFunction(name: .default)

    override public init() {
        super.init()
        setupPulse()
        instanceDelay = 1
        repeatCount = MAXFLOAT
        backgroundColor = Color(red: 0, green: 0.455, blue: 0.756, alpha: 0.45).cgColor
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    fileprivate func setupPulse() {
        pulse.contentsScale = screenScale
        pulse.opacity = 0
        addSublayer(pulse)
        updatePulse()
    }

    fileprivate func setupAnimationGroup() {
        let grow = CABasicAnimation(keyPath: "transform.scale.xy")
        grow.fromValue = fromValueForRadius
        grow.toValue = 1.0
        grow.duration = animationDuration

        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.duration = animationDuration
        fade.values = [alpha, alpha * 0.5, 0.0]
        fade.keyTimes = [0.0, NSNumber(value: keyTimeForHalfOpacity), 1.0]

        animationGroup = CAAnimationGroup()
        animationGroup.animations = [grow, fade]
        animationGroup.duration = animationDuration + pulseInterval
        animationGroup.repeatCount = repeatCount
        if let timingFunction = timingFunction {
            animationGroup.timingFunction = timingFunction
        }
        animationGroup.delegate = self
    }

    fileprivate func updatePulse() {
        let diameter: CGFloat = radius * 2
        pulse.bounds = CGRect(origin: CGPoint.zero, size: CGSize(width: diameter, height: diameter))
        pulse.cornerRadius = radius
        pulse.backgroundColor = backgroundColor
    }

    fileprivate func updateInstanceDelay() {
        guard numPulse >= 1 else { fatalError() }
        instanceDelay = (animationDuration + pulseInterval) / Double(numPulse)
    }

    open func start() {
        setupPulse()
        setupAnimationGroup()
        if delay <= 0 {
            pulse.add(animationGroup, forKey: pulseKey)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                self.pulse.add(self.animationGroup, forKey: pulseKey)
            }
        }
    }

    open func stop() {
        pulse.removeAllAnimations()
        animationGroup = nil
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pulse.removeFromSuperlayer()
    }
}
