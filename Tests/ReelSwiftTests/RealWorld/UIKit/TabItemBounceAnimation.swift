// Source: https://github.com/Ramotion/animated-tab-bar/blob/115a7d6eb6ed906b35ee67879fe51b7e221b0aba/RAMAnimatedTabBarController/Animations/BounceAnimation/RAMBounceAnimation.swift
// Licence: MIT, "Copyright (c) 2014 Ramotion" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// bounce animation and the base class it overrides (RAMItemAnimationProtocol.swift), names ours.
// On a device: selecting a tab bounces its icon: transform.scale keyframes 1, 1.4, 0.9, 1.15, 0.95,
// 1.02, 1 with cubic calculation over 0.5 s, and tints icon and title.
// reel-run: let bounce = BounceItemAnimation()
// reel-run: bounce.iconSelectedColor = .systemBlue
// reel-run: bounce.playAnimation(host, textLabel: label)
// reel-moves: host:scale

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

open class BounceItemAnimation: ItemAnimation {

    open override func playAnimation(_ icon: UIImageView, textLabel: UILabel) {
        bounce(icon)
        textLabel.textColor = textSelectedColor
    }

    open override func deselectAnimation(_ icon: UIImageView, textLabel: UILabel, defaultTextColor: UIColor, defaultIconColor: UIColor) {
        textLabel.textColor = defaultTextColor
        if let image = icon.image {
            let mode = defaultIconColor.cgColor.alpha == 0 ? UIImage.RenderingMode.alwaysOriginal : UIImage.RenderingMode.alwaysTemplate
            icon.image = image.withRenderingMode(mode)
            icon.tintColor = defaultIconColor
        }
    }

    func bounce(_ icon: UIImageView) {
        let keyframes = CAKeyframeAnimation(keyPath: "transform.scale")
        keyframes.values = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
        keyframes.duration = TimeInterval(duration)
        keyframes.calculationMode = CAAnimationCalculationMode.cubic
        icon.layer.add(keyframes, forKey: nil)

        if let image = icon.image {
            icon.image = image.withRenderingMode(.alwaysTemplate)
            icon.tintColor = iconSelectedColor
        }
    }
}
