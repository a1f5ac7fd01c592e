// Source: https://github.com/MengTo/Spring/blob/023e09f8309db62c7ec7c215d7a673915e28a1fa/Spring/SpringAnimation.swift
// Licence: MIT, "Copyright (c) 2014-2015 Meng To (meng@designcode.io)" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the library's spring helpers: class functions that run the caller's changes in
// UIView.animate with damping 0.7 and velocity 0.7 (spring, springWithDelay, springWithCompletion)
// or with a plain curve (springEaseIn, springLinear).
// reel-run: badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
// reel-run: SpringAnimation.springWithCompletion(duration: 0.7, animations: {
// reel-run:     badge.transform = .identity
// reel-run: }, completion: { finished in
// reel-run:     SpringAnimation.springEaseIn(duration: 0.3) { badge.alpha = 0.5 }
// reel-run: })
// reel-moves: badge:scale, badge:opacity

import UIKit

@objc public class SpringAnimation: NSObject {
    public class func spring(duration: TimeInterval, animations: @escaping () -> Void) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                       options: [], animations: { animations() }, completion: nil)
    }

    public class func springEaseIn(duration: TimeInterval, animations: (() -> Void)!) {
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn,
                       animations: { animations() }, completion: nil)
    }

    public class func springLinear(duration: TimeInterval, animations: (() -> Void)!) {
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear,
                       animations: { animations() }, completion: nil)
    }

    public class func springWithDelay(duration: TimeInterval, delay: TimeInterval, animations: (() -> Void)!) {
        UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                       options: [], animations: { animations() }, completion: nil)
    }

    public class func springWithCompletion(duration: TimeInterval, animations: (() -> Void)!, completion: ((Bool) -> Void)!) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7,
                       options: [], animations: { animations() }, completion: { finished in completion(finished) })
    }
}
