import BadgeReelCLI
import ReelSwift

// Everything the tool does lives in BadgeReelCLI (the commands), ReelStudio (the studio) and
// ReelExport (the pipeline); the executable only starts it. First, before any thread starts
// or fontconfig reads its configuration: a relocatable bundle's own fonts (BundleLayout).
// The Swift-file evaluator is given here, the one place ReelSwift (and with it swift-syntax)
// meets the front ends: they reach it through ReelSwiftInput's protocol.
BundleLayout.adopt()
await Main.main(swiftFiles: ReelSwiftEvaluator())
