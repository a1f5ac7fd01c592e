// Source: https://github.com/elislade/Taps/blob/192083a7958bd3d875da7c736d06cc0109918ead/Taps/CALayerExtension.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a tap ripple: the given animations run as one easeOut CAAnimationGroup of the given
// duration inside a CATransaction whose completion block is called at the end.
// reel-run: let grow = CABasicAnimation(keyPath: "transform.scale")
// reel-run: grow.fromValue = 1
// reel-run: grow.toValue = 1.5
// reel-run: let fade = CABasicAnimation(keyPath: "opacity")
// reel-run: fade.fromValue = 1
// reel-run: fade.toValue = 0
// reel-run: badge.layer.transact(duration: 0.4, animations: [grow, fade]) { print("tap done") }
// reel-moves: badge:scale, badge:opacity

import UIKit

extension CALayer {
    func transact(duration: TimeInterval, animations: [CAAnimation], completion: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        let group = CAAnimationGroup()
        group.animations = animations
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        self.add(group, forKey: nil)
        CATransaction.commit()
    }
}
