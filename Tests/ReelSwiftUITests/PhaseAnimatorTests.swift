import Foundation
import Testing
import ReelTimeline
@testable import ReelSwiftUI

private func v(_ x: Double) -> AnimatableVector { AnimatableVector(x) }

@Suite struct PhaseAnimatorTests {
    private func run(_ animator: inout PhaseAnimator, _ times: [Double]) -> [Double] {
        times.map { animator.value(at: $0)["s"]!.scalar }
    }

    /// Hand-worked at 8 frames/s (binary-exact times): a linear(1) step ends on the first frame
    /// past its end, where the next step starts.
    @Test func loopingAdvancesWhenEachStepCompletes() throws {
        var animator = try #require(PhaseAnimator(phases: [["s": v(0)], ["s": v(1)], ["s": v(0.5)]],
                                     animations: [.linear(duration: 1), .linear(duration: 1), .linear(duration: 1)],
                                     triggered: false, start: 0))
        let times = (0...32).map { Double($0) / 8 }
        let values = run(&animator, times)
        #expect(abs(values[4] - 0.5) < 1e-4)     // 0.5: halfway 0 → 1
        #expect(abs(values[9] - 1) < 1e-4)       // 1.125: step done, 1 → 0.5 begins
        #expect(abs(values[13] - 0.75) < 1e-4)   // 1.625
        #expect(abs(values[22] - 0.25) < 1e-4)   // 2.25 back to phase 0 (0.5 → 0); 2.75
        #expect(abs(values[31] - 0.5) < 1e-4)    // 3.375 phase 1 again (0 → 1); 3.875
    }

    @Test func triggeredRunsOnceAndEndsAtTheFirstPhase() throws {
        var animator = try #require(PhaseAnimator(phases: [["s": v(0)], ["s": v(1)]],
                                     animations: [.linear(duration: 1), .linear(duration: 1)], triggered: true, start: 0))
        #expect(run(&animator, [0, 0.5]) == [0, 0])
        animator.trigger(at: 0.5)
        let times = (4...32).map { Double($0) / 8 }
        let shown = Dictionary(uniqueKeysWithValues: zip(times, run(&animator, times)))
        #expect(abs(shown[1.0]! - 0.5) < 1e-4)
        #expect(abs(shown[1.625]! - 1) < 1e-4)      // first frame past 1.5: back toward 0 begins
        #expect(abs(shown[2.125]! - 0.5) < 1e-4)
        #expect(shown[2.75]! == 0 && shown[4]! == 0)
        #expect(animator.phase == 0)
        animator.trigger(at: 4)
        #expect(abs(animator.value(at: 4.5)["s"]!.scalar - 0.5) < 1e-4)
    }

    @Test func equalPhasesCollapse() throws {
        var animator = try #require(PhaseAnimator(phases: [["s": v(0)], ["s": v(0)], ["s": v(1)]],
                                     animations: [nil, .linear(duration: 1), .linear(duration: 1)], triggered: false, start: 0))
        // Phase 1 equals phase 0: nothing animates, so the first frame already moves to phase 2.
        #expect(abs(animator.value(at: 0.5)["s"]!.scalar - 0.5) < 1e-4)
        #expect(animator.phase == 2)
    }

    @Test func refusesNoPhasesOrMismatchedAnimations() {
        #expect(PhaseAnimator(phases: [], animations: [], triggered: false, start: 0) == nil)
        #expect(PhaseAnimator(phases: [["s": v(0)]], animations: [], triggered: false, start: 0) == nil)
    }
}
