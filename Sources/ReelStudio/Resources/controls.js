// @ts-check
// The controls, made from the schema's declarations (sections, units, slider ranges,
// curves, colours), one per parameter; a scene's own Core Animation actions get theirs from
// `layerAnimations`, their value fields following the action's key path.

import { $, el } from "./dom.js";
import { baseStep, contextualDefault, defaultNumber, followerWithOneMore, followerWithoutOne, fmt, labelFor, listItems, resolveColor, tidy } from "./format.js";
import { curveText, keyMove, moveHandle, nearestHandle, parseCurve, square } from "./curve.js";
import { actionIndex, isScene, isSwift, state } from "./state.js";
import { buildSwiftControls } from "./swift.js";
import { effective, isChanged } from "./values.js";
import { change } from "./edits.js";

/** @typedef {import("./state.js").Control} Control */
/** @typedef {import("./state.js").ControlParameter} ControlParameter */
/** @typedef {import("./contract.js").Group} Group */

/**
 * The scene action chosen (scene mode), and its declarations: a seed animation's, or a user
 * animation's (animate, spring, group: `layerAnimations`) with a group's children.
 */
function params() {
  const s = state.schema;
  const action = isScene() ? s.scene?.actions.find((a) => a.id === state.animation) ?? null : null;
  const kind = action ? action.animation : state.animation;
  const layer = s.layerAnimations.find((g) => g.name === kind);
  const animation = layer || s.animations.find((g) => g.name === kind);
  if (!animation) throw new Error(`the schema has no animation ${kind}`);
  return { kind, action, layer: Boolean(layer), animation, groups: s.groups };
}

/** @param {string} name */
function layerKind(name) {
  const kind = state.schema.layerAnimations.find((g) => g.name === name);
  if (!kind) throw new Error(`the schema has no user animation ${name}`);
  return kind;
}

/**
 * The key path the mapping at `base` (`actions[3].`, `actions[3].animations[0].`) animates
 * as the page now has it.
 * @param {string} base
 */
function keyPathAt(base) {
  const declared = state.schema.layerAnimations.flatMap((g) => g.parameters).find((q) => q.key === "keyPath");
  return state.edits.get(base + "keyPath") ?? state.file.get(base + "keyPath") ?? declared?.defaultText ?? "";
}

/**
 * What the values at `base` are (`keyPaths`: number and unit, or colour).
 * @param {string} base
 */
function keyPathInfo(base) {
  const name = keyPathAt(base);
  return state.schema.keyPaths.find((k) => k.name === name) || state.schema.keyPaths[0];
}

/**
 * A `value` (fromValue, a keyframe) edited as its key path holds it: a number with the key
 * path's unit and slider span, or a colour. Unset is the layer's own value.
 * @param {ControlParameter} p
 * @param {string} base
 * @returns {ControlParameter}
 */
function valueParam(p, base) {
  const k = keyPathInfo(base);
  if (k.valueType === "color") return { ...p, kind: "color", defaultColor: undefined, optional: true, keyPath: k.name };
  return { ...p, kind: "number", softMin: k.softMin, softMax: k.softMax, symbol: k.symbol, optional: true, keyPath: k.name };
}

/**
 * The neutral path a control edits, as a refusal's `field` names it: the group's prefix and
 * the key (`canvas.scale`, `badge.diameter`), an animation's own under its name
 * (`pop.popOutRatio`, `shake.angleDegrees`); for the chosen scene action, the file's own
 * path (`actions[1].angle`: angle-degrees edits the file's `angle`, in radians).
 * @param {ControlParameter} p
 * @param {Group} group
 */
function pathFor(p, group) {
  if (group.scenePrefix !== "actions[N].") return group.scenePrefix + p.key;
  if (!isScene()) return `${group.name}.${p.key}`;
  const key = p.aliasOf ? state.schema.animations.flatMap((g) => g.parameters).find((q) => q.name === p.aliasOf)?.key ?? p.key : p.key;
  return `actions[${actionIndex()}].${key}`;
}

/**
 * A control's row. `id` is the control's element id (`c-pop-out-ratio`, or from the scene
 * path for a user animation's fields, which repeat across a group's children).
 * @param {ControlParameter} p
 * @param {HTMLElement} input
 * @param {HTMLElement | undefined} extra
 * @param {string} id
 * @param {string | null} key
 */
