// Source: https://github.com/yellowme/base-ios/blob/a6f2336d9f95ce4304c8b12eee5f95b049a64d4e/YellowPod/YellowPod/Common/Extensions/Views/UIView+Blink.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the view blinks forever between alpha 0.2 and 1 (0.5 s, easeInOut, autoreversing,
// repeating); the completion (which would hide it) never runs while the animation repeats.
// reel-run: badge.blink()
// reel-moves: badge:opacity

import UIKit

extension UIView {
    func blink() {
        self.alpha = 0.2;
        UIView.animate(
            withDuration: 0.5,
            delay: 0.0,
            options: [.curveEaseInOut, .autoreverse, .repeat],
            animations: { [weak self] in self?.alpha = 1.0 },
            completion: { [weak self] _ in self?.alpha = 0.0 }
        )
    }
}
