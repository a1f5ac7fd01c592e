// The curve editor's maths (Sources/ReelStudio/Resources/curve.js), run by `swift test` (StudioPageTests).
import test from "node:test";
import assert from "node:assert/strict";
import * as c from "../../Sources/ReelStudio/Resources/curve.js";

const presets = [{ name: "linear", points: [0, 0, 1, 1] }, { name: "easeInEaseOut", points: [0.42, 0, 0.58, 1] }];

test("the square maps the unit square inside its padding, y up, and back", () => {
  const { toPx, fromPx } = c.square(132, 22);
  assert.deepEqual(toPx(0, 0), [22, 110]);
  assert.deepEqual(toPx(1, 1), [110, 22]);
  assert.deepEqual(fromPx(66, 66), [0.5, 0.5]);
  assert.deepEqual(fromPx(0, 0), [0, 1.25], "x stops at 0");
  assert.deepEqual(fromPx(200, -200), [1, 1.5], "y stops at 1.5");
  assert.deepEqual(fromPx(200, 400), [1, -0.5]);
});

test("a press takes the nearer handle, the first on a tie", () => {
  const { toPx } = c.square(132, 22);
  const pts = [0.25, 0.1, 0.75, 0.9];
  assert.equal(c.nearestHandle(pts, ...toPx(0.2, 0.2), toPx), 0);
  assert.equal(c.nearestHandle(pts, ...toPx(0.8, 0.8), toPx), 1);
  assert.equal(c.nearestHandle(pts, ...toPx(0.5, 0.5), toPx), 0);
});

test("arrows move a handle 0.01, Shift 0.1, clamped; the points given stay", () => {
  assert.deepEqual(c.keyMove("ArrowRight", false), [0.01, 0]);
  assert.deepEqual(c.keyMove("ArrowDown", true), [0, -0.1]);
  assert.equal(c.keyMove("a", false), null);
  const pts = [0.95, 1.45, 0.5, 0.5];
  assert.deepEqual(c.moveHandle(pts, 0, 0.1, 0.1), [1, 1.5, 0.5, 0.5]);
  assert.deepEqual(c.moveHandle(pts, 1, -0.6, -1.1), [0.95, 1.45, 0, -0.5]);
  assert.deepEqual(pts, [0.95, 1.45, 0.5, 0.5]);
});

test("a curve's text: a preset, cubic-bezier numbers, or nothing", () => {
  assert.deepEqual(c.parseCurve("easeInEaseOut", presets), [0.42, 0, 0.58, 1]);
  assert.deepEqual(c.parseCurve("cubic-bezier(0.3, 0, 0.2, 1)", presets), [0.3, 0, 0.2, 1]);
  assert.equal(c.parseCurve("cubic-bezier(0.3,0,0.2)", presets), null);
  assert.equal(c.parseCurve("cubic-bezier(a,0,0.2,1)", presets), null);
  assert.equal(c.parseCurve("bouncy", presets), null);
  assert.equal(c.curveText([0.30000000000000004, 0, 0.2, 1]), "cubic-bezier(0.3,0,0.2,1)");
});
