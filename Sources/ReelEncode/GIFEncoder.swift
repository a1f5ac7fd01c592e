import CFFmpeg
import Foundation
import ReelFrame

/// GIF done right: one palette for the whole clip from every frame (palettegen in diff mode,
/// counting what changes), applied with the chosen dither to only the changed rectangle of
/// each frame (paletteuse diff_mode=rectangle); GIFFrameOptimizer and GIFWriter then store
/// only what changed, as small as gifsicle -O3 would. The frames are drawn twice, once per
/// pass; what is kept between them is each frame's changed rectangle as palette indices.
struct GIFEncoder {
    let settings: EncodeSettings

    /// Writes the GIF and returns how many frames it stores (frames that change nothing are
    /// merged into the one before).
    @discardableResult
    func encode(_ source: some FrameSource, to path: String) throws -> Int {
        let fps = settings.fps
        try OutputFormat.gif.check(fps: fps, width: source.width, height: source.height)
        // Centiseconds at which each frame starts (see FrameTimes).
        let times = FrameTimes(fps: fps, unitsPerSecond: 100)
        let alpha: PixelConverter.Alpha = settings.transparent
            ? (settings.matte.map { .matte($0.red, $0.green, $0.blue) } ?? .threshold) : .opaque
        let converter = try PixelConverter(width: source.width, height: source.height, padTo: 1,
                                           alpha: alpha, format: AV_PIX_FMT_BGRA, bt709: false)
        let w = Int32(source.width), h = Int32(source.height)
        let centiseconds = AVRational(num: 1, den: 100)
        let input = FilterGraph.Input(width: w, height: h, format: AV_PIX_FMT_BGRA, timeBase: centiseconds)

        // Pass 1: the palette. A transparent entry is always reserved: the encoder uses it to
        // mark unchanged pixels, which is where most of a GIF's savings come from.
        let paletteGraph = try FilterGraph("[in0]palettegen=stats_mode=diff:reserve_transparent=1:max_colors=256[out]", inputs: [input])
        try source.forEachFrame { k, frame in
            // In diff mode palettegen counts only pixels that changed since the previous
            // frame, so a repeated frame adds nothing: skipping it gives the same palette.
            if k > 0 && source.isRepeat(k) { return }
            let av = try converter.convert(frame)
            av.pointee.pts = times.start(k)
            try paletteGraph.push(av)
        }
        try paletteGraph.push(nil)
        guard let palette = try paletteGraph.pull() else { throw EncodeError("cannot compute the GIF palette") }
        // Pass 2: map every frame to the palette and encode.
        let useGraph = try FilterGraph(
            "[in0][in1]paletteuse=dither=\(settings.dither.rawValue):diff_mode=rectangle:alpha_threshold=128[out]",
            inputs: [input, FilterGraph.Input(width: palette.pointee.width, height: palette.pointee.height,
                                              format: AVPixelFormat(palette.pointee.format), timeBase: centiseconds)])
        palette.pointee.pts = 0
        try useGraph.push(palette, to: 1)
        try useGraph.push(nil, to: 1)

        // PAL8's palette: 256 native-endian ARGB words; the entry with no alpha is the
        // transparent one palettegen reserved (paletteuse maps only pixels below half alpha to it).
        var colors: [(r: UInt8, g: UInt8, b: UInt8)] = []
        var clear: UInt8?
        var optimizer: GIFFrameOptimizer?
        var k = 0
        func drain() throws {
            while let out = try useGraph.pull() {
                defer { out.free() }
                let (indexPlane, stride) = out.plane(0)
                let (palettePlane, _) = out.plane(1)
                guard let indexPlane, let palettePlane else { throw EncodeError("cannot lay out a GIF frame") }
                if optimizer == nil {
                    let words = UnsafeRawPointer(palettePlane).assumingMemoryBound(to: UInt32.self)
                    colors = (0..<256).map { i in
                        (r: UInt8(words[i] >> 16 & 0xFF), g: UInt8(words[i] >> 8 & 0xFF), b: UInt8(words[i] & 0xFF))
                    }
                    if settings.transparent {
                        guard let c = (0..<256).first(where: { words[$0] >> 24 == 0 }) else {
                            throw EncodeError("the GIF palette has no transparent entry")
                        }
                        clear = UInt8(c)
                    }
                    optimizer = GIFFrameOptimizer(width: source.width, height: source.height, clear: clear)
                }
                var indices = [UInt8](repeating: 0, count: source.width * source.height)
                indices.withUnsafeMutableBytes { dst in
                    for y in 0..<source.height {
                        dst.baseAddress!.advanced(by: y * source.width).copyMemory(from: indexPlane + y * stride, byteCount: source.width)
                    }
                }
                optimizer!.add(indices, delay: Int(times.delay(k)))
                k += 1
            }
        }
        try source.forEachFrame { k, frame in
            let av = try converter.convert(frame, repeat: source.isRepeat(k))
            av.pointee.pts = times.start(k)
            try useGraph.push(av)
            try drain()
        }
        try useGraph.push(nil)
        try drain()
        guard var optimizer, k == source.frameCount else { throw EncodeError("the GIF filter lost frames (\(k) of \(source.frameCount))") }
        optimizer.finish()
        let bytes = GIFWriter.encode(frames: optimizer.frames, width: source.width, height: source.height,
                                     palette: colors, clear: clear, loop: settings.loop)
        // Into AtomicOutput's temporary itself, which holds its lock (FileBytes says why).
        guard FileBytes.store(Data(bytes), to: path, create: false) else {
            throw EncodeError("cannot write the file: \(String(cString: strerror(errno)))")
        }
        return optimizer.frames.count
    }
}
