import CFFmpeg
import Foundation

/// Reads a file back with libavformat and libavcodec, as an independent player would:
/// frame count, size, timestamps, and the RGBA pixels of chosen frames.
struct Decoded {
    var width = 0
    var height = 0
    var codec = ""
    var pixelFormat = ""
    var colorSpace = AVCOL_SPC_UNSPECIFIED
    var colorRange = AVCOL_RANGE_UNSPECIFIED
    var colorPrimaries = AVCOL_PRI_UNSPECIFIED
    /// Matroska's alpha_mode tag: 1 when a VP9 stream carries alpha.
    var alphaMode: String?
    /// Presentation time of every frame, in seconds.
    var times: [Double] = []
    /// RGBA bytes of the frames asked for, by index.
    var pixels: [Int: [UInt8]] = [:]

    func rgba(frame: Int, x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = pixels[frame]!, i = (y * width + x) * 4
        return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(path: String, keep: Set<Int> = []) throws {
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&fmt, path, nil, nil) >= 0, let fmt else { throw Failure(description: "cannot open \(path)") }
        defer { var f: UnsafeMutablePointer<AVFormatContext>? = fmt; avformat_close_input(&f) }
        guard avformat_find_stream_info(fmt, nil) >= 0 else { throw Failure(description: "no stream info") }
        let index = av_find_best_stream(fmt, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = fmt.pointee.streams[Int(index)] else { throw Failure(description: "no video") }
        let par = stream.pointee.codecpar!
        guard let decoder = avcodec_find_decoder(par.pointee.codec_id) else { throw Failure(description: "no decoder") }
        var ctx = avcodec_alloc_context3(decoder)
        defer { avcodec_free_context(&ctx) }
        avcodec_parameters_to_context(ctx, par)
        guard avcodec_open2(ctx, decoder, nil) >= 0 else { throw Failure(description: "cannot open decoder") }
        codec = String(cString: decoder.pointee.name)
        colorSpace = par.pointee.color_space
        colorRange = par.pointee.color_range
        colorPrimaries = par.pointee.color_primaries
        if let tag = av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0) { alphaMode = String(cString: tag.pointee.value) }
        let timeBase = stream.pointee.time_base
        var packet = av_packet_alloc()
        var frame = av_frame_alloc()
        defer { av_packet_free(&packet); av_frame_free(&frame) }
        var sws: OpaquePointer?
        defer { if let sws { sws_freeContext(sws) } }

        func receive() {
            while avcodec_receive_frame(ctx, frame) >= 0 {
                let f = frame!
                width = Int(f.pointee.width); height = Int(f.pointee.height)
                pixelFormat = String(cString: av_get_pix_fmt_name(AVPixelFormat(f.pointee.format)))
                let ts = f.pointee.best_effort_timestamp
                times.append(Double(ts) * Double(timeBase.num) / Double(timeBase.den))
                let k = times.count - 1
                if keep.contains(k) {
                    sws = sws_getCachedContext(sws, f.pointee.width, f.pointee.height, AVPixelFormat(f.pointee.format),
                                               f.pointee.width, f.pointee.height, AV_PIX_FMT_RGBA,
                                               Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT), nil, nil, nil)
                    if f.pointee.colorspace == AVCOL_SPC_BT709 {
                        let table = sws_getCoefficients(SWS_CS_ITU709)
                        sws_setColorspaceDetails(sws, table, f.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0, table, 1, 0, 1 << 16, 1 << 16)
                    }
                    var out = [UInt8](repeating: 0, count: width * height * 4)
                    out.withUnsafeMutableBufferPointer { buffer in
                        var dst: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
                        var dstStride: [Int32] = [Int32(width * 4), 0, 0, 0]
                        withUnsafePointer(to: f.pointee.data) { data in
                            withUnsafePointer(to: f.pointee.linesize) { lines in
                                data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { d in
                                    lines.withMemoryRebound(to: Int32.self, capacity: 8) { l in
                                        _ = sws_scale(sws, d, l, 0, f.pointee.height, &dst, &dstStride)
                                    }
                                }
                            }
                        }
                    }
                    pixels[k] = out
                }
                av_frame_unref(f)
            }
        }
        while av_read_frame(fmt, packet) >= 0 {
            if packet!.pointee.stream_index == index { avcodec_send_packet(ctx, packet) ; receive() }
            av_packet_unref(packet)
        }
        avcodec_send_packet(ctx, nil)
        receive()
    }
}

