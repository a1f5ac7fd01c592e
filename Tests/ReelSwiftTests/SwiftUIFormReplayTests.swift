import Foundation
import ReelTestSupport
import Testing
import ReelExport
import ReelRender
import ReelModels
import ReelSwiftOut
import ReelSwiftUI
import ReelTimeline
import ReelSwift
@testable import BadgeReelCLI

/// Issue 40, item 5: the `--swift-api swiftui` form of a scene replays through its own first
/// line. The file's scene view draws the host, the badge and its count on the scene's canvas
/// with the modifiers the file writes; BadgeReel's SwiftUI input evaluates their keyframes;
/// every frame the replay draws each part where the Core Animation timeline has it.
@Suite struct SwiftUIFormReplayTests {
    let dir = scratchFolder()

    /// The SwiftUI form of `words`' scene written as `name`, its first line rendered, and the
    /// largest distance between a part's corner (a shape's) or centre (a text's) in the two,
    /// in points, over every frame of the original.
    func replay(_ words: [String], name: String) throws -> (text: String, worst: Double, where: String) {
        let original = try SwiftRoundTripTests.reel(words)
        let file = dir.appendingPathComponent(name)
        let canvas = try #require(ReelExporter.swiftCanvas(original))
        let text = try SwiftOut.source(.init(scene: original.scene, measure: RenderedTextMetrics(), fileName: file.path,
                                             commandLine: "badgereel " + words.joined(separator: " "),
                                             setupValues: ReelExporter.swiftSetupValues(original), options: Flags.swiftReplayOptions,
                                             api: .swiftui, canvas: canvas))
        try text.write(to: file, atomically: true, encoding: .utf8)
        let replay = Array(try SwiftRoundTripTests.replayWords(text, file: file).dropFirst())
        let fps = original.scene.fps
        let replayed = try SwiftRoundTripTests.reel(replay + ["--fps", plainNumber(fps), "-o", dir.appendingPathComponent("never.gif").path])
        let clip = try #require(replayed.swiftUI, "\(name) replayed no SwiftUI view")
        let a = original.scene.makeClip(measure: RenderedTextMetrics())
        // The SwiftUI stage ends a keyframe run on the first frame at or after its end, and
        // counts its hold from there (docs/swiftui.md): a run's end is on a frame, so a replay
        // lasts up to a frame longer for each run.
        let runs = Double(max(1, text.components(separatedBy: "scene.trigger = ").count - 1))
        #expect(clip.duration - a.duration >= -1e-9 && clip.duration - a.duration <= (runs + 1) / fps + 1e-9,
                "\(name): \(a.duration) s, replayed \(clip.duration) s")
        let frames = ClipLayout(measure: PangoTextMeasure()).frames(of: clip)
        var worst = (0.0, "")
        for (k, frame) in frames.enumerated() where Double(k) / fps <= a.duration {
            let snapshot = a.timeline.evaluate(at: Double(k) / fps)
            // A frame on a jump (a MoveKeyframe, an animation ending where the next starts) may
            // show either side of it: the timeline is also read just before and just after.
            let sides = [-1e-7, 1e-7].map { a.timeline.evaluate(at: Double(k) / fps + $0) }
            // What draws something: not transparent, not an empty text.
            let items = frame.items.filter { item in
                if case .text(let string, _) = item.content, string.isEmpty { return false }
                return item.opacity > 0 && item.color.alpha > 0
            }
            var shapes = items.filter { if case .shape = $0.content { true } else { false } }
            var texts = items.filter { if case .text = $0.content { true } else { false } }
            var images = items.filter { if case .image = $0.content { true } else { false } }
            for (part, id) in [("host", a.layers.host), ("badge", a.layers.badge), ("label", a.layers.label)] {
                let layer = snapshot.layers[id]
                // What the part draws: its fill (a shape, by its corners), its text (by its line's
                // centre) and its symbol or the bell (drawn inset in its frame: its centre and
                // turn). The host is drawn where SwiftUI has its symbol; elsewhere its place is kept.
                guard !layer.isHidden, layer.opacity > 0 else { continue }
                var kinds: [String] = []
                if layer.backgroundColor.alpha > 0 { kinds.append("shape") }
                if !layer.text.isEmpty { kinds.append("text") }
                if let name = layer.contents, name == "bell" && (part == "host" || layer.contentsSize != nil) || ViewImage.isSymbol(name) { kinds.append("image") }
                for kind in kinds {
                    guard !(kind == "text" ? texts : kind == "image" ? images : shapes).isEmpty else {
                        Issue.record("\(name) frame \(k): the replay draws no \(kind) for the \(part)")
                        continue
                    }
                    let item = kind == "text" ? texts.removeFirst() : kind == "image" ? images.removeFirst() : shapes.removeFirst()
                    if case .text(let string, _) = item.content {
                        #expect(string == layer.text, "\(name) frame \(k): the \(part) reads \(string), not \(layer.text)")
                    }
                    let ours = Self.corners(item.frame).map { p -> Point in
                        let q = item.transform.apply(p)
                        return Point(x: q.x + canvas.frame.width / 2, y: q.y + canvas.frame.height / 2)
                    }
                    // The distance to the timeline at this frame, or on either side of a jump here.
                    let d = ([layer] + sides.map { $0.layers[id] }).map { side -> Double in
                        let theirs = Self.corners(side).map { Point(x: $0.x - canvas.frame.minX, y: $0.y - canvas.frame.minY) }
                        let pairs = kind == "shape" ? Array(zip(ours, theirs)) : [(Self.centre(ours), Self.centre(theirs))]
                        var d = pairs.map { p, q in max(abs(p.x - q.x), abs(p.y - q.y)) }.max() ?? 0
                        // A symbol's turn, scaled to points at 12 pt from its anchor.
                        if kind == "image" { d = max(d, abs(atan2(item.transform.b, item.transform.a) - side.rotation) * 12) }
                        return d
                    }.min() ?? 0
                    if d > worst.0 { worst = (d, "\(part)'s \(kind) at frame \(k)") }
                    // Both draw an opacity past 1 (a spring's overshoot) as 1.
                    #expect(abs(min(item.opacity, 1) - min(layer.opacity, 1)) <= 1e-6, "\(name) frame \(k): \(part) opacity \(item.opacity), not \(layer.opacity)")
                }
            }
            // Nothing else is drawn: a part hidden in the timeline draws nothing in the replay.
            let extra = shapes.count + texts.count + images.count
            #expect(extra == 0, "\(name) frame \(k): the replay draws \(extra) more items than the timeline's parts")
        }
        return (text, worst.0, worst.1)
    }

    static func corners(_ f: Rect) -> [Point] {
        [f.origin, Point(x: f.maxX, y: f.minY), Point(x: f.minX, y: f.maxY), Point(x: f.maxX, y: f.maxY)]
    }

    /// A layer's bounds' corners in the host's space: Core Animation's transform about the
    /// anchor (scale, then rotation, then the translation and position), as the renderer draws.
    static func corners(_ l: LayerState) -> [Point] {
        let w = l.size.width, h = l.size.height
        return [(0.0, 0.0), (w, 0), (0, h), (w, h)].map { x, y in
            let u = (x - l.anchorPoint.x * w) * l.scaleX, v = (y - l.anchorPoint.y * h) * l.scaleY
            let c = cos(l.rotation), s = sin(l.rotation)
            return Point(x: l.position.x + l.translationX + u * c - v * s, y: l.position.y + l.translationY + u * s + v * c)
        }
    }

    static func centre(_ p: [Point]) -> Point {
        Point(x: p.map(\.x).reduce(0, +) / Double(p.count), y: p.map(\.y).reduce(0, +) / Double(p.count))
    }

    /// The seed animations at their defaults and with other values: framed, repeated, on the
    /// app icon and on the bell.
    @Test(arguments: [
        ["pop"], ["bump"], ["blink"], ["pop", "--count", "42", "--repeat", "2", "--scale", "3"],
        ["bump", "--badge-color", "#34C759", "--lead-in", "0.4", "--hold", "0.1"], ["shake"], ["shake", "--angle", "0.6", "--y-offset", "0.5"],
    ])
    func theSeedAnimationsReplayAsTheirTimeline(_ words: [String]) throws {
        let trip = try replay(words + ["-o", "x.swift"], name: "seed-\(words.joined(separator: "-").filter(\.isLetter)).swift")
        #expect(trip.worst <= 1e-4, "\(words): \(trip.where) is \(trip.worst) pt off\n\(trip.text)")
        #expect(trip.text.hasPrefix("// badgereel render seed-"), "\(trip.text.prefix(200))")
    }

    /// A keyframe animator shows its initial value at rest: blink, whose first step sets the
    /// alpha to 0.1 at the trigger, starts from the badge's 1 with a MoveKeyframe (it rested
    /// at 0.1 before), and its scene replays at full opacity through the lead-in.
    @Test func aValueSetAtTheTriggerStartsFromTheViewAtRest() throws {
        let trip = try replay(["blink", "-o", "b.swift"], name: "blink-rest.swift")
        #expect(trip.text.contains("var opacity: CGFloat = 1.0"), "\(trip.text)")
        #expect(trip.text.contains("KeyframeTrack(\\.opacity) {\n                MoveKeyframe(0.1)"), "\(trip.text)")
        #expect(!trip.text.contains("var opacity: CGFloat = 0.1"))
    }

    /// Scripts: a scene file's script (fade-and-rise's group, its badge hidden until 0.3 s;
    /// increment-and-pop's counts, each the scene view's text set from the first line; the
    /// bell's rig; the tab bar's dot) and a Swift file's recorded view blocks (BadgeHub's pop),
    /// written as SwiftUI keyframes and replayed: the texts read as the timeline's, and a part
    /// the timeline hides draws nothing.
    @Test(arguments: [
        ["examples/custom/fade-and-rise.yaml"], ["examples/increment-and-pop.yaml"], ["examples/bell-test-rig.yaml"], ["examples/tab-bar-dot.yaml"],
        ["examples/swift/BadgeHub.swift", "--run", "let hub = BadgeHub(view: host); hub.setCount(7); hub.pop()"],
    ])
    func scriptsReplayAsTheirTimeline(_ words: [String]) throws {
        let full = SwiftFileCommandTests.repository.appendingPathComponent(words[0]).path
        let trip = try replay(["render", full] + words.dropFirst() + ["-o", "s.swift"], name: "script-\(words.count).swift")
        // fade-and-rise's group is sampled every 1/240 s (its file says by how much: 7.7e-4 pt).
        #expect(trip.worst <= 1e-3, "\(words): \(trip.where) is \(trip.worst) pt off\n\(trip.text)")
    }

    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`, the curve the SwiftUI form writes:
    /// (0.42, 0)/(0.58, 1) moves as `.easeInOut` (the same control points [Apple]); an x past 1
    /// is clamped to 1 ("The x components of the control points are clamped to the range [0,1]");
    /// a y past 1000 or a NaN x is refused, named.
    @Test func aBezierUnitCurveIsEvaluatedAsAppleDocumentsIt() throws {
        func frames(_ curve: String) throws -> [ViewNode] {
            let source = """
            import SwiftUI

            struct Move { var x: CGFloat = 0 }

            struct V: View {
                @State var go = 0

                var body: some View {
                    Circle()
                        .frame(width: 10, height: 10)
                        .keyframeAnimator(initialValue: Move(), trigger: go) { content, value in
                            content.offset(x: value.x)
                        } keyframes: { _ in
                            KeyframeTrack(\\.x) { LinearKeyframe(40.0, duration: 0.5, timingCurve: \(curve)) }
                        }
                }
            }
            """
            return try #require(try SwiftUISceneTests.clip(source: source, run: "var v = V(); v.go = 1")).frames
        }
        let named = try frames(".easeInOut")
        #expect(named.count > 10 && Set(named).count > 10)
        #expect(try frames(".bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))") == named)
        #expect(try frames(".bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))")
                == frames(".bezier(startControlPoint: UnitPoint(x: 1.5, y: 0), endControlPoint: UnitPoint(x: 3, y: 1))"))
        #expect(try frames(".bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))") != frames(".linear"))
        for (bad, word) in [("UnitPoint(x: 0.5, y: 2000)", "startControlPoint: (0.5, 2000.0)"), ("UnitPoint(x: .nan, y: 0)", "startControlPoint: (nan, 0.0)")] {
            #expect {
                _ = try frames(".bezier(startControlPoint: \(bad), endControlPoint: UnitPoint(x: 0.58, y: 1))")
            } throws: { error in
                "\(error)".contains(word) && "\(error)".contains("y from -1000 to 1000")
            }
        }
    }
}
