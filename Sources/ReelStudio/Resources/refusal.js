// @ts-check
// A refusal on the page: its message under the preview, and the control its field names
// marked invalid (contract.js's Refusal; the page reads fields, never the message).

import { $ } from "./dom.js";
import { state } from "./state.js";

/** @typedef {import("./contract.js").Refusal} Refusal */

/**
 * Shows a refusal under the preview and at the control its `field` names (the control
 * editing that neutral path), which is marked invalid; null clears both.
 * @param {Refusal | null} refusal
 */
export function showRefusal(refusal) {
  const e = $("error");
  e.hidden = !refusal; e.textContent = refusal ? `badgereel: ${refusal.message}` : "";
  // A Save refused because the file is not the one this page read: offer to read it again.
  $("reload-scene").hidden = refusal?.field !== "base";
  for (const c of state.controls.values()) c.invalid(null);
  if (!refusal?.field) return;
  for (const c of state.controls.values()) {
    if (c.path === refusal.field) { c.invalid(refusal.message); return; }
  }
}
