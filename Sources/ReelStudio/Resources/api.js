// @ts-check
// The studio's API client: every call the page makes, its answer typed by the contract
// (contract.js), every refusal thrown as a StudioError carrying the server's fields.
//
// The token: `badgereel studio` prints the address with it in the fragment (#token=…), which
// the browser never sends anywhere. It is taken out of the address at once and kept in this
// tab's session storage, which belongs to this origin alone (scheme, host and port), so a
// reload keeps working and no other server on 127.0.0.1 ever sees it; every API call sends
// it as `Authorization: Bearer`. No cookie holds it: cookies are shared by every port of a
// host.

import { takeToken } from "./address.js";

/** @typedef {import("./contract.js").Refusal} Refusal */
/** @typedef {import("./contract.js").StudioRequest} StudioRequest */

/** A refusal from the studio, with its fields (contract.js's Refusal). */
export class StudioError extends Error {
  /** @param {number} status @param {Refusal} refusal */
  constructor(status, refusal) {
    super(refusal.message);
    this.status = status;
    this.refusal = refusal;
  }
}

const STORED = "badgereel-studio-token";
/** @type {string | null} */
let token = null;

/**
 * Takes the token out of the address (or, after a reload, from this tab's storage). Call it
 * before anything reads or writes the address.
 */
export function takeTokenFromAddress() {
  const { token: given, rest } = takeToken(location.hash.slice(1));
  if (given) {
    token = given;
    try { sessionStorage.setItem(STORED, given); } catch { /* private mode: this load only */ }
    history.replaceState(null, "", location.pathname + location.search + (rest ? "#" + rest : ""));
    return;
  }
  try { token = sessionStorage.getItem(STORED); } catch { token = null; }
}

/**
 * Whether the address now carries a token: one typed or pasted over the open page, which
 * the browser does not load again (only the fragment differs).
 */
export function tokenInAddress() { return takeToken(location.hash.slice(1)).token !== null; }

/**
 * One call: the token and, with a body, its JSON type; a refusal read as the contract says
 * (`{"error": Refusal}`), or, from something that is not the studio, the status line.
 * @param {string} path
 * @param {StudioRequest | null} [body]
 * @param {AbortSignal} [signal]
 * @returns {Promise<Response>}
 */
async function call(path, body = null, signal) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers["Content-Type"] = "application/json";
  const response = await fetch(path, body ? { method: "POST", headers, body: JSON.stringify(body), signal } : { headers, signal });
  if (response.ok) return response;
  /** @type {Refusal} */
  let refusal = { message: response.statusText || `HTTP ${response.status}` };
  try {
    const answer = await response.json();
    if (answer && typeof answer.error === "object" && typeof answer.error.message === "string") refusal = answer.error;
  } catch { /* not JSON: the status line stands */ }
  throw new StudioError(response.status, refusal);
}

/**
 * `GET /api/schema`.
 * @returns {Promise<import("./contract.js").Schema>}
 */
export async function schema() { return (await call("/api/schema")).json(); }

/**
 * `GET /api/scene?action=N`: the file's values while action N is chosen.
 * @param {number} action
 * @returns {Promise<import("./contract.js").SceneValues>}
 */
export async function sceneValues(action) { return (await call(`/api/scene?action=${encodeURIComponent(action)}`)).json(); }

/**
 * `GET /api/swift`: the Swift file's controls (Swift mode).
 * @returns {Promise<import("./contract.js").SwiftValues>}
 */
export async function swiftValues() { return (await call("/api/swift")).json(); }

/**
 * `POST /api/preview`: the header and frames as a stream of bytes (preview.js reads it).
 * @param {StudioRequest} request
 * @param {AbortSignal} signal
 * @returns {Promise<ReadableStreamDefaultReader<Uint8Array>>}
 */
export async function preview(request, signal) {
  const response = await call("/api/preview", request, signal);
  if (!response.body) throw new StudioError(response.status, { message: "the preview has no body" });
  return response.body.getReader();
}

/**
 * `POST /api/export`: the file the normal exporter made, and its name.
 * @param {StudioRequest} request
 * @returns {Promise<{ blob: Blob, name: string | null }>}
 */
export async function exportFile(request) {
  const response = await call("/api/export", request);
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") || "")?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/**
 * `POST /api/save`.
 * @param {StudioRequest} request
 * @returns {Promise<{ saved: string, version: string }>}
 */
export async function save(request) { return (await call("/api/save", request)).json(); }

/**
 * `POST /api/revert`.
 * @param {StudioRequest} request
 * @returns {Promise<{ reverted: string, version: string }>}
 */
export async function revert(request) { return (await call("/api/revert", request)).json(); }

/**
 * `POST /api/swift-code?api=uikit|swiftui`: the Swift that moves as `request` does.
 * @param {StudioRequest} request
 * @param {"uikit" | "swiftui"} which
 * @returns {Promise<import("./contract.js").SwiftAnswer>}
 */
export async function swiftSource(request, which) {
  return (await call(`/api/swift-code?api=${encodeURIComponent(which)}`, request)).json();
}
