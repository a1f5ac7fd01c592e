import ReelModels
import ReelTimeline
@testable import ReelWorld

/// The seeds' animation code, written against the world the way the seed code calls UIKit
/// (BadgeHub's pop, bump and blink; the Shaky Bell's shakeWith and its anchor helper).
/// `T` is the type the seed computes its sizes and times in: BadgeHub declares them `Float`;
/// `Double` runs the same code on the library's values as written.
enum SeedCode {
    /// BadgeHub's constants (the library's values).
    static let popStartRatio = 0.85, popOutRatio = 1.05, popInRatio = 0.95
    static let bumpTimeSeconds = 0.13, firstBumpDistance = 8.0, bumpTimeSeconds2 = 0.1, secondBumpDist = 4.0

    /// BadgeHub.pop() (seed 000), on the world's badge.
    static func pop<T: BinaryFloatingPoint>(_ w: UIKitWorld, in _: T.Type) throws {
        let redCircle = w.badge!
        let baseFrame = redCircle.frame
        let height = baseFrame.size.height
        let width = baseFrame.size.width
        let popStartHeight = T(height * popStartRatio)
        let popStartWidth = T(width * popStartRatio)
        let timeStart: T = 0.05
        let popOutHeight = T(height * popOutRatio)
        let popOutWidth = T(width * popOutRatio)
        let timeOut: T = 0.2
        let popInHeight = T(height * popInRatio)
        let popInWidth = T(width * popInRatio)
        let timeIn: T = 0.05
        let popEndHeight = T(height)
        let popEndWidth = T(width)
        let timeEnd: T = 0.05

        func number(_ v: T) -> CAValue { .nsNumber(Double(v)) }
        let startSize = CABasicAnimation(keyPath: "cornerRadius")
        startSize.duration = Double(timeStart)
        startSize.beginTime = 0
        startSize.fromValue = number(popEndHeight / 2)
        startSize.toValue = number(popStartHeight / 2)
        startSize.isRemovedOnCompletion = false

        let outSize = CABasicAnimation(keyPath: "cornerRadius")
        outSize.duration = Double(timeOut)
        outSize.beginTime = Double(timeStart)
        outSize.fromValue = startSize.toValue
        outSize.toValue = number(popOutHeight / 2)
        outSize.isRemovedOnCompletion = false

        let inSize = CABasicAnimation(keyPath: "cornerRadius")
        inSize.duration = Double(timeIn)
        inSize.beginTime = Double(timeStart + timeOut)
        inSize.fromValue = outSize.toValue
        inSize.toValue = number(popInHeight / 2)
        inSize.isRemovedOnCompletion = false

        let endSize = CABasicAnimation(keyPath: "cornerRadius")
        endSize.duration = Double(timeEnd)
        endSize.beginTime = Double(timeIn + timeOut + timeStart)
        endSize.fromValue = inSize.toValue
        endSize.toValue = number(popEndHeight / 2)
        endSize.isRemovedOnCompletion = false

        let group = CAAnimationGroup()
        group.duration = Double(timeStart + timeOut + timeIn + timeEnd)
        group.animations = [startSize, outSize, inSize, endSize]

        try redCircle.layer.add(group, forKey: nil)

        func resize(_ h: T, _ wd: T) {
            var frame = redCircle.frame
            let center = redCircle.center
            frame.size.height = Double(h)
            frame.size.width = Double(wd)
            redCircle.frame = frame
            redCircle.center = center
        }
        try w.animate(withDuration: Double(timeStart), animations: { resize(popStartHeight, popStartWidth) }) { _ in
            try w.animate(withDuration: Double(timeOut), animations: { resize(popOutHeight, popOutWidth) }) { _ in
                try w.animate(withDuration: Double(timeIn), animations: { resize(popInHeight, popInWidth) }) { _ in
                    try w.animate(withDuration: Double(timeEnd), animations: { resize(popEndHeight, popEndWidth) })
                }
            }
        }
    }

