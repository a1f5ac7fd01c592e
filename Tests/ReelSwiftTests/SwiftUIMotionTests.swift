import Foundation
import Testing
import ReelModels
import ReelSwiftUI
@testable import ReelSwift

/// Issue 39's motion half: keyframe and phase animators, buttons tapped and pressed by the run,
/// timers, each frame checked against a value worked out here from the documented rule.
@Suite struct SwiftUIMotionTests {
    static let leadIn = ClipTiming().leadIn
    /// SwiftUI rounds a unit curve's value to a 2⁻²⁰ grid (docs/swiftui.md, `UnitCurve`): a
    /// linear or eased value is exact to that, times the change.
    static func tolerance(_ change: Double) -> Double { 1e-6 * abs(change) }

    static func clip(_ source: String, run: String) throws -> ViewClip {
        try #require(try SwiftUISceneTests.clip(source: source, run: run))
    }

    static func offset(_ node: ViewNode) -> (x: Double, y: Double)? {
        for case let .offset(x, y) in SwiftUISceneTests.modifiers(node) { return (x, y) }
        return nil
    }

    static func texts(_ node: ViewNode) -> [String] {
        switch node {
        case let .text(s, _): return [s]
        case let .modified(inner, modifier):
            if case let .overlay(o, _) = modifier { return texts(inner) + texts(o) }
            if case let .background(b, _) = modifier { return texts(b) + texts(inner) }
            return texts(inner)
        case let .zStack(_, children), let .hStack(_, _, children), let .vStack(_, _, children): return children.flatMap(texts)
        default: return []
        }
    }

