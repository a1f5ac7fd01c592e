// Source: https://github.com/real19/weatherCounter/blob/50f7fa968fa616645d0f8e122fcac05a82a306d5/counter/Counter.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a counter ticks from 0 to 9, each digit pushed in from the top by a 1 s
// CATransition; the next step starts from animationDidStop (Swift 2, the view as the animation's
// delegate).
// reel-run: let counter = CounterLabelView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
// reel-run: counter.counterLabel = label
// reel-run: counter.layoutSubviews()
// reel-moves: label:text

import UIKit

class CounterLabelView: UIView {

    @IBOutlet weak var counterLabel: UILabel!

    var current = 0
    let target = 9
    var direction = kCATransitionFromTop

    override func layoutSubviews() {
        counterLabel.text = "\(current)";
        step(current, value: target)
    }

    func step(newValue: Int, value: Int) {
        counterLabel.layer.removeAllAnimations()

        let push = CATransition()
        push.delegate = self
        push.removedOnCompletion = false
        push.duration = 1
        push.type = kCATransitionPush
        if target > current {
            direction = kCATransitionFromTop
        } else if target < current {
            direction = kCATransitionFromBottom
        }
        push.subtype = direction
        push.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        counterLabel.layer.addAnimation(push, forKey: "changeTextTransition")
    }

    override func animationDidStop(anim: CAAnimation, finished flag: Bool) {
        if target > current {
            current += 1
        } else if target < current {
            current -= 1
        } else {
            return
        }
        counterLabel.text = "\(current)";
        step(current, value: target)
    }
}
