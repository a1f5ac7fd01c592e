"use strict";
// BadgeReel Studio: controls generated from /api/schema, previews streamed from /api/preview
// (raw frames drawn by the export engine), timeline plot, A/B pin, command line and scene file.
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

  // The curve presets' control points, from the schema (TimingFunction.presets) once it loads.
  const BEZIER = {};

  const state = {
    schema: null, animation: "pop", values: new Map(), format: "gif",
    controls: new Map(),       // name → { param, set(text), reset() }
    current: null,             // { meta, images[], ready }
    pinned: null,              // a frozen copy of `current`
    inflight: null, changeAt: 0,
    playing: true, speed: 1, zoom: "auto", time: 0, last: 0, shown: -1,
  };
  const metrics = window.studioMetrics = [];   // { change, frame } for scripts/bench-studio

  // MARK: schema → controls

  function params() {
    const s = state.schema;
    const kind = state.animation.startsWith("action:")
      ? s.scene.actions.find((a) => a.id === state.animation).animation : state.animation;
    return { kind, animation: s.animations.find((g) => g.name === kind), groups: s.groups };
  }

  function defaultNumber(p) {
    const m = /^-?\d+(\.\d+)?/.exec(p.defaultText.replace(/^pi\/8 = /, ""));
    return m ? Number(m[0]) : (p.min ?? 0);
  }

  // A slider's range: the schema's when it is a human range, else a neighbourhood of the
  // default (the number field still takes the whole range).
  function sliderRange(p) {
    const d = defaultNumber(p);
    if (p.max - p.min <= 20) return [p.min, p.max];
    const hi = p.unit === "seconds" ? Math.max(1, 4 * d) : Math.max(p.kind === "integer" ? 30 : 10, 4 * Math.abs(d));
    const lo = p.min >= 0 ? p.min : -hi;
    return [Math.max(p.min, lo), Math.min(p.max, hi)];
  }

  function row(p, input, extra) {
    const label = el("label", { class: "name", for: "c-" + p.name, title: `${p.help}\n--${p.name} (default: ${p.defaultText})`, text: labelFor(p) });
    const reset = el("button", { type: "button", class: "reset", title: `Reset to ${p.defaultText}`, "aria-label": `Reset ${p.name}`, text: "↺" });
    const r = el("div", { class: extra ? "row" : "row wide" }, label, input);
    if (extra) r.append(extra);
    r.append(reset);
    return { row: r, label, reset };
  }

  function labelFor(p) {
    const words = p.name.replace(/-/g, " ");
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  function makeControl(p) {
    let input, extra, read, write, after;
    const id = "c-" + p.name;
    if (p.kind === "number" || p.kind === "integer") {
      const [lo, hi] = sliderRange(p);
      // A round step (0.001, 0.01, …) about a thousandth of the range, so typed values sit on it.
      const step = p.kind === "integer" ? 1 : 10 ** Math.floor(Math.log10((hi - lo) / 1000));
      input = el("input", { type: "range", id, name: p.name, min: lo, max: hi, step, "aria-label": p.name });
      extra = el("input", { type: "number", min: p.min, max: p.max, step: p.kind === "integer" ? 1 : "any",
                            "data-number-for": p.name, "aria-label": p.name + " value", placeholder: String(defaultNumber(p)) });
      const tidy = (v) => p.kind === "integer" ? String(Math.round(v)) : String(Number(Number(v).toPrecision(4)));
      input.addEventListener("input", (e) => { extra.value = tidy(input.value); change(p, extra.value, e); });
      extra.addEventListener("input", (e) => {
        if (extra.value === "") { change(p, null, e); return; }
        const v = Number(extra.value);
        if (v < Number(input.min)) input.min = v;
        if (v > Number(input.max)) input.max = v;
        input.value = v; change(p, extra.value, e);
      });
      write = (text) => {
        if (text === null) { extra.value = ""; input.value = defaultNumber(p); return; }
        const v = Number(text);
        if (v < Number(input.min)) input.min = v;
        if (v > Number(input.max)) input.max = v;
        input.value = v; extra.value = text;
      };
    } else if (p.kind === "toggle") {
      input = el("input", { type: "checkbox", id, name: p.name });
      input.addEventListener("change", (e) => change(p, input.checked ? "true" : null, e));
      write = (text) => { input.checked = text === "true"; };
      input = el("div", { class: "pair" }, input);
    } else if (p.kind === "choice" || p.name === "icon") {
      const choices = p.name === "icon" ? state.schema.icons : p.choices;
      const select = el("select", { id, name: p.name });
      select.append(el("option", { value: "", text: p.name === "icon" ? `default (${p.defaultText})` : `${p.defaultText} (default)` }));
      for (const c of choices) if (!(p.kind === "choice" && c === p.defaultText)) select.append(el("option", { value: c, text: c }));
      select.addEventListener("change", (e) => change(p, select.value || null, e));
      write = (text) => { select.value = text ?? ""; };
      input = select;
    } else if (p.kind === "curve") {
      const select = el("select", { id, name: p.name });
      for (const c of p.choices) select.append(el("option", { value: c, text: c === p.defaultText ? `${c} (default)` : c }));
      const custom = el("option", { value: "custom", text: "custom…" });
      select.append(custom);
      const editor = bezierEditor((text) => { custom.value = text; select.value = text; change(p, text, null); });
      select.addEventListener("change", (e) => {
        let text = select.value;
        if (text === "custom" || text.startsWith("cubic")) {
          const b = editor.points(); text = `cubic-bezier(${b.map(fmt).join(",")})`; custom.value = text; select.value = text;
        }
        editor.show(text); change(p, text === p.defaultText ? null : text, e);
      });
      write = (text) => {
        const t = text ?? p.defaultText;
        if (BEZIER[t]) { select.value = t; } else { custom.value = t; select.value = t; }
        editor.show(t);
      };
      input = select;
      after = editor.node;
    } else if (p.kind === "color") {
      const text = el("input", { type: "text", id, name: p.name, placeholder: p.defaultText.split(",")[0], spellcheck: "false", autocomplete: "off" });
      const swatch = el("input", { type: "color", "aria-label": p.name + " swatch", tabindex: "-1" });
      swatch.addEventListener("input", (e) => { text.value = swatch.value.toUpperCase(); change(p, text.value, e); });
      text.addEventListener("input", (e) => { if (/^#[0-9a-f]{6}$/i.test(text.value)) swatch.value = text.value; change(p, text.value || null, e); });
      write = (t) => { text.value = t ?? ""; if (t && /^#[0-9a-f]{6}/i.test(t)) swatch.value = t.slice(0, 7); };
      input = el("div", { class: "pair" }, swatch, text);
    } else {
      const text = el("input", { type: "text", id, name: p.name, placeholder: p.defaultText, maxlength: p.maxLength ?? 200,
                                 spellcheck: "false", autocomplete: "off" });
      text.addEventListener("input", (e) => change(p, text.value === "" ? null : text.value, e));
      write = (t) => { text.value = t ?? ""; };
      input = text;
    }
    const r = row(p, input, extra);
    r.reset.addEventListener("click", (e) => { write(null); change(p, null, e); });
    const control = {
      param: p, node: r.row, after,
      set(text) { write(text); this.mark(text); },
      mark(text) { r.label.classList.toggle("changed", text !== null); r.reset.classList.toggle("on", text !== null); },
    };
    state.controls.set(p.name, control);
    control.set(state.values.get(p.name) ?? null);
    return control;
  }

  function fmt(v) { return String(Number(v.toFixed(3))); }

  // The cubic-bezier editor: two handles on a unit square, as CSS and Core Animation draw
  // control points (x in 0…1, y free within −0.5…1.5 here).
  function bezierEditor(onChange) {
    const size = 132, pad = 22;
    const canvas = el("canvas", { width: size * 2, height: size * 2, "aria-label": "Curve editor" });
    // Sized through the CSSOM: the page's content security policy refuses style attributes.
    canvas.style.width = `${size}px`; canvas.style.height = `${size}px`;
    const readout = el("div", { class: "mono" });
    const node = el("div", { class: "bezier" }, canvas, readout);
    let pts = BEZIER.easeInEaseOut.slice();
    let drag = -1;
    const toPx = (x, y) => [pad + x * (size - 2 * pad), size - pad - y * (size - 2 * pad)];
    const fromPx = (px, py) => [Math.min(1, Math.max(0, (px - pad) / (size - 2 * pad))), Math.min(1.5, Math.max(-0.5, (size - pad - py) / (size - 2 * pad)))];
    function draw() {
      const c = canvas.getContext("2d"), css = getComputedStyle(document.documentElement);
      c.setTransform(2, 0, 0, 2, 0, 0); c.clearRect(0, 0, size, size);
      const [x0, y0] = toPx(0, 0), [x3, y3] = toPx(1, 1), [x1, y1] = toPx(pts[0], pts[1]), [x2, y2] = toPx(pts[2], pts[3]);
      c.strokeStyle = css.getPropertyValue("--line"); c.lineWidth = 1; c.strokeRect(x0, y3, x3 - x0, y0 - y3);
      c.strokeStyle = css.getPropertyValue("--muted"); c.beginPath(); c.moveTo(x0, y0); c.lineTo(x1, y1); c.moveTo(x3, y3); c.lineTo(x2, y2); c.stroke();
      c.strokeStyle = css.getPropertyValue("--accent"); c.lineWidth = 2.5; c.beginPath(); c.moveTo(x0, y0); c.bezierCurveTo(x1, y1, x2, y2, x3, y3); c.stroke();
      c.fillStyle = css.getPropertyValue("--accent");
      for (const [x, y] of [[x1, y1], [x2, y2]]) { c.beginPath(); c.arc(x, y, 5, 0, 7); c.fill(); }
      readout.textContent = `x1 ${fmt(pts[0])}\ny1 ${fmt(pts[1])}\nx2 ${fmt(pts[2])}\ny2 ${fmt(pts[3])}`;
      readout.style.whiteSpace = "pre";
    }
    const pos = (e) => { const r = canvas.getBoundingClientRect(); return [e.clientX - r.left, e.clientY - r.top]; };
    canvas.addEventListener("pointerdown", (e) => {
      const [px, py] = pos(e);
      const d = [0, 1].map((i) => Math.hypot(...toPx(pts[2 * i], pts[2 * i + 1]).map((v, j) => v - [px, py][j])));
      drag = d[0] <= d[1] ? 0 : 1; canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener("pointermove", (e) => {
      if (drag < 0) return;
      const [x, y] = fromPx(...pos(e)); pts[2 * drag] = x; pts[2 * drag + 1] = y; draw();
      onChange(`cubic-bezier(${pts.map(fmt).join(",")})`);
    });
    canvas.addEventListener("pointerup", () => { drag = -1; });
    return {
      node,
      points: () => pts.slice(),
      show(text) {
        if (BEZIER[text]) pts = BEZIER[text].slice();
        else { const m = /cubic-bezier\(([^)]*)\)/.exec(text); if (m) { const v = m[1].split(",").map(Number); if (v.length === 4 && v.every(isFinite)) pts = v; } }
        draw();
      },
    };
  }

  function buildControls() {
    const { animation, groups } = params();
    const host = $("groups");
    host.replaceChildren();
    state.controls.clear();
    const section = (title, list, disabled) => {
      if (!list.length) return;
      const g = el("div", { class: disabled ? "group disabled" : "group" }, el("h3", { text: title }));
      for (const p of list) {
        const c = makeControl(p);
        if (disabled) c.node.querySelectorAll("input,select,button").forEach((i) => { i.disabled = true; });
        g.append(c.node);
        if (c.after) g.append(c.after);
      }
      host.append(g);
    };
    section(animation.name, animation.parameters.filter((p) => !p.aliasOf));
    const badge = groups.find((g) => g.name === "badge").parameters;
    const placed = new Set();
    // Where each shared parameter is shown (the schema's sections); one not listed lands in "Badge".
    for (const { title, parameters: names } of state.schema.sections) {
      const list = names.map((n) => badge.find((p) => p.name === n)).filter(Boolean);
      list.forEach((p) => placed.add(p.name));
      section(title, list);
    }
    section("Badge", badge.filter((p) => !placed.has(p.name)));
    const inScene = state.animation.startsWith("action:");
    for (const g of groups) {
      if (g.name === "badge") continue;
      const title = g.name.charAt(0).toUpperCase() + g.name.slice(1);
      if (g.name === "clip" && inScene) {
        section(title, g.parameters.filter((p) => p.name === "fps"));
        section("Clip (the scene's script sets these)", g.parameters.filter((p) => p.name !== "fps"), true);
      } else {
        section(title, g.parameters);
      }
    }
    $("summary").textContent = animation.summary;
  }

  // MARK: changes → preview

  function change(p, text, event) {
    if (text === null) state.values.delete(p.name); else state.values.set(p.name, text);
    state.controls.get(p.name)?.mark(text);
    state.changeAt = event && event.timeStamp ? event.timeStamp : performance.now();
    requestPreview();
  }

  function requestBody(extra = {}) {
    const names = new Set(state.controls.keys());
    const args = [...state.values].filter(([n]) => names.has(n));
    return JSON.stringify({ animation: state.animation, args, format: state.format, ...extra });
  }

  // One preview in flight: a newer change aborts it, and the server stops drawing it.
  async function requestPreview() {
    if (state.inflight) state.inflight.abort();
    const abort = new AbortController();
    state.inflight = abort;
    const changeAt = state.changeAt;
    const from = state.current ? frameAt(state.current.meta, state.time) : 0;
    let response;
    try {
      response = await fetch("/api/preview", { method: "POST", headers: { "Content-Type": "application/json" }, body: requestBody({ from }), signal: abort.signal });
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
      const set = { meta, images: new Array(meta.frames).fill(null), firstDrawn: false, changeAt, headerAt: performance.now() };
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
  // "fit" enlarges a small canvas (the 24-point bell) up to about 360 points.
  function sizeCanvas(canvas, meta) {
    const dpr = window.devicePixelRatio || 1, side = Math.max(meta.width, meta.height);
    const zoom = state.zoom === "auto" ? Math.max(1, Math.floor(360 * dpr / side)) : Number(state.zoom);
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
    return true;
  }

  // MARK: playback

  function tick(now) {
    const dt = state.last ? (now - state.last) / 1000 : 0;
    state.last = now;
    const set = state.current;
    if (set) {
      const meta = set.meta;
      if (state.playing) state.time = (state.time + dt * state.speed) % meta.duration;
      const k = frameAt(meta, state.time);
      if (k !== state.shown && draw($("preview"), set, k, false)) state.shown = k;
      if (state.pinned) {
        const pm = state.pinned.meta;
        draw($("pinned"), state.pinned, frameAt(pm, state.time % pm.duration), false);
      }
      $("scrub").value = String(k);
      $("clock").textContent = `${state.time.toFixed(3)} s`;
      drawPlayhead();
    }
    requestAnimationFrame(tick);
  }

  function setPlaying(on) {
    state.playing = on;
    const b = $("play");
    b.textContent = on ? "❚❚" : "▶";
    b.setAttribute("aria-label", on ? "Pause" : "Play");
  }

  // MARK: timeline plot

  const SERIES = [
    ["size", "pt", (f) => f.badge.width, "--plot-1"],
    ["radius", "pt", (f) => f.badge.cornerRadius, "--plot-2"],
    ["offset", "pt", (f, f0) => Math.hypot(f.badge.x + f.badge.width / 2 - (f0.badge.x + f0.badge.width / 2), f.badge.y + f.badge.height / 2 - (f0.badge.y + f0.badge.height / 2)) * Math.sign((f0.badge.y + f0.badge.height / 2) - (f.badge.y + f.badge.height / 2) || 1), "--plot-3"],
    ["rotation", "°", (f) => f.host.rotation * 180 / Math.PI, "--plot-4"],
    ["alpha", "", (f) => f.badge.opacity, "--plot-5"],
  ];
  const plotBase = document.createElement("canvas");

  function drawPlot() {
    const set = state.current; if (!set) return;
    const canvas = $("plot"), dpr = window.devicePixelRatio || 1;
    const w = canvas.clientWidth, h = 190;
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
      c.fillStyle = col("--muted"); c.fillText(flat ? `${fmt(vs[0])}${unit}` : `${fmt(lo)}…${fmt(hi)}${unit}`, 8, top + (lane - 8) / 2 + 7);
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
    plotGeometry = { x, dpr };
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

  async function save() {
    const b = $("save");
    b.disabled = true;
    try {
      const response = await fetch("/api/save", { method: "POST", headers: { "Content-Type": "application/json" }, body: requestBody() });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error);
      b.textContent = "Saved";
      setTimeout(() => { b.textContent = "Save scene"; }, 1500);
    } catch (e) { showError(e.message); } finally { b.disabled = false; }
  }

  async function loadAction() {
    const index = state.animation.slice("action:".length);
    const response = await fetch(`/api/scene?action=${encodeURIComponent(index)}`);
    const body = await response.json();
    if (!response.ok) { showError(body.error); return; }
    state.values = new Map(body.args.map(([n, v]) => [n, v]));
  }

  function showError(message) {
    const e = $("error");
    e.hidden = !message; e.textContent = message ? `badgereel: ${message}` : "";
  }

  async function chooseAnimation(value) {
    const wasScene = state.animation.startsWith("action:");
    state.animation = value;
    if (value.startsWith("action:")) await loadAction();
    else {
      // Leaving a scene, or switching animations: shared values stay, the old animation's go.
      if (wasScene) state.values = new Map();
    }
    buildControls();
    state.changeAt = performance.now();
    requestPreview();
  }

  // MARK: start

  function applyTheme(value) {
    if (value === "auto") document.documentElement.removeAttribute("data-theme");
    else document.documentElement.setAttribute("data-theme", value);
    try { localStorage.setItem("badgereel-theme", value); } catch {}
    // Canvases take their colors when drawn: redraw the curve editors and the plot.
    if (state.schema) buildControls();
    drawPlot();
  }

  async function start() {
    const stored = (() => { try { return localStorage.getItem("badgereel-theme"); } catch { return null; } })();
    const theme = new URLSearchParams(location.search).get("theme") || stored || "auto";
    $("theme").value = theme; applyTheme(theme);
    state.schema = await (await fetch("/api/schema")).json();
    for (const c of state.schema.curves) BEZIER[c.name] = c.points;
    const chooser = $("animation");
    for (const g of state.schema.animations) chooser.append(el("option", { value: g.name, text: g.name }));
    if (state.schema.scene) {
      const group = el("optgroup", { label: "Scene actions" });
      for (const a of state.schema.scene.actions) group.append(el("option", { value: a.id, text: `actions[${a.index}] · ${a.animation}` }));
      chooser.append(group);
      $("scene-path").textContent = state.schema.scene.path; $("scene-path").hidden = false; $("save").hidden = false;
      if (state.schema.scene.actions.length) chooser.value = state.schema.scene.actions[0].id;
    }
    const format = $("format");
    for (const f of state.schema.formats) format.append(el("option", { value: f, text: f.toUpperCase() }));
    format.addEventListener("change", (e) => { state.format = format.value; state.changeAt = e.timeStamp; requestPreview(); });
    chooser.addEventListener("change", () => chooseAnimation(chooser.value));
    $("theme").addEventListener("change", (e) => applyTheme(e.target.value));
    $("reset-all").addEventListener("click", (e) => {
      for (const name of state.controls.keys()) state.values.delete(name);
      for (const c of state.controls.values()) c.set(null);
      state.changeAt = e.timeStamp; requestPreview();
    });
    $("play").addEventListener("click", () => setPlaying(!state.playing));
    $("slow").addEventListener("change", (e) => { state.speed = e.target.checked ? 0.25 : 1; });
    $("scrub").addEventListener("input", (e) => {
      setPlaying(false);
      if (state.current) state.time = Number(e.target.value) / state.current.meta.fps;
    });
    $("zoom").addEventListener("change", (e) => {
      state.zoom = e.target.value;
      if (state.current) sizeCanvas($("preview"), state.current.meta);
      if (state.pinned) sizeCanvas($("pinned"), state.pinned.meta);
    });
    $("pin").addEventListener("click", pin);
    $("save").addEventListener("click", save);
    document.querySelectorAll("[data-copy]").forEach((b) => b.addEventListener("click", () => copy(b.dataset.copy, b)));
    document.querySelectorAll("[data-export]").forEach((b) => b.addEventListener("click", () => exportFile(b.dataset.export, b)));
    document.addEventListener("keydown", (e) => {
      if (e.code === "Space" && !["INPUT", "SELECT", "TEXTAREA", "BUTTON"].includes(e.target.tagName)) { e.preventDefault(); setPlaying(!state.playing); }
    });
    window.addEventListener("resize", drawPlot);
    await chooseAnimation(chooser.value);
    requestAnimationFrame(tick);
  }

  start();
})();
