// Source: https://github.com/Gypsyan/KGBadgeView/blob/35db2c683e6dbb7324e1b1aece44e4f7ce23a543/KGBadgeView/source/KGAnimator.swift
// Licence: Apache-2.0, "Copyright 2018-19 Anantha Krishnan KG" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// animator's swing, blink and pulse (its shake and default animations left out).
// On a device: a badge and its count label swing together: rotations of 15°, −15°, 7.5°, −7.5°, 0°,
// 0.2 s each, chained through completion handlers, on a (UIView, UIView) tuple.
// reel-run: BadgeMotion().run(on: (badge, label), type: "swing")
// reel-moves: badge:rotation, label:rotation

import UIKit

class BadgeMotion: NSObject {

    typealias Done = (_ success: Bool) -> Void

    public func run(on views: (UIView, UIView), type: String) {
        switch type {
        case "blink":
            blink(views)
        case "swing":
            swing(views)
        case "pulse":
            pulse(views)
        default:
            break
        }
    }

    private func blink(_ views: (UIView, UIView)) {
        let step: Double = 0.1
        let dim: CGFloat = 0.1
        setAlpha(dim, on: views)
        UIView.animate(withDuration: step, animations: {
            self.setAlpha(1, on: views)
        }) { (done) in
            UIView.animate(withDuration: step, animations: {
                self.setAlpha(dim, on: views)
            }, completion: { (done) in
                self.setAlpha(1, on: views)
            })
        }
    }

    private func pulse(_ views: (UIView, UIView)) {
        UIView.animate(withDuration: 0.5, animations: {
            self.setScale((1.1, 1.1), on: views)
        }) { (done) in
            UIView.animate(withDuration: 0.5, animations: {
                self.setScale((1, 1), on: views)
            })
        }
    }

    private func swing(_ views: (UIView, UIView)) {
        let degrees: Double = 15
        let step: TimeInterval = 0.20
        self.rotate(by: degrees, duration: step, views: views) { (done) in
            self.rotate(by: -degrees, duration: step, views: views) { (done) in
                self.rotate(by: degrees / 2, duration: step, views: views) { (done) in
                    self.rotate(by: -degrees / 2, duration: step, views: views) { (done) in
                        self.rotate(by: 0, duration: step, views: views) { (done) in
                            print("swing finished")
                        }
                    }
                }
            }
        }
    }

    private func setAlpha(_ value: CGFloat, on views: (UIView, UIView)) {
        views.0.alpha = value
        views.1.alpha = value
    }

    private func setScale(_ value: (CGFloat, CGFloat), on views: (UIView, UIView)) {
        views.0.transform = CGAffineTransform(scaleX: value.0, y: value.1)
        views.1.transform = CGAffineTransform(scaleX: value.0, y: value.1)
    }

    private func rotate(by degrees: Double, duration: TimeInterval, views: (UIView, UIView), completion: @escaping Done) {
        UIView.animate(withDuration: duration, animations: {
            let turn = CGAffineTransform(rotationAngle: CGFloat(self.radians(degrees)))
            views.1.transform = turn
            views.0.transform = turn
        }) { (done) in
            completion(true)
        }
    }

    private func radians(_ degrees: Double) -> Double {
        return degrees * Double.pi / 180
    }
}
