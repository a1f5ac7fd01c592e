/// The page's style: light and dark, following the system unless the page's menu says otherwise.
extension StudioPage {
    static let style = #"""
:root {
  --bg: #f4f5f7; --panel: #ffffff; --sunken: #eef0f3; --line: #e1e4e8; --text: #1b1d21; --muted: #6a707a;
  --accent: #2f6fed; --accent-text: #ffffff; --error: #d92d20; --warn: #a15c00; --playhead: #ff3b30;
  --check-a: #ffffff; --check-b: #eceef1; --code: #f7f8fa;
  --plot-1: #2f6fed; --plot-2: #8e44ef; --plot-3: #0f9d76; --plot-4: #e8710a; --plot-5: #d6336c;
  color-scheme: light;
}
:root[data-theme="dark"] {
  --bg: #111214; --panel: #1a1b1e; --sunken: #222428; --line: #2c2f34; --text: #e6e7e9; --muted: #9197a1;
  --accent: #4d8dff; --accent-text: #0b0c0e; --error: #ff6b5e; --warn: #f2b84b; --playhead: #ff5a4f;
  --check-a: #2a2c30; --check-b: #232528; --code: #141518;
  --plot-1: #5c9bff; --plot-2: #b07cff; --plot-3: #3fd0a4; --plot-4: #ffa14a; --plot-5: #ff6b9a;
  color-scheme: dark;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) {
    --bg: #111214; --panel: #1a1b1e; --sunken: #222428; --line: #2c2f34; --text: #e6e7e9; --muted: #9197a1;
    --accent: #4d8dff; --accent-text: #0b0c0e; --error: #ff6b5e; --warn: #f2b84b; --playhead: #ff5a4f;
    --check-a: #2a2c30; --check-b: #232528; --code: #141518;
    --plot-1: #5c9bff; --plot-2: #b07cff; --plot-3: #3fd0a4; --plot-4: #ffa14a; --plot-5: #ff6b9a;
    color-scheme: dark;
  }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html, body { margin: 0; height: 100%; }
body { background: var(--bg); color: var(--text); font: 13px/1.4 Inter, "SF Pro Text", system-ui, sans-serif;
  -webkit-font-smoothing: antialiased; display: flex; flex-direction: column; }
.muted { color: var(--muted); }
.mono, .code, input[type=number] { font-family: "DejaVu Sans Mono", ui-monospace, SFMono-Regular, Menlo, monospace; font-variant-numeric: tabular-nums; }
button, select, input { font: inherit; color: inherit; }
button { white-space: nowrap; background: var(--sunken); border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; cursor: pointer; }
button:hover { border-color: var(--muted); }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
button.primary { background: var(--accent); color: var(--accent-text); border-color: var(--accent); font-weight: 600; }
button.ghost { background: transparent; }
button:disabled { opacity: .5; cursor: default; }
select, input[type=text], input[type=number] { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; min-width: 0; }
input[type=range] { accent-color: var(--accent); width: 100%; margin: 0; }
input[type=checkbox] { accent-color: var(--accent); margin: 0; }

.bar { display: flex; align-items: center; gap: 16px; padding: 0 16px; height: 52px; background: var(--panel);
  border-bottom: 1px solid var(--line); flex: none; }
.brand { font-weight: 650; font-size: 15px; display: flex; align-items: center; gap: 8px; white-space: nowrap; }
.logo { width: 18px; height: 18px; border-radius: 5px; background: var(--accent); position: relative; }
.logo::after { content: ""; position: absolute; right: -4px; top: -4px; width: 10px; height: 10px; border-radius: 50%;
  background: #ff3b30; border: 2px solid var(--panel); }
.chooser { display: flex; align-items: center; gap: 8px; color: var(--muted); }
.chooser select { color: var(--text); font-weight: 600; min-width: 150px; }
.summary { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.spacer { flex: 1; }
.scene-path { font-family: ui-monospace, monospace; max-width: 28ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

.layout { flex: 1; display: grid; grid-template-columns: 400px 1fr; min-height: 0; }
.controls { background: var(--panel); border-right: 1px solid var(--line); overflow-y: auto; overflow-x: hidden; }
.controls-head { position: sticky; top: 0; z-index: 2; background: var(--panel); display: flex; justify-content: space-between;
  align-items: center; padding: 10px 16px; border-bottom: 1px solid var(--line); font-weight: 600; }
.group { border-bottom: 1px solid var(--line); padding: 8px 16px 12px; }
.group h3 { font-size: 11px; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); margin: 6px 0 8px; font-weight: 600; }
.group.disabled { opacity: .45; }
.row { display: grid; grid-template-columns: 118px 1fr 76px 22px; align-items: center; gap: 8px; min-height: 30px; }
.row.wide { grid-template-columns: 118px 1fr 22px; }
.row label.name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row label.name.changed { color: var(--accent); font-weight: 600; }
.row input[type=number] { width: 76px; text-align: right; }
.row .reset { width: 22px; height: 22px; padding: 0; border: none; background: transparent; color: var(--muted); border-radius: 4px; visibility: hidden; }
.row .reset.on { visibility: visible; }
.row .reset:hover { background: var(--sunken); color: var(--text); }
.row .pair { display: flex; gap: 6px; align-items: center; min-width: 0; }
.row .pair > input[type=text], .row .pair > select { flex: 1; width: 100%; }
.row input[type=color] { width: 28px; height: 24px; padding: 0; border: 1px solid var(--line); border-radius: 6px; background: none; flex: none; }
.row .unit { color: var(--muted); font-size: 11px; }
.bezier { margin: 4px 0 8px 126px; display: flex; gap: 10px; align-items: flex-start; }
.bezier canvas { border: 1px solid var(--line); border-radius: 8px; background: var(--sunken); touch-action: none; cursor: crosshair; }
.bezier .mono { font-size: 11px; color: var(--muted); }

.work { overflow-y: auto; padding: 16px; display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.stage-wrap, .card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 12px 14px; }
.stage { display: flex; gap: 16px; justify-content: center; align-items: flex-end; min-height: 200px; padding: 12px;
  border-radius: 8px; background-color: var(--check-a);
  background-image: linear-gradient(45deg, var(--check-b) 25%, transparent 25%, transparent 75%, var(--check-b) 75%),
                    linear-gradient(45deg, var(--check-b) 25%, transparent 25%, transparent 75%, var(--check-b) 75%);
  background-size: 16px 16px; background-position: 0 0, 8px 8px; }
.pane { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; }
.pane canvas.zoomed { image-rendering: pixelated; }
.pane canvas { max-width: 100%; height: auto; border-radius: 4px; box-shadow: 0 0 0 1px var(--line); }
.pane figcaption { font-size: 12px; max-width: 360px; text-align: center; }
#pinned-note { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 11px; }
.transport { display: grid; grid-template-columns: 34px 1fr auto auto auto auto; gap: 12px; align-items: center; margin-top: 10px; }
.icon-button { width: 34px; height: 30px; padding: 0; font-size: 12px; }
#clock { min-width: 8ch; text-align: right; color: var(--muted); }
.check { display: flex; gap: 6px; align-items: center; white-space: nowrap; }
.error { color: var(--error); margin: 10px 0 0; font-weight: 500; }
.warning { color: var(--warn); margin: 10px 0 0; }

.card-head { display: flex; align-items: center; gap: 12px; margin-bottom: 8px; }
.card-head h2 { font-size: 12px; letter-spacing: .05em; text-transform: uppercase; color: var(--muted); margin: 0; font-weight: 600; flex: 1; }
.card-head + .code + .card-head { margin-top: 14px; }
.legend { font-size: 12px; }
.inline { display: flex; gap: 6px; align-items: center; color: var(--muted); }
#plot { width: 100%; display: block; }
.code { margin: 0; background: var(--code); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px;
  white-space: pre-wrap; word-break: break-all; font-size: 12px; line-height: 1.5; }
.yaml { max-height: 220px; overflow: auto; white-space: pre; word-break: normal; }
.exports { display: flex; gap: 8px; align-items: center; margin-top: 14px; flex-wrap: wrap; }
.exports button { min-width: 64px; font-weight: 600; }
@media (max-width: 900px) { .layout { grid-template-columns: 1fr; } .controls { border-right: none; } }
"""#
}
