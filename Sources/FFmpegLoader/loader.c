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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <unistd.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersrc.h>
#include <libavfilter/buffersink.h>
#include <libavutil/imgutils.h>
#include <libavutil/cpu.h>
#include <libavutil/pixdesc.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include "FFmpegLoader.h"
#include "ReelBundle.h"
#include "../CFFmpeg/FFmpegFunctions.h"

#define STR_(x) #x
#define STR(x) STR_(x)

// The file names of the libraries these headers describe, from the headers' own majors (the
// ELF sonames on Linux, libavcodec.so.59; the install names' leaves on macOS,
// libavcodec.59.dylib, as Homebrew's ffmpeg installs them), each with the set (FFmpegLoader.h)
// it belongs to: a set is opened only when an export needs it. libwebp and libwebpmux are
// libavcodec's own dependencies (Debian 12: libwebp7, libwebpmux3; Homebrew's webp has the
// same majors); ReelEncode calls libwebp's animation encoder directly, since FFmpeg's wrapper
// cannot state the last frame's duration.
//
// The sets cost very different amounts (Debian 12, 2 cores): libavutil alone is ~2 ms,
// libswscale ~1 ms more, libavcodec with libavformat ~45 ms (they pull in ~150 libraries:
// x265, aom, gnutls, OpenCL, ...), libavfilter ~50 ms more (rubberband, tesseract, zimg, ...).
#if defined(__APPLE__)
#define LIBRARY(base, major) "lib" base "." STR(major) ".dylib"
#else
#define LIBRARY(base, major) "lib" base ".so." STR(major)
#endif
static const struct { const char *name; unsigned set; } libraries[] = {
    { LIBRARY("avutil", LIBAVUTIL_VERSION_MAJOR), REEL_FFMPEG_UTIL },
    { LIBRARY("swscale", LIBSWSCALE_VERSION_MAJOR), REEL_FFMPEG_SCALE },
    { LIBRARY("webp", 7), REEL_FFMPEG_WEBP },
    { LIBRARY("webpmux", 3), REEL_FFMPEG_WEBP },
    { LIBRARY("avcodec", LIBAVCODEC_VERSION_MAJOR), REEL_FFMPEG_CODEC },
    { LIBRARY("avformat", LIBAVFORMAT_VERSION_MAJOR), REEL_FFMPEG_CODEC },
    { LIBRARY("avfilter", LIBAVFILTER_VERSION_MAJOR), REEL_FFMPEG_FILTER },
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

// The set each function comes from, in the same order.
#define IN_UTIL(...) REEL_FFMPEG_UTIL,
#define IN_CODEC(...) REEL_FFMPEG_CODEC,
#define IN_FILTER(...) REEL_FFMPEG_FILTER,
#define IN_WEBP(...) REEL_FFMPEG_WEBP,
#define IN_SCALE(...) REEL_FFMPEG_SCALE,
static const unsigned char function_sets[FUNCTION_COUNT] = {
    UTIL_FUNCTIONS(IN_UTIL, IN_UTIL) CODEC_FUNCTIONS(IN_CODEC, IN_CODEC) FILTER_FUNCTIONS(IN_FILTER, IN_FILTER)
    WEBP_FUNCTIONS(IN_WEBP, IN_WEBP) SCALE_FUNCTIONS(IN_SCALE, IN_SCALE) LOADER_FUNCTIONS(IN_UTIL, IN_UTIL)
};

// A set's entries are filled under load_lock before its bit is set in loaded_sets (release);
// read-only afterwards, so a forwarder reads them after an acquire load of that bit.
static void *functions[FUNCTION_COUNT];
static void *handles[LIBRARY_COUNT];
static unsigned loaded_sets;
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
// Set on the thread running load_sets, so an exit() from a library constructor on that
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

// Opens `name`: first from a recognised bundle's lib/ (reel_bundle_root; scripts/bundle's
// layout), so a bundle never mixes its libraries with a different FFmpeg installed on the
// machine; then by the dynamic linker's own search; on macOS also from Homebrew's two
// prefixes, which dyld does not search by default. On failure, `reason` holds the dynamic
// linker's message for the plain name (the one a user can act on).
static void *open_library(const char *name, char *reason, size_t size) {
    char root[PATH_MAX], path[PATH_MAX + 64];
    if (reel_bundle_root(root, sizeof root) == 0) {
        snprintf(path, sizeof path, "%s/lib/%s", strcmp(root, "/") == 0 ? "" : root, name);
        if (reel_bundle_file_is_private(path)) {
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

// Every set depends on libavutil: FFmpeg's log callback is installed with it.
static unsigned with_dependencies(unsigned sets) {
    sets &= REEL_FFMPEG_ALL;
    return sets ? sets | REEL_FFMPEG_UTIL : 0;
}

// Opens the libraries of `sets` not open yet and resolves their functions, under load_lock.
// RTLD_LAZY: functions in the ~150 dependencies are bound when first called, not all at load.
static int load_sets(unsigned sets, char *error, size_t size) {
    sets = with_dependencies(sets);
    if ((__atomic_load_n(&loaded_sets, __ATOMIC_ACQUIRE) & sets) == sets) return 0;
    pthread_mutex_lock(&load_lock);
    loading_here = 1;
    int status = 0;
    for (unsigned set = 1; set <= REEL_FFMPEG_ALL && status == 0; set <<= 1) {
        if (!(sets & set) || (loaded_sets & set)) continue;
        for (size_t i = 0; i < LIBRARY_COUNT; i++) {
            if (libraries[i].set != set || handles[i]) continue;
            char reason[256];
            handles[i] = open_library(libraries[i].name, reason, sizeof reason);
            if (!handles[i]) {
                if (error && size) snprintf(error, size, "cannot load FFmpeg's %s: %s", libraries[i].name, reason);
                status = -1;
                break;
            }
        }
        for (size_t f = 0; f < FUNCTION_COUNT && status == 0; f++) {
            if (function_sets[f] != set) continue;
            for (size_t i = 0; i < LIBRARY_COUNT && !functions[f]; i++) {
                if (libraries[i].set == set) functions[f] = dlsym(handles[i], function_names[f]);
            }
            if (!functions[f]) {
                if (error && size) snprintf(error, size, "FFmpeg's libraries have no %s: they are older or newer than the headers this tool was built with; reinstall them (scripts/setup)", function_names[f]);
                status = -1;
            }
        }
        if (status != 0) break;
        if (set == REEL_FFMPEG_UTIL) {
            ((void (*)(void (*)(void *, int, const char *, va_list)))functions[FN_av_log_set_callback])(keep_log);
        }
        __atomic_or_fetch(&loaded_sets, set, __ATOMIC_RELEASE);
    }
    loading_here = 0;
    pthread_mutex_unlock(&load_lock);
    return status;
}

int reel_ffmpeg_load_sets(unsigned sets, char *error, size_t size) { return load_sets(sets, error, size); }

int reel_ffmpeg_load(char *error, size_t size) { return load_sets(REEL_FFMPEG_ALL, error, size); }

unsigned reel_ffmpeg_loaded_sets(void) { return __atomic_load_n(&loaded_sets, __ATOMIC_ACQUIRE); }

int reel_ffmpeg_is_loaded(void) { return reel_ffmpeg_loaded_sets() == REEL_FFMPEG_ALL; }

// The preload: a thread started once, waited for by settle and by exit().
static pthread_mutex_t preload_lock = PTHREAD_MUTEX_INITIALIZER;
static int preload_started;
static unsigned preload_sets;

static void *preload_main(void *sets) {
    load_sets((unsigned)(uintptr_t)sets, NULL, 0);
    return NULL;
}

void reel_ffmpeg_settle(void) {
    pthread_mutex_lock(&preload_lock);
    int started = preload_started;
    unsigned sets = preload_sets;
    pthread_mutex_unlock(&preload_lock);
    // load_sets returns once the sets are loaded, whichever thread loaded them; when the
    // preload thread has not reached it yet, this thread loads them itself (the preload then
    // finds them done). Either way nothing is loading when this returns.
    if (started && !loading_here) load_sets(sets, NULL, 0);
}

// exit() runs atexit handlers before the libraries' destructors: an exit racing the preload
// (a refused command exits within milliseconds) waits here for the load to finish, instead
// of tearing down GLib and friends while their constructors run on the other thread.
static void settle_at_exit(void) { reel_ffmpeg_settle(); }

void reel_ffmpeg_preload_sets(unsigned sets) {
    sets = with_dependencies(sets);
    if (!sets) return;
    pthread_mutex_lock(&preload_lock);
    if (preload_started) { pthread_mutex_unlock(&preload_lock); return; }
    preload_started = 1;
    preload_sets = sets;
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
    int created = pthread_create(&thread, &attributes, preload_main, (void *)(uintptr_t)sets);
    pthread_attr_destroy(&attributes);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    // Without a thread the load happens when first needed; settle then runs it, which is
    // still correct.
    if (created != 0) preload_started = 0;
    pthread_mutex_unlock(&preload_lock);
}

void reel_ffmpeg_preload(void) { reel_ffmpeg_preload_sets(REEL_FFMPEG_ALL); }

void reel_ffmpeg_last_log(char *buffer, size_t size) {
    if (buffer && size) snprintf(buffer, size, "%s", last_log);
}

void reel_ffmpeg_clear_log(void) {
    last_log[0] = 0;
    last_log_complete = 1;
}

// A forwarder whose set was not loaded first is loaded here (ReelEncode loads what a format
// needs first, and reports a failed load as an error); if that fails, say so and stop.
static void *function(size_t index) {
    if (__builtin_expect(!(__atomic_load_n(&loaded_sets, __ATOMIC_ACQUIRE) & function_sets[index]), 0)) {
        char error[512];
        if (load_sets(function_sets[index], error, sizeof error) != 0) {
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
