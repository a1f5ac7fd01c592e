import Testing
import ReelSwiftUI
@testable import ReelSwift

/// `.task` cancelled when its view is removed [Apple] (…/view/task(priority:_:): "SwiftUI will
/// automatically cancel the task at some point after the view disappears before the action
/// completes"; …/swift/task/sleep(for:tolerance:clock:): a cancelled task's sleep throws
/// `CancellationError`; …/swift/task/iscancelled-swift.type.property). The task counts
/// `ticks` every 0.2 s, drawn as a bar's x offset; the circle holding it is removed at 0.5 s.
@Suite struct SwiftUITaskCancellationTests {
    static func source(_ task: String) -> String {
        """
        import SwiftUI
        struct Ticker: View {
            @State var shown = true
            @State var ticks = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: 10, height: 10).offset(x: CGFloat(ticks))
                    if shown {
                        Circle().frame(width: 10, height: 10)
                            .task {
                                \(task)
                            }
                    }
                }
            }
        }
        """
    }

    /// The bar's offset at each frame, by the time since the lead-in.
    static func ticks(_ task: String, remove: Bool = true) throws -> [(t: Double, x: Double)] {
        let run = remove ? "var v = Ticker(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { v.shown = false }" : "var v = Ticker()"
        let clip = try #require(try SwiftUISceneTests.clip(source: source(task), run: run))
        return clip.frames.enumerated().map { k, frame in
            (Double(k) / clip.fps - SwiftUIMotionTests.leadIn, SwiftUIMotionTests.offset(frame)?.x ?? .nan)
        }
    }

    /// The value the bar should show at `t`, from the wake-ups (time, ticks) in order.
    static func expected(_ t: Double, _ steps: [(Double, Double)]) -> Double {
        steps.last { $0.0 <= t + 1e-9 }?.1 ?? 0
    }

    /// `try await Task.sleep` throws at the removal: the `catch` runs then, once.
    @Test func aSleepingTaskIsCancelledWhenItsViewIsRemoved() throws {
        let samples = try Self.ticks("do { while true { try await Task.sleep(for: .seconds(0.2)); ticks += 1 } } catch { ticks = 100 }")
        for (t, x) in samples {
            #expect(x == Self.expected(t, [(0.2, 1), (0.4, 2), (0.5, 100)]), "at \(t) s: \(x)")
        }
        #expect(samples.last!.t > 0.6)
    }

    /// `try?` makes the thrown error nil; the loop then sees `Task.isCancelled` and ends.
    @Test func isCancelledEndsALoopOfTrySleeps() throws {
        let samples = try Self.ticks("while !Task.isCancelled { try? await Task.sleep(for: .seconds(0.2)); ticks += 1 }")
        for (t, x) in samples {
            #expect(x == Self.expected(t, [(0.2, 1), (0.4, 2), (0.5, 3)]), "at \(t) s: \(x)")
        }
    }

    /// `catch is CancellationError` takes it; `Task.checkCancellation()` throws once cancelled.
    @Test func checkCancellationThrowsOnceCancelled() throws {
        let samples = try Self.ticks("""
            do {
                for _ in 0..<10 {
                    try? await Task.sleep(for: .seconds(0.2))
                    try Task.checkCancellation()
                    ticks += 1
                }
            } catch is CancellationError {
                ticks = 50
            } catch {
                ticks = 70
            }
            """)
        for (t, x) in samples {
            #expect(x == Self.expected(t, [(0.2, 1), (0.4, 2), (0.5, 50)]), "at \(t) s: \(x)")
        }
    }

    /// Not removed, the task runs to its end.
    @Test func aTaskWhoseViewStaysRunsToItsEnd() throws {
        let samples = try Self.ticks("for _ in 0..<4 { try? await Task.sleep(for: .seconds(0.2)); ticks += 1 }", remove: false)
        for (t, x) in samples {
            #expect(x == Self.expected(t, [(0.2, 1), (0.4, 2), (0.6, 3), (0.8, 4)]), "at \(t) s: \(x)")
        }
        #expect(samples.last!.t > 0.8)
    }

