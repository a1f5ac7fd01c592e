// Source: https://github.com/evancorriere/iOSApps/blob/3c237238f2dd4ce343a3c92d2456a312710c129b/AnimationSample/AnimationSample/ViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping the button turns it a quarter (π/2) in the first third of a 2 s keyframe
// animation (calculationModeLinear), then it holds; completion prints.
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let button = UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
// reel-run: button.setTitle("Animate", for: .normal)
// reel-run: button.setTitleColor(.systemBlue, for: .normal)
// reel-run: host.addSubview(button)
// reel-run: let screen = SampleViewController()
// reel-run: screen.animateBtn = button
// reel-run: screen.animateAction(button)
// reel-moves: badge:rotation

import UIKit

class SampleViewController: UIViewController {

    @IBOutlet weak var animateBtn: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func animateAction(_ sender: Any) {
        let totalDuration: Double = 2
        let target = animateBtn

        UIView.animateKeyframes(withDuration: totalDuration,
                                delay: 0,
                                options: [.calculationModeLinear],
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.33, animations: {
                target?.transform = CGAffineTransform(rotationAngle: CGFloat(Float.pi / 2))
            })
        }) { (done) in
            print("done!")
        }
    }
}
