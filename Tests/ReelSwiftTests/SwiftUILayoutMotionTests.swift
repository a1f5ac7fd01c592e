import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// Views that stay animate to their new places (`ClipLayout`): every frame of a clip laid out
/// and each staying view's centre compared with the value worked out here by hand. Centres are
/// on screen with the content's centre at (0, 0): the content is centred in every frame.
@Suite struct SwiftUILayoutMotionTests {
    /// Text `n` characters long is 10n × 20 points (these scenes' text measure).
    struct TenPerCharacter: TextMeasuring {
        func size(of text: String, font: ResolvedFont, width: Double?) -> Size { Size(width: 10 * Double(text.count), height: 20) }
    }

    /// An HStack of 20-point circles (red, green when `three`, blue), the default spacing 8:
    /// two span 48 points, three 76.
    static func dots(three: Bool, modifier: String = "") -> String {
        """
        import SwiftUI
        struct Dots: View {
            @State var three = \(three)
            var body: some View {
                HStack {
                    Circle().fill(.red).frame(width: 20, height: 20)
                    if three {
                        Circle().fill(.green).frame(width: 20, height: 20)
                    }
                    Circle().fill(.blue).frame(width: 20, height: 20)
                }\(modifier)
            }
        }
        """
    }

    static let red = RGBA(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    static let blue = RGBA(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    static let green = RGBA(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)

    /// A 20-point red circle beside `Text("\(n)")`, `n` 9.
    static func count(modifier: String = "") -> String {
        """
        import SwiftUI
        struct Count: View {
            @State var n = 9
            var body: some View {
                HStack {
                    Circle().fill(.red).frame(width: 20, height: 20)
                    Text("\\(n)")
                }\(modifier)
            }
        }
        """
    }

    struct Sample { var e: Double; var frame: ClipLayout.Frame }

    /// Each frame laid out, with its time since the change `delay` seconds into the run.
    static func frames(_ source: String, run: String, delay: Double = 0) throws -> [Sample] {
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: run))
        return ClipLayout(measure: TenPerCharacter()).frames(of: clip).enumerated().map { k, frame in
            Sample(e: Double(k) / clip.fps - SwiftUIMotionTests.leadIn - delay, frame: frame)
        }
    }

