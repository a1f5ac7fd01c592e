import CFFmpeg
import Foundation
import Testing
@testable import ReelEncode

/// Frames as the GIF encoder sees them (straight BGRA words 0xAARRGGBB, alpha 0 or 255 as
/// PixelConverter leaves them for GIF), seeded: a background of soft gradients, a disk that
/// moves and changes color, a few frames repeated, optionally transparent corners.
struct PaletteClip {
    let width: Int, height: Int
    var frames: [[UInt32]]

    init(width: Int, height: Int, count: Int, seed: UInt64, transparent: Bool, colors: Int) {
        self.width = width; self.height = height
        var rng = SplitMix(seed)
        let inks = (0..<colors).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }
        frames = []
        var frame = [UInt32](repeating: 0, count: width * height)
        for k in 0..<count {
            if k > 0 && rng.next() % 5 == 0 { frames.append(frame); continue }   // a repeat
            let cx = Int(rng.next() % UInt64(width)), cy = Int(rng.next() % UInt64(height))
            let r = 2 + Int(rng.next() % UInt64(max(3, width / 3)))
            let ink = inks[Int(rng.next() % UInt64(inks.count))]
            for y in 0..<height {
                for x in 0..<width {
                    var c = 0xFF00_0000 | UInt32((x * 255) / width) << 16 | UInt32((y * 255) / height) << 8 | UInt32(k * 37 & 0xFF)
                    if colors < 8 { c = 0xFF00_0000 | inks[(x / 5 + y / 7) % inks.count] }
                    let dx = x - cx, dy = y - cy
                    if dx * dx + dy * dy <= r * r { c = 0xFF00_0000 | ink }
                    if transparent && (x + y) % 11 < 3 && x < width / 2 { c = 0 }
                    frame[y * width + x] = c
                }
            }
            frames.append(frame)
        }
    }

    func pixels(_ k: Int, _ body: (GIFPixels) -> Void) {
        frames[k].withUnsafeBufferPointer { body(GIFPixels(base: $0.baseAddress!, width: width, height: height, stride: width)) }
    }
}

struct SplitMix {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// BadgeReel's palette and mapping: what they must compute (against FFmpeg 5.1's
/// palettegen and paletteuse, run here through libavfilter) and what they must be on their
/// own (nearest colors against a brute-force search, sorting against the standard library).
@Suite struct GIFPaletteTests {
    /// Our palette and index planes for `clip`.
    func ours(_ clip: PaletteClip, dither: Dither) throws -> (palette: [UInt32], planes: [[UInt8]]) {
        var builder = GIFPaletteBuilder()
        for k in clip.frames.indices {
            clip.pixels(k) { current in
                if k == 0 { builder.add(GIFPaletteBuilder.count(current, previous: nil)); return }
                clip.pixels(k - 1) { builder.add(GIFPaletteBuilder.count(current, previous: $0)) }
            }
        }
        let palette = builder.palette()
        let mapper = try GIFPaletteMapper(palette: palette, dither: dither)
        var plane = [UInt8](repeating: 0, count: clip.width * clip.height)
        var planes: [[UInt8]] = []
        for k in clip.frames.indices {
            clip.pixels(k) { current in
                if k == 0 { mapper.map(current, previous: nil, into: &plane); return }
                clip.pixels(k - 1) { mapper.map(current, previous: $0, into: &plane) }
            }
            planes.append(plane)
        }
        return (palette, planes)
    }

