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
        if p.springStiffness != nil { return "a physical spring (springStiffness)" }
        if p.repeatCount != 0 { return "repeatCount \(plainNumber(p.repeatCount))" }
        if p.repeatDuration != 0 { return "repeatDuration \(plainNumber(p.repeatDuration))" }
        if p.values.image != nil { return imageUnwritten }
        return nil
    }

    /// A part's image (a UIButton's, `image:`): the file the writer makes has no button.
    static let imageUnwritten = "an image (image)"

    /// Why `a` is not written yet, or nil when it is.
    static func unwritten(_ a: ViewKeyframesAction) -> String? {
        if a.block.repeatCount != 0 { return "repeatCount \(plainNumber(a.block.repeatCount))" }
        if a.block.repeatDuration != 0 { return "repeatDuration \(plainNumber(a.block.repeatDuration))" }
        if a.keyframes.contains(where: { $0.values.image != nil }) { return imageUnwritten }
        return nil
    }

    /// `UIView.animate` around `body` (the assignments the block makes), as `p` times it.
    static func animate(_ p: ViewAnimateParameters, body: [String], to l: inout SwiftLines) {
        var options: [String] = []
        let curve = UIKitCurve(p.curve)
        if p.springDamping == nil, case .option(let option?) = curve { options.append(option) }
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
        l.block(open, close: "})") { l in for line in body { l.add(line) } }
        if transaction != nil { l.add("CATransaction.commit()") }
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
