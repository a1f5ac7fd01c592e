// FFmpeg's libraries, loaded on first use instead of at process start.
//
// Debian's libavcodec pulls in some 150 shared libraries (x265, aom, gnutls, OpenCL, flite,
// ...); linking them makes every start of badgereel pay ~60 ms, --help and timeline included.
// Instead, each FFmpeg function ReelEncode calls is defined here with FFmpeg's own prototype
// (the headers are included, so the compiler checks every signature) and forwards to the real
// one. All of them are looked up with dlsym when the libraries are opened, so a broken install
// is one error returned by reel_ffmpeg_load, never a failure in the middle of an export.
#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <mach-o/dyld.h>
#endif
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
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
#include <webp/encode.h>
#include <webp/mux.h>
#include "FFmpegLoader.h"

#define STR_(x) #x
#define STR(x) STR_(x)

// The file names of the libraries these headers describe, from the headers' own majors: the
// ELF sonames on Linux (libavcodec.so.59), the install names' leaves on macOS
// (libavcodec.59.dylib, as Homebrew's ffmpeg installs them). libwebp and libwebpmux are
// libavcodec's own dependencies (Debian 12: libwebp7, libwebpmux3; Homebrew's webp has the
// same majors); ReelEncode calls libwebp's animation encoder directly, since FFmpeg's wrapper
// cannot state the last frame's duration.
#if defined(__APPLE__)
#define LIBRARY(base, major) "lib" base "." STR(major) ".dylib"
#else
#define LIBRARY(base, major) "lib" base ".so." STR(major)
#endif
static const char *const libraries[] = {
    LIBRARY("webp", 7),
    LIBRARY("webpmux", 3),
    LIBRARY("avutil", LIBAVUTIL_VERSION_MAJOR),
    LIBRARY("swscale", LIBSWSCALE_VERSION_MAJOR),
    LIBRARY("avcodec", LIBAVCODEC_VERSION_MAJOR),
    LIBRARY("avformat", LIBAVFORMAT_VERSION_MAJOR),
    LIBRARY("avfilter", LIBAVFILTER_VERSION_MAJOR),
};
#define LIBRARY_COUNT (sizeof libraries / sizeof libraries[0])

// Every function forwarded, once: F(return type, name, parameters, arguments), or V(...) for
// functions returning void. Expanded below into the table of names, the table of pointers
// and the forwarders.
#define FFMPEG_FUNCTIONS(F, V) \
    /* libavutil */ \
    F(unsigned, avutil_version, (void), ()) \
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
    F(unsigned, avcodec_version, (void), ()) \
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
    F(unsigned, avformat_version, (void), ()) \
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
    F(unsigned, avfilter_version, (void), ()) \
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
    F(int, WebPGetEncoderVersion, (void), ()) \
    F(int, WebPGetMuxVersion, (void), ()) \
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
    F(unsigned, swscale_version, (void), ()) \
    F(struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param)) \
    F(const int *, sws_getCoefficients, (int colorspace), (colorspace)) \
    F(int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation)) \
    F(int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride)) \
    V(sws_freeContext, (struct SwsContext *swsContext), (swsContext))

// Used by the loader itself, not forwarded: installed at load so nothing is printed.
#define LOADER_FUNCTIONS(F, V) \
    V(av_log_set_callback, (void (*callback)(void *, int, const char *, va_list)), (callback))

#define INDEX(ret, name, params, args) FN_##name,
#define INDEX_VOID(name, params, args) FN_##name,
enum { FFMPEG_FUNCTIONS(INDEX, INDEX_VOID) LOADER_FUNCTIONS(INDEX, INDEX_VOID) FUNCTION_COUNT };

#define NAME(ret, name, params, args) #name,
#define NAME_VOID(name, params, args) #name,
static const char *const function_names[FUNCTION_COUNT] = { FFMPEG_FUNCTIONS(NAME, NAME_VOID) LOADER_FUNCTIONS(NAME, NAME_VOID) };

