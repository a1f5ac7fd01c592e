// Source: https://github.com/Ramotion/animated-tab-bar/blob/115a7d6eb6ed906b35ee67879fe51b7e221b0aba/RAMAnimatedTabBarController/Animations/RotationAnimation/RAMRotationAnimation.swift
// Licence: MIT, "Copyright (c) 2014 Ramotion" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// rotation animation, its left/right subclasses and the base class it overrides, names ours.
// On a device: selecting a tab spins its icon a full turn (transform.rotation 0 → 2π, or −2π for
// the left variant) over 0.5 s.
// reel-run: let spin = ClockwiseRotation()
// reel-run: spin.playAnimation(host, textLabel: label)
// reel-moves: host:rotation

import UIKit
import QuartzCore

open class ItemAnimation: NSObject {
    open var duration: CGFloat = 0.5
    open var textSelectedColor: UIColor = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    open var iconSelectedColor: UIColor!

    open func playAnimation(_ icon: UIImageView, textLabel: UILabel) {
        fatalError("override playAnimation in a subclass")
    }

    open func deselectAnimation(_ icon: UIImageView, textLabel: UILabel, defaultTextColor: UIColor, defaultIconColor: UIColor) {
        fatalError("override deselectAnimation in a subclass")
    }

    open func selectedState(_ icon: UIImageView, textLabel: UILabel) {
    }
}

open class RotationItemAnimation: ItemAnimation {

    public enum Direction {
        case left
        case right
    }

    open var direction: Direction!

    open override func playAnimation(_ icon: UIImageView, textLabel: UILabel) {
        spin(icon)
        textLabel.textColor = textSelectedColor
    }

    func spin(_ icon: UIImageView) {
        let turn = CABasicAnimation(keyPath: "transform.rotation")
        turn.fromValue = 0.0

        var target = CGFloat.pi * 2
        if direction != nil && direction == Direction.left {
            target = target * -1.0
        }
        turn.toValue = target
        turn.duration = TimeInterval(duration)
        icon.layer.add(turn, forKey: nil)
    }
}

open class CounterClockwiseRotation: RotationItemAnimation {
    public override init() {
        super.init()
        direction = Direction.left
    }
}

open class ClockwiseRotation: RotationItemAnimation {
    public override init() {
        super.init()
        direction = Direction.right
    }
}
