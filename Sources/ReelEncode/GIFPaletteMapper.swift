import Foundation

/// Maps frames to a palette as Debian 12's FFmpeg 5.1 paletteuse does with
/// `diff_mode=rectangle:alpha_threshold=128` and the chosen dither, pixel for pixel:
///
/// - Only the rectangle bounding what changed since the previous frame is mapped (whole
///   rows compared top and bottom, then columns); the rest keeps the previous frame's
///   indices. A frame equal to the one before still maps its bottom-right pixel (the
///   rectangle never shrinks below one pixel), which matters for the error-diffusing dithers.
/// - A pixel below half alpha gets the transparent entry; any other gets the nearest opaque
///   palette color (squared RGB distance) found by paletteuse's k-d tree, whose traversal
///   order decides between equally near colors: the tree is rebuilt here as paletteuse
///   builds it (median color of the widest channel, FFmpeg's quicksort).
/// - Dithers: Bayer adds a fixed 8×8 pattern before the search; Floyd–Steinberg and
///   Sierra-2-4A spread the error inside the rectangle, on a copy of it (paletteuse spreads
///   it in its own writable copy of the frame; the next rectangle is found on the frame as
///   it came).
///
/// Nearest colors are remembered per color (paletteuse keeps a cache too), in a table
/// indexed by the 24-bit color whose pages are touched only when used (`GIFColorCache`,
/// kept between mappers).
final class GIFPaletteMapper {
    /// The palette: 256 words 0xAARRGGBB.
    let palette: [UInt32]
    let dither: Dither
    /// The entry for pixels below half alpha, if the palette has one.
    let transparent: Int?
    private let tree: [Node]
    /// Nearest entry + 1 for each 0xRRGGBB, 0 until searched: `colors`' entries.
    private let cache: UnsafeMutablePointer<UInt16>
    private let colors: GIFColorCache
    /// The error-diffusion copy of the rectangle.
    private var work: [UInt32] = []

    /// alpha_threshold=128.
    static let alphaThreshold: UInt32 = 128

    struct Node {
        var r: Int, g: Int, b: Int
        /// 1 red, 2 green, 3 blue.
        var split: Int
        var paletteID: Int
        var left: Int, right: Int
        @inline(__always) func value(_ c: Int) -> Int { c == 1 ? r : c == 2 ? g : b }
    }

    /// Where `map` wrote: the rectangle mapped (x0, y0 inclusive; x1, y1 exclusive).
    struct Rect: Equatable, Sendable {
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    init(palette: [UInt32], dither: Dither) throws(EncodeError) {
        precondition(palette.count == 256)
        colors = try GIFColorCaches.take()
        self.palette = palette
        self.dither = dither
        transparent = palette.lastIndex { $0 >> 24 < Self.alphaThreshold }
        tree = Self.buildTree(palette)
        cache = colors.entries
    }

    deinit { GIFColorCaches.giveBack(colors) }

    // MARK: The k-d tree (vf_paletteuse.c load_colormap, colormap_insert, get_next_color)

