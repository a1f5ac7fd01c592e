import Foundation
import Testing
import ReelTimeline
import ReelModels
import ReelRender
import ReelExport
import ReelJSON
@testable import ReelLottie

/// The Lottie layer named `name` in `animation`.
func layer(_ animation: LottieAnimation, _ name: String) throws -> LottieLayer {
    try #require(animation.layers.first { $0.name == name }, "no layer \(name) in \(animation.layers.map(\.name))")
}

/// The first rectangle in a shape layer's groups.
func rectangle(_ layer: LottieLayer) throws -> LottieRectangle {
    for case .group(let g) in layer.shapes ?? [] {
        for case .rectangle(let r) in g.items { return r }
    }
    throw LottieError("no rectangle in \(layer.name)")
}

func keyframes(_ value: LottieValue) throws -> [LottieKeyframe] {
    guard case .animated(let k) = value else { throw LottieError("not animated: \(value)") }
    return k
}

@Suite struct LottieWriterTests {
    /// BadgeHub's pop: four UIView.animate steps of the size are four Bézier keyframes with
    /// UIKit's easeInEaseOut, the cornerRadius group's children are linear keyframes at the
    /// same times, and nothing is baked.
    @Test func popIsOneBezierKeyframePerStep() throws {
        let (doc, clip, _) = try LottieCase.single("pop", .seed(PopParameters())).document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
        let badge = try layer(doc.animation, "badge box")
        let rect = try rectangle(badge)
        let size = try keyframes(rect.size)
        let start = clip.start * clip.fps
        // A hold until the pop, four eased steps, the end.
        #expect(size.count == 6)
        #expect(size[0].hold == 1)
        let steps = Array(size[1...4])
        #expect(zip(steps.map(\.time), [start, start + 2.5, start + 12.5, start + 15]).allSatisfy { abs($0 - $1) < 1e-9 })
        for step in steps {
            #expect(step.outTangent == LottieEasing(x: 0.42, y: 0) && step.inTangent == LottieEasing(x: 0.58, y: 1))
        }
        #expect(size[1].start == [30, 30] && size[2].start == [25.5, 25.5] && size[3].start == [31.5, 31.5])
        let radius = try keyframes(rect.roundness)
        #expect(radius.count == 6)
        for step in radius[1...4] {
            #expect(step.outTangent == LottieEasing(x: 0, y: 0) && step.inTangent == LottieEasing(x: 1, y: 1))
        }
        #expect(radius[2].start == [12.75])
    }

    /// The shake's keyframe animation runs under the block's overall easeInEaseOut. Segment
    /// i runs while that curve's progress goes from i/6 to (i+1)/6, and the curve's part over
    /// that span is again a cubic Bézier: one exact keyframe per swing, nothing baked.
    @Test func shakeIsOneBezierKeyframePerSwing() throws {
        let (doc, clip, _) = try LottieCase.single("shake", .seed(ShakeParameters())).document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
        let host = try layer(doc.animation, "host icon bell")
        let rotation = try keyframes(host.transform.rotation)
        // The hold before, six swings, the end.
        #expect(rotation.count == 8)
        // (To the timing curve solver's precision: 1e-7 of the progress.)
        #expect(zip(rotation.map { $0.start[0] }, [0, 0, -22.5, 22.5, -22.5, 22.5, -22.5, 0]).allSatisfy { abs($0 - $1) < 1e-4 })
        // Swing k starts where easeInEaseOut reaches k/6 of the second.
        for k in 1...5 {
            let expected = clip.start * clip.fps + shakeKeyframeTime(k) * clip.fps
            #expect(abs(rotation[k + 1].time - expected) < 1e-6)
        }
        // The pivot: the anchor moves to the bell's top (0.5, 0) at the shake's start, and the
        // position with it, both held.
        let anchor = try keyframes(host.transform.anchor)
        #expect(anchor.first?.start == [12, 12] && anchor.last?.start == [12, 0])
        #expect(anchor.dropLast().allSatisfy { $0.hold == 1 })
    }

    /// A Catmull-Rom spline has no one-curve form for a point: baked at every frame, said so.
    @Test func cubicShakeIsBaked() throws {
        var shake = ShakeParameters(); shake.calculationMode = .cubic
        let (doc, clip, _) = try LottieCase.single("shake", .seed(shake)).document()
        #expect(doc.baked.count == 1 && doc.baked.allSatisfy { $0.hasPrefix("host.rotation") && $0.contains("cubic") }, "\(doc.baked)")
        let rotation = try keyframes(try layer(doc.animation, "host icon bell").transform.rotation)
        #expect(rotation.count >= Int(clip.fps))
    }

