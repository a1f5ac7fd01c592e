import Testing
import ReelTimeline
@testable import ReelSwiftUI

/// A badge counter whose `Text` goes from "9" to "10" inside an animation: the old and the new
/// string cross-fade, each drawn at its own size, centred on the text's frame as it animates
/// (`ContentTransition`, `LayoutMotion.crossFade`) [Apple] (…/contenttransition/opacity:
/// "content fades from transparent to opaque on insertion, and from opaque to transparent on
/// removal"; …/contenttransition/interpolate: "Any changes that can't show an interpolated
/// animation use an opacity animation instead"; …/contenttransition/identity: "content
/// changes shouldn't animate"). Every frame of a clip laid out by `ClipLayout` is compared with
/// values worked out here: the text's frame centre and each text's size and opacity.
@Suite struct ContentTransitionTests {
    /// Text in `.system(size: 20)` on the grid measure: 10 points a character, 24 high.
    static let font = Font.system(size: 20)

    /// `Text(count).frame(width: 60, alignment: .leading)`, the text named "t": "9" is 10 wide,
    /// its centre 25 left of the 60-point frame's; "10" is 20 wide, its centre 20 left.
    static func badge(_ count: String) -> ViewNode {
        ViewNode.text(count, font: font).modifier(.identified("t")).modifier(.frame(width: 60, height: nil, alignment: .leading))
    }

    static let fps = 60.0
    /// The change's frame and time: frame 6, 0.1 s.
    static let changeFrame = 6
    static var changeTime: Double { Double(changeFrame) / fps }

    /// A clip of `frames` frames: "9" until the change, "10" from it, the text's frame (and
    /// content) moving with `animation`, its content transition `transition` (nil: none set).
    static func clip(_ animation: Animation?, _ transition: ContentTransition?, from old: String = "9", to new: String = "10",
                     frames: Int = 120) -> ViewClip {
        let change = LayoutChange(frame: changeFrame, time: changeTime, before: badge(old), after: badge(new),
                                  animations: animation.map { ["t": $0] } ?? [:],
                                  contentTransitions: transition.map { ["t": $0] } ?? [:])
        return ViewClip(fps: fps, frames: (0..<frames).map { badge($0 < changeFrame ? old : new) }, contentName: "Badge", layoutChanges: [change])
    }

