// Source: https://github.com/somedev/animations-in-ios/blob/5d8898015dea65e1e38f7afa48cda693c4233538/Animations-in-iOS/Animations-in-iOS/Classes/SpringAnimationViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping Run drops a red square from 1.6× to its size on a spring (damping 5) that
// lasts exactly its settlingDuration; written in Swift 2 (NSValue(CATransform3D:), addAnimation).
// reel-run: let screen = SpringDemoViewController()
// reel-run: screen.redView = badge
// reel-run: screen.runAnimation(sender: screen)
// reel-moves: badge:scale

import UIKit

class SpringDemoViewController: UIViewController {

    private let springKey = "springKey"

    @IBOutlet weak var redView: UIView!

    @IBAction func runAnimation(sender: AnyObject) {
        addSpringToRedView()
    }

    func addSpringToRedView() {
        redView.layer.removeAllAnimations()

        let spring = CASpringAnimation()
        spring.damping = 5
        spring.keyPath = "transform.scale"
        spring.duration = spring.settlingDuration
        spring.fromValue = NSValue(CATransform3D: CATransform3DMakeScale(1.6, 1.6, 1.0))
        redView.layer.addAnimation(spring, forKey: springKey)
    }
}
