// Source: https://github.com/danielsaidi/iExtra/blob/40ff29e24fddd3022696f68f9558c7b1125302a3/iExtra/Classes/UI/Extensions/UIView/UIView+Wobble.swift
// Licence: MIT, "Copyright © 2016 Daniel Saidi <daniel.saidi@gmail.com>" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: an edit-mode icon wobbles ±π/128 rad (0.2 s, autoreversing) until stopped:
// startWobble repeats Int.max times, stopWobble removes the animation by key.
// reel-run: badge.startWobble()
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 2) { badge.stopWobble() }
// reel-moves: badge:rotation

import UIKit

public extension UIView {

    private var wobbleKey: String { return "wobble" }

    func startWobble() {
        wobble(Int.max)
    }

    func stopWobble() {
        layer.removeAnimation(forKey: wobbleKey)
    }

    func wobble(_ numberOfTimes: Int) {
        let tilt = CABasicAnimation(keyPath: "transform.rotation")
        tilt.toValue = -Double.pi / 128
        tilt.fromValue = Double.pi / 128
        tilt.duration = 0.2
        tilt.repeatCount = Float(numberOfTimes)
        tilt.autoreverses = true
        layer.add(tilt, forKey: wobbleKey)
    }
}