    static func centre(_ item: PlacedItem) -> Point {
        let f = item.frame
        return item.transform.apply(Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2))
    }

    static func text(_ item: PlacedItem) -> String? {
        if case let .text(s, _) = item.content { return s }
        return nil
    }

    /// Checks each frame: the text frame's centre at x(e) (y 0), "10" drawn 20 × 24 at opacity
    /// new(e), and while old(e) is not nil "9" drawn 10 × 24 under it at that opacity, both
    /// centred on the same point. `e` is the time since the change.
    static func expectCrossFade(_ clip: ViewClip, x: (Int, Double) -> Double, newOpacity: (Int, Double) -> Double,
                                oldOpacity: (Int, Double) -> Double?, tolerance: Double = 1e-9, fadingFrames: Int = 30) {
        let frames = ClipLayout(measure: GridMeasure()).frames(of: clip)
        var fading = 0
        for (k, frame) in frames.enumerated() where k >= changeFrame {
            let e = Double(k) / fps - changeTime
            let texts = frame.items.filter { text($0) != nil }
            let old = oldOpacity(k, e)
            guard texts.count == (old == nil ? 1 : 2) else {
                Issue.record("frame \(k) (\(e) s): \(texts.map { "\(text($0)!)@\($0.opacity)" }), expected \(old == nil ? "10 alone" : "9 under 10")")
                continue
            }
            if old != nil { fading += 1 }
            let now = texts.last!
            #expect(text(now) == "10" && now.frame.size == Size(width: 20, height: 24), "frame \(k): \(now.content) \(now.frame.size)")
            #expect(abs(centre(now).x - x(k, e)) <= tolerance && abs(centre(now).y) <= 1e-9, "frame \(k) (\(e) s): 10 centred at \(centre(now)), expected x \(x(k, e))")
            #expect(abs(now.opacity - newOpacity(k, e)) <= tolerance, "frame \(k) (\(e) s): 10 at opacity \(now.opacity), expected \(newOpacity(k, e))")
            guard let old else { continue }
            let was = texts[0]
            #expect(text(was) == "9" && was.frame.size == Size(width: 10, height: 24), "frame \(k): \(was.content) \(was.frame.size)")
            #expect(abs(centre(was).x - x(k, e)) <= tolerance && abs(centre(was).y) <= 1e-9, "frame \(k) (\(e) s): 9 centred at \(centre(was)), expected x \(x(k, e))")
            #expect(abs(was.opacity - old) <= tolerance, "frame \(k) (\(e) s): 9 at opacity \(was.opacity), expected \(old)")
            #expect(was.path != now.path, "frame \(k): both texts named \(now.path)")
        }
        #expect(fadingFrames == 0 ? fading == 0 : fading >= fadingFrames, "\(fading) frames cross-fading")
    }

    /// Linear, one second, progress f = e: the centre moves from −25 to −20 (x = −25 + 5f), "10"
    /// fades in at f and "9" out at 1 − f, until the animation ends at e = 1 (the frame at
    /// 1 s shows "10" alone: the animation is removed there).
    static func expectLinear(_ transition: ContentTransition?) {
        let clip = clip(.linear(duration: 1), transition)
        func f(_ e: Double) -> Double { min(1, max(0, e)) }
        // The linear curve is solved as a Bézier to 2⁻²⁰ (UnitCurve): 1e-6 of each change.
        expectCrossFade(clip, x: { _, e in -25 + 5 * f(e) }, newOpacity: { _, e in f(e) },
                        oldOpacity: { _, e in e < 1 - 1e-9 ? 1 - f(e) : nil }, tolerance: 1e-5)
    }

    @Test func aChangedTextCrossFadesByDefault() { Self.expectLinear(nil) }
    @Test func opacityCrossFades() { Self.expectLinear(.opacity) }
    /// "9" and "10" are different strings: no glyph pairs to interpolate, so `.interpolate`
    /// falls back to the opacity animation Apple names.
    @Test func interpolateBetweenDifferentStringsCrossFades() { Self.expectLinear(.interpolate) }

    /// Under a spring (response 0.5, ζ 0.825, SwiftUI's `.spring(response:dampingFraction:)`
    /// defaults): the frame follows a four-component fluid spring moved by (5, 0, 10, 0), and
    /// each opacity a one-component spring of its own, 0 → 1 and 1 → 0, each ending when its
    /// own magnitude settles (the frame's and the opacities' ends differ). Reference values
    /// from independent `AnimatedValue`s fed the same change, asked frame by frame in order.
    @Test func aSpringCrossFadesWithTheSpringsProgress() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let clip = Self.clip(spring, nil, frames: 150)
        var frameValue = AnimatedValue(AnimatableVector([-25, 0, 10, 24]), tracksCompletion: false)
        frameValue.set(AnimatableVector([-20, 0, 20, 24]), animation: spring, at: Self.changeTime)
        var fadeIn = AnimatedValue(AnimatableVector(0), tracksCompletion: false)
        fadeIn.set(AnimatableVector(1), animation: spring, at: Self.changeTime)
        var fadeOut = AnimatedValue(AnimatableVector(1), tracksCompletion: false)
        fadeOut.set(AnimatableVector(0), animation: spring, at: Self.changeTime)
        var xs: [Int: Double] = [:], ins: [Int: Double] = [:], outs: [Int: Double?] = [:]
        var overshoot = false
        for k in Self.changeFrame..<clip.frames.count {
            let t = Double(k) / Self.fps
            xs[k] = frameValue.value(at: t).components[0]
            ins[k] = min(1, max(0, fadeIn.value(at: t).scalar))
            let o = fadeOut.value(at: t).scalar
            // An old text at opacity 0 (the spring past transparent) is not drawn.
            outs[k] = fadeOut.isAnimating && o > 0 ? min(1, o) : nil
            if fadeIn.value(at: t).scalar > 1 { overshoot = true }
        }
        #expect(overshoot, "the spring never overshoots: the clamp is not exercised")
        // The old text is drawn until the spring first passes transparent (0.38 s in).
        Self.expectCrossFade(clip, x: { k, _ in xs[k]! }, newOpacity: { k, _ in ins[k]! }, oldOpacity: { k, _ in outs[k]! }, fadingFrames: 20)
    }

    /// `.identity`: "content changes shouldn't animate" — "10" alone from the change, fully
    /// opaque, while its frame still moves with the animation.
    @Test func identitySwapsTheContentWhileTheFrameMoves() {
        let clip = Self.clip(.linear(duration: 1), .identity)
        Self.expectCrossFade(clip, x: { _, e in -25 + 5 * min(1, e) }, newOpacity: { _, _ in 1 }, oldOpacity: { _, _ in nil },
                             tolerance: 1e-5, fadingFrames: 0)
    }

    /// Without an animation nothing cross-fades, whatever the transition ("Content transitions
    /// only take effect within the context of an Animation block").
    @Test func aChangeWithoutAnAnimationSwapsAtOnce() {
        for transition in [nil, ContentTransition.opacity, .interpolate] {
            Self.expectCrossFadeNone(Self.clip(nil, transition))
        }
    }

    static func expectCrossFadeNone(_ clip: ViewClip) {
        expectCrossFade(clip, x: { _, _ in -20 }, newOpacity: { _, _ in 1 }, oldOpacity: { _, _ in nil }, fadingFrames: 0)
    }

    /// A second change while the first still fades ("9" → "10" at 0.1 s, "10" → "11" at
    /// 0.6 s, each linear over one second): "9" keeps fading on its own run, "10" fades out
    /// from where its fade-in is (the two runs combined, as every animated number's are), and
    /// "11" fades in from 0.
    @Test func aSecondChangeFadesTheShownTextOutFromWhereItWas() {
        let linear = Animation.linear(duration: 1)
        let first = LayoutChange(frame: 6, time: 6 / Self.fps, before: Self.badge("9"), after: Self.badge("10"), animations: ["t": linear])
        let second = LayoutChange(frame: 36, time: 36 / Self.fps, before: Self.badge("10"), after: Self.badge("11"), animations: ["t": linear])
        let clip = ViewClip(fps: Self.fps, frames: (0..<120).map { Self.badge($0 < 6 ? "9" : $0 < 36 ? "10" : "11") }, contentName: "Badge",
                            layoutChanges: [first, second])
        let frames = ClipLayout(measure: GridMeasure()).frames(of: clip)
        // At 0.85 s (frame 51): 9 is at 1 − 0.75 = 0.25. 10's opacity model went 0 → 1 (first
        // change, linear from 0.1 s) then 1 → 0 (second, from 0.6 s), combined: the run before
        // the second change shows 0.75 at 0.85 s, and the second moves from it toward 0 by
        // 0.25: 0.75 − 0.75·0.25 = 0.5625. 11 at 0.25.
        let texts = frames[51].items.filter { Self.text($0) != nil }
        #expect(texts.map { Self.text($0)! } == ["9", "10", "11"], "\(texts.map { Self.text($0)! })")
        guard texts.count == 3 else { return }
        #expect(abs(texts[0].opacity - 0.25) <= 1e-5, "9 at \(texts[0].opacity)")
        #expect(abs(texts[1].opacity - 0.5625) <= 1e-5, "10 at \(texts[1].opacity)")
        #expect(abs(texts[2].opacity - 0.25) <= 1e-5, "11 at \(texts[2].opacity)")
        #expect(Set(texts.map(\.path)).count == 3, "\(texts.map(\.path))")
    }

    /// The forms this model does not draw are named, for the stage to refuse the run at the
    /// change: a numeric text's roll (both spellings), an interpolated font change.
    @Test func unmodelledContentChangesAreNamed() {
        let nine = ("9", Self.font.resolved), ten = ("10", Self.font.resolved)
        for (transition, spelled) in [(ContentTransition.numericText(.countsDown(false)), "numericText(countsDown: false)"),
                                      (.numericText(.value(10)), "numericText(value: 10.0)")] {
            guard case let .refused(reason) = transition.effect(from: nine, to: ten, animated: true) else {
                Issue.record("\(spelled) was not refused"); continue
            }
            #expect(reason.contains(spelled), "\(reason)")
            #expect(transition.effect(from: nine, to: ten, animated: false) == .swap)
        }
        let bold = ("9", Font.system(size: 20, weight: .bold).resolved)
        guard case let .refused(reason) = ContentTransition.interpolate.effect(from: nine, to: bold, animated: true) else {
            Issue.record("an interpolated font change was not refused"); return
        }
        #expect(reason.contains("contentTransition(.interpolate)"), "\(reason)")
        #expect(ContentTransition.opacity.effect(from: nine, to: bold, animated: true) == .crossFade)

        var motion = LayoutMotion(layout: ViewLayout(measure: GridMeasure()))
        motion.apply(LayoutChange(frame: 6, time: 0.1, before: Self.badge("9"), after: Self.badge("10"), animations: ["t": .linear(duration: 1)],
                                  contentTransitions: ["t": .numericText(.countsDown(false))]))
        #expect(motion.unmodelledContentChange?.view == "t")
    }
}
