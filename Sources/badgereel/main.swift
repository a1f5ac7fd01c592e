import BadgeReelCLI

// Everything the tool does lives in BadgeReelCLI (the commands), ReelStudio (the studio) and
// ReelExport (the pipeline); the executable only starts it.
await Main.main()
