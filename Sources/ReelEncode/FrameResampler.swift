import ReelFrame

/// Shrinks frames by area: each new pixel is the average of the old pixels it covers, each
/// weighted by how much of it it covers (a box filter with exact coverage, as a camera's
/// sensor or ImageMagick's `-filter box -resize` would), on premultiplied BGRA, so a soft
/// edge keeps its colour. Weights are whole numbers (a pixel is `newSize` units of the old
/// side, `oldSize` of the new), so the result is exact integer arithmetic: the same bytes on
/// every machine. Made for shrinking; growing repeats pixels.
struct FrameResampler {
    let from: (width: Int, height: Int)
    let to: (width: Int, height: Int)
    /// For each new column (row): the old columns it covers and their weights, which add up
    /// to the old size, flat (`Weights`): a size search resamples every kept frame at each
    /// scale it tries, and arrays of arrays cost a retain and a release per pixel.
    private let columns: Weights
    private let rows: Weights
    /// Division by oldW × oldH, for sums up to 255 of it plus half of it.
    private let division: ExactDivision

    /// Each new pixel's old pixels, laid end to end: new pixel i's are `index[start[i]..<start[i + 1]]`.
    struct Weights {
        var start: [Int] = [0]
        var index: [Int] = []
        var weight: [UInt32] = []
    }

    init(from: (Int, Int), to: (Int, Int)) {
        self.from = from; self.to = to
        columns = Self.flat(Self.weights(old: from.0, new: to.0))
        rows = Self.flat(Self.weights(old: from.1, new: to.1))
        let total = UInt64(from.0) * UInt64(from.1)
        division = ExactDivision(divisor: total, bits: ExactDivision.bits(below: 256 * total))
    }

    static func flat(_ lists: [[(index: Int, weight: Int)]]) -> Weights {
        var w = Weights()
        for list in lists {
            for (i, f) in list { w.index.append(i); w.weight.append(UInt32(f)) }
            w.start.append(w.index.count)
        }
        return w
    }

    /// New pixel i covers [i × old, (i + 1) × old) in units where an old pixel j is
    /// [j × new, (j + 1) × new): the overlaps are the weights.
    static func weights(old: Int, new: Int) -> [[(index: Int, weight: Int)]] {
        (0..<new).map { i in
            let lo = i * old, hi = (i + 1) * old
            var out: [(Int, Int)] = []
            var j = lo / new
            while j * new < hi && j < old {
                let overlap = min(hi, (j + 1) * new) - max(lo, j * new)
                if overlap > 0 { out.append((j, overlap)) }
                j += 1
            }
            return out
        }
    }

    /// The new rows whose pixels cover any of the old rows `old` (and a row more: the rounding
    /// never leaves one out).
    func rows(covering old: Range<Int>) -> Range<Int> {
        let lo = min(to.height - 1, old.lowerBound * to.height / from.height)
        let hi = min(to.height, (old.upperBound * to.height + from.height - 1) / from.height + 1)
        return lo..<max(lo + 1, hi)
    }

    /// `frame` at the new size. With `changed` and `previous` (the frame before, already
    /// resampled), only the new rows covering the old rows `changed` are computed, the
    /// others copied from `previous`: the old rows outside `changed` are the same in both
    /// frames, so the result is the same bytes as resampling it all.
    func resample(_ frame: Frame, changed: Range<Int>? = nil, onto previous: Frame? = nil) -> Frame {
        var across: [UInt32] = []
        return resample(frame, changed: changed, onto: previous, across: &across)
    }

    /// The same, with the column sums' buffer `across` kept by the caller across frames: a
    /// size search shrinks every kept frame at each scale it tries, and a new buffer a frame
    /// (about 4 sums × the new width × the old height) was cleared and faulted in each time.
    /// Every sum read is written first, so the buffer is never cleared.
    func resample(_ frame: Frame, changed: Range<Int>?, onto previous: Frame?, across: inout [UInt32]) -> Frame {
        let out: Frame
        var made = 0..<to.height
        if let changed, let previous {
            out = Frame(copying: previous)
            guard !changed.isEmpty else { return out }
            made = rows(covering: changed)
        } else {
            out = Frame(width: to.width, height: to.height)
        }
        let w = to.width
        // The old rows the new rows `made` read.
        let first = rows.index[rows.start[made.lowerBound]], end = rows.index[rows.start[made.upperBound] - 1] + 1
        if across.count < w * 4 * (end - first) { across = [UInt32](repeating: 0, count: w * 4 * (end - first)) }
        let source = frame.pixels.assumingMemoryBound(to: UInt8.self)
        let stride = frame.stride
        // Columns first, into 4 sums a pixel, then rows. A column sum is at most 255 × the old
        // width (a new pixel's weights add up to the old side), a row sum 255 × the old
        // width × the old height: the wrapping operators below never wrap for frames under
        // 2^24 px a side (`Frame`s are far smaller), and they keep the overflow checks out
        // of the innermost loops. Each sum is over oldW × oldH units of weight: divided,
        // rounded to nearest (`ExactDivision`, the same quotients as `/`).
        let target = out.pixels.assumingMemoryBound(to: UInt8.self)
        let divide = division
        let half = divide.divisor / 2
        columns.start.withUnsafeBufferPointer { cs in
        columns.index.withUnsafeBufferPointer { ci in
        columns.weight.withUnsafeBufferPointer { cw in
        rows.start.withUnsafeBufferPointer { rs in
        rows.index.withUnsafeBufferPointer { ri in
        rows.weight.withUnsafeBufferPointer { rw in
        across.withUnsafeMutableBufferPointer { across in
            let sums = across.baseAddress!
            for y in first..<end {
                let row = source + y * stride
                let line = sums + (y - first) * w * 4
                for x in 0..<w {
                    var b: UInt32 = 0, g: UInt32 = 0, r: UInt32 = 0, a: UInt32 = 0
                    for k in cs[x]..<cs[x + 1] {
                        let p = row + 4 &* ci[k], f = cw[k]
                        b = b &+ UInt32(p[0]) &* f; g = g &+ UInt32(p[1]) &* f
                        r = r &+ UInt32(p[2]) &* f; a = a &+ UInt32(p[3]) &* f
                    }
                    let o = line + x &* 4
                    o[0] = b; o[1] = g; o[2] = r; o[3] = a
                }
            }
            for y in made {
                let row = target + y * out.stride
                for x in 0..<w {
                    var s0: UInt64 = 0, s1: UInt64 = 0, s2: UInt64 = 0, s3: UInt64 = 0
                    for k in rs[y]..<rs[y + 1] {
                        let o = sums + ((ri[k] &- first) &* w &+ x) &* 4, f = UInt64(rw[k])
                        s0 = s0 &+ UInt64(o[0]) &* f; s1 = s1 &+ UInt64(o[1]) &* f
                        s2 = s2 &+ UInt64(o[2]) &* f; s3 = s3 &+ UInt64(o[3]) &* f
                    }
                    let p = row + 4 &* x
                    p[0] = UInt8(truncatingIfNeeded: divide.quotient(s0 &+ half))
                    p[1] = UInt8(truncatingIfNeeded: divide.quotient(s1 &+ half))
                    p[2] = UInt8(truncatingIfNeeded: divide.quotient(s2 &+ half))
                    p[3] = UInt8(truncatingIfNeeded: divide.quotient(s3 &+ half))
                }
            }
        }}}}}}}
        return out
    }
}
