// Source: https://github.com/MillmanY/MMTabBarAnimation/blob/4841a8865417fd27bac787fa52fcd5e392ac973e/MMTabBarAnimation/Classes/UIViewExtension.swift
// Licence: MIT, "Copyright (c) 2016 Millman YANG <millmanyang@gmail.com>" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// TabBarAnimate helper and its UIView accessor (the associated-object storage replaced by a
// computed property).
// On a device: a tab item (or its badge) bounces: transform.scale keyframes 1, rate, 1.1, 0.8, 1
// over 0.3 s, where rate is a Float the caller gives (1.2).
// reel-run: badge.animate.scaleBounce(rate: 1.2)
// reel-moves: badge:scale

import UIKit

public enum SpinKind {
    case left
    case right
    case circle
}

public struct ItemAnimator {
    internal let view: UIView
    var duration: TimeInterval = 0.3

    public func scaleBounce(rate: Float) {
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.duration = duration
        bounce.values = [1.0, rate, 1.1, 0.8, 1.0]
        self.view.layer.add(bounce, forKey: "Scale")
    }

    public func spin(kind: SpinKind) {
        switch kind {
        case .left, .right:
            let option: UIView.AnimationOptions = (kind == .left) ? .transitionFlipFromLeft : .transitionFlipFromRight
            UIView.transition(with: self.view, duration: duration, options: option, animations: nil, completion: nil)
        case .circle:
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0.0
            turn.toValue = CGFloat(Double.pi * 2.0)
            turn.duration = duration
            turn.isRemovedOnCompletion = false
            self.view.layer.add(turn, forKey: "Rotation")
        }
    }

    internal init(view: UIView) {
        self.view = view
    }
}

extension UIView {
    public var animate: ItemAnimator {
        return ItemAnimator(view: self)
    }
}
