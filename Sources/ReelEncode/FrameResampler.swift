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
        let out = Frame(width: to.width, height: to.height)
        var made = 0..<to.height
        if let changed, let previous {
            out.copy(from: previous)
            guard !changed.isEmpty else { return out }
            made = rows(covering: changed)
        }
        let w = to.width, oldW = from.width, oldH = from.height
        // The old rows the new rows `made` read.
        let first = rows.index[rows.start[made.lowerBound]], end = rows.index[rows.start[made.upperBound] - 1] + 1
        // Columns first, into 4 sums a pixel (each at most 255 × oldW), then rows.
        var across = [UInt32](repeating: 0, count: w * 4 * (end - first))
        let source = frame.pixels.assumingMemoryBound(to: UInt8.self)
        let stride = frame.stride
        // Each sum is over oldW × oldH units of weight: divided, rounded to nearest.
        let total = UInt64(oldW) * UInt64(oldH)
        let target = out.pixels.assumingMemoryBound(to: UInt8.self)
        columns.start.withUnsafeBufferPointer { cs in
        columns.index.withUnsafeBufferPointer { ci in
        columns.weight.withUnsafeBufferPointer { cw in
        rows.start.withUnsafeBufferPointer { rs in
        rows.index.withUnsafeBufferPointer { ri in
        rows.weight.withUnsafeBufferPointer { rw in
        across.withUnsafeMutableBufferPointer { across in
            for y in first..<end {
                let row = source + y * stride
                for x in 0..<w {
                    var b: UInt32 = 0, g: UInt32 = 0, r: UInt32 = 0, a: UInt32 = 0
                    for k in cs[x]..<cs[x + 1] {
                        let p = row + 4 * ci[k], f = cw[k]
                        b += UInt32(p[0]) * f; g += UInt32(p[1]) * f; r += UInt32(p[2]) * f; a += UInt32(p[3]) * f
                    }
                    let o = ((y - first) * w + x) * 4
                    across[o] = b; across[o + 1] = g; across[o + 2] = r; across[o + 3] = a
                }
            }
            for y in made {
                let row = target + y * out.stride
                for x in 0..<w {
                    var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                    for k in rs[y]..<rs[y + 1] {
                        let o = ((ri[k] - first) * w + x) * 4, f = UInt64(rw[k])
                        sums.0 += UInt64(across[o]) * f; sums.1 += UInt64(across[o + 1]) * f
                        sums.2 += UInt64(across[o + 2]) * f; sums.3 += UInt64(across[o + 3]) * f
                    }
                    let p = row + 4 * x
                    p[0] = UInt8((sums.0 + total / 2) / total); p[1] = UInt8((sums.1 + total / 2) / total)
                    p[2] = UInt8((sums.2 + total / 2) / total); p[3] = UInt8((sums.3 + total / 2) / total)
                }
            }
        }}}}}}}
        return out
    }
}
