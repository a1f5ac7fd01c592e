// Cairo, Pango (pangocairo), fontconfig and librsvg for ReelRender; found through
// pkg-config (badgereel-cairo.pc, written by scripts/setup).
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#include <librsvg/rsvg.h>

// PANGO_SCALE is a macro; this says the same as a function Swift can call.
static inline int reel_pango_scale(void) { return PANGO_SCALE; }
