// Source: https://github.com/AnanthaKrish/BullsEye/blob/baccc60d65396a7eb22cf317da2c308bb885518c/BullsEye/Utils/Ext+UIButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the button wiggles ±10° twice and settles in 0.5 s: five keyframes of a tenth each,
// cubic calculation.
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let hit = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 36))
// reel-run: hit.setTitle("Hit Me!", for: .normal)
// reel-run: hit.setTitleColor(.systemBlue, for: .normal)
// reel-run: host.addSubview(hit)
// reel-run: hit.animate()
// reel-moves: badge:rotation

import Foundation
import UIKit

extension UIButton {

    func animate() {
        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1, animations: {
                self.transform = CGAffineTransform(rotationAngle: .pi / 18)
            })
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.1, animations: {
                self.transform = CGAffineTransform(rotationAngle: -.pi / 18)
            })
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.1, animations: {
                self.transform = CGAffineTransform(rotationAngle: .pi / 18)
            })
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.1, animations: {
                self.transform = CGAffineTransform(rotationAngle: -.pi / 18)
            })
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.1, animations: {
                self.transform = .identity
            })
        })
    }
}