    private static func buildTree(_ palette: [UInt32]) -> [Node] {
        // Entries left out: a repeat of the entry before (palettegen pads with its last
        // color) and any not fully opaque.
        var used = [Bool](repeating: false, count: 256)
        var last: UInt32 = 0
        for i in 0..<256 {
            let c = palette[i]
            if i != 0 && c == last { used[i] = true; continue }
            last = c
            if c >> 24 < alphaThreshold { used[i] = true }
        }
        var nodes: [Node] = []
        func insert(_ lo: [Int], _ hi: [Int]) -> Int {
            // The candidates inside the box, in palette order.
            var candidates: [(value: UInt32, id: Int)] = []
            var mn = [255, 255, 255], mx = [0, 0, 0]
            for i in 0..<256 {
                let c = palette[i]
                if c >> 24 < alphaThreshold || used[i] || c >> 24 != 0xFF { continue }
                let v = [Int(c >> 16 & 0xFF), Int(c >> 8 & 0xFF), Int(c & 0xFF)]
                if (0..<3).contains(where: { v[$0] < lo[$0] || v[$0] > hi[$0] }) { continue }
                for k in 0..<3 { mn[k] = min(mn[k], v[k]); mx[k] = max(mx[k], v[k]) }
                candidates.append((c, i))
            }
            guard !candidates.isEmpty else { return -1 }
            let wr = mx[0] - mn[0], wg = mx[1] - mn[1], wb = mx[2] - mn[2]
            var longest = 0
            if wr >= wg && wr >= wb { longest = 1 }
            if wg >= wr && wg >= wb { longest = 2 }
            if wb >= wr && wb >= wg { longest = 3 }
            let shift = UInt32(8 * (3 - longest))
            FFmpegQuickSort.sort(&candidates, 0..<candidates.count) { a, b in
                Int(a.value >> shift & 0xFF) - Int(b.value >> shift & 0xFF)
            }
            let id = candidates[candidates.count >> 1].id
            let c = palette[id]
            let me = nodes.count
            nodes.append(Node(r: Int(c >> 16 & 0xFF), g: Int(c >> 8 & 0xFF), b: Int(c & 0xFF),
                              split: longest, paletteID: id, left: -1, right: -1))
            used[id] = true
            let split = nodes[me].value(longest)
            var hi1 = hi, lo2 = lo
            hi1[longest - 1] = split
            lo2[longest - 1] = split + 1
            let left = insert(lo, hi1)
            var right = -1
            if lo2[longest - 1] <= hi[longest - 1] { right = insert(lo2, hi) }
            nodes[me].left = left
            nodes[me].right = right
            return me
        }
        _ = insert([0, 0, 0], [255, 255, 255])
        return nodes
    }

    /// The nearest opaque entry to r, g, b: the first of the nearest in paletteuse's
    /// recursive k-d tree search (colormap_nearest_recursive).
    func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        guard !tree.isEmpty else { return 0 }
        var best = Int.max, bestNode = 0
        let target = (r, g, b)
        func visit(_ n: Int) {
            let node = tree[n]
            let dr = target.0 - node.r, dg = target.1 - node.g, db = target.2 - node.b
            let d = dr * dr + dg * dg + db * db
            if d < best { best = d; bestNode = n }
            guard node.left != -1 || node.right != -1 else { return }
            let t = node.split == 1 ? target.0 : node.split == 2 ? target.1 : target.2
            let dx = t - node.value(node.split)
            let (nearer, further) = dx <= 0 ? (node.left, node.right) : (node.right, node.left)
            if nearer != -1 { visit(nearer) }
            if further != -1 && dx * dx < best { visit(further) }
        }
        visit(0)
        return tree[bestNode].paletteID
    }

    /// paletteuse's color_get: the transparent entry below half alpha, else the nearest.
    @inline(__always)
    private func index(of c: UInt32) -> Int {
        if c >> 24 < Self.alphaThreshold, let transparent { return transparent }
        let key = Int(c & 0xFF_FFFF)
        let cached = cache[key]
        if cached != 0 { return Int(cached) - 1 }
        let i = nearest(Int(c >> 16 & 0xFF), Int(c >> 8 & 0xFF), Int(c & 0xFF))
        colors.store(i, at: key)
        return i
    }

    // MARK: Mapping a frame

    /// The rectangle paletteuse maps for `current` after `previous` (set_processing_window):
    /// the whole frame first, then the box of what changed, at least one pixel.
    static func changedRect(_ current: GIFPixels, previous: GIFPixels?) -> Rect {
        let w = current.width, h = current.height
        guard let previous else { return Rect(x0: 0, y0: 0, x1: w, y1: h) }
        // The same buffer (a repeated frame): nothing changed.
        if previous.base == current.base && previous.stride == current.stride {
            return Rect(x0: w - 1, y0: h - 1, x1: w, y1: h)
        }
        return changedRect(current, previous: previous, rows: 0..<h)
    }

