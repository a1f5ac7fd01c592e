import ReelModels
import ReelTimeline

/// A Swift file's UIView animation blocks (`viewAnimate`, `viewKeyframes`), written back as
/// a person writes them: `UIView.animate(withDuration:delay:options:animations:)` (or its
/// `usingSpringWithDamping:` form) around the assignments the block makes, and
/// `UIView.animateKeyframes` with one `UIView.addKeyframe` block per keyframe.
enum UIKitViewBlock {
    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    /// Why `p` is not written yet, or nil when it is.
    static func unwritten(_ p: ViewAnimateParameters) -> String? {
        if let spring = physicalSpring(p) {
            // UIViewPropertyAnimator has no repeat or autoreverse option, and starts from what
            // the layer shows only by its own interruption rules.
            if p.repeatCount != 0 || p.repeatDuration != 0 || p.autoreverses || p.beginFromCurrentState {
                return "a physical spring (springStiffness) that repeats, autoreverses or begins from the current state"
            }
            // UIKit runs such a spring for its own settling time, whatever the animator's duration
            // (UIViewPropertyAnimator(duration:timingParameters:)): a block timed otherwise has no UIKit form.
            if p.duration != spring.settlingDuration {
                return "a physical spring (springStiffness) lasting \(plainNumber(p.duration)) s, not its settling time \(SwiftLiteral.computed(spring.settlingDuration)) s"
            }
        }
        if p.repeatDuration != 0, repeatCount(for: p) == nil {
            return "repeatDuration \(plainNumber(p.repeatDuration)) (not a count UIKit's block takes: \(plainNumber(p.repeatDuration)) s is no short decimal number of \(p.autoreverses ? "there-and-back " : "")runs of \(plainNumber(p.duration)) s)"
        }
        if p.values.setsImage { return imageUnwritten }
        return nil
    }

    /// A part's image set inside an animation block (a `set`'s is written: UIKitImageParts).
    static let imageUnwritten = "an image (image, imageSize, contentMode)"

