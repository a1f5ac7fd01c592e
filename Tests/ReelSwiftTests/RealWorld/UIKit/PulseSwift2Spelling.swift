// Source: https://github.com/skashok/BLE_Scanner_iOS/blob/5eaf34b3303824507eada1a83ae38ad1981b71ba/BLEScanner/BLEScanner/PulseAnimationExtension.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the same pulse as the BLE scanner's (scale 1.1 ↔ 0.9, opacity 1 ↔ 0.2, 0.5 s,
// forever), written in Swift 2: layer.addAnimation(_:forKey:).
// reel-run: badge.pulseAnimation()
// reel-moves: badge:scale, badge:opacity

import UIKit

extension UIView {
    func pulseAnimation() {
        let breathe: CABasicAnimation = CABasicAnimation(keyPath: "transform.scale")
        breathe.duration = 0.5
        breathe.repeatCount = Float.infinity
        breathe.autoreverses = true
        breathe.fromValue = 1.1
        breathe.toValue = 0.9
        layer.addAnimation(breathe, forKey: "scale")

        let dim = CABasicAnimation(keyPath: "opacity")
        dim.duration = 0.5
        dim.repeatCount = Float.infinity
        dim.autoreverses = true
        dim.fromValue = 1.0
        dim.toValue = 0.2
        layer.addAnimation(dim, forKey: "opacity")
    }
}
