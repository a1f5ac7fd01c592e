@testable import ReelSwiftUI

/// Frames at `fps` from `start` through `end`, as a display would ask.
func frames(_ start: Double, _ end: Double, fps: Double = 60) -> [Double] {
    let n = Int(((end - start) * fps).rounded())
    return (0...n).map { start + Double($0) / fps }
}

/// Element-wise within `tolerance` (timing curves are solved and rounded to 2⁻²⁰).
func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

func play(_ animation: Animation, from: Double, to: Double, times: [Double]) -> [Double] {
    var value = AnimatedValue(AnimatableVector(from))
    value.set(AnimatableVector(to), animation: animation, at: 0)
    return times.map { value.value(at: $0).scalar }
}
