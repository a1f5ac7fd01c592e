import ReelTimeline

extension LottieValue {
    /// The static value, or the keyframes' value at frame `f` as a player computes it: the
    /// last keyframe at or before `f` holds (`h`) or eases by its cubic Bézier to the next.
    public func value(atFrame f: Double) -> [Double] {
        switch self {
        case .scalar(let v): return [v]
        case .vector(let v): return v
        case .animated(let k):
            guard let first = k.first else { return [] }
            if f < first.time { return first.start }
            var i = 0
            while i + 1 < k.count && k[i + 1].time <= f { i += 1 }
            let key = k[i]
            if i == k.count - 1 || key.hold == 1 { return key.start }
            let next = k[i + 1]
            let span = next.time - key.time
            let x = span > 0 ? (f - key.time) / span : 1
            let y: Double
            if let o = key.outTangent, let i = key.inTangent {
                y = TimingFunction(o.x.first ?? 0, o.y.first ?? 0, i.x.first ?? 1, i.y.first ?? 1)(x)
            } else {
                y = x
            }
            return zip(key.start, next.start).map { $0 + ($1 - $0) * y }
        }
    }
}
