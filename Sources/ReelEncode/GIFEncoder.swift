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
}

