import ReelModels
import ReelTimeline

/// The seed animations as their authors wrote them, with the tuned constants: BadgeHub's
/// pop(), bump() and blink() and the Shaky Bell's shakeWith(duration:angle:yOffset:), as
/// `extension UIView` methods that need nothing but UIKit.
///
/// The seed declares its sizes and times as `Float` (`let timeStart: Float = 0.05`); these
/// use `CGFloat` and `TimeInterval` (Double), so a tuned value reaches UIKit as the Double
/// BadgeReel animates, not rounded to single precision.
enum UIKitSeedCode {
    /// The method's name, what `--run` calls and on which view, and its declaration.
    struct Method {
        var name: String
        /// `badge.badgePop()`.
        var call: String
        var lines: [String]
    }

    static func method(for animation: BadgeAnimation, name: String, keepsTutorialInitialCenter: Bool) -> Method {
        if let p = animation.parameters(as: PopParameters.self) { return pop(p, name: name) }
        if let p = animation.parameters(as: BumpParameters.self) { return bump(p, name: name, tutorialCenter: keepsTutorialInitialCenter) }
        if let p = animation.parameters(as: BlinkParameters.self) { return blink(p, name: name) }
        if let p = animation.parameters(as: ShakeParameters.self) { return shake(p, name: name) }
        // Every registered animation is one of the four; a fifth needs its writer here.
        preconditionFailure("no Swift writer for \(animation.name)")
    }

    /// The method names the writer gives each animation.
    static func baseName(of animation: BadgeAnimation) -> String {
        switch animation.kind {
        case .shake: "shakeWith"
        default: SwiftLiteral.identifier(animation.name, prefix: "badge")
        }
    }

    /// Whether `animation` has a writer here.
    static func writes(_ animation: BadgeAnimation) -> Bool {
        [.pop, .bump, .blink, .shake].contains(animation.kind)
    }

    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    // MARK: pop

    static func pop(_ p: PopParameters, name: String) -> Method {
        var l = SwiftLines()
        l.add("/// BadgeHub's pop(): a CAAnimationGroup moves the circle's cornerRadius through the ratios")
        l.add("/// (linear children back to back) while four chained UIView.animate steps change its size")
        l.add("/// about its center. Call it on the badge circle (BadgeHub's redCircle).")
        l.block("func \(name)() {") { l in
            l.add("// Pop values (BadgeHub's Constants) and step times (timeStart, timeOut, timeIn, timeEnd).")
            l.add("let popStartRatio: CGFloat = \(n(p.popStartRatio))")
            l.add("let popOutRatio: CGFloat = \(n(p.popOutRatio))")
            l.add("let popInRatio: CGFloat = \(n(p.popInRatio))")
            l.add("let timeStart: TimeInterval = \(n(p.popStartTime))")
            l.add("let timeOut: TimeInterval = \(n(p.popOutTime))")
            l.add("let timeIn: TimeInterval = \(n(p.popInTime))")
            l.add("let timeEnd: TimeInterval = \(n(p.popEndTime))")
            l.add("")
            l.add("// BadgeHub reads baseFrame; the circle's bounds are it between animations.")
            l.add("let height = bounds.size.height")
            l.add("let width = bounds.size.width")
            l.add("// The library's radii are ratio × height / 2: the circle's own radius, scaled.")
            l.add("let radius = layer.cornerRadius")
            l.add("")
            let steps: [(String, String, String, String?)] = [
                ("startSize", "timeStart", "popStartRatio", nil),
                ("outSize", "timeOut", "popOutRatio", "startSize"),
                ("inSize", "timeIn", "popInRatio", "outSize"),
                ("endSize", "timeEnd", "1", "inSize"),
            ]
            let begins = ["0", "timeStart", "timeStart + timeOut", "timeStart + timeOut + timeIn"]
            for (i, (child, time, ratio, previous)) in steps.enumerated() {
                l.add("let \(child) = CABasicAnimation(keyPath: \"cornerRadius\")")
                l.add("\(child).duration = \(time)")
                l.add("\(child).beginTime = \(begins[i])")
                if let previous { l.add("\(child).fromValue = \(previous).toValue") } else {
                    l.add("\(child).fromValue = NSNumber(value: Double(radius))")
                }
                l.add("\(child).toValue = NSNumber(value: Double(\(ratio == "1" ? "radius" : "\(ratio) * radius")))")
                l.add("\(child).isRemovedOnCompletion = false")
                l.add("")
            }
            l.add("let group = CAAnimationGroup()")
            l.add("group.duration = timeStart + timeOut + timeIn + timeEnd")
            l.add("group.animations = [startSize, outSize, inSize, endSize]")
            l.add("layer.add(group, forKey: nil)")
            l.add("")
            let sizes = [("popStartRatio", "timeStart"), ("popOutRatio", "timeOut"), ("popInRatio", "timeIn"), (nil, "timeEnd")]
            let chain = sizes.map { ratio, time in
                UIKitChain.Step(duration: time, body: [
                    "var frame: CGRect = self.frame",
                    "let center: CGPoint = self.center",
                    "frame.size.height = \(ratio.map { "height * \($0)" } ?? "height")",
                    "frame.size.width = \(ratio.map { "width * \($0)" } ?? "width")",
                    "self.frame = frame",
                    "self.center = center",
                ])
            }
            UIKitChain.add(chain[...], curve: UIKitCurve(p.curve), to: &l)
        }
        return Method(name: name, call: "badge.\(name)()", lines: l.lines)
    }

