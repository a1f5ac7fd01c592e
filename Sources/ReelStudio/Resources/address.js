// @ts-check
// The page's state in its address (#a=pop&v=pop-out-ratio=1.2…): a reload shows the same, a
// link shares it. Pure: text in, text out, tested in node. The studio's token is never part
// of it (the API client takes `token` out of the address before anything else reads it).

/**
 * @typedef {object} Address
 * @property {string | null} animation the animation or `action:N`
 * @property {string | null} format the preview's format, when not GIF
 * @property {[string, string][]} values flag mode: [flag name, text] pairs
 * @property {[string, string][]} edits scene mode: [scene path, text] pairs, the unsaved `--set`s
 */

/**
 * The address's fragment (without "#") for the page's state.
 * @param {{ animation: string, format: string, scene: boolean, values: Iterable<[string, string]>, edits: Iterable<[string, string]> }} s
 * @returns {string}
 */
export function writeAddress(s) {
  const q = new URLSearchParams();
  q.set("a", s.animation);
  if (s.format !== "gif") q.set("f", s.format);
  if (s.scene) for (const [k, v] of s.edits) q.append("s", `${k}=${v}`);
  else for (const [k, v] of s.values) q.append("v", `${k}=${v}`);
  return q.toString();
}

/**
 * The state a fragment holds; pairs without a name are dropped.
 * @param {string} fragment the address's hash without "#"
 * @returns {Address}
 */
export function readAddress(fragment) {
  const q = new URLSearchParams(fragment);
  /** @param {string} key @returns {[string, string][]} */
  const pairs = (key) => q.getAll(key).map((s) => /** @type {[string, string]} */ ([s.slice(0, s.indexOf("=")), s.slice(s.indexOf("=") + 1)])).filter(([k]) => k);
  return { animation: q.get("a"), format: q.get("f"), values: pairs("v"), edits: pairs("s") };
}

/**
 * The token a launch address carries in its fragment (`#token=…`, which browsers never send
 * to a server), and the fragment without it.
 * @param {string} fragment
 * @returns {{ token: string | null, rest: string }}
 */
export function takeToken(fragment) {
  const q = new URLSearchParams(fragment);
  const token = q.get("token");
  q.delete("token");
  return { token: token || null, rest: q.toString() };
}
