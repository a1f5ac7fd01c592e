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
/// Pass 1 draws the frames: the rows of each that changed are converted (straight alpha) on
/// a thread of its own (FramePipeline) while the previous one is counted on this one and the
/// next ones are drawn by the source's workers; every step takes the frames in order, so the
/// bytes never depend on the core count or on timing. It keeps each frame's changed
/// rectangle (GIFKeptRectangles), so pass 2 maps those without drawing anything again; past
/// GIFKeptRectangles' limit, pass 2 draws the frames again as pass 1 did.
struct GIFEncoder {
    let settings: EncodeSettings
    /// How many bytes of rectangles pass 1 may keep for pass 2 (GIFKeptRectangles).
    var keptLimit = GIFKeptRectangles.defaultLimit

    /// Writes the GIF and returns how many frames it stores (frames that change nothing are
    /// merged into the one before).
    @discardableResult
    func encode(_ source: some FrameSource, to path: String) throws -> Int {
        let prepared = try prepare(source)
        // Into AtomicOutput's temporary itself, which holds its lock (FileBytes says why).
        guard FileBytes.store(Data(bytes(prepared)), to: path, create: false) else {
            let code = errno
            throw EncodeError("cannot write the file: \(String(cString: strerror(code)))", kind: .ofErrno(code))
        }
        return prepared.frames.count
    }

    /// What the two passes make of a clip, before the LZW coder: the frames to store and the
    /// colors their indices name. A size search (`BudgetSearch`) codes it again at another
    /// lossiness without mapping anything again.
    struct Prepared {
        var frames: [GIFFrameOptimizer.StoredFrame]
        var width: Int
        var height: Int
        var colors: [(r: UInt8, g: UInt8, b: UInt8)]
        var clear: UInt8?

        /// How many colors the file's table holds (those the frames use).
        var colorsUsed: Int { GIFPalette(frames: frames, clear: clear).colors.count }
    }

    /// The file's bytes for `prepared`, coded at `settings.lossy`.
    func bytes(_ prepared: Prepared) -> [UInt8] {
        GIFWriter.encode(frames: prepared.frames, width: prepared.width, height: prepared.height,
                         palette: prepared.colors, clear: prepared.clear, loop: settings.loop, lossy: settings.lossy)
    }

