// @ts-check
// The timeline plot: the badge's size, scale, radius, offset, rotation and opacity over the
// clip (from the preview header's timeline report), keyframes dashed, a playhead; a click seeks.

import { $ } from "./dom.js";
import { fmt, short } from "./format.js";
import { state } from "./state.js";

/** @typedef {import("./contract.js").LayerValues} LayerValues */
/** @typedef {{ host: LayerValues, badge: LayerValues }} Frame */

/**
 * The badge's centre as drawn: its frame's, moved by its transform's translation.
 * @param {LayerValues} b
 */
const centre = (b) => [b.x + b.width / 2 + (b.translationX || 0), b.y + b.height / 2 + (b.translationY || 0)];

/**
 * Each lane: its name, unit, value in a frame (and the first frame) and colour.
 * @type {[string, string, (f: Frame, f0: Frame) => number, string][]}
 */
const SERIES = [
  ["size", "pt", (f) => f.badge.width, "--plot-1"],
  ["scale", "×", (f) => f.badge.scaleX ?? 1, "--plot-1"],
  ["radius", "pt", (f) => f.badge.cornerRadius ?? 0, "--plot-2"],
  ["offset", "pt", (f, f0) => { const [x, y] = centre(f.badge), [x0, y0] = centre(f0.badge); return Math.hypot(x - x0, y - y0) * Math.sign(y0 - y || 1); }, "--plot-3"],
  // The badge turns with its host (the bell's shake) and by its own transform (a wiggle).
  ["rotation", "°", (f) => ((f.host.rotation ?? 0) + (f.badge.rotation || 0)) * 180 / Math.PI, "--plot-4"],
  ["alpha", "", (f) => f.badge.opacity, "--plot-5"],
];
const plotBase = document.createElement("canvas");
/** @type {{ x: (t: number) => number, dpr: number, t: (px: number) => number } | null} */
let plotGeometry = null;
let lastPlayhead = -1;

/** Draws the plot for the preview on screen (the playhead on top, in `drawPlayhead`). */
export function drawPlot() {
  const set = state.current; if (!set) return;
  const canvas = $("plot", HTMLCanvasElement), dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth, h = 190;
  // A plot with no room (the window near zero width) is skipped, not thrown over.
  if (w < 140) { plotGeometry = null; return; }
  canvas.width = w * dpr; canvas.height = h * dpr; plotBase.width = canvas.width; plotBase.height = canvas.height;
  const c = plotBase.getContext("2d");
  if (!c) return;
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  const css = getComputedStyle(document.documentElement);
  /** @param {string} v */
  const col = (v) => css.getPropertyValue(v).trim();
  const frames = set.meta.timeline.frames, f0 = frames[0], left = 92, right = 12, lane = (h - 22) / SERIES.length;
  const duration = set.meta.duration;
  /** @param {number} t */
  const x = (t) => left + (w - left - right) * t / duration;
  c.clearRect(0, 0, w, h);
  c.font = "11px Inter, system-ui, sans-serif"; c.textBaseline = "middle";
  SERIES.forEach(([name, unit, value, color], i) => {
    const top = i * lane + 4, bottom = top + lane - 8;
    const vs = frames.map((f) => value(f, f0));
    let lo = Math.min(...vs), hi = Math.max(...vs);
    // A ten-thousandth of a point is float noise, not motion.
    const flat = hi - lo < 1e-4;
    if (flat) { lo -= 1; hi += 1; }
    c.fillStyle = col(flat ? "--muted" : "--text"); c.fillText(name, 8, top + (lane - 8) / 2 - 6);
    c.fillStyle = col("--muted"); c.fillText(flat ? `${short(vs[0])}${unit}` : `${short(lo)}…${short(hi)}${unit}`, 8, top + (lane - 8) / 2 + 7);
    c.strokeStyle = col("--line"); c.lineWidth = 1; c.beginPath(); c.moveTo(left, bottom + 3.5); c.lineTo(w - right, bottom + 3.5); c.stroke();
    c.strokeStyle = col(flat ? "--muted" : color); c.lineWidth = flat ? 1 : 1.75; c.globalAlpha = flat ? 0.6 : 1;
    c.beginPath();
    frames.forEach((f, k) => { const px = x(f.time), py = bottom - (vs[k] - lo) / (hi - lo) * (bottom - top); if (k) c.lineTo(px, py); else c.moveTo(px, py); });
    c.stroke(); c.globalAlpha = 1;
  });
  c.setLineDash([3, 3]); c.strokeStyle = col("--muted"); c.lineWidth = 1;
  for (const t of set.meta.keyframes) { const px = Math.round(x(t)) + 0.5; c.beginPath(); c.moveTo(px, 2); c.lineTo(px, h - 20); c.stroke(); }
  c.setLineDash([]); c.fillStyle = col("--muted");
  for (const t of set.meta.keyframes) { c.beginPath(); c.arc(x(t), h - 14, 2.5, 0, 7); c.fill(); }
  c.textAlign = "right"; c.fillText(`${fmt(duration)} s`, w - right, h - 6); c.textAlign = "left";
  c.fillText("0 s", left, h - 6);
  plotGeometry = { x, dpr, t: (px) => Math.min(duration, Math.max(0, (px - left) / (w - left - right) * duration)) };
  drawPlayhead(true);
}

/**
 * The playhead at the page's time, over the plot drawn last.
 * @param {boolean} [force]
 */
export function drawPlayhead(force = false) {
  if (!plotGeometry) return;
  const px = Math.round(plotGeometry.x(state.time));
  if (px === lastPlayhead && !force) return;
  lastPlayhead = px;
  const canvas = $("plot", HTMLCanvasElement), c = canvas.getContext("2d");
  if (!c) return;
  c.setTransform(1, 0, 0, 1, 0, 0); c.clearRect(0, 0, canvas.width, canvas.height); c.drawImage(plotBase, 0, 0);
  c.setTransform(plotGeometry.dpr, 0, 0, plotGeometry.dpr, 0, 0);
  c.strokeStyle = getComputedStyle(document.documentElement).getPropertyValue("--playhead"); c.lineWidth = 1.5;
  c.beginPath(); c.moveTo(px, 0); c.lineTo(px, 170); c.stroke();
}

/**
 * The time under the plot's pixel `px` (from its left), or null before the plot is drawn.
 * @param {number} px
 */
export function plotTime(px) { return plotGeometry ? plotGeometry.t(px) : null; }
