import CFFmpeg
import ReelFrame

/// Turns the renderer's premultiplied BGRA into what an encoder takes: straight alpha (or
/// none), dimensions padded (edge pixels repeated) where the codec needs it, then any pixel format through
/// swscale with the right color matrix. Its buffers are made once and reused.
final class PixelConverter {
    /// What to do with alpha.
    enum Alpha {
        /// Keep it, unpremultiplied (WebP, APNG, ProRes 4444, VP9, PNG).
        case keep
        /// Drop it: the frame is opaque, or composited over black as premultiplied values are.
        case opaque
        /// Drop it after compositing every pixel over this color (a transparent canvas in a
        /// format without alpha).
        case flatten(UInt8, UInt8, UInt8)
        /// GIF's on/off transparency: pixels with any coverage are blended onto the matte color
        /// and made opaque; the rest become transparent.
        case matte(UInt8, UInt8, UInt8)
        /// GIF's on/off transparency without a matte: cut at half coverage, colors unpremultiplied.
        case threshold
    }

    let width: Int
    let height: Int
    let outWidth: Int
    let outHeight: Int
    private let alpha: Alpha
    private let pool: FramePool
    /// Straight BGRA at the output size for swscale, when the frame cannot be read as it is.
    private var staging: UnsafeMutableRawPointer?
    private let stagingStride: Int
    private var sws: OpaquePointer?
    /// The last frame converted, kept for repeats.
    private var last: UnsafeMutablePointer<AVFrame>?
    private let format: AVPixelFormat
    private let bt709: Bool
    /// swscale contexts for bands of rows, by band height (PixelConverterBands).
    private var bandContexts: [Int: OpaquePointer] = [:]
    /// Where a band is converted before its rows are copied into the new frame.
    private var bandScratch: UnsafeMutablePointer<AVFrame>?

    /// `padTo`: the output's sides are rounded up to a multiple of it (1: none, 2: 4:2:0
    /// chroma, 16: H.264 macroblocks), the padding filled with the edge pixels.
    init(width: Int, height: Int, padTo multiple: Int, alpha: Alpha, format: AVPixelFormat, bt709: Bool) throws(EncodeError) {
        precondition(multiple >= 1)
        self.width = width; self.height = height
        outWidth = (width + multiple - 1) / multiple * multiple
        outHeight = (height + multiple - 1) / multiple * multiple
        self.alpha = alpha
        self.format = format
        self.bt709 = bt709
        pool = try FramePool(width: Int32(outWidth), height: Int32(outHeight), format: format)
        stagingStride = (outWidth * 4 + 63) & ~63
        if format != AV_PIX_FMT_BGRA {
            sws = try Self.context(width: outWidth, height: outHeight, format: format, bt709: bt709)
        }
        // BGRA out: the rows are written straight into the AVFrame (no staging, no second
        // copy). Through swscale: opaque frames at the output size are read as they are;
        // anything else is staged once, since swscale cannot unpremultiply or pad.
        let needsStaging: Bool
        if sws == nil {
            needsStaging = false
        } else if case .opaque = alpha {
            needsStaging = outWidth != width || outHeight != height
        } else {
            needsStaging = true
        }
        if needsStaging {
            staging = UnsafeMutableRawPointer.allocate(byteCount: stagingStride * outHeight, alignment: 64)
        }
    }