    /// The same rectangle when `current` and `previous` are known to be equal outside `rows`
    /// (the rows the renderer says changed): only those rows are read, and of `current` only
    /// those rows need to be there.
    ///
    /// paletteuse shrinks the rectangle from the top and bottom by whole rows, then from
    /// the left and right by whole columns of the rows left; the first and last columns
    /// that differ are the smallest and largest over those rows of each row's first and last
    /// differing pixel, so they are found row by row (memcmp over each row's margins outside
    /// the columns found so far) instead of column by column down the frame, which read a
    /// cache line per pixel. Nothing differing gives the bottom-right pixel, as paletteuse's
    /// loops stop there.
    static func changedRect(_ current: GIFPixels, previous: GIFPixels, rows: Range<Int>) -> Rect {
        let w = current.width, h = current.height
        let rows = rows.clamped(to: 0..<h)
        func sameRow(_ y: Int) -> Bool { memcmp(previous.row(y), current.row(y), w * 4) == 0 }
        var y0 = rows.lowerBound
        while y0 < rows.upperBound && sameRow(y0) { y0 += 1 }
        guard y0 < rows.upperBound else { return Rect(x0: w - 1, y0: h - 1, x1: w, y1: h) }
        var y1 = rows.upperBound - 1
        while y1 > y0 && sameRow(y1) { y1 -= 1 }
        // x0: the first differing column so far (w: none yet); x1: the last (-1: none yet).
        var x0 = w, x1 = -1
        for y in y0...y1 {
            let p = previous.row(y), c = current.row(y)
            if x0 > 0 && memcmp(p, c, x0 * 4) != 0 {
                var x = 0
                while p[x] == c[x] { x += 1 }
                x0 = x
                if x1 < x { x1 = x }
            }
            let from = max(x1 + 1, x0)
            if from < w && memcmp(p + from, c + from, (w - from) * 4) != 0 {
                var x = w - 1
                while p[x] == c[x] { x -= 1 }
                x1 = x
            }
        }
        return Rect(x0: x0, y0: y0, x1: x1 + 1, y1: y1 + 1)
    }

    /// Maps what changed in `current` since `previous` (nil for the first frame) into
    /// `indices`, the previous frame's plane (width × height, row by row). The plane is
    /// written (and so copied, if the caller keeps the previous one) only where it changes
    /// when the rectangle is one pixel, as it is for a repeated frame.
    /// Returns the rectangle mapped: outside it `indices` did not change.
    @discardableResult
    func map(_ current: GIFPixels, previous: GIFPixels?, into indices: inout [UInt8]) -> Rect {
        let rect = Self.changedRect(current, previous: previous)
        map(current, rect: rect, into: &indices)
        return rect
    }

    /// Maps `rect` of `current` (paletteuse's rectangle for it, `changedRect`) into
    /// `indices`, the previous frame's plane; only the rectangle's pixels of `current` are
    /// read. A one-pixel rectangle writes the plane only if its index changes.
    func map(_ current: GIFPixels, rect: Rect, into indices: inout [UInt8]) {
        map(rectPixels: current.cropped(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1), at: rect,
            width: current.width, into: &indices)
    }

    /// The same from the rectangle's pixels alone (`pixels`' row 0 is the rectangle's top
    /// row, its column 0 the rectangle's left column), such as a copy kept from an earlier
    /// pass; `indices` is the whole plane, `width` pixels a row.
    func map(rectPixels pixels: GIFPixels, at rect: Rect, width: Int, into indices: inout [UInt8]) {
        precondition(pixels.width == rect.x1 - rect.x0 && pixels.height == rect.y1 - rect.y0 && rect.y1 * width <= indices.count)
        if rect.x1 - rect.x0 == 1 && rect.y1 - rect.y0 == 1 {
            let i = rect.y0 * width + rect.x0
            let v = mapPixel(pixels.row(0)[0], x: rect.x0, y: rect.y0)
            if indices[i] != v { indices[i] = v }
        } else {
            indices.withUnsafeMutableBufferPointer {
                if let base = $0.baseAddress { map(rectPixels: pixels, at: rect, width: width, into: base) }
            }
        }
    }