    /// Paced keyframes are straight lines at spread key times: exact.
    @Test func pacedShakeIsExact() throws {
        var shake = ShakeParameters(); shake.calculationMode = .paced
        let (doc, _, _) = try LottieCase.single("shake", .seed(shake)).document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
    }

    /// A linear overall curve leaves each keyframe segment a straight line: exact, no bake.
    @Test func linearShakeIsExact() throws {
        var shake = ShakeParameters(); shake.curve = .linear
        let (doc, _, _) = try LottieCase.single("shake", .seed(shake)).document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
        let rotation = try keyframes(try layer(doc.animation, "host icon bell").transform.rotation)
        #expect(rotation.count == 8)
        for key in rotation.dropFirst().dropLast() {
            #expect(key.outTangent == LottieEasing(x: 0, y: 0) && key.inTangent == LottieEasing(x: 1, y: 1))
        }
    }

    /// A 2-point border pops exactly: the ring's inside is the bounds less the width, its
    /// radius the corner radius less the width, both eased with the bounds.
    @Test func borderedPopIsExact() throws {
        var setup = BadgeSetup(); setup.borderWidth = 2
        let (doc, _, _) = try LottieCase.single("pop", .seed(PopParameters()), setup: setup).document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
    }

    /// A border as wide as the corner radius: the ring's inner radius, max(0, radius − width),
    /// stops following the radius when it reaches 0 mid-step, so its exact keyframes miss the
    /// timeline; the check catches it and bakes that one property, nothing else.
    @Test func clampedInnerRadiusIsBaked() throws {
        var setup = BadgeSetup(); setup.borderWidth = 7.5; setup.cornerStyle = .large
        let (doc, _, _) = try LottieCase.single("pop", .seed(PopParameters()), setup: setup).document()
        #expect(doc.baked == ["badge.border inner radius: its exact keyframes did not match the timeline at every frame"])
    }

    /// Springs have no Bézier form: baked, and said so.
    @Test func springIsBaked() throws {
        var timeline = Timeline()
        let id = timeline.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 20), backgroundColor: .red))
        timeline.animate(at: 0.1, duration: 0.5, curve: .spring(dampingRatio: 0.5, initialVelocity: 0),
                         [ViewChange(id) { $0.size = Size(width: 30, height: 30) }])
        let clip = Clip(timeline: timeline, layers: (id, id, id), start: 0.1, animationDuration: 0.5, duration: 1, fps: 30)
        let layout = CanvasLayout(origin: Point(x: -10, y: -10), size: Size(width: 40, height: 40), scale: 1)
        let doc = try LottieExport.document(clip: clip, layout: layout, background: .white, icons: IconSet(), options: LottieOptions())
        #expect(doc.baked.contains { $0.contains("spring") })
        #expect(!doc.baked.contains { $0.contains("position") })
    }

    /// blink: the instant dim is a hold keyframe (full, then 10% at the blink's start); the
    /// three steps are eased keyframes.
    @Test func blinkDimsAtOnce() throws {
        let (doc, clip, _) = try LottieCase.single("blink", .seed(BlinkParameters())).document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
        let opacity = try keyframes(try layer(doc.animation, "badge box").transform.opacity)
        #expect(opacity[0].start == [100] && opacity[0].hold == 1)
        #expect(opacity[1].time == clip.start * clip.fps && opacity[1].start == [10] && opacity[1].hold == nil)
        #expect(opacity.map { $0.start[0] } == [100, 10, 100, 10, 100])
    }

    /// setCount in a scene: each label is its own layer, shown (held) while the count reads it.
    @Test func countChangesAreHeldLabels() throws {
        let (doc, _, _) = try LottieCase.example("increment-and-pop.yaml").document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
        for count in 1...4 {
            let label = try layer(doc.animation, "label text \(count)")
            let opacity = try keyframes(label.transform.opacity)
            #expect(opacity.dropLast().allSatisfy { $0.hold == 1 })
            #expect(opacity.map { $0.start[0] }.filter { $0 == 100 }.count == 1)
        }
    }

    /// Dense keyframes when asked: every frame of every moving property.
    @Test func bakeForcesAKeyframeAtEveryFrame() throws {
        let (doc, clip, _) = try LottieCase.single("pop", .seed(PopParameters())).document(bake: true)
        #expect(doc.baked.contains { $0.contains("dense keyframes requested") })
        let size = try keyframes(try rectangle(try layer(doc.animation, "badge box")).size)
        let popFrames = Int((PopParameters().duration * clip.fps).rounded(.down))
        #expect(size.count >= popFrames)
    }

    /// The canvas is the GIF's: points to pixels by the layout's origin and scale.
    @Test func canvasIsTheRenderersCanvas() throws {
        let (doc, clip, layout) = try LottieCase.single("bump", .seed(BumpParameters())).document()
        let a = doc.animation
        #expect(a.width == layout.pixelWidth && a.height == layout.pixelHeight)
        #expect(a.frameRate == clip.fps && a.outPoint == Double(clip.frameCount) && a.inPoint == 0)
        let root = try layer(a, "points to pixels")
        #expect(root.transform.anchor == .vector([layout.origin.x, layout.origin.y]))
        #expect(root.transform.scale == .vector([layout.scale * 100, layout.scale * 100]))
        #expect(a.meta == LottieMeta(generator: "BadgeReel test", description: "badgereel bump"))
        // The background is the bottom layer; a transparent canvas has none.
        #expect(a.layers.last?.name == "background")
        let (clear, _, _) = try LottieCase.single("pop", .seed(PopParameters()), background: .clear).document()
        #expect(!clear.animation.layers.contains { $0.name == "background" })
    }

    /// A shape's `ty` comes first: rlottie ignores the keys before it.
    @Test func typeComesFirst() throws {
        let rect = LottieShapeItem.rectangle(LottieRectangle(name: "r", position: .vector([1, 2]), size: .vector([3, 4]), roundness: .scalar(0.5)))
        let text = String(decoding: try OrderedJSONEncoder().encode(rect), as: UTF8.self)
        #expect(text == #"{"ty":"rc","nm":"r","d":1,"p":{"a":0,"k":[1,2]},"s":{"a":0,"k":[3,4]},"r":{"a":0,"k":0.5}}"#)
        // And the model reads back what it wrote.
        let (doc, _, _) = try LottieCase.single("pop", .seed(PopParameters())).document()
        let data = try LottieExport.json(doc.animation)
        #expect(try JSONDecoder().decode(LottieAnimation.self, from: data) == roundedTrip(doc.animation))
    }

    /// Too many frames are refused before any work, in neutral words.
    @Test func tooManyFramesIsAnError() throws {
        var timing = ClipTiming(); timing.hold = 1000
        let clip = Clip.single(.seed(PopParameters()), setup: BadgeSetup(), timing: timing, measure: RenderedTextMetrics())
        let layout = CanvasLayout(origin: .zero, size: Size(width: 10, height: 10), scale: 1)
        #expect {
            _ = try LottieExport.data(clip: clip, layout: layout, background: .white, icons: IconSet(), options: LottieOptions())
        } throws: { error in
            let text = "\(error)"
            return text.contains("at most 36000") && !text.contains("--")
        }
    }
}

