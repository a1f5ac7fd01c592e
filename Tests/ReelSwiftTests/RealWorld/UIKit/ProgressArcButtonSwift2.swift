// Source: https://github.com/sprint84/ProgressButton/blob/0faf1d0b95cddcef46a42dd6e3ccdd77fe2c3ede/RFProgressButton/RFProgressButton.swift
// Licence: MIT, "Copyright (c) 2015 Guilherme Moura" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// progress arc layer and its strokeEnd animation (Swift 2); the drawRect background, plus sign
// and track, the shadow and the stroke colour animation are left out (the button is given a
// background colour instead).
// On a device: a round add button shows progress as an arc around it: each step sets the shape
// layer's model strokeEnd, then adds a CABasicAnimation from the old progress to the new one,
// ease-out over 1 s.
// reel-run: let button = ProgressArcButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
// reel-run: host.addSubview(button)
// reel-run: button.setProgress(0.6, animated: true)
// reel-moves: view:stroke

import UIKit

public class ProgressArcButton: UIButton {
    private var arcLayer: CAShapeLayer! = nil
    private var progress = 0.0
    private let arcWidth: CGFloat = 3
    public var firstAngle: Double = M_PI_2
    public var gap: Double = M_PI / 6.0
    public var arcColor = UIColor.greenColor()
    public var duration = 1.0

    private var middle: CGPoint {
        return CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.whiteColor()
        layer.cornerRadius = frame.width / 2
        makeArcLayer()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    public func setProgress(newProgress: Double, animated: Bool) {
        let clamped = min(1.0, max(0.0, newProgress))
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.duration = animated ? duration : 0.0
        grow.fromValue = progress
        grow.toValue = clamped
        grow.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)
        // The model value first, so the arc stays where the animation leaves it.
        arcLayer.strokeEnd = CGFloat(clamped)
        arcLayer.addAnimation(grow, forKey: "grow")
        progress = clamped
    }

    private func makeArcLayer() {
        let radius = max(bounds.width, bounds.height) / 2 - arcWidth / 2
        let arc = UIBezierPath(arcCenter: middle, radius: radius,
                               startAngle: CGFloat(firstAngle + gap), endAngle: CGFloat(firstAngle - gap), clockwise: true)
        arcLayer = CAShapeLayer()
        arcLayer.path = arc.CGPath
        arcLayer.fillColor = UIColor.clearColor().CGColor
        arcLayer.strokeColor = arcColor.CGColor
        arcLayer.lineWidth = arcWidth
        arcLayer.strokeEnd = CGFloat(progress)
        layer.addSublayer(arcLayer)
    }
}
