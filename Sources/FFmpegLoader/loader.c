// FFmpeg's libraries, loaded on first use instead of at process start.
//
// Debian's libavcodec pulls in some 150 shared libraries (x265, aom, gnutls, OpenCL, flite,
// ...); linking them makes every start of badgereel pay ~60 ms, --help and timeline included.
// Instead, each FFmpeg function ReelEncode calls has a forwarder here, `reel_` + its name,
// with FFmpeg's own prototype (the headers are included, so the compiler checks every
// signature), that calls the real one. All of them are looked up with dlsym when the libraries are opened, so a broken install
// is one error returned by reel_ffmpeg_load, never a failure in the middle of an export.
#include <dlfcn.h>
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
#include "../CFFmpeg/FFmpegFunctions.h"

#define STR_(x) #x
#define STR(x) STR_(x)

// The sonames of the libraries these headers describe. libwebp and libwebpmux are libavcodec's
// own dependencies (Debian 12: libwebp7, libwebpmux3); ReelEncode calls libwebp's animation
// encoder directly, since FFmpeg's wrapper cannot state the last frame's duration.
static const char *const libraries[] = {
    "libwebp.so.7",
    "libwebpmux.so.3",
    "libavutil.so." STR(LIBAVUTIL_VERSION_MAJOR),
    "libswscale.so." STR(LIBSWSCALE_VERSION_MAJOR),
    "libavcodec.so." STR(LIBAVCODEC_VERSION_MAJOR),
    "libavformat.so." STR(LIBAVFORMAT_VERSION_MAJOR),
    "libavfilter.so." STR(LIBAVFILTER_VERSION_MAJOR),
};
#define LIBRARY_COUNT (sizeof libraries / sizeof libraries[0])

// Every function forwarded: FFMPEG_FUNCTIONS in CFFmpeg/FFmpegFunctions.h, which also
// declares the prefixed forwarders defined below.

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

// RTLD_LAZY: functions in the ~150 dependencies are bound when first called, not all at load.
static void load_libraries(void) {
    loading_here = 1;
    for (size_t i = 0; i < LIBRARY_COUNT; i++) {
        handles[i] = dlopen(libraries[i], RTLD_LAZY | RTLD_LOCAL);
        if (!handles[i]) {
            const char *reason = dlerror();
            snprintf(load_error, sizeof load_error, "cannot load FFmpeg's %s: %s", libraries[i], reason ? reason : "unknown error");
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

// Defines `reel_name` with FFmpeg's prototype, forwarding to the function found at load.
// Prefixed, as swift-nio prefixes its dlsym wrappers: a forwarder named like FFmpeg's own
// function would interpose on every other FFmpeg in the process (a test linking the real
// libraries, a host app) and route their calls through this loader.
#define FORWARD(ret, name, params, args) \
    ret reel_##name params { return ((ret (*) params)function(FN_##name)) args; }
#define FORWARD_VOID(name, params, args) \
    void reel_##name params { ((void (*) params)function(FN_##name)) args; }

FFMPEG_FUNCTIONS(FORWARD, FORWARD_VOID)
