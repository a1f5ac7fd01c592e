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
        let spring = SwiftUICompletion.logicalCompletion(of: .spring(response: 0.4, dampingFraction: 0.8), limit: 10)
        #expect(spring.map { $0 >= 0.4 && $0 <= 0.4 + SwiftUICompletion.step + 1e-9 } == true, "\(String(describing: spring))")
        #expect(SwiftUICompletion.logicalCompletion(of: Animation.easeIn(duration: 0.3).repeatForever(), limit: 10) == nil)
        #expect(SwiftUICompletion.logicalCompletion(of: nil, limit: 10) == 0)
    }

    @Test func theRemovedCriterionIsRefusedByName() {
        var message = ""
        do {
            _ = try SwiftUISceneTests.clip(source: Self.source, run: "var v = Dot(); withAnimation(.spring, completionCriteria: .removed) { v.x = 1 } completion: { v.x = 0 }")
        } catch { message = "\(error)" }
        #expect(message.contains("withAnimation completionCriteria"), "\(message)")
    }
}
