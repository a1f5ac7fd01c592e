// Source: https://github.com/AlphaJian/CoreAnimationExercise/blob/6d3d60526c3ebd6b90aa9629258d08ab1f276210/TestCAAnimation/ShakingRingViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a bell hung from its top edge (anchorPoint (0.5, 0)) swings ±0.2 rad forever: a
// CABasicAnimation subclass configured in setup(), 0.2 s a swing, autoreversing, repeatCount HUGE.
// reel-run: host.startShaking()
// reel-moves: host:rotation

import UIKit

let bellSwingKey = "bellSwingKey"

class BellSwingAnimation: CABasicAnimation {
    func setup() {
        fromValue = NSNumber(value: -0.2)
        toValue = NSNumber(value: 0.2)
        duration = 0.2
        repeatCount = HUGE
        autoreverses = true
        isRemovedOnCompletion = true
    }
}

extension UIView {
    func startShaking() {
        let swing = BellSwingAnimation(keyPath: "transform.rotation.z")
        swing.setup()
        layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        layer.add(swing, forKey: bellSwingKey)
    }

    func stopShaking() {
        layer.removeAllAnimations()
    }
}

class RingingBellViewController: UIViewController {

    lazy var bell = UIImageView(image: UIImage(named: "bell"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bell)
        bell.frame = CGRect(x: 50, y: 100, width: 64, height: 78)
        bell.startShaking()
    }
}
