// The FFmpeg and libwebp functions ReelEncode calls, each through a forwarder that
// FFmpegLoader defines as `reel_` + its name (reel_avcodec_send_frame): BadgeReel defines no
// symbol of FFmpeg's own, so it never interposes on another copy of FFmpeg in the process.
// Swift calls the prefixed names; the unprefixed ones are never linked (a call to one fails
// to link, since the executable does not link FFmpeg's libraries).
#ifndef REEL_FFMPEG_FUNCTIONS_H
#define REEL_FFMPEG_FUNCTIONS_H

// Every function forwarded, once: F(return type, name, parameters, arguments), or V(...) for
// functions returning void. Expanded here into the declarations, and in loader.c into the
// table of names, the table of pointers and the forwarders.
#define FFMPEG_FUNCTIONS(F, V) \
    /* libavutil */ \
    F(AVBufferRef *, av_buffer_allocz, (size_t size), (size)) \
    F(AVBufferRef *, av_buffer_pool_get, (AVBufferPool *pool), (pool)) \
    F(AVBufferPool *, av_buffer_pool_init, (size_t size, AVBufferRef *(*alloc)(size_t size)), (size, alloc)) \
    V(av_buffer_pool_uninit, (AVBufferPool **pool), (pool)) \
    F(AVRational, av_d2q, (double d, int max), (d, max)) \
    V(av_dict_free, (AVDictionary **m), (m)) \
    F(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags)) \
    F(AVFrame *, av_frame_alloc, (void), ()) \
    V(av_frame_free, (AVFrame **frame), (frame)) \
    F(AVFrame *, av_frame_clone, (const AVFrame *src), (src)) \
    F(const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt)) \
    F(int, av_image_fill_arrays, (uint8_t *dst_data[4], int dst_linesize[4], const uint8_t *src, enum AVPixelFormat pix_fmt, int width, int height, int align), (dst_data, dst_linesize, src, pix_fmt, width, height, align)) \
    F(int, av_image_get_buffer_size, (enum AVPixelFormat pix_fmt, int width, int height, int align), (pix_fmt, width, height, align)) \
    V(av_log_set_level, (int level), (level)) \
    F(char *, av_strdup, (const char *s), (s)) \
    F(int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size)) \
    /* libavcodec */ \
    F(AVPacket *, av_packet_alloc, (void), ()) \
    V(av_packet_free, (AVPacket **pkt), (pkt)) \
    V(av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst)) \
    V(av_packet_unref, (AVPacket *pkt), (pkt)) \
    F(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec)) \
    F(const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name)) \
    V(avcodec_free_context, (AVCodecContext **avctx), (avctx)) \
    F(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options)) \
    F(int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec)) \
    F(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt)) \
    F(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame)) \
    /* libavformat */ \
    F(const AVOutputFormat *, av_guess_format, (const char *short_name, const char *filename, const char *mime_type), (short_name, filename, mime_type)) \
    F(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt)) \
    F(int, av_write_trailer, (AVFormatContext *s), (s)) \
    F(int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename)) \
    V(avformat_free_context, (AVFormatContext *s), (s)) \
    F(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c)) \
    F(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options)) \
    F(int, avio_closep, (AVIOContext **s), (s)) \
    F(int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags)) \
    /* libavfilter */ \
    F(int, av_buffersink_get_frame, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame)) \
    F(int, av_buffersrc_add_frame_flags, (AVFilterContext *buffer_src, AVFrame *frame, int flags), (buffer_src, frame, flags)) \
    F(const AVFilter *, avfilter_get_by_name, (const char *name), (name)) \
    F(AVFilterGraph *, avfilter_graph_alloc, (void), ()) \
    F(int, avfilter_graph_config, (AVFilterGraph *graphctx, void *log_ctx), (graphctx, log_ctx)) \
    F(int, avfilter_graph_create_filter, (AVFilterContext **filt_ctx, const AVFilter *filt, const char *name, const char *args, void *opaque, AVFilterGraph *graph_ctx), (filt_ctx, filt, name, args, opaque, graph_ctx)) \
    V(avfilter_graph_free, (AVFilterGraph **graph), (graph)) \
    F(int, avfilter_graph_parse_ptr, (AVFilterGraph *graph, const char *filters, AVFilterInOut **inputs, AVFilterInOut **outputs, void *log_ctx), (graph, filters, inputs, outputs, log_ctx)) \
    F(AVFilterInOut *, avfilter_inout_alloc, (void), ()) \
    V(avfilter_inout_free, (AVFilterInOut **inout), (inout)) \
    /* libwebp, libwebpmux */ \
    F(int, WebPConfigInitInternal, (WebPConfig *config, WebPPreset preset, float quality, int version), (config, preset, quality, version)) \
    F(int, WebPValidateConfig, (const WebPConfig *config), (config)) \
    F(int, WebPPictureInitInternal, (WebPPicture *picture, int version), (picture, version)) \
    F(int, WebPPictureImportBGRA, (WebPPicture *picture, const uint8_t *bgra, int bgra_stride), (picture, bgra, bgra_stride)) \
    V(WebPPictureFree, (WebPPicture *picture), (picture)) \
    V(WebPFree, (void *ptr), (ptr)) \
    F(int, WebPAnimEncoderOptionsInitInternal, (WebPAnimEncoderOptions *enc_options, int version), (enc_options, version)) \
    F(WebPAnimEncoder *, WebPAnimEncoderNewInternal, (int width, int height, const WebPAnimEncoderOptions *enc_options, int version), (width, height, enc_options, version)) \
    F(int, WebPAnimEncoderAdd, (WebPAnimEncoder *enc, struct WebPPicture *frame, int timestamp_ms, const struct WebPConfig *config), (enc, frame, timestamp_ms, config)) \
    F(int, WebPAnimEncoderAssemble, (WebPAnimEncoder *enc, WebPData *webp_data), (enc, webp_data)) \
    F(const char *, WebPAnimEncoderGetError, (WebPAnimEncoder *enc), (enc)) \
    V(WebPAnimEncoderDelete, (WebPAnimEncoder *enc), (enc)) \
    /* libswscale */ \
    F(struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param)) \
    F(const int *, sws_getCoefficients, (int colorspace), (colorspace)) \
    F(int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation)) \
    F(int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride)) \
    V(sws_freeContext, (struct SwsContext *swsContext), (swsContext))


