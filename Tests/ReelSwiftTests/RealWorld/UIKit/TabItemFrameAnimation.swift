// Source: https://github.com/Ramotion/animated-tab-bar/blob/9244072eee5ee41e95c167abbcc8faaece0081f4/RAMAnimatedTabBarController/Animations/FrameAnimation/RAMFrameItemAnimation.swift
// Licence: MIT, "Copyright (c) 2014 Ramotion" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// frame-by-frame animation: the images come from a list of names instead of the library's plist,
// the base class is ours.
// On a device: selecting a tab plays its icon as a flip-book: a contents keyframe animation over
// the images (discrete), held at the last frame (fillMode forwards, not removed).
// reel-run: let frames = FrameItemAnimation(imageNames: ["bell-1", "bell-2", "bell-3", "bell-4"])
// reel-run: frames.playAnimation(host, textLabel: label)
// reel-moves: host:contents

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

open class FrameItemAnimation: ItemAnimation {

    fileprivate var animationImages: [CGImage] = []
    open var isDeselectAnimation = true

    public init(imageNames: [String]) {
        super.init()
        for name in imageNames {
            if let image = UIImage(named: name)?.cgImage {
                animationImages.append(image)
            }
        }
    }

    open override func playAnimation(_ icon: UIImageView, textLabel: UILabel) {
        playFrames(icon, images: animationImages)
        textLabel.textColor = textSelectedColor
    }

    func playFrames(_ icon: UIImageView, images: [CGImage]) {
        let flipBook = CAKeyframeAnimation(keyPath: "contents")
        flipBook.calculationMode = CAAnimationCalculationMode.discrete
        flipBook.duration = TimeInterval(duration)
        flipBook.values = images
        flipBook.repeatCount = 1
        flipBook.isRemovedOnCompletion = false
        flipBook.fillMode = CAMediaTimingFillMode.forwards
        icon.layer.add(flipBook, forKey: nil)
    }
}
