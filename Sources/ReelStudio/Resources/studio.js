"use strict";
// BadgeReel Studio: controls generated from /api/schema (sections, units, slider ranges,
// curves, formats and colours all come from there), previews streamed from /api/preview
// (raw frames drawn by the export engine), timeline plot, A/B pin, command line and scene
// file. With a scene open, edits are `--set`s over the file until saved; every change can
// be undone, and the page's state lives in its address.
(() => {
  const $ = (id) => document.getElementById(id);
  const el = (tag, attrs = {}, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v; else if (k === "text") e.textContent = v; else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) e.append(c);
    return e;
  };
  const SPEEDS = [0.1, 0.25, 0.5, 1, 2];

  const state = {
    schema: null, animation: "pop", format: "gif",
    values: new Map(),         // flag mode: flag name → text (absent: the default)
    file: new Map(),           // scene mode: scene path → the file's text
    edits: new Map(),          // scene mode: scene path → unsaved text (the --sets)
    controls: new Map(),       // name → control
    history: { past: [], future: [], lastKey: null, lastAt: 0 },
    current: null, pinned: null, inflight: null, changeAt: 0,
    playing: true, loop: true, speed: 1, zoom: "auto", time: 0, last: 0, shown: -1,
  };
  const metrics = window.studioMetrics = [];   // { change, frame } for scripts/bench-studio
  const isScene = () => state.animation.startsWith("action:");
  const actionIndex = () => Number(state.animation.slice("action:".length));

  // MARK: schema → controls

  // The scene action chosen (scene mode), and its declarations: a seed animation's, or a
  // user animation's (animate, spring, group: `layerAnimations`) with a group's children.
  function sceneAction() { return isScene() ? state.schema.scene.actions.find((a) => a.id === state.animation) : null; }
  function params() {
    const s = state.schema, action = sceneAction();
    const kind = action ? action.animation : state.animation;
    const layer = (s.layerAnimations || []).find((g) => g.name === kind);
    return { kind, action, layer: Boolean(layer), animation: layer || s.animations.find((g) => g.name === kind), groups: s.groups };
  }
  const layerKind = (name) => state.schema.layerAnimations.find((g) => g.name === name);

  // The key path the mapping at `base` (`actions[3].`, `actions[3].animations[0].`) animates
  // as the page now has it, and what its values are (`keyPaths`: number and unit, or colour).
  function keyPathAt(base) {
    const declared = state.schema.layerAnimations.flatMap((g) => g.parameters).find((q) => q.key === "keyPath");
    return state.edits.get(base + "keyPath") ?? state.file.get(base + "keyPath") ?? declared?.defaultText;
  }
  function keyPathInfo(base) {
    const name = keyPathAt(base);
    return state.schema.keyPaths.find((k) => k.name === name) || state.schema.keyPaths[0];
  }
  // A `value` (fromValue, a keyframe) edited as its key path holds it: a number with the key
  // path's unit and slider span, or a colour. Unset is the layer's own value.
  function valueParam(p, base) {
    const k = keyPathInfo(base);
    if (k.valueType === "color") return { ...p, kind: "color", defaultColor: null, optional: true, keyPath: k.name };
    return { ...p, kind: "number", softMin: k.softMin, softMax: k.softMax, symbol: k.symbol, optional: true, keyPath: k.name };
  }

  function defaultNumber(p) {
    const m = /^-?\d+(\.\d+)?/.exec(p.defaultText.replace(/^pi\/8 = /, ""));
    return m ? Number(m[0]) : (p.min ?? 0);
  }
  // A default that depends on the scene ("30; the bell's badge 16") or on the layer ("the
  // layer's value", "the spring's settlingDuration") is not one number.
  const contextualDefault = (p) => p.optional || /;/.test(p.defaultText);

  // A round step about a hundredth of the slider's span (0.01 for a 0.5–2 ratio).
  function baseStep(p) {
    if (p.kind === "integer") return 1;
    const lo = p.softMin ?? p.min, hi = p.softMax ?? p.max;
    return 10 ** Math.floor(Math.log10((hi - lo) / 100));
  }
  const decimals = (step) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const tidy = (v, step) => String(Number(Number(v).toFixed(Math.min(10, decimals(step) + 2))));

  function labelFor(p) {
    const words = (p.aliasOf === "angle" ? "angle" : p.name).replace(/-/g, " ");
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  // The scene path a control edits: the file's own key (angle-degrees edits `angle`).
  function pathFor(p, group) {
    const key = p.aliasOf ? state.schema.animations.flatMap((g) => g.parameters).find((q) => q.name === p.aliasOf)?.key ?? p.key : p.key;
    if (group.scenePrefix === "actions[N].") return `actions[${actionIndex()}].${key}`;
    return group.scenePrefix + key;
  }

  // Degrees on screen, radians in the file.
  const toShown = (p, text) => text !== null && p.aliasOf === "angle" && isScene() ? tidy(Number(text) * 180 / Math.PI, 1e-6) : text;
  const toStored = (p, text) => text !== null && p.aliasOf === "angle" && isScene() ? String(Number((Number(text) * Math.PI / 180).toPrecision(12))) : text;

  // What a control shows: the unsaved edit, else the file's value (scene mode), else the
  // value set (flag mode); null is the default.
  function effective(c) {
    if (isScene()) return toShown(c.param, state.edits.get(c.path) ?? state.file.get(c.path) ?? null);
    return state.values.get(c.param.name) ?? null;
  }
  function isChanged(c) { return isScene() ? state.edits.has(c.path) : state.values.has(c.param.name); }

  // A control's row. `id` is the control's element id (`c-pop-out-ratio`, or from the scene
  // path for a user animation's fields, which repeat across a group's children).
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

  // `base`, for a user animation's field, is its mapping's scene path (`actions[3].`): the
  // control is keyed by its full path, as a group's children share their keys.
  function makeControl(p, group, base) {
    if (p.kind === "list") return makeList(p, base);
    if (p.kind === "value") p = valueParam(p, base);
    // A user animation's number whose default is computed (a spring's settlingDuration).
    else if (base && p.kind === "number" && !/^-?\d/.test(p.defaultText)) p = { ...p, optional: true, placeholder: "auto" };
    let input, extra, write, after, focusables = [];
    const key = base ? base + p.key : p.name;
    const id = "c-" + key.replace(/[^A-Za-z0-9_-]/g, "_");
    const control = { param: p, key, path: base ? key : pathFor(p, group) };
    if (p.kind === "number" || p.kind === "integer") {
      const lo = p.softMin ?? p.min, hi = p.softMax ?? p.max, step = baseStep(p);
      input = el("input", { type: "range", id, name: p.name, "data-path": base ? key : null, min: lo, max: hi, step, "aria-label": labelFor(p) + (p.symbol ? ` (${p.symbol})` : "") });
      extra = el("input", { type: "number", min: p.min, max: p.max, step: p.kind === "integer" ? 1 : "any", inputmode: "decimal",
                            "data-number-for": base ? key : p.name, "aria-label": `${labelFor(p)} value${p.symbol ? " in " + p.symbol : ""}`,
                            placeholder: p.optional ? p.placeholder || "layer" : contextualDefault(p) ? "auto" : String(defaultNumber(p)) });
      const widen = (v) => {
        if (v < Number(input.min)) input.min = v;
        if (v > Number(input.max)) input.max = v;
      };
      input.addEventListener("input", (e) => { extra.value = tidy(input.value, step); change(control, extra.value, e); });
      extra.addEventListener("input", (e) => {
        if (extra.value === "") { change(control, null, e); return; }
        const v = Number(extra.value);
        if (Number.isFinite(v)) { widen(v); input.value = v; }
        change(control, extra.value, e);
      });
      // ↑/↓ step from the value shown; Shift ×10, Alt ÷10.
      extra.addEventListener("keydown", (e) => {
        if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
        e.preventDefault();
        const s = step * (e.shiftKey ? 10 : e.altKey ? 0.1 : 1);
        const from = extra.value === "" ? (contextualDefault(p) ? lo : defaultNumber(p)) : Number(extra.value);
        let v = from + (e.key === "ArrowUp" ? s : -s);
        v = Math.min(p.max, Math.max(p.min, Math.round(v / s) * s));
        extra.value = p.kind === "integer" ? String(Math.round(v)) : tidy(v, s);
        widen(Number(extra.value)); input.value = extra.value;
        change(control, extra.value, e);
      });
      input.addEventListener("keydown", (e) => {
        if (!e.shiftKey && !e.altKey) return;
        if (!["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"].includes(e.key)) return;
        e.preventDefault();
        const s = step * (e.shiftKey ? 10 : 0.1), dir = e.key === "ArrowUp" || e.key === "ArrowRight" ? 1 : -1;
        const v = Math.min(p.max, Math.max(p.min, Number(input.value) + dir * s));
        extra.value = tidy(v, s); widen(v); input.value = v; change(control, extra.value, e);
      });
      write = (text) => {
        if (text === null) {
          extra.value = contextualDefault(p) ? "" : String(defaultNumber(p));
          input.value = contextualDefault(p) ? lo : defaultNumber(p);
          return;
        }
        const v = Number(text);
        if (Number.isFinite(v)) { widen(v); input.value = v; }
        extra.value = text;
      };
      focusables = [input, extra];
    } else if (p.kind === "toggle") {
      const box = el("input", { type: "checkbox", id, name: p.name, "data-path": base ? key : null });
      box.addEventListener("change", (e) => change(control, box.checked ? "true" : (isScene() ? "false" : null), e));
      write = (text) => { box.checked = text === "true"; };
      input = el("div", { class: "pair" }, box);
      focusables = [box];
    } else if (p.kind === "choice" || p.name === "icon") {
      const choices = p.name === "icon" ? state.schema.icons : p.choices;
      const select = el("select", { id, name: p.name, "data-path": base ? key : null });
      if (p.name === "icon" || !choices.includes(p.defaultText)) select.append(el("option", { value: "", text: `default (${p.defaultText})` }));
      for (const c of choices) select.append(el("option", { value: c, text: c === p.defaultText ? `${c} (default)` : c }));
      select.addEventListener("change", (e) => {
        const v = select.value;
        change(control, v === "" || (!isScene() && v === p.defaultText) ? null : v, e);
      });
      write = (text) => { select.value = text ?? (choices.includes(p.defaultText) ? p.defaultText : ""); };
      input = select;
      focusables = [select];
    } else if (p.kind === "curve") {
      const curves = state.schema.curves;
      const select = el("select", { id, name: p.name, "data-path": base ? key : null });
      for (const c of curves) select.append(el("option", { value: c.name, text: c.name === p.defaultText ? `${c.name} (default)` : c.name }));
      const custom = el("option", { value: "custom", text: "custom…" });
      select.append(custom);
      const editor = bezierEditor(p, (text) => { custom.value = text; custom.textContent = text; select.value = text; change(control, text, null); });
      select.addEventListener("change", (e) => {
        let text = select.value;
        if (text === "custom" || text.startsWith("cubic")) {
          const b = editor.points(); text = `cubic-bezier(${b.map(fmt).join(",")})`; custom.value = text; custom.textContent = text; select.value = text;
        }
        editor.show(text); change(control, !isScene() && text === p.defaultText ? null : text, e);
      });
      write = (text) => {
        const t = text ?? p.defaultText;
        if (curves.some((c) => c.name === t)) { select.value = t; } else { custom.value = t; custom.textContent = t; select.value = t; }
        editor.show(t);
      };
      input = select;
      after = editor.node;
      focusables = [select];
    } else if (p.kind === "color") {
      const text = el("input", { type: "text", id, name: p.name, "data-path": base ? key : null, placeholder: p.optional ? "layer" : p.defaultText.split(/[;,]/)[0], spellcheck: "false", autocomplete: "off" });
      const swatch = el("input", { type: "color", "aria-label": labelFor(p) + " swatch" });
      const resolve = (t) => {
        if (!t) return p.defaultColor;
        const named = Object.entries(state.schema.colors).find(([k]) => k.toLowerCase() === t.trim().toLowerCase());
        if (named) return named[1];
        const m = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(t.trim());
        if (!m) return null;
        const h = m[1].length === 3 ? m[1].split("").map((c) => c + c).join("") : m[1];
        return "#" + h.toUpperCase();
      };
      // An unset value (the layer's own colour) shows a faded swatch, not a black one.
      const paint = (t) => { const hex = resolve(t); if (hex) swatch.value = hex.slice(0, 7).toLowerCase(); swatch.classList.toggle("unset", !hex); };
      swatch.addEventListener("input", (e) => { text.value = swatch.value.toUpperCase(); change(control, text.value, e); });
      text.addEventListener("input", (e) => { paint(text.value); change(control, text.value || null, e); });
      write = (t) => { text.value = t ?? ""; paint(t); };
      input = el("div", { class: "pair" }, swatch, text);
      focusables = [text, swatch];
    } else {
      const text = el("input", { type: "text", id, name: p.name, placeholder: p.defaultText, spellcheck: "false", autocomplete: "off" });
      let counter = null;
      if (p.maxLength && p.maxLength <= 1000) {
        // Counted as typed, never cut: past the limit the field says so and the server refuses it.
        counter = el("span", { class: "count mono", "aria-live": "polite" });
        text.setAttribute("aria-describedby", "n-" + p.name); counter.id = "n-" + p.name;
      }
      const count = () => {
        if (!counter) return;
        const n = [...text.value].length;
        counter.textContent = `${n}/${p.maxLength}`;
        counter.classList.toggle("over", n > p.maxLength);
      };
      text.addEventListener("input", (e) => { count(); change(control, text.value === "" ? null : text.value, e); });
      write = (t) => { text.value = t ?? ""; count(); };
      input = counter ? el("div", { class: "pair" }, text, counter) : text;
      focusables = [text];
    }
    const r = row(p, input, extra, id, base ? key : null);
    r.reset.addEventListener("click", (e) => { change(control, null, e, true); });
    Object.assign(control, {
      node: r.row, after, focusables,
      set(text) { write(text); this.mark(); },
      mark() { const on = isChanged(this); r.label.classList.toggle("changed", on); r.reset.classList.toggle("on", on); },
      invalid(message) {
        for (const f of focusables) { if (message) f.setAttribute("aria-invalid", "true"); else f.removeAttribute("aria-invalid"); }
        r.message.hidden = !message; r.message.textContent = message || "";
      },
    });
    state.controls.set(key, control);
    control.set(effective(control));
    return control;
  }

  // A list's items as `ParameterText.listItems` reads them: split at commas outside
  // parentheses (a cubic-bezier's commas are its own), each trimmed; empty text is none.
  function listItems(text) {
    if (text === null || text.trim() === "") return [];
    const out = []; let current = "", depth = 0;
    for (const ch of text.trim()) {
      if (ch === "(") depth++; else if (ch === ")") depth = Math.max(0, depth - 1);
      if (ch === "," && depth === 0) { out.push(current.trim()); current = ""; } else current += ch;
    }
    out.push(current.trim());
    return out;
  }

  // A list parameter (`values`, `keyTimes`, `timingFunctions`): one row per item with its
  // own editor — a slider and a number field for numbers (a value's span and unit from the
  // key path), a swatch for colours, a curve menu for timing functions — a × to remove it,
  // and "+ Add" for one more (a copy of the last). Any change sends the whole list.
  function makeList(p, base) {
    const key = base + p.key, id = "c-" + key.replace(/[^A-Za-z0-9_-]/g, "_");
    const element = p.element.kind === "value" ? valueParam({ ...p.element, key: p.key, name: p.name, help: p.help, defaultText: "" }, base)
      : { ...p.element, name: p.name, help: p.help, defaultText: "" };
    const symbol = element.symbol || "";
    const noun = labelFor(p).toLowerCase().replace(/s$/, "");
    const control = { param: p, key, path: key, focusables: [] };
    let items = [];
    const label = el("label", { class: "name", for: id, title: `${p.help}\n${key} (default: ${p.defaultText})`, text: labelFor(p) });
    const summary = el("span", { class: "list-summary muted" });
    const reset = el("button", { type: "button", class: "reset", title: "Back to the file's list", "aria-label": `Reset ${key}`, text: "↺" });
    const head = el("div", { class: "row wide" }, label, summary, el("span", { class: "unit", text: symbol }), reset);
    const list = el("ol", { class: "list-items", id, "data-path": key, "aria-label": `${labelFor(p)}: ${p.help}` });
    const add = el("button", { type: "button", class: "list-add", "data-list-add": key, text: `+ Add ${noun}` });
    const message = el("p", { class: "field-error", id: "e" + id.slice(1), hidden: true });
    // The declaration's help under the label: how the list goes with the others (one key
    // time per value, one timing function per segment).
    // A list of values says what its key path holds instead of both kinds' help.
    const note = el("p", { class: "list-note muted", text: p.element.kind === "value"
      ? `Each a value of ${element.keyPath}${element.kind === "color" ? ": a colour" : symbol ? ` in ${symbol}` : ""}.`
      : p.help.replace(/^[A-Za-z]+\.[A-Za-z]+: /, "") });
    const emit = (e, also) => change(control, items.join(","), e, false, also);
    // The lists that count with this one (`follows` in the schema), when they already agree
    // with it: an item added or removed here is added or removed there in the same step.
    const followers = (n) => [...state.controls.values()].filter((c) => c.path.startsWith(base) && c.param.follows?.key === p.key &&
      c.items().length === (c.param.follows.perSegment ? n - 1 : n) && c.items().length > 0);

    function entry(i) {
      const n = i + 1, put = (text, e) => { items[i] = text; emit(e); };
      let editor;
      if (element.kind === "number") {
        const lo = element.softMin ?? element.min, hi = element.softMax ?? element.max, step = baseStep({ ...element, softMin: lo, softMax: hi });
        const range = el("input", { type: "range", min: Math.min(lo, Number(items[i]) || lo), max: Math.max(hi, Number(items[i]) || hi), step,
                                    "aria-label": `${noun} ${n}${symbol ? ` (${symbol})` : ""}` });
        const number = el("input", { type: "number", min: element.min, max: element.max, step: "any", inputmode: "decimal",
                                     "data-item": String(i), "aria-label": `${noun} ${n} value` });
        range.value = items[i]; number.value = items[i];
        range.addEventListener("input", (e) => { number.value = tidy(range.value, step); put(number.value, e); });
        number.addEventListener("input", (e) => {
          const v = Number(number.value);
          if (number.value !== "" && Number.isFinite(v)) {
            if (v < Number(range.min)) range.min = v;
            if (v > Number(range.max)) range.max = v;
            range.value = v;
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
        const custom = el("option", { value: "cubic", text: "cubic-bezier…" });
        select.append(custom);
        const text = el("input", { type: "text", spellcheck: "false", autocomplete: "off", "aria-label": `${noun} ${n} cubic-bezier` });
        const isPreset = state.schema.curves.some((c) => c.name === items[i]);
        select.value = isPreset ? items[i] : "cubic"; text.value = isPreset ? "" : items[i]; text.hidden = isPreset;
        select.addEventListener("change", (e) => {
          if (select.value === "cubic") {
            const pts = state.schema.curves.find((c) => c.name === items[i])?.points || state.schema.curves[0].points;
            text.value = `cubic-bezier(${pts.map(fmt).join(",")})`; text.hidden = false; put(text.value, e); text.focus();
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
        const n = items.length;
        // A follower keeps its first and last item (a key time's 0 and 1): removing the
        // first value drops the second key time, the last value the one before the last.
        const also = followers(n).map((c) => {
          const list = c.items(), perSegment = c.param.follows.perSegment;
          if (n <= 2) return [c, ""];
          const j = perSegment ? Math.min(i, list.length - 1) : i === 0 ? 1 : i === n - 1 ? n - 2 : i;
          list.splice(j, 1);
          return [c, list.join(",")];
        });
        items.splice(i, 1); render(); emit(e, also);
        (list.querySelectorAll(".list-remove")[Math.min(i, items.length - 1)] || add).focus();
      });
      const li = el("li", { class: element.kind === "number" ? "list-item numeric" : "list-item" }, el("span", { class: "idx mono", text: String(n) }), ...editor, remove);
      return li;
    }
    function render() {
      list.replaceChildren(...items.map((_, i) => entry(i)));
      // Empty: what Core Animation does without it ("evenly spread", "linear segments").
      summary.textContent = items.length ? `${items.length} ${items.length === 1 ? noun : labelFor(p).toLowerCase()}`
        : /^none\b/.test(p.defaultText) ? p.defaultText : `none · ${p.defaultText}`;
      list.hidden = !items.length;
      add.disabled = items.length >= p.maxLength;
      control.focusables = [...list.querySelectorAll("input,select,button")];
    }
    add.addEventListener("click", (e) => {
      const fallback = element.kind === "curve" ? state.schema.curves[0].name : element.kind === "color" ? "#000000" : String(element.min ?? 0);
      // The new keyframe goes last: a follower per item makes room for it halfway between
      // its last two (a key time of 0.9 between 0.8 and 1), one per segment repeats its last.
      const also = followers(items.length).map((c) => {
        const list = c.items();
        if (c.param.follows.perSegment) list.push(list[list.length - 1]);
        else if (list.length === 1) list.push("1");
        else {
          const a = Number(list[list.length - 2]), b = Number(list[list.length - 1]);
          list.splice(list.length - 1, 0, tidy((a + b) / 2, 0.001));
        }
        return [c, list.join(",")];
      });
      items.push(items.length ? items[items.length - 1] : String(element.softMin ?? fallback));
      render(); emit(e, also);
      const inputs = list.lastElementChild?.querySelectorAll("input[type=number],select,input[type=text]");
      inputs?.[0]?.focus();
    });
    reset.addEventListener("click", (e) => change(control, null, e, true));
    Object.assign(control, {
      items: () => items.slice(),
      node: el("div", { class: "field list-field" }, head, note, list, add, message),
      set(text) { items = listItems(text); render(); this.mark(); },
      mark() { const on = isChanged(this); label.classList.toggle("changed", on); reset.classList.toggle("on", on); },
      invalid(text) {
        if (text) list.setAttribute("aria-invalid", "true"); else list.removeAttribute("aria-invalid");
        message.hidden = !text; message.textContent = text || "";
      },
    });
    state.controls.set(key, control);
    control.set(effective(control));
    return control;
  }

  function fmt(v) { return String(Number(v.toFixed(3))); }

  // The cubic-bezier editor: two handles on a unit square, as CSS and Core Animation draw
  // control points. Mouse: drag a handle. Keyboard: focus it, arrows move the active handle
  // (Shift ×10), Space or Enter switches handles.
  function bezierEditor(p, onChange) {
    const size = 132, pad = 22;
    const canvas = el("canvas", { width: size * 2, height: size * 2, tabindex: "0", role: "slider",
                                  "aria-label": `${labelFor(p)} curve editor: arrows move a handle, Space switches handles` });
    // Sized through the CSSOM: the page's content security policy refuses style attributes.
    canvas.style.width = `${size}px`; canvas.style.height = `${size}px`;
    const readout = el("div", { class: "mono readout" });
    const node = el("div", { class: "bezier" }, canvas, readout);
    const preset = (name) => state.schema.curves.find((c) => c.name === name)?.points;
    let pts = (preset("easeInEaseOut") || [0.42, 0, 0.58, 1]).slice();
    let drag = -1, active = 0;
    const toPx = (x, y) => [pad + x * (size - 2 * pad), size - pad - y * (size - 2 * pad)];
    const fromPx = (px, py) => [Math.min(1, Math.max(0, (px - pad) / (size - 2 * pad))), Math.min(1.5, Math.max(-0.5, (size - pad - py) / (size - 2 * pad)))];
    function draw() {
      const c = canvas.getContext("2d"), css = getComputedStyle(document.documentElement);
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
    const emit = () => onChange(`cubic-bezier(${pts.map(fmt).join(",")})`);
    const pos = (e) => { const r = canvas.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; };
    canvas.addEventListener("pointerdown", (e) => {
      const [px, py] = pos(e);
      const d = [0, 1].map((i) => Math.hypot(...toPx(pts[2 * i], pts[2 * i + 1]).map((v, j) => v - [px, py][j])));
      drag = active = d[0] <= d[1] ? 0 : 1; canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener("pointermove", (e) => {
      if (drag < 0) return;
      const [x, y] = fromPx(...pos(e)); pts[2 * drag] = x; pts[2 * drag + 1] = y; draw(); emit();
    });
    canvas.addEventListener("pointerup", () => { drag = -1; });
    canvas.addEventListener("focus", draw);
    canvas.addEventListener("blur", draw);
    canvas.addEventListener("keydown", (e) => {
      const s = e.shiftKey ? 0.1 : 0.01;
      const moves = { ArrowLeft: [-s, 0], ArrowRight: [s, 0], ArrowUp: [0, s], ArrowDown: [0, -s] };
      if (e.key === " " || e.key === "Enter") { e.preventDefault(); active = 1 - active; draw(); return; }
      const m = moves[e.key];
      if (!m) return;
      e.preventDefault();
      pts[2 * active] = Math.min(1, Math.max(0, pts[2 * active] + m[0]));
      pts[2 * active + 1] = Math.min(1.5, Math.max(-0.5, pts[2 * active + 1] + m[1]));
      draw(); emit();
    });
    return {
      node,
      points: () => pts.slice(),
      show(text) {
        const named = preset(text);
        if (named) pts = named.slice();
        else { const m = /cubic-bezier\(([^)]*)\)/.exec(text); if (m) { const v = m[1].split(",").map(Number); if (v.length === 4 && v.every(isFinite)) pts = v; } }
        draw();
      },
    };
  }

  // The animation's parameters, the angle in degrees in place of radians.
  function animationParameters(animation) {
    const list = animation.parameters;
    return list.flatMap((p) => {
      if (p.aliasOf) return [];
      const alias = list.find((q) => q.aliasOf === p.name);
      return [alias || p];
    });
  }

  function buildControls() {
    const { animation, groups, layer, action } = params();
    const host = $("groups");
    host.replaceChildren();
    state.controls.clear();
    const section = (title, list, group, disabled, base, note) => {
      if (!list.length) return;
      const heading = el("h3", { text: title });
      if (note) heading.append(" ", el("code", { text: note }));
      const g = el("div", { class: (disabled ? "group disabled" : "group") + (base && base.includes("].animations[") ? " child" : "") }, heading);
      for (const p of list) {
        const c = makeControl(p, group, base);
        if (disabled) c.node.querySelectorAll("input,select,button").forEach((i) => { i.disabled = true; });
        g.append(c.node);
        if (c.after) g.append(c.after);
      }
      host.append(g);
    };
    if (layer) {
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
    const badgeGroup = groups.find((g) => g.name === "badge"), badge = badgeGroup.parameters;
    const placed = new Set();
    for (const { title, parameters: names } of state.schema.sections) {
      const list = names.map((n) => badge.find((p) => p.name === n)).filter(Boolean);
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
    $("summary").textContent = animation.summary;
  }

  function refreshControls() {
    // A user animation's value fields follow its key path, which an undo may change.
    if (params().layer) { buildControls(); return; }
    for (const c of state.controls.values()) { c.set(effective(c)); c.invalid(null); }
  }

  // MARK: changes, history, the address

  function snapshot() { return { values: [...state.values], edits: [...state.edits] }; }
  function restore(s) { state.values = new Map(s.values); state.edits = new Map(s.edits); }

  // Every change is one undo step, except keystrokes in the same field a moment apart.
  function remember(key) {
    const h = state.history, now = performance.now();
    if (key && key === h.lastKey && now - h.lastAt < 800) { h.lastAt = now; return; }
    h.past.push(snapshot()); if (h.past.length > 500) h.past.shift();
    h.future = []; h.lastKey = key; h.lastAt = now;
    historyButtons();
  }
  function historyButtons() { $("undo").disabled = !state.history.past.length; $("redo").disabled = !state.history.future.length; }
  function undo(redo) {
    const h = state.history, from = redo ? h.future : h.past, to = redo ? h.past : h.future;
    if (!from.length) return;
    to.push(snapshot()); restore(from.pop()); h.lastKey = null;
    historyButtons(); refreshControls(); changed(performance.now());
  }

  // `also`: [control, text] pairs changed in the same step (one undo), as a list that
  // follows another (keyTimes with values) gains and loses its items with it.
  function change(c, text, event, isReset, also = []) {
    const p = c.param;
    remember(isReset ? null : c.key);
    for (const [other, otherText] of [[c, text], ...also]) assign(other, otherText, isReset);
    for (const [other] of also) other.set(effective(other));
    if (p.key === "keyPath" && c.key !== p.name) {
      // A new key path changes what the values are (a number in its unit, or a colour):
      // the fields are made again for it, the focus kept on the key path.
      buildControls();
      state.controls.get(c.key)?.focusables[0]?.focus();
    } else if (isReset) c.set(effective(c)); else c.mark();
    changed(event && event.timeStamp ? event.timeStamp : performance.now());
  }

  function assign(c, text, isReset) {
    const p = c.param;
    if (isScene()) {
      const stored = toStored(p, text);
      const fileText = state.file.get(c.path) ?? null;
      // Back at the file's value (or reset): no edit. An empty list is the file's absent one.
      const same = stored === fileText || (stored === null && fileText === null) || (p.kind === "toggle" && stored === "false" && fileText === null) ||
        (p.kind === "list" && stored === "" && fileText === null);
      if (isReset || same) state.edits.delete(c.path);
      else state.edits.set(c.path, stored ?? (p.kind === "toggle" ? "false" : ""));
    } else if (text === null) state.values.delete(p.name); else state.values.set(p.name, text);
  }

  function changed(at) {
    state.changeAt = at;
    $("export-status").textContent = "";
    unsavedMarks();
    writeAddress();
    requestPreview();
  }

  function unsavedMarks() {
    const unsaved = isScene() && state.edits.size > 0;
    $("unsaved").hidden = !unsaved; $("command-unsaved").hidden = !unsaved;
    $("save-scene").classList.toggle("primary", unsaved);
  }

  // The page's state in its address (#…): a reload shows the same, a link shares it.
  function writeAddress() {
    const q = new URLSearchParams();
    q.set("a", state.animation);
    if (state.format !== "gif") q.set("f", state.format);
    if (isScene()) for (const [k, v] of state.edits) q.append("s", `${k}=${v}`);
    else for (const [k, v] of state.values) q.append("v", `${k}=${v}`);
    history.replaceState(null, "", "#" + q.toString());
  }
  function readAddress() {
    const q = new URLSearchParams(location.hash.slice(1));
    const pairs = (key) => q.getAll(key).map((s) => [s.slice(0, s.indexOf("=")), s.slice(s.indexOf("=") + 1)]).filter(([k]) => k);
    return { animation: q.get("a"), format: q.get("f"), values: pairs("v"), edits: pairs("s") };
  }

  function requestBody(extra = {}) {
    if (isScene()) return JSON.stringify({ animation: state.animation, args: [], sets: [...state.edits], format: state.format, ...extra });
    const names = new Set(state.controls.keys());
    const args = [...state.values].filter(([n]) => names.has(n));
    return JSON.stringify({ animation: state.animation, args, format: state.format, ...extra });
  }

  // A refusal names its field (`--pop-out-ratio 99: …` or `scene.yaml:9: actions[1].angle: …`):
  // shown there too, the field marked invalid.
  function markField(message) {
    for (const c of state.controls.values()) c.invalid(null);
    if (!message) return;
    const flag = /(?:^|\s)--([a-z0-9-]+)/.exec(message);
    const path = /:\s([A-Za-z][\w.]*(?:\[\d+\][\w.]*)*):\s/.exec(message);
    for (const c of state.controls.values()) {
      if ((flag && (c.param.name === flag[1] || c.param.aliasOf === flag[1])) || (path && isScene() && c.path === path[1])) {
        c.invalid(message); return;
      }
    }
  }
  // This page's name and its previews' numbers: each request goes on a connection of its own
  // and the server may read them out of order; the numbers tell it which is the newest.
  // (getRandomValues, not randomUUID: the latter is missing when the studio is reached over
  // plain http from another machine, --host 0.0.0.0.)
  const previewPage = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, "0")).join("");
  let previewSeq = 0;

  // One preview in flight: a newer change aborts it, and the server stops drawing it.
  async function requestPreview() {
    if (state.inflight) state.inflight.abort();
    const abort = new AbortController();
    state.inflight = abort;
    const changeAt = state.changeAt;
    const from = state.current ? frameAt(state.current.meta, state.time) : 0;
    // Which preview the page wants on screen, and (in `draw`) which one is: a script that
    // waits for "the picture changed" waits for the newest, not for one on the way to it.
    const seq = ++previewSeq;
    $("preview").dataset.wanted = String(seq);
    let response;
    try {
      response = await fetch("/api/preview", { method: "POST", headers: { "Content-Type": "application/json" }, body: requestBody({ from, page: previewPage, seq }), signal: abort.signal });
    } catch (e) { return; }
    if (!response.ok) {
      const body = await response.json().catch(() => ({ error: response.statusText }));
      showError(body.error);
      return;
    }
    showError(null);
    const reader = response.body.getReader();
    const stream = byteReader(reader);
    try {
      const length = new DataView((await stream.read(4)).buffer).getUint32(0, true);
      const meta = JSON.parse(new TextDecoder().decode(await stream.read(length)));
      const set = { meta, images: new Array(meta.frames).fill(null), firstDrawn: false, changeAt, headerAt: performance.now(), seq };
      adopt(set);
      const size = meta.width * meta.height * 4;
      for (let n = 0; n < meta.order.length; n++) {
        const head = await stream.read(4);
        if (!head) break;
        const index = new DataView(head.buffer).getUint32(0, true);
        const pixels = await stream.read(size);
        if (!pixels) break;
        set.images[index] = toImageData(pixels, meta.width, meta.height);
        if (state.current === set) frameArrived(set, index);
      }
    } catch (e) {
      if (e.name !== "AbortError") showError(String(e));
    } finally {
      if (state.inflight === abort) state.inflight = null;
    }
  }

  // Reads exact byte counts from a stream of chunks.
  function byteReader(reader) {
    let chunk = new Uint8Array(0), offset = 0;
    return {
      async read(n) {
        const out = new Uint8Array(n);
        let filled = 0;
        while (filled < n) {
          if (offset >= chunk.length) {
            const { value, done } = await reader.read();
            if (done) return null;
            chunk = value; offset = 0;
          }
          const take = Math.min(n - filled, chunk.length - offset);
          out.set(chunk.subarray(offset, offset + take), filled);
          filled += take; offset += take;
        }
        return out;
      },
    };
  }

  // Cairo's premultiplied BGRA → canvas RGBA.
  function toImageData(bytes, w, h) {
    const image = new ImageData(w, h), out = image.data;
    for (let i = 0; i < bytes.length; i += 4) {
      const a = bytes[i + 3];
      if (a === 255) { out[i] = bytes[i + 2]; out[i + 1] = bytes[i + 1]; out[i + 2] = bytes[i]; out[i + 3] = 255; }
      else if (a !== 0) {
        const k = 255 / a;
        out[i] = Math.min(255, bytes[i + 2] * k + 0.5); out[i + 1] = Math.min(255, bytes[i + 1] * k + 0.5);
        out[i + 2] = Math.min(255, bytes[i] * k + 0.5); out[i + 3] = a;
      }
    }
    return image;
  }


  // A new frame set takes over: command line, scene file, plot and scrubber follow it at once.
  function adopt(set) {
    const meta = set.meta;
    state.current = set;
    $("command").textContent = meta.command;
    $("yaml").textContent = meta.yaml;
    const w = $("warning");
    w.hidden = !meta.warnings.length; w.textContent = meta.warnings.join("\n");
    // The frame rate the preview runs at, where the page set none (MP4's 60, GIF's 50).
    const fps = state.controls.get("fps");
    if (fps && !isChanged(fps) && effective(fps) === null) fps.set(String(meta.fps));
    const canvas = $("preview");
    if (canvas.width !== meta.width || canvas.height !== meta.height) { canvas.width = meta.width; canvas.height = meta.height; }
    sizeCanvas(canvas, meta);
    $("size-note").textContent = `${meta.width}×${meta.height} px · ${meta.fps} fps · ${meta.frames} frames` +
      (meta.previewScale < 1 ? ` · preview at ${Math.round(meta.previewScale * 100)}%` : "");
    const scrub = $("scrub"); scrub.max = String(meta.frames - 1);
    state.time = Math.min(state.time, meta.duration);
    state.shown = -1;
    drawPlot();
  }

  // Whole device pixels per canvas pixel, so the frame shows exactly as the export holds it;
  // "fit" enlarges a small canvas (the 24-point bell) up to about 360 points, never wider
  // than the stage.
  function sizeCanvas(canvas, meta) {
    const dpr = window.devicePixelRatio || 1, side = Math.max(meta.width, meta.height);
    const room = Math.max(120, Math.min(360, ($("stage").clientWidth || 360) - 24));
    const zoom = state.zoom === "auto" ? Math.max(1, Math.floor(room * dpr / side)) : Number(state.zoom);
    canvas.style.width = `${meta.width * zoom / dpr}px`;
    canvas.classList.toggle("zoomed", zoom > 1);
  }

  function frameArrived(set, index) {
    const k = frameAt(set.meta, state.time);
    if (set.meta.sources[k] === index || !set.firstDrawn) {
      draw($("preview"), set, k, true);
      if (!set.firstDrawn) {
        set.firstDrawn = true;
        const drawn = performance.now();
        requestAnimationFrame(() => metrics.push({ change: set.changeAt, header: set.headerAt, drawn, frame: performance.now() }));
      }
    }
  }

  function frameAt(meta, t) { return Math.min(meta.frames - 1, Math.max(0, Math.floor(t * meta.fps + 1e-6))); }

  // Draws frame k of `set`, or, while it is still on its way, the newest frame of the set.
  function draw(canvas, set, k, force) {
    let image = set.images[set.meta.sources[k]];
    if (!image && force) image = set.images.find(Boolean);
    if (!image) return false;
    canvas.getContext("2d").putImageData(image, 0, 0);
    canvas.dataset.drawn = String(set.seq);
    return true;
  }

  // MARK: playback

  // The draw loop never stops: whatever one frame throws (a window sized to nothing), the
  // next frame is still asked for.
  function tick(now) {
    try { step(now); } catch (e) { console.error(e); }
    requestAnimationFrame(tick);
  }

  function step(now) {
    const dt = state.last ? (now - state.last) / 1000 : 0;
    state.last = now;
    const set = state.current;
    if (!set) return;
    const meta = set.meta;
    if (state.playing) {
      state.time += dt * state.speed;
      if (state.time >= meta.duration) {
        if (state.loop) state.time %= meta.duration;
        else { state.time = Math.max(0, (meta.frames - 1) / meta.fps); setPlaying(false); }
      }
    }
    const k = frameAt(meta, state.time);
    if (k !== state.shown && draw($("preview"), set, k, false)) state.shown = k;
    if (state.pinned) {
      const pm = state.pinned.meta;
      draw($("pinned"), state.pinned, frameAt(pm, state.time % pm.duration), false);
    }
    $("scrub").value = String(k);
    $("frame-counter").textContent = `${k + 1} / ${meta.frames}`;
    $("clock").textContent = `${state.time.toFixed(3)} s`;
    drawPlayhead();
  }

  function setPlaying(on) {
    state.playing = on;
    const b = $("play");
    b.textContent = on ? "❚❚" : "▶";
    b.setAttribute("aria-label", on ? "Pause" : "Play");
  }

  function seekFrame(k) {
    if (!state.current) return;
    const meta = state.current.meta;
    setPlaying(false);
    state.time = Math.min(meta.frames - 1, Math.max(0, k)) / meta.fps;
  }
  const stepFrame = (d) => state.current && seekFrame(frameAt(state.current.meta, state.time) + d);
  // MARK: timeline plot

  // The badge's centre as drawn: its frame's, moved by its transform's translation.
  const centre = (b) => [b.x + b.width / 2 + (b.translationX || 0), b.y + b.height / 2 + (b.translationY || 0)];
  const SERIES = [
    ["size", "pt", (f) => f.badge.width, "--plot-1"],
    ["scale", "×", (f) => f.badge.scaleX ?? 1, "--plot-1"],
    ["radius", "pt", (f) => f.badge.cornerRadius, "--plot-2"],
    ["offset", "pt", (f, f0) => { const [x, y] = centre(f.badge), [x0, y0] = centre(f0.badge); return Math.hypot(x - x0, y - y0) * Math.sign(y0 - y || 1); }, "--plot-3"],
    // The badge turns with its host (the bell's shake) and by its own transform (a wiggle).
    ["rotation", "°", (f) => (f.host.rotation + (f.badge.rotation || 0)) * 180 / Math.PI, "--plot-4"],
    ["alpha", "", (f) => f.badge.opacity, "--plot-5"],
  ];
  const plotBase = document.createElement("canvas");

  function drawPlot() {
    const set = state.current; if (!set) return;
    const canvas = $("plot"), dpr = window.devicePixelRatio || 1;
    const w = canvas.clientWidth, h = 190;
    // A plot with no room (the window near zero width) is skipped, not thrown over.
    if (w < 140) { plotGeometry = null; return; }
    canvas.width = w * dpr; canvas.height = h * dpr; plotBase.width = canvas.width; plotBase.height = canvas.height;
    const c = plotBase.getContext("2d"); c.setTransform(dpr, 0, 0, dpr, 0, 0);
    const css = getComputedStyle(document.documentElement), col = (v) => css.getPropertyValue(v).trim();
    const frames = set.meta.timeline.frames, f0 = frames[0], left = 92, right = 12, lane = (h - 22) / SERIES.length;
    const x = (t) => left + (w - left - right) * t / set.meta.duration;
    c.clearRect(0, 0, w, h);
    c.font = "11px Inter, system-ui, sans-serif"; c.textBaseline = "middle";
    SERIES.forEach(([name, unit, value, color], i) => {
      const top = i * lane + 4, bottom = top + lane - 8;
      const vs = frames.map((f) => value(f, f0));
      let lo = Math.min(...vs), hi = Math.max(...vs);
      // A ten-thousandth of a point is float noise, not motion.
      const flat = hi - lo < 1e-4;
      if (flat) { lo -= 1; hi += 1; }
      c.fillStyle = col(flat ? "--muted" : "--text"); c.fillText(name, 8, top + (lane - 8) / 2 - 6);
      // One decimal from ten up, so a range of degrees stays inside the label column.
      const short = (v) => Math.abs(v) >= 10 ? String(Number(v.toFixed(1))) : fmt(v);
      c.fillStyle = col("--muted"); c.fillText(flat ? `${short(vs[0])}${unit}` : `${short(lo)}…${short(hi)}${unit}`, 8, top + (lane - 8) / 2 + 7);
      c.strokeStyle = col("--line"); c.lineWidth = 1; c.beginPath(); c.moveTo(left, bottom + 3.5); c.lineTo(w - right, bottom + 3.5); c.stroke();
      c.strokeStyle = col(flat ? "--muted" : color); c.lineWidth = flat ? 1 : 1.75; c.globalAlpha = flat ? 0.6 : 1;
      c.beginPath();
      frames.forEach((f, k) => { const px = x(f.time), py = bottom - (vs[k] - lo) / (hi - lo) * (bottom - top); k ? c.lineTo(px, py) : c.moveTo(px, py); });
      c.stroke(); c.globalAlpha = 1;
    });
    c.setLineDash([3, 3]); c.strokeStyle = col("--muted"); c.lineWidth = 1;
    for (const t of set.meta.keyframes) { const px = Math.round(x(t)) + 0.5; c.beginPath(); c.moveTo(px, 2); c.lineTo(px, h - 20); c.stroke(); }
    c.setLineDash([]); c.fillStyle = col("--muted");
    for (const t of set.meta.keyframes) { c.beginPath(); c.arc(x(t), h - 14, 2.5, 0, 7); c.fill(); }
    c.textAlign = "right"; c.fillText(`${fmt(set.meta.duration)} s`, w - right, h - 6); c.textAlign = "left";
    c.fillText("0 s", left, h - 6);
    plotGeometry = { x, dpr, t: (px) => Math.min(set.meta.duration, Math.max(0, (px - left) / (w - left - right) * set.meta.duration)) };
    drawPlayhead(true);
  }
  let plotGeometry = null, lastPlayhead = -1;

  function drawPlayhead(force) {
    if (!plotGeometry) return;
    const px = Math.round(plotGeometry.x(state.time));
    if (px === lastPlayhead && !force) return;
    lastPlayhead = px;
    const canvas = $("plot"), c = canvas.getContext("2d");
    c.setTransform(1, 0, 0, 1, 0, 0); c.clearRect(0, 0, canvas.width, canvas.height); c.drawImage(plotBase, 0, 0);
    c.setTransform(plotGeometry.dpr, 0, 0, plotGeometry.dpr, 0, 0);
    c.strokeStyle = getComputedStyle(document.documentElement).getPropertyValue("--playhead"); c.lineWidth = 1.5;
    c.beginPath(); c.moveTo(px, 0); c.lineTo(px, 170); c.stroke();
  }

  // MARK: A/B, copy, export, save, scene

  function pin() {
    if (state.pinned) {
      state.pinned = null; $("pane-a").hidden = true; $("b-label").hidden = true; $("pin").textContent = "Pin A/B"; return;
    }
    if (!state.current) return;
    state.pinned = state.current;
    const canvas = $("pinned"), meta = state.pinned.meta;
    canvas.width = meta.width; canvas.height = meta.height; sizeCanvas(canvas, meta);
    // The pinned flags, without the tool, the animation and the output: what A was.
    const flags = meta.command.split(" ").slice(2).join(" ").replace(/ -o \S+$|^-o \S+$/, "");
    $("pinned-note").textContent = flags || "defaults";
    $("pane-a").title = meta.command;
    $("pane-a").hidden = false; $("b-label").hidden = false; $("pin").textContent = "Unpin A";
  }

  async function copy(id, button) {
    const text = $(id).textContent;
    try { await navigator.clipboard.writeText(text); }
    catch { const r = document.createRange(); r.selectNodeContents($(id)); const s = getSelection(); s.removeAllRanges(); s.addRange(r); document.execCommand("copy"); }
    const was = button.textContent; button.textContent = "Copied"; setTimeout(() => { button.textContent = was; }, 1200);
  }

  async function exportFile(format, button) {
    const status = $("export-status");
    document.querySelectorAll("[data-export]").forEach((b) => { b.disabled = true; });
    status.textContent = `Exporting ${button.textContent}…`;
    try {
      const response = await fetch("/api/export", { method: "POST", headers: { "Content-Type": "application/json" }, body: requestBody({ format }) });
      if (!response.ok) { const b = await response.json().catch(() => ({})); throw new Error(b.error || response.statusText); }
      const blob = await response.blob();
      const name = (/filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") || "") || [])[1] || `badge.${format}`;
      const a = el("a", { href: URL.createObjectURL(blob), download: name });
      document.body.append(a); a.click(); a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10000);
      status.textContent = `${name} · ${(blob.size / 1024).toFixed(1)} KB`;
    } catch (e) {
      status.textContent = ""; showError(e.message);
    } finally {
      document.querySelectorAll("[data-export]").forEach((b) => { b.disabled = false; });
    }
  }

  async function post(url) {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: requestBody() });
    const body = await response.json().catch(() => ({ error: response.statusText }));
    if (!response.ok) throw new Error(body.error);
    return body;
  }

  // Save writes only the edited values into the file; afterwards the file is the base.
  async function save() {
    const b = $("save-scene");
    b.disabled = true;
    try {
      await post("/api/save");
      await loadFile();
      state.edits.clear(); state.history = { past: [], future: [], lastKey: null, lastAt: 0 }; historyButtons();
      refreshControls(); changed(performance.now());
      b.textContent = "Saved";
      setTimeout(() => { b.textContent = "Save"; }, 1500);
    } catch (e) { showError(e.message); } finally { b.disabled = false; }
  }

  async function revert() {
    try {
      const edits = state.edits;
      state.edits = new Map();
      await post("/api/revert");
      state.edits = edits;
      remember(null);
      state.edits = new Map();
      await loadFile();
      refreshControls(); changed(performance.now());
    } catch (e) { showError(e.message); }
  }

  // The file's values for the chosen action and the shared sections, by scene path.
  async function loadFile() {
    const response = await fetch(`/api/scene?action=${encodeURIComponent(actionIndex())}`);
    const body = await response.json();
    if (!response.ok) { showError(body.error); return; }
    state.file = new Map(body.values.map(([, text, path]) => [path, text]));
  }

  function showError(message) {
    const e = $("error");
    e.hidden = !message; e.textContent = message ? `badgereel: ${message}` : "";
    markField(message);
  }

  async function chooseAnimation(value) {
    const wasScene = isScene();
    state.animation = value;
    if (isScene()) await loadFile();
    // Leaving a scene: its edits stay in the history, the flag values start fresh.
    else if (wasScene) state.values = new Map();
    buildControls();
    $("scene-tools").hidden = !state.schema.scene || !isScene();
    changed(performance.now());
  }

  function setBackdrop(value) {
    $("stage").dataset.backdrop = value;
    try { localStorage.setItem("badgereel-backdrop", value); } catch {}
  }

  // MARK: start

  function applyTheme(value) {
    if (value === "auto") document.documentElement.removeAttribute("data-theme");
    else document.documentElement.setAttribute("data-theme", value);
    try { localStorage.setItem("badgereel-theme", value); } catch {}
    // Canvases take their colors when drawn: redraw the curve editors and the plot.
    if (state.schema) { buildControls(); }
    drawPlot();
  }

  async function start() {
    const stored = (key) => { try { return localStorage.getItem(key); } catch { return null; } };
    const theme = new URLSearchParams(location.search).get("theme") || stored("badgereel-theme") || "auto";
    $("theme").value = theme; applyTheme(theme);
    const backdrop = stored("badgereel-backdrop") || "checker";
    $("backdrop").value = backdrop; setBackdrop(backdrop);
    for (const s of SPEEDS) $("speed").append(el("option", { value: s, text: `${s}×`, selected: s === 1 }));
    state.schema = await (await fetch("/api/schema")).json();
    const chooser = $("animation");
    for (const g of state.schema.animations) chooser.append(el("option", { value: g.name, text: g.name }));
    if (state.schema.scene) {
      const group = el("optgroup", { label: "Scene actions" });
      for (const a of state.schema.scene.actions) {
        const what = a.keyPath ? ` · ${a.keyPath}` : a.children ? ` · ${a.children.map((c) => c.keyPath).join(" + ")}` : "";
        group.append(el("option", { value: a.id, text: `actions[${a.index}] · ${a.animation}${what}` }));
      }
      chooser.append(group);
      $("scene-path").textContent = state.schema.scene.path; $("scene-path").title = state.schema.scene.path;
      if (state.schema.scene.actions.length) chooser.value = state.schema.scene.actions[0].id;
    }
    const format = $("format");
    for (const f of state.schema.formats) format.append(el("option", { value: f, text: f.toUpperCase() }));
    const exports = $("exports"), status = $("export-status");
    for (const f of state.schema.exports) exports.insertBefore(el("button", { type: "button", "data-export": f.name, text: f.label }), status);

    // The address's state, if any: the same page after a reload, or a shared link.
    const saved = readAddress();
    if (saved.animation && [...chooser.options].some((o) => o.value === saved.animation)) chooser.value = saved.animation;
    if (saved.format && state.schema.formats.includes(saved.format)) { format.value = saved.format; state.format = saved.format; }
    state.values = new Map(saved.values);
    state.edits = new Map(saved.edits);

    format.addEventListener("change", (e) => { state.format = format.value; changed(e.timeStamp); });
    chooser.addEventListener("change", () => chooseAnimation(chooser.value));
    $("theme").addEventListener("change", (e) => applyTheme(e.target.value));
    $("backdrop").addEventListener("change", (e) => setBackdrop(e.target.value));
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
    $("loop").addEventListener("change", (e) => { state.loop = e.target.checked; });
    $("speed").addEventListener("change", (e) => { state.speed = Number(e.target.value); });
    $("scrub").addEventListener("input", (e) => seekFrame(Number(e.target.value)));
    $("plot").addEventListener("click", (e) => {
      if (!plotGeometry || !state.current) return;
      const r = $("plot").getBoundingClientRect();
      state.time = plotGeometry.t(e.clientX - r.left);
      setPlaying(false);
    });
    $("zoom").addEventListener("change", (e) => {
      state.zoom = e.target.value;
      if (state.current) sizeCanvas($("preview"), state.current.meta);
      if (state.pinned) sizeCanvas($("pinned"), state.pinned.meta);
    });
    $("pin").addEventListener("click", pin);
    $("save-scene").addEventListener("click", save);
    $("revert").addEventListener("click", revert);
    document.querySelectorAll("[data-copy]").forEach((b) => b.addEventListener("click", () => copy(b.dataset.copy, b)));
    document.querySelectorAll("[data-export]").forEach((b) => b.addEventListener("click", () => exportFile(b.dataset.export, b)));
    document.addEventListener("keydown", (e) => {
      const typing = ["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName) && !["range", "checkbox"].includes(e.target.type);
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "z" && !typing) {
        e.preventDefault(); undo(e.shiftKey); return;
      }
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "y" && !typing) { e.preventDefault(); undo(true); return; }
      if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.code === "Space" && e.target.tagName !== "BUTTON" && e.target.tagName !== "CANVAS") { e.preventDefault(); setPlaying(!state.playing); }
      else if (e.key === ",") { e.preventDefault(); stepFrame(-1); }
      else if (e.key === ".") { e.preventDefault(); stepFrame(1); }
    });
    window.addEventListener("resize", () => {
      try {
        drawPlot();
        if (state.current) sizeCanvas($("preview"), state.current.meta);
      } catch (e) { console.error(e); }
    });
    await chooseAnimation(chooser.value);
    historyButtons();
    requestAnimationFrame(tick);
  }

  start();
})();
