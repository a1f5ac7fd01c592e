// Source: https://github.com/bonyadmitr/XcodeProjects/blob/033766d90958ab15000d5c284eab8a234982c5a7/CustomViews/CustomViews/Classes/Labels/AnimatedLabel.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: every new text of this label slides in from the top (a CATransition of type push,
// subtype fromTop, 0.3 s, easeInEaseOut) — set in an override of text's didSet.
// reel-run: let count = PushTextLabel()
// reel-run: count.text = "1"
// reel-run: host.addSubview(count)
// reel-run: count.text = "2"
// reel-view: count=label
// reel-moves: label:text, label:transition

import UIKit

open class PushTextLabel: UILabel {
    open override var text: String? {
        didSet {
            let push = CATransition()
            push.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
            push.type = kCATransitionPush
            push.subtype = kCATransitionFromTop
            push.duration = 0.3
            layer.add(push, forKey: kCATransitionPush)
        }
    }
}
