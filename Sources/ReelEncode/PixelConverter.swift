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
    /// Straight BGRA at the output size, when the frame cannot be read as it is.
    private var staging: UnsafeMutableRawPointer?
    private let stagingStride: Int
    private var sws: OpaquePointer?
    /// The last frame converted, kept for repeats.
    private var last: UnsafeMutablePointer<AVFrame>?

    /// `padTo`: the output's sides are rounded up to a multiple of it (1: none, 2: 4:2:0
    /// chroma, 16: H.264 macroblocks), the padding filled with the edge pixels.
    init(width: Int, height: Int, padTo multiple: Int, alpha: Alpha, format: AVPixelFormat, bt709: Bool) throws(EncodeError) {
        precondition(multiple >= 1)
        self.width = width; self.height = height
        outWidth = (width + multiple - 1) / multiple * multiple
        outHeight = (height + multiple - 1) / multiple * multiple
        self.alpha = alpha
        pool = try FramePool(width: Int32(outWidth), height: Int32(outHeight), format: format)
        stagingStride = (outWidth * 4 + 63) & ~63
        if format != AV_PIX_FMT_BGRA {
            sws = reel_sws_getContext(Int32(outWidth), Int32(outHeight), AV_PIX_FMT_BGRA,
                                 Int32(outWidth), Int32(outHeight), format,
                                 Int32(SWS_BILINEAR | SWS_BITEXACT), nil, nil, nil)
            guard let sws else { throw EncodeError("cannot convert frames to \(String(cString: reel_av_get_pix_fmt_name(format)))") }
            if bt709 {
                // Full-range RGB in, BT.709 limited-range YUV out: what players assume for HD.
                let table = reel_sws_getCoefficients(SWS_CS_ITU709)
                reel_sws_setColorspaceDetails(sws, table, 1, table, 0, 0, 1 << 16, 1 << 16)
            }
        }
        let needsStaging: Bool
        if case .opaque = alpha { needsStaging = outWidth != width || outHeight != height || format == AV_PIX_FMT_BGRA } else { needsStaging = true }
        if needsStaging {
            staging = UnsafeMutableRawPointer.allocate(byteCount: stagingStride * outHeight, alignment: 64)
        }
    }

    deinit {
        last?.free()
        staging?.deallocate()
        if let sws { reel_sws_freeContext(sws) }
    }

    /// A new pooled AVFrame holding `frame` converted; for a repeat, a new reference to the
    /// previous result (no pixels touched).
    func convert(_ frame: Frame, repeat isRepeat: Bool = false) throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        if isRepeat, let last {
            guard let clone = reel_av_frame_clone(last) else { throw EncodeError("out of memory") }
            return clone
        }
        let out = try convertPixels(frame)
        last?.free()
        last = reel_av_frame_clone(out)
        return out
    }

    private func convertPixels(_ frame: Frame) throws(EncodeError) -> UnsafeMutablePointer<AVFrame> {
        precondition(frame.width == width && frame.height == height)
        let out = try pool.make()
        var source = UnsafeRawPointer(frame.pixels), sourceStride = frame.stride
        if let staging {
            fillStaging(from: frame, into: staging)
            source = UnsafeRawPointer(staging); sourceStride = stagingStride
        }
        if let sws {
            var src: [UnsafePointer<UInt8>?] = [source.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
            var srcStride: [Int32] = [Int32(sourceStride), 0, 0, 0]
            let (d0, l0) = out.plane(0), (d1, l1) = out.plane(1), (d2, l2) = out.plane(2), (d3, l3) = out.plane(3)
            var dst: [UnsafeMutablePointer<UInt8>?] = [d0, d1, d2, d3]
            var dstStride: [Int32] = [Int32(l0), Int32(l1), Int32(l2), Int32(l3)]
            reel_sws_scale(sws, &src, &srcStride, 0, Int32(outHeight), &dst, &dstStride)
        } else {
            let (plane, l0) = out.plane(0)
            guard let d0 = plane else { throw EncodeError("cannot lay out a frame") }
            for y in 0..<outHeight {
                UnsafeMutableRawPointer(d0.advanced(by: y * l0)).copyMemory(from: source.advanced(by: y * sourceStride), byteCount: outWidth * 4)
            }
        }
        return out
    }

    /// Straight BGRA at the output size: alpha handled, odd edges repeated into the padding.
    private func fillStaging(from frame: Frame, into staging: UnsafeMutableRawPointer) {
        for y in 0..<outHeight {
            let sy = min(y, height - 1)
            let src = frame.pixels.advanced(by: sy * frame.stride).assumingMemoryBound(to: UInt8.self)
            let dst = staging.advanced(by: y * stagingStride).assumingMemoryBound(to: UInt8.self)
            switch alpha {
            case .opaque:
                for x in 0..<width * 4 { dst[x] = src[x] }
                for i in 0..<width { dst[i * 4 + 3] = 255 }
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
