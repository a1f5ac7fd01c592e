import CFFmpeg
import ReelFrame

/// GIF done right: one palette for the whole clip from every frame (palettegen in diff mode,
/// counting what changes), applied with the chosen dither to only the changed rectangle of
/// each frame (paletteuse diff_mode=rectangle); the gif encoder then stores only that
/// rectangle, marking unchanged pixels transparent. The frames are drawn twice, once per
/// pass, so memory does not grow with the clip: palettegen keeps a histogram, not frames.
struct GIFEncoder {
    let settings: EncodeSettings

    func encode(_ source: some FrameSource, to path: String) throws {
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

        if settings.transparent {
            try encodeTransparent(source, converter: converter, graph: useGraph, times: times, to: path)
            return
        }
        let n = source.frameCount
        let lastDelay = times.delay(n - 1)
        var muxer: [(String, String)] = [("final_delay", String(lastDelay))]
        switch settings.loop {
        case .forever: muxer.append(("loop", "0"))
        case .times(let plays): muxer.append(("loop", plays <= 1 ? "-1" : String(plays - 1)))
        }
        let writer = try MediaWriter(path: path, .init(
            encoder: "gif", muxer: "gif", width: w, height: h, pixelFormat: AV_PIX_FMT_PAL8,
            timeBase: centiseconds, frameRate: AVRational(num: Int32(fps.rounded()), den: 1),
            muxerOptions: muxer))
        func drain() throws {
            while let out = try useGraph.pull() {
                defer { out.free() }
                try writer.write(out)
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
        try writer.finish()
    }

    /// A transparent clip: paletteuse's indexed frames go to TransparentGIFWriter, which
    /// stores only what changed (FFmpeg's gif encoder stores such frames whole).
    private func encodeTransparent(_ source: some FrameSource, converter: PixelConverter, graph: FilterGraph,
                                   times: FrameTimes, to path: String) throws {
        var writer: TransparentGIFWriter?
        var k = 0
        func drain() throws {
            while let out = try graph.pull() {
                defer { out.free() }
                let (indexPlane, stride) = out.plane(0)
                let (palettePlane, _) = out.plane(1)
                guard let indexPlane, let palettePlane else { throw EncodeError("cannot lay out a GIF frame") }
                if writer == nil {
                    // PAL8's palette: 256 native-endian ARGB words; the entry with no alpha
                    // is the transparent one palettegen reserved.
                    let words = UnsafeRawPointer(palettePlane).assumingMemoryBound(to: UInt32.self)
                    let colors = (0..<256).map { i in
                        (r: UInt8(words[i] >> 16 & 0xFF), g: UInt8(words[i] >> 8 & 0xFF), b: UInt8(words[i] & 0xFF))
                    }
                    guard let clear = (0..<256).first(where: { words[$0] >> 24 == 0 }) else {
                        throw EncodeError("the GIF palette has no transparent entry")
                    }
                    writer = try TransparentGIFWriter(path: path, width: source.width, height: source.height, palette: colors,
                                                      transparent: UInt8(clear), loop: settings.loop)
                }
                var indices = [UInt8](repeating: 0, count: source.width * source.height)
                indices.withUnsafeMutableBytes { dst in
                    for y in 0..<source.height {
                        dst.baseAddress!.advanced(by: y * source.width).copyMemory(from: indexPlane + y * stride, byteCount: source.width)
                    }
                }
                try writer?.add(indices, delay: Int(times.delay(k)))
                k += 1
            }
        }
        try source.forEachFrame { k, frame in
            let av = try converter.convert(frame, repeat: source.isRepeat(k))
            av.pointee.pts = times.start(k)
            try graph.push(av)
            try drain()
        }
        try graph.push(nil)
        try drain()
        guard let writer, k == source.frameCount else { throw EncodeError("the GIF filter lost frames (\(k) of \(source.frameCount))") }
        try writer.finish()
    }
}

