// Source: https://github.com/pkluz/PKHUD/blob/0df2a495f7b6ee9311e29a1555290246907bf90a/PKHUD/PKHUDSuccessView.swift
// Licence: MIT, "Copyright (c) 2014 Philip Kluz" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// success view's check mark; the library's square base view is a plain rounded UIView here.
// On a device: a HUD's success tick draws itself: a CAShapeLayer holding a two-segment check
// mark path (round caps and joins) gets a strokeEnd keyframe animation from 0 to 1 over 0.35 s.
// reel-run: let tick = DoneView()
// reel-run: host.addSubview(tick)
// reel-run: tick.startAnimation()
// reel-moves: view:stroke

import UIKit

open class HUDSquare: UIView {
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        backgroundColor = UIColor(white: 0.92, alpha: 1.0)
        layer.cornerRadius = 10
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

open class DoneView: HUDSquare {

    var tickLayer: CAShapeLayer = {
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: 2, y: 14))
        tick.addLine(to: CGPoint(x: 17, y: 29))
        tick.addLine(to: CGPoint(x: 44, y: 2))

        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 16, width: 46, height: 31)
        shape.path = tick.cgPath
        shape.lineCap = .round
        shape.lineJoin = .round
        shape.fillColor = nil
        shape.strokeColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1).cgColor
        shape.lineWidth = 4
        return shape
    }()

    public override init() {
        super.init()
        layer.addSublayer(tickLayer)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    open func startAnimation() {
        let draw = CAKeyframeAnimation(keyPath: "strokeEnd")
        draw.values = [0, 1]
        draw.keyTimes = [0, 1]
        draw.duration = 0.35
        tickLayer.add(draw, forKey: "tickDraw")
    }

    open func stopAnimation() {
        tickLayer.removeAnimation(forKey: "tickDraw")
    }
}
