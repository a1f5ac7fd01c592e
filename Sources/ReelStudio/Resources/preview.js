// @ts-check
// The preview: frames streamed from /api/preview as the export engine draws them, played on
// the page's clock; the transport; the A/B pin.

import * as api from "./api.js";
import { $ } from "./dom.js";
import { pinnedFlags } from "./format.js";
import { drawPlayhead, drawPlot } from "./plot.js";
import { showRefusal } from "./refusal.js";
import { metrics, state } from "./state.js";
import { effective, isChanged, requestFor } from "./values.js";

/** @typedef {import("./state.js").FrameSet} FrameSet */
/** @typedef {import("./contract.js").PreviewHeader} PreviewHeader */

// This page's name and its previews' numbers: each request goes on a connection of its own
// and the server may read them out of order; the numbers tell it which is the newest.
// (getRandomValues, not randomUUID: the latter is missing when the studio is reached over
// plain http from another machine, --host 0.0.0.0.)
const previewPage = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
let previewSeq = 0;

/** One preview in flight: a newer change aborts it, and the server stops drawing it. */
export async function requestPreview() {
  if (state.inflight) state.inflight.abort();
  const abort = new AbortController();
  state.inflight = abort;
  const changeAt = state.changeAt;
  const from = state.current ? frameAt(state.current.meta, state.time) : 0;
  // Which preview the page wants on screen, and (in `draw`) which one is: a script that
  // waits for "the picture changed" waits for the newest, not for one on the way to it.
  const seq = ++previewSeq;
  $("preview").dataset.wanted = String(seq);
  const box = wantedBox();
  /** @type {ReadableStreamDefaultReader<Uint8Array>} */
  let reader;
  try {
    reader = await api.preview(requestFor({ from, page: previewPage, seq, box }), abort.signal);
  } catch (e) {
    if (e instanceof api.StudioError) showRefusal(e.refusal);
    return;
  }
  showRefusal(null);
  const stream = byteReader(reader);
  try {
    const head = await stream.read(4);
    if (!head) return;
    const length = new DataView(head.buffer).getUint32(0, true);
    const text = await stream.read(length);
    if (!text) return;
    /** @type {PreviewHeader} */
    const meta = JSON.parse(new TextDecoder().decode(text));
    /** @type {FrameSet} */
    const set = { meta, images: new Array(meta.frames).fill(null), firstDrawn: false, changeAt, headerAt: performance.now(), seq, box };
    adopt(set);
    // A zoom of the export's own size (2×) could not be asked for before the export's size
    // was known, nor after it changed: ask again, once, for this size. (Fit's box does not
    // depend on the export; a resize asks again for it.)
    if (state.zoom !== "auto" && !sameBox(wantedBox(), box)) queueMicrotask(() => { if (state.current === set) requestPreview(); });
    const size = meta.width * meta.height * 4;
    for (let n = 0; n < meta.order.length; n++) {
      const index = await stream.read(4);
      if (!index) break;
      const k = new DataView(index.buffer).getUint32(0, true);
      const pixels = await stream.read(size);
      if (!pixels) break;
      set.images[k] = toImageData(pixels, meta.width, meta.height);
      if (state.current === set) frameArrived(set, k);
    }
  } catch (e) {
    if (!(e instanceof DOMException && e.name === "AbortError")) showRefusal({ message: String(e) });
  } finally {
    if (state.inflight === abort) state.inflight = null;
  }
}

/**
 * Reads exact byte counts from a stream of chunks; null when the stream ends first.
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 */
function byteReader(reader) {
  let chunk = new Uint8Array(0), offset = 0;
  return {
    /** @param {number} n @returns {Promise<Uint8Array | null>} */
    async read(n) {
      const out = new Uint8Array(n);
      let filled = 0;
      while (filled < n) {
        if (offset >= chunk.length) {
          const { value, done } = await reader.read();
          if (done || !value) return null;
          chunk = value; offset = 0;
        }
        const take = Math.min(n - filled, chunk.length - offset);
        out.set(chunk.subarray(offset, offset + take), filled);
        filled += take; offset += take;
      }
      return out;
    },
  };
}

/**
 * Cairo's premultiplied BGRA → canvas RGBA.
 * @param {Uint8Array} bytes
 * @param {number} w
 * @param {number} h
 */
