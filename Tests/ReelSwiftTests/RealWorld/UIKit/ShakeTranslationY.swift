// Source: https://github.com/c6k3b/UIKit-Note/blob/c6cd56ab67ecba9aa15cba3c2dbb0c74bf6a728e/Note/Note/Utilities/Animations.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the view jumps up and down, damping out: transform.translation.y keyframes ±10, ±7,
// ±5, 0, linear over 0.6 s.
// reel-run: badge.shake()
// reel-moves: badge:translation

import UIKit

extension UIView {
    func shake() {
        let bounce = CAKeyframeAnimation(keyPath: "transform.translation.y")
        bounce.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        bounce.duration = 0.6
        bounce.values = [-10, 10, -7, 7, -5, 5, 0]
        layer.add(bounce, forKey: "shake")
    }
}
