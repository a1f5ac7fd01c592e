// A Swift literal's control (Sources/ReelStudio/Resources/literal.js), run by `swift test` (StudioPageTests).
import test from "node:test";
import assert from "node:assert/strict";
import * as l from "../../Sources/ReelStudio/Resources/literal.js";

/** @param {Partial<import("../../Sources/ReelStudio/Resources/contract.js").SwiftControl>} c */
const control = (c) => ({ id: "x", name: "x", line: 1, column: 1, text: "1", value: 1, unit: "ratio", symbol: "", min: 0, max: 2, step: 0.01, form: "plain", why: "", ...c });

test("a value shows with its step's decimals, more only where it needs them", () => {
  assert.equal(l.shownValue(1.05, 0.01), "1.05");
  assert.equal(l.shownValue(0.30000000000000004, 0.01), "0.3");
  assert.equal(l.shownValue(22.5, 0.5), "22.5");
  assert.equal(l.shownValue(180 / 7, 0.5), "25.714");
  assert.equal(l.shownValue(8, 1), "8");
});

test("a name inside a function or type is labelled by its own part; the function or type heads its section", () => {
  assert.deepEqual(l.labelParts(control({ name: "pop(): timeStart" })), { label: "timeStart", context: "pop()" });
  assert.deepEqual(l.labelParts(control({ name: "wiggle(): values[2]" })), { label: "values[2]", context: "wiggle()" });
  assert.deepEqual(l.labelParts(control({ name: "pop(): startSize.beginTime" })), { label: "startSize.beginTime", context: "pop()" });
  assert.deepEqual(l.labelParts(control({ name: "Constants.popOutRatio" })), { label: "popOutRatio", context: "Constants" });
  assert.deepEqual(l.labelParts(control({ name: "BadgeHub.Constants.popOutRatio" })), { label: "popOutRatio", context: "BadgeHub.Constants" });
  assert.deepEqual(l.labelParts(control({ name: "shakeWith(duration:)" })), { label: "shakeWith(duration:)", context: "" });
  assert.deepEqual(l.labelParts(control({ name: "UIView.animate(withDuration:)" })), { label: "UIView.animate(withDuration:)", context: "" });
});

test("a long name breaks at its dots, parentheses and camel humps", () => {
  assert.equal(l.breakable("notificHubDefaultDiameter"), "notific\u200bHub\u200bDefault\u200bDiameter");
  assert.equal(l.breakable("UIFont.systemFont(ofSize:)"), "UIFont.\u200bsystem\u200bFont\u200b(of\u200bSize:\u200b)");
});

test("the slider widens to hold a value typed past its span", () => {
  assert.deepEqual(l.span(control({ min: 0, max: 2 }), 1), [0, 2]);
  assert.deepEqual(l.span(control({ min: 0, max: 2 }), 3.5), [0, 3.5]);
  assert.deepEqual(l.span(control({ min: 0, max: 2 }), -1), [-1, 2]);
});

test("the tooltip says where the literal is, how it is written, and why its unit", () => {
  const c = control({ name: "Constants.blinkDuration", line: 35, column: 47, text: "0.1", unit: "seconds", why: "\"duration\" in its name" });
  assert.equal(l.describe(c, "BadgeHub.swift"), "Constants.blinkDuration\nBadgeHub.swift:35:47, written 0.1\nseconds: \"duration\" in its name");
});
