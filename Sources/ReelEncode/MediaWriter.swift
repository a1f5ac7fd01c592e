import CFFmpeg

/// One video stream encoded and muxed into one file: libavcodec's encoder and libavformat's
/// muxer, opened together, fed AVFrames, finished with the trailer.
final class MediaWriter {
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private let packet: UnsafeMutablePointer<AVPacket>
    private var headerWritten = false
    private var finished = false

    struct Options {
        var encoder: String
        var muxer: String
        var width: Int32
        var height: Int32
        var pixelFormat: AVPixelFormat
        var timeBase: AVRational
        var frameRate: AVRational
        var codecOptions: [(String, String)] = []
        var muxerOptions: [(String, String)] = []
        /// BT.709, limited range: what a browser or QuickTime assumes for HD video.
        var tagBT709 = false
        var threads = 1
    }

    init(path: String, _ o: Options) throws(EncodeError) {
        guard let p = reel_av_packet_alloc() else { throw EncodeError("out of memory") }
        packet = p
        do {
            try open(path: path, o)
        } catch {
            close()
            throw error
        }
    }

    private func open(path: String, _ o: Options) throws(EncodeError) {
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        try check(reel_avformat_alloc_output_context2(&fmt, nil, o.muxer, path), "cannot start a \(o.muxer) file")
        format = fmt
        guard let fmt, let encoder = reel_avcodec_find_encoder_by_name(o.encoder) else {
            throw EncodeError("this FFmpeg build has no \(o.encoder) encoder")
        }
        // Bit-exact: no encoder version strings or times in the file, so the same command
        // writes the same bytes.
        fmt.pointee.flags |= AVFMT_FLAG_BITEXACT
        guard let ctx = reel_avcodec_alloc_context3(encoder) else { throw EncodeError("out of memory") }
        codec = ctx
        ctx.pointee.width = o.width
        ctx.pointee.height = o.height
        ctx.pointee.pix_fmt = o.pixelFormat
        ctx.pointee.time_base = o.timeBase
        ctx.pointee.framerate = o.frameRate
        ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        ctx.pointee.thread_count = Int32(o.threads)
        ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if o.tagBT709 {
            ctx.pointee.color_primaries = AVCOL_PRI_BT709
            ctx.pointee.color_trc = AVCOL_TRC_BT709
            ctx.pointee.colorspace = AVCOL_SPC_BT709
            ctx.pointee.color_range = AVCOL_RANGE_MPEG
        }
        if (fmt.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
            ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        var codecDict: OpaquePointer?
        for (k, v) in o.codecOptions { reel_av_dict_set(&codecDict, k, v, 0) }
        let opened = reel_avcodec_open2(ctx, encoder, &codecDict)
        reel_av_dict_free(&codecDict)
        try check(opened, "cannot open the \(o.encoder) encoder")

        guard let st = reel_avformat_new_stream(fmt, nil) else { throw EncodeError("out of memory") }
        stream = st
        st.pointee.time_base = o.timeBase
        st.pointee.avg_frame_rate = o.frameRate
        try check(reel_avcodec_parameters_from_context(st.pointee.codecpar, ctx), "cannot set up the stream")

        try check(reel_avio_open(&fmt.pointee.pb, path, AVIO_FLAG_WRITE), "cannot write \(path)")
        var muxDict: OpaquePointer?
        for (k, v) in o.muxerOptions { reel_av_dict_set(&muxDict, k, v, 0) }
        let header = reel_avformat_write_header(fmt, &muxDict)
        reel_av_dict_free(&muxDict)
        try check(header, "cannot write the \(o.muxer) header")
        headerWritten = true
    }

    /// Encodes one frame (its pts and duration in `timeBase`) and writes what comes out.
    func write(_ frame: UnsafeMutablePointer<AVFrame>) throws(EncodeError) {
        try check(reel_avcodec_send_frame(codec, frame), "cannot encode a frame")
        try drain()
    }

    /// Flushes the encoder and writes the trailer; the file is complete after this.
    func finish() throws(EncodeError) {
        guard !finished else { return }
        finished = true
        try check(reel_avcodec_send_frame(codec, nil), "cannot finish encoding")
        try drain()
        try check(reel_av_write_trailer(format), "cannot finish the file")
        close()
    }

    private func drain() throws(EncodeError) {
        guard let codec, let stream else { throw EncodeError("cannot encode a frame: the encoder is closed") }
        while true {
            let r = reel_avcodec_receive_packet(codec, packet)
            if r == reel_averror_eagain() || r == reel_averror_eof() { return }
            try check(r, "cannot encode a frame")
            reel_av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            let w = reel_av_interleaved_write_frame(format, packet)
            reel_av_packet_unref(packet)
            // A full disk or a broken pipe surfaces here.
            try check(w, "cannot write the file")
        }
    }

    private func close() {
        if let fmt = format {
            if fmt.pointee.pb != nil { reel_avio_closep(&fmt.pointee.pb) }
            reel_avformat_free_context(fmt)
            format = nil
        }
        if codec != nil { reel_avcodec_free_context(&codec) }
    }

    deinit {
        close()
        var p: UnsafeMutablePointer<AVPacket>? = packet
        reel_av_packet_free(&p)
    }
}
