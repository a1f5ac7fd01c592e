/// The clip's palette, computed as Debian 12's FFmpeg 5.1 palettegen computes it with
/// `stats_mode=diff:reserve_transparent=1:max_colors=256`, so the GIF's colors (and with
/// GIFPaletteMapper its pixels) are the ones BadgeReel always wrote, and the same on every
/// machine (FFmpeg 6 moved palettegen to OkLab: a Mac's Homebrew FFmpeg picks other colors).
///
/// - Statistics (diff mode): the first frame counts every pixel; each later frame counts,
///   where a pixel differs from the frame before, the color the frame before had there
///   (vf_palettegen.c update_histogram_diff reads its first frame argument, the previous
///   one), so the last frame's new colors are never counted. A frame equal to the one
///   before adds nothing.
/// - Heckbert's median cut over the counted colors: the box with the largest weighted
///   squared distance to its average color is split at the weighted median of its widest
///   channel (green on ties, then red), until 255 boxes or no box holds two colors; colors
///   are ordered in FFmpeg's hash table order and sorted with FFmpeg's own unstable quicksort,
///   since which side of the median equal channel values fall on depends on both.
/// - Each box's color is the weighted average (rounded down) of its colors, the boxes sorted
///   by that color, the table padded with the last color, entry 255 the transparent one
///   (0x0000FF00: green with no alpha).
///
/// Counting is split in two: `count` (any thread, one frame against the one before it)
/// and `add` (in frame order), so frames can be counted on other cores while the result
/// stays what one pass in order gives.
struct GIFPaletteBuilder {
    /// One frame's statistics: colors in the order they are first met (row by row), with
    /// how many pixels count them.
    struct FrameCounts: Sendable {
        var colors: [UInt32] = []
        var counts: [UInt64] = []
    }

    /// Every color counted so far, in the order first met, with its count.
    private var colors: [UInt32] = []
    private var counts: [UInt64] = []
    private var slot: [UInt32: Int] = [:]

    /// The statistics of `current` in diff mode: every pixel for the first frame
    /// (`previous` nil), else the previous frame's color at each pixel that changed.
    static func count(_ current: GIFPixels, previous: GIFPixels?) -> FrameCounts {
        // Only the rectangle paletteuse would remap can hold changed pixels: the rows and
        // columns around it are compared with memcmp instead of pixel by pixel.
        count(current, previous: previous, within: GIFPaletteMapper.changedRect(current, previous: previous))
    }

    /// The same statistics when every pixel that differs lies in `rect`
    /// (`GIFPaletteMapper.changedRect`): only its pixels are read (all of them for the
    /// first frame).
    static func count(_ current: GIFPixels, previous: GIFPixels?, within rect: GIFPaletteMapper.Rect) -> FrameCounts {
        var result = FrameCounts()
        var slot: [UInt32: Int] = [:]
        // Runs of one color are counted at once: badge art is mostly flat, so a frame is a
        // few thousand runs, not a million dictionary look-ups.
        var runColor: UInt32 = 0, run: UInt64 = 0
        @inline(__always) func flush() {
            guard run > 0 else { return }
            if let i = slot[runColor] {
                result.counts[i] += run
            } else {
                slot[runColor] = result.colors.count
                result.colors.append(runColor)
                result.counts.append(run)
            }
            run = 0
        }
        for y in rect.y0..<rect.y1 {
            let c = current.row(y)
            if let previous {
                let p = previous.row(y)
                for x in rect.x0..<rect.x1 where c[x] != p[x] {
                    let v = p[x]
                    if run > 0 && v != runColor { flush() }
                    runColor = v
                    run += 1
                }
            } else {
                for x in 0..<current.width {
                    let v = c[x]
                    if run > 0 && v != runColor { flush() }
                    runColor = v
                    run += 1
                }
            }
        }
        flush()
        return result
    }

    /// Adds one frame's statistics; frames must come in order.
    mutating func add(_ frame: FrameCounts) {
        for (c, n) in zip(frame.colors, frame.counts) {
            if let i = slot[c] {
                counts[i] += n
            } else {
                slot[c] = colors.count
                colors.append(c)
                counts.append(n)
            }
        }
    }

    /// How many different colors were counted.
    var colorCount: Int { colors.count }

    private struct Box {
        var color: UInt32
        var variance: Int64
        var start: Int
        var len: Int
        var sortedBy: Int
    }

