/// The studio's page: markup here, script and style beside it, compiled into the tool so the
/// server reads no file from disk to serve it.
enum StudioPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>BadgeReel Studio</title>
<link rel="stylesheet" href="/studio.css">
<script src="/studio.js" defer></script>
</head>
<body>
<header class="bar">
  <div class="brand"><span class="logo" aria-hidden="true"></span>BadgeReel <span class="muted">Studio</span></div>
  <label class="chooser">Animation
    <select name="animation" id="animation" aria-label="Animation"></select>
  </label>
  <p class="summary muted" id="summary"></p>
  <div class="spacer"></div>
  <span class="scene-path muted" id="scene-path" hidden></span>
  <button type="button" id="save" class="primary" hidden>Save scene</button>
  <select id="theme" aria-label="Appearance">
    <option value="auto">Auto</option><option value="light">Light</option><option value="dark">Dark</option>
  </select>
</header>
<div class="layout">
  <aside class="controls" id="controls" aria-label="Parameters">
    <div class="controls-head">
      <span>Parameters</span>
      <button type="button" id="reset-all" class="ghost">Reset all</button>
    </div>
    <div id="groups"></div>
  </aside>
  <main class="work">
    <section class="stage-wrap" aria-label="Preview">
      <div class="stage" id="stage">
        <figure class="pane" id="pane-a" hidden>
          <canvas id="pinned" width="1" height="1"></canvas>
          <figcaption><b>A</b> pinned <span class="muted" id="pinned-note"></span></figcaption>
        </figure>
        <figure class="pane">
          <canvas id="preview" width="1" height="1"></canvas>
          <figcaption><b id="b-label" hidden>B</b> <span id="size-note" class="muted"></span></figcaption>
        </figure>
      </div>
      <div class="transport">
        <button type="button" id="play" class="icon-button" aria-label="Pause" title="Play / pause (space)">❚❚</button>
        <input type="range" id="scrub" min="0" max="1" step="1" value="0" aria-label="Frame">
        <output id="clock" class="mono">0.000 s</output>
        <label class="check"><input type="checkbox" id="slow"> 0.25×</label>
        <select id="zoom" aria-label="Zoom" title="Zoom: whole pixels, so every pixel of the export shows as it is">
          <option value="auto">Zoom: fit</option><option value="1">1×</option><option value="2">2×</option><option value="4">4×</option>
        </select>
        <button type="button" id="pin" class="ghost" title="Freeze these parameters and compare them with your next changes">Pin A/B</button>
      </div>
      <p id="error" class="error" role="alert" hidden></p>
      <p id="warning" class="warning" hidden></p>
    </section>
    <section class="card" aria-label="Timeline">
      <div class="card-head"><h2>Timeline</h2><span class="muted legend">size · radius · offset · rotation · alpha, keyframes dashed</span></div>
      <canvas id="plot" height="190"></canvas>
    </section>
    <section class="card" aria-label="Command line and scene">
      <div class="card-head"><h2>Command line</h2>
        <label class="inline">Output <select id="format" aria-label="Output format"></select></label>
        <button type="button" class="ghost" data-copy="command">Copy</button></div>
      <pre id="command" class="code"></pre>
      <div class="card-head"><h2>Scene file</h2><button type="button" class="ghost" data-copy="yaml">Copy</button></div>
      <pre id="yaml" class="code yaml"></pre>
      <div class="exports">
        <span class="muted">Export</span>
        <button type="button" data-export="gif">GIF</button>
        <button type="button" data-export="mp4">MP4</button>
        <button type="button" data-export="webp">WebP</button>
        <button type="button" data-export="apng">APNG</button>
        <span id="export-status" class="muted"></span>
      </div>
    </section>
  </main>
</div>
</body>
</html>
"""#
}
