// @ts-check
// Swift mode (`badgereel studio Badge.swift --run '…'`): the Swift file's numeric literals
// that feed the animation, one control each, named after the code, in the unit its API
// implies (seconds, degrees, points, or a ratio). Edits are unsaved values by control id,
// as a scene's are by path: the preview evaluates the file with them, Save writes only those
// literals into the file (scene.js's Save and Revert, with `animation: "swift"`).

import * as api from "./api.js";
import { $, el } from "./dom.js";
import { change } from "./edits.js";
import { breakable, describe, labelParts, shownValue, span } from "./literal.js";
import { state } from "./state.js";
import { effective, isChanged } from "./values.js";

/** @typedef {import("./contract.js").SwiftControl} SwiftControl */
/** @typedef {import("./state.js").Control} Control */

/**
 * The controls as the file was last read or saved.
 * @type {SwiftControl[]}
 */
let literals = [];
/** The literals the evaluation used past the ones the studio tries (docs/studio.md). */
let untried = 0;

/** Reads the file's controls and values (on opening, after a Save or Revert). */
export async function loadSwift() {
  const answer = await api.swiftValues();
  literals = answer.controls;
  untried = answer.untried;
  state.file = new Map(literals.map((c) => [c.id, shownValue(c.value, c.step)]));
  state.version = answer.version;
}

/** The file name the page shows and the tooltips cite. */
function fileName() { return (state.schema.swift?.path ?? "").split("/").pop() ?? ""; }

/** Every literal's control, grouped by the function or type it is in. */
export function buildSwiftControls() {
  const host = $("groups");
  host.replaceChildren();
  state.controls.clear();
  /** @type {Map<string, HTMLElement>} */
  const sections = new Map();
  for (const c of literals) {
    const { context } = labelParts(c);
    const title = context || fileName();
    let g = sections.get(title);
    if (!g) {
      g = el("div", { class: "group swift" }, el("h3", {}, el("code", { text: title })));
      sections.set(title, g);
      host.append(g);
    }
    const control = makeLiteral(c);
    g.append(control.node);
  }
  if (!literals.length) host.append(el("p", { class: "muted empty", text: "No numeric literal of this file feeds the animation --run makes." }));
  $("summary").textContent = `${fileName()} · ${literals.length} literal${literals.length === 1 ? "" : "s"} feed the animation`
    + (untried ? ` · ${untried} more not tried (the first 64 are)` : "");
}

/**
 * One literal's row: its name, a slider over its span, a number in its unit, the unit, a
 * reset to the file's value.
 * @param {SwiftControl} c
 * @returns {Control}
 */
function makeLiteral(c) {
  const id = "c-swift-" + c.id.replace(/[^A-Za-z0-9_-]/g, "_");
  const { label: text } = labelParts(c);
  /** @type {import("./state.js").ControlParameter} */
  const param = { name: c.id, parameter: c.name, key: c.id, kind: "number", unit: c.unit, symbol: c.symbol, help: c.why,
                  defaultText: c.text, softMin: c.min, softMax: c.max };
  // The name from the code, and its line in the file (duplicates, `NSNumber(value:)` five
  // times in pop(), told apart by it).
  const label = el("label", { class: "name mono", for: id, title: describe(c, fileName()), "data-name": c.name },
                   breakable(text), el("span", { class: "at", text: `:${c.line}`, "aria-hidden": "true" }));
  const range = el("input", { type: "range", id, name: c.id, "data-swift": c.id, min: c.min, max: c.max, step: c.step,
                              "aria-label": `${c.name}${c.symbol ? ` (${c.symbol})` : ""}` });
  const number = el("input", { type: "number", step: "any", inputmode: "decimal", "data-number-for": c.id,
                               "aria-label": `${c.name} value${c.symbol ? " in " + c.unit : ""}` });
  const unit = el("span", { class: "unit", text: c.symbol, title: c.unit });
  const reset = el("button", { type: "button", class: "reset", title: `Back to the file's value, ${c.text}`, "aria-label": `Reset ${c.name}`, text: "↺" });
  const message = el("p", { class: "field-error", id: "e" + id.slice(1), hidden: true });
  const node = el("div", { class: "field" }, el("div", { class: "row" }, label, range, number, unit, reset), message);
  /** @param {number} v */
  const widen = (v) => { const [lo, hi] = span(c, v); range.min = String(Math.min(lo, Number(range.min))); range.max = String(Math.max(hi, Number(range.max))); };
  /** @type {Control} */
  const control = {
    param, key: c.id, path: c.id, node, focusables: [range, number],
    set(t) {
      number.value = t ?? state.file.get(c.id) ?? "";
      const v = Number(number.value);
      if (Number.isFinite(v)) { widen(v); range.value = String(v); }
      control.mark();
    },
    mark() { const on = isChanged(control); label.classList.toggle("changed", on); reset.classList.toggle("on", on); },
    invalid(m) {
      for (const f of [range, number]) { if (m) f.setAttribute("aria-invalid", "true"); else f.removeAttribute("aria-invalid"); }
      message.hidden = !m; message.textContent = m || "";
    },
  };
  range.addEventListener("input", (e) => { number.value = shownValue(Number(range.value), c.step); change(control, number.value, e); });
  number.addEventListener("input", (e) => {
    const v = Number(number.value);
    if (number.value === "" || !Number.isFinite(v)) return;
    widen(v); range.value = String(v);
    change(control, number.value, e);
  });
  reset.addEventListener("click", (e) => change(control, null, e, true));
  state.controls.set(c.id, control);
  control.set(effective(control));
  return control;
}
