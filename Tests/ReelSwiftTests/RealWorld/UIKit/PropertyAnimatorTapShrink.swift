// Source: https://github.com/snipes1111/iShowTime/blob/149fbcf6982480c502e0ee421cb2ed61b20c396a/iShowTime/Extensions/UIButton+Extensions.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a tapped button shrinks towards 0.2 and, from 15% of the way in, is sent back to
// identity by a second animation added to the same property animator (0.3 s, easeOut).
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let play = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
// reel-run: play.setImage(UIImage(named: "play"), for: .normal)
// reel-run: host.addSubview(play)
// reel-run: play.performTapAnimation()
// reel-moves: badge:scale

import UIKit

extension UIButton {
    func performTapAnimation() {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { [unowned self] in
            transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        }
        animator.addAnimations({ [unowned self] in
            transform = .identity
        }, delayFactor: 0.15)
        animator.startAnimation()
    }
}
