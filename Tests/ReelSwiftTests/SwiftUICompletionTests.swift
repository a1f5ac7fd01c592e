import Foundation
import Testing
import ReelModels
import ReelSwiftUI
@testable import ReelSwift

/// Issue 39: `withAnimation(_:completionCriteria:_:completion:)` runs its completion when the
/// animation is logically complete [Apple] (…/animationcompletioncriteria/logicallycomplete),
/// compared with values worked out here.
@Suite struct SwiftUICompletionTests {
    static let leadIn = ClipTiming().leadIn
    static let source = """
        struct Dot: View {
            @State var x = 0.0
            var body: some View { Circle().frame(width: 20, height: 20).offset(x: x) }
        }
        """

    /// A linear 0.5 s move to 100 is logically complete at its duration; the completion's
    /// linear 0.5 s move back starts then (found on a 1/600 s clock): at t, 100 − 200·(t − t_c)
    /// with t_c in [t₀ + 0.5, t₀ + 0.5 + 1/600].
    @Test func theCompletionRunsWhenTheCurveIsLogicallyComplete() throws {
        let run = "var v = Dot(); withAnimation(.linear(duration: 0.5)) { v.x = 100 } completion: { withAnimation(.linear(duration: 0.5)) { v.x = 0 } }"
        let clip = try #require(try SwiftUISceneTests.clip(source: Self.source, run: run))
        let k = Int(((Self.leadIn + 0.75) * clip.fps).rounded())
        let t = Double(k) / clip.fps
        let x = try #require(SwiftUIMotionTests.offset(clip.frames[k])?.x)
        let earliest = 100 - 200 * (t - (Self.leadIn + 0.5))
        #expect(x >= earliest - 1e-3 && x <= earliest + 200 * SwiftUICompletion.step + 1e-3, "\(x) against \(earliest)")
        #expect(SwiftUIMotionTests.offset(clip.frames.last!)?.x == 0)
    }

    /// A fluid spring is logically complete at its response [RE]; `repeatForever` never is.
    @Test func aSpringCompletesAtItsResponseAndARepeatForeverNever() {
        let spring = SwiftUICompletion.logicalCompletion(of: .spring(response: 0.4, dampingFraction: 0.8), limit: 10).seconds
        #expect(spring.map { $0 >= 0.4 && $0 <= 0.4 + SwiftUICompletion.step + 1e-9 } == true, "\(String(describing: spring))")
        #expect(SwiftUICompletion.logicalCompletion(of: Animation.easeIn(duration: 0.3).repeatForever(), limit: 10) == (nil, 0))
        #expect(SwiftUICompletion.logicalCompletion(of: nil, limit: 10) == (0, 0))
    }

    @Test func theRemovedCriterionIsRefusedByName() {
        var message = ""
        do {
            _ = try SwiftUISceneTests.clip(source: Self.source, run: "var v = Dot(); withAnimation(.spring, completionCriteria: .removed) { v.x = 1 } completion: { v.x = 0 }")
        } catch { message = "\(error)" }
        #expect(message.contains("withAnimation completionCriteria"), "\(message)")
    }
}

/// Issue 39: `Timer.publish(every:on:in:).autoconnect()` received by `onReceive`, bounded as a
/// repeating `Timer` is (…/foundation/timer/publish(every:tolerance:on:in:options:): "repeatedly
/// emits the current date on the given interval").
@Suite struct SwiftUITimerPublisherTests {
    /// Every 0.4 s from the content's appearance the lit dot moves on (no animation): lit 0 until
    /// t₀ + 0.4, 1 until t₀ + 0.8, 2 until t₀ + 1.2, then 0 again — a state seen before, so the
    /// subscription stops there and the clip ends a hold later.
    @Test func aTimerPublisherFiresEveryIntervalForOneWholeCycle() throws {
        let source = """
            struct Dots: View {
                @State var step = 0
                let timer = Timer.publish(every: 0.4, on: .main, in: .common).autoconnect()
                var body: some View {
                    HStack {
                        ForEach(0..<3) { i in Circle().frame(width: 10, height: 10).opacity(step == i ? 1 : 0.3) }
                    }
                    .onReceive(timer) { _ in step = (step + 1) % 3 }
                }
            }
            """
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Dots()"))
        let t0 = ClipTiming().leadIn
        func lit(at time: Double) -> Int? {
            let k = Int((time * clip.fps).rounded())
            guard k < clip.frames.count else { return nil }
            let opacities = SwiftUISceneTests.modifiers(clip.frames[k]).compactMap { if case let .opacity(o) = $0 { return o } else { return nil } }
            return opacities.firstIndex(of: 1)
        }
        #expect(lit(at: t0 + 0.2) == 0)
        #expect(lit(at: t0 + 0.6) == 1)
        #expect(lit(at: t0 + 1.0) == 2)
        #expect(lit(at: t0 + 1.4) == 0)
        let end = Double(clip.frames.count - 1) / clip.fps
        #expect(end < t0 + 1.2 + ClipTiming().hold + 2 / clip.fps, "\(end)")
    }
}
