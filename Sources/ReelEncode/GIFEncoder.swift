import CFFmpeg
import Foundation
import ReelFrame

/// GIF done right: one palette for the whole clip from every frame (GIFPaletteBuilder:
/// palettegen's median cut in diff mode, counting what changes), applied with the chosen
/// dither to only the changed rectangle of each frame (GIFPaletteMapper: paletteuse's
/// diff_mode=rectangle); GIFFrameOptimizer and GIFWriter then store only what changed, as
/// small as gifsicle -O3 would. No libavfilter: only libavutil's pooled frames are used, so
/// a GIF export loads ~2 ms of FFmpeg instead of ~95 ms (issue 21).
///
/// The frames are drawn twice, once per pass. In each pass a frame is converted (straight
/// alpha) on a thread of its own (FramePipeline) while the previous one is counted or
/// mapped on this one and the next ones are drawn by the source's workers; every step takes
/// the frames in order, so the bytes never depend on the core count or on timing.
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
        let width = source.width, height = source.height

        // Pass 1: the palette. A transparent entry is always reserved: the encoder uses it to
        // mark unchanged pixels, which is where most of a GIF's savings come from.
        var builder = GIFPaletteBuilder()
        var previous: UnsafeMutablePointer<AVFrame>?
        defer { previous?.free() }
        try FramePipeline.run(source, prepare: { k, frame -> UnsafeMutablePointer<AVFrame>? in
            // In diff mode only pixels that changed since the previous frame count, so a
            // repeated frame adds nothing: skipping it gives the same palette.
            if k > 0 && source.isRepeat(k) { return nil }
            return try converter.convert(frame)
        }, consume: { _, av in
            guard let av else { return }
            let pixels = try Self.pixels(av, width: width, height: height)
            builder.add(GIFPaletteBuilder.count(pixels, previous: try previous.map { try Self.pixels($0, width: width, height: height) }))
            previous?.free()
            previous = av
        }, discard: { $0?.free() })
        previous?.free()
        previous = nil
        let palette = builder.palette()

        // Pass 2: map every frame's changed rectangle to the palette; the frame optimizer
        // takes the whole index plane (the previous frame's indices outside the rectangle).
        let mapper = try GIFPaletteMapper(palette: palette, dither: settings.dither)
        let colors = palette.map { (r: UInt8($0 >> 16 & 0xFF), g: UInt8($0 >> 8 & 0xFF), b: UInt8($0 & 0xFF)) }
        // The entry with no alpha is the transparent one the builder reserved.
        let clear: UInt8? = settings.transparent ? mapper.transparent.map { UInt8($0) } : nil
        var optimizer = GIFFrameOptimizer(width: width, height: height, clear: clear)
        var indices = [UInt8](repeating: 0, count: width * height)
        try FramePipeline.run(source, prepare: { k, frame in
            try converter.convert(frame, repeat: source.isRepeat(k))
        }, consume: { k, av in
            let pixels = try Self.pixels(av, width: width, height: height)
            let before = try previous.map { try Self.pixels($0, width: width, height: height) }
            let mapped = mapper.map(pixels, previous: before, into: &indices)
            optimizer.add(indices, delay: Int(times.delay(k)),
                          changedWithin: .init(x0: mapped.x0, y0: mapped.y0, x1: mapped.x1, y1: mapped.y1))
            previous?.free()
            previous = av
        }, discard: { $0.free() })
        optimizer.finish()
        let bytes = GIFWriter.encode(frames: optimizer.frames, width: width, height: height,
                                     palette: colors, clear: clear, loop: settings.loop)
        // Into AtomicOutput's temporary itself, which holds its lock (FileBytes says why).
        guard FileBytes.store(Data(bytes), to: path, create: false) else {
            let code = errno
            throw EncodeError("cannot write the file: \(String(cString: strerror(code)))", kind: .ofErrno(code))
        }
        return optimizer.frames.count
    }

    /// A converted frame's pixels (BGRA: 0xAARRGGBB words).
    static func pixels(_ av: UnsafeMutablePointer<AVFrame>, width: Int, height: Int) throws(EncodeError) -> GIFPixels {
        let (plane, stride) = av.plane(0)
        guard let plane, stride % 4 == 0 else { throw EncodeError("cannot lay out a GIF frame") }
        return GIFPixels(base: UnsafeRawPointer(plane).assumingMemoryBound(to: UInt32.self),
                         width: width, height: height, stride: stride / 4)
    }
}