    /// The palette: 256 words 0xAARRGGBB, the last one transparent, holding at most
    /// `maxColors` entries in all (palettegen's max_colors; the entries past them repeat
    /// the last color and are never chosen).
    func palette(maxColors: Int = 256) -> [UInt32] {
        let maxBoxes = max(1, min(256, maxColors) - 1)   // max_colors less the reserved transparent entry
        // palettegen's refs: its hash table's buckets in order (the low 5 bits of red,
        // green and blue), each bucket's colors in the order they were first met.
        func hash(_ c: UInt32) -> Int { Int((c >> 16 & 31) << 10 | (c >> 8 & 31) << 5 | (c & 31)) }
        var bucketSizes = [Int](repeating: 0, count: 1 << 15)
        for c in colors { bucketSizes[hash(c)] += 1 }
        var next = [Int](repeating: 0, count: 1 << 15)
        var total = 0
        for b in 0..<(1 << 15) { next[b] = total; total += bucketSizes[b] }
        var refs = [Int](repeating: 0, count: colors.count)
        for (i, c) in colors.enumerated() { refs[next[hash(c)]] = i; next[hash(c)] += 1 }

        func average(_ box: Box) -> UInt32 {
            var r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0, div: UInt64 = 0
            for i in box.start..<(box.start + box.len) {
                let c = colors[refs[i]], n = counts[refs[i]]
                r += UInt64(c >> 16 & 0xFF) * n
                g += UInt64(c >> 8 & 0xFF) * n
                b += UInt64(c & 0xFF) * n
                div += n
            }
            guard div > 0 else { return 0xFF00_0000 }
            return 0xFF00_0000 | UInt32(r / div) << 16 | UInt32(g / div) << 8 | UInt32(b / div)
        }
        func distance(_ a: UInt32, _ b: UInt32) -> Int64 {
            let dr = Int64(a >> 16 & 0xFF) - Int64(b >> 16 & 0xFF)
            let dg = Int64(a >> 8 & 0xFF) - Int64(b >> 8 & 0xFF)
            let db = Int64(a & 0xFF) - Int64(b & 0xFF)
            return dr * dr + dg * dg + db * db
        }

        var boxes: [Box] = []
        if !colors.isEmpty {
            var first = Box(color: 0, variance: -1, start: 0, len: colors.count, sortedBy: -1)
            first.color = average(first)
            boxes.append(first)
        }
        var current: Int? = boxes.isEmpty ? nil : 0
        while let id = current, boxes[id].len > 1 {
            var box = boxes[id]
            var lo: [Int] = [255, 255, 255], hi: [Int] = [0, 0, 0]
            var weight: UInt64 = 0
            for i in box.start..<(box.start + box.len) {
                let c = colors[refs[i]]
                let v = [Int(c >> 16 & 0xFF), Int(c >> 8 & 0xFF), Int(c & 0xFF)]
                for k in 0..<3 { lo[k] = min(lo[k], v[k]); hi[k] = max(hi[k], v[k]) }
                weight += counts[refs[i]]
            }
            let rr = hi[0] - lo[0], gr = hi[1] - lo[1], br = hi[2] - lo[2]
            // palettegen: green by default (the eye is most sensitive to it), blue, then
            // red, then green again win ties in this order.
            var longest = 1
            if br >= rr && br >= gr { longest = 2 }
            if rr >= gr && rr >= br { longest = 0 }
            if gr >= rr && gr >= br { longest = 1 }
            if box.sortedBy != longest {
                let shift = UInt32(8 * (2 - longest))
                let colors = self.colors
                FFmpegQuickSort.sort(&refs, box.start..<(box.start + box.len)) { a, b in
                    Int(colors[a] >> shift & 0xFF) - Int(colors[b] >> shift & 0xFF)
                }
                box.sortedBy = longest
            }
            let median = (weight + 1) >> 1
            var sum: UInt64 = 0
            var i = box.start
            // At least one color on each side of the cut.
            while i < box.start + box.len - 2 {
                sum += counts[refs[i]]
                if sum > median { break }
                i += 1
            }
            var right = Box(color: 0, variance: -1, start: i + 1, len: box.start + box.len - (i + 1), sortedBy: box.sortedBy)
            box.len -= right.len
            box.color = average(box)
            box.variance = -1
            right.color = average(right)
            boxes[id] = box
            boxes.append(right)

            // The next box to cut: the one whose colors lie farthest from its average.
            current = nil
            guard boxes.count < maxBoxes else { break }
            var best: Int64 = -1
            for b in boxes.indices {
                if boxes[b].len >= 2 {
                    if boxes[b].variance == -1 {
                        var v: Int64 = 0
                        for j in boxes[b].start..<(boxes[b].start + boxes[b].len) {
                            v += distance(colors[refs[j]], boxes[b].color) * Int64(counts[refs[j]])
                        }
                        boxes[b].variance = v
                    }
                    if boxes[b].variance > best { best = boxes[b].variance; current = b }
                } else {
                    boxes[b].variance = -1
                }
            }
        }
        // qsort by color (glibc's qsort is a stable merge sort here; equal colors only
        // ever come from equal averages, which makes their order moot).
        let sorted = boxes.map(\.color).sorted()
        var palette = [UInt32](repeating: 0, count: 256)
        var last: UInt32 = 0
        for i in 0..<256 {
            if i < sorted.count { last = sorted[i] }
            palette[i] = last
        }
        palette[255] = 0x0000_FF00
        return palette
    }
}
