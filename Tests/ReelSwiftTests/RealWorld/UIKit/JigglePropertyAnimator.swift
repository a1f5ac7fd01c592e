// Source: https://github.com/DimaRU/NaturalistApp/blob/cc2936a188b174e3b5bdf34dedef24dc9835c55b/NaturalistApp/Services/Animations.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a view jiggles: a running property animator (0.33 s) whose block runs a keyframe
// animation (tilt −π/32, +π/32, back), then resets the transform when done.
// reel-run: Jiggle.jiggle(view: badge)
// reel-moves: badge:rotation

import UIKit

class Jiggle {
    @discardableResult
    static func jiggle(view: UIView) -> UIViewPropertyAnimator {
        return UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.33, delay: 0, animations: {
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                    view.transform = CGAffineTransform(rotationAngle: -.pi / 32)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                    view.transform = CGAffineTransform(rotationAngle: +.pi / 32)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) {
                    view.transform = CGAffineTransform.identity
                }
            }, completion: nil)
        }, completion: { _ in
            view.transform = .identity
        })
    }
}
