#ifndef FFMPEG_LOADER_H
#define FFMPEG_LOADER_H
#include <stddef.h>

/// Loads FFmpeg's libraries and resolves every function ReelEncode calls (once; later calls
/// wait for the first and return its result). Returns 0, or -1 with a one-line reason in
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

/// Whether the libraries are loaded and every function resolved.
int reel_ffmpeg_is_loaded(void);

/// The last line FFmpeg logged at error level or worse on the calling thread (without its
/// newline), copied into `buffer`; "" when none. Cleared by reel_ffmpeg_clear_log.
void reel_ffmpeg_last_log(char *buffer, size_t size);
void reel_ffmpeg_clear_log(void);

#endif