    /// FFmpeg's palette and index planes for `clip`, with the filters GIF exports used.
    func ffmpeg(_ clip: PaletteClip, dither: Dither) throws -> (palette: [UInt32], planes: [[UInt8]]) {
        try FFmpegLibraries.load([.util, .filter])
        let tb = AVRational(num: 1, den: 100)
        let input = FilterGraph.Input(width: Int32(clip.width), height: Int32(clip.height), format: AV_PIX_FMT_BGRA, timeBase: tb)
        func frame(_ k: Int) throws -> UnsafeMutablePointer<AVFrame> {
            let pool = try FramePool(width: Int32(clip.width), height: Int32(clip.height), format: AV_PIX_FMT_BGRA)
            let av = try pool.make()
            let (plane, stride) = av.plane(0)
            for y in 0..<clip.height {
                clip.frames[k].withUnsafeBytes { src in
                    (plane! + y * stride).update(from: src.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * clip.width * 4, count: clip.width * 4)
                }
            }
            av.pointee.pts = Int64(k)
            return av
        }
        let gen = try FilterGraph("[in0]palettegen=stats_mode=diff:reserve_transparent=1:max_colors=256[out]", inputs: [input])
        for k in clip.frames.indices { try gen.push(try frame(k)) }
        try gen.push(nil)
        let paletteFrame = try #require(try gen.pull())
        let (pp, pstride) = paletteFrame.plane(0)
        var palette: [UInt32] = []
        for y in 0..<16 {
            for x in 0..<16 { palette.append(UnsafeRawPointer(pp! + y * pstride).load(fromByteOffset: x * 4, as: UInt32.self)) }
        }
        let use = try FilterGraph("[in0][in1]paletteuse=dither=\(dither.rawValue):diff_mode=rectangle:alpha_threshold=128[out]",
                                  inputs: [input, FilterGraph.Input(width: 16, height: 16, format: AVPixelFormat(paletteFrame.pointee.format), timeBase: tb)])
        paletteFrame.pointee.pts = 0
        try use.push(paletteFrame, to: 1)
        try use.push(nil, to: 1)
        var planes: [[UInt8]] = []
        func drain() throws {
            while let out = try use.pull() {
                let (ip, istride) = out.plane(0)
                var plane = [UInt8](repeating: 0, count: clip.width * clip.height)
                for y in 0..<clip.height { for x in 0..<clip.width { plane[y * clip.width + x] = ip![y * istride + x] } }
                planes.append(plane)
                out.free()
            }
        }
        for k in clip.frames.indices { try use.push(try frame(k)); try drain() }
        try use.push(nil)
        try drain()
        return (palette, planes)
    }

    /// The version palettegen and paletteuse were reproduced from: FFmpeg 5.1 (libavfilter
    /// 8), Debian 12's. Other versions compute other palettes (FFmpeg 6 moved to OkLab).
    static var ffmpegIs51: Bool {
        (try? FFmpegLibraries.load([.util, .filter])) != nil && reel_avfilter_version() >> 16 == 8
    }

    @Test(.enabled(if: ffmpegIs51, "the reference is Debian 12's FFmpeg 5.1"),
          arguments: Dither.allCases)
    func sameAsFFmpeg51(dither: Dither) throws {
        let cases: [(Int, Int, Int, Bool, Int)] = [
            (24, 17, 6, false, 5), (31, 23, 9, false, 40), (40, 40, 8, true, 300), (13, 29, 7, true, 3), (64, 48, 5, false, 900),
        ]
        for (seed, (w, h, n, transparent, colors)) in cases.enumerated() {
            let clip = PaletteClip(width: w, height: h, count: n, seed: UInt64(seed * 7919 + 1), transparent: transparent, colors: colors)
            let a = try ours(clip, dither: dither)
            let b = try ffmpeg(clip, dither: dither)
            #expect(a.palette == b.palette, "palette, case \(seed)")
            #expect(a.planes.count == b.planes.count)
            for k in 0..<min(a.planes.count, b.planes.count) {
                #expect(a.planes[k] == b.planes[k], "frame \(k), case \(seed), \(dither)")
            }
        }
    }
}

/// The palette and mapping on their own, against small evaluators written independently.
@Suite struct GIFPaletteOwnTests {
    @Test func theSortSortsAndKeepsEveryElement() {
        var rng = SplitMix(42)
        for n in [0, 1, 2, 3, 5, 17, 200, 1000] {
            for spread in [2, 7, 256] {
                var a = (0..<n).map { _ in Int(rng.next() % UInt64(spread)) }
                let expected = a.sorted()
                FFmpegQuickSort.sort(&a, 0..<n) { $0 - $1 }
                #expect(a == expected, "n \(n), values 0..<\(spread)")
            }
        }
        // A sub-range only: what lies outside stays where it was.
        var b = [9, 8, 7, 6, 5, 4, 3]
        FFmpegQuickSort.sort(&b, 2..<6) { $0 - $1 }
        #expect(b == [9, 8, 4, 5, 6, 7, 3])
    }