    // MARK: bump

    static func bump(_ p: BumpParameters, name: String, tutorialCenter: Bool) -> Method {
        var l = SwiftLines()
        l.add("/// BadgeHub's bump(): the circle and its count jump up and back twice, like a Dock icon.")
        l.add("/// Call it on the badge circle with its count label (BadgeHub's redCircle and countLabel).")
        l.block("func \(name)(label: UIView) {") { l in
            l.add("// Bump values (BadgeHub's Constants).")
            l.add("let firstBumpDistance: CGFloat = \(n(p.firstBumpDistance))")
            l.add("let bumpTimeSeconds: TimeInterval = \(n(p.firstBumpTime))")
            l.add("let secondBumpDist: CGFloat = \(n(p.secondBumpDistance))")
            l.add("let bumpTimeSeconds2: TimeInterval = \(n(p.secondBumpTime))")
            if tutorialCenter {
                l.add("// The Custom Badge tutorial's copy never sets initialCenter: it stays CGPoint.zero.")
                l.add("let initialCenter = CGPoint.zero")
            } else {
                l.add("// BadgeHub sets initialCenter with the circle's frame: its center at rest.")
                l.add("let initialCenter = center")
            }
            l.add("")
            l.block("func bumpCenterY(yVal: CGFloat) {") { l in
                l.add("var center: CGPoint = self.center")
                l.add("center.y = initialCenter.y - yVal")
                l.add("self.center = center")
                l.add("label.center = center")
            }
            l.add("")
            l.add("bumpCenterY(yVal: 0)")
            let steps = [("bumpTimeSeconds", "firstBumpDistance"), ("bumpTimeSeconds", "0"),
                         ("bumpTimeSeconds2", "secondBumpDist"), ("bumpTimeSeconds2", "0")]
            UIKitChain.add(steps.map { UIKitChain.Step(duration: $0.0, body: ["bumpCenterY(yVal: \($0.1))"]) }[...],
                           curve: UIKitCurve(p.curve), to: &l)
        }
        return Method(name: name, call: "badge.\(name)(label: label)", lines: l.lines)
    }

    // MARK: blink

    static func blink(_ p: BlinkParameters, name: String) -> Method {
        var l = SwiftLines()
        l.add("/// BadgeHub's blink(): alpha drops to blinkAlpha at once, then eases to 1, blinkAlpha and 1.")
        l.add("/// Call it on the badge circle with its count label.")
        l.block("func \(name)(label: UIView) {") { l in
            l.add("// Blink values (BadgeHub's Constants).")
            l.add("let blinkDuration: TimeInterval = \(n(p.blinkDuration))")
            l.add("let blinkAlpha: CGFloat = \(n(p.blinkAlpha))")
            l.add("")
            l.block("func setAlpha(alpha: CGFloat) {") { l in
                l.add("self.alpha = alpha")
                l.add("label.alpha = alpha")
            }
            l.add("")
            l.add("setAlpha(alpha: blinkAlpha)")
            let steps = ["1", "blinkAlpha", "1"].map { UIKitChain.Step(duration: "blinkDuration", body: ["setAlpha(alpha: \($0))"]) }
            UIKitChain.add(steps[...], curve: UIKitCurve(p.curve), to: &l)
        }
        return Method(name: name, call: "badge.\(name)(label: label)", lines: l.lines)
    }

