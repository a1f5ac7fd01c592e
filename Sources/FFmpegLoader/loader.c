// FFmpeg's libraries, loaded on first use instead of at process start.
//
// Debian's libavcodec pulls in some 150 shared libraries (x265, aom, gnutls, OpenCL, flite,
// ...); linking them makes every start of badgereel pay ~60 ms, --help and timeline included.
// Instead, each FFmpeg function ReelEncode calls is defined here with FFmpeg's own prototype
// (the headers are included, so the compiler checks every signature) and forwards to the real
// one, found with dlsym in libraries opened by dlopen the first time any is needed.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersrc.h>
#include <libavfilter/buffersink.h>
#include <libavutil/imgutils.h>
#include <libavutil/pixdesc.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>
#include "FFmpegLoader.h"

#define STR_(x) #x
#define STR(x) STR_(x)

// The sonames of the libraries these headers describe.
static const char *const libraries[] = {
    "libavutil.so." STR(LIBAVUTIL_VERSION_MAJOR),
    "libswscale.so." STR(LIBSWSCALE_VERSION_MAJOR),
    "libavcodec.so." STR(LIBAVCODEC_VERSION_MAJOR),
    "libavformat.so." STR(LIBAVFORMAT_VERSION_MAJOR),
    "libavfilter.so." STR(LIBAVFILTER_VERSION_MAJOR),
};
#define LIBRARY_COUNT (sizeof libraries / sizeof libraries[0])

static void *handles[LIBRARY_COUNT];
static char load_error[512];
static int load_status = -1;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

// RTLD_LAZY: functions in the ~150 dependencies are bound when first called, not all at load.
static void load_libraries(void) {
    for (size_t i = 0; i < LIBRARY_COUNT; i++) {
        handles[i] = dlopen(libraries[i], RTLD_LAZY | RTLD_LOCAL);
        if (!handles[i]) {
            const char *reason = dlerror();
            snprintf(load_error, sizeof load_error, "cannot load FFmpeg's %s: %s", libraries[i], reason ? reason : "unknown error");
            return;
        }
    }
    load_status = 0;
}

int reel_ffmpeg_load(char *error, size_t size) {
    pthread_once(&load_once, load_libraries);
    if (load_status != 0 && error && size) snprintf(error, size, "%s", load_error);
    return load_status;
}

// The real function `name`; a library that loaded but lacks it is a broken install.
static void *resolve(const char *name) {
    char error[512];
    if (reel_ffmpeg_load(error, sizeof error) != 0) {
        fprintf(stderr, "badgereel: %s\n", error);
        exit(70);
    }
    for (size_t i = 0; i < LIBRARY_COUNT; i++) {
        void *symbol = dlsym(handles[i], name);
        if (symbol) return symbol;
    }
    fprintf(stderr, "badgereel: FFmpeg's libraries have no %s; reinstall them (scripts/setup)\n", name);
    exit(70);
}

