/// Chained `UIView.animate` calls, each started from the previous one's completion, as
/// BadgeHub writes pop() and bump(): ReelTimeline's `animateChain` is this (each step begins
/// when the previous completes and starts from its target).
enum UIKitChain {
    /// One step: its duration's expression and the lines of its animations closure.
    struct Step {
        var duration: String
        var body: [String]
    }

    static func add(_ steps: ArraySlice<Step>, curve: UIKitCurve, to l: inout SwiftLines) {
        guard let step = steps.first else { return }
        let rest = steps.dropFirst()
        let call: String
        switch curve {
        case .option(let option?):
            call = "UIView.animate(withDuration: \(step.duration), delay: 0, options: [\(option)], animations: {"
        case .option(nil), .transaction:
            call = "UIView.animate(withDuration: \(step.duration), animations: {"
        }
        if case .transaction(let fn) = curve {
            l.add("CATransaction.begin()")
            l.add("CATransaction.setAnimationTimingFunction(\(fn))")
        }
        l.block(call, close: rest.isEmpty ? "})" : "}) { _ in") { l in
            for line in step.body { l.add(line) }
        }
        if !rest.isEmpty {
            // The completion's body, one level in, then its closing brace.
            var inner = SwiftLines()
            add(rest, curve: curve, to: &inner)
            for line in inner.lines { l.add(line.isEmpty ? "" : "    " + line) }
            l.add("}")
        }
        if case .transaction = curve { l.add("CATransaction.commit()") }
    }
}