function row(p, input, extra, id, key) {
  const where = key && key !== p.name ? key : `--${p.name}`;
  const label = el("label", { class: "name", for: id, title: `${p.help}\n${where} (default: ${p.defaultText})`, text: labelFor(p) });
  const reset = el("button", { type: "button", class: "reset", title: "Back to " + (isScene() ? "the file's value" : `the default, ${p.defaultText}`),
                               "aria-label": `Reset ${key || p.name}`, text: "↺" });
  const unit = el("span", { class: "unit", text: p.symbol || "" });
  const r = el("div", { class: extra ? "row" : "row wide" }, label, input);
  if (extra) r.append(extra);
  r.append(unit, reset);
  const message = el("p", { class: "field-error", id: "e" + id.slice(1), hidden: true });
  return { row: el("div", { class: "field" }, r, message), label, reset, message };
}

/**
 * What a kind of control makes: its input, the number field beside a slider (`extra`), an
 * editor below its row (`after`), how it shows a value (null: the default, or the file's),
 * and what takes the focus.
 * @typedef {{ input: HTMLElement, extra?: HTMLElement, after?: HTMLElement, write: (text: string | null) => void, focusables: HTMLElement[] }} Widget
 */

/**
 * What a kind's maker is given: the parameter, the input's id and `data-path` (a user
 * animation's field), the control's key, and `emit`, which reports a new text (null: back to
 * the default) as the control's change.
 * @typedef {{ p: ControlParameter, id: string, dataPath: string | null, key: string, emit: (text: string | null, event: Event | null) => void }} WidgetContext
 */

/**
 * A slider and a number field: the slider's span the declaration's soft range, the field any
 * value in its hard range; ↑/↓ step from the value shown (Shift ×10, Alt ÷10).
 * @param {WidgetContext} c
 * @returns {Widget}
 */
