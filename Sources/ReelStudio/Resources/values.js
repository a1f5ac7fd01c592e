// @ts-check
// What a control holds, from the page's state: the unsaved edit, the file's value or the
// flag's (degrees on screen, radians in the file), and the request for all of them.

import { degreesToRadians, radiansToDegrees } from "./format.js";
import { isScene, state } from "./state.js";

/** @typedef {import("./state.js").Control} Control */
/** @typedef {import("./state.js").ControlParameter} ControlParameter */

/**
 * Degrees on screen, radians in the file.
 * @param {ControlParameter} p
 * @param {string | null} text
 */
export const toShown = (p, text) => text !== null && p.aliasOf === "angle" && isScene() ? radiansToDegrees(text) : text;
/** @param {ControlParameter} p @param {string | null} text */
export const toStored = (p, text) => text !== null && p.aliasOf === "angle" && isScene() ? degreesToRadians(text) : text;

/**
 * What a control shows: the unsaved edit, else the file's value (scene mode), else the value
 * set (flag mode); null is the default.
 * @param {Control} c
 * @returns {string | null}
 */
export function effective(c) {
  if (isScene()) return toShown(c.param, state.edits.get(c.path) ?? state.file.get(c.path) ?? null);
  return state.values.get(c.param.name) ?? null;
}
/** @param {Control} c */
export function isChanged(c) { return isScene() ? state.edits.has(c.path) : state.values.has(c.param.name); }

/**
 * The request for the page's state: a scene's edits as sets, or the flag values of the
 * controls on the page.
 * @param {Partial<import("./contract.js").StudioRequest>} [extra]
 * @returns {import("./contract.js").StudioRequest}
 */
export function requestFor(extra = {}) {
  if (isScene()) return { animation: state.animation, args: [], sets: [...state.edits], format: state.format, ...extra };
  const args = [...state.values].filter(([n]) => state.controls.has(n));
  return { animation: state.animation, args, format: state.format, ...extra };
}