    /// A view inserted later starts its task as it appears.
    @Test func aTaskStartsWhenItsViewAppearsLater() throws {
        let source = Self.source("for _ in 0..<2 { try? await Task.sleep(for: .seconds(0.2)); ticks += 1 }").replacingOccurrences(of: "@State var shown = true", with: "@State var shown = false")
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Ticker(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { v.shown = true }"))
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps - SwiftUIMotionTests.leadIn
            #expect(SwiftUIMotionTests.offset(frame)?.x == Self.expected(t, [(0.5, 1), (0.7, 2)]), "at \(t) s")
        }
    }
}

/// A `Task { … }` handle cancelled by the code [Apple] (…/swift/task/cancel(): "Indicates that
/// the task should stop running"; …/swift/task/iscancelled-swift.property): the same ticker,
/// started from `onAppear` and cancelled through its handle.
@Suite struct TaskHandleCancellationTests {
    /// The bar's x offset (the ticks) and y offset (what the handle's `isCancelled` said after
    /// the cancel, 1 for true) at each frame.
    static func ticks(_ cancel: String) throws -> [(t: Double, x: Double, y: Double)] {
        let source = """
            import SwiftUI
            struct Ticker: View {
                @State var ticks = 0
                @State var seen = 0
                var body: some View {
                    Rectangle().frame(width: 10, height: 10).offset(x: CGFloat(ticks), y: CGFloat(seen))
                        .onAppear {
                            let job = Task {
                                do { while true { try await Task.sleep(for: .seconds(0.2)); ticks += 1 } } catch { ticks = Task.isCancelled ? 100 : 70 }
                            }
                            \(cancel)
                        }
                }
            }
            """
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Ticker()"))
        return clip.frames.enumerated().map { k, frame in
            (Double(k) / clip.fps - SwiftUIMotionTests.leadIn, SwiftUIMotionTests.offset(frame)?.x ?? .nan,
             SwiftUIMotionTests.offset(frame)?.y ?? .nan)
        }
    }

    /// Cancelled while asleep: the sleep throws at the cancel, and the handle says so.
    @Test func aSleepingTaskStopsWhenItsHandleIsCancelled() throws {
        let samples = try Self.ticks("DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { job.cancel(); seen = job.isCancelled ? 1 : 2 }")
        for (t, x, y) in samples {
            #expect(x == SwiftUITaskCancellationTests.expected(t, [(0.2, 1), (0.4, 2), (0.5, 100)]), "at \(t) s: \(x)")
            #expect(y == SwiftUITaskCancellationTests.expected(t, [(0.5, 1)]), "at \(t) s: \(y)")
        }
        #expect(samples.last!.t > 0.6)
    }

    /// Cancelled before it began: its first sleep throws at once.
    @Test func aTaskCancelledBeforeItBeginsStopsAtItsFirstSleep() throws {
        let samples = try Self.ticks("job.cancel()")
        for (t, x, _) in samples where t >= 0 {
            #expect(x == 100, "at \(t) s: \(x)")
        }
    }

    /// Cancelled later, it ticks until then (the time is the handle's, not a fixed one); read
    /// before the cancel, `isCancelled` is false.
    @Test func aTaskCancelledLaterTicksUntilThen() throws {
        let samples = try Self.ticks("seen = job.isCancelled ? 1 : 2; DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) { job.cancel() }")
        for (t, x, y) in samples {
            #expect(x == SwiftUITaskCancellationTests.expected(t, [(0.2, 1), (0.4, 2), (0.6, 3), (0.7, 100)]), "at \(t) s: \(x)")
            #expect(y == SwiftUITaskCancellationTests.expected(t, [(0, 2)]), "at \(t) s: \(y)")
        }
    }
}
