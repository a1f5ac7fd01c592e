import ReelModels
import ReelTimeline

/// Two clips compared frame by frame: the largest difference of any number a layer holds
/// (position, size, anchor, transform, corner radius, opacity, colours, border, font size),
/// and the frames where something that is not a number (hidden, text, weight, icon) differs.
struct ClipComparison {
    var frames = 0
    var largest = 0.0
    var largestAt: (frame: Int, layer: Int, field: String)?
    var mismatches: [String] = []

    init(_ a: Clip, _ b: Clip) {
        frames = max(a.frameCount, b.frameCount)
        if a.frameCount != b.frameCount { mismatches.append("frame counts \(a.frameCount) and \(b.frameCount)") }
        for k in 0..<min(a.frameCount, b.frameCount) {
            let x = a.snapshot(frame: k), y = b.snapshot(frame: k)
            for (i, (p, q)) in zip(x.layers, y.layers).enumerated() {
                for (field, d) in Self.differences(p, q) where d > largest {
                    largest = d; largestAt = (k, i, field)
                }
                if p.isHidden != q.isHidden || p.text != q.text || p.fontWeight != q.fontWeight || p.contents != q.contents {
                    mismatches.append("frame \(k) layer \(i): hidden/text/weight/contents differ")
                }
            }
        }
    }

    static func differences(_ p: LayerState, _ q: LayerState) -> [(String, Double)] {
        func rgba(_ a: RGBA, _ b: RGBA) -> Double {
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.alpha - b.alpha))
        }
        return [
            ("position.x", abs(p.position.x - q.position.x)), ("position.y", abs(p.position.y - q.position.y)),
            ("width", abs(p.size.width - q.size.width)), ("height", abs(p.size.height - q.size.height)),
            ("anchor.x", abs(p.anchorPoint.x - q.anchorPoint.x)), ("anchor.y", abs(p.anchorPoint.y - q.anchorPoint.y)),
            ("rotation", abs(p.rotation - q.rotation)), ("scaleX", abs(p.scaleX - q.scaleX)), ("scaleY", abs(p.scaleY - q.scaleY)),
            ("translationX", abs(p.translationX - q.translationX)), ("translationY", abs(p.translationY - q.translationY)),
            ("cornerRadius", abs(p.cornerRadius - q.cornerRadius)), ("opacity", abs(p.opacity - q.opacity)),
            ("backgroundColor", rgba(p.backgroundColor, q.backgroundColor)), ("borderColor", rgba(p.borderColor, q.borderColor)),
            ("borderWidth", abs(p.borderWidth - q.borderWidth)), ("fontSize", abs(p.fontSize - q.fontSize)),
            ("foregroundColor", rgba(p.foregroundColor, q.foregroundColor)),
        ]
    }

    var summary: String {
        let at = largestAt.map { " at frame \($0.frame), layer \($0.layer), \($0.field)" } ?? ""
        return "\(frames) frames, largest difference \(largest)\(at); \(mismatches.count) mismatches \(mismatches.prefix(3))"
    }
}
