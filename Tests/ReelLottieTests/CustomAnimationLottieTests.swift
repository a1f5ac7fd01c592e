import Foundation
import Testing
import ReelTimeline
import ReelModels
import ReelExport
@testable import ReelLottie

/// Users' own animations in Lottie: exact Bézier keyframes where Lottie has the form (a
/// keyframe animation's segments with their own curves, repeated whole; a group's children),
/// baked where it does not (a spring), and said so.
@Suite struct CustomAnimationLottieTests {
    static func example(_ name: String) throws -> LottieCase {
        LottieCase(name: name, reel: try SceneFileReader.load(packageRoot.appendingPathComponent("examples/custom/\(name).yaml").path))
    }

    /// The wiggle: five segments with their own curves, run twice, are ten Bézier keyframes of
    /// the rotation, each with its segment's control points.
    @Test func wiggleIsOneBezierKeyframePerSegmentPerIteration() throws {
        let (doc, clip, _) = try Self.example("wiggle").document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
        let badge = try layer(doc.animation, "badge box")
        let rotation = try keyframes(badge.transform.rotation)
        let start = clip.start * clip.fps, frames = 0.5 * clip.fps
        let keyTimes = [0, 0.15, 0.4, 0.6, 0.8]
        let eased = rotation.filter { $0.hold != 1 && $0.time >= start - 1e-9 && $0.time < start + 2 * frames - 1e-9 }
        #expect(eased.count == 10, "\(rotation.map(\.time))")
        let expectedTimes = (0..<2).flatMap { i in keyTimes.map { start + (Double(i) + $0) * frames } }
        // Within the writer's nudge (1e-4 of a frame) that keeps a time a rounding error past a
        // frame on the right side of it.
        #expect(zip(eased.map(\.time), expectedTimes).allSatisfy { abs($0 - $1) <= 2e-4 }, "\(eased.map(\.time))")
        // The first segment is easeOut (0, 0, 0.58, 1), from 0 to −0.26 rad in degrees.
        #expect(eased[0].outTangent == LottieEasing(x: 0, y: 0) && eased[0].inTangent == LottieEasing(x: 0.58, y: 1))
        #expect(abs((eased[1].start.first ?? 0) - (-0.26 * 180 / .pi)) < 1e-9)
        #expect(eased[5].outTangent == LottieEasing(x: 0, y: 0))
    }

    @Test func fadeAndRiseGroupIsExact() throws {
        let (doc, _, _) = try Self.example("fade-and-rise").document()
        #expect(doc.baked.isEmpty, "\(doc.baked)")
    }

    @Test func springIsBakedAndSaysWhy() throws {
        let (doc, _, _) = try Self.example("spring-scale-in").document()
        #expect(!doc.baked.isEmpty && doc.baked.allSatisfy { $0.contains("spring") }, "\(doc.baked)")
        #expect(doc.baked.contains { $0.hasPrefix("badge") && $0.contains("scale") }, "\(doc.baked)")
    }
}
