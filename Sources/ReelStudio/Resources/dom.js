// @ts-check
// The two DOM helpers every module of the page uses.

/**
 * The element with `id`, checked to be a `type` (any element by default): a page that lost
 * an id, or changed its kind, fails here naming it, not later on a property of null.
 * @template {HTMLElement} T
 * @param {string} id
 * @param {{ new (): T, prototype: T }} [type]
 * @returns {T}
 */
export function $(id, type) {
  const e = document.getElementById(id);
  if (!(e instanceof (type ?? HTMLElement))) throw new Error(`the page has no #${id} of the kind the script expects`);
  return /** @type {T} */ (e);
}

/**
 * A new element with attributes and children. `class` sets the class, `text` the text; an
 * attribute that is undefined, null or false is left out, true is present and empty.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = String(v);
    else if (k === "text") e.textContent = String(v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) e.append(c);
  return e;
}
