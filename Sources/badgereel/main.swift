import BadgeReelCLI

// Everything the tool does lives in BadgeReelCLI (the commands), ReelStudio (the studio) and
// ReelExport (the pipeline); the executable only starts it. First, before any thread starts
// or fontconfig reads its configuration: a relocatable bundle's own fonts (BundleLayout).
BundleLayout.adopt()
await Main.main()
