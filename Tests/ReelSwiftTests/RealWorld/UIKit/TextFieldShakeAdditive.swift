// Source: https://github.com/jrasmusson/swift-arcade/blob/dc5afa3b29e0e3693ea27b6b0288b1ece34937da/Animation/CoreAnimation/Intro/Demo/CoreAnimationIntro/ShakeViewController.swift
// Licence: MIT, "Copyright (c) 2020 Jonathan Rasmusson" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the view
// controller with its text field and shake; the project's makeButton helper is declared here.
// On a device: a password field shakes on load and on each tap of Shake: an additive position.x
// keyframe animation 0, 10, −10, 10, 0 at key times 0, 0.16, 0.5, 0.83, 1 over 0.4 s.
// reel-run: let screen = ShakeViewController()
// reel-run: screen.viewDidLoad()
// reel-view: passwordField=badge
// reel-moves: badge:position

import UIKit

func makeButton(withText text: String) -> UIButton {
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle(text, for: .normal)
    return button
}

class ShakeViewController: UIViewController {

    let passwordField = UITextField()
    let shakeButton = makeButton(withText: "Shake")

    override func viewDidLoad() {
        super.viewDidLoad()
        setup()
        layout()
        animate()
    }
}

extension ShakeViewController {

    func setup() {
        passwordField.translatesAutoresizingMaskIntoConstraints = false
        passwordField.backgroundColor = .systemGray5
        passwordField.font = UIFont.preferredFont(forTextStyle: .title1)
        passwordField.layer.cornerRadius = 6
        passwordField.placeholder = "  •••••  "
        shakeButton.addTarget(self, action: #selector(shakeTapped(_:)), for: .primaryActionTriggered)
        view.addSubview(passwordField)
        view.addSubview(shakeButton)
    }

    func layout() {
        NSLayoutConstraint.activate([
            passwordField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
            passwordField.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            shakeButton.topAnchor.constraint(equalToSystemSpacingBelow: passwordField.bottomAnchor, multiplier: 2),
            shakeButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    @objc func shakeTapped(_ sender: UIButton) {
        animate()
    }

    func animate() {
        let shake = CAKeyframeAnimation()
        shake.keyPath = "position.x"
        shake.values = [0, 10, -10, 10, 0]
        shake.keyTimes = [0, 0.16, 0.5, 0.83, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        passwordField.layer.add(shake, forKey: "shake")
    }
}
