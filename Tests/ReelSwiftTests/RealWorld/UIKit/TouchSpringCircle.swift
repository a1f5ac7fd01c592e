// Source: https://github.com/HimmaHorde/SwifterSwift/blob/1f070c36926b0e7258ddeefbee92e090175d3bfe/Swifter-Examples/Swifter-Examples/SpringViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: touching the screen shrinks the circle to 0.1 at once and springs it back to full
// size (1.2 s, damping 0.5, velocity 0.5, easeInOut).
// reel-run: let screen = SpringCircleViewController()
// reel-run: screen.circleView = badge
// reel-run: screen.touchesBegan(Set<UITouch>(), with: nil)
// reel-moves: badge:scale

import UIKit

class SpringCircleViewController: UIViewController {

    @IBOutlet weak var circleView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        circleView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.5, options: .curveEaseInOut, animations: {
            self.circleView.transform = .identity
        }, completion: nil)
    }
}
