// @ts-check
// The page's one state: what is being tuned (its values or the scene's unsaved edits), the
// controls made for it, the history, and what is on screen.

import { History } from "./history.js";

/**
 * A parameter as a control edits it: the declaration, and for a user animation's values
 * what its key path makes of it.
 * @typedef {import("./contract.js").Parameter & { optional?: boolean, placeholder?: string, keyPath?: string }} ControlParameter
 */

/**
 * One control on the page.
 * @typedef {object} Control
 * @property {ControlParameter} param
 * @property {string} key the control's key in `state.controls`: the flag name, or a user animation field's scene path
 * @property {string} path the neutral path it edits (`badge.diameter`, `actions[1].angle`), which a refusal's field names
 * @property {HTMLElement} node
 * @property {HTMLElement} [after] shown below the row (a curve's editor)
 * @property {HTMLElement[]} focusables
 * @property {(text: string | null) => void} set shows `text` (null: the default)
 * @property {() => void} mark shows whether it differs from the file or the default
 * @property {(message: string | null) => void} invalid marks it refused, with the message
 * @property {() => string[]} [items] a list's items
 */

/**
 * A preview's frames as they arrive.
 * @typedef {object} FrameSet
 * @property {import("./contract.js").PreviewHeader} meta
 * @property {(ImageData | null)[]} images
 * @property {boolean} firstDrawn
 * @property {number} changeAt
 * @property {number} headerAt
 * @property {number} seq
 * @property {[number, number] | null} box the box (device pixels) its frames were drawn for
 */

/** @typedef {{ values: [string, string][], edits: [string, string][] }} Snapshot */

export const state = {
  /** @type {import("./contract.js").Schema} */
  schema: /** @type {any} */ (null),
  animation: "pop",
  format: "gif",
  /**
   * Flag mode: flag name → text (absent: the default).
   * @type {Map<string, string>}
   */
  values: new Map(),
  /**
   * Scene mode: scene path → the file's text.
   * @type {Map<string, string>}
   */
  file: new Map(),
  /** Scene mode: the version of the file `file` was read from (Save sends it as `base`). */
  version: "",
  /**
   * Scene mode: scene path → unsaved text (the --sets).
   * @type {Map<string, string>}
   */
  edits: new Map(),
  /** @type {Map<string, Control>} */
  controls: new Map(),
  /** @type {History<Snapshot>} */
  history: new History(),
  /** @type {FrameSet | null} */
  current: null,
  /** @type {FrameSet | null} */
  pinned: null,
  /** @type {AbortController | null} */
  inflight: null,
  changeAt: 0,
  playing: true,
  loop: true,
  speed: 1,
  zoom: "auto",
  time: 0,
  last: 0,
  shown: -1,
};

/** `{ change, header, drawn, frame }` times of each first new frame, for scripts/bench-studio. */
export const metrics = /** @type {{ change: number, header: number, drawn: number, frame: number }[]} */ ([]);
/** @type {any} */ (window).studioMetrics = metrics;

/**
 * Whether a file's values are being edited: a scene's action (its values are `--set`s over
 * the file), or the Swift file (Swift mode: its literals' values by control id).
 */
export const isScene = () => state.animation.startsWith("action:") || isSwift();
/** Whether the Swift file is being tuned (Swift mode, `animation: "swift"`). */
export const isSwift = () => state.animation === "swift";
/** The chosen scene action's index in `actions`. */
export const actionIndex = () => Number(state.animation.slice("action:".length));

/**
 * The values and edits, for the history.
 * @returns {Snapshot}
 */
export function snapshot() { return { values: [...state.values], edits: [...state.edits] }; }
/** @param {Snapshot} s */
export function restore(s) { state.values = new Map(s.values); state.edits = new Map(s.edits); }