    /// Maps the rectangle's pixels (as above) into `indices` (`width` pixels a row, holding
    /// the previous frame's indices everywhere else).
    private func map(rectPixels pixels: GIFPixels, at rect: Rect, width: Int, into indices: UnsafeMutablePointer<UInt8>) {
        let w = rect.x1 - rect.x0
        switch dither {
        case .none:
            for y in rect.y0..<rect.y1 {
                let src = pixels.row(y - rect.y0), dst = indices + y * width + rect.x0
                // Runs of one color are searched once.
                var lastColor: UInt32 = 0, lastIndex = -1
                for x in 0..<w {
                    let c = src[x]
                    if lastIndex < 0 || c != lastColor { lastColor = c; lastIndex = index(of: c) }
                    dst[x] = UInt8(lastIndex)
                }
            }
        case .bayer:
            for y in rect.y0..<rect.y1 {
                let src = pixels.row(y - rect.y0), dst = indices + y * width + rect.x0
                for x in 0..<w {
                    let c = src[x]
                    let d = GIFDither.bayer[(y & 7) << 3 | ((rect.x0 + x) & 7)]
                    let r = GIFDither.clip(Int(c >> 16 & 0xFF) + d)
                    let g = GIFDither.clip(Int(c >> 8 & 0xFF) + d)
                    let b = GIFDither.clip(Int(c & 0xFF) + d)
                    dst[x] = UInt8(index(of: c & 0xFF00_0000 | r << 16 | g << 8 | b))
                }
            }
        case .floyd_steinberg, .sierra2_4a:
            diffuse(pixels, rect: rect, width: width, into: indices)
        }
    }

    /// The index `map` writes for color `c` when its rectangle is the one pixel (x, y): no
    /// neighbour to spread an error to, so only Bayer's pattern changes the color searched.
    func mapPixel(_ c: UInt32, x: Int, y: Int) -> UInt8 {
        guard dither == .bayer else { return UInt8(index(of: c)) }
        let d = GIFDither.bayer[(y & 7) << 3 | (x & 7)]
        let r = GIFDither.clip(Int(c >> 16 & 0xFF) + d)
        let g = GIFDither.clip(Int(c >> 8 & 0xFF) + d)
        let b = GIFDither.clip(Int(c & 0xFF) + d)
        return UInt8(index(of: c & 0xFF00_0000 | r << 16 | g << 8 | b))
    }

    private func diffuse(_ pixels: GIFPixels, rect: Rect, width: Int, into indices: UnsafeMutablePointer<UInt8>) {
        let w = rect.x1 - rect.x0, h = rect.y1 - rect.y0
        if work.count < w * h { work = [UInt32](repeating: 0, count: w * h) }
        let floyd = dither == .floyd_steinberg
        let palette = self.palette
        var work = self.work
        self.work = []
        defer { self.work = work }
        work.withUnsafeMutableBufferPointer { buffer in
            guard let src = buffer.baseAddress else { return }
            for y in 0..<h {
                (src + y * w).update(from: pixels.row(y), count: w)
            }
            for y in 0..<h {
                let row = src + y * w, dst = indices + (rect.y0 + y) * width + rect.x0
                let down = y < h - 1
                for x in 0..<w {
                    let c = row[x]
                    let i = index(of: c)
                    dst[x] = UInt8(i)
                    // A transparent pixel has no color error to spread.
                    if i == transparent && c >> 24 < Self.alphaThreshold { continue }
                    let p = palette[i]
                    let er = Int(c >> 16 & 0xFF) - Int(p >> 16 & 0xFF)
                    let eg = Int(c >> 8 & 0xFF) - Int(p >> 8 & 0xFF)
                    let eb = Int(c & 0xFF) - Int(p & 0xFF)
                    let right = x < w - 1, left = x > 0
                    if floyd {
                        if right { row[x + 1] = GIFDither.spread(row[x + 1], er, eg, eb, 7, 4) }
                        if left && down { row[w + x - 1] = GIFDither.spread(row[w + x - 1], er, eg, eb, 3, 4) }
                        if down { row[w + x] = GIFDither.spread(row[w + x], er, eg, eb, 5, 4) }
                        if right && down { row[w + x + 1] = GIFDither.spread(row[w + x + 1], er, eg, eb, 1, 4) }
                    } else {
                        if right { row[x + 1] = GIFDither.spread(row[x + 1], er, eg, eb, 2, 2) }
                        if left && down { row[w + x - 1] = GIFDither.spread(row[w + x - 1], er, eg, eb, 1, 2) }
                        if down { row[w + x] = GIFDither.spread(row[w + x], er, eg, eb, 1, 2) }
                    }
                }
            }
        }
    }
}
