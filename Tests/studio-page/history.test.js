// Undo and redo (Sources/ReelStudio/Resources/history.js), run by `swift test` (StudioPageTests).
import test from "node:test";
import assert from "node:assert/strict";
import { History } from "../../Sources/ReelStudio/Resources/history.js";

test("each change is a step; undo and redo walk them and swap the current state", () => {
  const h = new History();
  h.remember(() => "a", "x", 0);
  h.remember(() => "b", "y", 10);
  assert.equal(h.undo("c"), "b");
  assert.equal(h.undo("b"), "a");
  assert.equal(h.undo("a"), null);
  assert.equal(h.undo("a", true), "b");
  assert.equal(h.undo("b", true), "c");
  assert.equal(h.undo("c", true), null);
});

test("keystrokes in one field a moment apart are one step; a pause or another field is a new one", () => {
  const h = new History(500, 800);
  assert.equal(h.remember(() => "0", "ratio", 0), true);
  assert.equal(h.remember(() => "1", "ratio", 500), false);
  assert.equal(h.remember(() => "12", "ratio", 1200), false, "each keystroke restarts the moment");
  assert.equal(h.remember(() => "125", "ratio", 2100), true, "900 ms later: a new step");
  assert.equal(h.remember(() => "x", "angle", 2200), true);
  assert.equal(h.remember(() => "r", null, 2300), true, "a reset never merges");
  assert.equal(h.remember(() => "r2", null, 2400), true);
  assert.deepEqual(h.past, ["0", "125", "x", "r", "r2"]);
});

test("an undo ends the merging, and a new change drops redo", () => {
  const h = new History();
  h.remember(() => "a", "x", 0);
  assert.equal(h.undo("b"), "a");
  assert.equal(h.canRedo, true);
  assert.equal(h.remember(() => "a", "x", 10), true, "the same field right after an undo is a step of its own");
  assert.equal(h.canRedo, false);
});

test("at most `limit` steps, the oldest dropped; clear forgets all", () => {
  const h = new History(3);
  for (const s of ["a", "b", "c", "d"]) h.remember(() => s, null, 0);
  assert.deepEqual(h.past, ["b", "c", "d"]);
  h.clear();
  assert.equal(h.canUndo, false);
  assert.equal(h.canRedo, false);
});
