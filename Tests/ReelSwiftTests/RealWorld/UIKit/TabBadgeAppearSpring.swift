// Source: https://github.com/croyneaus4u/CustomTabBarBadge/blob/4b2c01d085939073a8a72d5639f92f00fa22e9bf/Example/CustomTabBarBadge/DefaultBadgeAnimation.swift
// Licence: MIT, "Copyright (c) 2017 labkumar.singh <croyneaus4u@gmail.com>" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// example's appear/disappear animation with the library's protocol and completion typealias
// (UITabBarAnimation.swift) declared here.
// On a device: a tab badge appears by growing from nothing to full size on a spring (0.2 s, damping
// 0.7, velocity 0.4), and disappears by shrinking to nothing.
// reel-run: BadgePopAnimation().appear(badge: label, value: "3", completion: nil)
// reel-moves: label:scale

import Foundation
import UIKit

public typealias BadgeAnimationDone = () -> Void

public protocol TabBadgeAnimating {
    func appear(badge: UILabel, value: String, completion: BadgeAnimationDone?)
    func disappear(badge: UILabel, completion: BadgeAnimationDone?)
}

let BADGE_ANIMATION_TIME = 0.2

class BadgePopAnimation: TabBadgeAnimating {

    func appear(badge: UILabel, value: String, completion: BadgeAnimationDone?) {
        badge.transform = CGAffineTransform.init(scaleX: 0.0, y: 0.0)
        UIView.animate(withDuration: BADGE_ANIMATION_TIME, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.4, options: .curveEaseInOut, animations: {
            badge.transform = CGAffineTransform.identity
        }) { (finished) in
            completion?()
        }
    }

    func disappear(badge: UILabel, completion: BadgeAnimationDone?) {
        UIView.animate(withDuration: BADGE_ANIMATION_TIME, animations: {
            badge.transform = CGAffineTransform.init(scaleX: 0.0, y: 0.0)
        }) { (finished) in
            completion?()
            badge.transform = CGAffineTransform.identity
        }
    }
}
