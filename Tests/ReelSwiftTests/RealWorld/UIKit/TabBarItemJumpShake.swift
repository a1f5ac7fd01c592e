// Source: https://github.com/MillmanY/MMTabBarAnimation/blob/01228c182c4f23b5b7bbf21d40c7115efb9ab924/MMTabBarAnimation/Classes/AnimateItem.swift
// Licence: MIT, "Copyright (c) 2016 Millman YANG <millmanyang@gmail.com>" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the item
// animator's choice of animation (an enum with associated values) and the position.x / position.y
// keyframes it plays, in one file.
// On a device: the tab badge hops: position.y keyframes y−5, y, y−3, y, y−1, y over 0.3 s, started
// on the next run-loop turn (asyncAfter 0.1 s) when the badge had to be looked up first.
// reel-run: let item = TabItemAnimator()
// reel-run: item.badge = badge
// reel-run: item.animateBadge(type: .jump)
// reel-moves: badge:position

import UIKit

public enum ItemMotion {
    case scale(rate: Float)
    case jump
    case shake
}

class TabItemAnimator: NSObject {
    var badge: UIView?
    var duration: TimeInterval = 0.3

    func animateBadge(type: ItemMotion) {
        var delay = 0.0
        if badge == nil {
            delay = 0.1
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            if let badge = self.badge {
                self.play(on: badge, type: type)
            }
        }
    }

    fileprivate func play(on item: UIView, type: ItemMotion) {
        switch type {
        case .scale(let rate):
            let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
            bounce.duration = duration
            bounce.values = [1.0, rate, 1.1, 0.8, 1.0]
            item.layer.add(bounce, forKey: "Scale")
        case .jump:
            let hop = CAKeyframeAnimation.init(keyPath: "position.y")
            let y = item.center.y
            hop.values = [(y - 5), (y), (y - 3), (y), (y - 1), (y)]
            hop.duration = duration
            item.layer.add(hop, forKey: "JumpY")
        case .shake:
            let jolt = CAKeyframeAnimation.init(keyPath: "position.x")
            let x = item.center.x
            jolt.values = [(x - 3), (x + 3), (x - 2), (x + 2), (x - 1), (x + 1), (x)]
            jolt.duration = duration
            item.layer.add(jolt, forKey: "Shake")
        }
    }
}
