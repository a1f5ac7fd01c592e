// The page's state in its address and the launch token (Sources/ReelStudio/Resources/address.js),
// run by `swift test` (StudioPageTests).
import test from "node:test";
import assert from "node:assert/strict";
import { readAddress, takeToken, writeAddress } from "../../Sources/ReelStudio/Resources/address.js";

test("flag values and scene edits round-trip through the address", () => {
  const flags = writeAddress({ animation: "pop", format: "mp4", scene: false, values: [["pop-out-ratio", "1.2"], ["text", "a&b=c"]], edits: [] });
  assert.deepEqual(readAddress(flags), { animation: "pop", format: "mp4", values: [["pop-out-ratio", "1.2"], ["text", "a&b=c"]], edits: [] });
  const scene = writeAddress({ animation: "action:1", format: "gif", scene: true, values: [["ignored", "1"]], edits: [["actions[1].angle", "0.6"]] });
  assert.equal(scene, "a=action%3A1&s=actions%5B1%5D.angle%3D0.6");
  assert.deepEqual(readAddress(scene), { animation: "action:1", format: null, values: [], edits: [["actions[1].angle", "0.6"]] });
});

test("the launch address's token is taken out; the rest of the fragment stays", () => {
  assert.deepEqual(takeToken("token=0123abcd"), { token: "0123abcd", rest: "" });
  assert.deepEqual(takeToken("a=pop&token=0123abcd"), { token: "0123abcd", rest: "a=pop" });
  assert.deepEqual(takeToken("a=pop"), { token: null, rest: "a=pop" });
  assert.deepEqual(takeToken(""), { token: null, rest: "" });
});
