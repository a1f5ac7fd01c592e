// @ts-check
// The scene editor's file side: the chosen action, the file's values, Save and Revert.

import * as api from "./api.js";
import { $ } from "./dom.js";
import { buildControls, refreshControls } from "./controls.js";
import { changed, historyButtons, remember } from "./edits.js";
import { showRefusal } from "./refusal.js";
import { actionIndex, isScene, isSwift, state } from "./state.js";
import { buildSwiftControls, loadSwift } from "./swift.js";
import { requestFor } from "./values.js";

/** The file's values for the chosen action and the shared sections, by scene path. */
export async function loadFile() {
  try {
    if (isSwift()) { await loadSwift(); return; }
    const answer = await api.sceneValues(actionIndex());
    state.file = new Map(answer.values.map(([, text, path]) => [path, text]));
    state.version = answer.version;
  } catch (e) {
    if (e instanceof api.StudioError) showRefusal(e.refusal); else throw e;
  }
}

/** Save writes only the edited values into the file; afterwards the file is the base. */
export async function save() {
  const b = $("save-scene", HTMLButtonElement);
  b.disabled = true;
  try {
    // The version this page read: a Save over a file another tab saved (or the studio read
    // again) since is refused (409, field `base`), and the refusal offers to reload it.
    await api.save(requestFor({ base: state.version }));
    await loadFile();
    state.edits.clear(); state.history.clear(); historyButtons();
    // A saved Swift file's literals moved (`0.05` → `0.075`): its controls are read again.
    if (isSwift()) buildSwiftControls(); else refreshControls();
    changed(performance.now());
    b.textContent = "Saved";
    setTimeout(() => { b.textContent = "Save"; }, 1500);
  } catch (e) {
    if (e instanceof api.StudioError) showRefusal(e.refusal); else throw e;
  } finally { b.disabled = false; }
}

/**
 * Revert to file: reads the file again; the dropped edits are one undo step (so after a
 * refused Save they are one Ctrl-Z away, over the file as it is now).
 */
export async function revert() {
  try {
    const edits = state.edits;
    state.edits = new Map();
    await api.revert(requestFor());
    state.edits = edits;
    remember(null);
    state.edits = new Map();
    await loadFile();
    if (isSwift()) buildSwiftControls(); else refreshControls();
    changed(performance.now());
  } catch (e) {
    if (e instanceof api.StudioError) showRefusal(e.refusal); else throw e;
  }
}

/**
 * Chooses an animation (flag mode) or a scene's action (`action:N`): its controls, its
 * file values.
 * @param {string} value
 */
export async function chooseAnimation(value) {
  const wasScene = isScene();
  state.animation = value;
  if (isScene()) await loadFile();
  // Leaving a scene: its edits stay in the history, the flag values start fresh.
  else if (wasScene) state.values = new Map();
  buildControls();
  $("scene-tools").hidden = !(state.schema.scene || state.schema.swift) || !isScene();
  changed(performance.now());
}
