import Testing
import ReelSwiftUI
import ReelTimeline
@testable import ReelSwift

/// A clip (`clipShape`, `.clipped()`) is the shape filling its view's frame as presented:
/// while the view's size animates, the clip grows with it frame by frame instead of taking
/// the new size at once [Apple] (…/view/clipshape(_:style:): "Sets a clipping shape for this
/// view"; …/view/clipped(antialiased:): "Clips this view to its bounding rectangular frame";
/// the frame animating as animatable data, RE OpenSwiftUI `AnimatableFrameAttribute`, see
/// `ClipLayout`). Every frame laid out and each clip's rectangle on screen compared with the
/// value worked out here by hand, the content centred at (0, 0).
@Suite struct SwiftUIPresentedClipTests {
    /// The clip of `item` on screen (its shape, its frame through its transform: a
    /// translation here) — the one clip the item has.
    static func clip(_ item: PlacedItem, at e: Double) throws -> (kind: ShapeKind, rect: Rect) {
        let clips = item.effects.compactMap { effect -> (ShapeKind, Rect, AffineTransform)? in
            if case let .clip(kind, frame, transform) = effect { return (kind, frame, transform) } else { return nil }
        }
        try #require(clips.count == 1, "\(clips.count) clips at \(e) s")
        let (kind, frame, transform) = clips[0]
        #expect(transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1, "the clip's transform at \(e) s is not a translation")
        return (kind, Rect(origin: transform.apply(frame.origin), size: frame.size))
    }

    static func expect(_ rect: Rect, origin: Point, size: Size, at e: Double, _ what: String) {
        let tolerance = SwiftUIMotionTests.tolerance(20) + 1e-9
        #expect(abs(rect.origin.x - origin.x) <= tolerance && abs(rect.origin.y - origin.y) <= tolerance
                && abs(rect.size.width - size.width) <= tolerance && abs(rect.size.height - size.height) <= tolerance,
                "\(what) at \(e) s: \(rect), expected origin \(origin) size \(size)")
    }

    /// `clipShape(Capsule())` on a stack widening from 20 to 40 points over one linear second
    /// (a blue square inserted after the red one): the capsule is w = 20 + 20f wide, 20 high,
    /// about the centre, for both squares. (With the new frame, it was 40 wide from the
    /// change on, moved with the red square.)
    @Test func aClipShapeFollowsThePresentedSize() throws {
        try SwiftUIPresentedAnchorTests.eachFrame(SwiftUIPresentedAnchorTests.squares(".clipShape(Capsule())"), run: SwiftUIPresentedAnchorTests.widen) { e, frame, f in
            let w = 20 + 20 * f
            #expect(frame.items.count == (e < 0 ? 1 : 2), "\(frame.items.count) items at \(e) s")
            for item in frame.items {
                let (kind, rect) = try Self.clip(item, at: e)
                #expect(kind == .capsule)
                Self.expect(rect, origin: Point(x: -w / 2, y: -10), size: Size(width: w, height: 20), at: e, "the \(item.color.hexString) square's clip")
            }
        }
    }

    /// A badge, `Text("\(n)").padding(4).background(Color.red).clipped()`, its count 9 → 10
    /// under one linear second (text 10 points a character, 20 high): the padded frame is 18
    /// wide, then 28, 28 high. The red background is drawn 18 + 10f wide about the centre,
    /// and the clip is that same rectangle each frame, not the new 28 points at once.
    @Test func clippedFollowsThePresentedSize() throws {
        let source = """
            import SwiftUI
            struct Badge: View {
                @State var n = 9
                var body: some View {
                    Text("\\(n)").padding(4).background(Color.red).clipped()
                }
            }
            """
        try SwiftUIPresentedAnchorTests.eachFrame(source, run: "var v = Badge(); withAnimation(.linear(duration: 1)) { v.n = 10 }") { e, frame, f in
            let w = 18 + 10 * f
            let background = try #require(frame.items.first { $0.content == .color }, "the background at \(e) s")
            let drawn = Rect(origin: background.transform.apply(background.frame.origin), size: background.frame.size)
            Self.expect(drawn, origin: Point(x: -w / 2, y: -14), size: Size(width: w, height: 28), at: e, "the background")
            for item in frame.items {
                let (kind, rect) = try Self.clip(item, at: e)
                #expect(kind == .rectangle)
                Self.expect(rect, origin: Point(x: -w / 2, y: -14), size: Size(width: w, height: 28), at: e, "the clip of \(item.content)")
            }
        }
    }
}
