// @ts-check
// A change, from a control to the preview: the value stored (a flag's text, or a scene's
// `--set`), one undo step, the address written, a new preview asked for. What the controls
// must do beyond that (be made again, be shown anew) is reported to the page's entry
// (studio.js, `onChange`), which owns them: this module imports no control's module, so the
// page's modules import each other without a circle.

import { $ } from "./dom.js";
import { writeAddress } from "./address.js";
import { effective, toStored } from "./values.js";
import { requestPreview } from "./preview.js";
import { isScene, restore, snapshot, state } from "./state.js";

/** @typedef {import("./state.js").Control} Control */

/**
 * What a change asks of the controls beyond its own: `rebuild`, made again for a new key path
 * with the focus on `focus` (the key path's control); `refresh`, every control shown with its
 * value anew (an undo or a redo).
 * @typedef {{ kind: "rebuild", focus: string } | { kind: "refresh" }} ChangeReport
 */

/** @type {(report: ChangeReport) => void} */
let report = () => {};

/**
 * Says how the page refreshes its controls when a change reports it: the entry's part.
 * @param {(report: ChangeReport) => void} listener
 */
export function onChange(listener) {
  report = listener;
}

/**
 * A control's new text (null: back to the default, or to the file's value). `also`: other
 * controls changed in the same step (one undo), as a list that follows another (keyTimes
 * with values) gains and loses its items with it.
 * @param {Control} c
 * @param {string | null} text
 * @param {Event | null} event
 * @param {boolean} [isReset]
 * @param {[Control, string | null][]} [also]
 */
export function change(c, text, event, isReset = false, also = []) {
  const p = c.param;
  remember(isReset ? null : c.key);
  for (const [other, otherText] of [/** @type {[Control, string | null]} */ ([c, text]), ...also]) assign(other, otherText, isReset);
  for (const [other] of also) other.set(effective(other));
  if (p.key === "keyPath" && c.key !== p.name) {
    // A new key path changes what the values are (a number in its unit, or a colour): the
    // fields are made again for it, the focus kept on the key path.
    report({ kind: "rebuild", focus: c.key });
  } else if (isReset) c.set(effective(c)); else c.mark();
  changed(event && event.timeStamp ? event.timeStamp : performance.now());
}

/**
 * Stores a control's text: in scene mode as an edit of its path (none when it is the file's
 * own value), else as the flag's value.
 * @param {Control} c
 * @param {string | null} text
 * @param {boolean} isReset
 */
function assign(c, text, isReset) {
  const p = c.param;
  if (isScene()) {
    const stored = toStored(p, text);
    const fileText = state.file.get(c.path) ?? null;
    // Back at the file's value (or reset): no edit. An empty list is the file's absent one.
    const same = stored === fileText || (p.kind === "toggle" && stored === "false" && fileText === null) ||
      (p.kind === "list" && stored === "" && fileText === null);
    if (isReset || same) state.edits.delete(c.path);
    else state.edits.set(c.path, stored ?? (p.kind === "toggle" ? "false" : ""));
  } else if (text === null) state.values.delete(p.name); else state.values.set(p.name, text);
}

/**
 * After any change: the unsaved marks, the address and a new preview. `at` is when the
 * change happened (the event's time), for the latency the benchmark reports.
 * @param {number} at
 */
export function changed(at) {
  state.changeAt = at;
  $("export-status").textContent = "";
  unsavedMarks();
  history.replaceState(null, "", "#" + writeAddress({ animation: state.animation, format: state.format, scene: isScene(), values: state.values, edits: state.edits }));
  requestPreview();
}

function unsavedMarks() {
  const unsaved = isScene() && state.edits.size > 0;
  $("unsaved").hidden = !unsaved; $("command-unsaved").hidden = !unsaved;
  $("save-scene").classList.toggle("primary", unsaved);
}

/**
 * One undo step before a change of `key` (null: never merged).
 * @param {string | null} key
 */
export function remember(key) {
  state.history.remember(snapshot, key, performance.now());
  historyButtons();
}

export function historyButtons() {
  $("undo", HTMLButtonElement).disabled = !state.history.canUndo;
  $("redo", HTMLButtonElement).disabled = !state.history.canRedo;
}

/**
 * Undo (or redo) one step.
 * @param {boolean} redo
 */
export function undo(redo) {
  const back = state.history.undo(snapshot(), redo);
  if (!back) return;
  restore(back);
  historyButtons(); report({ kind: "refresh" }); changed(performance.now());
}