    /// y of the unit Bézier (0,0) (x1,y1) (x2,y2) (1,1) at x, by bisection on the Bernstein form.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return b(y1, y2, (lo + hi) / 2)
    }

    // MARK: keyframeAnimator

    static let keyframes = """
        import SwiftUI
        struct Lift { var scale: CGFloat = 1; var y: Double = 0 }
        struct Grow: View {
            @State var go = 0
            var body: some View {
                Circle().frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: Lift(), trigger: go) { content, value in
                        content.scaleEffect(value.scale).offset(y: value.y)
                    } keyframes: { _ in
                        KeyframeTrack(\\.scale) {
                            LinearKeyframe(2.0, duration: 0.5)
                            LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeIn)
                        }
                        KeyframeTrack(\\.y) {
                            MoveKeyframe(-10)
                            LinearKeyframe(0, duration: 0.4)
                        }
                    }
            }
        }
        """

    @Test func keyframeTracksPlayOnTheTriggerAsTheirCurvesSay() throws {
        let clip = try Self.clip(Self.keyframes, run: "var v = Grow(); v.go += 1")
        var checked = 0
        for (k, frame) in clip.frames.enumerated() {
            let e = Double(k) / clip.fps - Self.leadIn
            let scale = try #require(SwiftUISceneTests.scale(frame))
            let y = try #require(Self.offset(frame)).y
            // Before the trigger: the initial value. Linear 1 → 2 over 0.5 s, then 2 → 1 along
            // easeIn (0.42, 0, 1, 1) over 0.5 s; y jumps to −10 (MoveKeyframe), then linear to 0.
            let expectedScale = e < 0 ? 1 : e <= 0.5 ? 1 + e / 0.5 : e <= 1 ? 2 - Self.bezier(0.42, 0, 1, 1, at: (e - 0.5) / 0.5) : 1
            let expectedY = e < 0 ? 0 : e <= 0.4 ? -10 + 10 * e / 0.4 : 0
            #expect(abs(scale - expectedScale) <= Self.tolerance(1), "scale at frame \(k) (\(e) s after the trigger): \(scale), expected \(expectedScale)")
            #expect(abs(y - expectedY) <= Self.tolerance(10), "y at frame \(k) (\(e) s after the trigger): \(y), expected \(expectedY)")
            checked += 1
        }
        #expect(checked > 60)
    }

    @Test func aRepeatingKeyframeAnimatorLoopsItsTimeline() throws {
        let source = """
            import SwiftUI
            struct Pulse: View {
                var body: some View {
                    Circle().frame(width: 10, height: 10)
                        .keyframeAnimator(initialValue: 1.0) { content, s in content.scaleEffect(s) } keyframes: { _ in
                            KeyframeTrack {
                                LinearKeyframe(3.0, duration: 0.4)
                                LinearKeyframe(1.0, duration: 0.4)
                            }
                        }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Pulse()")
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps - Self.leadIn
            // Playing from when the view appears (the run's start, after the lead-in), period
            // 0.8 s: a triangle 1 → 3 → 1.
            let phase = t.truncatingRemainder(dividingBy: 0.8)
            let expected = t < 0 ? 1 : phase <= 0.4 ? 1 + 2 * phase / 0.4 : 3 - 2 * (phase - 0.4) / 0.4
            #expect(abs(try #require(SwiftUISceneTests.scale(frame)) - expected) <= Self.tolerance(2), "frame \(k)")
        }
    }

    @Test func aKeyframeTrackOfAMissingPropertyIsRefusedWhereItIsWritten() throws {
        let source = Self.keyframes.replacingOccurrences(of: "KeyframeTrack(\\.y)", with: "KeyframeTrack(\\.rotation)")
        #expect(throws: SwiftRefusal.self) { try SwiftUISceneTests.clip(source: source, run: "var v = Grow()") }
        do {
            _ = try SwiftUISceneTests.clip(source: source, run: "var v = Grow()")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("rotation") && refusal.message.contains("scale, y"))
        }
    }

    // MARK: phaseAnimator

    @Test func aTappedPhaseAnimatorStepsThroughItsPhasesEachOnItsAnimation() throws {
        let source = """
            import SwiftUI
            struct Shake: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        Circle().frame(width: 10, height: 10)
                            .phaseAnimator([0.0, 20.0, -20.0], trigger: n) { content, x in
                                content.offset(x: x)
                            } animation: { x in
                                x == 0 ? .linear(duration: 0.23) : x > 0 ? .linear(duration: 0.41) : .linear(duration: 0.37)
                            }
                        Button("Go") { n += 1 }
                    }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Shake(); tap(\"Go\")")
        // Each step runs with the animation of the phase it moves to; the next starts on the
        // first frame at or after the current one is logically complete (frames are when the
        // animator is asked); the run ends back at the first phase.
        let fps = clip.fps
        func firstFrame(atOrAfter t: Double) -> Double { (t * fps - 1e-9).rounded(.up) / fps }
        // (Durations that end between frames, so no step's end is a tie decided by rounding.)
        let steps: [(from: Double, to: Double, duration: Double)] = [(0, 20, 0.41), (20, -20, 0.37), (-20, 0, 0.23)]
        var starts = [Self.leadIn]
        for step in steps.dropLast() { starts.append(firstFrame(atOrAfter: starts.last! + step.duration)) }
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / fps
            var expected = 0.0
            for (i, step) in steps.enumerated() where t >= starts[i] {
                expected = step.from + (step.to - step.from) * min(1, (t - starts[i]) / step.duration)
            }
            #expect(abs(try #require(Self.offset(frame)).x - expected) <= Self.tolerance(40), "frame \(k) at \(t) s: \(Self.offset(frame)!.x), expected \(expected)")
        }
        #expect(Self.offset(clip.frames.last!)?.x == 0)
    }

    // MARK: buttons

    static let pressable = """
        import SwiftUI
        struct Squash: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .scaleEffect(configuration.isPressed ? 0.5 : 1)
                    .animation(.linear(duration: 0.2), value: configuration.isPressed)
            }
        }
        struct Pad: View {
            var body: some View { Button("Hold") { }.buttonStyle(Squash()) }
        }
        """

    @Test func pressAndReleaseDriveTheStylesIsPressed() throws {
        let clip = try Self.clip(Self.pressable, run: "var v = Pad(); press(\"Hold\"); DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { release(\"Hold\") }")
        for (k, frame) in clip.frames.enumerated() {
            let e = Double(k) / clip.fps - Self.leadIn
            let expected = e < 0 ? 1 : e <= 0.2 ? 1 - 0.5 * e / 0.2 : e <= 0.5 ? 0.5 : e <= 0.7 ? 0.5 + 0.5 * (e - 0.5) / 0.2 : 1
            #expect(abs(try #require(SwiftUISceneTests.scale(frame)) - expected) <= Self.tolerance(0.5), "frame \(k): \(SwiftUISceneTests.scale(frame)!), expected \(expected)")
        }
        // A style's label is the button's own: not in the default style's accent colour.
        #expect(!SwiftUISceneTests.modifiers(clip.frames[0]).contains { if case .foreground = $0 { return true } else { return false } })
    }

    @Test func tapRunsTheActionOfTheButtonItNames() throws {
        let source = """
            import SwiftUI
            struct Like: View {
                @State var liked = false
                var body: some View {
                    Button { withAnimation(.linear(duration: 0.3)) { liked.toggle() } } label: {
                        Image(systemName: liked ? "heart.fill" : "heart").scaleEffect(liked ? 2 : 1)
                    }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Like(); tap(\"heart\")")
        let last = try #require(SwiftUISceneTests.scale(clip.frames.last!))
        #expect(last == 2)
        let k = Int(((Self.leadIn + 0.15) * clip.fps).rounded())
        let e = Double(k) / clip.fps - Self.leadIn
        #expect(abs(try #require(SwiftUISceneTests.scale(clip.frames[k])) - (1 + e / 0.3)) <= Self.tolerance(1))
        do {
            _ = try SwiftUISceneTests.clip(source: source, run: "var v = Like(); tap(\"Share\")")
            Issue.record("tapping a button the view does not have was evaluated")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("tap(\"Share\")") && refusal.message.contains("\"heart\""), "\(refusal.message)")
        }
    }

    // MARK: timers

    @Test func aRepeatingTimerRunsOneWholeCycleOfTheStateItDrives() throws {
        let source = """
            import SwiftUI
            struct Typing: View {
                @State private var dots = 1
                var body: some View {
                    Text("typing" + String(repeating: ".", count: dots)).onAppear { start() }
                }
                private func start() {
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                        dots = dots % 3 + 1
                    }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Typing()")
        var shown: [(Double, String)] = []
        for (k, frame) in clip.frames.enumerated() {
            let text = Self.texts(frame).joined()
            if shown.last?.1 != text { shown.append((Double(k) / clip.fps, text)) }
        }
        // Fired at 0.5, 1.0 and 1.5 s after the view appeared; the third firing brings the state
        // back to where it started, so the timer stops: one cycle, loopable.
        #expect(shown.map(\.1) == ["typing.", "typing..", "typing...", "typing."])
        for (i, (t, _)) in shown.enumerated().dropFirst() {
            #expect(abs(t - (Self.leadIn + 0.5 * Double(i))) <= 1 / clip.fps, "change \(i) at \(t) s")
        }
    }

    @Test func aTimerStopsWhenInvalidated() throws {
        let source = """
            import SwiftUI
            struct Count: View {
                @State var n = 0
                var body: some View { Text("\\(n)").onAppear { tick() } }
                func tick() {
                    Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                        n += 1
                        if n == 3 { timer.invalidate() }
                    }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Count()")
        #expect(Self.texts(clip.frames.last!) == ["3"])
        #expect(Set(clip.frames.map { Self.texts($0).joined() }) == ["0", "1", "2", "3"])
    }

    // MARK: transitions

    static let badge = """
        import SwiftUI
        struct Badge: View {
            @State var count = 0
            var body: some View {
                ZStack(alignment: .topTrailing) {
                    Circle().frame(width: 30, height: 30)
                    if count > 0 {
                        Circle().fill(.red).frame(width: 10, height: 10)
                            .transition(.scale.combined(with: .opacity))
                    }
                }
            }
        }
        """

    static func opacity(_ node: ViewNode) -> Double? {
        for case let .opacity(o) in SwiftUISceneTests.modifiers(node) { return o }
        return nil
    }

    @Test func aViewInsertedUnderAnAnimationMovesInWithItsTransition() throws {
        let clip = try Self.clip(Self.badge, run: "var v = Badge(); withAnimation(.easeOut(duration: 0.4)) { v.count = 3 }")
        var seen = 0
        for (k, frame) in clip.frames.enumerated() {
            let e = Double(k) / clip.fps - Self.leadIn
            guard e > 0, e < 0.4 else { continue }
            // From the transition's active state (scale 1e-5 about the centre, opacity 0) to
            // identity along easeOut (0, 0, 0.58, 1).
            let f = Self.bezier(0, 0, 0.58, 1, at: e / 0.4)
            #expect(abs(try #require(SwiftUISceneTests.scale(frame)) - (1e-5 + (1 - 1e-5) * f)) <= Self.tolerance(1), "scale at frame \(k)")
            #expect(abs(try #require(Self.opacity(frame)) - f) <= Self.tolerance(1), "opacity at frame \(k)")
            seen += 1
        }
        #expect(seen >= 19)
        // Once in, the view carries no transition effect.
        #expect(SwiftUISceneTests.scale(clip.frames.last!) == nil && Self.opacity(clip.frames.last!) == nil)
    }

    @Test func withoutATransitionAViewFadesInAndWithoutAnAnimationItAppearsAtOnce() throws {
        let plain = Self.badge.replacingOccurrences(of: ".transition(.scale.combined(with: .opacity))", with: "")
        let faded = try Self.clip(plain, run: "var v = Badge(); withAnimation(.linear(duration: 0.5)) { v.count = 1 }")
        let k = Int(((Self.leadIn + 0.25) * faded.fps).rounded())
        let e = Double(k) / faded.fps - Self.leadIn
        #expect(abs(try #require(Self.opacity(faded.frames[k])) - e / 0.5) <= Self.tolerance(1))
        #expect(SwiftUISceneTests.scale(faded.frames[k]) == nil)
        let sudden = try Self.clip(Self.badge, run: "var v = Badge(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { v.count = 1 }")
        #expect(sudden.frames.allSatisfy { Self.opacity($0) == nil && SwiftUISceneTests.scale($0) == nil })
    }

    @Test func transitionsNotEvaluatedAreRefusedByNameWithTheList() {
        let blurred = Self.badge.replacingOccurrences(of: ".scale.combined(with: .opacity)", with: ".blurReplace")
        do {
            _ = try SwiftUISceneTests.clip(source: blurred, run: "var v = Badge(); withAnimation { v.count = 1 }")
            Issue.record("a blurReplace transition was evaluated")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("blurReplace") && refusal.message.contains("move(edge:)") && refusal.message.contains("asymmetric(insertion:removal:)"), "\(refusal.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // MARK: endless animations

    @Test func aRepeatForeverClipEndsAfterWholeCycles() throws {
        let source = """
            import SwiftUI
            struct Dot: View {
                @State var on = false
                var body: some View {
                    Circle().frame(width: 10, height: 10).scaleEffect(on ? 2 : 1)
                        .animation(.linear(duration: 0.3).repeatForever(autoreverses: true), value: on)
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Dot(); v.on = true")
        // A cycle is there and back, 0.6 s; the clip shows whole cycles, at least two and at
        // least two seconds' worth: four, ending on the last frame at or before their end.
        let end = Self.leadIn + 4 * 0.6
        let last = Double(clip.frames.count - 1) / clip.fps
        #expect(last <= end + 1e-9 && last > end - 1 / clip.fps, "last frame at \(last) s")
        #expect(EndlessMotion.cut([EndlessMotion(start: 1, cycle: 0.5), EndlessMotion(start: 2, cycle: nil)], lastChange: 2, fallback: 2) == 4)
        #expect(EndlessMotion.cut([EndlessMotion(start: 1, cycle: 1.5)], lastChange: 1, fallback: 2) == 4)
        #expect(EndlessMotion.cut([], lastChange: 1, fallback: 2) == nil)
    }

    // MARK: the language pieces the corpus needed

    @Test func stringRepeatingCountAndSwitchBodiesEvaluateAsSwift() throws {
        let core = InterpreterCoreTests()
        let text = try core.run("let s = String(repeating: \"ab\", count: 3)")
        #expect(text.text(of: try #require(text.globalValue("s"))) == "ababab")
        #expect(core.refusal("let s = String(repeating: \".\", count: -1)").contains("negative"))
        let getter = """
            enum P { case a, b, c
                var x: Double { switch self { case .a: 1; case .b: 2; case .c: -3 } }
                var y: Int { if self == .a { 10 } else { 20 } }
            }
            let v = [P.a, .b, .c].map { $0.x }
            let w = P.c.y
            """
        let i = try core.run(getter)
        #expect(i.text(of: try #require(i.globalValue("v"))) == "[1.0, 2.0, -3.0]")
        #expect(i.text(of: try #require(i.globalValue("w"))) == "20")
    }
}
