// Source: https://github.com/shima11/Daily_iOS_Animations/blob/835420506f268879650ce9127d15591a706c93c7/DailyiOSAnimations/Day15ViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: as the screen loads, a grey square doubles in size and shrinks back (transform.scale
// to 2, autoreversing) inside a CATransaction whose animation duration is 2 s; the completion block
// prints.
// reel-run: let screen = Day15ViewController()
// reel-run: screen.viewDidLoad()
// reel-view: square=badge
// reel-moves: badge:scale

import UIKit

class Day15ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        let square = UIView()
        square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.center = view.center
        square.backgroundColor = .lightGray
        view.addSubview(square)

        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setCompletionBlock({
            print("completion")
        })

        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 2
        grow.autoreverses = true
        square.layer.add(grow, forKey: nil)

        CATransaction.commit()
    }
}
