import Foundation
import ReelTestSupport
import Testing
import ReelExport
import ReelModels
import ReelSwiftOut
import ReelSwiftUI
import ReelRender
import ReelTimeline
@testable import BadgeReelCLI

/// `-o x.swift --swift-api uikit` of a SwiftUI file (issue 39 item 4, issue 40 items 4 and 5):
/// the file written is rendered through the Swift-file input (UIKit) with the command on its
/// own first line, and every frame draws what the original drew — each shape's four corners
/// on screen, its corner radius and opacity within 1e-9 (the motion is sampled at the frames,
/// so it is exact there), its colour within half of 1/255 (the input draws a UIColor at 8 bits
/// a channel) — and it holds only what moves. What the UIKit form does not
/// write is refused by name.
@Suite struct SwiftUILayerOutTests {
    let dir = scratchFolder()

    struct Failure: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }

    /// One drawn shape: what it is, its four corners relative to the content's centre, its
    /// corner radius as drawn, opacity and colour.
    struct Shape { var kind: String; var numbers: [Double] }

    static let layout = ViewLayout(measure: PangoTextMeasure())

    /// The original's shapes at each frame, as the renderer lays them out (the content's centre
    /// at (0, 0)); what draws nothing (opacity 0) left out. A view drawn in a clip carries the
    /// clip's corners and radius too.
    static func original(_ clip: ViewClip) throws -> [[Shape]] {
        try ClipLayout(measure: layout.measure).frames(of: clip).map { frame in
            // An empty Text draws nothing (a label whose text is "" neither).
            try frame.items.filter { item in
                if case let .text(string, _) = item.content, string.isEmpty { return false }
                // A clear fill draws nothing (a layer whose background is clear neither; the
                // input draws a UIColor at 8 bits a channel, so an alpha below half a step is
                // clear there).
                switch item.content {
                case .shape, .color: if item.color.alpha < 0.5 / 255 { return false }
                default: break
                }
                return item.opacity != 0
            }.map { item in
                var item = item
                var clipped: Shape?
                if let effect = item.effects.first {
                    guard item.effects.count == 1, case let .clip(kind, rect, transform) = effect else { throw Failure("frame draws \(item.effects)") }
                    // A fill clipped to a shape over exactly its own frame draws that shape.
                    let fill = shape("", item.frame, item.transform, radius: 0, 1, item.color).numbers.prefix(8)
                    let whole = shape("", rect, transform, radius: 0, 1, item.color).numbers.prefix(8)
                    if item.content == .color || item.content == .shape(.rectangle), zip(fill, whole).allSatisfy({ abs($0 - $1) <= 1e-9 }) {
                        item.content = .shape(kind); item.frame = rect; item.transform = transform
                    } else {
                        clipped = outline(kind, rect, transform, 1, item.color)
                    }
                }
                var drawn = try drawnShape(item)
                if let clipped {
                    drawn.kind += " clipped " + clipped.kind
                    drawn.numbers += clipped.numbers.prefix(9)
                }
                return drawn
            }
        }
    }

    /// What one laid-out item draws, without its effects.
    static func drawnShape(_ item: PlacedItem) throws -> Shape {
        switch item.content {
        case .color: return shape("rectangle", item.frame, item.transform, radius: 0, item.opacity, item.color)
        // A text by its string, size and weight (CSS's 100…900, as the replay's label holds
        // it), a symbol by its name; each in its frame.
        case let .text(string, font):
            let weight = (ReelSwiftUI.FontWeight.allCases.firstIndex(of: font.weight) ?? 3) * 100 + 100
            return shape("text \(string) \(font.pointSize) \(weight)", item.frame, item.transform, radius: 0, item.opacity, item.color)
        // A symbol where SwiftUI's renderer draws it: its frame's shorter side, centred
        // (ReelRender's `SystemSymbol.draw`).
        case let .image(name):
            let f = item.frame, s = min(f.size.width, f.size.height)
            let square = Rect(x: f.origin.x + (f.size.width - s) / 2, y: f.origin.y + (f.size.height - s) / 2, width: s, height: s)
            return shape("symbol \(name)", square, item.transform, radius: 0, item.opacity, item.color)
        case let .shape(kind): return outline(kind, item.frame, item.transform, item.opacity, item.color)
        default: throw Failure("frame draws \(item.content)")
        }
    }

    /// A filled shape (or a clip) of `kind` in `frame`: a circle the square of the shorter
    /// side, centred; a capsule and a circle rounded by half that side.
    static func outline(_ kind: ShapeKind, _ frame: Rect, _ t: ReelSwiftUI.AffineTransform, _ opacity: Double, _ color: RGBA) -> Shape {
        let w = frame.size.width, h = frame.size.height, s = min(w, h)
        switch kind {
        case .circle:
            let square = Rect(x: frame.origin.x + (w - s) / 2, y: frame.origin.y + (h - s) / 2, width: s, height: s)
            return shape("round", square, t, radius: s / 2, opacity, color)
        case .capsule: return shape("round", frame, t, radius: s / 2, opacity, color)
        // Continuous corners of the radius given, as the renderer draws SwiftUI's.
        case let .roundedRectangle(r): return shape("continuous", frame, t, radius: r, opacity, color)
        default: return shape("rectangle", frame, t, radius: 0, opacity, color)
        }
    }

    static func shape(_ kind: String, _ f: Rect, _ t: ReelSwiftUI.AffineTransform, radius: Double, _ opacity: Double, _ color: RGBA) -> Shape {
        // The colour as Cairo draws it: "If the values passed in are outside that range, they
        // will be clamped" (cairo_set_source_rgba) — a spring's overshoot past red's 1 draws red.
        func drawn(_ v: Double) -> Double { min(1, max(0, v)) }
        let c = RGBA(red: drawn(color.red), green: drawn(color.green), blue: drawn(color.blue), alpha: drawn(color.alpha))
        let corners = [f.origin, Point(x: f.origin.x + f.size.width, y: f.origin.y), Point(x: f.origin.x, y: f.origin.y + f.size.height),
                       Point(x: f.origin.x + f.size.width, y: f.origin.y + f.size.height)].map(t.apply).flatMap { [$0.x, $0.y] }
        return Shape(kind: kind, numbers: corners + [radius, opacity, c.red, c.green, c.blue, c.alpha])
    }

    /// The replay's shapes at frame time k / fps: the layers in the one view in the host (the
    /// content, at the host's centre), back to front, each placed through its superlayers by
    /// their position, bounds, anchor point, scale and turn as Core Animation places a layer,
    /// a radius as CALayer draws it (at most half the shorter side); a layer that clips
    /// (`masksToBounds`) is not drawn itself but clips what it holds, which carries its
    /// corners and radius, and draws its own background under them. The parts draw nothing
    /// but the content view (the badge): no icon, no count.
    static func replayed(_ clip: Clip, frames: Int) -> [[Shape]] {
        (0..<frames).map { k in
            let snapshot = clip.snapshot(frame: k)
            let layers = snapshot.layers
            // The content view, bound as the badge: centred on the host, drawing nothing itself;
            // nothing else in the host, and the label draws nothing.
            let content = layers[clip.layers.badge], host = layers[clip.layers.host]
            #expect(content.backgroundColor.alpha == 0 && content.contents == nil && content.text.isEmpty && content.borderWidth == 0,
                    "the content view draws: \(content)")
            #expect(abs(content.position.x - host.position.x) <= 1e-12 && abs(content.position.y - host.position.y) <= 1e-12,
                    "the content view is off the host's centre: \(content.position) \(host.position)")
            #expect(!layers.indices.contains { layers[$0].superlayer == clip.layers.host }, "a layer in the host")
            #expect(host.contents == nil, "the host draws its icon")
            let label = layers[clip.layers.label]
            #expect(label.isHidden || label.opacity == 0 || (label.contents == nil && label.text.isEmpty), "the label draws: \(label)")
            /// Maps a point of `l`'s bounds to its superlayer's, after `outer`.
            func placing(_ l: LayerState, _ outer: ReelSwiftUI.AffineTransform) -> ReelSwiftUI.AffineTransform {
                let c = cos(l.rotation), s = sin(l.rotation)
                let own = ReelSwiftUI.AffineTransform(a: c * l.scaleX, b: s * l.scaleX, c: -s * l.scaleY, d: c * l.scaleY,
                                                      tx: l.position.x + l.translationX, ty: l.position.y + l.translationY)
                return outer.concatenating(own.concatenating(.translation(-l.anchorPoint.x * l.size.width - l.boundsOrigin.x,
                                                                           -l.anchorPoint.y * l.size.height - l.boundsOrigin.y)))
            }
            func radius(_ l: LayerState) -> Double { max(0, min(l.cornerRadius, min(l.size.width, l.size.height) / 2)) }
            // A layer's outline: continuous corners of its radius (the renderer limits them as
            // it limits SwiftUI's), or circular ones of at most half its shorter side.
            func outline(_ l: LayerState) -> (kind: String, radius: Double) {
                if l.continuousCorners, l.cornerRadius > 0 { return ("continuous", l.cornerRadius) }
                return (radius(l) == 0 ? "rectangle" : "round", radius(l))
            }
            var out: [Shape] = []
            func walk(_ parent: Int, _ outer: ReelSwiftUI.AffineTransform, clippedBy: Shape?) {
                for i in layers.indices where layers[i].superlayer == parent && !layers[i].isHidden {
                    let l = layers[i]
                    let t = placing(l, outer)
                    let bounds = Rect(x: 0, y: 0, width: l.size.width, height: l.size.height)
                    if l.masksToBounds {
                        #expect(l.text.isEmpty && l.contents == nil, "a clip draws a text or an image: \(l)")
                        let o = outline(l)
                        // A clip view's own background, under what it holds (clipped only by
                        // the clips around it), as the original's fill over exactly the clip's frame.
                        if l.backgroundColor.alpha != 0, l.opacity != 0 {
                            var own = shape(o.kind, bounds, t, radius: o.radius, l.opacity, l.backgroundColor)
                            if let clippedBy {
                                own.kind += " clipped " + clippedBy.kind
                                own.numbers += clippedBy.numbers.prefix(9)
                            }
                            out.append(own)
                        }
                        walk(i, t, clippedBy: shape(o.kind, bounds, t, radius: o.radius, 1, l.backgroundColor))
                        continue
                    }
                    if l.opacity != 0 {
                        var drawn: Shape?
                        if let symbol = l.contents {
                            // The box the renderer draws an image view's symbol in: its image's
                            // size laid out by its content mode (ReelRender's `IconSet.contentsBox`).
                            let box = l.contentsSize.map { IconSet.contentsBox(natural: $0, mode: l.contentMode, in: l.size) } ?? IconSet.symbolBox(in: l.size)
                            drawn = shape("symbol \(symbol)", box, t, radius: 0, l.opacity, l.foregroundColor)
                        } else if !l.text.isEmpty {
                            drawn = shape("text \(l.text) \(l.fontSize) \(l.fontWeight)", bounds, t, radius: 0, l.opacity, l.foregroundColor)
                        } else if l.backgroundColor.alpha != 0 {
                            let o = outline(l)
                            drawn = shape(o.kind, bounds, t, radius: o.radius, l.opacity, l.backgroundColor)
                        }
                        if var drawn {
                            // A fill over exactly its clip's bounds draws the clip's shape, as the
                            // original's fill over exactly its clip's frame does.
                            if let clippedBy, l.backgroundColor.alpha != 0, l.contents == nil, l.text.isEmpty, drawn.numbers[8] == 0,
                               zip(drawn.numbers.prefix(8), clippedBy.numbers.prefix(8)).allSatisfy({ abs($0 - $1) <= 1e-9 }) {
                                drawn.kind = clippedBy.kind
                                drawn.numbers[8] = clippedBy.numbers[8]
                            } else if let clippedBy {
                                drawn.kind += " clipped " + clippedBy.kind
                                drawn.numbers += clippedBy.numbers.prefix(9)
                            }
                            out.append(drawn)
                        }
                    }
                    walk(i, t, clippedBy: clippedBy)
                }
            }
            // From the content view's centre, the host's, as the original's shapes are from
            // the content's centre.
            walk(clip.layers.badge, .translation(-content.size.width / 2, -content.size.height / 2), clippedBy: nil)
            return out
        }
    }

    struct Trip { var text: String; var worst: Double }

    /// Writes the clip of `words` as `name` in UIKit, replays it with its own first line, and
    /// compares every frame.
    @discardableResult
    func roundTrip(_ words: [String], name: String) throws -> Trip {
        let original = try SwiftUIViewOutTests.clip(words)
        let file = dir.appendingPathComponent(name)
        let text = try SwiftUILayerFile.source(.init(clip: original, fileName: file.path, commandLine: "badgereel render " + words.joined(separator: " "),
                                                     replayValues: [("fps", "60")], options: Flags.swiftReplayOptions, layout: Self.layout))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let replay = try SwiftRoundTripTests.replayWords(text, file: file)
        let reel = try SwiftRoundTripTests.reel(Array(replay.dropFirst()) + ["-o", dir.appendingPathComponent("never.gif").path])
        let clip = reel.scene.makeClip(measure: RenderedTextMetrics())
        #expect(clip.frameCount == original.frames.count, "\(name): \(original.frames.count) frames, replayed \(clip.frameCount)\n\(text)")
        let a = try Self.original(original), b = Self.replayed(clip, frames: min(clip.frameCount, original.frames.count))
        var worst = 0.0, colour = 0.0
        for (k, (fa, fb)) in zip(a, b).enumerated() {
            guard fa.map(\.kind) == fb.map(\.kind) else { throw Failure("\(name): frame \(k) draws \(fb.map(\.kind)), not \(fa.map(\.kind))\n\(text)") }
            for (x, y) in zip(fa, fb) {
                for (j, (u, v)) in zip(x.numbers, y.numbers).enumerated() {
                    if j >= 10 { colour = max(colour, abs(u - v)) } else { worst = max(worst, abs(u - v)) }
                }
            }
        }
        #expect(worst <= 1e-9, "\(name): a shape is drawn \(worst) from where the original drew it\n\(text)")
        // The Swift-file input draws a UIColor as its hex, 8 bits a channel (ReelWorld's
        // `UIColor.drawn`), so a colour is within half a step of 1/255 (0.5 for 0x80, 128/255).
        #expect(colour <= 0.5 / 255 + 1e-12, "\(name): a colour differs by \(colour)\n\(text)")
        return Trip(text: text, worst: worst)
    }

    func write(_ source: String, _ name: String) throws -> String {
        let file = dir.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Views that only move (no insertion): a capsule offset by a spring, a circle in a frame
    /// wider than tall scaled, turned and faded about its centre, a square that stays: each
    /// moving number a keyframe animation, the square none.
    @Test func viewsThatMoveReplayExactlyAtEveryFrame() throws {
        let path = try write("""
        import SwiftUI

        struct Slide: View {
            @State var on = false

            var body: some View {
                HStack(spacing: 8) {
                    Capsule()
                        .fill(Color.blue)
                        .frame(width: 30, height: 14)
                        .offset(x: on ? 20 : 0)
                    Circle()
                        .fill(Color.red)
                        .frame(width: 20, height: 12)
                        .scaleEffect(on ? 1.5 : 1)
                        .rotationEffect(.degrees(on ? 90 : 0))
                        .opacity(on ? 0.5 : 1)
                    Rectangle()
                        .fill(Color.green)
                        .frame(width: 10, height: 10)
                }
                .padding(10)
            }
        }
        """, "Slide.swift")
        let trip = try roundTrip([path, "--run", "var v = Slide(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.on = true }"], name: "slide.swift")
        #expect(trip.text.hasPrefix("// badgereel render slide.swift --run 'playSlide(host: host)' --icon none --count 0 --lead-in 0 --hold 0 --view content=badge --fps 60\n"), "\(trip.text)")
        for spelt in ["let capsule = CALayer()", "let circle = CALayer()", "let rectangle = CALayer()", "capsule.cornerRadius = 7.0",
                      "play(capsule, \"position.x\",", "play(circle, \"transform.rotation.z\",", "play(circle, \"opacity\","] {
            #expect(trip.text.contains(spelt), "\(spelt) in\n\(trip.text)")
        }
        #expect(!trip.text.contains("play(rectangle,"), "the still square has an animation\n\(trip.text)")
        #expect(!trip.text.contains("play(capsule, \"position.y\""), "the capsule's y does not move\n\(trip.text)")
    }

    /// A capsule inserted with a scale and a fade between a square and a colour clipped to a
    /// circle, which the stack moves over, then removed with a fade: the capsule is there from
    /// the start at opacity 0, and every frame draws what the original drew.
    @Test func aViewInsertedAndRemovedReplaysExactlyAtEveryFrame() throws {
        let path = try write("""
        import SwiftUI

        struct Dot: View {
            @State var shown = false

            var body: some View {
                HStack(spacing: 4) {
                    Rectangle()
                        .fill(Color.gray)
                        .frame(width: 24, height: 24)
                    if shown {
                        Capsule()
                            .fill(Color.red)
                            .frame(width: 18, height: 12)
                            .transition(.scale.combined(with: .opacity))
                    }
                    Color.orange
                        .frame(width: 10, height: 10)
                        .clipShape(Circle())
                }
                .padding(8)
            }
        }
        """, "Dot.swift")
        let run = "var v = Dot(); withAnimation(.easeOut(duration: 0.3)) { v.shown = true }; DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { withAnimation(.easeIn(duration: 0.25)) { v.shown = false } }"
        let trip = try roundTrip([path, "--run", run], name: "dot.swift")
        // The orange swatch clipped to a circle is a circle, moved over as the capsule comes and
        // goes; the departing capsule, drawn over the tree it left, is a second layer
        // (SwiftUIPlacedTree), there at opacity 0 until it leaves, named as its second drawing.
        for spelt in ["capsule.opacity = 0.0", "play(capsule, \"opacity\",", "capsuleSecondDrawing.opacity = 0.0", "play(capsuleSecondDrawing, \"opacity\",", "play(rectangle, \"position.x\",", "circle.cornerRadius = 5.0", "play(circle, \"position.x\","] {
            #expect(trip.text.contains(spelt), "\(spelt) in\n\(trip.text)")
        }
    }

    /// The new-message example (examples/swiftui): its dot, a shape drawn over the symbol, is
    /// written back to front and replays exactly (refused before views bound to no part were
    /// drawn in their place among the layers).
    @Test func theNewMessageExampleReplaysAsUIKit() throws {
        let source = SwiftFileCommandTests.repository.appendingPathComponent("examples/swiftui/NewMessageBadge.swift").path
        let trip = try roundTrip([source, "--run", "var v = NewMessageBadge(); withAnimation(.easeOut(duration: 0.3)) { v.unread = true }"], name: "uikit-NewMessageBadge.swift")
        #expect(trip.text.contains("UIImageView(image: UIImage(systemName: "), "\(trip.text)")
    }

    /// The bell example (examples/swiftui): its count, a text over a capsule over the bell,
    /// cross-fades from 0 to 1 as the capsule widens; written as a bell image view, a capsule
    /// layer and two labels, it replays exactly (refused before, for the shape over the symbol
    /// and then for the fade).
    @Test func theBellExampleReplaysAsUIKit() throws {
        let source = SwiftFileCommandTests.repository.appendingPathComponent("examples/swiftui/BellWithBadge.swift").path
        let trip = try roundTrip([source, "--run", "var v = BellWithBadge(); v.count += 1"], name: "uikit-BellWithBadge.swift")
        #expect(trip.text.contains("UIImageView(image: UIImage(systemName: \"bell"), "\(trip.text)")
    }

    /// The like button's heart changes colour with the spring (SwiftUI draws the new colour at
    /// once): its image view's tintColor is set at each frame that first shows a new colour
    /// (UIView does not animate tintColor), and the replay draws every frame within 1e-9 and
    /// half a colour step.
    @Test func theLikeButtonsHeartChangesColourAsUIKit() throws {
        let source = SwiftFileCommandTests.repository.appendingPathComponent("examples/swiftui/LikeButton.swift").path
        let trip = try roundTrip([source, "--run", "var v = LikeButton(); withAnimation(.spring(duration: 0.4, bounce: 0.3)) { v.isLiked = true }"], name: "uikit-like.swift")
        // Grey to red with the spring: one set per frame from the tap's swap on (0.258 s), each
        // at the half frame before the frame that shows it.
        let sets = trip.text.components(separatedBy: "\n").filter { $0.contains("asyncAfter") && $0.contains("{ heartImage.tintColor = UIColor(red: ") }
        #expect(sets.count >= 10, "\(trip.text)")
        #expect(trip.text.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.2583333333333) { heartImage.tintColor = UIColor(red: 0.5681061865808,"), "\(trip.text)")
    }

    /// A Text whose string changes under an animation cross-fades in SwiftUI (its content
    /// transition): two labels, the old string fading out under the new one fading in, each
    /// string set once, replayed within 1e-9 at every frame (refused before the input drew more
    /// than one label). The same change without an animation swaps in SwiftUI too: one label
    /// whose text is set at the frame that first shows it.
    @Test func aCrossFadedTextIsTwoLabelsAndASwappedOneIsSet() throws {
        let path = try write("""
        import SwiftUI

        struct Tally: View {
            @State var n = 9

            var body: some View {
                Text("\\(n)")
                    .font(.headline)
                    .foregroundStyle(Color.blue)
                    .padding(6)
            }
        }
        """, "Tally.swift")
        let faded = try roundTrip([path, "--run", "var v = Tally(); withAnimation(.easeInOut(duration: 0.3)) { v.n = 10 }"], name: "tally-fade.swift")
        for spelt in ["firstTextLabel.text = \"9\"", "secondTextLabel.text = \"10\"", "secondTextLabel.alpha = 0.0", "firstTextLabel.alpha = 0.0",
                      "play(firstTextLabel.layer, \"opacity\",", "play(secondTextLabel.layer, \"opacity\","] {
            #expect(faded.text.contains(spelt), "\(spelt) in\n\(faded.text)")
        }
        // Each string set once: no swap.
        #expect(!faded.text.contains("asyncAfter"), "\(faded.text)")
        let swapped = try roundTrip([path, "--run", "var v = Tally(); DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { v.n = 10 }"], name: "tally-swap.swift")
        #expect(swapped.text.contains("{ textLabel.text = \"10\""), "\(swapped.text)")
    }

    /// A capsule whose fill SwiftUI animates from blue to red while it moves: its layer's
    /// backgroundColor is a keyframe animation of the frames' colours (refused before), and
    /// every frame replays within half a colour step.
    @Test func aFillWhoseColourChangesIsItsBackgroundColorAnimated() throws {
        let path = try write("""
        import SwiftUI

        struct Pill: View {
            @State var on = false

            var body: some View {
                Capsule()
                    .fill(on ? Color.red : Color.blue)
                    .frame(width: 30, height: 14)
                    .offset(x: on ? 10 : 0)
                    .padding(10)
            }
        }
        """, "Pill.swift")
        let trip = try roundTrip([path, "--run", "var v = Pill(); withAnimation(.linear(duration: 0.2)) { v.on = true }"], name: "pill-colour.swift")
        for spelt in ["func playColors(_ layer: CALayer, _ keyPath: String, _ values: [CGColor], _ keyTimes: [Double]) {", "playColors(capsule, \"backgroundColor\",",
                      "capsule.backgroundColor = UIColor(red: 1.0, green: 0.2313725490196, blue: 0.1882352941176, alpha: 1.0).cgColor"] {
            #expect(trip.text.contains(spelt), "\(spelt) in\n\(trip.text)")
        }
    }

    /// What else the UIKit form does not write is refused by name: a blur.
    @Test func whatHasNoExactUIKitFormIsRefusedByName() throws {
        for (modifier, words) in [(".blur(radius: on ? 2 : 0)", "a blur on a capsule")] {
            let path = try write("""
            import SwiftUI

            struct Pill: View {
                @State var on = false

                var body: some View {
                    Capsule()
                        .frame(width: 30, height: 14)
                        \(modifier)
                        .offset(x: on ? 10 : 0)
                        .padding(10)
                }
            }
            """, "Pill.swift")
            let clip = try SwiftUIViewOutTests.clip([path, "--run", "var v = Pill(); withAnimation(.linear(duration: 0.2)) { v.on = true }"])
            do {
                _ = try SwiftUILayerFile.source(.init(clip: clip, fileName: "pill.swift", layout: Self.layout))
                Issue.record("\(modifier) was written as UIKit")
            } catch {
                #expect(error.message.hasPrefix(words), "\(error.message)")
            }
        }
    }

    /// A RoundedRectangle (continuous corners) filled and moving, and a text clipped by
    /// `cornerRadius(_:)` over a colour (a toast's pill): the fill is a layer whose cornerCurve
    /// is continuous, the clip a view whose layer's is; both replay exactly at every frame
    /// (the replay draws continuous corners as the renderer draws SwiftUI's).
    @Test func continuousCornersAreALayersContinuousCornerCurve() throws {
        let path = try write("""
        import SwiftUI

        struct Card: View {
            @State var on = false

            var body: some View {
                VStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.blue)
                        .frame(width: 30, height: 20)
                        .offset(x: on ? 10 : 0)
                    Text("Saved")
                        .foregroundStyle(Color.white)
                        .padding(8)
                        .background(Color.green)
                        .cornerRadius(8)
                        .opacity(on ? 1 : 0.2)
                }
                .padding(10)
            }
        }
        """, "Card.swift")
        let trip = try roundTrip([path, "--run", "var v = Card(); withAnimation(.linear(duration: 0.2)) { v.on = true }"], name: "card.swift")
        for spelt in ["RoundedRectangle.cornerCurve = .continuous", "roundedRectangleClip.layer.cornerCurve = .continuous", "roundedRectangleClip.clipsToBounds = true"] {
            #expect(trip.text.contains(spelt), "\(spelt) in\n\(trip.text)")
        }
    }

    /// The SwiftUI corpus (Tests/ReelSwiftTests/RealWorld/SwiftUI) through the UIKit form: each
    /// file that renders is written and replayed within 1e-9 above, or refused in one line
    /// naming what it draws; the counts are printed.
    @Test func theSwiftUICorpusIsWrittenOrRefusedByName() throws {
        var written: [String] = [], refused: [String: [String]] = [:]
        for (file, words) in try SwiftUIViewOutTests.renderedCorpus() {
            do {
                try roundTrip(words, name: "uikit-corpus-" + file.name)
                written.append(file.name)
            } catch let refusal as SwiftOutRefusal {
                #expect(!refusal.message.isEmpty && !refusal.message.contains("\n"), "\(file.name): \(refusal.message)")
                let what = String(refusal.message.prefix { $0 != "(" && $0 != ":" }).trimmingCharacters(in: .whitespaces)
                refused[what, default: []].append(file.name)
            }
        }
        let summary = refused.sorted { $0.value.count > $1.value.count }.map { "\($0.value.count) \($0.key) (\($0.value.joined(separator: ", ")))" }.joined(separator: "; ")
        print("SwiftUI corpus, UIKit form: \(written.count) written and replayed (\(written.joined(separator: ", "))), refused: \(summary)")
        #expect(written.count + refused.values.map(\.count).reduce(0, +) >= 30)
        // 4 when only filled shapes were written (2026-11-27); 11 with one text and one
        // symbol as a UILabel and a UIImageView (2026-11-28); 10 since a Text whose string
        // changes under an animation cross-fades (its content transition): the typing line's
        // dots, set as a swap before, no longer replay as SwiftUI draws them, and are refused
        // by name (SwiftUILayerFile); with a symbol at its configured point size
        // (UIImage.SymbolConfiguration) and its colour set as tintColor, 13 (2026-11-28); 28
        // once the input drew views bound to no part in their place among the layers and the
        // writer put every view back to front in a content view, clips as views that clip,
        // continuous corners as a layer's cornerCurve, a fill's colour as its backgroundColor
        // and a cross-fade as two labels (2026-11-28, round sixteen). The two left draw a shadow.
        #expect(written.count >= 28, "\(written)")
    }

    /// Every layer and view of the corpus's UIKit files is named for its view's kind and place,
    /// never by a counter (issue 40, as `SwiftUIFieldNames` names SwiftUI's fields): a layer
    /// ends in the shape it draws (`circle`, `secondCircle`; one with a corner radius is a
    /// capsule or a circle, one without a rectangle or a colour), a symbol's image view is the
    /// symbol's first word and `Image` (`bellImage`), a text's view ends in `Label`.
    @Test func theCorpusLayersAreNamedForTheirViews() throws {
        var checked = 0
        let declaration = try Regex(#"let (\w+) = (CALayer\(\)|UILabel\(\)|UIImageView\(image: UIImage\(systemName: "([^"]+)"\)\))"#)
        for (file, words) in try SwiftUIViewOutTests.renderedCorpus() {
            let original = try SwiftUIViewOutTests.clip(words)
            guard let text = try? SwiftUILayerFile.source(.init(clip: original, fileName: file.name, options: Flags.swiftReplayOptions, layout: Self.layout)) else { continue }
            var names: [String] = []
            for match in text.matches(of: declaration) {
                let name = String(match.output[1].substring ?? ""), made = String(match.output[2].substring ?? "")
                // The layer that holds the shapes, centred in the host.
                guard name != "content" else { continue }
                names.append(name)
                checked += 1
                let counted = name.contains { $0.isNumber }
                #expect(!counted, "\(file.name): \(name) carries a counter\n\(text)")
                // The view's kind, without its place (`second`) and its drawing (`…SecondDrawing`).
                let bare = name.replacing(try Regex("(First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth)Drawing$"), with: "")
                if made == "CALayer()" {
                    let rounded = text.contains("\(name).cornerRadius = ")
                    let kinds = rounded ? ["capsule", "circle", "roundedrectangle"] : ["rectangle", "color"]
                    #expect(kinds.contains { bare.lowercased().hasSuffix($0) }, "\(file.name): \(name) is a \(rounded ? "rounded" : "square") layer\n\(text)")
                } else if made == "UILabel()" {
                    #expect(bare.hasSuffix("Label"), "\(file.name): \(name) is a label")
                } else {
                    let symbol = String(match.output[3].substring ?? "").split(separator: ".").first.map(String.init) ?? ""
                    #expect(bare.hasSuffix(symbol + "Image") || bare.hasSuffix(symbol.prefix(1).uppercased() + symbol.dropFirst() + "Image"),
                            "\(file.name): \(name) shows \(symbol)")
                }
            }
            #expect(Set(names).count == names.count, "\(file.name): \(names)")
        }
        // 20 before the typing line's cross-faded text was refused (its label).
        #expect(checked >= 19, "\(checked) names checked")
    }

    /// From the command line: `render Slide.swift --run … -o slide.swift --swift-api uikit`
    /// writes the file and exits 0.
    @Test func theCommandLineWritesIt() throws {
        let path = try write("""
        import SwiftUI

        struct Nudge: View {
            @State var x: CGFloat = 0

            var body: some View {
                Circle()
                    .fill(Color.orange)
                    .frame(width: 16, height: 16)
                    .offset(x: x)
                    .padding(20)
            }
        }
        """, "Nudge.swift")
        let out = dir.appendingPathComponent("cli-nudge.swift").path
        let written = runInProcess(["render", path, "--run", "var v = Nudge(); withAnimation(.easeInOut(duration: 0.3)) { v.x = 12 }", "-o", out, "--swift-api", "uikit", "-q"])
        #expect(written == nil, "\(written?.message ?? "")")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix("// badgereel render cli-nudge.swift --run 'playCliNudge(host: host)' --icon none --count 0 --lead-in 0 --hold 0 --view content=badge\n"), "\(text)")
        #expect(text.contains("play(circle, \"position.x\","), "\(text)")
    }
}