function numberWidget({ p, id, dataPath, key, emit }) {
  const lo = p.softMin ?? p.min ?? 0, hi = p.softMax ?? p.max ?? 1, step = baseStep(p);
  const min = p.min ?? -Infinity, max = p.max ?? Infinity;
  const range = el("input", { type: "range", id, name: p.name, "data-path": dataPath, min: lo, max: hi, step, "aria-label": labelFor(p) + (p.symbol ? ` (${p.symbol})` : "") });
  const number = el("input", { type: "number", min: p.min, max: p.max, step: p.kind === "integer" ? 1 : "any", inputmode: "decimal",
                               "data-number-for": dataPath ? key : p.name, "aria-label": `${labelFor(p)} value${p.symbol ? " in " + p.symbol : ""}`,
                               placeholder: p.optional ? p.placeholder || "layer" : contextualDefault(p) ? "auto" : String(defaultNumber(p)) });
  /** @param {number} v */
  const widen = (v) => {
    if (v < Number(range.min)) range.min = String(v);
    if (v > Number(range.max)) range.max = String(v);
  };
  range.addEventListener("input", (e) => { number.value = tidy(range.value, step); emit(number.value, e); });
  number.addEventListener("input", (e) => {
    if (number.value === "") { emit(null, e); return; }
    const v = Number(number.value);
    if (Number.isFinite(v)) { widen(v); range.value = String(v); }
    emit(number.value, e);
  });
  number.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
    e.preventDefault();
    const s = step * (e.shiftKey ? 10 : e.altKey ? 0.1 : 1);
    const from = number.value === "" ? (contextualDefault(p) ? lo : defaultNumber(p)) : Number(number.value);
    let v = from + (e.key === "ArrowUp" ? s : -s);
    v = Math.min(max, Math.max(min, Math.round(v / s) * s));
    number.value = p.kind === "integer" ? String(Math.round(v)) : tidy(v, s);
    widen(Number(number.value)); range.value = number.value;
    emit(number.value, e);
  });
  range.addEventListener("keydown", (e) => {
    if (!e.shiftKey && !e.altKey) return;
    if (!["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(e.key)) return;
    e.preventDefault();
    const s = step * (e.shiftKey ? 10 : 0.1), dir = e.key === "ArrowUp" || e.key === "ArrowRight" ? 1 : -1;
    const v = Math.min(max, Math.max(min, Number(range.value) + dir * s));
    number.value = tidy(v, s); widen(v); range.value = String(v); emit(number.value, e);
  });
  /** @param {string | null} text */
  const write = (text) => {
    if (text === null) {
      number.value = contextualDefault(p) ? "" : String(defaultNumber(p));
      range.value = String(contextualDefault(p) ? lo : defaultNumber(p));
      return;
    }
    const v = Number(text);
    if (Number.isFinite(v)) { widen(v); range.value = String(v); }
    number.value = text;
  };
  return { input: range, extra: number, write, focusables: [range, number] };
}

/**
 * A checkbox: `true` when on; off is the default (no value), or `false` in a scene.
 * @param {WidgetContext} c
 * @returns {Widget}
 */
function toggleWidget({ p, id, dataPath, emit }) {
  const box = el("input", { type: "checkbox", id, name: p.name, "data-path": dataPath });
  box.addEventListener("change", (e) => emit(box.checked ? "true" : (isScene() ? "false" : null), e));
  return { input: el("div", { class: "pair" }, box), write: (text) => { box.checked = text === "true"; }, focusables: [box] };
}

/**
 * A menu of the declaration's choices (the schema's icons for `icon`), the default marked.
 * @param {WidgetContext} c
 * @returns {Widget}
 */
function choiceWidget({ p, id, dataPath, emit }) {
  const choices = (p.name === "icon" ? state.schema.icons : p.choices) ?? [];
  const select = el("select", { id, name: p.name, "data-path": dataPath });
  if (p.name === "icon" || !choices.includes(p.defaultText)) select.append(el("option", { value: "", text: `default (${p.defaultText})` }));
  for (const c of choices) select.append(el("option", { value: c, text: c === p.defaultText ? `${c} (default)` : c }));
  select.addEventListener("change", (e) => {
    const v = select.value;
    emit(v === "" || (!isScene() && v === p.defaultText) ? null : v, e);
  });
  return { input: select, write: (text) => { select.value = text ?? (choices.includes(p.defaultText) ? p.defaultText : ""); }, focusables: [select] };
}

/**
 * A menu of the named curves and "custom…", with the Bézier editor below its row.
 * @param {WidgetContext} c
 * @returns {Widget}
 */
function curveWidget({ p, id, dataPath, emit }) {
  const curves = state.schema.curves;
  const select = el("select", { id, name: p.name, "data-path": dataPath });
  for (const c of curves) select.append(el("option", { value: c.name, text: c.name === p.defaultText ? `${c.name} (default)` : c.name }));
  const custom = el("option", { value: "custom", text: "custom…" });
  select.append(custom);
  /** @param {string} text */
  const showCustom = (text) => { custom.value = text; custom.textContent = text; select.value = text; };
  const editor = bezierEditor(p, (text) => { showCustom(text); emit(text, null); });
  select.addEventListener("change", (e) => {
    let text = select.value;
    if (text === "custom" || text.startsWith("cubic")) { text = curveText(editor.points()); showCustom(text); }
    editor.show(text); emit(!isScene() && text === p.defaultText ? null : text, e);
  });
  /** @param {string | null} text */
  const write = (text) => {
    const t = text ?? p.defaultText;
    if (curves.some((c) => c.name === t)) select.value = t; else showCustom(t);
    editor.show(t);
  };
  return { input: select, after: editor.node, write, focusables: [select] };
}

/**
 * A colour's text field and a swatch; an unset value (the layer's own colour) shows a faded
 * swatch, not a black one.
 * @param {WidgetContext} c
 * @returns {Widget}
 */
function colorWidget({ p, id, dataPath, emit }) {
  const text = el("input", { type: "text", id, name: p.name, "data-path": dataPath, placeholder: p.optional ? "layer" : p.defaultText.split(/[;,]/)[0], spellcheck: "false", autocomplete: "off" });
  const swatch = el("input", { type: "color", "aria-label": labelFor(p) + " swatch" });
  /** @param {string | null} t */
  const paint = (t) => { const hex = resolveColor(t, state.schema.colors, p.defaultColor ?? null); if (hex) swatch.value = hex.slice(0, 7).toLowerCase(); swatch.classList.toggle("unset", !hex); };
  swatch.addEventListener("input", (e) => { text.value = swatch.value.toUpperCase(); emit(text.value, e); });
  text.addEventListener("input", (e) => { paint(text.value); emit(text.value || null, e); });
  return { input: el("div", { class: "pair" }, swatch, text), write: (t) => { text.value = t ?? ""; paint(t); }, focusables: [text, swatch] };
}

/**
 * A text field, with a count of its characters as typed when the declaration has a length
 * limit (never cut: past the limit the field says so and the server refuses it).
 * @param {WidgetContext} c
 * @returns {Widget}
 */
function textWidget({ p, id, emit }) {
  const text = el("input", { type: "text", id, name: p.name, placeholder: p.defaultText, spellcheck: "false", autocomplete: "off" });
  const maxLength = p.maxLength && p.maxLength <= 1000 ? p.maxLength : null;
  /** @type {HTMLElement | null} */
  let counter = null;
  if (maxLength) {
    counter = el("span", { class: "count mono", "aria-live": "polite", id: "n-" + p.name });
    text.setAttribute("aria-describedby", "n-" + p.name);
  }
  const count = () => {
    if (!counter || !maxLength) return;
    const n = [...text.value].length;
    counter.textContent = `${n}/${maxLength}`;
    counter.classList.toggle("over", n > maxLength);
  };
  text.addEventListener("input", (e) => { count(); emit(text.value === "" ? null : text.value, e); });
  return { input: counter ? el("div", { class: "pair" }, text, counter) : text, write: (t) => { text.value = t ?? ""; count(); }, focusables: [text] };
}

/**
 * The kinds of control, by the declaration's kind: a kind not listed is a text field.
 * @type {Record<string, (c: WidgetContext) => Widget>}
 */
const controlKinds = { number: numberWidget, integer: numberWidget, toggle: toggleWidget, choice: choiceWidget, curve: curveWidget, color: colorWidget, text: textWidget };

/**
 * The kind a parameter's control is: `icon` a menu of the schema's icons unless it is a
 * number or a toggle.
 * @param {ControlParameter} p
 */
function controlKind(p) {
  if (p.kind === "number" || p.kind === "integer" || p.kind === "toggle") return p.kind;
  if (p.name === "icon") return "choice";
  return Object.hasOwn(controlKinds, p.kind) ? p.kind : "text";
}

/**
 * One control. `base`, for a user animation's field, is its mapping's scene path
 * (`actions[3].`): the control is keyed by its full path, as a group's children share keys.
 * @param {ControlParameter} p
 * @param {Group} group
 * @param {string} [base]
 * @returns {Control}
 */
function makeControl(p, group, base) {
  if (p.kind === "list") return makeList(p, base ?? "");
  if (p.kind === "value") p = valueParam(p, base ?? "");
  // A user animation's number whose default is computed (a spring's settlingDuration).
  else if (base && p.kind === "number" && !/^-?\d/.test(p.defaultText)) p = { ...p, optional: true, placeholder: "auto" };
  const key = base ? base + p.key : p.name;
  const id = "c-" + key.replace(/[^A-Za-z0-9_-]/g, "_");
  /** @type {Control} */
  const control = {
    param: p, key, path: base ? key : pathFor(p, group), node: document.body, focusables: [],
    set() {}, mark() {}, invalid() {},
  };
  const { input, extra, after, write, focusables } = controlKinds[controlKind(p)]({
    p, id, dataPath: base ? key : null, key, emit: (text, event) => change(control, text, event),
  });
  const r = row(p, input, extra, id, base ? key : null);
  r.reset.addEventListener("click", (e) => { change(control, null, e, true); });
  Object.assign(control, {
    node: r.row, after, focusables,
    /** @param {string | null} text */
    set(text) { write(text); control.mark(); },
    mark() { const on = isChanged(control); r.label.classList.toggle("changed", on); r.reset.classList.toggle("on", on); },
    /** @param {string | null} message */
    invalid(message) {
      for (const f of focusables) { if (message) f.setAttribute("aria-invalid", "true"); else f.removeAttribute("aria-invalid"); }
      r.message.hidden = !message; r.message.textContent = message || "";
    },
  });
  state.controls.set(key, control);
  control.set(effective(control));
  return control;
}

/**
 * A list parameter (`values`, `keyTimes`, `timingFunctions`): one row per item with its own
 * editor — a slider and a number field for numbers (a value's span and unit from the key
 * path), a swatch for colours, a curve menu for timing functions — a × to remove it, and
 * "+ Add" for one more (a copy of the last). Any change sends the whole list.
 * @param {ControlParameter} p
 * @param {string} base
 * @returns {Control}
 */
function makeList(p, base) {
  const key = base + p.key, id = "c-" + key.replace(/[^A-Za-z0-9_-]/g, "_");
  const declared = p.element ?? { kind: "text", unit: "", symbol: "" };
  /** @type {ControlParameter} */
  const itemParam = { ...declared, name: p.name, parameter: p.parameter, key: p.key, help: p.help, defaultText: "" };
  const element = declared.kind === "value" ? valueParam(itemParam, base) : itemParam;
  const symbol = element.symbol || "";
  const noun = labelFor(p).toLowerCase().replace(/s$/, "");
  /** @type {string[]} */
  let items = [];
  const label = el("label", { class: "name", for: id, title: `${p.help}\n${key} (default: ${p.defaultText})`, text: labelFor(p) });
  const summary = el("span", { class: "list-summary muted" });
  const reset = el("button", { type: "button", class: "reset", title: "Back to the file's list", "aria-label": `Reset ${key}`, text: "↺" });
  const head = el("div", { class: "row wide" }, label, summary, el("span", { class: "unit", text: symbol }), reset);
  const list = el("ol", { class: "list-items", id, "data-path": key, "aria-label": `${labelFor(p)}: ${p.help}` });
  const add = el("button", { type: "button", class: "list-add", "data-list-add": key, text: `+ Add ${noun}` });
  const message = el("p", { class: "field-error", id: "e" + id.slice(1), hidden: true });
  // The declaration's help under the label: how the list goes with the others (one key time
  // per value, one timing function per segment). A list of values says what its key path
  // holds instead of both kinds' help.
  const note = el("p", { class: "list-note muted", text: declared.kind === "value"
    ? `Each a value of ${element.keyPath}${element.kind === "color" ? ": a colour" : symbol ? ` in ${symbol}` : ""}.`
    : p.help.replace(/^[A-Za-z]+\.[A-Za-z]+: /, "") });
  /** @type {Control} */
  const control = {
    param: p, key, path: key, focusables: [], node: el("div", { class: "field list-field" }, head, note, list, add, message),
    items: () => items.slice(),
    /** @param {string | null} text */
    set(text) { items = listItems(text); render(); control.mark(); },
    mark() { const on = isChanged(control); label.classList.toggle("changed", on); reset.classList.toggle("on", on); },
    /** @param {string | null} text */
    invalid(text) {
      if (text) list.setAttribute("aria-invalid", "true"); else list.removeAttribute("aria-invalid");
      message.hidden = !text; message.textContent = text || "";
    },
  };
  /** @param {Event | null} e @param {[Control, string | null][]} [also] */
  const emit = (e, also) => change(control, items.join(","), e, false, also);
  /**
   * The lists that count with this one (`follows` in the schema), when they already agree
   * with it: an item added or removed here is added or removed there in the same step.
   * @param {number} n
   */
  const followers = (n) => [...state.controls.values()].filter((c) => c.path.startsWith(base) && c.param.follows?.key === p.key && c.items &&
    c.items().length === (c.param.follows.perSegment ? n - 1 : n) && c.items().length > 0);

  /** @param {number} i */
  function entry(i) {
    const n = i + 1;
    /** @param {string} text @param {Event} e */
    const put = (text, e) => { items[i] = text; emit(e); };
    /** @type {HTMLElement[]} */
    let editor;
    if (element.kind === "number") {
      const lo = element.softMin ?? element.min ?? 0, hi = element.softMax ?? element.max ?? 1, step = baseStep({ ...element, softMin: lo, softMax: hi });
      const range = el("input", { type: "range", min: Math.min(lo, Number(items[i]) || lo), max: Math.max(hi, Number(items[i]) || hi), step,
                                  "aria-label": `${noun} ${n}${symbol ? ` (${symbol})` : ""}` });
      const number = el("input", { type: "number", min: element.min, max: element.max, step: "any", inputmode: "decimal",
                                   "data-item": String(i), "aria-label": `${noun} ${n} value` });
      range.value = items[i]; number.value = items[i];
      range.addEventListener("input", (e) => { number.value = tidy(range.value, step); put(number.value, e); });
      number.addEventListener("input", (e) => {
        const v = Number(number.value);
        if (number.value !== "" && Number.isFinite(v)) {
          if (v < Number(range.min)) range.min = String(v);
          if (v > Number(range.max)) range.max = String(v);
          range.value = String(v);
        }
        put(number.value, e);
      });
      editor = [range, number];
    } else if (element.kind === "color") {
      const text = el("input", { type: "text", spellcheck: "false", autocomplete: "off", "data-item": String(i), "aria-label": `${noun} ${n}` });
      const swatch = el("input", { type: "color", "aria-label": `${noun} ${n} swatch` });
      text.value = items[i];
      const hex = state.schema.colors[items[i]] || (/^#[0-9a-f]{6}/i.exec(items[i]) || [])[0];
      if (hex) swatch.value = hex.slice(0, 7).toLowerCase();
      swatch.addEventListener("input", (e) => { text.value = swatch.value.toUpperCase(); put(text.value, e); });
      text.addEventListener("input", (e) => put(text.value, e));
      editor = [el("div", { class: "pair" }, swatch, text)];
    } else if (element.kind === "curve") {
      const select = el("select", { "data-item": String(i), "aria-label": `${noun} ${n}` });
      for (const c of state.schema.curves) select.append(el("option", { value: c.name, text: c.name }));
      select.append(el("option", { value: "cubic", text: "cubic-bezier…" }));
      const text = el("input", { type: "text", spellcheck: "false", autocomplete: "off", "aria-label": `${noun} ${n} cubic-bezier` });
      const isPreset = state.schema.curves.some((c) => c.name === items[i]);
      select.value = isPreset ? items[i] : "cubic"; text.value = isPreset ? "" : items[i]; text.hidden = isPreset;
      select.addEventListener("change", (e) => {
        if (select.value === "cubic") {
          const pts = state.schema.curves.find((c) => c.name === items[i])?.points || state.schema.curves[0].points;
          text.value = curveText(pts); text.hidden = false; put(text.value, e); text.focus();
        } else { text.hidden = true; put(select.value, e); }
      });
      text.addEventListener("input", (e) => put(text.value, e));
      editor = [el("div", { class: "pair curve-item" }, select, text)];
    } else {
      const text = el("input", { type: "text", "data-item": String(i), "aria-label": `${noun} ${n}` });
      text.value = items[i];
      text.addEventListener("input", (e) => put(text.value, e));
      editor = [text];
    }
    const remove = el("button", { type: "button", class: "list-remove", title: `Remove ${noun} ${n}`, "aria-label": `Remove ${noun} ${n}`, text: "×" });
    remove.addEventListener("click", (e) => {
      const count = items.length;
      /** @type {[Control, string | null][]} */
      const also = followers(count).map((c) => [c, followerWithoutOne(c.items?.() ?? [], Boolean(c.param.follows?.perSegment), i, count).join(",")]);
      items.splice(i, 1); render(); emit(e, also);
      /** @type {HTMLElement} */ (list.querySelectorAll(".list-remove")[Math.min(i, items.length - 1)] || add).focus();
    });
    return el("li", { class: element.kind === "number" ? "list-item numeric" : "list-item" }, el("span", { class: "idx mono", text: String(n) }), ...editor, remove);
  }
  function render() {
    list.replaceChildren(...items.map((_, i) => entry(i)));
    // Empty: what Core Animation does without it ("evenly spread", "linear segments").
    summary.textContent = items.length ? `${items.length} ${items.length === 1 ? noun : labelFor(p).toLowerCase()}`
      : /^none\b/.test(p.defaultText) ? p.defaultText : `none · ${p.defaultText}`;
    list.hidden = !items.length;
    add.disabled = items.length >= (p.maxLength ?? Infinity);
    control.focusables = [...list.querySelectorAll("input,select,button")].filter(/** @returns {f is HTMLElement} */ (f) => f instanceof HTMLElement);
  }
  add.addEventListener("click", (e) => {
    const fallback = element.kind === "curve" ? state.schema.curves[0].name : element.kind === "color" ? "#000000" : String(element.min ?? 0);
    // The new keyframe goes last: a follower per item makes room for it halfway between its
    // last two (a key time of 0.9 between 0.8 and 1), one per segment repeats its last.
    /** @type {[Control, string | null][]} */
    const also = followers(items.length).map((c) => [c, followerWithOneMore(c.items?.() ?? [], Boolean(c.param.follows?.perSegment)).join(",")]);
    items.push(items.length ? items[items.length - 1] : String(element.softMin ?? fallback));
    render(); emit(e, also);
    const inputs = list.lastElementChild?.querySelectorAll("input[type=number],select,input[type=text]");
    const first = inputs?.[0];
    if (first instanceof HTMLElement) first.focus();
  });
  reset.addEventListener("click", (e) => change(control, null, e, true));
  state.controls.set(key, control);
  control.set(effective(control));
  return control;
}

/**
 * The cubic-bezier editor (curve.js's maths on a canvas). Mouse: drag a handle. Keyboard:
 * focus it, arrows move the active handle (Shift ×10), Space or Enter switches handles.
 * @param {ControlParameter} p
 * @param {(text: string) => void} onChange
 */
function bezierEditor(p, onChange) {
  const size = 132, pad = 22, { toPx, fromPx } = square(size, pad);
  const canvas = el("canvas", { width: size * 2, height: size * 2, tabindex: "0", role: "slider",
                                "aria-label": `${labelFor(p)} curve editor: arrows move a handle, Space switches handles` });
  // Sized through the CSSOM: the page's content security policy refuses style attributes.
  canvas.style.width = `${size}px`; canvas.style.height = `${size}px`;
  const readout = el("div", { class: "mono readout" });
  const node = el("div", { class: "bezier" }, canvas, readout);
  /** @type {import("./curve.js").Points} */
  let pts = parseCurve("easeInEaseOut", state.schema.curves) ?? [0.42, 0, 0.58, 1];
  let drag = -1, active = 0;
  function draw() {
    const c = canvas.getContext("2d"), css = getComputedStyle(document.documentElement);
    if (!c) return;
    c.setTransform(2, 0, 0, 2, 0, 0); c.clearRect(0, 0, size, size);
    const [x0, y0] = toPx(0, 0), [x3, y3] = toPx(1, 1), [x1, y1] = toPx(pts[0], pts[1]), [x2, y2] = toPx(pts[2], pts[3]);
    c.strokeStyle = css.getPropertyValue("--line"); c.lineWidth = 1; c.strokeRect(x0, y3, x3 - x0, y0 - y3);
    c.strokeStyle = css.getPropertyValue("--muted"); c.beginPath(); c.moveTo(x0, y0); c.lineTo(x1, y1); c.moveTo(x3, y3); c.lineTo(x2, y2); c.stroke();
    c.strokeStyle = css.getPropertyValue("--accent"); c.lineWidth = 2.5; c.beginPath(); c.moveTo(x0, y0); c.bezierCurveTo(x1, y1, x2, y2, x3, y3); c.stroke();
    [[x1, y1], [x2, y2]].forEach(([x, y], i) => {
      c.fillStyle = css.getPropertyValue("--accent"); c.beginPath(); c.arc(x, y, 5, 0, 7); c.fill();
      if (i === active && document.activeElement === canvas) { c.strokeStyle = css.getPropertyValue("--text"); c.lineWidth = 1.5; c.beginPath(); c.arc(x, y, 8, 0, 7); c.stroke(); }
    });
    readout.textContent = `x1 ${fmt(pts[0])}\ny1 ${fmt(pts[1])}\nx2 ${fmt(pts[2])}\ny2 ${fmt(pts[3])}`;
    canvas.setAttribute("aria-valuetext", `handle ${active + 1}: x ${fmt(pts[2 * active])}, y ${fmt(pts[2 * active + 1])}`);
  }
  const emit = () => onChange(curveText(pts));
  /** @param {PointerEvent} e @returns {[number, number]} */
  const pos = (e) => { const r = canvas.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; };
  canvas.addEventListener("pointerdown", (e) => {
    drag = active = nearestHandle(pts, ...pos(e), toPx);
    canvas.setPointerCapture(e.pointerId);
  });
  canvas.addEventListener("pointermove", (e) => {
    if (drag < 0) return;
    const [x, y] = fromPx(...pos(e));
    pts = moveHandle(pts, drag, x - pts[2 * drag], y - pts[2 * drag + 1]);
    draw(); emit();
  });
  canvas.addEventListener("pointerup", () => { drag = -1; });
  canvas.addEventListener("focus", draw);
  canvas.addEventListener("blur", draw);
  canvas.addEventListener("keydown", (e) => {
    if (e.key === " " || e.key === "Enter") { e.preventDefault(); active = 1 - active; draw(); return; }
    const m = keyMove(e.key, e.shiftKey);
    if (!m) return;
    e.preventDefault();
    pts = moveHandle(pts, active, m[0], m[1]);
    draw(); emit();
  });
  return {
    node,
    points: () => pts.slice(),
    /** @param {string} text */
    show(text) {
      pts = parseCurve(text, state.schema.curves) ?? pts;
      draw();
    },
  };
}

/**
 * The animation's parameters, the angle in degrees in place of radians.
 * @param {Group} animation
 */
function animationParameters(animation) {
  const list = animation.parameters;
  return list.flatMap((p) => {
    if (p.aliasOf) return [];
    const alias = list.find((q) => q.aliasOf === p.name);
    return [alias || p];
  });
}

/** Makes every control for the chosen animation (or scene action) and the shared sections. */
export function buildControls() {
  if (isSwift()) { buildSwiftControls(); return; }
  const { animation, groups, layer, action } = params();
  const host = $("groups");
  host.replaceChildren();
  state.controls.clear();
  /**
   * @param {string} title
   * @param {ControlParameter[]} list
   * @param {Group} group
   * @param {boolean} [disabled]
   * @param {string} [base]
   * @param {string | null} [note]
   */
  const section = (title, list, group, disabled, base, note) => {
    if (!list.length) return;
    const heading = el("h3", { text: title });
    if (note) heading.append(" ", el("code", { text: note }));
    const g = el("div", { class: (disabled ? "group disabled" : "group") + (base && base.includes("].animations[") ? " child" : "") }, heading);
    for (const p of list) {
      const c = makeControl(p, group, base);
      if (disabled) c.node.querySelectorAll("input,select,button").forEach((i) => { if (i instanceof HTMLInputElement || i instanceof HTMLSelectElement || i instanceof HTMLButtonElement) i.disabled = true; });
      g.append(c.node);
      if (c.after) g.append(c.after);
    }
    host.append(g);
  };
  if (layer && action) {
    // A user animation: its own fields, then each child of a group under its path, the
    // child's layer being the group's.
    const base = `actions[${action.index}].`;
    section(animation.name, animation.parameters, animation, false, base, animation.childKey ? null : keyPathAt(base));
    if (animation.childKey) {
      (action.children || []).forEach((child, j) => {
        const kind = layerKind(child.animation), childBase = `${base}${animation.childKey}[${j}].`;
        section(`${animation.childKey}[${j}] · ${child.animation}`, kind.parameters.filter((p) => p.key !== "layer"), kind, false, childBase, keyPathAt(childBase));
      });
    }
  } else {
    section(animation.name, animationParameters(animation), animation);
  }
  const badgeGroup = groups.find((g) => g.name === "badge");
  if (!badgeGroup) throw new Error("the schema has no badge group");
  const badge = badgeGroup.parameters;
  const placed = new Set();
  for (const { title, parameters: names } of state.schema.sections) {
    const list = names.map((n) => badge.find((p) => p.name === n)).filter(/** @returns {p is ControlParameter} */ (p) => Boolean(p));
    list.forEach((p) => placed.add(p.name));
    section(title, list, badgeGroup);
  }
  section("Badge", badge.filter((p) => !placed.has(p.name)), badgeGroup);
  for (const g of groups) {
    if (g.name === "badge") continue;
    const title = g.name.charAt(0).toUpperCase() + g.name.slice(1);
    if (g.name === "clip" && isScene()) {
      section(title, g.parameters.filter((p) => p.name === "fps"), g);
      section("Clip (the scene's script sets these)", g.parameters.filter((p) => p.name !== "fps"), g, true);
    } else {
      section(title, g.parameters, g);
    }
  }
  $("summary").textContent = animation.summary ?? "";
}

/** Shows every control's value again (after an undo, a reset, a save); refusals cleared. */
export function refreshControls() {
  if (isSwift()) { for (const c of state.controls.values()) { c.set(effective(c)); c.invalid(null); } return; }
  // A user animation's value fields follow its key path, which an undo may change.
  if (params().layer) { buildControls(); return; }
  for (const c of state.controls.values()) { c.set(effective(c)); c.invalid(null); }
}
