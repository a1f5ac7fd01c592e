// Source: https://github.com/devpolant/SwiftyComponents/blob/cdb41e972d621c2d0ef01e65bff6d3c82bb023d2/Framework/Components/UIKit/Animations/UIView+Shake.swift
// Licence: MIT, "Copyright (c) 2018 Anton Poltoratskyi" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the view slides 6 pt left and right twice: a transform keyframe animation between
// two CATransform3DMakeTranslation values, autoreversing, repeated twice, 0.07 s a leg.
// reel-run: badge.shake()
// reel-moves: badge:translation

import UIKit

extension UIView {
    func shake() {
        let wobble = CAKeyframeAnimation(keyPath: "transform")
        wobble.values = [
            NSValue(caTransform3D: CATransform3DMakeTranslation(-6.0, 0.0, 0.0)),
            NSValue(caTransform3D: CATransform3DMakeTranslation(6.0, 0.0, 0.0))
        ]
        wobble.duration = 0.07
        wobble.repeatCount = 2.0
        wobble.autoreverses = true
        self.layer.add(wobble, forKey: "shake")
    }
}
