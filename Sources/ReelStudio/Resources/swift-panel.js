// @ts-check
// The Swift panel: the Swift that moves as the page's current state does (`POST /api/swift-code`,
// the file `-o NAME.swift` writes for the command line above it), in the API chosen (UIKit,
// or SwiftUI keyframes), with Copy. It follows the command line: whenever #command shows a
// new command (a new preview took over), the Swift is asked for again; the newest answer wins.

import * as api from "./api.js";
import { $ } from "./dom.js";

/**
 * The panel's note: the file's name, its API and its size.
 * @param {import("./contract.js").SwiftAnswer} answer
 * @returns {string}
 */
export function swiftNote(answer) {
  const lines = answer.swift.split("\n").length - (answer.swift.endsWith("\n") ? 1 : 0);
  const form = answer.form ?? (answer.api === "swiftui" ? "SwiftUI keyframeAnimator, iOS 17+" : "UIKit and Core Animation, iOS 13+");
  return `${answer.name} · ${form} · ${lines} line${lines === 1 ? "" : "s"} · ${answer.command}`;
}

let asked = 0;
/** @type {() => import("./contract.js").StudioRequest} */
let currentRequest = () => { throw new Error("watchSwift was not called"); };

/** Asks for the Swift of the page's state now; an older answer arriving later is dropped. */
export async function refreshSwift() {
  const mine = ++asked;
  const choice = $("swift-api", HTMLSelectElement).value === "swiftui" ? "swiftui" : "uikit";
  try {
    const answer = await api.swiftSource(currentRequest(), choice);
    if (mine !== asked) return;
    $("swift").textContent = answer.swift;
    $("swift-note").textContent = swiftNote(answer);
  } catch (e) {
    if (mine !== asked) return;
    $("swift").textContent = "";
    $("swift-note").textContent = e instanceof api.StudioError ? e.refusal.message : String(e);
  }
}

/**
 * Follows #command and the API chooser: the panel's one hook into the page. `request` makes
 * the page's current request (values.js's requestFor; passed in so this module loads in node).
 * @param {() => import("./contract.js").StudioRequest} request
 */
export function watchSwift(request) {
  currentRequest = request;
  new MutationObserver(() => { refreshSwift(); }).observe($("command"), { childList: true, characterData: true, subtree: true });
  $("swift-api", HTMLSelectElement).addEventListener("change", () => { refreshSwift(); });
}
