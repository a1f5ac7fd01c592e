import Foundation
import Testing
import ReelModels
import ReelSwiftUI
@testable import ReelSwift

/// Issue 39: `onChange(of:initial:_:)` (iOS 17) and `onChange(of:perform:)` (iOS 14), each
/// compared with values worked out here from Apple's text (…/view/onchange(of:initial:_:):
/// "SwiftUI passes the old and new values to the observed closure"; "initial: Whether the
/// action should be run when this view initially appears").
@Suite struct SwiftUIChangeTests {
    static let leadIn = ClipTiming().leadIn

    static func opacities(_ node: ViewNode) -> [Double] {
        SwiftUISceneTests.modifiers(node).compactMap { if case let .opacity(o) = $0 { return o } else { return nil } }
    }

    /// The two-value closure gets (0, 1) when `count` goes from 0 to 1: its `withAnimation`
    /// scales the circle from 1 to 2 over a linear second from the change, 1 + (t − t₀).
    @Test func theActionGetsTheOldAndNewValuesAndItsChangeAnimates() throws {
        let source = """
            struct Pulse: View {
                @State var count = 0
                @State var big = false
                var body: some View {
                    Circle().frame(width: 20, height: 20).scaleEffect(big ? 2 : 1)
                        .onChange(of: count) { old, new in
                            withAnimation(.linear(duration: 1)) { big = old == 0 && new == 1 }
                        }
                }
            }
            """
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Pulse(); v.count += 1"))
        for (k, frame) in clip.frames.enumerated() {
            let t = Double(k) / clip.fps
            let expected = t <= Self.leadIn ? 1 : min(2, 1 + (t - Self.leadIn))
            let scale = try #require(SwiftUISceneTests.scale(frame))
            // The linear curve is solved as a Bézier on a 2⁻²⁰ grid (UnitCurve): within 1e-5.
            #expect(abs(scale - expected) < 1e-5, "frame \(k): \(scale) against \(expected)")
        }
        #expect(SwiftUISceneTests.scale(clip.frames.last!) == 2)
    }

    /// `initial: true` runs the action as the view appears (old and new both the first value);
    /// the iOS 14 form passes the new value only and does not run on appearance.
    @Test func initialRunsOnAppearanceAndTheOneValueFormGetsTheNewValue() throws {
        let source = """
            struct Lights: View {
                @State var count = 0
                @State var first = 0.25
                @State var second = 0.25
                var body: some View {
                    HStack {
                        Circle().frame(width: 20, height: 20).opacity(first)
                            .onChange(of: count, initial: true) { old, new in if old == new { first = 1 } }
                        Circle().frame(width: 20, height: 20).opacity(second)
                            .onChange(of: count) { newValue in second = newValue == 2 ? 0.5 : 0.75 }
                    }
                }
            }
            """
        // Appearing: the first action ran (old == new), the second did not (else 0.75).
        let appeared = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Lights()"))
        #expect(Self.opacities(appeared.frames.first!) == [0.25, 0.25])
        #expect(Self.opacities(appeared.frames.last!) == [1, 0.25])
        // Then 0 → 2: the first sees old ≠ new and leaves 1; the second gets 2.
        let changed = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Lights(); v.count = 2"))
        #expect(Self.opacities(changed.frames.last!) == [1, 0.5])
    }

    /// An action whose change fires itself again never ends: refused after a bounded chain.
    @Test func anActionThatFiresItselfForeverIsRefused() {
        let source = """
            struct Loop: View {
                @State var n = 0
                var body: some View { Circle().frame(width: 20, height: 20).opacity(Double(n)).onChange(of: n) { _, new in n = new + 1 } }
            }
            """
        var message = ""
        do { _ = try SwiftUISceneTests.clip(source: source, run: "var v = Loop(); v.n = 1") } catch { message = "\(error)" }
        #expect(message.contains("onChange(of:) actions changed state 32 times in a row"), "\(message)")
    }

    /// A view value carrying a `ViewModifier` of the file is the content; the modifier's own
    /// `@State` (its setter nonmutating, …/swiftui/state/wrappedvalue) changes on appearance,
    /// and its `onChange` action re-toggles it a second later through `asyncAfter`: a loop
    /// that never ends on a device, cut as a repeating timer is once a firing comes back to a
    /// state the chain saw. So: 0.5 before appearing, 1 from t₀, 0.5 from t₀ + 1, 1 again from
    /// t₀ + 2 (on = true seen before: the cycle is whole), and no firing at t₀ + 3.
    @Test func aModifiersStateDrivesAViewValueAndItsAsyncAfterLoopIsCutAfterOneCycle() throws {
        let source = """
            struct Blink: ViewModifier {
                @State var on = false
                func body(content: Content) -> some View {
                    content.opacity(on ? 1 : 0.5)
                        .onAppear { on.toggle() }
                        .onChange(of: on) { _ in
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { on.toggle() }
                        }
                }
            }
            """
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Circle().frame(width: 20, height: 20).modifier(Blink())"))
        func opacity(at time: Double) -> Double? {
            let k = Int((time * clip.fps).rounded())
            return k < clip.frames.count ? Self.opacities(clip.frames[k]).first : nil
        }
        #expect(opacity(at: 0) == 0.5)
        #expect(opacity(at: Self.leadIn + 0.5) == 1)
        #expect(opacity(at: Self.leadIn + 1.5) == 0.5)
        #expect(opacity(at: Self.leadIn + 2.5) == 1)
        #expect(Self.opacities(clip.frames.last!).first == 1)
        // Nothing fires at t₀ + 3: the clip ends a hold after t₀ + 2.
        let end = Double(clip.frames.count - 1) / clip.fps
        #expect(end < Self.leadIn + 2 + ClipTiming().hold + 2 / clip.fps, "\(end)")
    }
}
