// Source: https://github.com/eure/ReceptionApp/blob/4f5b12f2efc8c4b857b908d729f900d9f4b42273/Reception/Screens/CompletionScreen/PulseAnimationView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a reception kiosk's completion screen pulses: layoutSubviews rebuilds a
// CAReplicatorLayer of six round white layers, 2 s apart, each animated by
// UIView.animateWithDuration from 0.2× and opaque to full size and transparent over 6 s, repeating
// (Swift 2).
// reel-run: let pulse = PulseAnimationView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
// reel-run: host.addSubview(pulse)
// reel-run: pulse.layoutSubviews()
// reel-moves: view:scale, view:opacity

import Foundation
import UIKit

class PulseAnimationView: UIView {

    override func layoutSubviews() {
        super.layoutSubviews()

        self.layer.sublayers?.forEach { $0.removeFromSuperlayer() }

        let copies = CAReplicatorLayer()
        copies.frame = self.bounds
        copies.instanceCount = 6
        copies.instanceDelay = 2
        self.layer.addSublayer(copies)

        let dot = CALayer()
        dot.bounds = self.bounds
        dot.backgroundColor = UIColor(white: 1, alpha: 0.15).CGColor
        dot.cornerRadius = self.bounds.height / 2
        dot.masksToBounds = true
        copies.addSublayer(dot)
        dot.transform = CATransform3DMakeScale(0.2, 0.2, 1)
        dot.position = copies.position
        dot.opacity = 1

        UIView.animateWithDuration(6, delay: 0, options: [.Repeat, .CurveEaseOut], animations: { () -> Void in
            dot.transform = CATransform3DIdentity
            dot.opacity = 0
        }) { (finish) -> Void in
        }
    }
}
