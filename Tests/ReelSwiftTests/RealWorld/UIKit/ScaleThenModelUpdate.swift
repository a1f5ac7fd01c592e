// Source: https://github.com/jrasmusson/swift-arcade/blob/7224b172e5aaab315591dee9eb4d47efcef76e25/Animation/CoreAnimation/Intro/Demo/CoreAnimationIntro/ScaleViewController.swift
// Licence: MIT, "Copyright (c) 2020 Jonathan Rasmusson" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// scale demo; the project's makeButton helper is declared here.
// On a device: tapping Animate grows a red box from 1× to 2× (transform.scale, 0.4 s) and then sets
// the layer's model transform to 2× so it stays big.
// reel-run: let screen = ScaleViewController()
// reel-run: screen.viewDidLoad()
// reel-run: screen.viewDidAppear(false)
// reel-run: screen.animate()
// reel-view: redView=badge
// reel-moves: badge:scale

import UIKit

func makeButton(withText text: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(text, for: .normal)
    return button
}

class ScaleViewController: UIViewController {

    let redView = UIView()
    let boxWidth: CGFloat = 140
    let boxHeight: CGFloat = 100

    let button = makeButton(withText: "Animate")

    override func viewDidLoad() {
        super.viewDidLoad()
        redView.backgroundColor = .systemRed
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .primaryActionTriggered)
        view.addSubview(redView)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        redView.frame = CGRect(x: view.bounds.midX - boxWidth / 2,
                               y: view.bounds.midY - boxHeight / 2,
                               width: boxWidth, height: boxHeight)
    }

    func animate() {
        let grow = CABasicAnimation()
        grow.keyPath = "transform.scale"
        grow.fromValue = 1
        grow.toValue = 2
        grow.duration = 0.4
        redView.layer.add(grow, forKey: "basic")
        redView.layer.transform = CATransform3DMakeScale(2, 2, 1)
    }

    @objc func buttonTapped(_ sender: UIButton) {
        animate()
    }
}
