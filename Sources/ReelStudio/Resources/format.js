// @ts-check
// How the page shows and steps values: pure functions of a parameter's declaration and a
// text, tested in node.

/** @typedef {import("./contract.js").Parameter} Parameter */

/**
 * The declaration's default as a number ("pi/8 = 0.3927" reads 0.3927); the minimum when
 * the default is not a number.
 * @param {Pick<Parameter, "defaultText" | "min">} p
 * @returns {number}
 */
export function defaultNumber(p) {
  const m = /^-?\d+(\.\d+)?/.exec(p.defaultText.replace(/^pi\/8 = /, ""));
  return m ? Number(m[0]) : (p.min ?? 0);
}

/**
 * A default that depends on the scene ("30; the bell's badge 16") or on the layer ("the
 * layer's value", "the spring's settlingDuration") is not one number.
 * @param {Pick<Parameter, "defaultText"> & { optional?: boolean }} p
 */
export const contextualDefault = (p) => Boolean(p.optional) || /;/.test(p.defaultText);

/**
 * A round step about a hundredth of the slider's span (0.01 for a 0.5–2 ratio); 1 for an integer.
 * @param {Pick<Parameter, "kind" | "min" | "max" | "softMin" | "softMax">} p
 */
export function baseStep(p) {
  if (p.kind === "integer") return 1;
  const lo = p.softMin ?? p.min ?? 0, hi = p.softMax ?? p.max ?? 1;
  return 10 ** Math.floor(Math.log10((hi - lo) / 100));
}

/**
 * The decimals a step shows: 2 for 0.01, 0 for 1.
 * @param {number} step
 */
export const decimals = (step) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

/**
 * A value rounded to two decimals finer than `step`, without float noise or trailing
 * zeros: 1.2000000000000002 at 0.01 is "1.2".
 * @param {number | string} v
 * @param {number} step
 */
export const tidy = (v, step) => String(Number(Number(v).toFixed(Math.min(10, decimals(step) + 2))));

/**
 * A number as the curve editor and the plot show it: at most three decimals.
 * @param {number} v
 */
export const fmt = (v) => String(Number(v.toFixed(3)));

/**
 * A plot's range label: one decimal from ten up, so a range of degrees stays inside the
 * label column.
 * @param {number} v
 */
export const short = (v) => Math.abs(v) >= 10 ? String(Number(v.toFixed(1))) : fmt(v);

/**
 * The label a control shows: its flag in words ("Pop out ratio"); the shake's
 * angle-degrees is just "Angle".
 * @param {Pick<Parameter, "name" | "aliasOf">} p
 */
export function labelFor(p) {
  const words = (p.aliasOf === "angle" ? "angle" : p.name).replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A list's items as the tool reads them (`ParameterText.listItems`): split at commas outside
 * parentheses (a cubic-bezier's commas are its own), each trimmed; empty text is none.
 * @param {string | null} text
 * @returns {string[]}
 */
export function listItems(text) {
  if (text === null || text.trim() === "") return [];
  /** @type {string[]} */
  const out = [];
  let current = "", depth = 0;
  for (const ch of text.trim()) {
    if (ch === "(") depth++; else if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) { out.push(current.trim()); current = ""; } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/**
 * Radians in the file as degrees on screen.
 * @param {string} text
 */
export const radiansToDegrees = (text) => tidy(Number(text) * 180 / Math.PI, 1e-6);
/**
 * Degrees on screen as radians in the file, every digit kept: the server writes a file that
 * spells the angle in degrees with the shortest decimal reading back to exactly this value,
 * which for typed 30 is 30 (the value rounded to twelve digits came back as 29.99999999998288).
 * The same operations, in the same order, as ShakeParameters.angleDegrees.
 * @param {string} text
 */
export const degreesToRadians = (text) => String(Number(text) * Math.PI / 180);

/**
 * A colour's text as a swatch shows it: a named colour resolved (`colors`, the schema's),
 * #RGB, #RRGGBB or #RRGGBBAA as #RRGGBB(AA) in capitals; `fallback` for no text; null for
 * text that is not a colour.
 * @param {string | null} text
 * @param {Record<string, string>} colors
 * @param {string | null} [fallback]
 * @returns {string | null}
 */
export function resolveColor(text, colors, fallback = null) {
  if (!text) return fallback;
  const named = Object.entries(colors).find(([k]) => k.toLowerCase() === text.trim().toLowerCase());
  if (named) return named[1];
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? m[1].split("").map((c) => c + c).join("") : m[1];
  return "#" + h.toUpperCase();
}

/**
 * The new key time for a keyframe added last: halfway between the last two (0.9 between
 * 0.8 and 1), or 1 after a lone one. A list that follows per segment repeats its last item.
 * @param {string[]} list the follower's items
 * @param {boolean} perSegment
 * @returns {string[]}
 */
export function followerWithOneMore(list, perSegment) {
  const out = list.slice();
  if (perSegment) out.push(out[out.length - 1]);
  else if (out.length === 1) out.push("1");
  else {
    const a = Number(out[out.length - 2]), b = Number(out[out.length - 1]);
    out.splice(out.length - 1, 0, tidy((a + b) / 2, 0.001));
  }
  return out;
}

/**
 * A follower without the item that goes with the leader's item `i` of `n` being removed.
 * A per-item follower keeps its first and last item (a key time's 0 and 1): removing the
 * first value drops the second key time, the last value the one before the last. Two
 * values or fewer leave nothing to follow: the follower is emptied.
 * @param {string[]} list
 * @param {boolean} perSegment
 * @param {number} i
 * @param {number} n
 * @returns {string[]}
 */
export function followerWithoutOne(list, perSegment, i, n) {
  if (n <= 2) return [];
  const out = list.slice();
  const j = perSegment ? Math.min(i, out.length - 1) : i === 0 ? 1 : i === n - 1 ? n - 2 : i;
  out.splice(j, 1);
  return out;
}

/**
 * What A was, from its command line: the flags without the tool, the animation and the output.
 * @param {string} command
 */
export function pinnedFlags(command) {
  return command.split(" ").slice(2).join(" ").replace(/ -o \S+$|^-o \S+$/, "");
}
