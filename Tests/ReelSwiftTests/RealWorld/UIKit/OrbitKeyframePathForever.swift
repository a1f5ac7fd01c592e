// Source: https://github.com/jrasmusson/swift-arcade/blob/dc5afa3b29e0e3693ea27b6b0288b1ece34937da/Animation/CoreAnimation/Intro/Demo/CoreAnimationIntro/RotateViewController.swift
// Licence: MIT, "Copyright (c) 2020 Jonathan Rasmusson" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// orbit demo without the circle drawn with UIGraphicsImageRenderer.
// On a device: a red box orbits a 300 pt circle forever, turning to follow the path: an additive
// position keyframe animation along CGPath(ellipseIn:), paced, rotationMode rotateAuto, 2 s a lap.
// reel-run: let screen = OrbitViewController()
// reel-run: screen.viewDidLoad()
// reel-view: redBox=badge
// reel-moves: badge:position, badge:rotation

import UIKit

class OrbitViewController: UIViewController {

    lazy var redBox: UIImageView = {
        let box = UIImageView(frame: CGRect(x: 1024/2 - 40/2, y: 1366/2 - 40/2, width: 40, height: 40))
        box.backgroundColor = .systemRed
        return box
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(redBox)
        animate()
    }
}

extension OrbitViewController {

    func animate() {
        let bounds = CGRect(x: -150, y: -150, width: 300, height: 300)

        let orbit = CAKeyframeAnimation()
        orbit.keyPath = "position"
        orbit.path = CGPath(ellipseIn: bounds, transform: nil)
        orbit.duration = 2
        orbit.isAdditive = true
        orbit.repeatCount = HUGE
        orbit.calculationMode = CAAnimationCalculationMode.paced;
        orbit.rotationMode = CAAnimationRotationMode.rotateAuto;

        redBox.layer.add(orbit, forKey: "redbox")
    }
}
