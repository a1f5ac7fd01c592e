import Foundation
import Testing
import ReelModels
import ReelTimeline
@testable import ReelSwift

/// Real-world animation code in the styles people write it (Corpus/), each file evaluated and
/// checked against an expectation computed independently: Core Animation's formulas (the
/// damped spring, cubic timing, keyframe values at their key times) at frame times.
@Suite struct CorpusTests {
    static let measure = FixedAdvanceMetrics()
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The clip of `run` on a corpus file: 50 fps, no lead-in, so frame k is k/50 s after the run starts.
    static func clip(_ file: String, run: String?, hold: Double = 0.5, length: Double? = nil) throws -> Clip {
        let text = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
        var timing = ClipTiming(); timing.leadIn = 0; timing.hold = hold
        let request = SwiftSceneRequest(program: SwiftProgram(fileName: file, text: text, run: run),
                                        timing: timing, length: length, measure: measure)
        return try SwiftScene.make(request).scene.makeClip(measure: measure)
    }

    static func badge(_ clip: Clip, at seconds: Double) -> LayerState {
        clip.snapshot(frame: Int((seconds * 50).rounded())).layers[1]
    }

    @Test func extensionWithForceParameter() throws {
        // badge.shake(force: 2): rotation keyframes 0, −a, a, −a/2, a/2, 0 (a = 0.12 × 2) at
        // key times 0, 0.2 … 1 of 0.4 s, the whole animation eased by easeInEaseOut.
        let clip = try Self.clip("UIView+Shake.swift", run: "badge.shake(force: 2)")
        let a = 0.24
        let values = [0, -a, a, -a / 2, a / 2, 0]
        let ease = TimingFunction.easeInEaseOut
        for k in 0...20 {
            let t = Double(k) / 50
            let progress = ease(t / 0.4)
            let segment = min(Int(progress / 0.2), 4)
            let local = (progress - Double(segment) * 0.2) / 0.2
            let expected = values[segment] + (values[segment + 1] - values[segment]) * local
            #expect(abs(Self.badge(clip, at: t).rotation - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test func keyframeLoop() throws {
        // Five keyframes of a fifth of the block each, linear between their values; the block's
        // time eased by easeInEaseOut (UIKit's keyframe blocks' default curve).
        let clip = try Self.clip("Wiggle.swift", run: "badge.wiggle()")
        let values = [0, 0.2, -0.2, 0.15, -0.15, 0]
        let ease = TimingFunction.easeInEaseOut
        for k in 0...30 {
            let t = Double(k) / 50
            let p = ease(min(1, t / 0.6))
            let i = min(Int(p / 0.2), 4)
            let expected = values[i] + (values[i + 1] - values[i]) * (p - 0.2 * Double(i)) / 0.2
            #expect(abs(Self.badge(clip, at: t).rotation - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test func springWithCompletion() throws {
        // A spring to 1.3 over 0.6 s (damping ratio 0.45: it overshoots), then 0.2 s back to identity.
        let clip = try Self.clip("SpringPop.swift", run: "springPop(badge)")
        #expect(abs(Self.badge(clip, at: 0).scaleX - 0.6) < 1e-9)
        #expect(abs(Self.badge(clip, at: 0.6).scaleX - 1.3) < 1e-6)
        #expect((1...29).contains { Self.badge(clip, at: Double($0) / 50).scaleX > 1.3 + 1e-3 })
        #expect(abs(Self.badge(clip, at: 0.8).scaleX - 1) < 1e-9)
    }

    @Test func groupWithBeginTimesAndOldNames() throws {
        // grow 0–0.15 s (easeOut), shrink 0.15–0.4 s (easeIn), fade 1 → 0.7 over 0.2 s and back;
        // the group repeats twice, then is removed (the model's values return).
        let clip = try Self.clip("GroupPulse.swift", run: "Pulser(target: badge).pulse()")
        let out = TimingFunction.easeOut, inn = TimingFunction.easeIn
        func scale(_ t: Double) -> Double {
            let local = t.truncatingRemainder(dividingBy: 0.4)
            if local < 0.15 { return 1 + 0.25 * out(local / 0.15) }
            return 1.25 - 0.25 * inn((local - 0.15) / 0.25)
        }
        func opacity(_ t: Double) -> Double {
            let local = t.truncatingRemainder(dividingBy: 0.4)
            return local <= 0.2 ? 1 - 0.3 * local / 0.2 : 0.7 + 0.3 * (local - 0.2) / 0.2
        }
        for k in 0..<40 {
            let t = Double(k) / 50
            let state = Self.badge(clip, at: t)
            #expect(abs(state.scaleX - scale(t)) < 1e-9, "scale at \(t)")
            #expect(abs(state.opacity - opacity(t)) < 1e-9, "opacity at \(t)")
        }
        #expect(abs(Self.badge(clip, at: 0.84).scaleX - 1) < 1e-12)
    }

    @Test func transactionBlock() throws {
        // Opacity 1 → 0.25 over the transaction's 0.5 s with cubic-bezier(0.25, 0.1, 0.25, 1);
        // the completion block then sets 1 (a view's layer: no implicit animation).
        let clip = try Self.clip("TransactionFade.swift", run: "fadeBadge(badge)")
        let curve = TimingFunction(0.25, 0.1, 0.25, 1)
        for k in 0..<25 {
            let t = Double(k) / 50
            #expect(abs(Self.badge(clip, at: t).opacity - (1 - 0.75 * curve(t / 0.5))) < 1e-9, "t = \(t)")
        }
        #expect(abs(Self.badge(clip, at: 0.5).opacity - 1) < 1e-9)
    }

    @Test func propertyAnimators() throws {
        // center.y − 12 over 0.3 s easeIn, then a 0.5 s spring (damping ratio 0.5) back.
        let clip = try Self.clip("PropertyAnimatorSlide.swift", run: "slideAndSettle(badge)")
        let y0 = Self.badge(clip, at: 0).position.y
        let ease = TimingFunction.easeIn
        for k in 0...15 {
            let t = Double(k) / 50
            #expect(abs(Self.badge(clip, at: t).position.y - (y0 - 12 * ease(t / 0.3))) < 1e-9, "t = \(t)")
        }
        #expect(abs(Self.badge(clip, at: 0.8).position.y - y0) < 1e-6)
    }

    @Test func asyncAfterChain() throws {
        // Flashes at 0, 0.2, 0.4 s: alpha 0.2 at once, back to 1 over 0.1 s (easeInOut).
        let clip = try Self.clip("AsyncChain.swift", run: "Blinker(interval: 0.2).run(on: badge)")
        let ease = TimingFunction.easeInEaseOut
        for start in [0.0, 0.2, 0.4] {
            for k in 0...9 {
                let t = start + Double(k) / 50
                let expected = 0.2 + 0.8 * ease(min(1, (t - start) / 0.1))
                #expect(abs(Self.badge(clip, at: t).opacity - expected) < 1e-9, "t = \(t)")
            }
        }
    }

    @Test func endlessSpringPlaysTwoCycles() throws {
        // The damped oscillator x(t) = 1 − 0.3 e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t),
        // ω₀ = √(k/m), ζ = c / (2√(km)); repeating forever, the clip plays two settling durations.
        let clip = try Self.clip("CASpringScale.swift", run: "springForever(badge.layer)", hold: 0)
        let k = 180.0, m = 1.0, c = 9.0
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot()), wd = w0 * (1 - zeta * zeta).squareRoot()
        func x(_ t: Double) -> Double { 1 - 0.3 * exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)) }
        for f in 0..<25 {
            let t = Double(f) / 50
            #expect(abs(Self.badge(clip, at: t).scaleX - x(t)) < 1e-9, "t = \(t)")
        }
        // Endless, yet a finite clip: two cycles of the settling duration (over half a second each).
        #expect(clip.duration > 1 && clip.duration < 10)
    }
}
