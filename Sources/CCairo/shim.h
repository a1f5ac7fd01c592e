// Cairo and Pango (pangocairo) for ReelRender; found through pkg-config.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// PANGO_SCALE and PANGO_PIXELS are macros Swift cannot always import; these say the same.
static inline int reel_pango_scale(void) { return PANGO_SCALE; }
