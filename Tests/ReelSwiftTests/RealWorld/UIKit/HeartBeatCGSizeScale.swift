// Source: https://github.com/prodev880110/BTCprice/blob/010a4272ee68e815dddc4cd884c82b705ea8cc46/BitPrice/Classes/Helper/UIView+Animations.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a favourite heart beats once: transform.scale from NSValue(cgSize: 1×1) to
// NSValue(cgSize: 1.5×1.5), autoreversing, 0.1 s each way.
// reel-run: badge.heartAnimation()
// reel-moves: badge:scale

import Foundation
import UIKit

extension UIView {

    func heartAnimation() {
        let beat = CABasicAnimation(keyPath: "transform.scale")

        beat.fromValue = NSValue(cgSize: CGSize(width: 1, height: 1))
        beat.toValue = NSValue(cgSize: CGSize(width: 1.5, height: 1.5))
        beat.autoreverses = true
        beat.duration = 0.1
        beat.beginTime = 0

        layer.add(beat, forKey: nil)
    }
}