    /// The screen centre of the item drawn in `color`.
    static func centre(_ frame: ClipLayout.Frame, _ color: RGBA) -> Point? {
        guard let item = frame.items.first(where: { $0.color.hexString == color.hexString }) else { return nil }
        let f = item.frame
        return item.transform.apply(Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2))
    }

    /// Inserted under `withAnimation(.linear(duration: 0.4))`: red's centre goes from −14 (the
    /// left circle of 48 points centred) to −28 (of 76), blue's from 14 to 28, each the linear
    /// interpolation of the two at the change's progress e / 0.4 s (a quarter, a half and three
    /// quarters fall on frames 5, 10 and 15 after a change at 0.3 s, at 50 fps); the green
    /// circle is at 0 from the first frame (its fade plays there).
    @Test func stayingViewsMoveLinearlyToTheirNewPlacesWhenAViewIsInserted() throws {
        let run = "var v = Dots(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { withAnimation(.linear(duration: 0.4)) { v.three = true } }"
        let samples = try Self.frames(Self.dots(three: false), run: run, delay: 0.05)
        var seen = 0
        for s in samples {
            let f = min(1, max(0, s.e / 0.4))
            let red = try #require(Self.centre(s.frame, Self.red)), blue = try #require(Self.centre(s.frame, Self.blue))
            #expect(abs(red.x - (-14 - 14 * f)) <= SwiftUIMotionTests.tolerance(14), "red at \(s.e) s: \(red.x)")
            #expect(abs(blue.x - (14 + 14 * f)) <= SwiftUIMotionTests.tolerance(14), "blue at \(s.e) s: \(blue.x)")
            #expect(red.y == 0 && blue.y == 0)
            if s.e >= 0 {
                let green = try #require(s.frame.items.first { $0.color.hexString == Self.green.hexString })
                #expect(green.transform.apply(Point(x: green.frame.origin.x + 10, y: green.frame.origin.y + 10)) == Point(x: 0, y: 0))
            }
            for quarter in [0.25, 0.5, 0.75] where abs(s.e / 0.4 - quarter) < 1e-6 { seen += 1 }
        }
        // The frames at a quarter, a half and three quarters of the way are among those checked.
        #expect(seen == 3)
    }

    /// Removed under the same animation: the reverse, red from −28 to −14 and blue from 28 to
    /// 14, while the green circle fades out where it was (at 0, the centre of both layouts).
    @Test func stayingViewsMoveLinearlyWhenAViewIsRemoved() throws {
        let samples = try Self.frames(Self.dots(three: true), run: "var v = Dots(); withAnimation(.linear(duration: 1)) { v.three = false }")
        for s in samples {
            let f = min(1, max(0, s.e))
            let red = try #require(Self.centre(s.frame, Self.red)), blue = try #require(Self.centre(s.frame, Self.blue))
            #expect(abs(red.x - (-28 + 14 * f)) <= SwiftUIMotionTests.tolerance(14), "red at \(s.e) s: \(red.x)")
            #expect(abs(blue.x - (28 - 14 * f)) <= SwiftUIMotionTests.tolerance(14), "blue at \(s.e) s: \(blue.x)")
            if s.e > 1e-9, s.e < 1 - 1e-9 {
                let green = try #require(s.frame.items.first { $0.color.hexString == Self.green.hexString }, "green leaving at \(s.e) s")
                #expect(abs(green.transform.apply(Point(x: green.frame.origin.x + 10, y: green.frame.origin.y + 10)).x) <= 1e-9)
                #expect(abs(green.opacity - (1 - s.e)) <= SwiftUIMotionTests.tolerance(1))
            }
        }
    }

    /// Without an animation the views take their new places at once.
    @Test func aChangeWithoutAnimationMovesTheLayoutAtOnce() throws {
        let samples = try Self.frames(Self.dots(three: false), run: "var v = Dots(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { v.three = true }")
        for s in samples {
            let red = try #require(Self.centre(s.frame, Self.red))
            #expect(red.x == (s.e < 0.5 - 1e-9 ? -14 : -28), "red at \(s.e) s")
        }
    }

    /// `.animation(_:value:)` on the stack animates the change its value makes, with its own
    /// animation: here easeIn over 0.5 s, Bézier (0.42, 0, 1, 1), whose progress is checked
    /// against the model's `UnitCurve` (itself tested against the Bernstein form).
    @Test func anAnimationModifierAnimatesTheLayoutItsValueChanges() throws {
        let samples = try Self.frames(Self.dots(three: false, modifier: "\n.animation(.easeIn(duration: 0.5), value: three)"), run: "var v = Dots(); v.three = true")
        for s in samples {
            let f = s.e <= 0 ? 0 : s.e >= 0.5 ? 1 : UnitCurve.easeIn.value(at: s.e / 0.5)
            let red = try #require(Self.centre(s.frame, Self.red))
            #expect(abs(red.x - (-14 - 14 * f)) <= SwiftUIMotionTests.tolerance(14), "red at \(s.e) s: \(red.x)")
        }
    }

    /// A spring that interrupts a spring retargets from where the view is and how fast it
    /// moves: the blue circle's x against one `AnimatedValue` given the same two changes (+14
    /// at the change, −14 at 0.2 s), sampled at the same frames.
    @Test func anInterruptingSpringRetargetsTheLayoutFromItsVelocity() throws {
        let run = """
            var v = Dots()
            withAnimation(.spring(duration: 0.5, bounce: 0.3)) { v.three = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { withAnimation(.bouncy) { v.three = false } }
            """
        let clip = try #require(try SwiftUISceneTests.clip(source: Self.dots(three: false), run: run))
        let frames = ClipLayout(measure: TenPerCharacter()).frames(of: clip)
        var model = AnimatedValue(AnimatableVector([14, 0, 20, 20]))
        let start = SwiftUIMotionTests.leadIn
        var stage = 0
        var moved = false
        for (k, frame) in frames.enumerated() {
            let t = Double(k) / clip.fps
            if stage == 0, t >= start - 1e-9 {
                model.set(AnimatableVector([28, 0, 20, 20]), animation: .spring(duration: 0.5, bounce: 0.3), at: start); stage = 1
            }
            if stage == 1, t >= start + 0.2 - 1e-9 {
                model.set(AnimatableVector([14, 0, 20, 20]), animation: .bouncy, at: start + 0.2); stage = 2
            }
            let expected = model.value(at: t).components[0]
            let blue = try #require(Self.centre(frame, Self.blue))
            #expect(abs(blue.x - expected) <= 1e-9, "blue at \(t) s: \(blue.x) against \(expected)")
            if abs(blue.x - 14) > 1e-3, abs(blue.x - 28) > 1e-3 { moved = true }
        }
        #expect(stage == 2 && moved)
    }

    /// A layout moved by an animation repeated forever is cut after whole cycles, as numbers
    /// moved by one are: here the only motion is the circle beside a `Text` whose string grows
    /// ("9" to "10", no number changes, nothing inserted), easeInOut 0.5 s autoreversing, a 1 s
    /// cycle, so the clip ends two cycles after the change (two seconds' worth), not at the
    /// scene's limit; and it moves back and forth: the circle's centre is −14 at the end of the
    /// first cycle's first half (0.5 s) and −9 again at its end (1 s), read at the nearest
    /// frames.
    @Test func aLayoutMovedForeverIsCutAfterWholeCycles() throws {
        let source = Self.count(modifier: "\n.animation(.easeInOut(duration: 0.5).repeatForever(), value: n)")
        let clip = try #require(try SwiftUISceneTests.clip(source: source, run: "var v = Count(); v.n += 1"))
        let end = Double(clip.frames.count - 1) / clip.fps - SwiftUIMotionTests.leadIn
        #expect(abs(end - 2) <= 1 / clip.fps + 1e-9, "ends \(end) s after the change")
        let frames = ClipLayout(measure: TenPerCharacter()).frames(of: clip)
        func red(at e: Double) throws -> Double {
            try #require(Self.centre(frames[Int(((e + SwiftUIMotionTests.leadIn) * clip.fps).rounded())], Self.red)).x
        }
        #expect(abs(try red(at: 0.5) - -14) <= 0.1)
        #expect(abs(try red(at: 1) - -9) <= 0.1)
    }

    /// A `Text` whose string grows: the circle beside it moves with the change's animation.
    /// `HStack { Circle 20; Text }`: "9" is 10 wide, "10" 20, so the content is 38 then 48
    /// wide and the circle's centre goes from −9 to −14 over 0.4 s, linearly; the text's
    /// centre from 14 to 14 (−19 + 28 + 5 → −24 + 28 + 10): it swaps in place.
    @Test func aGrowingTextMovesItsNeighbour() throws {
        let source = Self.count()
        let samples = try Self.frames(source, run: "var v = Count(); withAnimation(.linear(duration: 0.4)) { v.n += 1 }")
        for s in samples {
            let f = min(1, max(0, s.e / 0.4))
            let red = try #require(Self.centre(s.frame, Self.red))
            #expect(abs(red.x - (-9 - 5 * f)) <= SwiftUIMotionTests.tolerance(5), "red at \(s.e) s: \(red.x)")
            let text = try #require(s.frame.items.first { if case .text = $0.content { return true } else { return false } })
            let c = text.transform.apply(Point(x: text.frame.origin.x + text.frame.size.width / 2, y: text.frame.origin.y + 10))
            #expect(abs(c.x - 14) <= 1e-5, "text at \(s.e) s: \(c.x)")
        }
    }
}
