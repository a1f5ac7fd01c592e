// Source: https://github.com/cocoaheadsru/application/blob/29d67b0fda1fd2581f22ec60cee1194a4688c104/CHMeetupApp/Sources/Common/Extensions/UIKit/UIView/UIView+Shake.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a login field shakes sideways 6 pt, twice, autoreversing (transform keyframes), 0.07
// s a leg.
// reel-run: badge.shake()
// reel-moves: badge:translation

import UIKit

extension UIView {
  func shake() {
    let animation: CAKeyframeAnimation = CAKeyframeAnimation(keyPath: "transform")
    animation.values = [NSValue(caTransform3D: CATransform3DMakeTranslation(-6.0, 0.0, 0.0)),
                        NSValue(caTransform3D: CATransform3DMakeTranslation(6.0, 0.0, 0.0))]
    animation.autoreverses = true
    animation.repeatCount = 2.0
    animation.duration = 0.07
    self.layer.add(animation, forKey: "shake")
  }
}
