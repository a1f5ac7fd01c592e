// The one clear line a build without the parser's modules stops at (Package.swift says where
// they come from): the imports' own "no such module" errors name no remedy.
#if !canImport(SwiftParser) || !canImport(SwiftParserDiagnostics)
#error("swift-syntax's modules are not found: run scripts/setup (it links the toolchain's usr/lib/swift/host at .swift-host), or set BADGEREEL_SWIFT_HOST to that folder")
#endif