// Filled by load_libraries before load_status becomes 0; read-only afterwards.
static void *functions[FUNCTION_COUNT];
static void *handles[LIBRARY_COUNT];
static char load_error[512];
static int load_status = -1;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
// Set on the thread running load_libraries, so an exit() from a library constructor on that
// thread does not wait for itself.
static _Thread_local int loading_here;

// The last error line FFmpeg logged on this thread, and whether it ended with a newline.
static _Thread_local char last_log[512];
static _Thread_local int last_log_complete = 1;

// FFmpeg's log, kept instead of printed: libraries never write to the tool's stderr. A line
// at error level or worse is remembered (it may arrive in pieces) so an error can quote it.
static void keep_log(void *context, int level, const char *format, va_list arguments) {
    (void)context;
    if (level > AV_LOG_ERROR) return;
    char piece[512];
    vsnprintf(piece, sizeof piece, format, arguments);
    if (last_log_complete) last_log[0] = 0;
    size_t used = strlen(last_log);
    snprintf(last_log + used, sizeof last_log - used, "%s", piece);
    size_t length = strlen(last_log);
    last_log_complete = length > 0 && last_log[length - 1] == '\n';
    while (length > 0 && (last_log[length - 1] == '\n' || last_log[length - 1] == '\r')) last_log[--length] = 0;
}

// The folder holding the running executable, symbolic links resolved, or "" when unknown.
static void executable_folder(char *folder, size_t size) {
    char path[PATH_MAX];
    folder[0] = 0;
#if defined(__APPLE__)
    char raw[PATH_MAX];
    uint32_t length = sizeof raw;
    if (_NSGetExecutablePath(raw, &length) != 0 || !realpath(raw, path)) return;
#else
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return;
    path[length] = 0;
#endif
    char *slash = strrchr(path, '/');
    if (!slash) return;
    *slash = 0;
    snprintf(folder, size, "%s", path);
}

// Opens `name`: first from <executable's folder>/../lib, the relocatable bundle's layout
// (scripts/bundle), so a bundle never mixes its libraries with a different FFmpeg installed
// on the machine; then by the dynamic linker's own search; on macOS also from Homebrew's two
// prefixes, which dyld does not search by default. On failure, `reason` holds the dynamic
// linker's message for the plain name (the one a user can act on).
static void *open_library(const char *name, char *reason, size_t size) {
    char folder[PATH_MAX], path[PATH_MAX + 64];
    executable_folder(folder, sizeof folder);
    if (folder[0]) {
        snprintf(path, sizeof path, "%s/../lib/%s", folder, name);
        if (access(path, R_OK) == 0) {
            void *handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
            if (handle) return handle;
        }
    }
    void *handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (handle) return handle;
    const char *error = dlerror();
    snprintf(reason, size, "%s", error ? error : "unknown error");
#if defined(__APPLE__)
    static const char *const prefixes[] = { "/opt/homebrew/lib", "/usr/local/lib" };
    for (size_t p = 0; p < sizeof prefixes / sizeof prefixes[0]; p++) {
        snprintf(path, sizeof path, "%s/%s", prefixes[p], name);
        handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
        if (handle) return handle;
    }
#endif
    return NULL;
}

// RTLD_LAZY: functions in the ~150 dependencies are bound when first called, not all at load.
static void load_libraries(void) {
    loading_here = 1;
    for (size_t i = 0; i < LIBRARY_COUNT; i++) {
        char reason[256];
        handles[i] = open_library(libraries[i], reason, sizeof reason);
        if (!handles[i]) {
            snprintf(load_error, sizeof load_error, "cannot load FFmpeg's %s: %s", libraries[i], reason);
            loading_here = 0;
            return;
        }
    }
    for (size_t f = 0; f < FUNCTION_COUNT; f++) {
        for (size_t i = 0; i < LIBRARY_COUNT && !functions[f]; i++) functions[f] = dlsym(handles[i], function_names[f]);
        if (!functions[f]) {
            snprintf(load_error, sizeof load_error, "FFmpeg's libraries have no %s: they are older or newer than the headers this tool was built with; reinstall them (scripts/setup)", function_names[f]);
            loading_here = 0;
            return;
        }
    }
    ((void (*)(void (*)(void *, int, const char *, va_list)))functions[FN_av_log_set_callback])(keep_log);
    __atomic_store_n(&load_status, 0, __ATOMIC_RELEASE);
    loading_here = 0;
}

