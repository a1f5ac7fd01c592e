// Source: https://github.com/namazii/SwiftLearn/blob/c13a870fdbda8854caf108cfc3d6eb649fb9145a/SwiftLearn/Extensions/UIView+AnimateViewPress.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a pressed card dips to 0.92 (spring 0.2 s, damping 0.5) and bounces back to 1
// (spring 0.15 s, damping 0.4, velocity 2), chained through a trailing completion closure.
// reel-run: badge.animateViewPress(badge)
// reel-moves: badge:scale

import Foundation
import UIKit

extension UIView {
    func animateViewPress(_ target: UIView) {
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5, options: .curveEaseIn) {
            target.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        } completion: { (_) in
            UIView.animate(withDuration: 0.15, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 2, options: .curveEaseIn, animations: {
                target.transform = CGAffineTransform(scaleX: 1, y: 1)
            }, completion: nil)
        }
    }
}
