// Source: https://github.com/okmr-d/DOFavoriteButton/blob/02c9eba2c76512aeb058937d48720f5289d3334d/DOFavoriteButton/DOFavoriteButton.swift
// Licence: MIT, "Copyright (c) 2015 Daiki Okumura" (LICENSE read)
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// shape layers and the select animation, with three burst lines instead of five and fewer key times
// per track.
// On a device: selecting the star button: a coloured circle swells behind the icon (transform
// keyframes 0 → 1.4), burst lines shoot out (strokeStart/strokeEnd keyframes) and fade (opacity),
// and the icon itself pops from 0 to 1.25 and settles at 1 (transform keyframes over 1 s), all in
// one CATransaction.
// reel-run: let star = StarButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44), image: UIImage(named: "star"))
// reel-run: host.addSubview(star)
// reel-run: star.select()
// reel-moves: view:scale, view:opacity

import UIKit

open class StarButton: UIButton {

    fileprivate var iconShape: CAShapeLayer!
    fileprivate var circleShape: CAShapeLayer!
    fileprivate var lines: [CAShapeLayer]!

    open var onColor: UIColor! = UIColor(red: 255/255, green: 172/255, blue: 51/255, alpha: 1.0)
    open var offColor: UIColor! = UIColor(red: 136/255, green: 153/255, blue: 166/255, alpha: 1.0)
    open var burstColor: UIColor! = UIColor(red: 250/255, green: 120/255, blue: 68/255, alpha: 1.0)

    fileprivate let circleGrow = CAKeyframeAnimation(keyPath: "transform")
    fileprivate let lineStart = CAKeyframeAnimation(keyPath: "strokeStart")
    fileprivate let lineEnd = CAKeyframeAnimation(keyPath: "strokeEnd")
    fileprivate let lineFade = CAKeyframeAnimation(keyPath: "opacity")
    fileprivate let iconPop = CAKeyframeAnimation(keyPath: "transform")

    override open var isSelected: Bool {
        didSet {
            if isSelected != oldValue {
                iconShape.fillColor = (isSelected ? onColor : offColor).cgColor
            }
        }
    }

    public init(frame: CGRect, image: UIImage!) {
        super.init(frame: frame)
        buildLayers(image: image)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    fileprivate func buildLayers(image: UIImage!) {
        self.layer.sublayers = nil
        let iconFrame = CGRect(x: frame.size.width / 4, y: frame.size.height / 4, width: frame.size.width / 2, height: frame.size.height / 2)
        let middle = CGPoint(x: iconFrame.midX, y: iconFrame.midY)
        let lineFrame = iconFrame.insetBy(dx: -iconFrame.width / 4, dy: -iconFrame.height / 4)

        circleShape = CAShapeLayer()
        circleShape.bounds = iconFrame
        circleShape.position = middle
        circleShape.path = UIBezierPath(ovalIn: iconFrame).cgPath
        circleShape.fillColor = onColor.cgColor
        circleShape.transform = CATransform3DMakeScale(0.0, 0.0, 1.0)
        self.layer.addSublayer(circleShape)

        lines = []
        for i in 0 ..< 3 {
            let line = CAShapeLayer()
            line.bounds = lineFrame
            line.position = middle
            line.strokeColor = burstColor.cgColor
            line.lineWidth = 1.25
            let path = CGMutablePath()
            path.move(to: CGPoint(x: lineFrame.midX, y: lineFrame.midY))
            path.addLine(to: CGPoint(x: lineFrame.midX, y: lineFrame.minY))
            line.path = path
            line.lineCap = .round
            line.strokeStart = 0.0
            line.strokeEnd = 0.0
            line.opacity = 0.0
            line.transform = CATransform3DMakeRotation(CGFloat.pi / 3 * (CGFloat(i) * 2 + 1), 0.0, 0.0, 1.0)
            self.layer.addSublayer(line)
            lines.append(line)
        }

        iconShape = CAShapeLayer()
        iconShape.bounds = iconFrame
        iconShape.position = middle
        iconShape.path = UIBezierPath(rect: iconFrame).cgPath
        iconShape.fillColor = offColor.cgColor
        iconShape.mask = CALayer()
        iconShape.mask!.contents = image?.cgImage
        iconShape.mask!.bounds = iconFrame
        iconShape.mask!.position = middle
        self.layer.addSublayer(iconShape)

        circleGrow.duration = 0.333
        circleGrow.values = [
            NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(1.0, 1.0, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(1.3, 1.3, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(1.4, 1.4, 1.0))
        ]
        circleGrow.keyTimes = [0.0, 0.2, 0.4, 1.0]

        lineStart.duration = 0.6
        lineStart.values = [0.0, 0.0, 0.2, 0.6, 0.92]
        lineStart.keyTimes = [0.0, 0.056, 0.167, 0.389, 1.0]

        lineEnd.duration = 0.6
        lineEnd.values = [0.0, 0.0, 0.48, 0.92, 0.92]
        lineEnd.keyTimes = [0.0, 0.056, 0.167, 0.944, 1.0]

        lineFade.duration = 1.0
        lineFade.values = [1.0, 1.0, 0.0]
        lineFade.keyTimes = [0.0, 0.4, 0.567]

        iconPop.duration = 1.0
        iconPop.values = [
            NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(1.25, 1.25, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(0.875, 0.875, 1.0)),
            NSValue(caTransform3D: CATransform3DMakeScale(1.025, 1.025, 1.0)),
            NSValue(caTransform3D: CATransform3DIdentity)
        ]
        iconPop.keyTimes = [0.0, 0.1, 0.333, 0.5, 0.7, 1.0]
    }

    open func select() {
        isSelected = true
        CATransaction.begin()
        circleShape.add(circleGrow, forKey: "transform")
        iconShape.add(iconPop, forKey: "transform")
        for line in lines {
            line.add(lineStart, forKey: "strokeStart")
            line.add(lineEnd, forKey: "strokeEnd")
            line.add(lineFade, forKey: "opacity")
        }
        CATransaction.commit()
    }

    open func deselect() {
        isSelected = false
        circleShape.removeAllAnimations()
        iconShape.removeAllAnimations()
        for line in lines {
            line.removeAllAnimations()
        }
    }
}
