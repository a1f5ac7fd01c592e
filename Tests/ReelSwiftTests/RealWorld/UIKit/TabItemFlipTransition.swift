// Source: https://github.com/Ramotion/animated-tab-bar/blob/2581ac2c275bb8a3a5fa1763586f8e91e95df8b5/RAMAnimatedTabBarController/Animations/TransitionAniamtions/RAMTransitionItemAnimations.swift
// Licence: MIT, "Copyright (c) 2014 Ramotion" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// transition animation, its flip-from-left subclass and the base class it overrides, names ours.
// On a device: selecting a tab flips its icon over from the left
// (UIView.transition(with:duration:options: .transitionFlipFromLeft) with an empty animations
// block) in 0.5 s: the icon narrows to an edge and widens back.
// reel-run: let flip = FlipFromLeftTransition()
// reel-run: flip.playAnimation(host, textLabel: label)
// reel-moves: host:transition

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

public class TransitionItemAnimation: ItemAnimation {

    public var transitionOptions: UIView.AnimationOptions!

    override init() {
        super.init()
        transitionOptions = UIView.AnimationOptions()
    }

    override public func playAnimation(_ icon: UIImageView, textLabel: UILabel) {
        tint(icon, textLabel: textLabel)
        UIView.transition(with: icon, duration: TimeInterval(duration), options: transitionOptions, animations: {
        }, completion: { _ in
        })
    }

    func tint(_ icon: UIImageView, textLabel: UILabel) {
        if let image = icon.image, iconSelectedColor != nil {
            icon.image = image.withRenderingMode(.alwaysTemplate)
            icon.tintColor = iconSelectedColor
        }
        textLabel.textColor = textSelectedColor
    }
}

class FlipFromLeftTransition: TransitionItemAnimation {
    override init() {
        super.init()
        transitionOptions = UIView.AnimationOptions.transitionFlipFromLeft
    }
}