    /// A block's repeatDuration as the repeat count that lasts as long, where that count is a
    /// short decimal that says it exactly; nil otherwise. UIKit's block API has no repeat
    /// duration: `.repeat` repeats "indefinitely" (UIView.AnimationOptions.repeat) and
    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` takes a count; a
    /// Swift file's endless `.repeat` is recorded as the repeatDuration that reaches the
    /// clip's end (ViewAnimationRepeat). Core Animation's active duration is the repeat
    /// duration, or the count times the duration, doubled when it autoreverses
    /// (CAMediaTiming.repeatDuration, .repeatCount, .autoreverses; MediaTiming here), so a
    /// count of repeatDuration ÷ (duration × (autoreverses ? 2 : 1)) runs exactly as long,
    /// through the same iterations, and ends as it does.
    static func repeatCount(for p: ViewAnimateParameters) -> Double? {
        guard p.repeatCount == 0, p.repeatDuration > 0, p.repeatDuration.isFinite else { return nil }
        // Core Animation runs a zero duration as 0.25 s (MediaTiming.effectiveDuration).
        let duration = Rational(reading: p.duration > 0 ? p.duration : 0.25)
        let count = Rational(reading: p.repeatDuration) / (duration * Rational(p.autoreverses ? 2 : 1))
        guard let written = Double(SwiftLiteral.computed(count.doubleValue)), written > 0,
              SwiftLiteral.significantDigits(SwiftLiteral.number(written)) <= 6, Rational(reading: written) == count else { return nil }
        return written
    }

    /// Why `a` is not written yet, or nil when it is.
    static func unwritten(_ a: ViewKeyframesAction) -> String? {
        if a.block.repeatCount != 0 { return "repeatCount \(plainNumber(a.block.repeatCount))" }
        if a.block.repeatDuration != 0 { return "repeatDuration \(plainNumber(a.block.repeatDuration))" }
        if a.keyframes.contains(where: { $0.values.setsImage }) { return imageUnwritten }
        return nil
    }

    /// The spring a block gives by its physics (springStiffness), nil for a curve or a ratio.
    static func physicalSpring(_ p: ViewAnimateParameters) -> SpringParameters? {
        if case .physicalSpring(let spring) = p.timelineCurve { return spring }
        return nil
    }

    /// `UIView.animate` around `body` (the assignments the block makes), as `p` times it; a
    /// physical spring as a `UIViewPropertyAnimator` named `animator`.
    static func animate(_ p: ViewAnimateParameters, body: [String], animator: String, to l: inout SwiftLines) {
        if let spring = physicalSpring(p) {
            propertyAnimator(p, spring: spring, body: body, name: animator, to: &l)
            return
        }
        // A finite repeat: `.repeat` with the count and autoreverse given by
        // UIView.modifyAnimations(withRepeatCount:autoreverses:animations:), which Apple says
        // is called "from within an enclosing animation block" (iOS 13 and later).
        // A repeat duration as the count that lasts as long (repeatCount(for:)).
        let count = p.repeatCount != 0 ? p.repeatCount : repeatCount(for: p) ?? 0
        let repeats = count != 0
        var options: [String] = []
        let curve = UIKitCurve(p.curve)
        if p.springDamping == nil, case .option(let option?) = curve { options.append(option) }
        if repeats { options.append(".repeat") }
        if p.autoreverses { options.append(".autoreverse") }
        if p.beginFromCurrentState { options.append(".beginFromCurrentState") }
        let open: String
        if let ratio = p.springDamping {
            // UIKit: "the spring's damping ratio … initialSpringVelocity … 1 corresponds to the
            // total animation distance traversed in one second" (UIView.animate(withDuration:
            // delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)).
            open = "UIView.animate(withDuration: \(n(p.duration)), delay: \(n(p.delay)), usingSpringWithDamping: \(n(ratio)), initialSpringVelocity: \(n(p.springVelocity)), options: [\(options.joined(separator: ", "))], animations: {"
        } else if p.delay == 0 && options.isEmpty {
            open = "UIView.animate(withDuration: \(n(p.duration)), animations: {"
        } else {
            open = "UIView.animate(withDuration: \(n(p.duration)), delay: \(n(p.delay)), options: [\(options.joined(separator: ", "))], animations: {"
        }
        let transaction: String? = if p.springDamping == nil, case .transaction(let fn) = curve { fn } else { nil }
        if let transaction {
            l.add("CATransaction.begin()")
            l.add("CATransaction.setAnimationTimingFunction(\(transaction))")
        }
        l.block(open, close: "})") { l in
            if repeats {
                if p.repeatCount == 0 {
                    l.add("// repeatDuration \(n(p.repeatDuration)) s: \(n(count)) runs of \(n(p.duration)) s\(p.autoreverses ? " there and back" : "")")
                }
                l.block("UIView.modifyAnimations(withRepeatCount: \(n(count)), autoreverses: \(p.autoreverses)) {") { l in
                    for line in body { l.add(line) }
                }
            } else {
                for line in body { l.add(line) }
            }
        }
        if transaction != nil { l.add("CATransaction.commit()") }
    }

    /// A spring given by its physics: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// driving a `UIViewPropertyAnimator`, the form UIKit has for it. UIKit ignores the
    /// animator's duration for such a spring and runs it for the spring's own settling time,
    /// which the file writes as the duration so the number is the one that happens. The
    /// initial velocity is a vector; for a value that is not a 2-D motion UIKit takes its
    /// magnitude (`dx` here, as the block recorded it).
    private static func propertyAnimator(_ p: ViewAnimateParameters, spring: SpringParameters, body: [String], name: String,
                                         to l: inout SwiftLines) {
        let timing = "UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), initialVelocity: CGVector(dx: \(n(spring.initialVelocity)), dy: 0.0))"
        l.add("let \(name) = UIViewPropertyAnimator(duration: \(SwiftLiteral.computed(p.duration)), timingParameters: \(timing)) // the spring's settling time")
        l.block("\(name).addAnimations {") { l in for line in body { l.add(line) } }
        l.add(p.delay == 0 ? "\(name).startAnimation()" : "\(name).startAnimation(afterDelay: \(n(p.delay)))")
    }

    /// `UIView.animateKeyframes` with `keyframes`, each its relative start and length and the
    /// assignments its block makes.
    static func keyframes(_ block: ViewKeyframesParameters, _ keyframes: [(start: Double, duration: Double, body: [String])],
                          to l: inout SwiftLines) {
        var options = [UIKitSeedCode.calculationModeOption(block.calculationMode)]
        let curve = UIKitCurve(block.curve)
        // The block's overall curve in UIView.AnimationOptions' curve bits (UIKitSeedCode).
        if case .option(let option?) = curve {
            options.append("UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions\(option).rawValue)")
        }
        if block.autoreverses { options.append(".autoreverse") }
        if block.beginFromCurrentState { options.append(".beginFromCurrentState") }
        if case .transaction(let fn) = curve {
            l.add("CATransaction.begin()")
            l.add("CATransaction.setAnimationTimingFunction(\(fn))")
        }
        l.block("UIView.animateKeyframes(withDuration: \(n(block.duration)), delay: \(n(block.delay)), options: [\(options.joined(separator: ", "))], animations: {", close: "})") { l in
            for k in keyframes {
                l.block("UIView.addKeyframe(withRelativeStartTime: \(n(k.start)), relativeDuration: \(n(k.duration))) {") { l in
                    for line in k.body { l.add(line) }
                }
            }
        }
        if case .transaction = curve { l.add("CATransaction.commit()") }
    }
}