// Defines `name` with FFmpeg's prototype, forwarding to the real function, resolved once.
#define FORWARD(ret, name, params, args)                                     \
    ret name params {                                                        \
        typedef ret (*name##_fn) params;                                     \
        static name##_fn fn;                                                 \
        name##_fn f = __atomic_load_n(&fn, __ATOMIC_ACQUIRE);                \
        if (!f) {                                                            \
            f = (name##_fn)resolve(#name);                                   \
            __atomic_store_n(&fn, f, __ATOMIC_RELEASE);                      \
        }                                                                    \
        return f args;                                                       \
    }
#define FORWARD_VOID(name, params, args)                                     \
    void name params {                                                       \
        typedef void (*name##_fn) params;                                    \
        static name##_fn fn;                                                 \
        name##_fn f = __atomic_load_n(&fn, __ATOMIC_ACQUIRE);                \
        if (!f) {                                                            \
            f = (name##_fn)resolve(#name);                                   \
            __atomic_store_n(&fn, f, __ATOMIC_RELEASE);                      \
        }                                                                    \
        f args;                                                              \
    }

// libavutil
FORWARD(AVBufferRef *, av_buffer_allocz, (size_t size), (size))
FORWARD(AVBufferRef *, av_buffer_pool_get, (AVBufferPool *pool), (pool))
FORWARD(AVBufferPool *, av_buffer_pool_init, (size_t size, AVBufferRef *(*alloc)(size_t size)), (size, alloc))
FORWARD_VOID(av_buffer_pool_uninit, (AVBufferPool **pool), (pool))
FORWARD(AVRational, av_d2q, (double d, int max), (d, max))
FORWARD_VOID(av_dict_free, (AVDictionary **m), (m))
FORWARD(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags))
FORWARD(AVFrame *, av_frame_alloc, (void), ())
FORWARD_VOID(av_frame_free, (AVFrame **frame), (frame))
FORWARD(AVFrame *, av_frame_clone, (const AVFrame *src), (src))
FORWARD(const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
FORWARD(int, av_image_fill_arrays, (uint8_t *dst_data[4], int dst_linesize[4], const uint8_t *src, enum AVPixelFormat pix_fmt, int width, int height, int align),
        (dst_data, dst_linesize, src, pix_fmt, width, height, align))
FORWARD(int, av_image_get_buffer_size, (enum AVPixelFormat pix_fmt, int width, int height, int align), (pix_fmt, width, height, align))
FORWARD_VOID(av_log_set_level, (int level), (level))
FORWARD(char *, av_strdup, (const char *s), (s))
FORWARD(int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))

// libavcodec
FORWARD(AVPacket *, av_packet_alloc, (void), ())
FORWARD_VOID(av_packet_free, (AVPacket **pkt), (pkt))
FORWARD_VOID(av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst))
FORWARD_VOID(av_packet_unref, (AVPacket *pkt), (pkt))
FORWARD(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
FORWARD(const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
FORWARD_VOID(avcodec_free_context, (AVCodecContext **avctx), (avctx))
FORWARD(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options))
FORWARD(int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))
FORWARD(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
FORWARD(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))

// libavformat
FORWARD(const AVOutputFormat *, av_guess_format, (const char *short_name, const char *filename, const char *mime_type), (short_name, filename, mime_type))
FORWARD(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
FORWARD(int, av_write_trailer, (AVFormatContext *s), (s))
FORWARD(int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename),
        (ctx, oformat, format_name, filename))
FORWARD_VOID(avformat_free_context, (AVFormatContext *s), (s))
FORWARD(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
FORWARD(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
FORWARD(int, avio_closep, (AVIOContext **s), (s))
FORWARD(int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))

// libavfilter
FORWARD(int, av_buffersink_get_frame, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame))
FORWARD(int, av_buffersrc_add_frame_flags, (AVFilterContext *buffer_src, AVFrame *frame, int flags), (buffer_src, frame, flags))
FORWARD(const AVFilter *, avfilter_get_by_name, (const char *name), (name))
FORWARD(AVFilterGraph *, avfilter_graph_alloc, (void), ())
FORWARD(int, avfilter_graph_config, (AVFilterGraph *graphctx, void *log_ctx), (graphctx, log_ctx))
FORWARD(int, avfilter_graph_create_filter, (AVFilterContext **filt_ctx, const AVFilter *filt, const char *name, const char *args, void *opaque, AVFilterGraph *graph_ctx),
        (filt_ctx, filt, name, args, opaque, graph_ctx))
FORWARD_VOID(avfilter_graph_free, (AVFilterGraph **graph), (graph))
FORWARD(int, avfilter_graph_parse_ptr, (AVFilterGraph *graph, const char *filters, AVFilterInOut **inputs, AVFilterInOut **outputs, void *log_ctx),
        (graph, filters, inputs, outputs, log_ctx))
FORWARD(AVFilterInOut *, avfilter_inout_alloc, (void), ())
FORWARD_VOID(avfilter_inout_free, (AVFilterInOut **inout), (inout))

// libswscale
FORWARD(struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),
        (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
FORWARD(const int *, sws_getCoefficients, (int colorspace), (colorspace))
FORWARD(int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation),
        (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))
FORWARD(int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]),
        (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
FORWARD_VOID(sws_freeContext, (struct SwsContext *swsContext), (swsContext))