#define REEL_DECLARE(ret, name, params, args) ret reel_##name params;
#define REEL_DECLARE_VOID(name, params, args) void reel_##name params;
FFMPEG_FUNCTIONS(REEL_DECLARE, REEL_DECLARE_VOID)
#undef REEL_DECLARE
#undef REEL_DECLARE_VOID

// libwebp's inline initialisers, as libwebp's headers define them (encode.h, mux.h,
// mux_types.h: the same ABI versions), over the prefixed forwarders.
static inline int reel_WebPConfigInit(WebPConfig *config) {
    return reel_WebPConfigInitInternal(config, WEBP_PRESET_DEFAULT, 75.f, WEBP_ENCODER_ABI_VERSION);
}
static inline int reel_WebPPictureInit(WebPPicture *picture) {
    return reel_WebPPictureInitInternal(picture, WEBP_ENCODER_ABI_VERSION);
}
static inline int reel_WebPAnimEncoderOptionsInit(WebPAnimEncoderOptions *options) {
    return reel_WebPAnimEncoderOptionsInitInternal(options, WEBP_MUX_ABI_VERSION);
}
static inline WebPAnimEncoder *reel_WebPAnimEncoderNew(int width, int height, const WebPAnimEncoderOptions *options) {
    return reel_WebPAnimEncoderNewInternal(width, height, options, WEBP_MUX_ABI_VERSION);
}
static inline void reel_WebPDataClear(WebPData *data) {
    if (data != NULL) {
        reel_WebPFree((void *)data->bytes);
        WebPDataInit(data);
    }
}

#endif
