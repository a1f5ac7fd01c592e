import ReelModels
import ReelTimeline

/// A content transition (`action: transition`, what a Swift file's `CATransition` or
/// `UIView.transition` records) written back as a person writes it:
///
/// - a flip, and a cross-dissolve eased in, out or both (UIKit's curves but linear), as
///   `UIView.transition(with:duration:options:animations:)` — the `.transitionFlipFrom…` or
///   `.transitionCrossDissolve` option, the curve as its option (none for UIKit's default
///   `.curveEaseInOut`), and the assignments that change the view's content inside the block
///   ([Apple] UIView.transition(with:duration:options:animations:completion:): "animations: A
///   block object that contains the changes you want to make to the specified view");
/// - a push, a move-in or a reveal, and a fade paced linearly or by another curve, as a `CATransition` added to the
///   view's layer with its `type`, `subtype`, `duration` and `timingFunction`, followed by the
///   changes ([Apple] CATransition: "You can transition between a layer's states by creating
///   and adding a CATransition object to it"), with the key nil: "The special key
///   kCATransition is automatically used for transition animations. You may specify nil for
///   this parameter" ([Apple] CALayer.add(_:forKey:)).
enum UIKitTransitionCode {
    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    /// Why `p` is not written in the UIKit form, or nil when it is.
    static func unwritten(_ p: TransitionParameters) -> String? {
        if p.values.setsImage { return "a transition with \(UIKitViewBlock.imageUnwritten)" }
        // Core Animation has no public flip type (CATransition.types): only UIView.transition
        // flips, and its options name four curves (UIView.AnimationOptions).
        if p.type == .flip, case .transaction = UIKitCurve(p.curve) {
            return "a flip eased by \(UIKitCurve.timingFunction(p.curve)) (UIView.transition's options name only .curveEaseInOut, .curveEaseIn, .curveEaseOut and .curveLinear)"
        }
        return nil
    }

    /// Refuses a transition written as a `CATransition` that shares its time with another
    /// change: a `CATransition` shows every change made in its run-loop turn, before or after
    /// it is added ([Apple] CATransition; the Swift-file input records them as the transition's
    /// values), so the replay would fold that change into the transition, where the scene
    /// shows it apart. (`UIView.transition` keeps them apart: what comes before or after its
    /// block is not in it.) A Swift file's turn never records both; a scene file may.
    static func checkTurns(_ scene: Scene) throws(SwiftOutRefusal) {
        let entries = SceneSchedule(scene).entries
        for (i, entry) in entries.enumerated() {
            guard case .transition(let p) = entry.action.unplaced, !isViewTransition(p) else { continue }
            for (j, other) in entries.enumerated() where j != i && abs(other.start - entry.start) < 1e-9 && changes(other.action.unplaced, p.view) {
                throw SwiftOutRefusal(entry.action.name, "\(entry.action.name): a CATransition (\(p.type.rawValue)) of the \(p.view.rawValue) at \(plainNumber(entry.start)) s beside \(other.action.name) at that time is not written as Swift yet (a CATransition shows every change of its run-loop turn: the two would be one transition)")
            }
        }
    }

    /// Whether `action` may change `part`'s values (a plain or seed action may change any).
    private static func changes(_ action: SceneAction, _ part: ViewPart) -> Bool {
        switch action {
        case .wait, .removeAnimation, .layerAnimation: false
        case .set(let p): p.view == part
        case .viewAnimate(let p): p.view == part
        case .viewKeyframes(let a): a.block.view == part
        case .transition(let p): p.view == part
        default: true
        }
    }

    /// Whether `p` is written as `UIView.transition` (else as a `CATransition`).
    static func isViewTransition(_ p: TransitionParameters) -> Bool {
        switch p.type {
        case .flip: true
        // A linear fade is CATransition's own default pacing: written as one, without a curve.
        case .fade: if p.curve != .linear, case .option = UIKitCurve(p.curve) { true } else { false }
        case .push, .moveIn, .reveal: false
        }
    }

    /// The lines that play `p` on `view` (`host`, `badge`, `label`), `changes` being the
    /// assignments that set its values; a `CATransition` is named `name`.
    static func lines(_ p: TransitionParameters, view: String, changes: [String], name: String) -> [String] {
        var l = SwiftLines()
        if isViewTransition(p) {
            var options = [option(p)]
            if case .option(let curve?) = UIKitCurve(p.curve) { options.append(curve) }
            let spelled = options.count == 1 ? options[0] : "[\(options.joined(separator: ", "))]"
            // UIView.transition's 0 makes the change at once; a scene's 0 is Core Animation's 0.25 s.
            let duration = p.duration > 0 ? p.duration : 0.25
            let open = "UIView.transition(with: \(view), duration: \(n(duration)), options: \(spelled), animations: {"
            if changes.isEmpty {
                l.add(open + "})")
            } else {
                l.block(open, close: "})") { l in for line in changes { l.add(line) } }
            }
            return l.lines
        }
        l.add("let \(name) = CATransition()")
        // [Apple] CATransition.type: "The default is fade."
        if p.type != .fade { l.add("\(name).type = .\(p.type.rawValue)") }
        // A fade has no direction ([Apple] CATransition.subtype: "the direction of motion-based
        // transitions"); the scene keeps fromLeft there, which draws nothing.
        if p.type != .fade { l.add("\(name).subtype = .\(p.subtype.rawValue)") }
        // 0, CAMediaTiming's default, is the transaction's 0.25 s, as the scene's 0 is.
        if p.duration != 0 { l.add("\(name).duration = \(n(p.duration))") }
        // No timing function is linear pacing ([Apple] CAAnimation.timingFunction: "nil, which indicates linear pacing").
        if p.curve != .linear { l.add("\(name).timingFunction = \(UIKitCurve.timingFunction(p.curve))") }
        l.add("\(view).layer.add(\(name), forKey: nil)")
        for line in changes { l.add(line) }
        return l.lines
    }

    /// UIView.AnimationOptions' transition option for a flip or a cross-dissolve.
    private static func option(_ p: TransitionParameters) -> String {
        switch (p.type, p.subtype) {
        case (.flip, .fromRight): ".transitionFlipFromRight"
        case (.flip, .fromTop): ".transitionFlipFromTop"
        case (.flip, .fromBottom): ".transitionFlipFromBottom"
        case (.flip, _): ".transitionFlipFromLeft"
        default: ".transitionCrossDissolve"
        }
    }
}