    /// BadgeHub.bump() (seed 000, the library's bumpCenterY: initialCenter is the circle's center).
    static func bump(_ w: UIKitWorld) throws {
        let redCircle = w.badge!, countLabel = w.label!
        let initialCenter = redCircle.center
        func bumpCenterY(_ yVal: Double) {
            let center = Point(x: initialCenter.x, y: initialCenter.y - yVal)
            redCircle.center = center
            countLabel.center = center
        }
        bumpCenterY(0)
        try w.animate(withDuration: bumpTimeSeconds, animations: { bumpCenterY(firstBumpDistance) }) { _ in
            try w.animate(withDuration: bumpTimeSeconds, animations: { bumpCenterY(0) }) { _ in
                try w.animate(withDuration: bumpTimeSeconds2, animations: { bumpCenterY(secondBumpDist) }) { _ in
                    try w.animate(withDuration: bumpTimeSeconds2, animations: { bumpCenterY(0) })
                }
            }
        }
    }

    /// BadgeHub.blink() (the library's: setAlpha(0.1), then 1, 0.1, 1 over 0.1 s each).
    static func blink(_ w: UIKitWorld) throws {
        let redCircle = w.badge!, countLabel = w.label!
        func setAlpha(_ a: Double) { redCircle.alpha = a; countLabel.alpha = a }
        setAlpha(0.1)
        try w.animate(withDuration: 0.1, animations: { setAlpha(1) }) { _ in
            try w.animate(withDuration: 0.1, animations: { setAlpha(0.1) }) { _ in
                try w.animate(withDuration: 0.1, animations: { setAlpha(1) })
            }
        }
    }

    /// The Shaky Bell's anchor helper (the usual UIView extension the seed's setAnchorPoint calls).
    static func setAnchorPoint(_ view: UIView, _ point: Point) {
        var newPoint = Point(x: view.bounds.size.width * point.x, y: view.bounds.size.height * point.y)
        var oldPoint = Point(x: view.bounds.size.width * view.layer.anchorPoint.x, y: view.bounds.size.height * view.layer.anchorPoint.y)
        newPoint = newPoint.applying(view.transform)
        oldPoint = oldPoint.applying(view.transform)
        var position = view.layer.position
        position.x -= oldPoint.x
        position.x += newPoint.x
        position.y -= oldPoint.y
        position.y += newPoint.y
        view.layer.position = position
        view.layer.anchorPoint = point
    }

    /// shakeWith(duration:angle:yOffset:) (seed 004), on the world's host.
    static func shakeWith(_ w: UIKitWorld, duration: Double, angle: Double, yOffset: Double) throws {
        let imageView = w.host!
        let numberOfFrames: Double = 6
        let frameDuration = Double(1 / numberOfFrames)
        setAnchorPoint(imageView, Point(x: 0.5, y: yOffset))
        try w.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            try w.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: frameDuration) {
                imageView.transform = CGAffineTransform(rotationAngle: -angle)
            }
            try w.addKeyframe(withRelativeStartTime: frameDuration, relativeDuration: frameDuration) {
                imageView.transform = CGAffineTransform(rotationAngle: +angle)
            }
            try w.addKeyframe(withRelativeStartTime: frameDuration * 2, relativeDuration: frameDuration) {
                imageView.transform = CGAffineTransform(rotationAngle: -angle)
            }
            try w.addKeyframe(withRelativeStartTime: frameDuration * 3, relativeDuration: frameDuration) {
                imageView.transform = CGAffineTransform(rotationAngle: +angle)
            }
            try w.addKeyframe(withRelativeStartTime: frameDuration * 4, relativeDuration: frameDuration) {
                imageView.transform = CGAffineTransform(rotationAngle: -angle)
            }
            try w.addKeyframe(withRelativeStartTime: frameDuration * 5, relativeDuration: frameDuration) {
                imageView.transform = CGAffineTransform.identity
            }
        }, completion: nil)
    }
}
