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
    func ours(_ clip: PaletteClip, dither: Dither) -> (palette: [UInt32], planes: [[UInt8]]) {
        var builder = GIFPaletteBuilder()
        for k in clip.frames.indices {
            clip.pixels(k) { current in
                if k == 0 { builder.add(GIFPaletteBuilder.count(current, previous: nil)); return }
                clip.pixels(k - 1) { builder.add(GIFPaletteBuilder.count(current, previous: $0)) }
            }
        }
        let palette = builder.palette()
        let mapper = GIFPaletteMapper(palette: palette, dither: dither)
        var plane = [UInt8](repeating: 0, count: clip.width * clip.height)
        var planes: [[UInt8]] = []
        for k in clip.frames.indices {
            clip.pixels(k) { current in
                var rect = GIFPaletteMapper.changedRect(current, previous: nil)
                if k > 0 { clip.pixels(k - 1) { rect = GIFPaletteMapper.changedRect(current, previous: $0) } }
                plane.withUnsafeMutableBufferPointer { mapper.map(current, rect: rect, into: $0.baseAddress!) }
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
            let a = ours(clip, dither: dither)
            let b = try ffmpeg(clip, dither: dither)
            #expect(a.palette == b.palette, "palette, case \(seed)")
            #expect(a.planes.count == b.planes.count)
            for k in 0..<min(a.planes.count, b.planes.count) {
                #expect(a.planes[k] == b.planes[k], "frame \(k), case \(seed), \(dither)")
            }
        }
    }
}
