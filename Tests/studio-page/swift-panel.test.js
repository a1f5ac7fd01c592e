// The Swift panel's note (Sources/ReelStudio/Resources/swift-panel.js), run by `swift test` (StudioPageTests).
import test from "node:test";
import assert from "node:assert/strict";
import { swiftNote } from "../../Sources/ReelStudio/Resources/swift-panel.js";

test("the note names the file, its API, its length and its command", () => {
  const uikit = { name: "pop.swift", api: "uikit", command: "badgereel pop -o pop.swift", swift: "// a\n// b\nimport UIKit\n" };
  assert.equal(swiftNote(uikit), "pop.swift · UIKit and Core Animation, iOS 13+ · 3 lines · badgereel pop -o pop.swift");
  const swiftui = { name: "shake.swift", api: "swiftui", command: "badgereel shake --swift-api swiftui -o shake.swift", swift: "import SwiftUI" };
  assert.equal(swiftNote(swiftui), "shake.swift · SwiftUI keyframeAnimator, iOS 17+ · 1 line · badgereel shake --swift-api swiftui -o shake.swift");
});