/// A GIF's blocks, walked by the format's own rules: each frame's delay (centiseconds)
/// and the NETSCAPE2.0 loop count (nil when absent: plays once).
struct GIFStructure {
    var delays: [Int] = []
    var loopCount: Int?
    var transparentIndexUsed = false

    init(data: Data) throws {
        let b = [UInt8](data)
        guard b.count > 13, String(decoding: b[0..<6], as: UTF8.self) == "GIF89a" else { throw Decoded.Failure(description: "not a GIF89a") }
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 * (1 << (Int(b[10] & 7) + 1)) }
        func skipSubBlocks() { while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }; i += 1 }
        while i < b.count {
            switch b[i] {
            case 0x21:
                let label = b[i + 1]
                if label == 0xF9 {
                    delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8)
                    if b[i + 3] & 1 != 0 { transparentIndexUsed = true }
                    i += 2; skipSubBlocks()
                } else if label == 0xFF, String(decoding: b[(i + 3)..<(i + 14)], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(b[i + 16]) | Int(b[i + 17]) << 8
                    i += 2; skipSubBlocks()
                } else {
                    i += 2; skipSubBlocks()
                }
            case 0x2C:
                i += 9
                let flags = b[i]; i += 1
                if flags & 0x80 != 0 { i += 3 * (1 << (Int(flags & 7) + 1)) }
                i += 1  // LZW minimum code size
                skipSubBlocks()
            case 0x3B:
                return
            default:
                throw Decoded.Failure(description: "unexpected GIF block \(b[i]) at \(i)")
            }
        }
    }
}

/// APNG's acTL (frame count, plays) and each fcTL's delay, from the PNG chunks.
struct APNGStructure {
    var frames = 0
    var plays = -1
    var delays: [Double] = []

    init(data: Data) {
        let b = [UInt8](data)
        var i = 8
        func u32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        func u16(_ at: Int) -> Int { Int(b[at]) << 8 | Int(b[at + 1]) }
        while i + 8 <= b.count {
            let length = u32(i)
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = i + 8
            if type == "acTL" { frames = u32(body); plays = u32(body + 4) }
            if type == "fcTL" {
                let num = u16(body + 20), den = u16(body + 22)
                delays.append(Double(num) / Double(den == 0 ? 100 : den))
            }
            i = body + length + 4
        }
    }
}

/// `webpmux -info`, parsed: libwebp's own tool, since FFmpeg 5.1 cannot decode animated WebP.
struct WebPInfo {
    var width = 0, height = 0, loopCount = -1, frames = 0, hasAlpha = false
    var durations: [Int] = []

    init(path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/webpmux")
        process.arguments = ["-info", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" }).map(String.init)
            if line.hasPrefix("Canvas size") { width = Int(words[2]) ?? 0; height = Int(words[4]) ?? 0 }
            if line.hasPrefix("Features present") { hasAlpha = line.contains("transparency") }
            if let loop = line.range(of: "Loop Count : ") { loopCount = Int(line[loop.upperBound...].trimmingCharacters(in: .whitespaces)) ?? -1 }
            if line.hasPrefix("Number of frames") { frames = Int(words.last!) ?? 0 }
            // "  1:   246   246    no        0        0      266 ..." : the 7th field is the duration.
            if let first = words.first, first.allSatisfy(\.isNumber), words.count > 6 { durations.append(Int(words[6]) ?? 0) }
        }
    }
}
