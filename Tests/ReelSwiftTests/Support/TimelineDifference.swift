import ReelModels
import ReelTimeline

/// Two clips compared at every frame time: the largest difference of any number a layer
/// holds, where it is, and the frames where a non-number (hidden, text, weight, icon) differs.
struct TimelineDifference: CustomStringConvertible {
    var frames = 0
    var largest = 0.0
    var largestAt = ""
    var mismatches: [String] = []

    init(_ a: Clip, _ b: Clip) {
        frames = max(a.frameCount, b.frameCount)
        if a.frameCount != b.frameCount { mismatches.append("frame counts \(a.frameCount) and \(b.frameCount)") }
        let names = ["host", "badge", "label"]
        for k in 0..<min(a.frameCount, b.frameCount) {
            for (i, (p, q)) in zip(a.snapshot(frame: k).layers, b.snapshot(frame: k).layers).enumerated() {
                let fields: [(String, Double, Double)] = [
                    ("position.x", p.position.x, q.position.x), ("position.y", p.position.y, q.position.y),
                    ("width", p.size.width, q.size.width), ("height", p.size.height, q.size.height),
                    ("anchor.x", p.anchorPoint.x, q.anchorPoint.x), ("anchor.y", p.anchorPoint.y, q.anchorPoint.y),
                    ("rotation", p.rotation, q.rotation), ("scaleX", p.scaleX, q.scaleX), ("scaleY", p.scaleY, q.scaleY),
                    ("translationX", p.translationX, q.translationX), ("translationY", p.translationY, q.translationY),
                    ("cornerRadius", p.cornerRadius, q.cornerRadius), ("opacity", p.opacity, q.opacity),
                    ("borderWidth", p.borderWidth, q.borderWidth), ("fontSize", p.fontSize, q.fontSize),
                    ("background.red", p.backgroundColor.red, q.backgroundColor.red),
                    ("background.green", p.backgroundColor.green, q.backgroundColor.green),
                    ("background.blue", p.backgroundColor.blue, q.backgroundColor.blue),
                    ("background.alpha", p.backgroundColor.alpha, q.backgroundColor.alpha),
                    ("foreground.red", p.foregroundColor.red, q.foregroundColor.red),
                ]
                for (field, x, y) in fields where abs(x - y) > largest {
                    largest = abs(x - y)
                    largestAt = "frame \(k) \(names[i]).\(field) (\(x) and \(y))"
                }
                if p.isHidden != q.isHidden || p.text != q.text || p.fontWeight != q.fontWeight || p.contents != q.contents {
                    mismatches.append("frame \(k) \(names[i]): hidden \(p.isHidden)/\(q.isHidden) text \(p.text)/\(q.text) weight \(p.fontWeight)/\(q.fontWeight) contents \(String(describing: p.contents))/\(String(describing: q.contents))")
                }
            }
        }
    }

    var description: String {
        "\(frames) frames, largest difference \(largest) at \(largestAt); \(mismatches.count) mismatches \(mismatches.prefix(2))"
    }
}
