#ifndef FFMPEG_LOADER_H
#define FFMPEG_LOADER_H
#include <stddef.h>

/// Loads FFmpeg's libraries (once; later calls wait for the first and return its result).
/// Returns 0, or -1 with a one-line reason in `error`.
int reel_ffmpeg_load(char *error, size_t size);

#endif
