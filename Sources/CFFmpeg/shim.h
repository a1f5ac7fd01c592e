// FFmpeg's libraries for ReelEncode, found through pkg-config (badgereel-ffmpeg.pc,
// written by scripts/setup).
#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersrc.h>
#include <libavfilter/buffersink.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libavutil/pixdesc.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>
// libwebp's animation encoder (a dependency of libavcodec), called directly for WebP output.
#include <webp/encode.h>
#include <webp/mux.h>
// The prefixed forwarders FFmpegLoader defines: the names ReelEncode calls.
#include "FFmpegFunctions.h"

// Function-like macros Swift cannot import, as functions.
static inline int reel_averror(int e) { return AVERROR(e); }
static inline int reel_averror_eof(void) { return AVERROR_EOF; }
static inline int reel_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int64_t reel_nopts(void) { return AV_NOPTS_VALUE; }
