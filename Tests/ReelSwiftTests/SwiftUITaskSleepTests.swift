import Testing
import ReelModels
import ReelSwiftUI
@testable import ReelSwift

/// `Task { … }` with `try await Task.sleep(…)` on the scene clock (issue 39), in actions and in
/// the run: each change lands at the time worked out here from the sleeps' lengths.
@Suite struct SwiftUITaskSleepTests {
    static let leadIn = SwiftUIMotionTests.leadIn

    static func clip(_ source: String, run: String) throws -> ViewClip {
        try #require(try SwiftUISceneTests.clip(source: source, run: run))
    }

    /// The frames' times and offsets.
    static func offsets(_ clip: ViewClip) -> [(t: Double, x: Double, y: Double)] {
        clip.frames.enumerated().map { k, frame in
            let o = SwiftUIMotionTests.offset(frame) ?? (0, 0)
            return (Double(k) / clip.fps, o.x, o.y)
        }
    }

    /// A 10 pt dot moved 10 pt right while `on`, with `modifiers` (and members) after it.
    static func dot(_ modifiers: String, members: String = "") -> String {
        """
        import SwiftUI
        struct Dot: View {
            @State var on = false
            var body: some View {
                Circle().frame(width: 10, height: 10).offset(x: on ? 10 : 0)
        \(modifiers)
            }
        \(members)
        }
        """
    }

    /// How many of the change times (scene seconds) are at or before t.
    static func count(_ times: [Double], at t: Double) -> Double { Double(times.filter { $0 <= t + 1e-9 }.count) }