function toImageData(bytes, w, h) {
  const image = new ImageData(w, h), out = image.data;
  for (let i = 0; i < bytes.length; i += 4) {
    const a = bytes[i + 3];
    if (a === 255) { out[i] = bytes[i + 2]; out[i + 1] = bytes[i + 1]; out[i + 2] = bytes[i]; out[i + 3] = 255; }
    else if (a !== 0) {
      const k = 255 / a;
      out[i] = Math.min(255, bytes[i + 2] * k + 0.5); out[i + 1] = Math.min(255, bytes[i + 1] * k + 0.5);
      out[i + 2] = Math.min(255, bytes[i] * k + 0.5); out[i + 3] = a;
    }
  }
  return image;
}

/**
 * A new frame set takes over: command line, scene file, plot and scrubber follow it at once.
 * @param {FrameSet} set
 */
function adopt(set) {
  const meta = set.meta;
  state.current = set;
  $("command").textContent = meta.command;
  $("yaml").textContent = meta.yaml;
  const w = $("warning");
  w.hidden = !meta.warnings.length; w.textContent = meta.warnings.join("\n");
  // The frame rate the preview runs at, where the page set none (MP4's 60, GIF's 50).
  const fps = state.controls.get("fps");
  if (fps && !isChanged(fps) && effective(fps) === null) fps.set(String(meta.fps));
  sizeCanvas($("preview", HTMLCanvasElement), meta);
  // The export's own size: the preview is drawn again for the screen, the file is not.
  $("size-note").textContent = `${meta.exportWidth}×${meta.exportHeight} px · ${meta.fps} fps · ${meta.frames} frames`;
  $("scrub", HTMLInputElement).max = String(meta.frames - 1);
  state.time = Math.min(state.time, meta.duration);
  state.shown = -1;
  drawPlot();
}

/**
 * The picture's box in device pixels, as the page asks the server to draw it: the room the
 * stage has for one pane (Fit: at most 360 CSS px a side, as the shake's seed rig shows
 * the bell; under 900 px also a third of the window's height), times devicePixelRatio; at
 * a zoom of 1×, 2× or 4×, the export's own pixels times it, within that room. The server
 * draws the largest picture of the export's proportions that fits, so every edge is drawn
 * for the screen's pixels instead of blown up by the browser (issue 31). Before the first
 * preview, a zoom's box is unknown: null asks for the export's own size.
 * @returns {[number, number] | null}
 */
export function wantedBox() {
  const dpr = window.devicePixelRatio || 1;
  const stage = $("stage"), style = getComputedStyle(stage);
  const inner = (stage.clientWidth || 384) - parseFloat(style.paddingLeft || "0") - parseFloat(style.paddingRight || "0");
  const width = Math.max(120, Math.min(360, state.pinned ? (inner - 16) / 2 : inner));
  const narrow = window.matchMedia("(max-width: 900px)").matches;
  const height = narrow ? Math.max(80, window.innerHeight * 0.34 - 40) : width;
  let box = [width * dpr, height * dpr];
  if (state.zoom !== "auto") {
    const meta = state.current?.meta;
    if (!meta) return null;
    box = [Math.min(box[0], meta.exportWidth * Number(state.zoom)), Math.min(box[1], meta.exportHeight * Number(state.zoom))];
  }
  return [Math.max(1, Math.round(box[0])), Math.max(1, Math.round(box[1]))];
}

/** @param {[number, number] | null} a @param {[number, number] | null} b */
const sameBox = (a, b) => a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);

/**
 * Whether the preview on screen was drawn for another box than the page has now (a window
 * resized, moved to another screen, zoomed, a pane pinned beside it): its frames are asked
 * for again.
 */
export function boxChanged() { return !!state.current && !sameBox(wantedBox(), state.current.box); }

/**
 * The canvas holds the frames' pixels and is shown at exactly one device pixel each.
 * @param {HTMLCanvasElement} canvas
 * @param {PreviewHeader} meta
 */
export function sizeCanvas(canvas, meta) {
  const dpr = window.devicePixelRatio || 1;
  if (canvas.width !== meta.width || canvas.height !== meta.height) { canvas.width = meta.width; canvas.height = meta.height; }
  canvas.style.width = `${meta.width / dpr}px`;
  canvas.style.height = `${meta.height / dpr}px`;
}

