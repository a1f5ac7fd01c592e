import ReelModels
import ReelTimeline

/// A seed animation's UIKit method, rendered from what its own file says it is
/// (`SeedAnimation.uikitMethod(setup:)`): BadgeHub's pop(), bump() and blink() and the Shaky
/// Bell's shakeWith(duration:angle:yOffset:) as `extension UIView` methods that need nothing
/// but UIKit. The writer spells the numbers, the chained blocks and the keyframe options; it
/// names no seed.
///
/// The seed declares its sizes and times as `Float` (`let timeStart: Float = 0.05`); the
/// methods use `CGFloat` and `TimeInterval` (Double), so a tuned value reaches UIKit as the
/// Double BadgeReel animates, not rounded to single precision.
enum UIKitSeedCode {
    /// The method's name, what `--run` calls and on which view, and its declaration.
    struct Method {
        var name: String
        /// `badge.badgePop()`.
        var call: String
        var lines: [String]
    }

    /// `animation`'s method named `name` (its own name when nil), or nil when it has no UIKit form.
    static func method(for animation: BadgeAnimation, name: String? = nil, setup: BadgeSetup) -> Method? {
        animation.parameters.uikitMethod(setup: setup).map { render($0, name: name ?? $0.name) }
    }

    /// Whether `animation` has a UIKit form.
    static func writes(_ animation: BadgeAnimation, setup: BadgeSetup) -> Bool {
        animation.parameters.uikitMethod(setup: setup) != nil
    }

    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    static func render(_ m: SeedSwiftMethod, name: String) -> Method {
        var l = SwiftLines()
        for line in m.summary { l.add("/// \(line)") }
        let parameters = m.parameters.map { p in "\(p.label): \(p.type)" + (p.defaultValue.map { " = \(n($0))" } ?? "") }
        l.block("func \(name)(\(parameters.joined(separator: ", "))) {") { l in add(m.body, to: &l) }
        return Method(name: name, call: "\(m.receiver.rawValue).\(name)(\(m.arguments))", lines: l.lines)
    }

    private static func add(_ code: [SeedSwiftCode], to l: inout SwiftLines) {
        for piece in code {
            switch piece {
            case .line(let text): l.add(text)
            case .blank: l.add("")
            case .constant(let name, let type, let value): l.add("let \(name): \(type) = \(n(value))")
            case .block(let open, let body, let close): l.block(open, close: close) { add(body, to: &$0) }
            case .indented(let body): l.indented { add(body, to: &$0) }
            case .chain(let curve, let steps):
                UIKitChain.add(steps.map { UIKitChain.Step(duration: $0.duration, body: $0.body) }[...], curve: UIKitCurve(curve), to: &l)
            case .keyframes(let duration, let mode, let curve, let body):
                keyframes(duration: duration, mode: mode, curve: curve, body: body, to: &l)
            }
        }
    }

    /// `UIView.KeyframeAnimationOptions`' name for `mode`.
    static func calculationModeOption(_ mode: CalculationMode) -> String {
        switch mode {
        case .linear: ".calculationModeLinear"
        case .discrete: ".calculationModeDiscrete"
        case .paced: ".calculationModePaced"
        case .cubic: ".calculationModeCubic"
        case .cubicPaced: ".calculationModeCubicPaced"
        }
    }

    /// UIView.animateKeyframes with the calculation mode and the block's overall curve.
    private static func keyframes(duration: String, mode: CalculationMode, curve fn: TimingFunction, body: [SeedSwiftCode],
                                  to l: inout SwiftLines) {
        let modeOption = calculationModeOption(mode)
        // UIView.KeyframeAnimationOptions declares no curve; its raw values share
        // UIView.AnimationOptions' bit layout, whose curve field (bits 16-19) sets the
        // block's overall curve: easeInEaseOut when the field is 0, as with the seed's
        // `options: []` (ReelTimeline's animateKeyframes models the same).
        let curve = UIKitCurve(fn)
        var options = [modeOption]
        if case .option(let option?) = curve {
            options.append("UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions\(option).rawValue)")
        }
        if case .transaction(let fn) = curve {
            l.add("// The keyframes' overall curve has no option: the enclosing transaction names it.")
            l.add("CATransaction.begin()")
            l.add("CATransaction.setAnimationTimingFunction(\(fn))")
        }
        l.block("UIView.animateKeyframes(withDuration: \(duration), delay: 0, options: [\(options.joined(separator: ", "))], animations: {", close: "}, completion: nil)") { l in
            add(body, to: &l)
        }
        if case .transaction = curve { l.add("CATransaction.commit()") }
    }
}
