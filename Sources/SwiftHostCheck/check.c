// The one clear line a build without the toolchain's swift-syntax stops at (Package.swift says
// where it comes from and passes BADGEREEL_SWIFT_PARSER_LIBRARY, the parser's library in that
// folder): ReelSwift's own imports would fail with "no such module 'SwiftSyntax'", which names
// no remedy. A C target without dependencies, so it compiles before any Swift target, and
// without unsafe flags: `__has_include` looks at the path itself.
#if defined(BADGEREEL_SWIFT_PARSER_LIBRARY)
#  if !__has_include(BADGEREEL_SWIFT_PARSER_LIBRARY)
#    error "swift-syntax's modules are not found: run scripts/setup (it links the toolchain's usr/lib/swift/host at .swift-host), or set BADGEREEL_SWIFT_HOST to that folder"
#  endif
#endif

#include "SwiftHostCheck.h"

// Present so the target is not empty; nothing calls it.
int reel_swift_host_checked(void) { return 1; }