/** @param {FrameSet} set @param {number} index */
function frameArrived(set, index) {
  const k = frameAt(set.meta, state.time);
  if (set.meta.sources[k] === index || !set.firstDrawn) {
    draw($("preview", HTMLCanvasElement), set, k, true);
    if (!set.firstDrawn) {
      set.firstDrawn = true;
      const drawn = performance.now();
      requestAnimationFrame(() => metrics.push({ change: set.changeAt, header: set.headerAt, drawn, frame: performance.now() }));
    }
  }
}

/**
 * The frame showing at `t` seconds.
 * @param {PreviewHeader} meta
 * @param {number} t
 */
export function frameAt(meta, t) { return Math.min(meta.frames - 1, Math.max(0, Math.floor(t * meta.fps + 1e-6))); }

/**
 * Draws frame k of `set`, or, while it is still on its way and `force`, the newest frame of
 * the set; whether anything was drawn.
 * @param {HTMLCanvasElement} canvas
 * @param {FrameSet} set
 * @param {number} k
 * @param {boolean} force
 */
function draw(canvas, set, k, force) {
  let image = set.images[set.meta.sources[k]];
  if (!image && force) image = set.images.find(Boolean) ?? null;
  const c = canvas.getContext("2d");
  if (!image || !c) return false;
  c.putImageData(image, 0, 0);
  canvas.dataset.drawn = String(set.seq);
  return true;
}

/**
 * The draw loop never stops: whatever one frame throws (a window sized to nothing), the
 * next frame is still asked for.
 * @param {number} now
 */
export function tick(now) {
  try { step(now); } catch (e) { console.error(e); }
  requestAnimationFrame(tick);
}

/** @param {number} now */
function step(now) {
  const dt = state.last ? (now - state.last) / 1000 : 0;
  state.last = now;
  const set = state.current;
  if (!set) return;
  const meta = set.meta;
  if (state.playing) {
    state.time += dt * state.speed;
    if (state.time >= meta.duration) {
      if (state.loop) state.time %= meta.duration;
      else { state.time = Math.max(0, (meta.frames - 1) / meta.fps); setPlaying(false); }
    }
  }
  const k = frameAt(meta, state.time);
  if (k !== state.shown && draw($("preview", HTMLCanvasElement), set, k, false)) state.shown = k;
  if (state.pinned) {
    const pm = state.pinned.meta;
    draw($("pinned", HTMLCanvasElement), state.pinned, frameAt(pm, state.time % pm.duration), false);
  }
  $("scrub", HTMLInputElement).value = String(k);
  $("frame-counter").textContent = `${k + 1} / ${meta.frames}`;
  $("clock").textContent = `${state.time.toFixed(3)} s`;
  drawPlayhead();
}

/** @param {boolean} on */
export function setPlaying(on) {
  state.playing = on;
  const b = $("play");
  b.textContent = on ? "❚❚" : "▶";
  b.setAttribute("aria-label", on ? "Pause" : "Play");
}

/**
 * Pauses on frame `k`.
 * @param {number} k
 */
export function seekFrame(k) {
  if (!state.current) return;
  const meta = state.current.meta;
  setPlaying(false);
  state.time = Math.min(meta.frames - 1, Math.max(0, k)) / meta.fps;
}

/**
 * One frame on (1) or back (-1).
 * @param {number} d
 */
export function stepFrame(d) { if (state.current) seekFrame(frameAt(state.current.meta, state.time) + d); }

/** Freezes what is on screen as A beside the next changes (B), or lets it go. */
export function pin() {
  if (state.pinned) {
    state.pinned = null; $("pane-a").hidden = true; $("b-label").hidden = true; $("pin").textContent = "Pin A/B"; return;
  }
  if (!state.current) return;
  state.pinned = state.current;
  const canvas = $("pinned", HTMLCanvasElement), meta = state.pinned.meta;
  sizeCanvas(canvas, meta);
  $("pinned-note").textContent = pinnedFlags(meta.command) || "defaults";
  $("pane-a").title = meta.command;
  $("pane-a").hidden = false; $("b-label").hidden = false; $("pin").textContent = "Unpin A";
}