    /// Both passes: the palette, then every frame mapped to it and optimized.
    func prepare(_ source: some FrameSource) throws -> Prepared {
        let fps = settings.fps
        try OutputFormat.gif.check(fps: fps, width: source.width, height: source.height)
        // Centiseconds at which each frame starts (see FrameTimes).
        let times = FrameTimes(fps: fps, unitsPerSecond: 100)
        let alpha: PixelConverter.Alpha = settings.transparent
            ? (settings.matte.map { .matte($0.red, $0.green, $0.blue) } ?? .threshold) : .opaque
        let converter = try PixelConverter(width: source.width, height: source.height, padTo: 1,
                                           alpha: alpha, format: AV_PIX_FMT_BGRA, bt709: false)
        let width = source.width, height = source.height

        // Each pass keeps the last frame's pixels whole (GIFShownPixels) and converts and
        // compares only the rows the source says may have changed: a repeat converts
        // nothing, a moving badge a band of rows (FrameSource.changedRows).
        let shown = GIFShownPixels(width: width, height: height)
        func convert(_ k: Int, _ frame: Frame) throws -> Converted {
            let rows = k == 0 ? 0..<height : source.isRepeat(k) ? 0..<0 : source.changedRows(k) ?? 0..<height
            return Converted(frame: rows.isEmpty ? nil : try converter.convertRows(frame, rows: rows), rows: rows)
        }
        /// Frame k's rectangle (paletteuse's, `GIFPaletteMapper.changedRect`) against the
        /// frame kept, and the pixels to read it from: the new rows, or the kept frame when
        /// nothing changed (the rectangle is then the bottom-right pixel, perhaps outside
        /// the rows converted, and the two agree there).
        func changed(_ k: Int, _ item: Converted) throws -> (rect: GIFPaletteMapper.Rect, pixels: GIFPixels) {
            let whole = GIFPaletteMapper.Rect(x0: 0, y0: 0, x1: width, y1: height)
            guard let av = item.frame else {
                return (.init(x0: width - 1, y0: height - 1, x1: width, y1: height), shown.pixels)
            }
            let current = try Self.pixels(av, width: width, height: height)
            if k == 0 { return (whole, current) }
            let rect = GIFPaletteMapper.changedRect(current, previous: shown.pixels, rows: item.rows)
            return (rect, item.rows.contains(rect.y0) ? current : shown.pixels)
        }

        // Pass 1: the palette. A transparent entry is always reserved: the encoder uses it to
        // mark unchanged pixels, which is where most of a GIF's savings come from. In diff
        // mode only pixels that changed since the previous frame count, so a repeated frame
        // (no rows converted, the rectangle one unchanged pixel) adds nothing.
        var builder = GIFPaletteBuilder()
        var kept = GIFKeptRectangles(limit: keptLimit)
        try FramePipeline.run(source, prepare: convert, consume: { k, item in
            defer { item.frame?.free() }
            let (rect, pixels) = try changed(k, item)
            builder.add(GIFPaletteBuilder.count(pixels, previous: k == 0 ? nil : shown.pixels, within: rect))
            kept.keep(rect, of: pixels)
            if let av = item.frame { shown.update(from: try Self.pixels(av, width: width, height: height), rows: item.rows) }
        }, discard: { $0.frame?.free() })
        let palette = builder.palette(maxColors: settings.colors)

        // Pass 2: map every frame's changed rectangle to the palette; the frame optimizer
        // takes the whole index plane (the previous frame's indices outside the rectangle).
        let mapper = try GIFPaletteMapper(palette: palette, dither: settings.dither)
        let colors = palette.map { (r: UInt8($0 >> 16 & 0xFF), g: UInt8($0 >> 8 & 0xFF), b: UInt8($0 & 0xFF)) }
        // The entry with no alpha is the transparent one the builder reserved.
        let clear: UInt8? = settings.transparent ? mapper.transparent.map { UInt8($0) } : nil
        var optimizer = GIFFrameOptimizer(width: width, height: height, clear: clear)
        var indices = [UInt8](repeating: 0, count: width * height)
        func add(_ k: Int, _ rect: GIFPaletteMapper.Rect) {
            optimizer.add(indices, delay: Int(times.delay(k)),
                          changedWithin: .init(x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1))
        }
        if kept.complete && kept.count == source.frameCount {
            // Every rectangle was kept: nothing is drawn again.
            try source.forEachFrameUndrawn { k in
                let rect = kept.withFrame(k) { rect, pixels in
                    mapper.map(rectPixels: pixels, at: rect, width: width, into: &indices)
                    return rect
                }
                add(k, rect)
            }
        } else {
            kept = GIFKeptRectangles(limit: 0)
            try FramePipeline.run(source, prepare: convert, consume: { k, item in
                defer { item.frame?.free() }
                let (rect, pixels) = try changed(k, item)
                mapper.map(pixels, rect: rect, into: &indices)
                add(k, rect)
                if let av = item.frame { shown.update(from: try Self.pixels(av, width: width, height: height), rows: item.rows) }
            }, discard: { $0.frame?.free() })
        }
        kept = GIFKeptRectangles(limit: 0)
        optimizer.finish()
        return Prepared(frames: optimizer.frames, width: width, height: height, colors: colors, clear: clear)
    }

    /// A frame as a pass's converting thread hands it over: `rows`, the rows that may differ
    /// from the frame before (every row for frame 0), converted into `frame`'s same rows;
    /// no frame when no row changed.
    struct Converted {
        var frame: UnsafeMutablePointer<AVFrame>?
        var rows: Range<Int>
    }

    /// A converted frame's pixels (BGRA: 0xAARRGGBB words).
    static func pixels(_ av: UnsafeMutablePointer<AVFrame>, width: Int, height: Int) throws(EncodeError) -> GIFPixels {
        let (plane, stride) = av.plane(0)
        guard let plane, stride % 4 == 0 else { throw EncodeError("cannot lay out a GIF frame") }
        return GIFPixels(base: UnsafeRawPointer(plane).assumingMemoryBound(to: UInt32.self),
                         width: width, height: height, stride: stride / 4)
    }
}
