// Source: https://github.com/Ramotion/animated-tab-bar/blob/05a583621a585c14dc0bbf033ad2d4b4b232f1b1/RAMAnimatedTabBarController/Animations/FumeAnimation/RAMFumeAnimation.swift
// Licence: MIT, "Copyright (c) 2014 Ramotion" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the fume
// animation (Swift 2 era, kCAAnimationCubic and friends) and the base class it overrides, names
// ours.
// On a device: selecting a tab sinks its icon 4 pt (position.y, half the duration) while the title
// rises 60 pt, doubles in size and fades out (cubic keyframes, 0.5 s).
// reel-run: let fume = FumeItemAnimation()
// reel-run: fume.playAnimation(host, textLabel: label)
// reel-moves: host:position, label:position, label:scale, label:opacity

import UIKit

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

class FumeItemAnimation: ItemAnimation {

    override func playAnimation(_ icon: UIImageView, textLabel: UILabel) {
        moveIcon(icon, values: [icon.center.y as AnyObject, (icon.center.y + 4.0) as AnyObject])
        fumeTitle(textLabel)
        textLabel.textColor = textSelectedColor
    }

    func moveIcon(_ icon: UIImageView, values: [AnyObject]) {
        let sink = keyframes("position.y", values: values, duration: duration / 2)
        icon.layer.add(sink, forKey: "yPositionAnimation")
    }

    func fumeTitle(_ textLabel: UILabel) {
        let rise = keyframes("position.y", values: [textLabel.center.y as AnyObject, (textLabel.center.y - 60.0) as AnyObject], duration: duration)
        rise.fillMode = kCAFillModeRemoved
        rise.isRemovedOnCompletion = true
        textLabel.layer.add(rise, forKey: "yLabelPositionAnimation")

        let swell = keyframes("transform.scale", values: [1.0 as AnyObject, 2.0 as AnyObject], duration: duration)
        swell.fillMode = kCAFillModeRemoved
        swell.isRemovedOnCompletion = true
        textLabel.layer.add(swell, forKey: "scaleLabelAnimation")

        let vanish = keyframes("opacity", values: [1.0 as AnyObject, 0.0 as AnyObject], duration: duration)
        textLabel.layer.add(vanish, forKey: "opacityLabelAnimation")
    }

    func keyframes(_ keyPath: String, values: [AnyObject], duration: CGFloat) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.duration = TimeInterval(duration)
        animation.calculationMode = kCAAnimationCubic
        animation.fillMode = kCAFillModeForwards
        animation.isRemovedOnCompletion = false
        return animation
    }
}