    /// BGRA in, `format` out, at one size: what every frame (or band of rows) goes through.
    static func context(width: Int, height: Int, format: AVPixelFormat, bt709: Bool) throws(EncodeError) -> OpaquePointer {
        guard let sws = reel_sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_BGRA,
                                            Int32(width), Int32(height), format,
                                            Int32(SWS_BILINEAR | SWS_BITEXACT), nil, nil, nil) else {
            throw EncodeError("cannot convert frames to \(String(cString: reel_av_get_pix_fmt_name(format)))")
        }
        if bt709 {
            // Full-range RGB in, BT.709 limited-range YUV out: what players assume for HD.
            let table = reel_sws_getCoefficients(SWS_CS_ITU709)
            reel_sws_setColorspaceDetails(sws, table, 1, table, 0, 0, 1 << 16, 1 << 16)
        }
        return sws
    }

    deinit {
        last?.free()
        bandScratch?.free()
        staging?.deallocate()
        if let sws { reel_sws_freeContext(sws) }
        for context in bandContexts.values { reel_sws_freeContext(context) }
    }

    /// A new pooled AVFrame holding `frame` converted; for a repeat, a new reference to the
    /// previous result (no pixels touched).
    ///
    /// `changedRows`: the rows of `frame` that may differ from the previous frame converted
    /// (nil: any). Outside them the new frame is a copy of the previous result, and only a
    /// band around them goes through swscale (PixelConverterBands); an empty range is a
    /// repeat. The bytes are the same as converting the whole frame.
    func convert(_ frame: Frame, repeat isRepeat: Bool = false, changedRows: Range<Int>? = nil) throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        if let last, isRepeat || changedRows?.isEmpty == true {
            guard let clone = reel_av_frame_clone(last) else { throw EncodeError("out of memory") }
            return clone
        }
        let out: UnsafeMutablePointer<AVFrame>
        if let changedRows, let last, sws != nil, let shifts = Self.planeShifts(format), let bands = bands(for: changedRows) {
            out = try convertBand(frame, copy: bands.copy, convert: bands.convert, over: last, shifts: shifts)
        } else {
            out = try convertPixels(frame)
        }
        last?.free()
        last = reel_av_frame_clone(out)
        return out
    }

    /// A new pooled BGRA frame (this converter's format must be BGRA) in which only output
    /// rows `rows` hold `frame` converted; the others are left as the pool had them. For an
    /// encoder that keeps the previous frame's pixels itself and patches the rows that
    /// changed (GIFEncoder): a frame where the badge moves converts a band of rows, not the
    /// whole canvas.
    func convertRows(_ frame: Frame, rows: Range<Int>) throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        precondition(frame.width == width && frame.height == height && sws == nil)
        let out = try pool.make()
        let (plane, stride) = out.plane(0)
        guard let d0 = plane else { throw EncodeError("cannot lay out a frame") }
        fill(from: frame, into: UnsafeMutableRawPointer(d0), stride: stride, rows: rows.clamped(to: 0..<outHeight))
        return out
    }

    /// `previous` with output rows `copy` replaced by those of `frame`, converted as part
    /// of the band `convert` on its own.
    private func convertBand(_ frame: Frame, copy: Range<Int>, convert band: Range<Int>,
                             over previous: UnsafeMutablePointer<AVFrame>, shifts: [Int]) throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        precondition(frame.width == width && frame.height == height)
        let context: OpaquePointer
        if let cached = bandContexts[band.count] {
            context = cached
        } else {
            if bandContexts.count >= 16 {
                for c in bandContexts.values { reel_sws_freeContext(c) }
                bandContexts.removeAll()
            }
            context = try Self.context(width: outWidth, height: band.count, format: format, bt709: bt709)
            bandContexts[band.count] = context
        }
        if bandScratch == nil { bandScratch = try pool.make() }
        guard let scratch = bandScratch else { throw EncodeError("out of memory") }

        var source = UnsafeRawPointer(frame.pixels).advanced(by: band.lowerBound * frame.stride), sourceStride = frame.stride
        if let staging {
            fill(from: frame, into: staging, stride: stagingStride, rows: band)
            source = UnsafeRawPointer(staging).advanced(by: band.lowerBound * stagingStride); sourceStride = stagingStride
        }
        var src: [UnsafePointer<UInt8>?] = [source.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var srcStride: [Int32] = [Int32(sourceStride), 0, 0, 0]
        let (d0, l0) = scratch.plane(0), (d1, l1) = scratch.plane(1), (d2, l2) = scratch.plane(2), (d3, l3) = scratch.plane(3)
        var dst: [UnsafeMutablePointer<UInt8>?] = [d0, d1, d2, d3]
        var dstStride: [Int32] = [Int32(l0), Int32(l1), Int32(l2), Int32(l3)]
        reel_sws_scale(context, &src, &srcStride, 0, Int32(band.count), &dst, &dstStride)

        // The new frame: the previous one's rows outside `copy`, the band's inside it.
        let out = try pool.make()
        for (i, shift) in shifts.enumerated() {
            let (to, stride) = out.plane(i), (before, _) = previous.plane(i), (converted, _) = scratch.plane(i)
            guard let to, let before, let converted else { throw EncodeError("cannot lay out a frame") }
            let rows = (outHeight + (1 << shift) - 1) >> shift
            let low = copy.lowerBound >> shift, high = min(rows, (copy.upperBound + (1 << shift) - 1) >> shift)
            let bandLow = band.lowerBound >> shift
            to.update(from: before, count: low * stride)
            (to + low * stride).update(from: converted + (low - bandLow) * stride, count: (high - low) * stride)
            (to + high * stride).update(from: before + high * stride, count: (rows - high) * stride)
        }
        return out
    }

    private func convertPixels(_ frame: Frame) throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        precondition(frame.width == width && frame.height == height)
        let out = try pool.make()
        guard let sws else {
            // BGRA: converted straight into the frame's buffer.
            let (plane, stride) = out.plane(0)
            guard let d0 = plane else { throw EncodeError("cannot lay out a frame") }
            fill(from: frame, into: UnsafeMutableRawPointer(d0), stride: stride, rows: 0..<outHeight)
            return out
        }
        var source = UnsafeRawPointer(frame.pixels), sourceStride = frame.stride
        if let staging {
            fill(from: frame, into: staging, stride: stagingStride, rows: 0..<outHeight)
            source = UnsafeRawPointer(staging); sourceStride = stagingStride
        }
        var src: [UnsafePointer<UInt8>?] = [source.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var srcStride: [Int32] = [Int32(sourceStride), 0, 0, 0]
        let (d0, l0) = out.plane(0), (d1, l1) = out.plane(1), (d2, l2) = out.plane(2), (d3, l3) = out.plane(3)
        var dst: [UnsafeMutablePointer<UInt8>?] = [d0, d1, d2, d3]
        var dstStride: [Int32] = [Int32(l0), Int32(l1), Int32(l2), Int32(l3)]
        reel_sws_scale(sws, &src, &srcStride, 0, Int32(outHeight), &dst, &dstStride)
        return out
    }

    /// Straight BGRA at the output size into `destination` (`stride` bytes a row), output
    /// rows `rows` only: alpha handled, odd edges repeated into the padding.
    ///
    /// A pixel is one little-endian word 0xAARRGGBB, so the opaque case is a word-wide
    /// copy with the alpha byte set, which the compiler vectorises; the byte-at-a-time loop
    /// it replaces, followed by a second copy from a staging buffer into the AVFrame, was
    /// 40% of a 1080x1080 GIF export's time (issue 21's profile).
    private func fill(from frame: Frame, into destination: UnsafeMutableRawPointer, stride: Int, rows: Range<Int>) {
        for y in rows {
            let sy = min(y, height - 1)
            let src = frame.pixels.advanced(by: sy * frame.stride).assumingMemoryBound(to: UInt8.self)
            let dst = destination.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
            switch alpha {
            case .opaque:
                let s32 = UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self)
                let d32 = UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { d32[x] = s32[x] | 0xFF00_0000 }
            case .keep:
                for x in 0..<width { Self.unpremultiply(src + x * 4, dst + x * 4) }
            case .threshold:
                for x in 0..<width {
                    Self.unpremultiply(src + x * 4, dst + x * 4)
                    dst[x * 4 + 3] = src[x * 4 + 3] >= 128 ? 255 : 0
                }
            case .matte(let r, let g, let b), .flatten(let r, let g, let b):
                let keepsTransparency: Bool
                if case .matte = alpha { keepsTransparency = true } else { keepsTransparency = false }
                for x in 0..<width {
                    let p = src + x * 4, q = dst + x * 4
                    let a = Int(p[3])
                    if a == 0 && keepsTransparency { q[0] = 0; q[1] = 0; q[2] = 0; q[3] = 0; continue }
                    // Premultiplied over the matte: c + m × (1 − a).
                    let inv = 255 - a
                    q[0] = UInt8(min(255, Int(p[0]) + (Int(b) * inv + 127) / 255))
                    q[1] = UInt8(min(255, Int(p[1]) + (Int(g) * inv + 127) / 255))
                    q[2] = UInt8(min(255, Int(p[2]) + (Int(r) * inv + 127) / 255))
                    q[3] = 255
                }
            }
            // Repeat the last column into the padding.
            let last = dst + (width - 1) * 4
            for x in width..<outWidth { (dst + x * 4).update(from: last, count: 4) }
        }
    }

    @inline(__always)
    private static func unpremultiply(_ p: UnsafeMutablePointer<UInt8>, _ q: UnsafeMutablePointer<UInt8>) {
        let a = Int(p[3])
        if a == 255 { q[0] = p[0]; q[1] = p[1]; q[2] = p[2]; q[3] = 255; return }
        if a == 0 { q[0] = 0; q[1] = 0; q[2] = 0; q[3] = 0; return }
        q[0] = UInt8(min(255, (Int(p[0]) * 255 + a / 2) / a))
        q[1] = UInt8(min(255, (Int(p[1]) * 255 + a / 2) / a))
        q[2] = UInt8(min(255, (Int(p[2]) * 255 + a / 2) / a))
        q[3] = UInt8(a)
    }
}