    @Test func aTaskInOnAppearSleepsThenAnimates() throws {
        let source = """
            import SwiftUI
            struct Dot: View {
                @State var on = false
                var body: some View {
                    Circle().frame(width: 20, height: 20).offset(x: on ? 30 : 0)
                        .onAppear {
                            Task {
                                try await Task.sleep(nanoseconds: 500_000_000)
                                withAnimation(.linear(duration: 0.3)) { on = true }
                            }
                        }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Dot()")
        var seen = 0
        for (t, x, _) in Self.offsets(clip) {
            // Asleep until 0.5 s after the view appeared, then 0 → 30 over 0.3 s.
            let e = t - Self.leadIn - 0.5
            let expected = e <= 0 ? 0 : e >= 0.3 ? 30 : 30 * e / 0.3
            #expect(abs(x - expected) <= SwiftUIMotionTests.tolerance(30), "x at \(t) s")
            if e > 0, e < 0.3 { seen += 1 }
        }
        #expect(seen >= 14)
        #expect(Self.offsets(clip).last!.x == 30)
    }

    @Test func twoTasksSleepingInLoopsInterleaveOnTheClock() throws {
        // Each body is parked mid-loop while the other runs: the changes land at 0.3, 0.6,
        // 0.9 s (a) and 0.5, 1.0 s (b), in clock order.
        let source = """
            import SwiftUI
            struct Two: View {
                @State var a = 0
                @State var b = 0
                var body: some View {
                    Circle().frame(width: 10, height: 10).offset(x: CGFloat(a) * 10, y: CGFloat(b) * 10)
                        .onAppear {
                            Task {
                                for _ in 0..<3 {
                                    try await Task.sleep(for: .milliseconds(300))
                                    a += 1
                                }
                            }
                            Task {
                                for _ in 0..<2 {
                                    try await Task.sleep(for: .seconds(0.5))
                                    b += 1
                                }
                            }
                        }
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Two()")
        for (t, x, y) in Self.offsets(clip) {
            #expect(x == 10 * Self.count([0.3, 0.6, 0.9].map { $0 + Self.leadIn }, at: t), "a at \(t) s")
            #expect(y == 10 * Self.count([0.5, 1.0].map { $0 + Self.leadIn }, at: t), "b at \(t) s")
        }
        #expect(Self.offsets(clip).last!.x == 30 && Self.offsets(clip).last!.y == 20)
    }

    @Test func aTaskInAButtonActionAndAnAwaitingRunUseTheSceneClock() throws {
        let source = """
            import SwiftUI
            struct Bell: View {
                @State var count = 0
                var body: some View {
                    Button {
                        Task {
                            try await Task.sleep(for: .seconds(0.4))
                            count += 1
                        }
                    } label: {
                        Image(systemName: "bell").offset(x: CGFloat(count) * 10)
                    }
                }
            }
            """
        // The tap at 0.2 s (the run sleeps first), the action's task 0.4 s later.
        let clip = try Self.clip(source, run: "var v = Bell(); try await Task.sleep(for: .milliseconds(200)); tap(\"bell\")")
        for (t, x, _) in Self.offsets(clip) {
            #expect(x == 10 * Self.count([Self.leadIn + 0.6], at: t), "count at \(t) s")
        }
    }

    @Test func theTaskModifierRunsItsActionAsATaskAsTheViewAppears() throws {
        let source = Self.dot("""
                    .task {
                        try? await Task.sleep(for: .seconds(0.3))
                        on = true
                    }
            """)
        let clip = try Self.clip(source, run: "var v = Dot()")
        for (t, x, _) in Self.offsets(clip) {
            #expect(x == 10 * Self.count([Self.leadIn + 0.3], at: t), "on at \(t) s")
        }
    }

    @Test func aTaskLoopingForeverStopsOnceItHasShownAWholeCycle() throws {
        let source = Self.dot("""
                    .onAppear {
                        Task {
                            while true {
                                try await Task.sleep(for: .seconds(0.25))
                                on.toggle()
                            }
                        }
                    }
            """)
        // Off → on → off: the second wake-up brings the state back, so the loop wakes no
        // more (as a repeating Timer stops) and the clip ends after its hold.
        let clip = try Self.clip(source, run: "var v = Dot()")
        for (t, x, _) in Self.offsets(clip) {
            let e = t - Self.leadIn
            #expect(x == (e >= 0.25 - 1e-9 && e < 0.5 - 1e-9 ? 10 : 0), "on at \(t) s")
        }
        #expect(Double(clip.frames.count) / clip.fps < Self.leadIn + 0.5 + 2)
    }

    @Test func aTaskWhoseViewStateRepeatsRunsOnToItsEnd() throws {
        // On, off, on: the view's state after the second sleep is one seen before, but the
        // task is elsewhere in its code (a finite task is never cut by a state cycle).
        let sleep = "try await Task.sleep(for: .seconds(0.2))"
        let clip = try Self.clip(Self.dot(""), run: "var v = Dot(); \(sleep); v.on = true; \(sleep); v.on = false; \(sleep); v.on = true")
        for (t, x, _) in Self.offsets(clip) {
            let e = t - Self.leadIn
            #expect(x == ((e >= 0.2 - 1e-9 && e < 0.4 - 1e-9) || e >= 0.6 - 1e-9 ? 10 : 0), "on at \(t) s")
        }
    }

    @Test func aForLoopInATaskRunsEveryIteration() throws {
        // Six toggles: the view's state repeats every two, the loop's iteration does not.
        let source = Self.dot("""
                    .task {
                        for _ in 0..<6 {
                            try? await Task.sleep(for: .seconds(0.25))
                            on.toggle()
                        }
                    }
            """)
        let clip = try Self.clip(source, run: "var v = Dot()")
        var changes = 0
        for ((_, a, _), (_, b, _)) in zip(Self.offsets(clip), Self.offsets(clip).dropFirst()) where a != b { changes += 1 }
        #expect(changes == 6)
    }

    @Test func aLongTaskIsNotCutAtATimersMostFirings() throws {
        let source = """
            import SwiftUI
            struct Dot: View {
                @State var n = 0
                var body: some View {
                    Circle().frame(width: 10, height: 10).offset(x: CGFloat(n))
                }
            }
            """
        let clip = try Self.clip(source, run: "var v = Dot(); for i in 0..<\(TimerDeclarations.maximumFirings + 80) { try await Task.sleep(for: .seconds(0.01)); v.n = i + 1 }")
        #expect(Self.offsets(clip).last!.x == Double(TimerDeclarations.maximumFirings + 80))
    }

    @Test func anEndlessTaskWhoseStateNeverRepeatsIsRefusedAtTheScenesLength() {
        do {
            _ = try SwiftUISceneTests.clip(source: Self.dot(""), run: "var v = Dot(); var n = 0; while true { try await Task.sleep(for: .seconds(1)); n += 1; v.on.toggle() }")
            Issue.record("an endless task was cut silently")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("limit: scene length") && refusal.line == 1, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aTaskWritingAfterASleepKeepsTheStateOthersChangedMeanwhile() throws {
        // The run turns the dot on at 0.1 s; the task, asleep since the view appeared, then
        // changes another property: `on` stays as the run left it, not as it was at appearance.
        let source = Self.dot("""
                    .scaleEffect(big ? 2 : 1)
                    .onAppear {
                        Task {
                            try await Task.sleep(for: .seconds(0.3))
                            big = true
                        }
                    }
            """, members: "    @State var big = false")
        let clip = try Self.clip(source, run: "var v = Dot(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { v.on = true }")
        for (k, (t, x, _)) in Self.offsets(clip).enumerated() {
            #expect(x == 10 * Self.count([Self.leadIn + 0.1], at: t), "on at \(t) s")
            #expect(SwiftUISceneTests.scale(clip.frames[k]) == (t >= Self.leadIn + 0.3 - 1e-9 ? 2 : 1), "big at \(t) s")
        }
    }

    @Test func sleepingOutsideATaskIsRefusedWhereItIsWritten() {
        let source = Self.dot("", members: "    func wait() async throws { try await Task.sleep(for: .seconds(1)) }")
        do {
            _ = try SwiftUISceneTests.clip(source: source, run: "var v = Dot(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { Task.sleep(for: .seconds(1)) }")
            Issue.record("a sleep outside a task was evaluated")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.message.contains("Task { } body") && refusal.line == 1, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func whatATaskRefusesAfterASleepIsPlacedInTheFile() {
        let source = Self.dot("""
                    .onAppear {
                        Task {
                            try await Task.sleep(for: .seconds(0.2))
                            on = UIPasteboard.general.hasStrings
                        }
                    }
            """)
        do {
            _ = try SwiftUISceneTests.clip(source: source, run: "var v = Dot()")
            Issue.record("UIPasteboard was evaluated")
        } catch let refusal as SwiftRefusal {
            #expect(refusal.fileName == "V.swift" && refusal.line == 9, "\(refusal)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
