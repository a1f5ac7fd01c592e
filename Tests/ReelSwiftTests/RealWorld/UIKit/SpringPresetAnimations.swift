// Source: https://github.com/MengTo/Spring/blob/01cb67ad4bf6db933965d827ebff08898bb5ec27/Spring/Spring.swift
// Licence: MIT, "Copyright (c) 2014-2015 Meng To (meng@designcode.io)" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// preset switch for pop, shake, swing, wobble and flash and the timing-curve lookup, on a plain
// class holding the view instead of the library's Springable protocol.
// On a device: a designable view plays a named preset: "pop" is an additive transform.scale
// keyframe animation 0, 0.2f, −0.2f, 0.2f, 0 (f the force) whose keyTimes list has six entries for
// five values, eased by the chosen curve; shake and wobble move position.x, swing and wobble turn
// transform.rotation, flash blinks opacity.
// reel-run: let preset = PresetAnimator(view: badge)
// reel-run: preset.animation = "pop"
// reel-run: preset.force = 1.5
// reel-run: preset.duration = 0.7
// reel-run: preset.animate()
// reel-moves: badge:scale

import UIKit

public class PresetAnimator: NSObject {

    public enum Preset: String {
        case Shake = "shake"
        case Pop = "pop"
        case Swing = "swing"
        case Wobble = "wobble"
        case Flash = "flash"
    }

    public enum Curve: String {
        case EaseIn = "easeIn"
        case EaseOut = "easeOut"
        case Linear = "linear"
        case Spring = "spring"
        case EaseOutBack = "easeOutBack"
    }

    unowned var view: UIView
    public var animation: String = ""
    public var curve: String = ""
    public var force: CGFloat = 1
    public var delay: CGFloat = 0
    public var duration: CGFloat = 0.7
    public var repeatCount: Float = 1

    init(view: UIView) {
        self.view = view
    }

    public func animate() {
        guard let preset = Preset(rawValue: animation) else { return }
        let layer = view.layer
        switch preset {
        case .Shake:
            let shake = CAKeyframeAnimation()
            shake.keyPath = "position.x"
            shake.values = [0, 30 * force, -30 * force, 30 * force, 0]
            shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            shake.timingFunction = timingFunction(curve: curve)
            shake.duration = CFTimeInterval(duration)
            shake.isAdditive = true
            shake.repeatCount = repeatCount
            shake.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(shake, forKey: "shake")
        case .Pop:
            let pop = CAKeyframeAnimation()
            pop.keyPath = "transform.scale"
            pop.values = [0, 0.2 * force, -0.2 * force, 0.2 * force, 0]
            pop.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            pop.timingFunction = timingFunction(curve: curve)
            pop.duration = CFTimeInterval(duration)
            pop.isAdditive = true
            pop.repeatCount = repeatCount
            pop.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(pop, forKey: "pop")
        case .Swing:
            let swing = CAKeyframeAnimation()
            swing.keyPath = "transform.rotation"
            swing.values = [0, 0.3 * force, -0.3 * force, 0.3 * force, 0]
            swing.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            swing.duration = CFTimeInterval(duration)
            swing.isAdditive = true
            swing.repeatCount = repeatCount
            swing.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(swing, forKey: "swing")
        case .Wobble:
            let tilt = CAKeyframeAnimation()
            tilt.keyPath = "transform.rotation"
            tilt.values = [0, 0.3 * force, -0.3 * force, 0.3 * force, 0]
            tilt.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            tilt.duration = CFTimeInterval(duration)
            tilt.isAdditive = true
            tilt.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(tilt, forKey: "wobble")

            let sway = CAKeyframeAnimation()
            sway.keyPath = "position.x"
            sway.values = [0, 30 * force, -30 * force, 30 * force, 0]
            sway.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            sway.timingFunction = timingFunction(curve: curve)
            sway.duration = CFTimeInterval(duration)
            sway.isAdditive = true
            sway.repeatCount = repeatCount
            sway.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(sway, forKey: "x")
        case .Flash:
            let flash = CABasicAnimation()
            flash.keyPath = "opacity"
            flash.fromValue = 1
            flash.toValue = 0
            flash.duration = CFTimeInterval(duration)
            flash.repeatCount = repeatCount * 2.0
            flash.autoreverses = true
            flash.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(flash, forKey: "flash")
        }
    }

    func timingFunction(curve: String) -> CAMediaTimingFunction {
        if let curve = Curve(rawValue: curve) {
            switch curve {
            case .EaseIn: return CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)
            case .EaseOut: return CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
            case .Linear: return CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
            case .Spring: return CAMediaTimingFunction(controlPoints: 0.5, 1.1 + Float(force / 3), 1, 1)
            case .EaseOutBack: return CAMediaTimingFunction(controlPoints: 0.175, 0.885, 0.32, 1.275)
            }
        }
        return CAMediaTimingFunction(name: kCAMediaTimingFunctionDefault)
    }
}
