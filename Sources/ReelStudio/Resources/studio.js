// @ts-check
// BadgeReel Studio, the page's entry: controls generated from /api/schema (sections, units,
// slider ranges, curves, formats and colours all come from there), previews streamed from
// /api/preview (raw frames drawn by the export engine), timeline plot, A/B pin, command line
// and scene file. With a scene open, edits are `--set`s over the file until saved; every
// change can be undone, and the page's state lives in its address.
//
// The modules, by concern: api.js (the API client and the token), contract.js (the API's
// shapes), state.js and history.js (the state, undo), values.js (what a control holds; the
// request), controls.js (schema → controls), edits.js (a change → the history, the address,
// a preview), refusal.js (a refusal at its control), preview.js (frames, transport, A/B),
// plot.js (the timeline plot), scene.js (a scene's file), swift-panel.js (the Swift panel), swift.js (a Swift file's controls), format.js
// and curve.js (pure maths), address.js (the state in the address), dom.js.

import * as api from "./api.js";
import { readAddress } from "./address.js";
import { $, el } from "./dom.js";
import { buildControls, refreshControls } from "./controls.js";
import { changed, historyButtons, onChange, remember, undo } from "./edits.js";
import { boxChanged, pin, requestPreview, seekFrame, setPlaying, sizeCanvas, stepFrame, tick } from "./preview.js";
import { drawPlot, plotTime } from "./plot.js";
import { showRefusal } from "./refusal.js";
import { chooseAnimation, revert, save } from "./scene.js";
import { isScene, state } from "./state.js";
import { requestFor } from "./values.js";
import { watchSwift } from "./swift-panel.js";

const SPEEDS = [0.1, 0.25, 0.5, 1, 2];

// A change reports what the controls need beyond its own (edits.js imports no control's
// module): made again for a new key path, the focus kept on it, or shown anew after an undo.
onChange((report) => {
  if (report.kind === "rebuild") {
    buildControls();
    state.controls.get(report.focus)?.focusables[0]?.focus();
  } else refreshControls();
});

/** @param {string} key */
function stored(key) { try { return localStorage.getItem(key); } catch { return null; } }
/** @param {string} key @param {string} value */
function store(key, value) { try { localStorage.setItem(key, value); } catch { /* private mode */ } }

/** @param {string} value */
function applyTheme(value) {
  if (value === "auto") document.documentElement.removeAttribute("data-theme");
  else document.documentElement.setAttribute("data-theme", value);
  store("badgereel-theme", value);
  // Canvases take their colours when drawn: redraw the curve editors and the plot.
  if (state.schema) buildControls();
  drawPlot();
}

/** @param {string} value */
function setBackdrop(value) {
  $("stage").dataset.backdrop = value;
  store("badgereel-backdrop", value);
}

/**
 * Copies #command, #yaml or #swift.
 * @param {string} id
 * @param {HTMLElement} button
 */
async function copy(id, button) {
  const text = $(id).textContent ?? "";
  try { await navigator.clipboard.writeText(text); } catch {
    const r = document.createRange(); r.selectNodeContents($(id));
    const s = getSelection(); s?.removeAllRanges(); s?.addRange(r); document.execCommand("copy");
  }
  const was = button.textContent; button.textContent = "Copied"; setTimeout(() => { button.textContent = was; }, 1200);
}

/**
 * Downloads the file the normal exporter makes in `format`.
 * @param {string} format
 * @param {HTMLElement} button
 */
