// Source: https://github.com/jrasmusson/swift-arcade/blob/f90c00bd49340ce8b550be121cc43e736a506b73/Animation/CoreAnimation/Intro/Demo/CoreAnimationIntro/CirclingViewController.swift
// Licence: MIT, "Copyright (c) 2020 Jonathan Rasmusson" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// circling demo; the project's makeButton helper is declared here.
// On a device: tapping Animate sends a small red square once around a 300 pt circle drawn with
// UIGraphicsImageRenderer: an additive, paced position keyframe animation along CGPath(ellipseIn:),
// rotating to follow the path, 2 s.
// reel-run: let screen = CirclingViewController()
// reel-run: screen.viewDidLoad()
// reel-run: screen.viewDidAppear(false)
// reel-run: screen.animate()
// reel-view: redView=badge
// reel-moves: badge:position

import UIKit

func makeButton(withText text: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(text, for: .normal)
    return button
}

class CirclingViewController: UIViewController {

    let redView = UIView()
    let side: CGFloat = 40
    let track = UIImageView()
    let diameter: CGFloat = 300
    let button = makeButton(withText: "Animate")

    override func viewDidLoad() {
        super.viewDidLoad()
        redView.backgroundColor = .systemRed
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .primaryActionTriggered)
        view.addSubview(redView)
        view.addSubview(track)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        redView.frame = CGRect(x: view.bounds.midX - side / 2, y: view.bounds.midY - side / 2, width: side, height: side)
        track.frame = CGRect(x: view.bounds.midX - diameter / 2, y: view.bounds.midY - diameter / 2, width: diameter, height: diameter)

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        track.image = renderer.image { ctx in
            ctx.cgContext.setStrokeColor(UIColor.red.cgColor)
            ctx.cgContext.setFillColor(UIColor.clear.cgColor)
            ctx.cgContext.setLineWidth(1)
            ctx.cgContext.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            ctx.cgContext.drawPath(using: .fillStroke)
        }
    }

    func animate() {
        let lap = CAKeyframeAnimation()
        lap.keyPath = "position"
        lap.path = CGPath(ellipseIn: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter), transform: nil)
        lap.duration = 2
        lap.isAdditive = true
        lap.calculationMode = CAAnimationCalculationMode.paced
        lap.rotationMode = CAAnimationRotationMode.rotateAuto
        redView.layer.add(lap, forKey: "redbox")
    }

    @objc func buttonTapped(_ sender: UIButton) {
        animate()
    }
}
