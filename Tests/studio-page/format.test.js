// Value formatting (Sources/ReelStudio/Resources/format.js), run by `swift test` (StudioPageTests).
import test from "node:test";
import assert from "node:assert/strict";
import * as f from "../../Sources/ReelStudio/Resources/format.js";

test("a slider steps about a hundredth of its span; an integer by one", () => {
  assert.equal(f.baseStep({ kind: "number", min: 0.01, max: 10, softMin: 0.5, softMax: 2 }), 0.01);
  assert.equal(f.baseStep({ kind: "number", min: -1000, max: 1000, softMin: -40, softMax: 40 }), 0.1);
  assert.equal(f.baseStep({ kind: "number", min: 0, max: 360 }), 1);
  assert.equal(f.baseStep({ kind: "integer", min: 0, max: 99999 }), 1);
});

test("values show without float noise, two decimals finer than the step", () => {
  assert.equal(f.tidy(1.2000000000000002, 0.01), "1.2");
  assert.equal(f.tidy("0.30000000000000004", 0.1), "0.3");
  assert.equal(f.tidy(1.23456, 0.01), "1.2346");
  assert.equal(f.tidy(5, 1), "5");
  assert.equal(f.decimals(0.01), 2);
  assert.equal(f.decimals(1), 0);
  assert.equal(f.fmt(0.4200001), "0.42");
  assert.equal(f.short(12.345), "12.3");
  assert.equal(f.short(1.23456), "1.235");
});

test("defaults: a number, the bell's pi/8, or one that depends on the scene", () => {
  assert.equal(f.defaultNumber({ defaultText: "1.05" }), 1.05);
  assert.equal(f.defaultNumber({ defaultText: "pi/8 = 0.3927" }), 0.3927);
  assert.equal(f.defaultNumber({ defaultText: "systemRed", min: 3 }), 3);
  assert.equal(f.contextualDefault({ defaultText: "30; the bell's badge 16" }), true);
  assert.equal(f.contextualDefault({ defaultText: "8" }), false);
  assert.equal(f.contextualDefault({ defaultText: "8", optional: true }), true);
});

test("labels are the flag in words; angle-degrees is the angle", () => {
  assert.equal(f.labelFor({ name: "pop-out-ratio" }), "Pop out ratio");
  assert.equal(f.labelFor({ name: "angle-degrees", aliasOf: "angle" }), "Angle");
});

test("a list splits at commas outside parentheses", () => {
  assert.deepEqual(f.listItems("0, -0.26 ,0.5"), ["0", "-0.26", "0.5"]);
  assert.deepEqual(f.listItems("easeIn,cubic-bezier(0.3,0,0.2,1),linear"), ["easeIn", "cubic-bezier(0.3,0,0.2,1)", "linear"]);
  assert.deepEqual(f.listItems(""), []);
  assert.deepEqual(f.listItems("  "), []);
  assert.deepEqual(f.listItems(null), []);
});

test("degrees on screen, radians in the file, both ways", () => {
  // Every digit of the radians: the server finds the typed degrees again from them (issue 41:
  // twelve digits were saved as angleDegrees 29.99999999998288).
  assert.equal(f.degreesToRadians("30"), "0.5235987755982988");
  assert.equal(f.degreesToRadians("-45"), String(-45 * Math.PI / 180));
  assert.equal(f.radiansToDegrees("0.5235987755982988"), "30");
  assert.equal(f.radiansToDegrees("0.523598775598"), "30");
  assert.equal(f.radiansToDegrees("0.39269908169872414"), "22.5");
});

test("colours resolve by name or hex; other text is no colour", () => {
  const colors = { systemRed: "#FF3B30", white: "#FFFFFF" };
  assert.equal(f.resolveColor("systemred", colors), "#FF3B30");
  assert.equal(f.resolveColor("#abc", colors), "#AABBCC");
  assert.equal(f.resolveColor("11223344", colors), "#11223344");
  assert.equal(f.resolveColor("", colors, "#000000"), "#000000");
  assert.equal(f.resolveColor("nope", colors, "#000000"), null);
});

test("a keyframe added: key times make room halfway, timing functions repeat the last", () => {
  assert.deepEqual(f.followerWithOneMore(["0", "0.15", "0.4", "0.6", "0.8", "1"], false), ["0", "0.15", "0.4", "0.6", "0.8", "0.9", "1"]);
  assert.deepEqual(f.followerWithOneMore(["0"], false), ["0", "1"]);
  assert.deepEqual(f.followerWithOneMore(["easeOut", "easeIn"], true), ["easeOut", "easeIn", "easeIn"]);
});

test("a keyframe removed: key times keep their first and last; two values leave nothing to follow", () => {
  const times = ["0", "0.2", "0.5", "1"];
  assert.deepEqual(f.followerWithoutOne(times, false, 0, 4), ["0", "0.5", "1"]);
  assert.deepEqual(f.followerWithoutOne(times, false, 3, 4), ["0", "0.2", "1"]);
  assert.deepEqual(f.followerWithoutOne(times, false, 1, 4), ["0", "0.5", "1"]);
  assert.deepEqual(f.followerWithoutOne(["a", "b", "c"], true, 3, 4), ["a", "b"]);
  assert.deepEqual(f.followerWithoutOne(["0", "1"], false, 0, 2), []);
  assert.deepEqual(times, ["0", "0.2", "0.5", "1"], "the list given is not changed");
});

test("A's note is its flags without the tool, the animation and the output", () => {
  assert.equal(f.pinnedFlags("badgereel pop --pop-out-ratio 1.2 -o pop.gif"), "--pop-out-ratio 1.2");
  assert.equal(f.pinnedFlags("badgereel pop -o pop.gif"), "");
});
