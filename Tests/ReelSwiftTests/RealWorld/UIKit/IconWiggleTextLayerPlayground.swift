// Source: https://github.com/rmirabelli/CoreAnimationSwiftPlaygrounds/blob/71aea1b91c241fc54e36c2c01122d44445bf1686/04_IconWiggle.playground/Contents.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a playground draws a rounded grey tile with a guitar emoji (a CATextLayer) that
// wiggles ±0.01π forever, like a home-screen icon in edit mode (transform rotation, 0.1 s,
// autoreversing, HUGE).
// reel-run: none
// reel-moves: view:rotation

import UIKit
import PlaygroundSupport

let stage = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
stage.backgroundColor = #colorLiteral(red: 0.3411764801, green: 0.6235294342, blue: 0.1686274558, alpha: 1)
PlaygroundPage.current.liveView = stage

let tile = CATextLayer()
tile.alignmentMode = kCAAlignmentCenter
tile.frame = stage.frame.insetBy(dx: 160, dy: 160)
tile.fontSize = 60
tile.string = "🎸"
tile.backgroundColor = UIColor.lightGray.cgColor
tile.cornerRadius = 15
stage.layer.addSublayer(tile)

let wiggle = CABasicAnimation(keyPath: "transform")
wiggle.duration = 0.1
wiggle.fromValue = NSValue(caTransform3D: CATransform3DMakeRotation(-CGFloat.pi * 0.01, 0, 0, 1))
wiggle.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(CGFloat.pi * 0.01, 0, 0, 1))
wiggle.autoreverses = true
wiggle.repeatCount = HUGE

tile.add(wiggle, forKey: nil)