int reel_ffmpeg_load(char *error, size_t size) {
    pthread_once(&load_once, load_libraries);
    int status = __atomic_load_n(&load_status, __ATOMIC_ACQUIRE);
    if (status != 0 && error && size) snprintf(error, size, "%s", load_error);
    return status;
}

int reel_ffmpeg_is_loaded(void) { return __atomic_load_n(&load_status, __ATOMIC_ACQUIRE) == 0; }

// The preload: a thread started once, waited for by settle and by exit().
static pthread_mutex_t preload_lock = PTHREAD_MUTEX_INITIALIZER;
static int preload_started;

static void *preload_main(void *unused) {
    (void)unused;
    reel_ffmpeg_load(NULL, 0);
    return NULL;
}

void reel_ffmpeg_settle(void) {
    pthread_mutex_lock(&preload_lock);
    int started = preload_started;
    pthread_mutex_unlock(&preload_lock);
    // pthread_once returns once the load has run, whichever thread ran it; when the preload
    // thread has not reached it yet, this thread runs the load itself (the preload then finds
    // it done). Either way nothing is loading when this returns.
    if (started && !loading_here) pthread_once(&load_once, load_libraries);
}

// exit() runs atexit handlers before the libraries' destructors: an exit racing the preload
// (a refused command exits within milliseconds) waits here for the load to finish, instead
// of tearing down GLib and friends while their constructors run on the other thread.
static void settle_at_exit(void) { reel_ffmpeg_settle(); }

void reel_ffmpeg_preload(void) {
    pthread_mutex_lock(&preload_lock);
    if (preload_started) { pthread_mutex_unlock(&preload_lock); return; }
    preload_started = 1;
    atexit(settle_at_exit);
    // Signals go to the other threads: a handler (Ctrl-C's cleanup) never runs in the middle
    // of dlopen, and the new thread cannot be the one a signal interrupts.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    int created = pthread_create(&thread, &attributes, preload_main, NULL);
    pthread_attr_destroy(&attributes);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    // Without a thread the load happens when first needed; settle then runs it, which is
    // still correct.
    if (created != 0) preload_started = 0;
    pthread_mutex_unlock(&preload_lock);
}

void reel_ffmpeg_last_log(char *buffer, size_t size) {
    if (buffer && size) snprintf(buffer, size, "%s", last_log);
}

void reel_ffmpeg_clear_log(void) {
    last_log[0] = 0;
    last_log_complete = 1;
}

// A forwarder called before a successful reel_ffmpeg_load is a bug in the caller (ReelEncode
// loads first, and reports a failed load as an error): say so and stop.
static void *function(size_t index) {
    if (__builtin_expect(!reel_ffmpeg_is_loaded(), 0)) {
        char error[512];
        if (reel_ffmpeg_load(error, sizeof error) != 0) {
            fprintf(stderr, "FFmpeg's %s was called although the libraries could not be loaded (%s)\n", function_names[index], error);
            abort();
        }
    }
    return functions[index];
}

// Defines `name` with FFmpeg's prototype, forwarding to the function found at load.
#define FORWARD(ret, name, params, args) \
    ret name params { return ((ret (*) params)function(FN_##name)) args; }
#define FORWARD_VOID(name, params, args) \
    void name params { ((void (*) params)function(FN_##name)) args; }

FFMPEG_FUNCTIONS(FORWARD, FORWARD_VOID)