    // MARK: shake

    static func shake(_ p: ShakeParameters, name: String) -> Method {
        var l = SwiftLines()
        l.add("/// The Shaky Bell's shakeWith(duration:angle:yOffset:): the anchor moves to (0.5, yOffset), then")
        l.add("/// keyframes swing the view to -angle, +angle, … and back. Call it on the bell (its imageView).")
        let signature = "func \(name)(duration: Double = \(n(p.duration)), angle: CGFloat = \(n(p.angle)), yOffset: CGFloat = \(n(p.yOffset))) {"
        l.block(signature) { l in
            l.add("let numberOfFrames = \(p.keyframes)")
            l.add("")
            l.add("// setAnchorPoint: moves the anchor without moving the view on screen, the position")
            l.add("// shifting by the anchor's move turned by the current transform.")
            l.add("let newAnchor = CGPoint(x: 0.5, y: yOffset)")
            l.add("let newPoint = CGPoint(x: bounds.size.width * newAnchor.x, y: bounds.size.height * newAnchor.y).applying(transform)")
            l.add("let oldPoint = CGPoint(x: bounds.size.width * layer.anchorPoint.x, y: bounds.size.height * layer.anchorPoint.y).applying(transform)")
            l.add("var position = layer.position")
            l.add("position.x -= oldPoint.x")
            l.add("position.x += newPoint.x")
            l.add("position.y -= oldPoint.y")
            l.add("position.y += newPoint.y")
            l.add("layer.position = position")
            l.add("layer.anchorPoint = newAnchor")
            l.add("")
            let mode: String = switch p.calculationMode {
            case .linear: ".calculationModeLinear"
            case .discrete: ".calculationModeDiscrete"
            case .paced: ".calculationModePaced"
            case .cubic: ".calculationModeCubic"
            case .cubicPaced: ".calculationModeCubicPaced"
            }
            // UIView.KeyframeAnimationOptions declares no curve; its raw values share
            // UIView.AnimationOptions' bit layout, whose curve field (bits 16-19) sets the
            // block's overall curve: easeInEaseOut when the field is 0, as with the seed's
            // `options: []` (ReelTimeline's animateKeyframes models the same).
            let curve = UIKitCurve(p.curve)
            var options = [mode]
            if case .option(let option?) = curve {
                options.append("UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions\(option).rawValue)")
            }
            if case .transaction(let fn) = curve {
                l.add("// The keyframes' overall curve has no option: the enclosing transaction names it.")
                l.add("CATransaction.begin()")
                l.add("CATransaction.setAnimationTimingFunction(\(fn))")
            }
            l.block("UIView.animateKeyframes(withDuration: duration, delay: 0, options: [\(options.joined(separator: ", "))], animations: {", close: "}, completion: nil)") { l in
                l.add("// Keyframe k spans 1/numberOfFrames from k/numberOfFrames: -angle, +angle, …, then identity.")
                l.block("for k in 0..<numberOfFrames {") { l in
                    l.block("UIView.addKeyframe(withRelativeStartTime: Double(k) / Double(numberOfFrames), relativeDuration: 1 / Double(numberOfFrames)) {") { l in
                        l.add("if k == numberOfFrames - 1 {")
                        l.indented { $0.add("self.transform = CGAffineTransform.identity") }
                        l.add("} else {")
                        l.indented { $0.add("self.transform = CGAffineTransform(rotationAngle: k % 2 == 0 ? -angle : +angle)") }
                        l.add("}")
                    }
                }
            }
            if case .transaction = curve { l.add("CATransaction.commit()") }
        }
        return Method(name: name, call: "host.\(name)()", lines: l.lines)
    }
}
