// @ts-check
// The cubic-bezier editor's maths: two handles on a unit square, as CSS and Core Animation
// draw control points; x stays in 0…1, y in -0.5…1.5 (an overshoot). Pure, tested in node.

/** @typedef {[number, number, number, number]} Points x1, y1, x2, y2 */

/**
 * The editor's square of `size` px with `pad` px around the unit square: points to pixels
 * (y up) and back, clamped to the ranges above.
 * @param {number} size
 * @param {number} pad
 */
export function square(size, pad) {
  const span = size - 2 * pad;
  return {
    /** @param {number} x @param {number} y @returns {[number, number]} */
    toPx: (x, y) => [pad + x * span, size - pad - y * span],
    /** @param {number} px @param {number} py @returns {[number, number]} */
    fromPx: (px, py) => [clamp((px - pad) / span, 0, 1), clamp((size - pad - py) / span, -0.5, 1.5)],
  };
}

/** @param {number} v @param {number} lo @param {number} hi */
export const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

/**
 * The handle (0 or 1) nearer the pixel (px, py); the first on a tie.
 * @param {Points} pts
 * @param {number} px
 * @param {number} py
 * @param {(x: number, y: number) => [number, number]} toPx
 */
export function nearestHandle(pts, px, py, toPx) {
  const d = [0, 1].map((i) => { const [hx, hy] = toPx(pts[2 * i], pts[2 * i + 1]); return Math.hypot(hx - px, hy - py); });
  return d[0] <= d[1] ? 0 : 1;
}

/**
 * The points with handle `active` moved by (dx, dy), clamped.
 * @param {Points} pts
 * @param {number} active
 * @param {number} dx
 * @param {number} dy
 * @returns {Points}
 */
export function moveHandle(pts, active, dx, dy) {
  /** @type {Points} */
  const out = [pts[0], pts[1], pts[2], pts[3]];
  out[2 * active] = clamp(out[2 * active] + dx, 0, 1);
  out[2 * active + 1] = clamp(out[2 * active + 1] + dy, -0.5, 1.5);
  return out;
}

/**
 * The arrow keys' moves: Shift moves ten times as far.
 * @type {Record<string, [number, number]>}
 */
const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/**
 * How far an arrow key moves a handle (0.01, Shift 0.1); null for any other key.
 * @param {string} key
 * @param {boolean} shift
 * @returns {[number, number] | null}
 */
export function keyMove(key, shift) {
  const m = MOVES[key];
  if (!m) return null;
  const s = shift ? 0.1 : 0.01;
  return [m[0] * s, m[1] * s];
}

/**
 * A curve's text as points: a preset's by name (`presets`, the schema's curves), or the four
 * numbers of `cubic-bezier(x1,y1,x2,y2)`; null for anything else.
 * @param {string} text
 * @param {{ name: string, points: number[] }[]} presets
 * @returns {Points | null}
 */
export function parseCurve(text, presets) {
  const named = presets.find((c) => c.name === text)?.points;
  const v = named ?? (/cubic-bezier\(([^)]*)\)/.exec(text)?.[1].split(",").map(Number));
  if (!v || v.length !== 4 || !v.every(Number.isFinite)) return null;
  return [v[0], v[1], v[2], v[3]];
}

/**
 * The points as the text requests carry: `cubic-bezier(0.42,0,0.58,1)`, three decimals at most.
 * @param {readonly number[]} pts
 */
export const curveText = (pts) => `cubic-bezier(${pts.map((v) => String(Number(v.toFixed(3)))).join(",")})`;
