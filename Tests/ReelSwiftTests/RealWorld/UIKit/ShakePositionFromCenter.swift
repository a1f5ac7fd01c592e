// Source: https://github.com/spotifycochabamba2/z/blob/8b71da28ce72946e108198efb9f71f56ba6893ca/Zentai/UIView+extension.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the view jitters 8 pt either side of its centre five times: a position animation
// from center.x − 8 to center.x + 8, 0.05 s each, not autoreversing.
// reel-run: badge.shake()
// reel-moves: badge:position

import UIKit

extension UIView {
  func shake() {
    let jitter = CABasicAnimation(keyPath: "position")
    jitter.duration = 0.05
    jitter.repeatCount = 5
    jitter.autoreverses = false
    jitter.fromValue = NSValue(cgPoint: CGPoint(x: self.center.x - 8, y: self.center.y))
    jitter.toValue = NSValue(cgPoint: CGPoint(x: self.center.x + 8, y: self.center.y))
    self.layer.add(jitter, forKey: "position")
  }
}
