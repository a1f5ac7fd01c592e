import CFFmpeg
import Foundation
import ReelFrame

/// One PNG per frame, through FFmpeg's png encoder. Every file is written under a temporary
/// name first and all are renamed at the end, so a failure leaves no partial sequence.
struct PNGSequenceWriter {
    let settings: EncodeSettings

    /// The file for frame k (numbered from 1, as FFmpeg's image2 does): `pattern` formatted
    /// with k, or `folder/frame-0001.png` for a folder.
    static func path(for k: Int, pattern: String) -> String {
        let base = pattern.hasSuffix("/") ? pattern + "frame-%04d.png" : pattern
        guard let range = base.range(of: #"%0?(\d*)d"#, options: .regularExpression) else { return base }
        let spec = base[range]
        let width = Int(spec.dropFirst().dropLast().drop(while: { $0 == "0" })) ?? 0
        let zeroPad = spec.dropFirst().first == "0"
        var number = String(k + 1)
        if number.count < width { number = String(repeating: zeroPad ? "0" : " ", count: width - number.count) + number }
        return base.replacingCharacters(in: range, with: number)
    }

    func encode(_ source: some FrameSource, to pattern: String) throws {
        if pattern.hasSuffix("/") {
            do {
                try FileManager.default.createDirectory(atPath: pattern, withIntermediateDirectories: true)
            } catch {
                throw EncodeError("cannot create the folder \(pattern)")
            }
        }
        let converter = try PixelConverter(width: source.width, height: source.height, padToEven: false,
                                           alpha: settings.transparent ? .keep : .opaque,
                                           format: AV_PIX_FMT_RGBA, bt709: false)
        guard let encoder = avcodec_find_encoder_by_name("png") else { throw EncodeError("this FFmpeg build has no png encoder") }
        var ctx = avcodec_alloc_context3(encoder)
        defer { avcodec_free_context(&ctx) }
        guard let ctx else { throw EncodeError("out of memory") }
        ctx.pointee.width = Int32(source.width)
        ctx.pointee.height = Int32(source.height)
        ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
        ctx.pointee.time_base = AVRational(num: 1, den: 1)
        ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        try check(avcodec_open2(ctx, encoder, nil), "cannot open the png encoder")
        var packet = av_packet_alloc()
        defer { av_packet_free(&packet) }

        var written: [(temporary: String, final: String)] = []
        do {
            try source.forEachFrame { k, frame in
                let av = try converter.convert(frame, repeat: source.isRepeat(k))
                defer { av.free() }
                av.pointee.pts = Int64(k)
                try check(avcodec_send_frame(ctx, av), "cannot encode frame \(k + 1)")
                try check(avcodec_receive_packet(ctx, packet), "cannot encode frame \(k + 1)")
                defer { av_packet_unref(packet) }
                let final = Self.path(for: k, pattern: pattern)
                let temporary = AtomicOutput.temporaryPath(for: final)
                TemporaryFiles.shared.register(temporary)
                written.append((temporary, final))
                let data = Data(bytes: packet!.pointee.data, count: Int(packet!.pointee.size))
                guard FileManager.default.createFile(atPath: temporary, contents: data) else {
                    throw EncodeError("cannot write \(final)")
                }
            }
            for file in written {
                guard rename(file.temporary, file.final) == 0 else {
                    throw EncodeError("cannot move \(file.final) into place: \(String(cString: strerror(errno)))")
                }
                TemporaryFiles.shared.unregister(file.temporary)
            }
        } catch {
            for file in written {
                unlink(file.temporary)
                TemporaryFiles.shared.unregister(file.temporary)
            }
            throw error
        }
    }
}