    @Test func theNearestColorIsAsNearAsABruteForceSearchFinds() throws {
        var rng = SplitMix(7)
        for trial in 0..<6 {
            let n = [1, 2, 16, 100, 200, 255][trial]
            var palette = (0..<n).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }.sorted()
            while palette.count < 255 { palette.append(palette.last!) }   // padded as palettegen pads
            palette.append(0x0000_FF00)
            let mapper = try GIFPaletteMapper(palette: palette, dither: .none)
            #expect(mapper.transparent == 255)
            for _ in 0..<3000 {
                let r = Int(rng.next() & 0xFF), g = Int(rng.next() & 0xFF), b = Int(rng.next() & 0xFF)
                func distance(_ i: Int) -> Int {
                    let c = palette[i]
                    let dr = r - Int(c >> 16 & 0xFF), dg = g - Int(c >> 8 & 0xFF), db = b - Int(c & 0xFF)
                    return dr * dr + dg * dg + db * db
                }
                let best = (0..<255).map(distance).min()!
                let found = mapper.nearest(r, g, b)
                #expect(found < 255 && distance(found) == best, "\(n) colors, target \(r),\(g),\(b)")
            }
        }
    }

    /// A mapper takes the colour table an earlier mapper gave back (`GIFColorCaches`): it must
    /// remember none of that mapper's colours. The first mapper's palette is the second's
    /// with red and blue swapped, so a colour remembered from it names another entry.
    @Test func aKeptColorTableRemembersNothingOfTheMapperBefore() throws {
        var rng = SplitMix(11)
        var palette = (0..<200).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }.sorted()
        while palette.count < 256 { palette.append(palette.last!) }
        let swapped = palette.map { $0 & 0xFF00_FF00 | ($0 >> 16 & 0xFF) | ($0 & 0xFF) << 16 }
        let colors = (0..<5000).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0xFF_FFFF }
        do {
            let before = try GIFPaletteMapper(palette: swapped, dither: .none)
            for c in colors { _ = before.mapPixel(c, x: 0, y: 0) }
        }
        let mapper = try GIFPaletteMapper(palette: palette, dither: .none)
        var wrong = 0
        for c in colors {
            let found = Int(mapper.mapPixel(c, x: 0, y: 0))
            if found != mapper.nearest(Int(c >> 16 & 0xFF), Int(c >> 8 & 0xFF), Int(c & 0xFF)) { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) of \(colors.count) colours mapped as the mapper before would")
    }

    @Test func aColorTableGivenBackIsClearedWhereItWasWritten() throws {
        let cache = try GIFColorCache()
        for key in stride(from: 0, to: 1 << 24, by: 4099) { cache.store(key % 256, at: key) }
        #expect(cache.count == (1 << 24 + 4098) / 4099)
        cache.clear()
        #expect(cache.count == 0)
        let nonzero = (0..<(1 << 24)).reduce(0) { $0 + (cache.entries[$1] != 0 ? 1 : 0) }
        #expect(nonzero == 0)
    }

    @Test func fewColorsAreKeptExactlyAndSorted() {
        // Seven colors, fewer than the 255 boxes: each becomes an entry of its own.
        let clip = PaletteClip(width: 30, height: 20, count: 1, seed: 3, transparent: false, colors: 7)
        var builder = GIFPaletteBuilder()
        clip.pixels(0) { builder.add(GIFPaletteBuilder.count($0, previous: nil)) }
        let distinct = Set(clip.frames[0]).sorted()
        let palette = builder.palette()
        #expect(Array(palette.prefix(distinct.count)) == distinct)
        #expect(palette[distinct.count..<255].allSatisfy { $0 == distinct.last! })
        #expect(palette[255] == 0x0000_FF00)
    }

    @Test func diffStatisticsCountWhatThePreviousFrameHadWhereAPixelChanged() {
        // FFmpeg 5.1's diff mode: a changed pixel counts the previous frame's color there,
        // so a color only the last frame shows never reaches the palette.
        let a: UInt32 = 0xFF10_2030, b: UInt32 = 0xFFF0_E0D0, c: UInt32 = 0xFF80_8080
        let first = [UInt32](repeating: a, count: 12)
        var second = first; second[5] = b
        var third = second; third[5] = c
        var builder = GIFPaletteBuilder()
        func px(_ f: [UInt32], _ body: (GIFPixels) -> Void) {
            f.withUnsafeBufferPointer { body(GIFPixels(base: $0.baseAddress!, width: 4, height: 3, stride: 4)) }
        }
        px(first) { builder.add(GIFPaletteBuilder.count($0, previous: nil)) }
        px(second) { s in px(first) { builder.add(GIFPaletteBuilder.count(s, previous: $0)) } }
        px(second) { s in px(second) { builder.add(GIFPaletteBuilder.count(s, previous: $0)) } }
        px(third) { s in px(second) { builder.add(GIFPaletteBuilder.count(s, previous: $0)) } }
        #expect(builder.colorCount == 2)
        let palette = builder.palette()
        #expect(Array(palette.prefix(2)) == [a, b] && !palette.contains(c))
    }

    @Test func anUnchangedFrameStillMapsItsBottomRightPixel() {
        let f = [UInt32](repeating: 0xFF00_0000, count: 20)
        f.withUnsafeBufferPointer { p in
            let px = GIFPixels(base: p.baseAddress!, width: 5, height: 4, stride: 5)
            #expect(GIFPaletteMapper.changedRect(px, previous: px) == .init(x0: 4, y0: 3, x1: 5, y1: 4))
            #expect(GIFPaletteMapper.changedRect(px, previous: nil) == .init(x0: 0, y0: 0, x1: 5, y1: 4))
        }
        var g = f; g[7] = 0xFFFF_FFFF; g[13] = 0xFF00_FF00
        f.withUnsafeBufferPointer { p in
            g.withUnsafeBufferPointer { q in
                let before = GIFPixels(base: p.baseAddress!, width: 5, height: 4, stride: 5)
                let after = GIFPixels(base: q.baseAddress!, width: 5, height: 4, stride: 5)
                #expect(GIFPaletteMapper.changedRect(after, previous: before) == .init(x0: 2, y0: 1, x1: 4, y1: 3))
            }
        }
    }

    /// paletteuse's set_processing_window, transcribed: whole rows off the top and bottom,
    /// then whole columns of the rows left off the left and right.
    static func referenceRect(_ c: [UInt32], _ p: [UInt32], width w: Int, height h: Int) -> GIFPaletteMapper.Rect {
        func sameRow(_ y: Int) -> Bool { (0..<w).allSatisfy { c[y * w + $0] == p[y * w + $0] } }
        var y0 = 0, y1 = h - 1
        while y0 < y1 && sameRow(y0) { y0 += 1 }
        while y1 > y0 && sameRow(y1) { y1 -= 1 }
        func sameColumn(_ x: Int) -> Bool { (y0...y1).allSatisfy { c[$0 * w + x] == p[$0 * w + x] } }
        var x0 = 0, x1 = w - 1
        while x0 < x1 && sameColumn(x0) { x0 += 1 }
        while x1 > x0 && sameColumn(x1) { x1 -= 1 }
        return .init(x0: x0, y0: y0, x1: x1 + 1, y1: y1 + 1)
    }

    /// The rectangle found row by row (the columns from each row's margins), and found
    /// inside the rows said to have changed reading nothing else of the new frame, is
    /// paletteuse's, on seeded frames with a few changed pixels, none, or a corner.
    @Test func changedRectIsPaletteusesAndReadsOnlyTheChangedRows() {
        var rng = SplitMix(33)
        for trial in 0..<400 {
            let w = 1 + Int(rng.next() % 40), h = 1 + Int(rng.next() % 30)
            let before = (0..<(w * h)).map { _ in UInt32(truncatingIfNeeded: rng.next() % 3) | 0xFF00_0000 }
            var after = before
            // The band of rows that may change, and 0 to 4 changed pixels inside it.
            let lo = Int(rng.next() % UInt64(h)), hi = lo + 1 + Int(rng.next() % UInt64(h - lo))
            let changes = trial % 7 == 0 ? 0 : 1 + Int(rng.next() % 4)
            for _ in 0..<changes {
                let y = lo + Int(rng.next() % UInt64(hi - lo)), x = trial % 11 == 0 ? w - 1 : Int(rng.next() % UInt64(w))
                after[y * w + x] ^= 0x10
            }
            let expected = Self.referenceRect(after, before, width: w, height: h)
            // The new frame's rows outside the band hold garbage, as a frame converted only
            // in those rows does.
            var banded = after
            for y in 0..<h where !(lo..<hi).contains(y) { for x in 0..<w { banded[y * w + x] = 0xDEAD_BEEF } }
            before.withUnsafeBufferPointer { p in
                after.withUnsafeBufferPointer { q in
                    banded.withUnsafeBufferPointer { r in
                        let prev = GIFPixels(base: p.baseAddress!, width: w, height: h, stride: w)
                        let cur = GIFPixels(base: q.baseAddress!, width: w, height: h, stride: w)
                        let band = GIFPixels(base: r.baseAddress!, width: w, height: h, stride: w)
                        #expect(GIFPaletteMapper.changedRect(cur, previous: prev) == expected, "\(w)x\(h), trial \(trial)")
                        #expect(GIFPaletteMapper.changedRect(band, previous: prev, rows: lo..<hi) == expected,
                                "\(w)x\(h), rows \(lo)..<\(hi), trial \(trial)")
                    }
                }
            }
        }
    }
}
