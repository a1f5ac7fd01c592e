// Source: https://github.com/AliAdam/AnimateTabbarBadgeView/blob/305aab92f22e4c9d1e3d4cebbf917dcd0002e69a/AnimateTabbarBadgeView/Extension+UITabBarController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// extension, with the view controller that sets the tab's badge and calls it
// (FirstViewController.swift of the same project) folded in.
// On a device: the red badge of a tab bar item (UIKit's private _UIBadgeView, found by walking the
// tab bar's subviews by class name) shakes 10 pt left and right, autoreversing, for a very long
// time (repeatCount 1050, default 0.25 s duration: 525 s, so the run is given a length, as a
// user would: the first 2 s).
// reel-run: let tabs = UITabBarController()
// reel-run: let first = FirstViewController()
// reel-run: tabs.viewControllers = [first]
// reel-run: first.viewDidLoad()
// reel-run: tabs.animateTabBarBadgeView()
// reel-length: 2
// reel-moves: badge:position

import UIKit

extension UITabBarController {
    func animateTabBarBadgeView() {
        walkSubviews(of: self.tabBar)
    }

    func walkSubviews(of view: UIView) {
        for subview in view.subviews {
            let className = String(describing: type(of: subview))
            if className == "_UIBadgeView" {
                print("badge of tab \(String(describing: subview.superview?.tag))")
                jiggle(subview)
            } else {
                walkSubviews(of: subview)
            }
        }
    }

    func jiggle(_ view: UIView) {
        let side = CABasicAnimation(keyPath: "position")
        side.repeatCount = 1050
        side.autoreverses = true
        side.fromValue = NSValue(cgPoint: CGPoint(x: view.center.x - 10, y: view.center.y))
        side.toValue = NSValue(cgPoint: CGPoint(x: view.center.x + 10, y: view.center.y))
        view.layer.add(side, forKey: "position")
    }
}

class FirstViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.tabBarItem.badgeValue = "5"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.tabBarController?.animateTabBarBadgeView()
    }
}
