#ifndef FFMPEG_LOADER_H
#define FFMPEG_LOADER_H
#include <stddef.h>

/// The libraries in sets that are opened separately, so an export loads only what its format
/// calls; every set brings libavutil with it.
enum {
    /// libavutil: frames, buffers, FFmpeg's log.
    REEL_FFMPEG_UTIL = 1,
    /// libswscale: pixel formats and color matrices.
    REEL_FFMPEG_SCALE = 2,
    /// libavcodec and libavformat: encoders and muxers.
    REEL_FFMPEG_CODEC = 4,
    /// libavfilter: filter graphs.
    REEL_FFMPEG_FILTER = 8,
    /// libwebp and libwebpmux: the WebP animation encoder.
    REEL_FFMPEG_WEBP = 16,
    REEL_FFMPEG_ALL = 31
};

/// Loads the libraries of `sets` (a mask of the values above) that are not loaded yet and
/// resolves their functions; returns 0, or -1 with a one-line reason in `error`, like
/// reel_ffmpeg_load. Safe to call from several threads: one loads, the others wait.
int reel_ffmpeg_load_sets(unsigned sets, char *error, size_t size);

/// The sets loaded so far.
unsigned reel_ffmpeg_loaded_sets(void);

/// reel_ffmpeg_preload for `sets` only (the first preload of the process decides).
void reel_ffmpeg_preload_sets(unsigned sets);

/// Loads every set of FFmpeg's libraries and resolves every function ReelEncode calls (later
/// calls find them loaded). Returns 0, or -1 with a one-line reason in
/// `error`: a library that cannot be opened, or the first function a library lacks.
/// From then on FFmpeg's log lines are kept, never printed (see reel_ffmpeg_last_log).
int reel_ffmpeg_load(char *error, size_t size);

/// Starts reel_ffmpeg_load on a background thread (with every signal blocked), so the load
/// overlaps other work. Later calls do nothing. While a load started this way is in flight,
/// exit() waits for it (an atexit handler), so the process never unloads libraries whose
/// constructors are still running.
void reel_ffmpeg_preload(void);

/// Waits for a load started by reel_ffmpeg_preload to finish; returns at once when none was
/// started or it has finished.
void reel_ffmpeg_settle(void);

/// Whether every set is loaded and every function resolved.
int reel_ffmpeg_is_loaded(void);

/// The last line FFmpeg logged at error level or worse on the calling thread (without its
/// newline), copied into `buffer`; "" when none. Cleared by reel_ffmpeg_clear_log.
void reel_ffmpeg_last_log(char *buffer, size_t size);
void reel_ffmpeg_clear_log(void);

// The bundle's own folders, and when they are trusted: ReelBundle.h.
#include "ReelBundle.h"

#endif
