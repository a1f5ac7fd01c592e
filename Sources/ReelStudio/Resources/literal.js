// @ts-check
// A Swift literal's control (Swift mode, `badgereel studio Badge.swift --run '…'`): what it
// shows and how it is labelled. Pure: tested in node (Tests/studio-page/literal.test.js).

/** @typedef {import("./contract.js").SwiftControl} SwiftControl */

/**
 * The value a control shows in its unit, without float noise: as many decimals as its step
 * has, and more only where the value needs them (a degree of `.pi / 7` is 25.714…).
 * @param {number} value
 * @param {number} step
 * @returns {string}
 */
export function shownValue(value, step) {
  const places = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
  const fine = Number(value.toFixed(places + 2));
  const coarse = Number(value.toFixed(places));
  return String(Math.abs(fine - coarse) < 1e-9 ? coarse : fine);
}

/**
 * The control's label: its name from the code, the part after a function's `: ` when it has
 * one (the function shows in the section's heading), `Constants.popOutRatio` whole.
 * @param {SwiftControl} c
 * @returns {{ label: string, context: string }}
 */
export function labelParts(c) {
  const at = c.name.indexOf(": ");
  if (at < 0) return { label: c.name, context: "" };
  return { label: c.name.slice(at + 2), context: c.name.slice(0, at) };
}

/**
 * The slider's span for a value: the control's own, widened to hold the value.
 * @param {SwiftControl} c
 * @param {number} value
 * @returns {[number, number]}
 */
export function span(c, value) {
  return [Math.min(c.min, value), Math.max(c.max, value)];
}

/**
 * The tooltip: where the literal is, how it is written, and why its unit is what it is.
 * @param {SwiftControl} c
 * @param {string} file
 */
export function describe(c, file) {
  return `${c.name}\n${file}:${c.line}:${c.column}, written ${c.text}\n${c.unit}: ${c.why}`;
}