/// `animation` as the file holds it: every number rounded as the encoder rounds it.
func roundedTrip(_ animation: LottieAnimation) throws -> LottieAnimation {
    try JSONDecoder().decode(LottieAnimation.self, from: LottieExport.json(animation))
}

@Suite struct LottieFileTests {
    /// Read back from its JSON, the file gives the timeline's values at every frame: the
    /// badge's size and position, and its opacity (hidden counts as 0), for each animation.
    @Test(arguments: ["pop", "bump", "blink"])
    func fileReproducesTheTimeline(_ name: String) throws {
        let animation: BadgeAnimation = switch name {
        case "pop": .seed(PopParameters())
        case "bump": .seed(BumpParameters())
        default: .seed(BlinkParameters())
        }
        let (doc, clip, _) = try LottieCase.single(name, animation).document()
        let file = try roundedTrip(doc.animation)
        let badge = try layer(file, "badge box")
        let rect = try rectangle(badge)
        for k in 0..<clip.frameCount {
            let s = clip.snapshot(frame: k).layers[clip.layers.badge]
            let f = Double(k)
            let size = rect.size.value(atFrame: f), position = badge.transform.position.value(atFrame: f)
            let opacity = badge.transform.opacity.value(atFrame: f)
            #expect(abs(size[0] - s.size.width) < 1e-3 && abs(size[1] - s.size.height) < 1e-3, "frame \(k)")
            #expect(abs(position[0] - s.position.x) < 1e-3 && abs(position[1] - s.position.y) < 1e-3, "frame \(k)")
            #expect(abs(opacity[0] - (s.isHidden ? 0 : s.opacity * 100)) < 1e-3, "frame \(k)")
        }
    }
}

/// The shake's clip time (after its start) at keyframe k of n under the overall
/// easeInEaseOut curve, by bisection on the curve itself.
func shakeKeyframeTime(_ k: Int, of n: Int = 6, duration: Double = 1) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if TimingFunction.easeInEaseOut(mid) < Double(k) / Double(n) { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2 * duration
}
