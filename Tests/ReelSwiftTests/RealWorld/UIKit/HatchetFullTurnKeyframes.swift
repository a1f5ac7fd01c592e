// Source: https://github.com/philosopherdog/UIViewBlockAnimations/blob/74013e5f79f4d2707c49c31ae201c50cf43c40c9/UIViewAnimationDemo/UIViewAnimationDemo/KeyframeAnimationViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping the hatchet spins it a full turn in four quarter-turn keyframes over 2 s.
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let hatchet = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
// reel-run: hatchet.setImage(UIImage(named: "hatchet"), for: .normal)
// reel-run: host.addSubview(hatchet)
// reel-run: KeyframeSpinViewController().hatchetTapped(hatchet)
// reel-moves: badge:rotation

import UIKit

class KeyframeSpinViewController: UIViewController {

  @IBAction func hatchetTapped(_ sender: UIButton) {
    UIView.animateKeyframes(withDuration: 2.0, delay: 0, animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25, animations: {
        sender.transform = CGAffineTransform(rotationAngle: 0.5 * CGFloat.pi)
      })
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25, animations: {
        sender.transform = CGAffineTransform(rotationAngle: CGFloat.pi)
      })
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25, animations: {
        sender.transform = CGAffineTransform(rotationAngle: 1.5 * CGFloat.pi)
      })
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25, animations: {
        sender.transform = CGAffineTransform(rotationAngle: 2 * CGFloat.pi)
      })
    })
  }
}
