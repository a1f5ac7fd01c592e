// Source: https://github.com/eggswift/ESTabBarController/blob/2c6da84336b6b910b73f3d506d9c46a3e99d3e9e/ESTabBarControllerExample/ESTabBarControllerExample/Content/ExampleAnimateTipsContentView.swift
// Licence: MIT, "Copyright (c) 2016 lihao" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: when a tab's badge value changes, the tab icon hops (transform.translation.y
// keyframes 0, −8, 4, −4, 3, −2, 0) or, in the second variant, the badge itself bounces
// (transform.scale keyframes 1 … 1.4 … 1), cubic, 0.6 s.
// reel-run: let item = BadgeBounceContentView(frame: CGRect(x: 0, y: 0, width: 64, height: 49))
// reel-run: item.badgeChangedAnimation(animated: true, completion: nil)
// reel-view: badgeView=badge
// reel-moves: badge:scale

import UIKit
import ESTabBarController_swift

class IconHopContentView: ESTabBarItemContentView {

    var duration = 0.3

    override func badgeChangedAnimation(animated: Bool, completion: (() -> ())?) {
        super.badgeChangedAnimation(animated: animated, completion: nil)
        notify()
    }

    func notify() {
        let hop = CAKeyframeAnimation(keyPath: "transform.translation.y")
        hop.values = [0.0, -8.0, 4.0, -4.0, 3.0, -2.0, 0.0]
        hop.duration = duration * 2
        hop.calculationMode = CAAnimationCalculationMode.cubic
        imageView.layer.add(hop, forKey: nil)
    }
}

class BadgeBounceContentView: IconHopContentView {

    override func notify() {
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
        bounce.duration = duration * 2
        bounce.calculationMode = CAAnimationCalculationMode.cubic
        self.badgeView.layer.add(bounce, forKey: nil)
    }
}
