import CFFmpeg
@testable import ReelEncode

/// The reference GIFPaletteTests holds BadgeReel's own palette and mapping to: FFmpeg's
/// palettegen and paletteuse, which GIF exports ran through until issue 21.
///
/// A libavfilter graph with named buffer sources ("in0", "in1", …) and one sink ("out"),
/// described in FFmpeg's filter syntax, e.g. "[in0][in1]paletteuse=dither=none[out]".
final class FilterGraph {
    struct Input {
        var width: Int32
        var height: Int32
        var format: AVPixelFormat
        var timeBase: AVRational
    }

    private var graph: UnsafeMutablePointer<AVFilterGraph>?
    private var sources: [UnsafeMutablePointer<AVFilterContext>] = []
    private var sink: UnsafeMutablePointer<AVFilterContext>?

    init(_ description: String, inputs: [Input]) throws(EncodeError) {
        guard let g = reel_avfilter_graph_alloc() else { throw EncodeError("out of memory") }
        graph = g
        // Filters run on the calling thread: one graph, one thread, the same output every time.
        g.pointee.nb_threads = 1
        do {
            try build(description, inputs: inputs)
        } catch {
            reel_avfilter_graph_free(&graph)
            throw error
        }
    }

    private func build(_ description: String, inputs: [Input]) throws(EncodeError) {
        guard let bufferFilter = reel_avfilter_get_by_name("buffer"), let sinkFilter = reel_avfilter_get_by_name("buffersink") else {
            throw EncodeError("this FFmpeg build has no buffer filters")
        }
        var outputsList: UnsafeMutablePointer<AVFilterInOut>?
        for (i, input) in inputs.enumerated() {
            let args = "video_size=\(input.width)x\(input.height):pix_fmt=\(input.format.rawValue):time_base=\(input.timeBase.num)/\(input.timeBase.den):pixel_aspect=1/1"
            var ctx: UnsafeMutablePointer<AVFilterContext>?
            try check(reel_avfilter_graph_create_filter(&ctx, bufferFilter, "in\(i)", args, nil, graph), "cannot set up the filter input")
            sources.append(ctx!)
            let io = reel_avfilter_inout_alloc()!
            io.pointee.name = reel_av_strdup("in\(i)")
            io.pointee.filter_ctx = ctx
            io.pointee.pad_idx = 0
            io.pointee.next = outputsList
            outputsList = io
        }
        var sinkCtx: UnsafeMutablePointer<AVFilterContext>?
        try check(reel_avfilter_graph_create_filter(&sinkCtx, sinkFilter, "out", nil, nil, graph), "cannot set up the filter output")
        sink = sinkCtx
        var inputsList = reel_avfilter_inout_alloc()
        inputsList!.pointee.name = reel_av_strdup("out")
        inputsList!.pointee.filter_ctx = sinkCtx
        inputsList!.pointee.pad_idx = 0
        inputsList!.pointee.next = nil
        let parsed = reel_avfilter_graph_parse_ptr(graph, description, &inputsList, &outputsList, nil)
        reel_avfilter_inout_free(&inputsList)
        reel_avfilter_inout_free(&outputsList)
        try check(parsed, "cannot build the filter \(description)")
        try check(reel_avfilter_graph_config(graph, nil), "cannot configure the filter \(description)")
    }

    deinit { reel_avfilter_graph_free(&graph) }

    /// Hands `frame` to input `index` (the graph takes its buffer); nil ends that input.
    ///
    /// The frame is pushed through the graph at once: libavfilter otherwise only queues it
    /// until the sink asks, and a filter with no output until the end (palettegen) would
    /// hold every frame of the clip.
    func push(_ frame: UnsafeMutablePointer<AVFrame>?, to index: Int = 0) throws(EncodeError) {
        try check(reel_av_buffersrc_add_frame_flags(sources[index], frame, Int32(AV_BUFFERSRC_FLAG_PUSH)), "cannot filter a frame")
        frame?.free()
    }

    /// The next filtered frame, or nil when none is ready (or the graph is finished).
    func pull() throws(EncodeError) -> UnsafeMutablePointer<AVFrame>? {
        guard let frame = reel_av_frame_alloc() else { throw EncodeError("out of memory") }
        let r = reel_av_buffersink_get_frame(sink, frame)
        if r == reel_averror_eagain() || r == reel_averror_eof() {
            frame.free()
            return nil
        }
        if r < 0 { frame.free() }
        try check(r, "cannot filter a frame")
        return frame
    }
}
