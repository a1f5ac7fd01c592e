// The page's modules import each other without a circle (issue 37): a circle made each of
// its modules half-initialised while another's top level ran, and tied controls, edits and
// a Swift file's controls into one unit no test could load alone. Reads every module's
// static imports and walks the graph from each.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const resources = join(dirname(fileURLToPath(import.meta.url)), "../../Sources/ReelStudio/Resources");

/**
 * Each module's local imports (`import … from "./x.js"`, `import * as y from "./x.js"`).
 * @param {string} text
 */
export function importsOf(text) {
  return [...text.matchAll(/^\s*import\s+(?:[^"';]*?\s+from\s+)?["']\.\/([\w.-]+\.js)["']/gm)].map((m) => m[1]);
}

/**
 * The first circle found in `graph` (module → imports), as the path around it, or null.
 * @param {Map<string, string[]>} graph
 */
export function findCircle(graph) {
  /** @type {Map<string, "open" | "done">} */
  const seen = new Map();
  /** @type {string[]} */
  const path = [];
  /** @param {string} node @returns {string[] | null} */
  const visit = (node) => {
    if (seen.get(node) === "done") return null;
    if (seen.get(node) === "open") return [...path.slice(path.indexOf(node)), node];
    seen.set(node, "open"); path.push(node);
    for (const next of graph.get(node) ?? []) { const circle = visit(next); if (circle) return circle; }
    path.pop(); seen.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) { const circle = visit(node); if (circle) return circle; }
  return null;
}

test("the page's modules import each other without a circle", () => {
  const graph = new Map();
  for (const name of readdirSync(resources).filter((f) => f.endsWith(".js"))) {
    graph.set(name, importsOf(readFileSync(join(resources, name), "utf8")));
  }
  assert.ok(graph.size >= 15 && graph.get("studio.js")?.includes("controls.js"), `read ${[...graph.keys()]}`);
  for (const [name, imports] of graph) for (const i of imports) assert.ok(graph.has(i), `${name} imports ${i}, which is not a module here`);
  assert.equal(findCircle(graph)?.join(" → ") ?? null, null);
});

test("the walk finds a circle and reads every form of import", () => {
  assert.deepEqual(findCircle(new Map([["a.js", ["b.js"]], ["b.js", ["c.js"]], ["c.js", ["a.js"]]])), ["a.js", "b.js", "c.js", "a.js"]);
  assert.equal(findCircle(new Map([["a.js", ["b.js", "c.js"]], ["b.js", ["c.js"]], ["c.js", []]])), null);
  assert.deepEqual(importsOf('import { a, b } from "./x.js";\nimport * as api from "./api.js";\nimport "./side.js";\n// import { no } from "./comment.js"\nconst s = "import { y } from \'./z.js\'";'),
                   ["x.js", "api.js", "side.js"]);
});
