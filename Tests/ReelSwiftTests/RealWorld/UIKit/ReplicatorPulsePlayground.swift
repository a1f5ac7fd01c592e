// Source: https://github.com/robertherdzik/RHPlaygroundFreestyle/blob/a568b4c204f3767561ba54d2e3b9d3a586fd8b98/Pulse/RHPulse.playground/Contents.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a playground's live view shows rings pulsing outward: a circle CAShapeLayer
// (UIBezierPath arc) replicated 45 times by a CAReplicatorLayer with a 0.007 s instance delay, each
// scaling 0 → 1 (transform) and fading in, forever, 1.5 s.
// reel-run: none
// reel-view: baseView=host
// reel-moves: view:scale, view:opacity

import UIKit
import PlaygroundSupport

let side = 200
let viewFrame = CGRect(x: 0, y: 0, width: side, height: side)

let baseView = UIView(frame: viewFrame)
baseView.backgroundColor = UIColor.white

// The ring the replicator copies.
let ringPath = UIBezierPath(arcCenter: baseView.center,
                            radius: viewFrame.size.width / 2,
                            startAngle: CGFloat(0),
                            endAngle: CGFloat(M_PI * 2),
                            clockwise: true)

let ring = CAShapeLayer()
ring.frame = viewFrame
ring.path = ringPath.cgPath
ring.fillColor = UIColor.clear.cgColor
ring.strokeColor = UIColor.blue.cgColor
ring.lineWidth = CGFloat(3)

let replicator = CAReplicatorLayer()
replicator.frame = viewFrame
replicator.instanceDelay = 0.007
replicator.instanceCount = 45
replicator.instanceTransform = CATransform3DMakeScale(1, 1, 1.0)
replicator.addSublayer(ring)
baseView.layer.addSublayer(replicator)

let period = 1.5

let fadeIn = CABasicAnimation(keyPath: "opacity")
fadeIn.fromValue = 0.0
fadeIn.toValue = 0.02
fadeIn.duration = period
fadeIn.repeatCount = .infinity
fadeIn.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
ring.add(fadeIn, forKey: "ringOpacity")

let grow = CABasicAnimation(keyPath: "transform")
grow.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(0, 0, 1))
grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1))
grow.duration = period
grow.repeatCount = .infinity
grow.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
ring.add(grow, forKey: "ringScale")

PlaygroundPage.current.liveView = baseView
