// Source: https://github.com/enmiller/ENMBadgedBarButtonItem-Swift/blob/1c2990039f5cb6662bc7cfb05ba4a09e6ce9d62a/ENMBadgedBarButtonItem.swift
// Licence: MIT, "Copyright (c) 2014 Eric Miller" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// badge value observer, its bounce and its frame update; the duplicate-label sizing helper is
// folded into sizeToFit.
// On a device: changing a bar button's badge value bounces the badge (transform.scale 1.5 → 1 in
// 0.2 s on the timing curve (0.4, 1.3, 1, 1)) while its frame animates to fit the new text; the
// first value creates the label and sets its text on the next main-queue turn.
// reel-run: let item = BadgedBarItem(customView: host, value: "0")
// reel-run: item.badgeValue = "1"
// reel-run: item.badgeValue = "12"
// reel-view: badgeLabel=badge
// reel-moves: badge:scale

import UIKit
import Foundation
import QuartzCore

let badgePadding: CGFloat = 3.0
let badgeMinSize: CGFloat = 8.0

class BadgedBarItem: UIBarButtonItem {

    var badgeLabel: UILabel = UILabel()
    var badgeValue: String {
        didSet {
            guard !shouldHide(badgeValue) else {
                removeBadge()
                return
            }
            if badgeLabel.superview != nil {
                updateBadgeValueAnimated(true)
            } else {
                badgeLabel = makeBadgeLabel()
                customView?.addSubview(badgeLabel)
                DispatchQueue.main.async() { () -> Void in
                    self.badgeLabel.text = self.badgeValue
                    self.updateBadgeFrame()
                }
            }
        }
    }
    var badgeBackgroundColor: UIColor = UIColor.red
    var badgeTextColor: UIColor = UIColor.white
    var badgeFont: UIFont = UIFont.systemFont(ofSize: 12.0)
    var badgeOriginX: CGFloat = 0
    var shouldHideBadgeAtZero: Bool = true
    var shouldAnimateBadge: Bool = true

    init(customView: UIView, value: String) {
        badgeValue = value
        super.init()
        self.customView = customView
        badgeOriginX = customView.frame.size.width - 8
    }

    required init(coder aDecoder: NSCoder) {
        fatalError("this item needs a custom view: use init(customView:value:)")
    }
}

extension BadgedBarItem {

    func updateBadgeValueAnimated(_ animated: Bool) {
        if animated && shouldAnimateBadge && badgeLabel.text != badgeValue {
            let pop: CABasicAnimation = CABasicAnimation()
            pop.keyPath = "transform.scale"
            pop.fromValue = 1.5
            pop.toValue = 1
            pop.duration = 0.2
            pop.timingFunction = CAMediaTimingFunction(controlPoints: 0.4, 1.3, 1.0, 1.0)
            badgeLabel.layer.add(pop, forKey: "bounceAnimation")
        }
        badgeLabel.text = self.badgeValue

        let duration: Double = animated ? 0.2 : 0.0
        UIView.animate(withDuration: duration) {
            self.updateBadgeFrame()
        }
    }

    func updateBadgeFrame() {
        badgeLabel.sizeToFit()
        let expected = badgeLabel.frame.size
        let height = max(expected.height, badgeMinSize)
        let width = max(expected.width, height)
        badgeLabel.frame = CGRect(x: badgeOriginX, y: 0, width: width + badgePadding, height: height + badgePadding)
        badgeLabel.layer.cornerRadius = (height + badgePadding) / 2
    }

    func removeBadge() {
        UIView.animate(withDuration: 0.2, animations: {
            self.badgeLabel.transform = CGAffineTransform(scaleX: 0.0, y: 0.0)
        }, completion: { finished in
            self.badgeLabel.removeFromSuperview()
        })
    }

    func makeBadgeLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: badgeOriginX, y: 0, width: 15, height: 15))
        label.textColor = badgeTextColor
        label.font = badgeFont
        label.backgroundColor = badgeBackgroundColor
        label.textAlignment = NSTextAlignment.center
        label.layer.cornerRadius = 7.5
        label.clipsToBounds = true
        return label
    }

    func shouldHide(_ value: String) -> Bool {
        return (value == "" || value == "0") && shouldHideBadgeAtZero
    }
}