async function exportFile(format, button) {
  const status = $("export-status");
  /** @param {boolean} on */
  const busy = (on) => document.querySelectorAll("button[data-export]").forEach((b) => { if (b instanceof HTMLButtonElement) b.disabled = on; });
  busy(true);
  status.textContent = `Exporting ${button.textContent}…`;
  try {
    const { blob, name: given } = await api.exportFile(requestFor({ format }));
    const name = given ?? `badge.${format}`;
    const a = el("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
    status.textContent = `${name} · ${(blob.size / 1024).toFixed(1)} KB`;
  } catch (e) {
    status.textContent = "";
    showRefusal(e instanceof api.StudioError ? e.refusal : { message: String(e) });
  } finally {
    busy(false);
  }
}

async function start() {
  api.takeTokenFromAddress();
  // The launch address opened over this page (a page opened without it, or another
  // studio's tab): the browser only changes the fragment, so start again with its token.
  window.addEventListener("hashchange", () => { if (api.tokenInAddress()) location.reload(); });
  const theme = new URLSearchParams(location.search).get("theme") || stored("badgereel-theme") || "auto";
  $("theme", HTMLSelectElement).value = theme; applyTheme(theme);
  const backdrop = stored("badgereel-backdrop") || "checker";
  $("backdrop", HTMLSelectElement).value = backdrop; setBackdrop(backdrop);
  for (const s of SPEEDS) $("speed").append(el("option", { value: s, text: `${s}×`, selected: s === 1 }));
  try {
    state.schema = await api.schema();
  } catch (e) {
    // Without the token (an address typed by hand, another tab): the studio's own line.
    if (e instanceof api.StudioError) { showRefusal(e.refusal); return; }
    throw e;
  }
  const chooser = $("animation", HTMLSelectElement);
  for (const g of state.schema.animations) chooser.append(el("option", { value: g.name, text: g.name }));
  const scene = state.schema.scene;
  if (scene) {
    const group = el("optgroup", { label: "Scene actions" });
    for (const a of scene.actions) {
      const what = a.keyPath ? ` · ${a.keyPath}` : a.children ? ` · ${a.children.map((c) => c.keyPath).join(" + ")}` : "";
      group.append(el("option", { value: a.id, text: `actions[${a.index}] · ${a.animation}${what}` }));
    }
    chooser.append(group);
    $("scene-path").textContent = scene.path; $("scene-path").title = scene.path;
    if (scene.actions.length) chooser.value = scene.actions[0].id;
  }
  const swift = state.schema.swift;
  if (swift) {
    // Swift mode: the file is what is tuned; the seed animations stay one choice away.
    const name = swift.path.split("/").pop() ?? swift.path;
    chooser.prepend(el("option", { value: "swift", text: `${name} · Swift` }));
    chooser.value = "swift";
    // The Swift panel shows the file in its own API first: a SwiftUI view is not written as UIKit.
    $("swift-api", HTMLSelectElement).value = swift.api;
    $("scene-path").textContent = swift.path; $("scene-path").title = swift.run ? `${swift.path}\n--run ${swift.run}` : swift.path;
  }
  const format = $("format", HTMLSelectElement);
  for (const f of state.schema.formats) format.append(el("option", { value: f, text: f.toUpperCase() }));
  const exports = $("exports"), status = $("export-status");
  for (const f of state.schema.exports) exports.insertBefore(el("button", { type: "button", "data-export": f.name, text: f.label }), status);

  // The address's state, if any: the same page after a reload, or a shared link.
  const saved = readAddress(location.hash.slice(1));
  if (saved.animation && [...chooser.options].some((o) => o.value === saved.animation)) chooser.value = saved.animation;
  if (saved.format && state.schema.formats.includes(saved.format)) { format.value = saved.format; state.format = saved.format; }
  state.values = new Map(saved.values);
  state.edits = new Map(saved.edits);

  format.addEventListener("change", (e) => { state.format = format.value; changed(e.timeStamp); });
  chooser.addEventListener("change", () => chooseAnimation(chooser.value));
  $("theme", HTMLSelectElement).addEventListener("change", () => applyTheme($("theme", HTMLSelectElement).value));
  $("backdrop", HTMLSelectElement).addEventListener("change", () => setBackdrop($("backdrop", HTMLSelectElement).value));
  $("reset-all").addEventListener("click", (e) => {
    remember(null);
    if (isScene()) state.edits.clear(); else state.values.clear();
    refreshControls(); changed(e.timeStamp);
  });
  $("undo").addEventListener("click", () => undo(false));
  $("redo").addEventListener("click", () => undo(true));
  $("play").addEventListener("click", () => {
    if (!state.playing && state.current && !state.loop && state.time >= (state.current.meta.frames - 1) / state.current.meta.fps) state.time = 0;
    setPlaying(!state.playing);
  });
  $("step-back").addEventListener("click", () => stepFrame(-1));
  $("step-forward").addEventListener("click", () => stepFrame(1));
  $("loop", HTMLInputElement).addEventListener("change", () => { state.loop = $("loop", HTMLInputElement).checked; });
  $("speed", HTMLSelectElement).addEventListener("change", () => { state.speed = Number($("speed", HTMLSelectElement).value); });
  $("scrub", HTMLInputElement).addEventListener("input", () => seekFrame(Number($("scrub", HTMLInputElement).value)));
  $("plot").addEventListener("click", (e) => {
    const t = plotTime(e.clientX - $("plot").getBoundingClientRect().left);
    if (t === null || !state.current) return;
    state.time = t;
    setPlaying(false);
  });
  // A zoom, a pin (two panes share the stage) or a resize changes the box the preview is
  // drawn for: its frames are drawn again for it (the pinned A keeps its own).
  const redrawForBox = () => { if (boxChanged()) requestPreview(); };
  $("zoom", HTMLSelectElement).addEventListener("change", () => {
    state.zoom = $("zoom", HTMLSelectElement).value;
    redrawForBox();
  });
  $("pin").addEventListener("click", () => { pin(); redrawForBox(); });
  $("save-scene").addEventListener("click", save);
  $("revert").addEventListener("click", revert);
  $("reload-scene").addEventListener("click", revert);
  document.querySelectorAll("button[data-copy]").forEach((b) => {
    if (b instanceof HTMLButtonElement) b.addEventListener("click", () => copy(b.dataset.copy ?? "", b));
  });
  document.querySelectorAll("button[data-export]").forEach((b) => {
    if (b instanceof HTMLButtonElement) b.addEventListener("click", () => exportFile(b.dataset.export ?? "", b));
  });
  document.addEventListener("keydown", (e) => {
    const target = e.target instanceof HTMLElement ? e.target : document.body;
    const type = target instanceof HTMLInputElement ? target.type : "";
    const typing = ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName) && !["range", "checkbox"].includes(type);
    if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "z" && !typing) {
      e.preventDefault(); undo(e.shiftKey); return;
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "y" && !typing) { e.preventDefault(); undo(true); return; }
    if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.code === "Space" && target.tagName !== "BUTTON" && target.tagName !== "CANVAS") { e.preventDefault(); setPlaying(!state.playing); }
    else if (e.key === ",") { e.preventDefault(); stepFrame(-1); }
    else if (e.key === ".") { e.preventDefault(); stepFrame(1); }
  });
  /** @type {number | undefined} */
  let resized;
  window.addEventListener("resize", () => {
    try {
      drawPlot();
      // devicePixelRatio changes with the browser's zoom and the screen: the shown size follows at once.
      if (state.current) sizeCanvas($("preview", HTMLCanvasElement), state.current.meta);
      if (state.pinned) sizeCanvas($("pinned", HTMLCanvasElement), state.pinned.meta);
    } catch (e) { console.error(e); }
    // New frames once the window has stopped changing, not for every step of a drag.
    clearTimeout(resized);
    resized = setTimeout(redrawForBox, 150);
  });
  watchSwift(() => requestFor());
  await chooseAnimation(chooser.value);
  historyButtons();
  requestAnimationFrame(tick);
}

start();
