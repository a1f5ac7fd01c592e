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
 * The control's label and the section it goes in: a function's literal under the function
 * (`pop(): timeStart` → `timeStart` under `pop()`), a type's property under the type
 * (`Constants.popOutRatio` → `popOutRatio` under `Constants`); a call's argument at the top
 * level whole (`shakeWith(duration:)`).
 * @param {SwiftControl} c
 * @returns {{ label: string, context: string }}
 */
export function labelParts(c) {
  const at = c.name.indexOf(": ");
  if (at >= 0) return { label: c.name.slice(at + 2), context: c.name.slice(0, at) };
  const dot = c.name.lastIndexOf(".");
  if (dot > 0 && !c.name.includes("(") && !c.name.includes("[")) return { label: c.name.slice(dot + 1), context: c.name.slice(0, dot) };
  return { label: c.name, context: "" };
}

/**
 * Where a name may break: after a dot, before an opening parenthesis or bracket, and at a
 * camel hump (`popOut|Ratio`), as zero-width break opportunities, so a long name wraps at
 * its words.
 * @param {string} name
 */
export function breakable(name) {
  return name.replace(/([.:])/g, "$1\u200b").replace(/([(\[])/g, "\u200b$1").replace(/([a-z0-9])([A-Z])/g, "$1\u200b$2");
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
