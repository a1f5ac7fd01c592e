// Source: https://github.com/Dennishsu507/AVFoundation-Test/blob/981c04d1a345914e4b23d170fa64112f9fa5294b/scaleButtonExtention.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a record button gives a tiny springy twitch: a CASpringAnimation of transform.scale
// 0.97 → 1 with damping 0 and initial velocity 8, cut off after 0.1 s.
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let record = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
// reel-run: record.setImage(UIImage(named: "record"), for: .normal)
// reel-run: host.addSubview(record)
// reel-run: record.buttonScales()
// reel-moves: badge:scale

import Foundation
import UIKit

extension UIButton {

    func buttonScales() {
        let twitch = CASpringAnimation(keyPath: "transform.scale")
        twitch.duration = 0.1
        twitch.fromValue = 0.97
        twitch.toValue = 1.0
        twitch.autoreverses = false
        twitch.repeatCount = 0
        twitch.initialVelocity = 8
        twitch.damping = 0

        layer.add(twitch, forKey: nil)
    }
}
